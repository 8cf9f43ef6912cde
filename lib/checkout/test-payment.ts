// Pays an order on the built-in test payment page: checks the card form like a card network
// would (test numbers only), then takes the same order-paid path as a Stripe webhook.
import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders } from "@/db/schema";
import { ShopRefusal } from "@/lib/errors";
import { CheckoutError } from "./checkout-error";
import { isPaid } from "@/lib/orders/order-status";
import { applyPaymentOutcome } from "@/lib/orders/payment-outcome";
import { SUCCESS_PATH } from "./start-checkout";
import type { OrderView } from "@/lib/orders/order-view";
import { readOrderView } from "@/lib/orders/read-order-view";
import { testCardOutcome, testCardSchema, type TestCardInput } from "@/lib/payments/test-cards";
import { testSuccessPath } from "@/lib/payments/test-provider";

export const EXPIRED_MESSAGE = "This payment page has expired. Please start your checkout again.";

/**
 * Returns the page to go to after paying. A declined or mistyped card and a lapsed page are
 * refusals the page shows (ShopRefusal); an unknown session is a CheckoutError (404).
 */
export async function payTestSession(
  db: Db,
  sessionId: string,
  card: TestCardInput,
  now: Date = new Date(),
): Promise<string> {
  const [order] = await db.select().from(orders).where(eq(orders.paymentSessionId, sessionId)).limit(1);
  if (!order || order.paymentProvider !== "test")
    throw new CheckoutError(404, "Payment session not found", "unknown_session");
  const success = testSuccessPath(SUCCESS_PATH, sessionId);
  if (isPaid(order.status)) return success;
  if (order.status !== "pending_payment") throw new ShopRefusal(EXPIRED_MESSAGE, "expired");
  if (order.holdExpiresAt.getTime() <= now.getTime()) {
    await applyPaymentOutcome(db, { provider: "test", sessionId, orderId: order.id }, { kind: "expired" });
    throw new ShopRefusal(EXPIRED_MESSAGE, "expired");
  }
  const parsed = testCardSchema(now).safeParse(card);
  if (!parsed.success) throw new ShopRefusal(parsed.error.issues[0]!.message, "invalid_card");
  const result = testCardOutcome(parsed.data.cardNumber);
  if (!result.ok) throw new ShopRefusal(result.message, "card_declined");
  const outcome = await applyPaymentOutcome(
    db,
    { provider: "test", sessionId, orderId: order.id },
    { kind: "paid", reference: `test_pi_${randomBytes(12).toString("hex")}` },
  );
  if (!outcome.order || !isPaid(outcome.order.status)) throw new ShopRefusal(EXPIRED_MESSAGE, "expired");
  return success;
}

export interface TestPaymentPage {
  order: OrderView;
  /** Where "back" goes: the cancel route, which releases the order's units. */
  orderId: string;
  returnPath: string;
  state: "open" | "paid" | "expired";
}

/** What the test payment page shows for a session, or null for an unknown one. */
export async function loadTestPayment(
  db: Db,
  sessionId: string,
  now: Date = new Date(),
): Promise<TestPaymentPage | null> {
  const [order] = await db.select().from(orders).where(eq(orders.paymentSessionId, sessionId)).limit(1);
  if (!order || order.paymentProvider !== "test") return null;
  const view = await readOrderView(db, eq(orders.id, order.id));
  if (!view) return null;
  const open = order.status === "pending_payment" && order.holdExpiresAt.getTime() > now.getTime();
  return {
    order: view,
    orderId: order.id,
    returnPath: order.cancelPath,
    state: open ? "open" : isPaid(order.status) ? "paid" : "expired",
  };
}
