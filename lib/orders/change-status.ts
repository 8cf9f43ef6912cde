// The steps staff take on an order, each recorded in the history the tracking timeline reads:
// moving it to its next status, scheduling its delivery, adding a note. Only the transitions in
// order-status.ts are allowed; payment statuses come from the payment path alone; cancelling puts
// the units back on the shelf (and settles the refund the provider made for it, refunds.ts). A delivery is scheduled only on a date and
// window the shop can keep (schedule.ts), kept apart from the date the shopper requested. Steps
// the shopper acts on (ready for pickup, delivered, picked up, cancelled, a delivery date) queue
// an e-mail to them in the same transaction, sent as soon as it commits; the answer says whether
// it went out or is stored in the Outbox. A note changes nothing but the history.
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders, type Order, type OrderStatus } from "@/db/schema";
import type { Tx } from "@/db/transaction";
import type { OrderUpdate } from "@/emails/order-update";
import { refreshProductCaches } from "@/lib/catalog/product-cache";
import {
  DELIVERY_WINDOW_IDS,
  deliveryWindowLabel,
  formatDeliveryDate,
  scheduleDateRefusal,
  storeToday,
  type ScheduleDateRefusal,
} from "@/lib/delivery/schedule";
import { ShopError } from "@/lib/errors";
import { formatCents } from "@/lib/money";
import { queueShopperUpdate, sendNow, type EmailOutcome } from "./order-emails";
import { PAYMENT_STATUSES, STATUS_LABELS, canChangeStatus, canSchedule } from "./order-status";
import { recordStatus } from "./record-status";
import { markRefundSucceeded } from "./refunds";
import { releaseStock } from "./stock";

/** Why a step was refused, for the staff page to say in its own words. */
export type StatusRefusal =
  | "not_found"
  | "not_allowed"
  | "set_by_payment"
  | "cannot_schedule"
  | "cannot_refund"
  | `date_${ScheduleDateRefusal}`
  | "window_unknown";

/** A status change the order's rules do not allow, or an order that does not exist. */
export class OrderStatusError extends ShopError {
  override name = "OrderStatusError";
  constructor(
    message: string,
    status = 409,
    readonly reason: StatusRefusal = "not_allowed",
  ) {
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
  /**
   * A cancellation's refund the provider made (reserveCancellationRefund, then the provider): it
   * succeeds with the status change, and its amount is said in the shopper's e-mail.
   */
  refund?: { id: number; providerRefundId: string };
}

export interface StatusChanged {
  order: Order;
  /** The shopper's e-mail about this step: sent, or stored in the Outbox; null when none is due. */
  email: EmailOutcome | null;
}

const SHOPPER_UPDATES: Partial<Record<OrderStatus, OrderUpdate>> = {
  ready_for_pickup: "ready_for_pickup",
  delivered: "delivered",
  picked_up: "picked_up",
  cancelled: "cancelled",
};

/** Whether staff moving an order to `to` e-mails the customer. */
export function tellsShopper(to: OrderStatus): boolean {
  return SHOPPER_UPDATES[to] !== undefined;
}

async function lockOrder(tx: Tx, orderId: string): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
  if (!order) throw new OrderStatusError("Order not found", 404, "not_found");
  return order;
}

export async function changeOrderStatus(
  db: Db,
  orderId: string,
  to: OrderStatus,
  { actor = "staff", actorName = null, note, refund }: StatusChange = {},
): Promise<StatusChanged> {
  if (PAYMENT_STATUSES.includes(to)) {
    throw new OrderStatusError(
      `"${STATUS_LABELS[to]}" is set by the payment provider, not by hand`,
      409,
      "set_by_payment",
    );
  }
  const { order, released, emailKey } = await db.transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    if (!canChangeStatus(current.status, to, current.fulfillment)) {
      throw new OrderStatusError(
        `A ${current.fulfillment} order cannot go from "${STATUS_LABELS[current.status]}" to "${STATUS_LABELS[to]}"`,
      );
    }
    const released = to === "cancelled" ? await releaseStock(tx, current, actorName) : [];
    const refunded = refund ? await markRefundSucceeded(tx, current, refund.id, refund.providerRefundId) : null;
    const refundedCents = refunded?.refund.amountCents;
    const recorded = await recordStatus(tx, current, {
      status: to,
      actor,
      actorName,
      note:
        [note?.trim(), refunded && `Refunded ${formatCents(refunded.refund.amountCents)} (${refund!.providerRefundId})`]
          .filter(Boolean)
          .join(". ") || (released.length > 0 ? "Units back in stock" : null),
      changes: refunded?.changes,
    });
    const update = actor === "staff" ? SHOPPER_UPDATES[to] : undefined;
    const emailKey = update
      ? await queueShopperUpdate(tx, recorded.order, { update, eventId: recorded.eventId, refundedCents })
      : null;
    return { order: recorded.order, released, emailKey };
  });
  refreshProductCaches(released);
  return { order, email: emailKey ? await sendNow(db, emailKey) : null };
}

/**
 * Schedules (or moves) a delivery order's date and window, records it and tells the shopper. The
 * date must be one staff may give (from today, never a closed day) and the window one the shop
 * offers; the date the shopper requested stays as it was.
 */
export async function scheduleDelivery(
  db: Db,
  orderId: string,
  { date, window, actorName, now = new Date() }: { date: string; window: string; actorName: string | null; now?: Date },
): Promise<StatusChanged> {
  const refused = scheduleDateRefusal(date, now);
  if (refused) throw new OrderStatusError(`Staff cannot schedule a delivery on "${date}"`, 422, `date_${refused}`);
  if (!(DELIVERY_WINDOW_IDS as readonly string[]).includes(window)) {
    throw new OrderStatusError(`"${window}" is not one of the shop's delivery windows`, 422, "window_unknown");
  }
  const { order, emailKey } = await db.transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    if (!canSchedule(current.status, current.fulfillment)) {
      throw new OrderStatusError(
        current.fulfillment === "delivery"
          ? `A delivery cannot be scheduled for an order that is "${STATUS_LABELS[current.status]}"`
          : "Only delivery orders get a delivery date",
        409,
        "cannot_schedule",
      );
    }
    const recorded = await recordStatus(tx, current, {
      status: current.status,
      actor: "staff",
      actorName,
      note: `Delivery scheduled for ${formatDeliveryDate(date, storeToday(now))}, ${deliveryWindowLabel(window)}`,
      changes: { scheduledDate: date, scheduledWindow: window },
    });
    const emailKey = await queueShopperUpdate(tx, recorded.order, {
      update: "delivery_scheduled",
      eventId: recorded.eventId,
    });
    return { order: recorded.order, emailKey };
  });
  return { order, email: await sendNow(db, emailKey) };
}

/** Adds a staff member's note to the order's history; the order itself does not change. */
export async function addOrderNote(
  db: Db,
  orderId: string,
  { note, actorName }: { note: string; actorName: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    await recordStatus(tx, current, { status: current.status, actor: "staff", actorName, note, kind: "note" });
  });
}
