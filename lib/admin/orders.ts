// Staff order work: the filtered, searchable list, one order with its lines and history, moving
// it on (with the staff member's name), scheduling a delivery, and cancelling, which refunds a
// paid order through the provider it was paid with before its units go back on the shelf. The
// order page's steps answer a notice code: done (and whether the customer's e-mail was sent or is
// stored in the Outbox), or why not.
import "server-only";
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { ORDER_STATUSES, orders, type Order, type OrderEvent, type OrderStatus } from "@/db/schema";
import { addDays, DELIVERY_WINDOW_IDS } from "@/lib/delivery/schedule";
import { ShopError } from "@/lib/errors";
import {
  changeOrderStatus,
  OrderStatusError,
  scheduleDelivery,
  type StatusChanged,
  type StatusRefusal,
} from "@/lib/orders/change-status";
import { PAID_STATUSES, isPaid } from "@/lib/orders/order-status";
import { readStoredOrder } from "@/lib/orders/read-order-view";
import { toOrderView, type OrderView } from "@/lib/orders/order-view";
import { paymentProviderFor } from "@/lib/payments/providers";
import { PaymentProviderError } from "@/lib/payments/provider";
import type { NoticeCode } from "./notices";
import { readPage, readPageNumber, type Paged } from "./paging";

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
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : "",
    fulfillment: fulfillment === "pickup" || fulfillment === "delivery" ? fulfillment : "",
    payment: payment === "paid" || payment === "unpaid" ? payment : "",
    from: DATE.test(one("from")) ? one("from") : "",
    to: DATE.test(one("to")) ? one("to") : "",
    search: one("search").slice(0, 100),
    page: readPageNumber(params.page),
  };
}

const storeDay = (date: string) => sql`(${date}::date::timestamp at time zone 'America/New_York')`;

export async function listAdminOrders(db: Db, filters: OrderFilters): Promise<Paged<Order>> {
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
  return readPage(filters.page, count?.total ?? 0, ({ limit, offset }) =>
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), asc(orders.id)).limit(limit).offset(offset),
  );
}

export interface AdminOrder {
  order: Order;
  view: OrderView;
  events: OrderEvent[];
}

export async function getAdminOrder(db: Db, id: string): Promise<AdminOrder | null> {
  const stored = await readStoredOrder(db, eq(orders.id, id));
  if (!stored) return null;
  return { order: stored.order, view: toOrderView(stored.order, stored.items, stored.events), events: stored.events };
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
): Promise<StatusChanged> {
  const [current] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!current) throw new OrderStatusError("Order not found", 404, "not_found");
  let refundedCents: number | undefined;
  let refundNote = "";
  if (to === "cancelled" && isPaid(current.status)) {
    const provider = paymentProviderFor(current.paymentProvider, db);
    if (!provider) {
      throw new OrderStatusError(
        "The payment provider of this order is not configured: cannot refund it",
        409,
        "cannot_refund",
      );
    }
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

const REFUSED: Record<StatusRefusal, NoticeCode> = {
  not_found: "order-not-found",
  not_allowed: "move-refused",
  set_by_payment: "move-refused",
  cannot_schedule: "schedule-refused",
  cannot_refund: "refund-unavailable",
};

/** Why a step changed nothing, as a notice code; an error that is not a ShopError is thrown on. */
function refusedNotice(error: unknown): NoticeCode {
  if (error instanceof OrderStatusError) return REFUSED[error.reason];
  if (error instanceof PaymentProviderError) return "refund-failed";
  if (error instanceof ShopError) return "order-unchanged";
  throw error;
}

/** The order page's "move on" button: moves the order and answers what the page says. */
export async function moveOrderStep(
  db: Db,
  id: string,
  { to, note, staffName }: { to: string; note: string; staffName: string },
): Promise<NoticeCode> {
  if (!(ORDER_STATUSES as readonly string[]).includes(to)) return "choose-status";
  try {
    const { email } = await moveOrder(db, id, to as OrderStatus, { staffName, note: note.slice(0, 500) });
    return email === null ? "order-moved" : email === "sent" ? "order-moved-emailed" : "order-moved-email-stored";
  } catch (error) {
    return refusedNotice(error);
  }
}

/** The order page's delivery form: gives the order its date and window and e-mails the customer. */
export async function scheduleDeliveryStep(
  db: Db,
  id: string,
  { date, window, staffName }: { date: string; window: string; staffName: string },
): Promise<NoticeCode> {
  if (!DATE.test(date) || Number.isNaN(Date.parse(date))) return "choose-delivery-date";
  if (!(DELIVERY_WINDOW_IDS as readonly string[]).includes(window)) return "choose-delivery-window";
  try {
    const { email } = await scheduleDelivery(db, id, { date, window, actorName: staffName });
    return email === "sent" ? "delivery-scheduled" : "delivery-scheduled-email-stored";
  } catch (error) {
    return refusedNotice(error);
  }
}
