// Money is integer cents everywhere; these helpers convert and format only at the edges.

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** "$1,299.99" */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** "$1,300" for whole-dollar amounts, "$1,299.99" otherwise. */
export function formatCentsShort(cents: number): string {
  return cents % 100 === 0 ? usdWhole.format(cents / 100) : usd.format(cents / 100);
}

/** Dollars (as in the public JSON) to cents, exact for amounts with at most two decimals. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Cents to dollars for the public JSON (e.g. 129999 -> 1299.99). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** "1299.99": the public JSON sends competitor prices as text numbers. */
export function centsToDecimalText(cents: number): string {
  return (cents / 100).toFixed(2);
}
