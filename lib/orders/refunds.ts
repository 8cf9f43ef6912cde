// Refunds after the sale, in two transactions around the payment provider. First, under the order
// row's lock, the refund is checked (which refunds the order takes, the return window, the units
// and money left, counting refunds under way, the staff limit on what staff accounts give back on
// the order together, the amount staff confirmed) and written as pending, so refunds racing for
// the same money can never together give back more than was paid. Then, once the provider gave
// the money back, the refund succeeds: the units count as returned, those fit for sale go back in
// stock (with the change log), the order's refunded total grows, it becomes "returned" when every
// unit came back, its history names the account and what came back, and the shopper's e-mail is
// queued and sent right after. If the provider refused, the refund fails and its money and units
// are free again. When no clear answer came (the money may have moved) or recording it failed,
// the refund stays pending, its money and units still set aside, and the order sweep finishes it
// (refundsToFinish): a provider remembers a refund's key for a day, so within 23 hours it is asked
// again under the same key, which answers the first refund rather than making a second; after
// that, the owner checks it in the provider's dashboard and records it by hand: made (settled as
// above, the history naming that account) or never made (failed, freeing its money and units). A
// cancellation's full refund takes the same two steps (change-status.ts settles it with the status
// change).
import "server-only";
import { and, asc, eq, gt, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  orderEvents,
  orderItems,
  orderRefunds,
  orders,
  products,
  type Order,
  type OrderRefund,
  type StaffRole,
} from "@/db/schema";
import type { Tx } from "@/db/transaction";
import { refreshProductCaches } from "@/lib/catalog/product-cache";
import { recordProductChanges, stockChange, type ProductChangeEntry } from "@/lib/catalog/product-changes";
import { ShopError } from "@/lib/errors";
import { formatCents } from "@/lib/money";
import { queueRefundEmail, sendNow, type EmailOutcome } from "./order-emails";
import {
  deliveryRefundable,
  leftToRefund,
  refundAmount,
  returnableUnits,
  type EarlierRefund,
  type RefundAmount,
  type RefundRefusal,
  type RefundRequest,
  type RefundableItem,
  type RefundableOrder,
} from "./refund-amounts";
import { recordStatus } from "./record-status";
import { refundKind, returnWindow, windowApplies, type RefundKind, type ReturnWindow } from "./return-window";

export type RefundProblem =
  | RefundRefusal
  | "not_found"
  /** The order takes no refund in its status (not yet handed over, unpaid, refunded in full). */
  | "not_refundable"
  /** Units on an order that takes money only. */
  | "money_only"
  /** Past the return window: only the owner may refund it now. */
  | "window_closed"
  /** With this refund, staff accounts would give back more on the order than their limit. */
  | "over_limit"
  /** The amount differs from what staff confirmed (someone refunded meanwhile): look again. */
  | "amount_changed";

/** A refund the rules refuse; nothing was written. */
export class RefundError extends ShopError {
  override name = "RefundError";
  constructor(
    message: string,
    readonly reason: RefundProblem,
  ) {
    super(message, reason === "not_found" ? 404 : 409, "refund_refused");
  }
}

/**
 * A refund asked of the provider whose outcome is not known yet (no clear answer came, or
 * recording it failed after the money went back): it stays pending and the order sweep finishes it.
 */
export class RefundPending extends ShopError {
  override name = "RefundPending";
  constructor(options?: { cause?: unknown }) {
    super(
      "The refund is not confirmed yet: the shop finishes it within a few minutes, and never makes it twice",
      502,
      "refund_pending",
      options,
    );
  }
}

/** Everything the staff page needs to offer a refund and the server needs to check one. */
export interface RefundPosition {
  kind: RefundKind | null;
  window: ReturnWindow | null;
  /** Whether the return window limits this order's refunds now (closed, and it applies). */
  pastWindow: boolean;
  /** Given back in refunds that succeeded. */
  refundedCents: number;
  /** Asked of the provider and not yet answered. */
  pendingCents: number;
  /** Given back or asked for by staff accounts (pending or succeeded): what their limit counts. */
  byStaffCents: number;
  leftCents: number;
  deliveryChargesCents: number;
  deliveryRefundable: boolean;
  /** Units of each line that may still come back. */
  returnable: Map<string, number>;
  /** Every refund, oldest first, failed ones too. */
  refunds: OrderRefund[];
}

/** Pending and succeeded refunds, as the amount rule counts them. */
function earlier(refunds: readonly OrderRefund[]): EarlierRefund[] {
  return refunds
    .filter((refund) => refund.state !== "failed")
    .map((refund) => ({
      amountCents: refund.amountCents,
      taxCents: refund.taxCents,
      deliveryCents: refund.deliveryCents,
      lines: refund.lines,
      pending: refund.state === "pending",
    }));
}

function refundable(order: Order): RefundableOrder {
  return {
    totalCents: order.totalCents,
    taxCents: order.taxCents,
    deliveryChargesCents: order.deliveryFeeCents + order.haulAwayCents + order.stairCarryCents,
  };
}

function refundableItems(items: readonly (typeof orderItems.$inferSelect)[]): RefundableItem[] {
  return items.map((item) => ({
    productId: item.productId,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    warrantyUnitCents: item.warrantyUnitCents,
    returnedQuantity: item.returnedQuantity,
  }));
}

interface OrderRecord {
  order: Order;
  items: (typeof orderItems.$inferSelect)[];
  events: { status: Order["status"]; previousStatus: Order["status"] | null; createdAt: Date }[];
  refunds: OrderRefund[];
}

async function readRecord(db: Db | Tx, order: Order): Promise<OrderRecord> {
  const [items, events, refunds] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)),
    db
      .select({
        status: orderEvents.status,
        previousStatus: orderEvents.previousStatus,
        createdAt: orderEvents.createdAt,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.id)),
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)).orderBy(asc(orderRefunds.id)),
  ]);
  return { order, items, events, refunds };
}

function position({ order, items, events, refunds }: OrderRecord, now: Date): RefundPosition {
  const counted = earlier(refunds);
  const window = returnWindow(events, now);
  const kind = refundKind(order);
  return {
    kind,
    window,
    pastWindow: kind !== null && windowApplies(order.status) && window !== null && !window.open,
    refundedCents: order.refundedCents ?? 0,
    pendingCents: refunds.filter((refund) => refund.state === "pending").reduce((sum, r) => sum + r.amountCents, 0),
    byStaffCents: refunds
      .filter((refund) => refund.state !== "failed" && refund.actorRole === "staff")
      .reduce((sum, refund) => sum + refund.amountCents, 0),
    leftCents: leftToRefund(refundable(order), counted),
    deliveryChargesCents: refundable(order).deliveryChargesCents,
    deliveryRefundable: kind === "return" && deliveryRefundable(refundable(order), counted),
    returnable: returnableUnits(refundableItems(items), counted),
    refunds,
  };
}

/** Where the order's refunds stand now, for the staff page. */
export async function refundPosition(db: Db, order: Order, now: Date = new Date()): Promise<RefundPosition> {
  return position(await readRecord(db, order), now);
}

/** What a refund would give back now, or why not (the staff page's review before confirming). */
export async function previewRefund(
  db: Db,
  order: Order,
  request: RefundRequest,
  rules: RefundRules,
): Promise<RefundAmount> {
  return checkRefund(await readRecord(db, order), request, { ...rules, expectedCents: null });
}

const REFUSALS: Record<RefundProblem, string> = {
  nothing_chosen: "Choose the units coming back, the delivery charges or an amount",
  too_many_units: "More units than are left to return on that line",
  delivery_refunded: "The delivery charges were refunded already",
  amount_invalid: "The amount must be above $0.00",
  over_left: "More than is left to refund on this order",
  nothing_left: "Everything paid for this order was refunded already",
  not_found: "Order not found",
  not_refundable: "This order takes no refund now",
  money_only: "This order takes refunds of money only: no units are left on it to return",
  window_closed: "The return window has closed: only the owner can refund this order now",
  over_limit: "That is more than a staff account may refund on one order: ask the owner",
  amount_changed: "The amount left to refund changed meanwhile: review the refund again",
};

const refused = (reason: RefundProblem) => new RefundError(REFUSALS[reason], reason);

export interface RefundRules {
  /** Whether the account may refund after the return window closed (the owner). */
  afterWindow: boolean;
  /**
   * For a staff account, the most staff accounts may give back on one order together: their
   * refunds on it, pending or made, and this one. Null for the owner, who has no limit.
   */
  staffLimitCents: number | null;
  now?: Date;
}

function checkRefund(
  record: OrderRecord,
  request: RefundRequest,
  { afterWindow, staffLimitCents, expectedCents, now = new Date() }: RefundRules & { expectedCents: number | null },
): RefundAmount {
  const at = position(record, now);
  if (at.kind === null) throw refused("not_refundable");
  if (at.kind === "money" && (request.delivery || request.lines.some((line) => line.quantity > 0)))
    throw refused("money_only");
  if (at.pastWindow && !afterWindow) throw refused("window_closed");
  const answer = refundAmount(
    refundable(record.order),
    refundableItems(record.items),
    earlier(record.refunds),
    request,
  );
  if (!answer.ok) throw refused(answer.refusal);
  if (staffLimitCents !== null && at.byStaffCents + answer.refund.amountCents > staffLimitCents) {
    throw refused("over_limit");
  }
  if (expectedCents !== null && answer.refund.amountCents !== expectedCents) throw refused("amount_changed");
  return answer.refund;
}

async function lockOrder(tx: Tx, orderId: string): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
  if (!order) throw refused("not_found");
  return order;
}

/** The account making a refund, as its refund records it. */
export interface RefundActor {
  actorName: string;
  actorRole: StaffRole;
}

/**
 * Step one: checks the refund under the order's lock and writes it pending. `expectedCents` is the
 * amount staff confirmed; the refund is made for exactly that or not at all.
 */
export async function reserveRefund(
  db: Db,
  orderId: string,
  request: RefundRequest & { reason: string | null },
  { actorName, actorRole, expectedCents, ...rules }: RefundRules & RefundActor & { expectedCents: number },
): Promise<{ order: Order; refund: OrderRefund }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const amount = checkRefund(await readRecord(tx, order), request, { ...rules, expectedCents });
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId,
        state: "pending",
        amountCents: amount.amountCents,
        lines: amount.lines,
        deliveryCents: amount.deliveryCents,
        taxCents: amount.taxCents,
        reason: request.reason,
        actorName,
        actorRole,
      })
      .returning();
    return { order, refund: refund! };
  });
}

/**
 * A cancellation's refund of everything left, written pending under the order's lock; null when
 * nothing is left to give back. While a refund of the order still waits for the provider's answer
 * (this cancellation's, asked again, or another), RefundPending: it may yet fail, and a
 * cancellation promises the money back, so the order is cancelled only once it is settled.
 */
export async function reserveCancellationRefund(
  db: Db,
  orderId: string,
  { actorName, actorRole }: { actorName: string; actorRole: StaffRole | null },
): Promise<{ order: Order; refund: OrderRefund } | null> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const record = await readRecord(tx, order);
    if (record.refunds.some((refund) => refund.state === "pending")) throw new RefundPending();
    const left = leftToRefund(refundable(order), earlier(record.refunds));
    if (left === 0) return null;
    const taxLeft = order.taxCents - earlier(record.refunds).reduce((sum, refund) => sum + refund.taxCents, 0);
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId,
        state: "pending",
        amountCents: left,
        taxCents: Math.max(0, Math.min(taxLeft, left)),
        reason: "Order cancelled",
        actorName,
        actorRole,
      })
      .returning();
    return { order, refund: refund! };
  });
}

/** Marks a refund failed (its money and units are free again) with the provider's answer. */
export async function failRefund(db: Db, refundId: number, detail: string): Promise<void> {
  await db
    .update(orderRefunds)
    .set({ state: "failed", lastError: detail.slice(0, 500), completedAt: sql`now()` })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, "pending")));
}

/** Notes on a pending refund the provider's refund id, as soon as the provider answered with it. */
export async function noteProviderRefund(db: Db, refundId: number, providerRefundId: string): Promise<void> {
  await db
    .update(orderRefunds)
    .set({ providerRefundId })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, "pending")));
}

/** Notes on a pending refund why its outcome is not known yet (the provider's last answer). */
export async function noteRefundTrouble(db: Db, refundId: number, detail: string): Promise<void> {
  await db
    .update(orderRefunds)
    .set({ lastError: detail.slice(0, 500) })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, "pending")));
}

/** A pending refund is asked of its provider again once this long has passed since it was made. */
const ASK_AGAIN_AFTER_MS = 2 * 60 * 1000;
/** Providers remember a refund's key for a day (Stripe: 24 hours); past this, it is not asked again. */
const KEY_REMEMBERED_MS = 23 * 60 * 60 * 1000;

/**
 * Where a pending refund stands: "retrying" while the sweep still finishes it (it asks the
 * provider again under the same key, or records the refund the provider answered);
 * "needs_check" once the provider may have forgotten its key with no answer recorded, so only a
 * look in the provider's dashboard can tell whether the money went back.
 */
export function pendingRefundStanding(
  refund: Pick<OrderRefund, "createdAt" | "providerRefundId">,
  now: Date = new Date(),
): "retrying" | "needs_check" {
  const age = now.getTime() - refund.createdAt.getTime();
  return refund.providerRefundId === null && age >= KEY_REMEMBERED_MS ? "needs_check" : "retrying";
}

/**
 * The pending refunds the sweep finishes now, oldest first: made over two minutes ago (their first
 * ask is over) and still "retrying". At most `limit`, so a round stays short.
 */
export async function refundsToFinish(
  db: Db,
  { now = new Date(), limit = 10 }: { now?: Date; limit?: number } = {},
): Promise<{ order: Order; refund: OrderRefund }[]> {
  return db
    .select({ order: orders, refund: orderRefunds })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(
      and(
        eq(orderRefunds.state, "pending"),
        lte(orderRefunds.createdAt, new Date(now.getTime() - ASK_AGAIN_AFTER_MS)),
        or(
          isNotNull(orderRefunds.providerRefundId),
          gt(orderRefunds.createdAt, new Date(now.getTime() - KEY_REMEMBERED_MS)),
        ),
      ),
    )
    .orderBy(asc(orderRefunds.id))
    .limit(limit);
}

/**
 * Marks a pending refund succeeded inside the caller's transaction on the locked order: answers
 * it, with the order's refunded total and when, for the caller to write with its status change;
 * null when it was settled already.
 */
export async function markRefundSucceeded(
  tx: Tx,
  order: Order,
  refundId: number,
  providerRefundId: string,
): Promise<{ refund: OrderRefund; changes: Pick<Order, "refundedCents" | "refundedAt"> } | null> {
  const [refund] = await tx
    .update(orderRefunds)
    .set({ state: "succeeded", providerRefundId, completedAt: sql`now()` })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.orderId, order.id), eq(orderRefunds.state, "pending")))
    .returning();
  if (!refund) return null;
  return {
    refund,
    changes: { refundedCents: (order.refundedCents ?? 0) + refund.amountCents, refundedAt: new Date() },
  };
}

/** "1 × Washer back in stock, 1 × Dryer kept out (damaged), delivery charges". */
function whatCameBack(refund: OrderRefund, names: Map<string, string>): string {
  const parts = refund.lines.map(
    (line) =>
      `${line.quantity} × ${names.get(line.productId) ?? line.productId} ${line.restocked ? "back in stock" : "kept out of stock (damaged)"}`,
  );
  if (refund.deliveryCents > 0) parts.push(`delivery charges ${formatCents(refund.deliveryCents)}`);
  return parts.join(", ");
}

/** Puts restocked units back on the shelf and logs each move; answers the products touched. */
async function restock(tx: Tx, order: Order, refund: OrderRefund, actorName: string | null): Promise<string[]> {
  const moves: ProductChangeEntry[] = [];
  for (const line of refund.lines.filter((entry) => entry.restocked && entry.quantity > 0)) {
    const [row] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, line.productId))
      .returning({ stock: products.stockQuantity });
    if (row) moves.push(stockChange(line.productId, row.stock - line.quantity, row.stock));
  }
  await recordProductChanges(tx, moves, { source: "return", sourceDetail: order.orderNumber, actorName });
  return moves.map((move) => move.productId);
}

export interface SettledRefund {
  order: Order;
  refund: OrderRefund;
  /** The shopper's e-mail about it: sent, or stored in the Outbox. */
  email: EmailOutcome;
}

/** The account that confirmed by hand, after a check in the Stripe dashboard, a refund the shop stopped asking about. */
export interface ConfirmedByHand {
  actorName: string;
}

/**
 * Step two: the provider gave the money back. Records the return and the refund in one
 * transaction and sends the shopper's e-mail once it commits. `byHand`: the owner found the
 * refund in the Stripe dashboard; the history names that account and says it was confirmed by hand.
 */
export async function settleRefund(
  db: Db,
  refundId: number,
  providerRefundId: string,
  byHand?: ConfirmedByHand,
): Promise<SettledRefund> {
  const settled = await db.transaction(async (tx) => {
    const [pending] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).limit(1);
    if (!pending) throw refused("not_found");
    const order = await lockOrder(tx, pending.orderId);
    const marked = await markRefundSucceeded(tx, order, refundId, providerRefundId);
    if (!marked) throw new RefundError("This refund was settled already", "not_refundable");
    const { refund, changes } = marked;
    for (const line of refund.lines) {
      await tx
        .update(orderItems)
        .set({ returnedQuantity: sql`${orderItems.returnedQuantity} + ${line.quantity}` })
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, line.productId)));
    }
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const actorName = byHand?.actorName ?? refund.actorName;
    const restocked = await restock(tx, order, refund, actorName);
    const everyUnitBack = items.every((item) => item.returnedQuantity >= item.quantity);
    const names = new Map(items.map((item) => [item.productId, item.productName]));
    const cameBack = whatCameBack(refund, names);
    const recorded = await recordStatus(tx, order, {
      status: everyUnitBack && refundKind(order) === "return" ? "returned" : order.status,
      actor: "staff",
      actorName,
      note: [
        `Refunded ${formatCents(refund.amountCents)}${cameBack ? `: ${cameBack}` : " (money only)"}`,
        refund.reason ? `Reason: ${refund.reason}` : "",
        `Provider refund ${providerRefundId}`,
        byHand ? confirmedByHandNote(byHand, refund) : "",
      ]
        .filter(Boolean)
        .join(". "),
      changes,
    });
    const emailKey = await queueRefundEmail(tx, recorded.order, refund);
    return { order: recorded.order, refund, restocked, emailKey };
  });
  refreshProductCaches(settled.restocked);
  return { order: settled.order, refund: settled.refund, email: await sendNow(db, settled.emailKey) };
}

function confirmedByHandNote(byHand: ConfirmedByHand, refund: OrderRefund): string {
  const askedBy = refund.actorName ? `, asked for by ${refund.actorName}` : "";
  return `Confirmed by hand by ${byHand.actorName} after a check in the Stripe dashboard (no answer had come${askedBy})`;
}

/**
 * A pending refund the owner found was never made (no such refund in the Stripe dashboard): fails
 * it under the order's lock, so its money and units are free again, and says so in the order's
 * history under that account's name. RefundError when it is pending no more (settled or failed
 * meanwhile).
 */
export async function failRefundByHand(db: Db, refundId: number, byHand: ConfirmedByHand): Promise<OrderRefund> {
  return db.transaction(async (tx) => {
    const [pending] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).limit(1);
    if (!pending) throw refused("not_found");
    const order = await lockOrder(tx, pending.orderId);
    const [failed] = await tx
      .update(orderRefunds)
      .set({ state: "failed", completedAt: sql`now()` })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, "pending")))
      .returning();
    if (!failed) throw new RefundError("This refund was settled already", "not_refundable");
    await recordStatus(tx, order, {
      status: order.status,
      actor: "staff",
      actorName: byHand.actorName,
      note: `Refund of ${formatCents(failed.amountCents)} not made: no money moved, as ${byHand.actorName} found by hand in the Stripe dashboard. Its money${failed.lines.length > 0 ? " and units" : ""} may be refunded again`,
    });
    return failed;
  });
}
