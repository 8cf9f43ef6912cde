// Money is integer cents everywhere; these helpers convert and format only at the edges.
//
// Written out by hand rather than with Intl.NumberFormat: a page's first Intl formatter loads the
// browser's locale data, 30-60 ms on the main thread before any price could show.

/** US dollars as en-US writes them: "-$1,299.99", or "$1,300" with `wholeDollars`. */
function usd(cents: number, wholeDollars: boolean): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const fraction = wholeDollars ? "" : `.${String(whole % 100).padStart(2, "0")}`;
  return `${cents < 0 && whole > 0 ? "-" : ""}$${dollars}${fraction}`;
}

/** "$1,299.99" */
export function formatCents(cents: number): string {
  return usd(cents, false);
}

/** "$1,300" for whole-dollar amounts, "$1,299.99" otherwise. */
export function formatCentsShort(cents: number): string {
  return usd(cents, cents % 100 === 0);
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
