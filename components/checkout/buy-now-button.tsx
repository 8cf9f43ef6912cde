"use client";

// Buy Now: opens the 5-step delivery dialog for this product and quantity (the dialog's code is
// loaded on first use, with React.lazy rather than next/dynamic, whose own code would join the
// first load, so product grids stay light).
import { lazy, Suspense, useState, type ReactNode } from "react";
import { PlainButton } from "@/components/ui/plain-button";
import { useHydrated } from "@/client/use-hydrated";
import type { CartProduct } from "@/lib/cart/cart-item";

const loadDialog = () => import("./checkout-dialog");
const CheckoutDialog = lazy(loadDialog);
/** Fetches the dialog's code ahead of a tap; a fetch that fails is dropped, as opening imports it again. */
const preloadDialog = () => void loadDialog().catch(() => undefined);

/** `icon` is the lightning icon, drawn by the caller (on the server where it can be). */
export function BuyNowButton({
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
  const [open, setOpen] = useState(false);
  // Until the page is interactive a tap would be lost: the button shows it is not ready yet.
  const hydrated = useHydrated();
  return (
    <>
      <PlainButton
        variant="deal"
        size={size}
        className={className}
        disabled={product.stockQuantity <= 0 || !hydrated}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onTouchStart={preloadDialog}
        onClick={() => setOpen(true)}
      >
        {icon}
        Buy Now
      </PlainButton>
      {open && (
        <Suspense fallback={null}>
          <CheckoutDialog mode="buy-now" product={product} quantity={quantity} open onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
