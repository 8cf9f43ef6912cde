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

/**
 * A string the shop stores from an event (its id and type, the session id, the order id, the
 * payment reference): Stripe sends short printable ids, and Postgres text cannot hold a NUL, so
 * control characters and broken UTF-16 are refused here rather than failing the insert.
 */
const storedText = z
  .string()
  .max(255)
  .refine((text) => !/[\u0000-\u001f\u007f]/.test(text) && text.isWellFormed(), "holds control characters");
const storedId = storedText.min(1);

const eventShape = z.object({ id: storedId, type: storedId });

/** What the payment path reads from a Checkout Session, checked before anything uses it. */
const sessionShape = z.object({
  id: storedId,
  status: z.string().nullish(),
  payment_status: z.string().nullish(),
  payment_intent: z.union([storedId, z.object({ id: storedId }).passthrough()]).nullish(),
  client_reference_id: storedText.nullish(),
  metadata: z.object({ order_id: storedText.optional() }).catchall(z.string()).nullish(),
});

/** The first problem zod found, as "where: what" for the refusal. */
function problem(error: z.ZodError, whole: string): string {
  const issue = error.issues[0];
  return `${issue?.path.join(".") || whole}: ${issue?.message ?? "invalid"}`;
}

/** Checks the parts of the event the shop reads or stores; throws MalformedEventError otherwise. */
function checkShape(event: Stripe.Event): void {
  const base = eventShape.safeParse(event);
  if (!base.success) throw new MalformedEventError(`no valid id or type (${problem(base.error, "event")})`);
  if (!HANDLED_TYPES.includes(event.type)) return;
  const data = (event as { data?: { object?: unknown } }).data;
  const session = sessionShape.safeParse(data?.object);
  if (!session.success) {
    throw new MalformedEventError(
      `${event.type} without a valid Checkout Session (${problem(session.error, "object")})`,
    );
  }
}

export type WebhookResult = "handled" | "duplicate" | "ignored";

function outcomeFor(event: Stripe.Event): { session: Stripe.Checkout.Session; outcome: PaymentOutcome } | null {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const state = stripeSessionState(session);
      if (state.state === "paid" || state.state === "processing") {
        return { session, outcome: { kind: state.state, reference: state.reference, payer: state.payer } };
      }
      return null;
    }
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      const state = stripeSessionState(session);
      const paid = state.state === "paid" ? state : null;
      return { session, outcome: { kind: "paid", reference: paid?.reference ?? null, payer: paid?.payer } };
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
