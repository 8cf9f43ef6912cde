// POST /api/delivery/quote { line1, line2?, city, state?, postal_code }: driving miles from the
// showroom and the delivery fee, from Google or the offline ZIP estimate ("estimated").
import { quoteDelivery, refusalMessage } from "@/lib/delivery/quote";
import { deliveryAddressSchema } from "@/lib/orders/checkout-schema";
import { answer, failure } from "@/lib/orders/route-answers";
import { clientAddress, rateLimiter } from "@/lib/rate-limit";
import { readJson } from "@/lib/request-body";

const limiter = rateLimiter({ limit: 30, windowMs: 60_000 });

export async function POST(request: Request) {
  if (!limiter.take(clientAddress(request)))
    return failure(429, "Too many requests. Please wait a minute and try again.");
  const body = await readJson(request, deliveryAddressSchema, 4 * 1024);
  if (!body.ok) return failure(body.status, body.error, { field: body.field });
  return answer("Delivery quote", async () => {
    const quote = await quoteDelivery(body.data);
    if (quote.kind === "refused" || quote.kind === "po_box") {
      return Response.json({ success: true, quote: { ...quote, message: refusalMessage(quote) } });
    }
    return Response.json({ success: true, quote });
  });
}
