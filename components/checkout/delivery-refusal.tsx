"use client";

// Why we cannot deliver to the address given (outside the area, a P.O. box, a ZIP we do not know),
// under the address on the checkout form and in the dialogs; where the area is the reason, the
// form also offers Store Pickup.
import { refusalTitle } from "@/lib/checkout/refusal-title";
import { PICKUP } from "@/lib/store";

export function DeliveryRefusal({
  kind,
  message,
  onChoosePickup,
}: {
  kind: string;
  message: string;
  onChoosePickup?: () => void;
}) {
  return (
    <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
      <strong className="block">{refusalTitle(kind)}</strong>
      {message}
      {kind === "refused" && onChoosePickup && (
        <>
          {" "}
          Store Pickup is free and ready in {PICKUP.readyInHours} hours.{" "}
          <button type="button" className="font-semibold underline" onClick={onChoosePickup}>
            Switch to Store Pickup
          </button>
        </>
      )}
    </p>
  );
}
