// Moves an order to its next status and records it in the history the tracking timeline reads:
// the function the admin calls. Only the transitions in order-status.ts are allowed; payment
// statuses come from the payment path alone; cancelling puts the units back on the shelf.
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderEvents, orders, type Order, type OrderStatus } from "@/db/schema";
import { ShopError } from "@/lib/errors";
import { PAYMENT_STATUSES, STATUS_LABELS, canChangeStatus } from "./order-status";
import { refreshProductCaches } from "@/lib/catalog/product-cache";
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
  /** A note for the history, e.g. "Truck 2, driver Sam". */
  note?: string;
}

export async function changeOrderStatus(
  db: Db,
  orderId: string,
  to: OrderStatus,
  { actor = "staff", note }: StatusChange = {},
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
    await tx.insert(orderEvents).values({
      orderId,
      status: to,
      previousStatus: current.status,
      actor,
      note: note?.trim() || (released.length > 0 ? "Units back in stock" : null),
    });
    return { order: updated!, released };
  });
  refreshProductCaches(released);
  return order;
}
