// POST /api/orders/track { order_number, email }: the order's status, items and timeline. The
// same 404 for an unknown number and a wrong e-mail; 10 searches a minute per address.
import { getDb } from "@/db/client";
import { answer, failure, success } from "@/lib/http/answer";
import { TRACK_NOT_FOUND, trackOrder, trackRequestSchema } from "@/lib/orders/track-order";
import { clientAddress, rateLimiter } from "@/lib/http/rate-limit";
import { readJson } from "@/lib/http/request-body";

const limiter = rateLimiter({ limit: 10, windowMs: 60_000 });

export async function POST(request: Request) {
  if (!limiter.take(clientAddress(request))) {
    return failure(429, "Too many searches. Please wait a minute and try again.");
  }
  const body = await readJson(request, trackRequestSchema, 4 * 1024);
  if (!body.ok) return failure(body.status, body.error);
  return answer("Order tracking", async () => {
    const tracked = await trackOrder(await getDb(), body.data.order_number, body.data.email);
    if (!tracked) return failure(404, TRACK_NOT_FOUND);
    return success({ ...tracked });
  });
}
