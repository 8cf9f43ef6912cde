// The one pricing function: items, warranty choices, pickup or delivery and its add-ons in,
// every line and total out, in integer cents. The cart, dialogs, checkout form, payment line
// items, order row, e-mails and tracking all show its numbers; the server runs it on products it
// re-read itself.
import { ShopError } from "@/lib/errors";
import { DELIVERY, SALES_TAX_BPS, salesTaxLabel, warrantyPlan, warrantyPriceCents, type WarrantyId } from "@/lib/store";

export interface PricingItem {
  productId: string;
  name: string;
  /** What one unit costs (the sale price when it counts), in cents; above 0. */
  unitPriceCents: number;
  quantity: number;
  warrantyId: WarrantyId;
}

export type PricingFulfillment =
  | { type: "pickup" }
  | {
      type: "delivery";
      /** The delivery fee from the fee rule (lib/delivery/fee.ts). */
      feeCents: number;
      /** Old appliances hauled away: at most one per unit bought. */
      haulAwayUnits: number;
      /** Flights of stairs carried up or down. */
      stairFlights: number;
    };

export interface PricedLine {
  productId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  /** unitPriceCents x quantity */
  merchandiseCents: number;
  warrantyId: WarrantyId;
  /** The plan's price for one unit at this unit price (0 for none). */
  warrantyUnitCents: number;
  /** warrantyUnitCents x quantity */
  warrantyCents: number;
  /** merchandiseCents + warrantyCents */
  lineTotalCents: number;
}

export interface PriceBreakdown {
  lines: PricedLine[];
  unitCount: number;
  merchandiseCents: number;
  warrantyCents: number;
  fulfillment: PricingFulfillment["type"];
  deliveryFeeCents: number;
  haulAwayUnits: number;
  haulAwayCents: number;
  stairFlights: number;
  stairCarryCents: number;
  /** Merchandise + warranty + delivery + add-ons: everything is taxable in Ohio. */
  taxableCents: number;
  taxBps: number;
  taxCents: number;
  totalCents: number;
}

/** A request the pricing rules cannot price; callers validate first, so this is a bug or tampering. */
export class PricingError extends ShopError {
  override name = "PricingError";
  constructor(message: string) {
    super(message, 400, "invalid_order");
  }
}

function assertCents(value: number, what: string, { positive = false } = {}): void {
  if (!Number.isSafeInteger(value) || value < 0 || (positive && value === 0)) {
    throw new PricingError(`${what} must be a whole number of cents${positive ? " above 0" : ""}, got ${value}`);
  }
}

function assertCount(value: number, what: string, min: number, max: number): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new PricingError(`${what} must be a whole number from ${min} to ${max}, got ${value}`);
  }
}

/** Tax in cents on an amount, rounded half up, with integer arithmetic only. */
export function taxOn(amountCents: number, taxBps: number = SALES_TAX_BPS): number {
  return Math.floor((amountCents * taxBps + 5000) / 10000);
}

export function priceLine(item: PricingItem): PricedLine {
  assertCents(item.unitPriceCents, `The price of ${item.name}`, { positive: true });
  assertCount(item.quantity, `The quantity of ${item.name}`, 1, 1000);
  warrantyPlan(item.warrantyId);
  const warrantyUnitCents = warrantyPriceCents(item.warrantyId, item.unitPriceCents);
  const merchandiseCents = item.unitPriceCents * item.quantity;
  const warrantyCents = warrantyUnitCents * item.quantity;
  return {
    productId: item.productId,
    name: item.name,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    merchandiseCents,
    warrantyId: item.warrantyId,
    warrantyUnitCents,
    warrantyCents,
    lineTotalCents: merchandiseCents + warrantyCents,
  };
}

export function priceOrder(
  items: readonly PricingItem[],
  fulfillment: PricingFulfillment,
  taxBps: number = SALES_TAX_BPS,
): PriceBreakdown {
  if (items.length === 0) throw new PricingError("An order needs at least one item");
  assertCount(taxBps, "The tax rate in basis points", 0, 10000);
  const ids = new Set(items.map((item) => item.productId));
  if (ids.size !== items.length) throw new PricingError("Each product may appear once");
  const lines = items.map(priceLine);
  const unitCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const merchandiseCents = lines.reduce((sum, line) => sum + line.merchandiseCents, 0);
  const warrantyCents = lines.reduce((sum, line) => sum + line.warrantyCents, 0);

  let deliveryFeeCents = 0;
  let haulAwayUnits = 0;
  let stairFlights = 0;
  if (fulfillment.type === "delivery") {
    assertCents(fulfillment.feeCents, "The delivery fee");
    assertCount(fulfillment.haulAwayUnits, "Haul-away units", 0, unitCount);
    assertCount(fulfillment.stairFlights, "Stair flights", 0, DELIVERY.maxStairFlights);
    deliveryFeeCents = fulfillment.feeCents;
    haulAwayUnits = fulfillment.haulAwayUnits;
    stairFlights = fulfillment.stairFlights;
  }
  const haulAwayCents = haulAwayUnits * DELIVERY.haulAwayCentsPerUnit;
  const stairCarryCents = stairFlights * DELIVERY.stairCarryCentsPerFlight;
  const taxableCents = merchandiseCents + warrantyCents + deliveryFeeCents + haulAwayCents + stairCarryCents;
  const taxCents = taxOn(taxableCents, taxBps);
  return {
    lines,
    unitCount,
    merchandiseCents,
    warrantyCents,
    fulfillment: fulfillment.type,
    deliveryFeeCents,
    haulAwayUnits,
    haulAwayCents,
    stairFlights,
    stairCarryCents,
    taxableCents,
    taxBps,
    taxCents,
    totalCents: taxableCents + taxCents,
  };
}

export type ChargeLineKind = "product" | "warranty" | "delivery" | "haul_away" | "stair_carry" | "tax";

/** One line on the payment page: unitAmountCents x quantity. */
export interface ChargeLine {
  kind: ChargeLineKind;
  name: string;
  description?: string;
  unitAmountCents: number;
  quantity: number;
}

/**
 * The payment page's line items: each product, each warranty, delivery, each add-on and the tax.
 * Their amounts add up to the breakdown's total exactly.
 */
export function chargeLines(breakdown: PriceBreakdown, deliveryDescription?: string): ChargeLine[] {
  const charges: ChargeLine[] = [];
  for (const line of breakdown.lines) {
    charges.push({ kind: "product", name: line.name, unitAmountCents: line.unitPriceCents, quantity: line.quantity });
    if (line.warrantyCents > 0) {
      const plan = warrantyPlan(line.warrantyId);
      charges.push({
        kind: "warranty",
        name: `${plan.label}: ${line.name}`,
        description: plan.description,
        unitAmountCents: line.warrantyUnitCents,
        quantity: line.quantity,
      });
    }
  }
  if (breakdown.fulfillment === "delivery" && breakdown.deliveryFeeCents > 0) {
    charges.push({
      kind: "delivery",
      name: "Delivery",
      description: deliveryDescription,
      unitAmountCents: breakdown.deliveryFeeCents,
      quantity: 1,
    });
  }
  if (breakdown.haulAwayUnits > 0) {
    charges.push({
      kind: "haul_away",
      name: "Old appliance haul-away",
      unitAmountCents: DELIVERY.haulAwayCentsPerUnit,
      quantity: breakdown.haulAwayUnits,
    });
  }
  if (breakdown.stairFlights > 0) {
    charges.push({
      kind: "stair_carry",
      name: "Stair carry (per flight)",
      unitAmountCents: DELIVERY.stairCarryCentsPerFlight,
      quantity: breakdown.stairFlights,
    });
  }
  if (breakdown.taxCents > 0) {
    charges.push({
      kind: "tax",
      name: salesTaxLabel(breakdown.taxBps),
      unitAmountCents: breakdown.taxCents,
      quantity: 1,
    });
  }
  return charges;
}

/** The totals without the lines: what an order row stores. */
export type PriceTotals = Omit<PriceBreakdown, "lines">;

export interface SummaryRow {
  id: "merchandise" | "warranty" | "pickup" | "delivery" | "haul_away" | "stair_carry" | "tax";
  label: string;
  cents: number;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/**
 * The order summary's rows above the total, in the words every screen and e-mail uses.
 * `deliveryNote` describes the distance, e.g. "12 miles".
 */
export function summaryRows(totals: PriceTotals, deliveryNote?: string): SummaryRow[] {
  const rows: SummaryRow[] = [
    { id: "merchandise", label: `Subtotal (${plural(totals.unitCount, "item")})`, cents: totals.merchandiseCents },
  ];
  if (totals.warrantyCents > 0) rows.push({ id: "warranty", label: "Extended warranty", cents: totals.warrantyCents });
  if (totals.fulfillment === "pickup") {
    rows.push({ id: "pickup", label: "Store pickup", cents: 0 });
  } else {
    rows.push({
      id: "delivery",
      label: deliveryNote ? `Delivery (${deliveryNote})` : "Delivery",
      cents: totals.deliveryFeeCents,
    });
  }
  if (totals.haulAwayUnits > 0) {
    rows.push({
      id: "haul_away",
      label: `Old appliance haul-away (${plural(totals.haulAwayUnits, "unit")})`,
      cents: totals.haulAwayCents,
    });
  }
  if (totals.stairFlights > 0) {
    rows.push({
      id: "stair_carry",
      label: `Stair carry (${plural(totals.stairFlights, "flight")})`,
      cents: totals.stairCarryCents,
    });
  }
  rows.push({ id: "tax", label: salesTaxLabel(totals.taxBps), cents: totals.taxCents });
  return rows;
}
