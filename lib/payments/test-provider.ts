// The built-in test payment provider: a payment page on this site (app/test-payment) that takes
// test card numbers. Its session is the order itself, so its state is read from the order.
import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders, paymentEvents } from "@/db/schema";
import { isPaid } from "@/lib/orders/order-status";
import { SESSION_ID_PLACEHOLDER, type PaymentProvider } from "./provider";

export const TEST_SESSION_PREFIX = "test_cs_";

export function testPaymentPath(sessionId: string): string {
  return `/test-payment/${sessionId}`;
}

/** The test provider on the given database: its sessions are that database's orders. */
export function testPaymentProvider(db: Db): PaymentProvider {
  return {
    id: "test",
    async createSession() {
      const id = TEST_SESSION_PREFIX + randomBytes(18).toString("base64url");
      return { id, url: testPaymentPath(id) };
    },
    async sessionState(sessionId) {
      const [order] = await db.select().from(orders).where(eq(orders.paymentSessionId, sessionId)).limit(1);
      if (!order) return { state: "expired" };
      if (isPaid(order.status)) return { state: "paid", reference: order.paymentReference };
      if (order.status === "payment_failed") return { state: "failed" };
      if (order.status !== "pending_payment" || order.holdExpiresAt.getTime() <= Date.now())
        return { state: "expired" };
      return { state: "open" };
    },
    async expireSession(sessionId) {
      // The session is the order: it closes when its hold ends, so end the hold now.
      await db
        .update(orders)
        .set({ holdExpiresAt: sql`least(${orders.holdExpiresAt}, now())` })
        .where(and(eq(orders.paymentSessionId, sessionId), eq(orders.status, "pending_payment")));
    },
    async refund({ sessionId, key }) {
      // No money moved on the test page: the refund is recorded as a payment event, once per key.
      const id = `test_re_${key}`;
      await db
        .insert(paymentEvents)
        .values({ provider: "test", eventId: id, type: "refund", sessionId, processedAt: new Date() })
        .onConflictDoNothing();
      return id;
    },
  };
}

/** Where the test page sends the shopper after paying. */
export function testSuccessPath(successUrl: string, sessionId: string): string {
  return successUrl.replace(SESSION_ID_PLACEHOLDER, encodeURIComponent(sessionId));
}
