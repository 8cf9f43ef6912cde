// Staff order work: the filtered, searchable list (and the counts elsewhere that open it), one
// order with its lines and history, moving it on (with the staff member's name; the steps that
// close it or refund it only once confirmed), adding a note, scheduling a delivery, and
// cancelling, which refunds what is left of a paid order through the provider it was paid with
// before its units go back on the shelf (returns and refunds after the sale: refunds.ts). The
// order page's steps answer a notice code: done (and whether the
// customer's e-mail was sent or is stored in the Outbox), or why not.
import "server-only";
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  ORDER_STATUSES,
  orders,
  type Order,
  type OrderEvent,
  type OrderItem,
  type OrderStatus,
  type StaffRole,
} from "@/db/schema";
import { addDays } from "@/lib/delivery/schedule";
import { ShopError } from "@/lib/errors";
import { usPhoneE164 } from "@/lib/phone";
import {
  addOrderNote,
  changeOrderStatus,
  OrderStatusError,
  scheduleDelivery,
  tellsShopper,
  type StatusChanged,
  type StatusRefusal,
} from "@/lib/orders/change-status";
import {
  PAID_STATUSES,
  PAYMENT_STATES,
  STATUS_LABELS,
  canChangeStatus,
  isPaid,
  needsConfirmation,
  nextStatuses,
  type PaymentState,
} from "@/lib/orders/order-status";
import { readStoredOrder } from "@/lib/orders/read-order-view";
import { toOrderView, type OrderView } from "@/lib/orders/order-view";
import { RefundPending, reserveCancellationRefund, settleRefund, type RefundPosition } from "@/lib/orders/refunds";
import { paymentProviderFor } from "@/lib/payments/providers";
import { PaymentProviderError } from "@/lib/payments/provider";
import type { NoticeCode } from "./notices";
import { readPage, readPageNumber, type Paged } from "./paging";
import { giveBack } from "./refunds";
import { isStoreDate } from "./schedule";

/** Lists of several statuses that staff open by name, as the dashboard's counts do. */
export const STATUS_GROUPS = {
  /** Paid orders nobody has made ready, put on the truck or handed over yet. */
  "awaiting-action": { label: "Awaiting action", statuses: ["paid", "processing"] },
} as const satisfies Record<string, { label: string; statuses: readonly OrderStatus[] }>;

type StatusGroup = keyof typeof STATUS_GROUPS;

export interface OrderFilters {
  status: OrderStatus | StatusGroup | "";
  fulfillment: "pickup" | "delivery" | "";
  payment: PaymentState | "";
  /** Store dates (YYYY-MM-DD), inclusive. */
  from: string;
  to: string;
  /** Deliveries scheduled for this store date, or "none": deliveries not scheduled yet. */
  scheduled: string;
  search: string;
  page: number;
}

const NO_FILTERS: OrderFilters = {
  status: "",
  fulfillment: "",
  payment: "",
  from: "",
  to: "",
  scheduled: "",
  search: "",
  page: 1,
};

/** The list behind the dashboard's "Orders awaiting action": its count and its link read this. */
export const AWAITING_ACTION: OrderFilters = { ...NO_FILTERS, status: "awaiting-action" };

/** Forgiving reading of the list's URL: unknown values are ignored. */
export function readOrderFilters(params: Record<string, string | string[] | undefined>): OrderFilters {
  const one = (name: string) => {
    const value = params[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  };
  const status = one("status");
  const fulfillment = one("fulfillment");
  const payment = one("payment");
  // The form sends the date field and, when ticked, "Not scheduled" under the same name.
  const scheduled = [params.scheduled].flat().map((value) => value?.trim() ?? "");
  return {
    status:
      (ORDER_STATUSES as readonly string[]).includes(status) || Object.hasOwn(STATUS_GROUPS, status)
        ? (status as OrderFilters["status"])
        : "",
    fulfillment: fulfillment === "pickup" || fulfillment === "delivery" ? fulfillment : "",
    payment: (PAYMENT_STATES as readonly string[]).includes(payment) ? (payment as PaymentState) : "",
    from: isStoreDate(one("from")) ? one("from") : "",
    to: isStoreDate(one("to")) ? one("to") : "",
    scheduled: scheduled.includes("none") ? "none" : (scheduled.find(isStoreDate) ?? ""),
    search: one("search").slice(0, 100),
    page: readPageNumber(params.page),
  };
}

/** The list's address for `filters` at `page`: what the filter form and the dashboard link to. */
export function orderListHref(filters: OrderFilters, page = 1): string {
  const query = new URLSearchParams();
  for (const key of ["status", "fulfillment", "payment", "from", "to", "scheduled", "search"] as const) {
    if (filters[key]) query.set(key, filters[key]);
  }
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/admin/orders?${text}` : "/admin/orders";
}

/**
 * The digits a search for a phone number matches: a whole US number however it is typed (with or
 * without +1), or a part of one of at least four digits with its punctuation. Null for a search
 * that is not a phone number (an order number's digits are not).
 */
export function phoneSearchDigits(search: string): string | null {
  const whole = usPhoneE164(search);
  if (whole) return whole.slice(2);
  if (!/^[\d\s().\/-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, "");
  return digits.length >= 4 ? digits : null;
}

const storeDay = (date: string) => sql`(${date}::date::timestamp at time zone 'America/New_York')`;

/** Where the order's money stands, in SQL: the same rule as paymentState. */
const refunded = sql`coalesce(${orders.refundedCents}, 0)`;
const PAYMENT_WHERE: Record<PaymentState, () => SQL> = {
  refunded: () => sql`${refunded} > 0 and ${refunded} >= ${orders.totalCents}`,
  partially_refunded: () => sql`${refunded} > 0 and ${refunded} < ${orders.totalCents}`,
  paid: () => and(sql`${refunded} = 0`, or(inArray(orders.status, [...PAID_STATUSES]), isNotNull(orders.paidAt)))!,
  unpaid: () => and(sql`${refunded} = 0`, notInArray(orders.status, [...PAID_STATUSES]), isNull(orders.paidAt))!,
};

function searchWhere(search: string): SQL {
  const like = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const digits = phoneSearchDigits(search);
  return or(
    ilike(orders.orderNumber, like),
    ilike(orders.customerEmail, like),
    ilike(orders.customerName, like),
    ilike(orders.city, like),
    ilike(orders.postalCode, like),
    digits
      ? sql`regexp_replace(coalesce(${orders.customerPhone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`
      : undefined,
  )!;
}

function filtersWhere(filters: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) {
    const statuses = Object.hasOwn(STATUS_GROUPS, filters.status)
      ? STATUS_GROUPS[filters.status as StatusGroup].statuses
      : [filters.status as OrderStatus];
    conditions.push(inArray(orders.status, [...statuses]));
  }
  if (filters.fulfillment) conditions.push(eq(orders.fulfillment, filters.fulfillment));
  if (filters.payment) conditions.push(PAYMENT_WHERE[filters.payment]());
  if (filters.from) conditions.push(gte(orders.createdAt, storeDay(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, storeDay(addDays(filters.to, 1))));
  if (filters.scheduled === "none") {
    conditions.push(eq(orders.fulfillment, "delivery"), isNull(orders.scheduledDate));
  } else if (filters.scheduled) conditions.push(eq(orders.scheduledDate, filters.scheduled));
  if (filters.search) conditions.push(searchWhere(filters.search));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** How many orders the list shows for `filters` (the dashboard's counts ask this). */
export async function countAdminOrders(db: Db, filters: OrderFilters): Promise<number> {
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(filtersWhere(filters));
  return count?.total ?? 0;
}

export async function listAdminOrders(db: Db, filters: OrderFilters): Promise<Paged<Order>> {
  const where = filtersWhere(filters);
  return readPage(filters.page, await countAdminOrders(db, filters), ({ limit, offset }) =>
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), asc(orders.id)).limit(limit).offset(offset),
  );
}

export interface AdminOrder {
  order: Order;
  items: OrderItem[];
  view: OrderView;
  events: OrderEvent[];
}

export async function getAdminOrder(db: Db, id: string): Promise<AdminOrder | null> {
  const stored = await readStoredOrder(db, eq(orders.id, id));
  if (!stored) return null;
  return {
    order: stored.order,
    items: stored.items,
    view: toOrderView(stored.order, stored.items, stored.events),
    events: stored.events,
  };
}

/** What a step's button says: the status it moves to, or what a confirmed step does. */
export function stepLabel(order: Pick<Order, "status">, to: OrderStatus): string {
  if (to === "cancelled") return isPaid(order.status) ? "Cancel and refund" : "Cancel order";
  if (to === "delivered") return "Mark delivered";
  if (to === "picked_up") return "Mark picked up";
  return STATUS_LABELS[to];
}

/** What the confirmation of a step names before staff confirm it. */
export interface StepConfirmation {
  to: OrderStatus;
  /** What the step does, as its button says: "Cancel and refund", "Mark delivered". */
  label: string;
  /** "Cancel order RA-7K3F9Q2M?", "Mark order RA-7K3F9Q2M delivered?" */
  question: string;
  orderNumber: string;
  totalCents: number;
  /** The cents refunded to the way the order was paid (all that is left of it), when the step refunds. */
  refundCents: number | null;
  /** Whether part of the payment was refunded before (then the refund is what is left). */
  refundedBefore: boolean;
  /**
   * Cents of a refund still waiting for the payment service's answer: while there are, the order
   * cannot be cancelled (its refund may yet fail), so there is nothing to confirm.
   */
  waitingCents: number;
  /** Paid on the test payment page: the refund moves no money. */
  testPayment: boolean;
  /** Whether the order's units go back on the shelf. */
  restocks: boolean;
  /** Who is e-mailed about the step: the customer's address, or nobody. */
  emailTo: string | null;
}

/**
 * The confirmation staff see before moving `order` to `to`, when that step is one it can take now
 * and one that needs confirming; null otherwise.
 */
export function stepConfirmation(
  order: Order,
  to: string,
  refunds: Pick<RefundPosition, "leftCents" | "pendingCents">,
): StepConfirmation | null {
  const step = nextStatuses(order.status, order.fulfillment).find((status) => status === to);
  if (!step || !needsConfirmation(step)) return null;
  const refunding = step === "cancelled" && isPaid(order.status);
  return {
    to: step,
    label: stepLabel(order, step),
    question:
      step === "cancelled"
        ? `Cancel order ${order.orderNumber}?`
        : `Mark order ${order.orderNumber} ${STATUS_LABELS[step].toLowerCase()}?`,
    orderNumber: order.orderNumber,
    totalCents: order.totalCents,
    refundCents: refunding && refunds.leftCents > 0 ? refunds.leftCents : null,
    refundedBefore: (order.refundedCents ?? 0) > 0,
    waitingCents: refunding ? refunds.pendingCents : 0,
    testPayment: order.paymentProvider === "test",
    restocks: step === "cancelled" && order.stockState !== "released",
    emailTo: tellsShopper(step) ? order.customerEmail : null,
  };
}

/**
 * Moves an order on as a staff member. Cancelling a paid order first refunds what is left of the
 * payment through its provider (written pending under the order's lock, so it is asked once) and
 * records it with the cancellation; if the provider refuses, the refund fails and nothing changes.
 * Without a clear answer from the provider the order is not cancelled: its refund stays pending
 * for the order sweep to finish (RefundPending).
 */
export async function moveOrder(
  db: Db,
  id: string,
  to: OrderStatus,
  { staffName, staffRole = null, note }: { staffName: string; staffRole?: StaffRole | null; note?: string },
): Promise<StatusChanged> {
  const [current] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!current) throw new OrderStatusError("Order not found", 404, "not_found");
  let refund: { id: number; providerRefundId: string } | undefined;
  if (to === "cancelled" && isPaid(current.status) && canChangeStatus(current.status, to, current.fulfillment)) {
    const provider = paymentProviderFor(current.paymentProvider, db);
    if (!provider) {
      throw new OrderStatusError(
        "The payment provider of this order is not configured: cannot refund it",
        409,
        "cannot_refund",
      );
    }
    const reserved = await reserveCancellationRefund(db, id, { actorName: staffName, actorRole: staffRole });
    if (reserved) {
      const providerRefundId = await giveBack(db, provider, reserved.order, reserved.refund);
      refund = { id: reserved.refund.id, providerRefundId };
    }
  }
  try {
    return await changeOrderStatus(db, id, to, { actor: "staff", actorName: staffName, note, refund });
  } catch (error) {
    // The money went back but the order moved meanwhile: the refund is still recorded.
    if (refund) await settleRefund(db, refund.id, refund.providerRefundId);
    throw error;
  }
}

const REFUSED: Record<StatusRefusal, NoticeCode> = {
  not_found: "order-not-found",
  not_allowed: "move-refused",
  set_by_payment: "move-refused",
  cannot_schedule: "schedule-refused",
  cannot_refund: "refund-unavailable",
  date_not_a_date: "choose-delivery-date",
  date_past: "schedule-date-past",
  date_closed: "schedule-date-closed",
  date_too_far: "schedule-date-too-far",
  window_unknown: "choose-delivery-window",
};

/** Why a step changed nothing, as a notice code; an error that is not a ShopError is thrown on. */
function refusedNotice(error: unknown): NoticeCode {
  if (error instanceof OrderStatusError) return REFUSED[error.reason];
  if (error instanceof RefundPending) return "cancel-refund-pending";
  if (error instanceof PaymentProviderError) return "refund-failed";
  if (error instanceof ShopError) return "order-unchanged";
  throw error;
}

/**
 * The order page's step buttons: moves the order and answers what the page says. A step that
 * needs confirming is taken only from its confirmation (`confirmed`).
 */
export async function moveOrderStep(
  db: Db,
  id: string,
  {
    to,
    confirmed,
    staffName,
    staffRole = null,
  }: { to: string; confirmed: boolean; staffName: string; staffRole?: StaffRole | null },
): Promise<NoticeCode> {
  if (!(ORDER_STATUSES as readonly string[]).includes(to)) return "choose-status";
  if (needsConfirmation(to as OrderStatus) && !confirmed) return "confirm-first";
  try {
    const { email } = await moveOrder(db, id, to as OrderStatus, { staffName, staffRole });
    return email === null ? "order-moved" : email === "sent" ? "order-moved-emailed" : "order-moved-email-stored";
  } catch (error) {
    return refusedNotice(error);
  }
}

/** The order page's note: recorded in the history with the staff member's name, status unchanged. */
export async function addOrderNoteStep(
  db: Db,
  id: string,
  { note, staffName }: { note: string; staffName: string },
): Promise<NoticeCode> {
  const text = note.trim().slice(0, 500);
  if (!text) return "write-note";
  try {
    await addOrderNote(db, id, { note: text, actorName: staffName });
    return "note-added";
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
  try {
    const { email } = await scheduleDelivery(db, id, { date, window, actorName: staffName });
    return email === "sent" ? "delivery-scheduled" : "delivery-scheduled-email-stored";
  } catch (error) {
    return refusedNotice(error);
  }
}
