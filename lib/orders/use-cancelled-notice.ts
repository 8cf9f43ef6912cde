// After "cancel" on the payment page the shopper lands back with ?checkout=cancelled: say that
// nothing was charged, bring back the cart the checkout cleared, and tidy the address bar.
import { useEffect } from "react";
import { toast } from "sonner";
import { restoreStashedCart } from "@/lib/cart/cart-store";

let shown = false;

/** Runs on the page at `path` only (a product page shows many Buy Now buttons). */
export function useCancelledNotice(path: string): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (shown || url.pathname !== path || url.searchParams.get("checkout") !== "cancelled") return;
    shown = true;
    restoreStashedCart();
    toast("Payment cancelled", { description: "Your order was cancelled and nothing was charged." });
    url.searchParams.delete("checkout");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, [path]);
}
