"use client";

// After "cancel" on the payment page the shopper lands back (product page, cart or checkout form)
// with ?checkout=cancelled: say that nothing was charged (the cart was kept as it was), forget the
// pending order, and tidy the address bar. Mounted once in the shop layout.
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/client/toast";
import { forgetPendingCheckout } from "@/client/pending-checkout";

export function CheckoutCancelledNotice() {
  const pathname = usePathname();
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get("checkout") !== "cancelled") return;
    url.searchParams.delete("checkout");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    forgetPendingCheckout();
    toast("Payment cancelled", { description: "Your order was cancelled and nothing was charged." });
  }, [pathname]);
  return null;
}
