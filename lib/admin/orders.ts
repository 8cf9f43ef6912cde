// Staff order work: the filtered, searchable list, one order with its lines and history, moving
// it on (with the staff member's name), scheduling a delivery, and cancelling, which refunds a
// paid order through the provider it was paid with before its units go back on the shelf.
import "server-only";
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { ORDER_STATUSES, orderEvents, orders, type Order, type OrderEvent, type OrderStatus } from "@/db/schema";
import { addDays } from "@/lib/delivery/schedule";
import { changeOrderStatus, OrderStatusError } from "@/lib/orders/change-status";
import { PAID_STATUSES, isPaid } from "@/lib/orders/order-status";
import { readOrderView } from "@/lib/orders/read-order-view";
import type { OrderView } from "@/lib/orders/order-view";
import { paymentProviderFor } from "@/lib/payments/providers";
import { ADMIN_PAGE_SIZE } from "./products";

export interface OrderFilters {
  status: OrderStatus | "";
  fulfillment: "pickup" | "delivery" | "";
  payment: "paid" | "unpaid" | "";
  /** Store dates (YYYY-MM-DD), inclusive. */
  from: string;
  to: string;
  search: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Forgiving reading of the list's URL: unknown values are ignored. */
export function readOrderFilters(params: Record<string, string | string[] | undefined>): OrderFilters {
  const one = (name: string) => {
    const value = params[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  };
  const status = one("status");
  const fulfillment = one("fulfillment");
  const payment = one("payment");
  const page = Number(one("page"));
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : "",
    fulfillment: fulfillment === "pickup" || fulfillment === "delivery" ? fulfillment : "",
    payment: payment === "paid" || payment === "unpaid" ? payment : "",
    from: DATE.test(one("from")) ? one("from") : "",
    to: DATE.test(one("to")) ? one("to") : "",
    search: one("search").slice(0, 100),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

const storeDay = (date: string) => sql`(${date}::date::timestamp at time zone 'America/New_York')`;

export async function listAdminOrders(
  db: Db,
  filters: OrderFilters,
): Promise<{ rows: Order[]; total: number; page: number; pageCount: number }> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.fulfillment) conditions.push(eq(orders.fulfillment, filters.fulfillment));
  if (filters.payment === "paid") conditions.push(inArray(orders.status, [...PAID_STATUSES]));
  if (filters.payment === "unpaid") conditions.push(sql`${orders.status} not in ${[...PAID_STATUSES]}`);
  if (filters.from) conditions.push(gte(orders.createdAt, storeDay(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, storeDay(addDays(filters.to, 1))));
  if (filters.search) {
    const like = `%${filters.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      or(ilike(orders.orderNumber, like), ilike(orders.customerEmail, like), ilike(orders.customerName, like))!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  const total = count?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), asc(orders.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return { rows, total, page, pageCount };
}

export interface AdminOrder {
  order: Order;
  view: OrderView;
  events: OrderEvent[];
}

export async function getAdminOrder(db: Db, id: string): Promise<AdminOrder | null> {
  const view = await readOrderView(db, eq(orders.id, id));
  if (!view) return null;
  const [[order], events] = await Promise.all([
    db.select().from(orders).where(eq(orders.id, id)).limit(1),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id)),
  ]);
  return { order: order!, view, events };
}

/**
 * Moves an order on as a staff member. Cancelling a paid order first refunds the whole payment
 * through its provider (once, whatever retries happen); if the refund fails, nothing changes.
 */
export async function moveOrder(
  db: Db,
  id: string,
  to: OrderStatus,
  { staffName, note }: { staffName: string; note?: string },
): Promise<Order> {
  const [current] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!current) throw new OrderStatusError("Order not found", 404);
  let refundedCents: number | undefined;
  let refundNote = "";
  if (to === "cancelled" && isPaid(current.status)) {
    const provider = paymentProviderFor(current.paymentProvider, db);
    if (!provider)
      throw new OrderStatusError("The payment provider of this order is not configured: cannot refund it", 409);
    const refundId = await provider.refund({
      orderId: current.id,
      sessionId: current.paymentSessionId,
      reference: current.paymentReference,
      key: `refund-${current.id}`,
    });
    refundedCents = current.totalCents;
    refundNote = `Refunded in full (${refundId})`;
  }
  return changeOrderStatus(db, id, to, {
    actor: "staff",
    actorName: staffName,
    note: [note?.trim(), refundNote].filter(Boolean).join(". "),
    refundedCents,
  });
}
