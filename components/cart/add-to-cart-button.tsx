"use client";

// The Add to Cart button: adds to the browser's cart and confirms with a toast.
import { ShoppingCart } from "lucide-react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import type { CartProduct } from "@/lib/cart/cart-item";
import { addToCart } from "@/client/cart-store";
import { useHydrated } from "@/client/use-hydrated";
import { cn } from "@/lib/utils";

/** Adds units to the local-storage cart (capped at stock) and says so in a toast. */
export function AddToCartButton({
  product,
  quantity = 1,
  className,
  size = "default",
}: {
  product: CartProduct;
  quantity?: number;
  className?: string;
  size?: "default" | "sm" | "lg";
}) {
  const outOfStock = product.stock_quantity <= 0;
  // Until the page is interactive a tap would be lost: the button shows it is not ready yet.
  const hydrated = useHydrated();
  function add() {
    const added = addToCart(product, quantity);
    if (added > 0) {
      toast.success(`${product.name} added to cart`);
    } else {
      toast.error("No more available", {
        description: `All ${product.stock_quantity} in stock are already in your cart.`,
      });
    }
  }
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      onClick={add}
      disabled={outOfStock || !hydrated}
      className={cn("border-primary text-primary hover:bg-primary/5 hover:text-primary", className)}
    >
      <ShoppingCart aria-hidden="true" />
      Add to Cart
    </Button>
  );
}
