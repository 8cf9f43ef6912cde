// Loads an order with its items and history from the database as the view every screen shows.
import "server-only";
import { asc, eq, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderEvents, orderItems, orders } from "@/db/schema";
import { toOrderView, type OrderView } from "./order-view";

/** The order matching `where` with its items and history, or null. */
export async function readOrderView(db: Db, where: SQL): Promise<OrderView | null> {
  const [order] = await db.select().from(orders).where(where).limit(1);
  if (!order) return null;
  const [items, events] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
  ]);
  return toOrderView(order, items, events);
}
