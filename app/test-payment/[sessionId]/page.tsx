// The built-in test payment page: the order's lines and total and a card form that takes test
// card numbers only. It exists only where test payments are allowed (lib/payments/test-mode.ts).
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft, FlaskConical } from "lucide-react";
import { OrderLines } from "@/components/orders/order-lines";
import { OrderSummaryRows } from "@/components/orders/order-summary";
import { TestPaymentForm } from "@/components/checkout/test-payment-form";
import { getDb } from "@/db/client";
import { distanceNote } from "@/lib/delivery/fee";
import { formatCents } from "@/lib/money";
import { cancelPath } from "@/lib/checkout/cancel-path";
import { loadTestPayment } from "@/lib/checkout/test-payment";
import { testPaymentsAllowed } from "@/lib/payments/test-mode";
import { STORE } from "@/lib/store";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Test payment",
  robots: { index: false, follow: false },
};

export default async function TestPaymentPage({ params }: PageProps<"/test-payment/[sessionId]">) {
  if (!testPaymentsAllowed()) notFound();
  const { sessionId } = await params;
  const page = await loadTestPayment(await getDb(), sessionId);
  if (!page) notFound();
  const { order: view, orderId, returnPath, state } = page;
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-sm font-semibold text-amber-950">
        <FlaskConical className="size-4" aria-hidden="true" />
        TEST MODE: no real card is charged. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline.
      </header>
      <main className="mx-auto grid max-w-5xl gap-8 px-4 py-8 md:grid-cols-2 md:py-14">
        <section className="space-y-5" aria-labelledby="pay-summary">
          {/* A plain link: Next's <Link> would prefetch the cancel route and cancel the order. */}
          <a
            href={cancelPath(orderId)}
            className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to {STORE.name}
          </a>
          <div>
            <h1 className="text-sm font-normal text-muted-foreground" id="pay-summary">
              Pay {STORE.name}
            </h1>
            <p className="text-4xl font-bold tracking-tight" data-testid="pay-total">
              {formatCents(view.totals.totalCents)}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">Order {view.orderNumber}</p>
          </div>
          <OrderLines lines={view.items} />
          <OrderSummaryRows
            totals={view.totals}
            deliveryNote={view.delivery ? distanceNote(view.delivery.miles, view.delivery.distanceSource) : undefined}
          />
        </section>
        <section className="rounded-xl border bg-white p-6 shadow-sm" aria-label="Card payment">
          {state === "open" ? (
            <TestPaymentForm sessionId={sessionId} email={view.customer.email} totalCents={view.totals.totalCents} />
          ) : state === "paid" ? (
            <div className="space-y-3 text-sm">
              <p className="font-semibold">This order is already paid.</p>
              <Link
                className="text-primary underline"
                href={`/checkout-success?session_id=${encodeURIComponent(sessionId)}`}
              >
                See your order confirmation
              </Link>
            </div>
          ) : (
            <div className="space-y-3 text-sm" role="alert">
              <p className="font-semibold">This payment page has expired. Please start your checkout again.</p>
              <Link className="text-primary underline" href={returnPath}>
                Back to the shop
              </Link>
            </div>
          )}
        </section>
      </main>
    </div>
  );
}
