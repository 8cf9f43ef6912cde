// What a shopper pays for one unit and how much they save: price 0 is "Call for Price", a sale
// price counts only above 0 and below the price, savings against a competitor only when theirs is higher.
// A product's price is a new unit's list price from the manufacturer; the sale price is ours.

export interface Priced {
  priceCents: number;
  salePriceCents: number | null;
}

/**
 * What the price is when a sale price counts: a new unit's list price, which we never charged.
 * Pages name it so and state savings against it in these words, never as our regular price.
 */
export const LIST_PRICE = {
  label: "New, manufacturer's list price",
  reference: "the new, manufacturer's list price",
} as const;

/** Price 0 means "Call for Price": no purchase controls. */
export function isCallForPrice(product: Priced): boolean {
  return product.priceCents === 0;
}

/**
 * When a sale price counts: above 0 and below the price. Written once, as comparisons of the sale
 * price, so the same rule checks a product here and builds the database's unit price (unitPriceSql).
 */
const SALE_PRICE_COUNTS = [
  [">", 0],
  ["<", "price"],
] as const;

/** The sale price counts only when it is above 0 and below the price. */
export function hasSalePrice({ priceCents, salePriceCents }: Priced): boolean {
  if (salePriceCents === null) return false;
  return SALE_PRICE_COUNTS.every(([compare, bound]) => {
    const limit = bound === "price" ? priceCents : bound;
    return compare === ">" ? salePriceCents > limit : salePriceCents < limit;
  });
}

/** The unit price as SQL over two columns: the sale price when it counts (a null never does), else the price. */
export function unitPriceSql(saleColumn: string, priceColumn: string): string {
  const counts = SALE_PRICE_COUNTS.map(
    ([compare, bound]) => `${saleColumn} ${compare} ${bound === "price" ? priceColumn : bound}`,
  ).join(" AND ");
  return `CASE WHEN ${counts} THEN ${saleColumn} ELSE ${priceColumn} END`;
}

/** What one unit costs: the sale price if it counts, else the price. */
export function unitPriceCents(product: Priced): number {
  return hasSalePrice(product) ? product.salePriceCents! : product.priceCents;
}

export interface Savings {
  amountCents: number;
  /** Rounded percent off. */
  percent: number;
}

export function savingsVs(referenceCents: number, ourCents: number): Savings | null {
  if (referenceCents <= ourCents || ourCents <= 0) return null;
  const amountCents = referenceCents - ourCents;
  return { amountCents, percent: Math.round((amountCents / referenceCents) * 100) };
}

/**
 * The competitor prices worth showing: only those above ours (a cheaper one would send the
 * shopper elsewhere, and is usually a different deal), dearest first.
 */
export function competitorPricesAbove<T extends { priceCents: number }>(
  competitors: readonly T[],
  ourCents: number,
): T[] {
  return competitors
    .filter((competitor) => competitor.priceCents > ourCents)
    .sort((a, b) => b.priceCents - a.priceCents);
}

/** Savings of the sale price against the new unit's list price. */
export function listPriceSavings(product: Priced): Savings | null {
  return hasSalePrice(product) ? savingsVs(product.priceCents, product.salePriceCents!) : null;
}

/** Product page quantity options: 1 up to the lesser of stock (or 1) and 10. */
export function quantityOptions(stockQuantity: number, cap = 10): number[] {
  const max = Math.min(Math.max(stockQuantity, 1), cap);
  return Array.from({ length: max }, (_, index) => index + 1);
}
