// Moves an order's units between "held" and the shelf inside the caller's transaction: release
// puts them back, re-hold takes them again (only if every unit is still there). Each move is
// logged in the product change log (one insert per order), naming the order.
import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import { orderItems, orders, products, type Order } from "@/db/schema";
import { recordProductChanges, stockChange, type ProductChangeEntry } from "@/lib/catalog/product-changes";
import type { Tx } from "@/db/transaction";

async function itemsOf(tx: Tx, orderId: string) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return items.sort((a, b) => (a.productId < b.productId ? -1 : 1));
}

/**
 * Puts a held or committed order's units back on the shelf; returns the products touched. The log
 * names `actorName` when staff did it (cancelling the order), no one when the hold lapsed.
 */
export async function releaseStock(tx: Tx, order: Order, actorName: string | null = null): Promise<string[]> {
  if (order.stockState === "released") return [];
  const items = await itemsOf(tx, order.id);
  const moves: ProductChangeEntry[] = [];
  for (const item of items) {
    const [row] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${item.quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, item.productId))
      .returning({ stock: products.stockQuantity });
    if (row) moves.push(stockChange(item.productId, row.stock - item.quantity, row.stock));
  }
  await recordProductChanges(tx, moves, { source: "release", sourceDetail: order.orderNumber, actorName });
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
  const moves: ProductChangeEntry[] = [];
  for (const item of items) {
    const [row] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${item.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, item.productId), gte(products.stockQuantity, item.quantity)))
      .returning({ stock: products.stockQuantity });
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
    moves.push(stockChange(item.productId, row.stock + item.quantity, row.stock));
  }
  await recordProductChanges(tx, moves, { source: "sale", sourceDetail: order.orderNumber });
  return items.map((item) => item.productId);
}
