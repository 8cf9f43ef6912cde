// Queues an order's e-mails inside the transaction that marked it paid (confirmation to the
// shopper, notification to the store) or cancelled a late payment (refund notice to the store).
// Dedupe keys make each message exist once, however often the payment event arrives.
import "server-only";
import { asc, eq } from "drizzle-orm";
import { orderEvents, orderItems, type Order } from "@/db/schema";
import { orderConfirmationEmail, storeOrderNotificationEmail } from "@/emails/render";
import type { StoreNotice } from "@/emails/store-order-notification";
import type { Tx } from "@/db/transaction";
import { emailSettings } from "@/lib/email/email-settings";
import { queueEmail } from "@/lib/email/outbox";
import { STORE } from "@/lib/store";
import { toOrderView, type OrderView } from "./order-view";

export const confirmationKey = (orderId: string) => `order-confirmation:${orderId}`;

async function viewOf(tx: Tx, order: Order): Promise<OrderView> {
  const [items, events] = await Promise.all([
    tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    tx.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
  ]);
  return toOrderView(order, items, events);
}

async function queueStoreNotice(tx: Tx, order: OrderView, notice: StoreNotice): Promise<void> {
  await queueEmail(tx, {
    dedupeKey: `store-${notice}:${order.id}`,
    kind: `store_${notice}`,
    orderId: order.id,
    to: emailSettings().storeInbox,
    replyTo: order.customer.email,
    ...(await storeOrderNotificationEmail(order, notice)),
  });
}

export async function queueOrderEmails(tx: Tx, order: Order): Promise<void> {
  const view = await viewOf(tx, order);
  await queueEmail(tx, {
    dedupeKey: confirmationKey(order.id),
    kind: "order_confirmation",
    orderId: order.id,
    to: order.customerEmail,
    replyTo: STORE.email,
    ...(await orderConfirmationEmail(view)),
  });
  await queueStoreNotice(tx, view, "paid");
}

export async function queueRefundNotice(tx: Tx, order: Order): Promise<void> {
  await queueStoreNotice(tx, await viewOf(tx, order), "refund_due");
}
