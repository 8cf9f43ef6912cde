// The one writer of an order's status: the new status (with the columns that change with it) and
// the history entry the tracking timeline and the staff page read, written together in the
// caller's transaction, on an order row the caller has locked or has just inserted.
import "server-only";
import { eq, sql } from "drizzle-orm";
import { orderEvents, orders, type NewOrder, type Order, type OrderEvent, type OrderStatus } from "@/db/schema";
import type { Tx } from "@/db/transaction";

export interface StatusEntry {
  /** The status after this entry: the order's current one when only other columns change. */
  status: OrderStatus;
  actor: OrderEvent["actor"];
  /** The staff member's name, kept in the history. */
  actorName?: string | null;
  /** Why, for the history: "Payment received", "Truck 2, driver Sam". */
  note?: string | null;
  /** A staff note changes nothing on the order: its entry says so, and shows as a note. */
  kind?: OrderEvent["kind"];
  /** Columns written with the status: stock state, payment reference, delivery date. */
  changes?: Omit<Partial<NewOrder>, "id" | "status">;
  /**
   * The first entry of an order inserted in this transaction: its row already holds the status,
   * and the entry has no previous status.
   */
  placed?: boolean;
}

export interface RecordedStatus {
  /** The order row as it is after the entry. */
  order: Order;
  /** The history entry's id (e-mails about this step are keyed on it). */
  eventId: number;
}

/** Records a step of `order` (the row as it was before it) and answers the row as it is now. */
export async function recordStatus(tx: Tx, order: Order, entry: StatusEntry): Promise<RecordedStatus> {
  let current = order;
  if (!entry.placed) {
    const [updated] = await tx
      .update(orders)
      .set({ ...entry.changes, status: entry.status, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    current = updated!;
  }
  const [event] = await tx
    .insert(orderEvents)
    .values({
      orderId: order.id,
      status: entry.status,
      previousStatus: entry.placed ? null : order.status,
      actor: entry.actor,
      actorName: entry.actorName ?? null,
      kind: entry.kind ?? "change",
      note: entry.note ?? null,
    })
    .returning({ id: orderEvents.id });
  return { order: current, eventId: event!.id };
}
