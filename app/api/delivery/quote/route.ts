// POST /api/delivery/quote { line1, line2?, city, state?, postal_code }: driving miles from the
// showroom and the delivery fee, from Google or the offline ZIP estimate ("estimated"). Every quote
// is an answer, 200 { success: true, quote }, whose kind says whether we deliver there (refused,
// po_box and unknown_zip carry the message to show). An address the dialog's own checks refuse
// never gets here, so such a body is 400; more than 30 quotes a minute from one address, 429.
import { quoteDelivery, refusalMessage } from "@/lib/delivery/quote";
import { deliveryAddressSchema } from "@/lib/checkout/checkout-schema";
import { answer, failure, success, tooMany } from "@/lib/http/answer";
import { clientKey, takeLimit } from "@/lib/http/rate-limit";
import { dbHitCounter } from "@/db/hit-counter";
import { getDb } from "@/db/client";
import { readJson } from "@/lib/http/request-body";

const LIMIT = { name: "delivery-quote", limit: 30, windowMs: 60_000 };

export async function POST(request: Request) {
  const allowed = await takeLimit(dbHitCounter(await getDb()), LIMIT, clientKey(request.headers));
  if (!allowed.ok) return tooMany("Too many requests. Please wait a minute and try again.", allowed.retryAfterSeconds);
  const body = await readJson(request, deliveryAddressSchema, 4 * 1024);
  if (!body.ok) return failure(body.status, body.error, { field: body.field });
  return answer("Delivery quote", async () => {
    const quote = await quoteDelivery(body.data);
    if (quote.kind === "refused" || quote.kind === "po_box" || quote.kind === "unknown_zip") {
      return success({ quote: { ...quote, message: refusalMessage(quote) } });
    }
    return success({ quote });
  });
}
