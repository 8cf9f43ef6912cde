"use client";

// Order tracking (/order-tracking): order number and e-mail in; the order's status badge, details,
// contact details, items and timeline out, or the "not found" card with the store's phone and e-mail.
import { useState } from "react";
import { CheckCircle2, Clock, Loader2, PackageSearch } from "lucide-react";
import { toast } from "@/client/toast";
import { StoreContact } from "@/components/layout/store-contact";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { distanceNote } from "@/lib/delivery/fee";
import { postJson } from "@/client/api-client";
import type { TrackAnswer, TrackedOrder } from "@/lib/orders/track-order";
import { DELIVERY_SCHEDULE, HOURS, STORE, phoneHref } from "@/lib/store";
import { useHydrated } from "@/client/use-hydrated";
import { cn } from "@/lib/utils";
import { CustomerContactList } from "./customer-contact";
import { FulfillmentDetails } from "./fulfillment-details";
import { OrderLines } from "./order-lines";
import { OrderSummaryRows } from "./order-summary";
import { StatusBadge } from "./status-badge";

const REQUIRED = "Please enter both order number and email address";
const NOT_FOUND = "Order not found. Please check your order number and email address.";

function formatDate(iso: string, withTime = false): string {
  return new Date(iso).toLocaleString("en-US", {
    timeZone: "America/New_York",
    dateStyle: "medium",
    ...(withTime && { timeStyle: "short" }),
  });
}

type Result =
  { status: "idle" } | { status: "found"; tracked: TrackedOrder } | { status: "not_found"; message: string };

function TrackedOrderCard({ tracked }: { tracked: TrackedOrder }) {
  const { order, tone, steps } = tracked;
  return (
    <Card className="gap-5" data-testid="tracked-order">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle className="text-xl">Order {order.orderNumber}</CardTitle>
          <StatusBadge tone={tone} label={order.statusLabel} />
        </div>
        <CardDescription>
          Placed {formatDate(order.createdAt)} · {order.customer.name ?? order.customer.email}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-4">
          <h2 className="font-semibold">Items</h2>
          <OrderLines lines={order.items} />
          <OrderSummaryRows
            totals={order.totals}
            deliveryNote={
              order.delivery ? distanceNote(order.delivery.miles, order.delivery.distanceSource) : undefined
            }
            className="rounded-lg bg-muted/50 p-3"
          />
          <FulfillmentDetails order={order} />
          <CustomerContactList order={order} />
        </div>
        <div>
          <h2 className="mb-4 font-semibold">Timeline</h2>
          <ol className="space-y-0" data-testid="timeline">
            {steps.map((step, index) => (
              <li key={step.id} className="relative flex gap-3 pb-6 last:pb-0" data-completed={step.completed}>
                {index < steps.length - 1 && (
                  <span
                    className={cn(
                      "absolute top-7 left-3 h-[calc(100%-1.75rem)] w-0.5 -translate-x-1/2",
                      step.completed ? "bg-success" : "bg-border",
                    )}
                    aria-hidden="true"
                  />
                )}
                {step.completed ? (
                  <CheckCircle2 className="size-6 shrink-0 text-success" aria-label="Completed" />
                ) : (
                  <Clock className="size-6 shrink-0 text-muted-foreground" aria-label="Not yet" />
                )}
                <div>
                  <p className={cn("font-medium", !step.completed && "text-muted-foreground")}>{step.title}</p>
                  {step.date && <p className="text-xs text-muted-foreground">{formatDate(step.date, true)}</p>}
                  <p className="text-sm text-muted-foreground">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}

function NotFound({ message }: { message: string }) {
  return (
    <Card className="gap-3 border-destructive/30" role="alert">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <PackageSearch className="size-5 text-destructive" aria-hidden="true" />
          {message === NOT_FOUND ? "Order not found" : "Something went wrong"}
        </CardTitle>
        <CardDescription>{message}</CardDescription>
      </CardHeader>
      <CardContent>
        <StoreContact
          details={["phone", "email"]}
          className="space-y-2 text-sm font-medium"
          iconClassName="size-4 text-primary"
        />
      </CardContent>
    </Card>
  );
}

export function OrderTracking({ initialOrderNumber = "" }: { initialOrderNumber?: string }) {
  const [orderNumber, setOrderNumber] = useState(initialOrderNumber);
  const [email, setEmail] = useState("");
  const [searching, setSearching] = useState(false);
  const hydrated = useHydrated();
  const [result, setResult] = useState<Result>({ status: "idle" });

  /** Never rejects: postJson answers a failed request with ok false. */
  async function search(event: React.FormEvent) {
    event.preventDefault();
    if (!orderNumber.trim() || !email.trim()) {
      toast.error(REQUIRED);
      return;
    }
    setSearching(true);
    const answer = await postJson<TrackAnswer>("/api/orders/track", { order_number: orderNumber, email });
    setSearching(false);
    let message: string;
    if (answer.ok) {
      if (answer.data.found) {
        setResult({ status: "found", tracked: answer.data });
        return;
      }
      message = answer.data.message;
    } else {
      message =
        answer.status === 429 || answer.status === 400
          ? (answer.error ?? NOT_FOUND)
          : "Failed to search for order. Please try again.";
    }
    setResult({ status: "not_found", message });
    toast.error(message);
  }

  return (
    <div className="space-y-8">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle className="text-lg">Find your order</CardTitle>
          <CardDescription>
            Enter the order number from your confirmation and the e-mail you ordered with.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={(event) => void search(event)} noValidate>
            {/* Disabled until the page is interactive, so nothing typed before then is lost. */}
            <fieldset disabled={!hydrated} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <div className="space-y-1.5">
                <Label htmlFor="track-order">Order Number</Label>
                <Input
                  id="track-order"
                  value={orderNumber}
                  onChange={(event) => setOrderNumber(event.target.value)}
                  placeholder="RA-XXXXXXXX"
                  autoCapitalize="characters"
                />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="track-email">Email Address</Label>
                <Input
                  id="track-email"
                  type="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  autoComplete="email"
                  placeholder="you@example.com"
                />
              </div>
              <Button type="submit" disabled={searching}>
                {searching && <Loader2 className="animate-spin" aria-hidden="true" />}
                {searching ? "Searching..." : "Track Order"}
              </Button>
            </fieldset>
          </form>
        </CardContent>
      </Card>
      {result.status === "found" && <TrackedOrderCard tracked={result.tracked} />}
      {result.status === "not_found" && <NotFound message={result.message} />}
      <section className="rounded-xl bg-muted/50 p-6 text-sm" aria-labelledby="tracking-help">
        <h2 id="tracking-help" className="font-semibold">
          Need help with an order?
        </h2>
        <p className="mt-1 text-muted-foreground">
          Call us at{" "}
          <a href={phoneHref()} className="font-medium text-primary hover:underline">
            {STORE.phone}
          </a>{" "}
          or e-mail{" "}
          <a href={`mailto:${STORE.email}`} className="font-medium text-primary hover:underline">
            {STORE.email}
          </a>
          , open {HOURS.summary}. We call {DELIVERY_SCHEDULE.callAheadHours} hours before every delivery to confirm the
          window.
        </p>
      </section>
    </div>
  );
}
