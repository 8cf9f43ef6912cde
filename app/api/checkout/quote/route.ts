// POST /api/checkout/quote: the live price of a cart (and delivery, given an address) for the
// cart page, dialogs and checkout form; nothing is held or stored.
import { getDb } from "@/db/client";
import { quoteRequestSchema } from "@/lib/checkout/checkout-schema";
import { quoteCheckout } from "@/lib/checkout/quote";
import { answer, failure, success } from "@/lib/http/answer";
import { readJson } from "@/lib/http/request-body";

export async function POST(request: Request) {
  const body = await readJson(request, quoteRequestSchema);
  if (!body.ok) return failure(body.status, body.error, { field: body.field });
  return answer("Quote", async () => success(await quoteCheckout(await getDb(), body.data)));
}
