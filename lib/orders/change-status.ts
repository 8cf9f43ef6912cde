// Moves an order to its next status and records it in the history the tracking timeline reads:
// the function the admin calls. Only the transitions in order-status.ts are allowed; payment
// statuses come from the payment path alone; cancelling puts the units back on the shelf. Steps
// the shopper acts on (ready for pickup, delivered, picked up, cancelled, a delivery date) queue
// an e-mail to them in the same transaction.
import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderEvents, orderItems, orders, type Order, type OrderStatus } from "@/db/schema";
import type { Tx } from "@/db/transaction";
import { orderUpdateEmail } from "@/emails/render";
import type { OrderUpdate } from "@/emails/order-update";
import { refreshProductCaches } from "@/lib/catalog/product-cache";
import { formatDeliveryDate, deliveryWindowLabel } from "@/lib/delivery/schedule";
import { queueEmail } from "@/lib/email/outbox";
import { ShopError } from "@/lib/errors";
import { STORE } from "@/lib/store";
import { PAYMENT_STATUSES, STATUS_LABELS, canChangeStatus } from "./order-status";
import { toOrderView } from "./order-view";
import { releaseStock } from "./stock";

/** A status change the order's rules do not allow, or an order that does not exist. */
export class OrderStatusError extends ShopError {
  override name = "OrderStatusError";
  constructor(message: string, status = 409) {
    super(message, status, "status_change_refused");
  }
}

export interface StatusChange {
  /** Who changes it; the admin passes "staff". */
  actor?: "staff" | "system";
  /** The staff member's name, kept in the history. */
  actorName?: string | null;
  /** A note for the history, e.g. "Truck 2, driver Sam". */
  note?: string;
  /** Cents refunded to the shopper with a cancellation (said in their e-mail). */
  refundedCents?: number;
}

const SHOPPER_UPDATES: Partial<Record<OrderStatus, OrderUpdate>> = {
  ready_for_pickup: "ready_for_pickup",
  delivered: "delivered",
  picked_up: "picked_up",
  cancelled: "cancelled",
};

async function emailShopper(tx: Tx, order: Order, update: OrderUpdate, key: string, refunded?: number) {
  const [items, events] = await Promise.all([
    tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    tx.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
  ]);
  await queueEmail(tx, {
    dedupeKey: key,
    kind: `order_${update}`,
    orderId: order.id,
    to: order.customerEmail,
    replyTo: STORE.email,
    ...(await orderUpdateEmail(toOrderView(order, items, events), update, refunded)),
  });
}

export async function changeOrderStatus(
  db: Db,
  orderId: string,
  to: OrderStatus,
  { actor = "staff", actorName = null, note, refundedCents }: StatusChange = {},
): Promise<Order> {
  if (PAYMENT_STATUSES.includes(to)) {
    throw new OrderStatusError(`"${STATUS_LABELS[to]}" is set by the payment provider, not by hand`);
  }
  const { order, released } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
    if (!current) throw new OrderStatusError("Order not found", 404);
    if (!canChangeStatus(current.status, to, current.fulfillment)) {
      throw new OrderStatusError(
        `A ${current.fulfillment} order cannot go from "${STATUS_LABELS[current.status]}" to "${STATUS_LABELS[to]}"`,
      );
    }
    const released = to === "cancelled" ? await releaseStock(tx, current) : [];
    const [updated] = await tx
      .update(orders)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning();
    const [event] = await tx
      .insert(orderEvents)
      .values({
        orderId,
        status: to,
        previousStatus: current.status,
        actor,
        actorName,
        note: note?.trim() || (released.length > 0 ? "Units back in stock" : null),
      })
      .returning({ id: orderEvents.id });
    const update = actor === "staff" ? SHOPPER_UPDATES[to] : undefined;
    if (update) await emailShopper(tx, updated!, update, `order-${update}:${orderId}:${event!.id}`, refundedCents);
    return { order: updated!, released };
  });
  refreshProductCaches(released);
  return order;
}

/** Sets (or moves) a delivery order's date and window, records it and tells the shopper. */
export async function scheduleDelivery(
  db: Db,
  orderId: string,
  { date, window, actorName }: { date: string; window: string; actorName: string | null },
): Promise<Order> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
    if (!current) throw new OrderStatusError("Order not found", 404);
    if (current.fulfillment !== "delivery") throw new OrderStatusError("Only delivery orders get a delivery date");
    if (["pending_payment", "cancelled", "expired", "payment_failed", "delivered"].includes(current.status)) {
      throw new OrderStatusError(
        `A delivery cannot be scheduled for an order that is "${STATUS_LABELS[current.status]}"`,
      );
    }
    const [updated] = await tx
      .update(orders)
      .set({ deliveryDate: date, deliveryWindow: window, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning();
    const [event] = await tx
      .insert(orderEvents)
      .values({
        orderId,
        status: current.status,
        previousStatus: current.status,
        actor: "staff",
        actorName,
        note: `Delivery scheduled for ${formatDeliveryDate(date)}, ${deliveryWindowLabel(window)}`,
      })
      .returning({ id: orderEvents.id });
    await emailShopper(tx, updated!, "delivery_scheduled", `order-delivery_scheduled:${orderId}:${event!.id}`);
    return updated!;
  });
}
