// The browser's checkout call: clears the stored order number, sends the request with an
// Idempotency-Key (so a retry cannot place a second order) and, on success, records the order in
// session storage before the caller leaves for the payment page.
import { postJson, type ApiAnswer } from "./api-client";
import type { CheckoutAnswer } from "@/lib/checkout/start-checkout";
import type { CheckoutRequest } from "@/lib/checkout/checkout-schema";
import { forgetCurrentOrderNumber, rememberOrder } from "./order-record";
import { rememberPendingCheckout } from "./pending-checkout";
import { PAYMENT_SESSION_MINUTES } from "@/lib/payments/provider";

/** What the browser sends: the request before the server's defaults and trimming. */
export type CheckoutPayload = Omit<CheckoutRequest, "delivery_address"> & { delivery_address?: Record<string, string> };

export async function submitCheckout(
  payload: CheckoutPayload,
  idempotencyKey: string,
): Promise<ApiAnswer<CheckoutAnswer>> {
  forgetCurrentOrderNumber();
  const answer = await postJson<CheckoutAnswer>("/api/checkout", payload, { "idempotency-key": idempotencyKey });
  if (answer.ok && answer.data.checkout_url) rememberOrder(answer.data.order);
  return answer;
}

/**
 * Leaves for the payment page. The cart stays as it is until the order is paid; the order is
 * remembered for this tab so Back from the payment page can offer to resume or cancel it.
 */
export function goToPayment(answer: CheckoutAnswer): void {
  rememberPendingCheckout({
    orderId: answer.order.id,
    orderNumber: answer.order.orderNumber,
    checkoutUrl: answer.checkout_url,
    expiresAt: Date.now() + PAYMENT_SESSION_MINUTES * 60 * 1000,
  });
  window.location.assign(answer.checkout_url);
}
