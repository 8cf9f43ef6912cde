// Order numbers shoppers read out on the phone and type into tracking: "RA-" and eight letters
// and digits without look-alikes (Crockford's base 32), random so they cannot be guessed in turn.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const ORDER_NUMBER_PREFIX = "RA-";

export function newOrderNumber(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return ORDER_NUMBER_PREFIX + Array.from(bytes, (byte) => ALPHABET[byte % 32]).join("");
}

/** What a shopper typed, in the stored form: upper case, no spaces, O read as 0 and I/L as 1. */
export function normalizeOrderNumber(input: string): string {
  const compact = input.trim().toUpperCase().replace(/\s+/g, "");
  const body = compact.startsWith(ORDER_NUMBER_PREFIX)
    ? compact.slice(ORDER_NUMBER_PREFIX.length)
    : compact.replace(/^RA/, "");
  return ORDER_NUMBER_PREFIX + body.replace(/-/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
}
