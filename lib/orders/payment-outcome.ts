// The one path every payment result takes, from Stripe's webhook, the verify call, the hold sweep
// or the built-in test page: paid (stock committed, e-mails queued once), processing, expired or
// failed (stock released). The name and phone given on the payment page fill the order's when the
// shopper left them out. Each change is a conditional update on the locked order row, so any
// order of events, repeated any number of times, ends in the same state.
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders, type Order, type PaymentProviderId } from "@/db/schema";
import { deliverQueuedEmails } from "@/lib/email/outbox";
import { queueOrderEmails, queueRefundNotice } from "./order-emails";
import { refreshProductCaches } from "@/lib/catalog/product-cache";
import type { Tx } from "@/db/transaction";
import { recordStatus, type StatusEntry } from "./record-status";
import { releaseStock, reholdStock } from "./stock";
import { count } from "@/lib/telemetry";

/** The name and phone the shopper gave on the payment page, when it asks for them. */
export interface PayerDetails {
  name: string | null;
  /** E.164, as the payment page sends it. */
  phone: string | null;
}

export type PaymentOutcome =
  | { kind: "paid"; reference: string | null; payer?: PayerDetails }
  | { kind: "processing"; reference: string | null; payer?: PayerDetails }
  | { kind: "expired" }
  | { kind: "failed" };

export interface PaymentRef {
  provider: PaymentProviderId;
  /** Null only for an order whose payment page was never opened. */
  sessionId: string | null;
  /** The order id the provider echoed back (Stripe metadata), when known. */
  orderId?: string | null;
}

export interface OutcomeResult {
  order: Order | null;
  /** Whether this call changed the order (false for a repeat or a late, irrelevant event). */
  changed: boolean;
}

/** How long a submitted but not yet cleared payment (a bank debit) keeps the stock held. */
const PROCESSING_HOLD_DAYS = 7;

async function lockOrder(tx: Tx, ref: PaymentRef): Promise<Order | null> {
  const where = ref.orderId
    ? eq(orders.id, ref.orderId)
    : ref.sessionId
      ? eq(orders.paymentSessionId, ref.sessionId)
      : null;
  if (!where) return null;
  const [order] = await tx.select().from(orders).where(where).for("update").limit(1);
  if (!order || order.paymentProvider !== ref.provider) return null;
  if (order.paymentSessionId !== null && ref.sessionId !== null && order.paymentSessionId !== ref.sessionId)
    return null;
  return order;
}

/** The payment page's name and phone for the order's own, where those are empty. */
function payerChanges(order: Order, payer: PayerDetails | undefined): Partial<Order> {
  return {
    ...(!order.customerName && payer?.name && { customerName: payer.name }),
    ...(!order.customerPhone && payer?.phone && { customerPhone: payer.phone }),
  };
}

/** Records what the payment did to the order, as the payment provider's step. */
async function record(tx: Tx, order: Order, entry: Omit<StatusEntry, "actor">): Promise<Order> {
  return (await recordStatus(tx, order, { ...entry, actor: "payment" })).order;
}

async function applyPaid(
  tx: Tx,
  order: Order,
  { reference, payer }: Extract<PaymentOutcome, { kind: "paid" }>,
  sessionId: string | null,
): Promise<[Order, string[]] | null> {
  const base = {
    paymentSessionId: sessionId ?? order.paymentSessionId,
    paymentReference: reference ?? order.paymentReference,
    ...payerChanges(order, payer),
  };
  if (order.status === "pending_payment" && order.stockState === "held") {
    const paid = await record(tx, order, {
      status: "paid",
      note: "Payment received",
      changes: { ...base, stockState: "committed", paidAt: new Date() },
    });
    await queueOrderEmails(tx, paid);
    return [paid, []];
  }
  const lapsed =
    order.stockState === "released" &&
    (order.status === "pending_payment" ||
      order.status === "expired" ||
      order.status === "payment_failed" ||
      order.status === "cancelled");
  if (!lapsed) return null;
  const retaken = await reholdStock(tx, order);
  if (retaken) {
    const paid = await record(tx, order, {
      status: "paid",
      note: "Payment received after the hold lapsed; the units were still available",
      changes: { ...base, stockState: "committed", paidAt: new Date() },
    });
    await queueOrderEmails(tx, paid);
    return [paid, retaken];
  }
  // Paid for units that were sold in the meantime: never sell them twice; staff refund it.
  const cancelled = await record(tx, order, {
    status: "cancelled",
    note: "Payment received after the units were sold: refund due",
    changes: { ...base, paidAt: new Date() },
  });
  await queueRefundNotice(tx, cancelled);
  return [cancelled, []];
}

async function applyClosed(
  tx: Tx,
  order: Order,
  status: "expired" | "payment_failed",
): Promise<[Order, string[]] | null> {
  if (order.status !== "pending_payment") return null;
  const released = await releaseStock(tx, order);
  const closed = await record(tx, order, {
    status,
    note: status === "expired" ? "Payment page expired; units back in stock" : "Payment failed; units back in stock",
    changes: { stockState: "released" },
  });
  return [closed, released];
}

async function applyProcessing(
  tx: Tx,
  order: Order,
  { reference, payer }: Extract<PaymentOutcome, { kind: "processing" }>,
  sessionId: string | null,
): Promise<[Order, string[]] | null> {
  const day = 24 * 60 * 60 * 1000;
  // Once extended, the hold runs days ahead: a repeated event finds it so and changes nothing.
  if (order.status !== "pending_payment" || order.holdExpiresAt.getTime() > Date.now() + day) return null;
  const holdUntil = new Date(Date.now() + PROCESSING_HOLD_DAYS * day);
  const updated = await record(tx, order, {
    status: "pending_payment",
    note: "Payment submitted; waiting for the bank to confirm it",
    changes: {
      paymentSessionId: sessionId ?? order.paymentSessionId,
      paymentReference: reference,
      holdExpiresAt: holdUntil,
      ...payerChanges(order, payer),
    },
  });
  return [updated, []];
}

export async function applyPaymentOutcome(db: Db, ref: PaymentRef, outcome: PaymentOutcome): Promise<OutcomeResult> {
  const result = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, ref);
    if (!order) return { order: null, changed: null };
    let changed: [Order, string[]] | null;
    switch (outcome.kind) {
      case "paid":
        changed = await applyPaid(tx, order, outcome, ref.sessionId);
        break;
      case "processing":
        changed = await applyProcessing(tx, order, outcome, ref.sessionId);
        break;
      case "expired":
        changed = await applyClosed(tx, order, "expired");
        break;
      case "failed":
        changed = await applyClosed(tx, order, "payment_failed");
        break;
    }
    return { order: changed?.[0] ?? order, changed };
  });
  if (result.changed) {
    if (result.changed[0].status === "paid") count("shop.orders.paid", { provider: ref.provider });
    refreshProductCaches(result.changed[1]);
    await deliverQueuedEmails(db);
  }
  return { order: result.order, changed: result.changed !== null };
}
