"use client";

// The Add to Cart button: adds to the browser's cart and confirms with a toast. The cart's rules
// (client/cart-store.ts and what it imports) are fetched when the shopper reaches for the button
// (pointer, focus or touch), not with the page; a click that beats them waits for them.
import { toast } from "@/client/toast";
import { PlainButton } from "@/components/ui/plain-button";
import type { CartProduct } from "@/lib/cart/stored-cart";
import { useHydrated } from "@/client/use-hydrated";
import type { ReactNode } from "react";

const loadCartStore = () => import("@/client/cart-store");
// Fetched ahead when the shopper reaches for the button; if that fails, the click asks again.
const prepare = () => void loadCartStore().catch(() => {});

/**
 * Adds units to the local-storage cart (capped at stock) and says so in a toast. `icon` is the
 * cart icon, drawn by the caller (on the server where it can be, so the icon library is not part
 * of the page's client code).
 */
export function AddToCartButton({
  product,
  icon,
  quantity = 1,
  className,
  size = "default",
}: {
  product: CartProduct;
  icon: ReactNode;
  quantity?: number;
  className?: string;
  size?: "default" | "sm" | "lg";
}) {
  const outOfStock = product.stockQuantity <= 0;
  // Until the page is interactive a tap would be lost: the button shows it is not ready yet.
  const hydrated = useHydrated();
  async function add() {
    let addToCart;
    try {
      ({ addToCart } = await loadCartStore());
    } catch {
      toast.error("Couldn't add to cart", { description: "Check your connection and try again." });
      return;
    }
    const added = addToCart(product, quantity);
    if (added > 0) {
      toast.success(`${product.name} added to cart`);
    } else {
      toast.error("No more available", {
        description: `All ${product.stockQuantity} in stock are already in your cart.`,
      });
    }
  }
  return (
    <PlainButton
      variant="primaryOutline"
      size={size}
      onClick={() => void add()}
      onPointerEnter={prepare}
      onFocus={prepare}
      onTouchStart={prepare}
      disabled={outOfStock || !hydrated}
      className={className}
    >
      {icon}
      Add to Cart
    </PlainButton>
  );
}
