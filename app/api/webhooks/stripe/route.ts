// POST /api/webhooks/stripe: Stripe's events, verified against STRIPE_WEBHOOK_SECRET on the raw
// body. A bad signature or a malformed event changes nothing (400); a handled, repeated or
// uninteresting event answers 200. Calls refused for their signature or failing while handled are
// counted in a row for the webhook alert (a handled event starts the count again).
import { noteFailure, noteSuccess } from "@/db/alert-state";
import { getDb } from "@/db/client";
import { failure, success } from "@/lib/http/answer";
import { stripeClient } from "@/lib/payments/stripe-provider";
import { handleStripeEvent, MalformedEventError } from "@/lib/checkout/stripe-webhook";
import { readText } from "@/lib/http/request-body";
import { describeError, logError, logWarning, shownInLog } from "@/lib/log";
import { count } from "@/lib/telemetry";

const MAX_EVENT_BYTES = 512 * 1024;

/** Counts the call for the webhook alert (a failure's detail, or null for success); never changes the answer. */
async function countForAlert(problem: string | null): Promise<void> {
  try {
    const db = await getDb();
    await (problem === null ? noteSuccess(db, "webhook") : noteFailure(db, "webhook", problem));
  } catch (error) {
    logError("The webhook alert count could not be written", error);
  }
}

export async function POST(request: Request) {
  const stripe = stripeClient();
  const secret = process.env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!stripe || !secret) return failure(503, "Stripe webhooks are not configured on this shop");
  const signature = request.headers.get("stripe-signature");
  if (!signature) return failure(400, "Missing Stripe-Signature header");
  const body = await readText(request, MAX_EVENT_BYTES);
  if (body === null) return failure(400, "The event is too large");
  let event;
  try {
    event = await stripe.webhooks.constructEventAsync(body, signature, secret);
  } catch {
    count("shop.webhooks.failed", { reason: "signature" });
    await countForAlert("A call to /api/webhooks/stripe had an invalid signature.");
    return failure(400, "Invalid signature");
  }
  // The event's own id and type, cut short, for the log (which shows their control characters escaped).
  const named = `Stripe event ${String(event.id).slice(0, 100)} (${String(event.type).slice(0, 100)})`;
  try {
    const result = await handleStripeEvent(await getDb(), event);
    await countForAlert(null);
    return success({ received: true, result });
  } catch (error) {
    count("shop.webhooks.failed", { reason: "processing" });
    await countForAlert(`${shownInLog(named)} failed: ${describeError(error)}`);
    if (error instanceof MalformedEventError) {
      logWarning(`${named} refused: ${error.message}`);
      return failure(400, error.message);
    }
    logError(`${named} failed`, error);
    return failure(500, "The event could not be handled; Stripe will retry it");
  }
}
