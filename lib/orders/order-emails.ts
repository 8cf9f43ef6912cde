// Queues an order's e-mails inside the transaction that marked it paid (confirmation to the
// shopper, notification to the store) or cancelled a late payment (refund notice to the store).
// Dedupe keys make each message exist once, however often the payment event arrives.
import "server-only";
import { createElement } from "react";
import { asc, eq } from "drizzle-orm";
import { orderEvents, orderItems, type Order } from "@/db/schema";
import { OrderConfirmation, orderConfirmationSubject } from "@/emails/order-confirmation";
import { StoreOrderNotification, storeNotificationSubject, type StoreNotice } from "@/emails/store-order-notification";
import type { Tx } from "@/lib/db-transaction";
import { emailSettings } from "@/lib/email/email-settings";
import { queueEmail } from "@/lib/email/outbox";
import { renderEmail } from "@/lib/email/render-email";
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
    subject: storeNotificationSubject(order, notice),
    ...(await renderEmail(createElement(StoreOrderNotification, { order, notice }))),
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
    subject: orderConfirmationSubject(view),
    ...(await renderEmail(createElement(OrderConfirmation, { order: view }))),
  });
  await queueStoreNotice(tx, view, "paid");
}

export async function queueRefundNotice(tx: Tx, order: Order): Promise<void> {
  await queueStoreNotice(tx, await viewOf(tx, order), "refund_due");
}
