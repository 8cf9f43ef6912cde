// Asks a pending order's payment provider for its session's state and applies it through the one
// payment path: used by the verify call and by the sweep of lapsed holds.
import "server-only";
import type { Db } from "@/db/client";
import type { Order } from "@/db/schema";
import type { PaymentProvider, SessionState } from "@/lib/payments/provider";
import { applyPaymentOutcome, type OutcomeResult, type PaymentOutcome } from "@/lib/orders/payment-outcome";

function outcomeOf(state: SessionState): PaymentOutcome | null {
  switch (state.state) {
    case "paid":
    case "processing":
      return { kind: state.state, reference: state.reference, payer: state.payer };
    case "expired":
      return { kind: "expired" };
    case "failed":
      return { kind: "failed" };
    case "open":
      return null;
  }
}

export async function refreshFromProvider(
  db: Db,
  provider: PaymentProvider,
  order: Order,
  { closeIfOpen = false } = {},
): Promise<OutcomeResult> {
  const sessionId = order.paymentSessionId!;
  let state = await provider.sessionState(sessionId);
  if (state.state === "open" && closeIfOpen) {
    await provider.expireSession(sessionId);
    state = await provider.sessionState(sessionId);
  }
  const outcome = outcomeOf(state);
  if (!outcome) return { order, changed: false };
  return applyPaymentOutcome(db, { provider: provider.id, sessionId, orderId: order.id }, outcome);
}
