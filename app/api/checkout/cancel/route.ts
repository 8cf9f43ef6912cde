// GET /api/checkout/cancel?order={id}: the payment page's cancel link. Closes the payment session,
// releases the held units and redirects back to the product page or the cart.
import type { NextRequest } from "next/server";
import { getDb } from "@/db/client";
import { cancelCheckout } from "@/lib/checkout/cancel-checkout";
import { noContent, seeOther } from "@/lib/http/answer";
import { logError } from "@/lib/log";

/** Link prefetches and speculative loads must not cancel anything. */
function isPrefetch(request: NextRequest): boolean {
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`;
  return request.headers.has("next-router-prefetch") || purpose.includes("prefetch");
}

export async function GET(request: NextRequest) {
  if (isPrefetch(request)) return noContent();
  const orderId = request.nextUrl.searchParams.get("order") ?? "";
  let target = "/";
  if (/^[0-9a-f-]{36}$/.test(orderId)) {
    try {
      target = await cancelCheckout(await getDb(), orderId);
    } catch (error) {
      logError("Cancelling a checkout failed", error);
    }
  }
  return seeOther(target);
}
