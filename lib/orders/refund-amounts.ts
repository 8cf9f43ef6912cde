// What a refund after the sale gives back, in cents: the returned units' price and warranty, the
// delivery charges when the shop chooses, and the tax on those; or an amount of money only (a
// goodwill refund). Tax is shared out by running totals: after each refund the tax given back is
// the order's tax times the share of its taxable amount given back so far, rounded once, so
// refunds of everything add up to exactly the total paid and never more. Pure: the staff page
// shows these numbers before confirming and the server recomputes them under the order's lock.
import type { RefundLine } from "@/db/schema";

/** The order's stored totals a refund is measured against. */
export interface RefundableOrder {
  totalCents: number;
  taxCents: number;
  /** Delivery fee + haul-away + stair carry: refunded together, once, when the shop chooses. */
  deliveryChargesCents: number;
}

export interface RefundableItem {
  productId: string;
  quantity: number;
  unitPriceCents: number;
  warrantyUnitCents: number;
  /** Units already returned in refunds that succeeded. */
  returnedQuantity: number;
}

/** A refund already made or under way (pending and succeeded ones count; failed ones do not). */
export interface EarlierRefund {
  amountCents: number;
  taxCents: number;
  deliveryCents: number;
  lines: readonly Pick<RefundLine, "productId" | "quantity">[];
  /** Pending units are not yet in returnedQuantity but are spoken for. */
  pending: boolean;
}

export interface RefundRequest {
  /** Units coming back, per line; whether each line's units go back on sale. */
  lines: readonly { productId: string; quantity: number; restock: boolean }[];
  /** Give back the delivery charges too. */
  delivery: boolean;
  /** Money only (no units): the amount in cents, tax included. */
  moneyCents?: number;
}

export type RefundRefusal =
  /** Nothing chosen: no units, no delivery charges, no amount. */
  | "nothing_chosen"
  /** More units of a line than are left to return, or a product not on the order. */
  | "too_many_units"
  /** The delivery charges were refunded already, or the order had none. */
  | "delivery_refunded"
  /** An amount that is not a whole number of cents above 0. */
  | "amount_invalid"
  /** An amount above what is left to refund. */
  | "over_left"
  /** Everything paid was given back already. */
  | "nothing_left";

export interface RefundAmount {
  amountCents: number;
  taxCents: number;
  deliveryCents: number;
  lines: RefundLine[];
  /** The units, warranty and charges came to more than is left to refund: the refund is what is left. */
  capped: boolean;
}

type RefundAnswer = { ok: true; refund: RefundAmount } | { ok: false; refusal: RefundRefusal };

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** `numerator / denominator` of `cents`, rounded half up, in integers. */
function share(cents: number, numerator: number, denominator: number): number {
  if (denominator <= 0) return 0;
  return Math.floor((2 * cents * numerator + denominator) / (2 * denominator));
}

/** What is left to refund: the total paid less every refund made or under way. */
export function leftToRefund(order: RefundableOrder, refunds: readonly EarlierRefund[]): number {
  return Math.max(0, order.totalCents - sum(refunds.map((refund) => refund.amountCents)));
}

/** Units of each line that may still come back: bought, less returned, less those in pending refunds. */
export function returnableUnits(
  items: readonly RefundableItem[],
  refunds: readonly EarlierRefund[],
): Map<string, number> {
  const pending = new Map<string, number>();
  for (const refund of refunds.filter((entry) => entry.pending)) {
    for (const line of refund.lines) pending.set(line.productId, (pending.get(line.productId) ?? 0) + line.quantity);
  }
  return new Map(
    items.map((item) => [
      item.productId,
      Math.max(0, item.quantity - item.returnedQuantity - (pending.get(item.productId) ?? 0)),
    ]),
  );
}

/** Whether the delivery charges can still be refunded (the order had some, none given back yet). */
export function deliveryRefundable(order: RefundableOrder, refunds: readonly EarlierRefund[]): boolean {
  return order.deliveryChargesCents > 0 && refunds.every((refund) => refund.deliveryCents === 0);
}

/** Computes a refund on `order`, or why it cannot be made. */
export function refundAmount(
  order: RefundableOrder,
  items: readonly RefundableItem[],
  refunds: readonly EarlierRefund[],
  request: RefundRequest,
): RefundAnswer {
  const left = leftToRefund(order, refunds);
  const taxable = order.totalCents - order.taxCents;
  const taxSoFar = sum(refunds.map((refund) => refund.taxCents));
  const taxableSoFar = sum(refunds.map((refund) => refund.amountCents - refund.taxCents));
  const lines = request.lines.filter((line) => line.quantity !== 0);

  if (request.moneyCents !== undefined && lines.length === 0 && !request.delivery) {
    const amountCents = request.moneyCents;
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return { ok: false, refusal: "amount_invalid" };
    if (left === 0) return { ok: false, refusal: "nothing_left" };
    if (amountCents > left) return { ok: false, refusal: "over_left" };
    // Money only is taken to include tax at the order's own share of tax in its total.
    const taxCents = Math.min(share(order.taxCents, amountCents, order.totalCents), order.taxCents - taxSoFar);
    return {
      ok: true,
      refund: { amountCents, taxCents: Math.max(0, taxCents), deliveryCents: 0, lines: [], capped: false },
    };
  }

  if (lines.length === 0 && !request.delivery) return { ok: false, refusal: "nothing_chosen" };
  const available = returnableUnits(items, refunds);
  const refundLines: RefundLine[] = [];
  for (const line of lines) {
    const item = items.find((entry) => entry.productId === line.productId);
    const units = available.get(line.productId) ?? 0;
    if (!item || !Number.isSafeInteger(line.quantity) || line.quantity < 0 || line.quantity > units)
      return { ok: false, refusal: "too_many_units" };
    if (refundLines.some((entry) => entry.productId === line.productId))
      return { ok: false, refusal: "too_many_units" };
    refundLines.push({
      productId: line.productId,
      quantity: line.quantity,
      restocked: line.restock,
      merchandiseCents: item.unitPriceCents * line.quantity,
      warrantyCents: item.warrantyUnitCents * line.quantity,
    });
  }
  if (request.delivery && !deliveryRefundable(order, refunds)) return { ok: false, refusal: "delivery_refunded" };
  if (left === 0) return { ok: false, refusal: "nothing_left" };

  const deliveryCents = request.delivery ? order.deliveryChargesCents : 0;
  const base = sum(refundLines.map((line) => line.merchandiseCents + line.warrantyCents)) + deliveryCents;
  const taxableAfter = Math.min(taxable, taxableSoFar + base);
  const tax = Math.max(0, share(order.taxCents, taxableAfter, taxable) - taxSoFar);
  const wanted = base + tax;
  const capped = wanted > left;
  const amountCents = capped ? left : wanted;
  return {
    ok: true,
    refund: { amountCents, taxCents: Math.min(tax, amountCents), deliveryCents, lines: refundLines, capped },
  };
}
