// Staff returns and refunds after the sale: the return form's fields (read from the page's address
// when staff review it, and from the confirm step's form), the review that shows the amount before
// anything happens, and the refund itself: written pending under the order's lock, asked of the
// provider the order was paid with, then settled (or failed, freeing the money again; or left
// pending, without a clear answer, for the order sweep to finish: pending-refunds.ts). Staff
// accounts refund within the return window and up to the owner's limit on what staff accounts give
// back on one order together; the owner also after the window and above the limit. Answers the
// order page's notice codes.
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderItems, orders, type Order, type OrderItem, type OrderRefund } from "@/db/schema";
import type { RefundAmount, RefundRequest } from "@/lib/orders/refund-amounts";
import { describeError, logError } from "@/lib/log";
import {
  failRefund,
  noteProviderRefund,
  noteRefundTrouble,
  pendingRefundStanding,
  previewRefund,
  RefundError,
  RefundPending,
  refundPosition,
  reserveRefund,
  settleRefund,
  type RefundPosition,
  type RefundProblem,
  type RefundRules,
  type SettledRefund,
} from "@/lib/orders/refunds";
import { paymentProviderFor } from "@/lib/payments/providers";
import { PaymentProviderError, type PaymentProvider } from "@/lib/payments/provider";
import type { NoticeCode } from "./notices";
import type { Staff } from "./session";
import { mayDo, orderRefundLimitCents, staffRefundLimitCents } from "./staff-roles";

export type Fields = Record<string, string | string[] | undefined> | FormData;

/** What staff typed into the return form, kept as typed so a refused form shows it again. */
export interface RefundForm {
  /** "return": units (and delivery charges); "money": an amount only. */
  mode: "return" | "money";
  /** Units coming back per product id, as typed. */
  units: Record<string, string>;
  /** Product ids whose units are damaged and stay out of stock. */
  damaged: string[];
  delivery: boolean;
  /** The amount of a refund of money only, in dollars as typed. */
  amount: string;
  reason: string;
}

export const EMPTY_REFUND_FORM: RefundForm = {
  mode: "return",
  units: {},
  damaged: [],
  delivery: false,
  amount: "",
  reason: "",
};

/** One field of a form or of the page's address, trimmed ("" when absent), and the names given. */
export function reader(fields: Fields) {
  if (fields instanceof FormData) {
    return { one: (name: string) => String(fields.get(name) ?? "").trim(), names: () => [...fields.keys()] };
  }
  return {
    one: (name: string) => {
      const value = fields[name];
      return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
    },
    names: () => Object.keys(fields),
  };
}

/** Reads the return form's fields: `units.<product id>`, `stock.<product id>` (back/damaged), `delivery`, `amount`, `reason`. */
export function readRefundForm(fields: Fields, items: readonly Pick<OrderItem, "productId">[]): RefundForm {
  const { one } = reader(fields);
  const units: Record<string, string> = {};
  const damaged: string[] = [];
  for (const item of items) {
    const typed = one(`units.${item.productId}`);
    if (typed) units[item.productId] = typed.slice(0, 6);
    if (one(`stock.${item.productId}`) === "damaged") damaged.push(item.productId);
  }
  return {
    mode: one("mode") === "money" ? "money" : "return",
    units,
    damaged,
    delivery: one("delivery") === "yes",
    amount: one("amount").slice(0, 20),
    reason: one("reason").slice(0, 300),
  };
}

/** The address of the form's fields (the review's Back link and the confirm step carry them). */
export function refundFormQuery(form: RefundForm): URLSearchParams {
  const query = new URLSearchParams({ mode: form.mode });
  for (const [productId, typed] of Object.entries(form.units)) query.set(`units.${productId}`, typed);
  for (const productId of form.damaged) query.set(`stock.${productId}`, "damaged");
  if (form.delivery) query.set("delivery", "yes");
  if (form.amount) query.set("amount", form.amount);
  if (form.reason) query.set("reason", form.reason);
  return query;
}

/** Dollars as staff type them ("54", "$1,054.20") to cents; null for anything else. */
function typedCents(text: string): number | null {
  const dollars = text.replace(/[$,\s]/g, "");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(dollars)) return null;
  return Math.round(Number(dollars) * 100);
}

type Refusal = RefundProblem | "units_invalid";

/** The form as the amount rule reads it, or why it cannot be read. */
function toRequest(form: RefundForm): { ok: true; request: RefundRequest } | { ok: false; refusal: Refusal } {
  if (form.mode === "money") {
    const cents = typedCents(form.amount);
    if (cents === null || cents === 0) return { ok: false, refusal: "amount_invalid" };
    return { ok: true, request: { lines: [], delivery: false, moneyCents: cents } };
  }
  const lines: RefundRequest["lines"][number][] = [];
  for (const [productId, typed] of Object.entries(form.units)) {
    if (!/^\d{1,4}$/.test(typed)) return { ok: false, refusal: "units_invalid" };
    const quantity = Number(typed);
    if (quantity > 0) lines.push({ productId, quantity, restock: !form.damaged.includes(productId) });
  }
  return { ok: true, request: { lines, delivery: form.delivery } };
}

/** What the account may do with refunds: the window and the limit bind staff, not the owner. */
async function rulesFor(db: Db, staff: Pick<Staff, "role">): Promise<RefundRules> {
  const limit = await staffRefundLimitCents(db);
  return {
    afterWindow: mayDo(staff.role, "refund-after-window"),
    staffLimitCents: orderRefundLimitCents(staff.role, limit),
  };
}

/** Why a refund was refused, in the words the form shows beside it. */
const REFUSAL_TEXT: Record<Refusal, string> = {
  units_invalid: "Units must be whole numbers",
  nothing_chosen: "Choose the units coming back, or the delivery charges",
  too_many_units: "More units than are left to return on a line",
  delivery_refunded: "The delivery charges were refunded already",
  amount_invalid: "Type the amount to refund in dollars, like 25.00",
  over_left: "That is more than is left to refund on this order",
  nothing_left: "Everything paid for this order was refunded already",
  not_found: "Order not found",
  not_refundable: "This order takes no refund now",
  money_only: "Every unit came back already: only money can be refunded now",
  window_closed: "The return window has closed: only the owner can refund this order now",
  over_limit: "That is more than a staff account may refund on one order: ask the owner",
  amount_changed: "Someone refunded this order meanwhile: the amount changed. Review it again",
};

export type RefundReview =
  { ok: true; form: RefundForm; amount: RefundAmount } | { ok: false; form: RefundForm; message: string };

/** The review before confirming: the amount the form's choices give back now, or why none. */
export async function reviewRefund(
  db: Db,
  order: Order,
  form: RefundForm,
  staff: Pick<Staff, "role">,
): Promise<RefundReview> {
  const read = toRequest(form);
  if (!read.ok) return { ok: false, form, message: REFUSAL_TEXT[read.refusal] };
  try {
    const amount = await previewRefund(db, order, read.request, await rulesFor(db, staff));
    return { ok: true, form, amount };
  } catch (error) {
    if (error instanceof RefundError) return { ok: false, form, message: REFUSAL_TEXT[error.reason] };
    throw error;
  }
}

/**
 * Asks the provider for the pending refund's money, always under the refund's own key, so asking
 * again never refunds twice, and notes the provider's refund id at once. A definite refusal fails
 * the refund (its money and units are free again) and is thrown on. Without a clear answer the
 * money may have moved: the refund stays pending, noting why, for the order sweep to finish, and
 * RefundPending is thrown.
 */
export async function giveBack(db: Db, provider: PaymentProvider, order: Order, refund: OrderRefund): Promise<string> {
  let providerRefundId: string;
  try {
    providerRefundId = await provider.refund({
      orderId: order.id,
      sessionId: order.paymentSessionId,
      reference: order.paymentReference,
      amountCents: refund.amountCents,
      // The refund's own id, with its order's (ids restart in another database on the same account).
      key: `refund-${order.id}-${refund.id}`,
    });
  } catch (error) {
    const detail = error instanceof PaymentProviderError ? error.detail : describeError(error);
    if (error instanceof PaymentProviderError && error.outcome === "refused") {
      await failRefund(db, refund.id, detail);
      throw error;
    }
    await noteRefundTrouble(db, refund.id, detail).catch((noteError: unknown) =>
      logError("A pending refund's trouble could not be noted", noteError),
    );
    throw new RefundPending({ cause: error });
  }
  await noteProviderRefund(db, refund.id, providerRefundId).catch((noteError: unknown) =>
    logError("A refund's provider id could not be noted", noteError),
  );
  return providerRefundId;
}

/** Records a refund the provider made; if that fails, it stays pending and the sweep records it. */
async function settleGivenBack(db: Db, refundId: number, providerRefundId: string): Promise<SettledRefund> {
  try {
    return await settleRefund(db, refundId, providerRefundId);
  } catch (error) {
    logError(`Refund ${refundId} was made (${providerRefundId}) but not recorded`, error);
    throw new RefundPending({ cause: error });
  }
}

/**
 * Makes a refund as `staff`: exactly `expectedCents` (the amount they confirmed) or nothing.
 * `provider` is the order's own unless a test passes another.
 */
export async function refundOrder(
  db: Db,
  orderId: string,
  { form, expectedCents }: { form: RefundForm; expectedCents: number },
  { staff, provider }: { staff: Pick<Staff, "role" | "displayName">; provider?: PaymentProvider | null },
): Promise<SettledRefund> {
  const read = toRequest(form);
  if (!read.ok) {
    throw new RefundError(
      REFUSAL_TEXT[read.refusal],
      read.refusal === "units_invalid" ? "nothing_chosen" : read.refusal,
    );
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new RefundError("Order not found", "not_found");
  const payments = provider === undefined ? paymentProviderFor(order.paymentProvider, db) : provider;
  if (!payments) throw new PaymentProviderError("The payment provider of this order is not configured", "refused");
  const { order: locked, refund } = await reserveRefund(
    db,
    orderId,
    { ...read.request, reason: form.reason || null },
    { ...(await rulesFor(db, staff)), actorName: staff.displayName, actorRole: staff.role, expectedCents },
  );
  const providerRefundId = await giveBack(db, payments, locked, refund);
  return settleGivenBack(db, refund.id, providerRefundId);
}

const REFUSAL_NOTICES: Record<RefundProblem, NoticeCode> = {
  nothing_chosen: "refund-refused",
  too_many_units: "refund-units-gone",
  delivery_refunded: "refund-units-gone",
  amount_invalid: "refund-refused",
  over_left: "refund-over-left",
  nothing_left: "refund-over-left",
  not_found: "order-not-found",
  not_refundable: "refund-not-allowed",
  money_only: "refund-units-gone",
  window_closed: "refund-window-closed",
  over_limit: "refund-over-limit",
  amount_changed: "refund-amount-changed",
};

/** The confirm step's button: makes the refund and answers what the order page says. */
export async function refundOrderStep(
  db: Db,
  orderId: string,
  fields: FormData,
  staff: Pick<Staff, "role" | "displayName">,
): Promise<NoticeCode> {
  const items = await db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  if (items.length === 0) return "order-not-found";
  const form = readRefundForm(fields, items);
  const expectedCents = Number(fields.get("expected_cents"));
  if (!Number.isSafeInteger(expectedCents) || expectedCents <= 0) return "refund-refused";
  try {
    const { email } = await refundOrder(db, orderId, { form, expectedCents }, { staff });
    return email === "sent" ? "refund-made" : "refund-made-email-stored";
  } catch (error) {
    if (error instanceof RefundError) return REFUSAL_NOTICES[error.reason];
    if (error instanceof RefundPending) return "refund-pending";
    if (error instanceof PaymentProviderError) return "refund-provider-failed";
    throw error;
  }
}

/** One line of the return form: what was bought, what came back, what may still come back. */
interface ReturnableLine {
  productId: string;
  name: string;
  bought: number;
  returned: number;
  returnable: number;
  unitPriceCents: number;
  warrantyUnitCents: number;
}

/** The order page's refunds section: where the money stands and what the form may offer. */
export interface RefundPanel {
  position: RefundPosition;
  lines: ReturnableLine[];
  /** Whether this account may make a refund on the order now (the window binds staff only). */
  mayRefundNow: boolean;
  /**
   * The most staff accounts may refund on this order together (position.byStaffCents says how
   * much they did), or null for no limit (the owner).
   */
  limitCents: number | null;
  /** What the page shows of each line by id, for the refunds list. */
  names: Record<string, string>;
  /** The refunds not confirmed yet, oldest first, and whether the sweep still finishes each. */
  pending: { refund: OrderRefund; standing: "retrying" | "needs_check" }[];
  /** The payment to look for in the provider's dashboard. */
  paymentReference: string | null;
  /** Whether this account may record by hand how a refund needing a check in Stripe ended (the owner). */
  mayResolve: boolean;
}

export async function refundPanel(
  db: Db,
  { order, items }: { order: Order; items: readonly OrderItem[] },
  staff: Pick<Staff, "role">,
): Promise<RefundPanel> {
  const position = await refundPosition(db, order);
  const owner = mayDo(staff.role, "refund-after-window");
  const lines = [...items]
    .sort((a, b) => a.position - b.position)
    .map((item) => ({
      productId: item.productId,
      name: item.productName,
      bought: item.quantity,
      returned: item.returnedQuantity,
      returnable: position.returnable.get(item.productId) ?? 0,
      unitPriceCents: item.unitPriceCents,
      warrantyUnitCents: item.warrantyUnitCents,
    }));
  return {
    position,
    lines,
    mayRefundNow: position.kind !== null && position.leftCents > 0 && (!position.pastWindow || owner),
    limitCents: owner ? null : await staffRefundLimitCents(db),
    names: Object.fromEntries(items.map((item) => [item.productId, item.productName])),
    pending: position.refunds
      .filter((refund) => refund.state === "pending")
      .map((refund) => ({ refund, standing: pendingRefundStanding(refund) })),
    paymentReference: order.paymentReference,
    mayResolve: mayDo(staff.role, "resolve-refund"),
  };
}
