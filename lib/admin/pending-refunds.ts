// Finishing the refunds left pending: the provider gave no clear answer (no answer in time, a
// dropped connection, its own failure), the server stopped between reserving a refund and asking
// for it, or recording the refund failed after the money went back. The order sweep runs this
// every minute, on one server at a time. Each refund due (refundsToFinish: over two minutes old,
// within the day the provider remembers its key) is asked of its provider again under the same
// key, which answers the first refund instead of making a second, and then settled; one whose
// provider refund id was noted is settled without asking; a definite refusal fails it. One still
// without an answer waits for the next round, and past 23 hours the order page asks staff to check
// it in the provider's dashboard.
import "server-only";
import type { Db } from "@/db/client";
import type { Order, OrderRefund } from "@/db/schema";
import { logError } from "@/lib/log";
import { RefundError, RefundPending, refundsToFinish, settleRefund } from "@/lib/orders/refunds";
import { PaymentProviderError, type PaymentProvider } from "@/lib/payments/provider";
import { paymentProviderFor } from "@/lib/payments/providers";
import { giveBack } from "./refunds";

/** What a round did: refunds recorded as made, failed on a refusal, and left for the next round. */
export interface PendingRefundsRound {
  settled: number;
  failed: number;
  waiting: number;
}

type Outcome = keyof PendingRefundsRound | "finished-elsewhere";

async function finish(
  db: Db,
  { order, refund }: { order: Order; refund: OrderRefund },
  provider: PaymentProvider | null,
): Promise<Outcome> {
  try {
    let providerRefundId = refund.providerRefundId;
    if (providerRefundId === null) {
      if (!provider) return "waiting";
      providerRefundId = await giveBack(db, provider, order, refund);
    }
    await settleRefund(db, refund.id, providerRefundId);
    return "settled";
  } catch (error) {
    if (error instanceof PaymentProviderError && error.outcome === "refused") return "failed";
    if (error instanceof RefundPending) return "waiting";
    // Settled or failed meanwhile (the staff member's own request finished it).
    if (error instanceof RefundError) return "finished-elsewhere";
    logError(`Pending refund ${refund.id} could not be finished`, error);
    return "waiting";
  }
}

/** Finishes the pending refunds due now; `providerFor` is the order's own provider unless a test passes another. */
export async function finishPendingRefunds(
  db: Db,
  {
    now = new Date(),
    providerFor = (order: Order) => paymentProviderFor(order.paymentProvider, db),
  }: { now?: Date; providerFor?: (order: Order) => PaymentProvider | null } = {},
): Promise<PendingRefundsRound> {
  const round: PendingRefundsRound = { settled: 0, failed: 0, waiting: 0 };
  for (const due of await refundsToFinish(db, { now })) {
    const outcome = await finish(db, due, providerFor(due.order));
    if (outcome !== "finished-elsewhere") round[outcome] += 1;
  }
  return round;
}
