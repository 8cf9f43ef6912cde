// Loads an order with its items and history, from the database or inside a transaction (which
// sees its own uncommitted writes), as stored and as the view every screen and e-mail shows.
import "server-only";
import { asc, eq, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderEvents, orderItems, orders, type Order, type OrderEvent, type OrderItem } from "@/db/schema";
import type { Tx } from "@/db/transaction";
import { toOrderView, type OrderView } from "./order-view";

export interface StoredOrder {
  order: Order;
  items: OrderItem[];
  /** The history, oldest first. */
  events: OrderEvent[];
}

/** The order matching `where` with its items and history as stored, or null. */
export async function readStoredOrder(db: Db | Tx, where: SQL): Promise<StoredOrder | null> {
  const [order] = await db.select().from(orders).where(where).limit(1);
  if (!order) return null;
  const [items, events] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
  ]);
  return { order, items, events };
}

/** The order matching `where` as the view every screen shows, or null. */
export async function readOrderView(db: Db | Tx, where: SQL): Promise<OrderView | null> {
  const stored = await readStoredOrder(db, where);
  return stored && toOrderView(stored.order, stored.items, stored.events);
}
