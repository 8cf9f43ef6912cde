"use client";

import { useRouter } from "next/navigation";
import { Zap } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { CartProduct } from "@/lib/cart/cart-item";
import { addToCart } from "@/lib/cart/cart-store";
import { cn } from "@/lib/utils";

/** Buy Now: puts the unit in the cart and goes straight to it. */
export function BuyNowButton({
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
  const router = useRouter();
  return (
    <Button
      type="button"
      variant="deal"
      size={size}
      className={cn(className)}
      disabled={product.stock_quantity <= 0}
      onClick={() => {
        addToCart(product, quantity);
        router.push("/cart");
      }}
    >
      <Zap aria-hidden="true" />
      Buy Now
    </Button>
  );
}
