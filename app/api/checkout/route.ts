// POST /api/checkout: product ids, quantities, warranties, the delivery choice and contact details
// in; a pending order with its stock held and a payment page out: { success: true, checkout_url,
// session_id, order }. A refusal the form expects (a unit sold meanwhile, the hold limit, an
// address or delivery date we refuse) is 200 { success: false, code, error }; a body no form of
// ours sends is 400 (413 when too large, with `field` when one is to blame), the same
// Idempotency-Key still in progress 409, a key reused by another request or client 422, too many
// checkouts 429, payments off 503 and a payment provider that failed 502. Each client address may
// start 10 checkouts in 10 minutes, and what one shopper holds unpaid at once is bounded
// (lib/checkout/hold-limits.ts).
import { getDb } from "@/db/client";
import { startCheckout } from "@/lib/checkout/start-checkout";
import { checkoutRequestSchema } from "@/lib/checkout/checkout-schema";
import { answer, failure, success, tooMany } from "@/lib/http/answer";
import { clientKey, takeLimit } from "@/lib/http/rate-limit";
import { dbHitCounter } from "@/db/hit-counter";
import { checkoutPaymentProvider } from "@/lib/payments/providers";
import { readJson } from "@/lib/http/request-body";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
/** Checkouts one client address may start: a shopper changing their mind a few times fits. */
const LIMIT = { name: "checkout", limit: 10, windowMs: 10 * 60 * 1000 };

export async function POST(request: Request) {
  const key = request.headers.get("idempotency-key");
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
    return failure(400, "Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores");
  }
  const body = await readJson(request, checkoutRequestSchema);
  if (!body.ok) return failure(body.status, body.error, { field: body.field });
  return answer("Checkout", async () => {
    const db = await getDb();
    const client = clientKey(request.headers);
    const allowed = await takeLimit(dbHitCounter(db), LIMIT, client);
    if (!allowed.ok) {
      return tooMany(
        "You have started several checkouts in a short time. Please wait a few minutes or call us to order.",
        allowed.retryAfterSeconds,
      );
    }
    const provider = checkoutPaymentProvider(db);
    if (!provider) {
      return failure(503, "Online payment is not available right now: please call us to order", {
        code: "payments_off",
      });
    }
    return success(await startCheckout(db, body.data, { provider, checkoutKey: key, client }));
  });
}
