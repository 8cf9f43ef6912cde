"use client";

// The checkout form's order summary: the server's quote (what can no longer be bought, the lines
// and, once the delivery address is priced, the totals) and Continue to Payment.
import { Loader2, Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Loading, Skeleton } from "@/components/ui/skeleton";
import type { QuoteAnswer } from "@/lib/checkout/quote";
import { distanceNote } from "@/lib/delivery/fee";
import { OrderLines } from "@/components/orders/order-lines";
import { OrderSummaryRows } from "@/components/orders/order-summary";
import { FormSection } from "./form-section";

export function FormSummary({
  answer,
  waitingForAddress,
  processing,
}: {
  answer: QuoteAnswer | null;
  /** Delivery is chosen but its address not priced yet: no totals to show. */
  waitingForAddress: boolean;
  processing: boolean;
}) {
  const delivery = answer?.delivery;
  return (
    <FormSection title="Order Summary" className="lg:sticky lg:top-4">
      {!answer ? (
        <Loading label="Pricing your order">
          <Skeleton className="h-40" />
        </Loading>
      ) : (
        <>
          {answer.problems.length > 0 && (
            <ul role="alert" className="space-y-1 text-sm text-destructive">
              {answer.problems.map((problem) => (
                <li key={problem.product_id}>{problem.message}</li>
              ))}
            </ul>
          )}
          {answer.breakdown && <OrderLines lines={answer.breakdown.lines} />}
          {answer.breakdown &&
            (waitingForAddress ? (
              <p className="rounded-md bg-muted/60 p-3 text-sm text-muted-foreground">
                Enter your delivery address to see the delivery fee, tax and total.
              </p>
            ) : (
              <OrderSummaryRows
                totals={answer.breakdown}
                deliveryNote={
                  delivery && "feeCents" in delivery ? distanceNote(delivery.miles, delivery.source) : undefined
                }
              />
            ))}
        </>
      )}
      <Button
        type="submit"
        size="lg"
        variant="deal"
        className="w-full"
        disabled={processing || (answer?.problems.length ?? 0) > 0}
      >
        {processing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
        {processing ? "Processing..." : "Continue to Payment"}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        You pay on a secure card payment page. Nothing is charged until then.
      </p>
    </FormSection>
  );
}
