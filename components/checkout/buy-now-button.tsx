"use client";

// Buy Now: opens the 5-step delivery dialog for this product and quantity (the dialog's code is
// loaded on first use, so product grids stay light).
import dynamic from "next/dynamic";
import { useState } from "react";
import { Zap } from "lucide-react";
import { PlainButton } from "@/components/ui/plain-button";
import { useHydrated } from "@/client/use-hydrated";
import type { CartProduct } from "@/lib/cart/cart-item";

const loadDialog = () => import("./checkout-dialog");
const CheckoutDialog = dynamic(loadDialog, { ssr: false });

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
  const [open, setOpen] = useState(false);
  // Until the page is interactive a tap would be lost: the button shows it is not ready yet.
  const hydrated = useHydrated();
  return (
    <>
      <PlainButton
        variant="deal"
        size={size}
        className={className}
        disabled={product.stock_quantity <= 0 || !hydrated}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onTouchStart={loadDialog}
        onClick={() => setOpen(true)}
      >
        <Zap aria-hidden="true" />
        Buy Now
      </PlainButton>
      {open && <CheckoutDialog mode="buy-now" product={product} quantity={quantity} open onOpenChange={setOpen} />}
    </>
  );
}
