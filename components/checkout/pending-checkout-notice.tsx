"use client";

// Back from the payment page (or a reload of the cart) while an order of this tab still waits
// for payment: its units are held, so offer to finish paying or to cancel the order and change
// it (cancelling puts the units back at once, through the payment page's own cancel address).
import { useEffect, useState } from "react";
import { CreditCard, PencilLine } from "lucide-react";
import { readPendingCheckout, type PendingCheckout } from "@/client/pending-checkout";
import { Button } from "@/components/ui/button";
import { cancelPath } from "@/lib/checkout/cancel-path";

function timeOf(ms: number): string {
  return new Date(ms).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
}

export function PendingCheckoutNotice() {
  const [pending, setPending] = useState<PendingCheckout | null>(null);
  useEffect(() => {
    const read = () => setPending(readPendingCheckout());
    read();
    // Back/forward cache: the page comes back without running effects again.
    window.addEventListener("pageshow", read);
    return () => window.removeEventListener("pageshow", read);
  }, []);
  if (!pending) return null;
  return (
    <div
      role="status"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="pending-checkout"
    >
      <p className="font-semibold">Order {pending.orderNumber} is waiting for payment</p>
      <p className="mt-1 text-sm">
        Its units are held for you until {timeOf(pending.expiresAt)}. Finish paying, or cancel it to change your order:
        nothing has been charged.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild size="sm">
          <a href={pending.checkoutUrl}>
            <CreditCard aria-hidden="true" />
            Resume payment
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={cancelPath(pending.orderId)}>
            <PencilLine aria-hidden="true" />
            Cancel and change my order
          </a>
        </Button>
      </div>
    </div>
  );
}
