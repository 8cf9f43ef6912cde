// Closes pending orders whose payment page has lapsed: asks the order's payment provider what
// became of the session (a paid one is marked paid, an expired one releases its stock) through
// the same path as the webhook. Runs before each checkout and every few minutes on the server,
// so abandoned payment pages never keep units off the shelf.
import "server-only";
import { and, asc, eq, lt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders } from "@/db/schema";
import { paymentProviderFor } from "@/lib/payments/providers";
import { applyPaymentOutcome } from "@/lib/orders/payment-outcome";
import { refreshFromProvider } from "./refresh-payment";
import { logError } from "@/lib/log";

/** Time after a hold lapses for the provider's own "expired" event to arrive first. */
export const HOLD_GRACE_MS = 2 * 60 * 1000;
const BATCH = 25;

/** Returns how many lapsed orders were looked at. */
export async function expireLapsedHolds(db: Db, now: Date = new Date()): Promise<number> {
  const lapsed = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, "pending_payment"), lt(orders.holdExpiresAt, new Date(now.getTime() - HOLD_GRACE_MS))))
    .orderBy(asc(orders.holdExpiresAt))
    .limit(BATCH);
  for (const order of lapsed) {
    try {
      if (!order.paymentSessionId) {
        await applyPaymentOutcome(
          db,
          { provider: order.paymentProvider, sessionId: null, orderId: order.id },
          { kind: "expired" },
        );
        continue;
      }
      const provider = paymentProviderFor(order.paymentProvider, db);
      if (!provider) continue;
      await refreshFromProvider(db, provider, order, { closeIfOpen: true });
    } catch (error) {
      logError(`Could not close the lapsed hold of order ${order.orderNumber}`, error);
    }
  }
  return lapsed.length;
}
