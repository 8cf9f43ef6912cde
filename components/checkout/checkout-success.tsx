"use client";

// The order success page's body: "Verifying Payment...", then "Order Successful!" with the order's
// lines, totals, pickup or delivery details and contact details, or "Payment Not Verified".
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { CheckCircle2, Loader2, Mail, XCircle } from "lucide-react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { clearCartAfterPayment } from "@/client/cart-store";
import { distanceNote } from "@/lib/delivery/fee";
import { postJson } from "@/client/api-client";
import { ATTRIBUTION_KEY } from "@/client/attribution";
import { rememberOrder } from "@/client/order-record";
import type { EmailState, VerifyAnswer } from "@/lib/checkout/verify-payment";
import { CustomerContactList } from "@/components/orders/customer-contact";
import { FulfillmentDetails } from "@/components/orders/fulfillment-details";
import { OrderLines } from "@/components/orders/order-lines";
import { OrderSummaryRows } from "@/components/orders/order-summary";

type State =
  | { status: "verifying" }
  | { status: "verified"; details: VerifyAnswer["order_details"] }
  | { status: "not_verified" }
  | { status: "error" };

const EMAIL_TEXT: Record<EmailState, (email: string) => string> = {
  sending: (email) => `Sending your confirmation e-mail to ${email}...`,
  sent: (email) => `Confirmation e-mail sent to ${email}.`,
  stored: (email) => `Your confirmation is saved for our team to send to ${email}.`,
  failed: (email) => `We could not e-mail ${email} yet; we will keep trying. Your order is confirmed.`,
};

export function VerifyingPayment({ note = "This takes a moment." }: { note?: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-20 text-center" role="status">
      <Loader2 className="size-10 animate-spin text-primary" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Verifying Payment...</h1>
      <p className="text-muted-foreground">{note}</p>
    </div>
  );
}

export function CheckoutSuccess({ sessionId }: { sessionId: string | null }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ status: "verifying" });

  useEffect(() => {
    if (!sessionId) {
      toast.error("Invalid access", { description: "No payment session found. Redirecting to home..." });
      const timer = setTimeout(() => router.replace("/"), 3000);
      return () => clearTimeout(timer);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    // postJson never rejects: a failed request is an answer with ok false.
    void postJson<VerifyAnswer>("/api/checkout/verify", { session_id: sessionId }).then((answer) => {
      if (!current) return;
      if (answer.ok && answer.data.payment_verified) {
        const details = answer.data.order_details;
        setState({ status: "verified", details });
        rememberOrder(details.order);
        clearCartAfterPayment();
        window.sessionStorage.removeItem(ATTRIBUTION_KEY);
        toast.success("Payment verified!", {
          description:
            details.email_status === "stored"
              ? "Your order has been confirmed."
              : "Your order has been confirmed and a confirmation email has been sent.",
        });
        return;
      }
      if (answer.ok || answer.status === 404) {
        setState({ status: "not_verified" });
        toast.error("Payment not confirmed", {
          description: "Payment verification failed. Please contact support if you believe this is an error.",
        });
      } else {
        setState({ status: "error" });
        toast.error("Verification error", { description: "Unable to verify payment. Please contact support." });
      }
      timer = setTimeout(() => router.replace("/"), 5000);
    });
    return () => {
      current = false;
      if (timer) clearTimeout(timer);
    };
  }, [sessionId, router]);

  if (!sessionId || state.status === "verifying") {
    return <VerifyingPayment note={sessionId ? undefined : "No payment session found. Redirecting to home..."} />;
  }
  if (state.status !== "verified") {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-20 text-center">
        <XCircle className="size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Payment Not Verified</h1>
        <p className="text-muted-foreground">
          {state.status === "error"
            ? "Unable to verify payment. Please contact support."
            : "Payment verification failed. Please contact support if you believe this is an error."}{" "}
          Redirecting to home...
        </p>
        <Button asChild>
          <Link href="/">Back to Home</Link>
        </Button>
      </div>
    );
  }

  const { order, email_status: emailStatus } = state.details;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
        <h1 className="text-3xl font-bold">Order Successful!</h1>
        <p className="text-muted-foreground">
          Thank you for your order. Your order number is{" "}
          <span className="font-semibold text-foreground" data-testid="order-number">
            {order.orderNumber}
          </span>
          .
        </p>
        {emailStatus && (
          <p className="flex items-center gap-2 text-sm" data-testid="email-status" data-status={emailStatus}>
            <Mail className="size-4 text-primary" aria-hidden="true" />
            {EMAIL_TEXT[emailStatus](order.customer.email)}
          </p>
        )}
      </div>
      <Card className="gap-4">
        <CardHeader>
          <CardTitle className="text-lg">Your order</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <OrderLines lines={order.items} />
          <OrderSummaryRows
            totals={order.totals}
            totalLabel="Total paid"
            deliveryNote={
              order.delivery ? distanceNote(order.delivery.miles, order.delivery.distanceSource) : undefined
            }
            className="rounded-lg bg-muted/50 p-3"
          />
          <FulfillmentDetails order={order} />
          <CustomerContactList order={order} />
        </CardContent>
      </Card>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link href={`/order-tracking?order=${encodeURIComponent(order.orderNumber)}`}>Track Your Order</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/products">Continue Shopping</Link>
        </Button>
      </div>
    </div>
  );
}
