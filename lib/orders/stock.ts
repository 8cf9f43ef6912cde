// Moves an order's units between "held" and the shelf inside the caller's transaction: release
// puts them back, re-hold takes them again (only if every unit is still there).
import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import { orderItems, orders, products, type Order } from "@/db/schema";
import type { Tx } from "@/db/transaction";

async function itemsOf(tx: Tx, orderId: string) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return items.sort((a, b) => (a.productId < b.productId ? -1 : 1));
}

/** Puts a held or committed order's units back on the shelf; returns the products touched. */
export async function releaseStock(tx: Tx, order: Order): Promise<string[]> {
  if (order.stockState === "released") return [];
  const items = await itemsOf(tx, order.id);
  for (const item of items) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${item.quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, item.productId));
  }
  await tx
    .update(orders)
    .set({ stockState: "released", updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  return items.map((item) => item.productId);
}

/**
 * Takes a released order's units again (a payment that arrived after its hold lapsed). Returns
 * the products touched, or null when some unit is gone; the caller's transaction must then be
 * rolled back or the taken units put back, which this does itself.
 */
export async function reholdStock(tx: Tx, order: Order): Promise<string[] | null> {
  const items = await itemsOf(tx, order.id);
  const taken: typeof items = [];
  for (const item of items) {
    const [row] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${item.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, item.productId), gte(products.stockQuantity, item.quantity)))
      .returning({ id: products.id });
    if (!row) {
      for (const back of taken) {
        await tx
          .update(products)
          .set({ stockQuantity: sql`${products.stockQuantity} + ${back.quantity}` })
          .where(eq(products.id, back.productId));
      }
      return null;
    }
    taken.push(item);
  }
  return items.map((item) => item.productId);
}
