// Stripe's webhook events, after the signature check: completed, async succeeded or failed and
// expired Checkout Sessions go through the one payment path. Each event id is recorded, so a
// repeat that was fully handled is answered at once; the path itself is idempotent, so events
// arriving in parallel or out of order end in the same state.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";
import type { Db } from "@/db/client";
import { paymentEvents } from "@/db/schema";
import { applyPaymentOutcome, type PaymentOutcome } from "@/lib/orders/payment-outcome";
import { stripeSessionState } from "@/lib/payments/stripe-provider";
import { ShopError } from "@/lib/errors";

/** A correctly signed event that does not have the shape Stripe sends: refused, nothing changes. */
export class MalformedEventError extends ShopError {
  override name = "MalformedEventError";
  constructor(detail: string) {
    super(`Malformed event: ${detail}`, 400, "malformed_event");
  }
}

const HANDLED_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
];

const eventShape = z.object({ id: z.string().min(1).max(255), type: z.string().min(1).max(255) });

/** What the payment path reads from a Checkout Session, checked before anything uses it. */
const sessionShape = z.object({
  id: z.string().min(1).max(255),
  status: z.string().nullish(),
  payment_status: z.string().nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() }).passthrough()]).nullish(),
  client_reference_id: z.string().max(255).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

/** Checks the parts of the event the shop reads; throws MalformedEventError otherwise. */
function checkShape(event: Stripe.Event): void {
  const base = eventShape.safeParse(event);
  if (!base.success) throw new MalformedEventError("no id or type");
  if (!HANDLED_TYPES.includes(event.type)) return;
  const data = (event as { data?: { object?: unknown } }).data;
  const session = sessionShape.safeParse(data?.object);
  if (!session.success) {
    throw new MalformedEventError(
      `${event.type} without a valid Checkout Session (${session.error.issues[0]?.path.join(".") || "object"})`,
    );
  }
}

export type WebhookResult = "handled" | "duplicate" | "ignored";

function outcomeFor(event: Stripe.Event): { session: Stripe.Checkout.Session; outcome: PaymentOutcome } | null {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const state = stripeSessionState(session);
      if (state.state === "paid") return { session, outcome: { kind: "paid", reference: state.reference } };
      if (state.state === "processing") return { session, outcome: { kind: "processing", reference: state.reference } };
      return null;
    }
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      const state = stripeSessionState(session);
      return { session, outcome: { kind: "paid", reference: state.state === "paid" ? state.reference : null } };
    }
    case "checkout.session.async_payment_failed":
      return { session: event.data.object, outcome: { kind: "failed" } };
    case "checkout.session.expired":
      return { session: event.data.object, outcome: { kind: "expired" } };
    default:
      return null;
  }
}

export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<WebhookResult> {
  checkShape(event);
  const found = outcomeFor(event);
  const sessionId = found?.session.id ?? null;
  const inserted = await db
    .insert(paymentEvents)
    .values({ provider: "stripe", eventId: event.id, type: event.type, sessionId })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  if (inserted.length === 0) {
    const [seen] = await db
      .select({ processedAt: paymentEvents.processedAt })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, "stripe"), eq(paymentEvents.eventId, event.id)));
    if (seen?.processedAt) return "duplicate";
  }
  if (found) {
    const orderId = found.session.metadata?.order_id ?? found.session.client_reference_id ?? null;
    await applyPaymentOutcome(db, { provider: "stripe", sessionId: found.session.id, orderId }, found.outcome);
  }
  await db
    .update(paymentEvents)
    .set({ processedAt: sql`now()` })
    .where(and(eq(paymentEvents.provider, "stripe"), eq(paymentEvents.eventId, event.id)));
  return found ? "handled" : "ignored";
}
