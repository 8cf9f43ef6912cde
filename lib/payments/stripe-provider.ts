// Stripe Checkout through the official SDK: a hosted payment page per order with a line item for
// each product, warranty, delivery, add-on and the tax, the order id in its metadata and an
// idempotency key, closing after 30 minutes. The page asks for a phone number too; a completed
// session's name and phone are handed on for an order that has none.
import "server-only";
import Stripe from "stripe";
import type { PayerDetails } from "@/lib/orders/payment-outcome";
import { STORE } from "@/lib/store";
import { PaymentProviderError, type PaymentProvider, type SessionState } from "./provider";

/** Stripe wants expires_at at least 30 minutes after it receives the request: leave a margin. */
const EXPIRY_MARGIN_SECONDS = 60;

/** The Stripe client for STRIPE_SECRET_KEY (and STRIPE_API_BASE, e.g. a local fake), or null. */
export function stripeClient(env: NodeJS.ProcessEnv = process.env): Stripe | null {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (!key) return null;
  const base = env.STRIPE_API_BASE?.trim();
  const endpoint = base ? new URL(base) : null;
  return new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: STORE.name },
    ...(endpoint && {
      host: endpoint.hostname,
      port: Number(endpoint.port) || (endpoint.protocol === "https:" ? 443 : 80),
      protocol: endpoint.protocol === "https:" ? "https" : "http",
    }),
  });
}

function absolute(url: string, siteUrl: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteUrl}${url}`;
}

function paymentIntentId(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  if (!intent) return null;
  return typeof intent === "string" ? intent : intent.id;
}

/** A name or phone worth keeping: printable text of at most 100 characters, else null. */
function payerText(value: unknown): string | null {
  const text = typeof value === "string" ? value.trim() : "";
  const printable = text.isWellFormed() && !/[\u0000-\u001f\u007f]/.test(text);
  return text && text.length <= 100 && printable ? text : null;
}

/** The name and phone the shopper typed on Stripe's page (Stripe sends the phone as E.164). */
function payerOf(session: Stripe.Checkout.Session): PayerDetails {
  return { name: payerText(session.customer_details?.name), phone: payerText(session.customer_details?.phone) };
}

/** What a Checkout Session's fields say about the payment. */
export function stripeSessionState(session: Stripe.Checkout.Session): SessionState {
  if (session.status === "expired") return { state: "expired" };
  if (session.status === "complete") {
    const payment = { reference: paymentIntentId(session), payer: payerOf(session) };
    if (session.payment_status === "paid" || session.payment_status === "no_payment_required") {
      return { state: "paid", ...payment };
    }
    return { state: "processing", ...payment };
  }
  return { state: "open" };
}

export function stripeProvider(stripe: Stripe, siteUrl: string = STORE.siteUrl): PaymentProvider {
  return {
    id: "stripe",
    async createSession(request) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: request.charges.map((charge) => ({
              quantity: charge.quantity,
              price_data: {
                currency: "usd",
                unit_amount: charge.unitAmountCents,
                product_data: {
                  name: charge.name,
                  ...(charge.description && { description: charge.description }),
                  metadata: { kind: charge.kind },
                },
              },
            })),
            customer_email: request.customerEmail,
            phone_number_collection: { enabled: true },
            client_reference_id: request.orderId,
            metadata: { order_id: request.orderId, order_number: request.orderNumber },
            payment_intent_data: {
              description: `${STORE.name} order ${request.orderNumber}`,
              metadata: { order_id: request.orderId, order_number: request.orderNumber },
            },
            success_url: absolute(request.successUrl, siteUrl),
            cancel_url: absolute(request.cancelUrl, siteUrl),
            expires_at: Math.floor(request.expiresAt.getTime() / 1000) + EXPIRY_MARGIN_SECONDS,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new PaymentProviderError("Stripe returned a session without a payment page URL");
        return { id: session.id, url: session.url };
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        throw new PaymentProviderError(`Stripe could not create the checkout session: ${(error as Error).message}`);
      }
    },
    async sessionState(sessionId) {
      return stripeSessionState(await stripe.checkout.sessions.retrieve(sessionId));
    },
    async expireSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already paid or expired: nothing left to close; the session's state says which.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },
    async refund({ orderId, reference, amountCents, key }) {
      if (!reference) throw new PaymentProviderError("The order has no Stripe payment to refund", "refused");
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: reference, amount: amountCents, metadata: { order_id: orderId, refund_key: key } },
          { idempotencyKey: key },
        );
        return refund.id;
      } catch (error) {
        const detail = `Stripe could not refund ${reference}: ${(error as Error).message}`;
        if (stripeRefused(error)) throw new PaymentProviderError(detail, "refused");
        // No clear answer, so the refund may have been made: Stripe lists it with its key if it was.
        const made = await refundMadeWithKey(stripe, reference, key).catch(() => null);
        if (made) return made;
        throw new PaymentProviderError(detail, "unknown");
      }
    },
  };
}

/**
 * Whether Stripe turned a request down before any money moved: a request it does not take (no
 * such payment, more than is left to refund), a declined card, a key it does not accept. Anything
 * else may have refunded: no answer in time, a dropped connection, Stripe's own failure (5xx),
 * too many requests, the same key still at work or used otherwise.
 */
function stripeRefused(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeCardError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  );
}

/**
 * The refund made under `key` on the payment, if there is one that did not fail. Stripe answers a
 * repeated key with the first answer, a 5xx included, for a day; the list says what happened.
 */
async function refundMadeWithKey(stripe: Stripe, reference: string, key: string): Promise<string | null> {
  const refunds = await stripe.refunds.list({ payment_intent: reference, limit: 100 });
  const made = refunds.data.find(
    (refund) => refund.metadata?.refund_key === key && refund.status !== "failed" && refund.status !== "canceled",
  );
  return made?.id ?? null;
}
