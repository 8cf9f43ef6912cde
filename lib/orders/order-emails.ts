// An order's e-mails, queued inside the transaction that made them due: confirmation to the
// shopper and notification to the store when it is paid, a refund notice to the store when a late
// payment is cancelled, a note to the shopper at the steps they act on, and one for each refund
// after the sale. Dedupe keys make each message exist once, however often the payment event
// arrives. Once the transaction commits, the caller sends what is queued at once (sendNow); what
// cannot be sent stays in the Outbox.
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { emailMessages, orders, type Order, type OrderRefund } from "@/db/schema";
import {
  orderConfirmationEmail,
  orderRefundEmail,
  orderUpdateEmail,
  storeOrderNotificationEmail,
} from "@/emails/render";
import type { OrderUpdate } from "@/emails/order-update";
import type { StoreNotice } from "@/emails/store-order-notification";
import type { Tx } from "@/db/transaction";
import { emailSettings } from "@/lib/email/email-settings";
import { deliverQueuedEmails, queueEmail } from "@/lib/email/outbox";
import { STORE } from "@/lib/store";
import type { OrderView } from "./order-view";
import { readOrderView } from "./read-order-view";

export const confirmationKey = (orderId: string) => `order-confirmation:${orderId}`;

/** Where an e-mail went: sent to its reader, or stored in the Outbox (no sender, or sending failed). */
export type EmailOutcome = "sent" | "stored";

async function viewOf(tx: Tx, orderId: string): Promise<OrderView> {
  return (await readOrderView(tx, eq(orders.id, orderId)))!;
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
  const view = await viewOf(tx, order.id);
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
  await queueStoreNotice(tx, await viewOf(tx, order.id), "refund_due");
}

/**
 * Queues the shopper's e-mail about a step of their order (the history entry `eventId`), with
 * the cents refunded when it is a cancellation; answers its dedupe key.
 */
export async function queueShopperUpdate(
  tx: Tx,
  order: Order,
  { update, eventId, refundedCents }: { update: OrderUpdate; eventId: number; refundedCents?: number },
): Promise<string> {
  const dedupeKey = `order-${update}:${order.id}:${eventId}`;
  await queueEmail(tx, {
    dedupeKey,
    kind: `order_${update}`,
    orderId: order.id,
    to: order.customerEmail,
    replyTo: STORE.email,
    ...(await orderUpdateEmail(await viewOf(tx, order.id), update, refundedCents)),
  });
  return dedupeKey;
}

/** Queues the shopper's e-mail about a refund after the sale; answers its dedupe key. */
export async function queueRefundEmail(tx: Tx, order: Order, refund: OrderRefund): Promise<string> {
  const view = await viewOf(tx, order.id);
  const names = new Map(view.items.map((item) => [item.productId, item.name]));
  const dedupeKey = `order-refund:${refund.id}`;
  await queueEmail(tx, {
    dedupeKey,
    kind: "order_refunded",
    orderId: order.id,
    to: order.customerEmail,
    replyTo: STORE.email,
    ...(await orderRefundEmail(view, {
      amountCents: refund.amountCents,
      lines: refund.lines.map((line) => ({
        name: names.get(line.productId) ?? line.productId,
        quantity: line.quantity,
      })),
      deliveryCents: refund.deliveryCents,
    })),
  });
  return dedupeKey;
}

/**
 * Sends what the outbox holds now, after the transaction that queued `dedupeKey` committed, and
 * answers whether that message went out or stays in the Outbox (the sweep retries a failed one).
 */
export async function sendNow(db: Db, dedupeKey: string): Promise<EmailOutcome> {
  await deliverQueuedEmails(db);
  const [message] = await db
    .select({ status: emailMessages.status })
    .from(emailMessages)
    .where(eq(emailMessages.dedupeKey, dedupeKey))
    .limit(1);
  return message?.status === "sent" ? "sent" : "stored";
}
