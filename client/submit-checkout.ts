// The browser's checkout call: clears the stored order number, sends the request with an
// Idempotency-Key (so a retry cannot place a second order) and, on success, records the order in
// session storage and leaves for the payment page. usePlaceOrder does it for the checkout form and
// the dialogs alike.
import { useState } from "react";
import { postJson, type ApiAnswer } from "./api-client";
import type { CheckoutAnswer } from "@/lib/checkout/start-checkout";
import type { CheckoutRequest } from "@/lib/checkout/checkout-schema";
import { forgetCurrentOrderNumber, rememberOrder } from "./order-record";
import { rememberPendingCheckout } from "./pending-checkout";
import { PAYMENT_SESSION_MINUTES } from "@/lib/payments/provider";

/** What the browser sends: the request before the server's defaults and trimming. */
type CheckoutPayload = Omit<CheckoutRequest, "delivery_address"> & { delivery_address?: Record<string, string> };

async function submitCheckout(payload: CheckoutPayload, idempotencyKey: string): Promise<ApiAnswer<CheckoutAnswer>> {
  forgetCurrentOrderNumber();
  const answer = await postJson<CheckoutAnswer>("/api/checkout", payload, { "idempotency-key": idempotencyKey });
  if (answer.ok && answer.data.checkout_url) rememberOrder(answer.data.order);
  return answer;
}

/**
 * Leaves for the payment page. The cart stays as it is until the order is paid; the order is
 * remembered for this tab so Back from the payment page can offer to resume or cancel it.
 */
function goToPayment(answer: CheckoutAnswer): void {
  rememberPendingCheckout({
    orderId: answer.order.id,
    orderNumber: answer.order.orderNumber,
    checkoutUrl: answer.checkout_url,
    expiresAt: Date.now() + PAYMENT_SESSION_MINUTES * 60 * 1000,
  });
  window.location.assign(answer.checkout_url);
}

type CheckoutRefusal = Extract<ApiAnswer<CheckoutAnswer>, { ok: false }>;

/**
 * Places the order with one Idempotency-Key per attempt: a double click or a retried request finds
 * the same order; once the server has refused, the next attempt gets a new key. `place` leaves for
 * the payment page and returns null, or returns the refusal; `leaving` is true from then on.
 */
export function usePlaceOrder() {
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [leaving, setLeaving] = useState(false);
  async function place(payload: CheckoutPayload): Promise<CheckoutRefusal | null> {
    const answer = await submitCheckout(payload, idempotencyKey);
    if (answer.ok) {
      setLeaving(true);
      goToPayment(answer.data);
      return null;
    }
    if (answer.status !== 0) setIdempotencyKey(crypto.randomUUID());
    return answer;
  }
  return { place, leaving };
}
