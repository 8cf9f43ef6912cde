// POST /api/orders/track { order_number, email }: a search, so finding nothing is an answer too.
// Found: 200 { success: true, found: true, order, tone, steps }; an unknown number and a wrong
// e-mail get the same 200 { success: true, found: false, message }. A body the form never sends
// (a field missing or empty, not JSON) is 400; 10 searches a minute per address, then 429.
import { getDb } from "@/db/client";
import { answer, failure, success, tooMany } from "@/lib/http/answer";
import { TRACK_NOT_FOUND, trackOrder, trackRequestSchema } from "@/lib/orders/track-order";
import { clientKey, takeLimit } from "@/lib/http/rate-limit";
import { dbHitCounter } from "@/db/hit-counter";
import { readJson } from "@/lib/http/request-body";

const LIMIT = { name: "track", limit: 10, windowMs: 60_000 };

export async function POST(request: Request) {
  const allowed = await takeLimit(dbHitCounter(await getDb()), LIMIT, clientKey(request.headers));
  if (!allowed.ok) return tooMany("Too many searches. Please wait a minute and try again.", allowed.retryAfterSeconds);
  const body = await readJson(request, trackRequestSchema, 4 * 1024);
  if (!body.ok) return failure(body.status, body.error);
  return answer("Order tracking", async () => {
    const tracked = await trackOrder(await getDb(), body.data.order_number, body.data.email);
    if (!tracked) return success({ found: false, message: TRACK_NOT_FOUND });
    return success({ found: true, ...tracked });
  });
}
