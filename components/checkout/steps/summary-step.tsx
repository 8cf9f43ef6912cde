"use client";

// The last step: the server's price for exactly what was chosen, how it reaches the shopper, who
// it is for, and anything that stops the order (sold out meanwhile).
import { AlertCircle, Mail, MapPin, Store, UserRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Loading, Skeleton } from "@/components/ui/skeleton";
import { distanceNote } from "@/lib/delivery/fee";
import { deliveryWindowLabel, formatDeliveryDate } from "@/lib/delivery/schedule";
import type { AddressDraft, ContactDraft, DeliveryChoices } from "@/lib/checkout/checkout-draft";
import { formatPhone } from "@/lib/phone";
import type { QuoteState } from "@/client/use-quote";
import { PICKUP, STORE_ADDRESS_LINE } from "@/lib/store";
import { OrderLines } from "@/components/orders/order-lines";
import { OrderSummaryRows } from "@/components/orders/order-summary";

export function SummaryStep({
  quote,
  onRetry,
  contact,
  address,
  choices,
}: {
  quote: QuoteState;
  onRetry: () => void;
  contact: ContactDraft;
  /** Null for pickup. */
  address: AddressDraft | null;
  choices: DeliveryChoices;
}) {
  if (quote.status === "loading" || quote.status === "idle") {
    return (
      <Loading label="Pricing your order" className="space-y-3">
        <Skeleton className="h-14" />
        <Skeleton className="h-32" />
      </Loading>
    );
  }
  if (quote.status === "error") {
    return (
      <div role="alert" className="space-y-3 rounded-lg border border-destructive/40 p-4 text-sm">
        <p className="font-medium text-destructive">{quote.message}</p>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  const { breakdown, problems, delivery } = quote.answer;
  const note = delivery && "feeCents" in delivery ? distanceNote(delivery.miles, delivery.source) : undefined;
  return (
    <div className="space-y-4">
      {problems.length > 0 && (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <ul>
            {problems.map((problem) => (
              <li key={problem.product_id}>{problem.message}</li>
            ))}
          </ul>
        </div>
      )}
      {!breakdown && delivery && "message" in delivery && (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {delivery.message}
        </p>
      )}
      {breakdown && (
        <>
          <OrderLines lines={breakdown.lines} />
          <OrderSummaryRows totals={breakdown} deliveryNote={note} className="rounded-lg bg-muted/50 p-3" />
        </>
      )}
      <div className="space-y-2 text-sm">
        {address ? (
          <p className="flex gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              Delivery to {address.line1}
              {address.line2 ? `, ${address.line2}` : ""}, {address.city}, {address.state} {address.postal_code}
              <span className="block text-muted-foreground">
                Preferred {formatDeliveryDate(choices.date)}, {deliveryWindowLabel(choices.window)}
              </span>
            </span>
          </p>
        ) : (
          <p className="flex gap-2">
            <Store className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              Store pickup at {STORE_ADDRESS_LINE}
              <span className="block text-muted-foreground">Ready in {PICKUP.readyInHours} hours</span>
            </span>
          </p>
        )}
        <p className="flex gap-2" data-testid="summary-contact">
          <UserRound className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {contact.customer_name.trim()}
            {contact.customer_phone.trim() && `, ${formatPhone(contact.customer_phone.trim())}`}
          </span>
        </p>
        <p className="flex gap-2">
          <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>Receipt to {contact.customer_email.trim()}</span>
        </p>
      </div>
    </div>
  );
}
