// Reads a social-shopping checkout link (/facebook-checkout?products=id:qty,...&coupon=...&utm_...):
// entries with a missing id or a quantity that is not a positive integer are skipped with a
// warning; the coupon and the campaign tags are kept.
export interface SocialLink {
  entries: { productId: string; quantity: number }[];
  /** Entries that were skipped (missing id, or a quantity that is not a positive integer). */
  skipped: string[];
  coupon: string | null;
  /** Where the shopper came from: utm_source, or Facebook. */
  source: string;
  /** utm_* tags and click ids, shown and kept with the order. */
  tracking: Record<string, string>;
  error: string | null;
}

export const NO_PRODUCTS = "No products specified in checkout URL";
export const NO_VALID_PRODUCTS = "No valid products found in checkout URL";
const MAX_QUANTITY = 99;

export function parseSocialLink(params: URLSearchParams): SocialLink {
  const tracking = Object.fromEntries(
    [...params.entries()]
      .filter(([key]) => key.startsWith("utm_") || key === "fbclid")
      .map(([key, value]) => [key, value.slice(0, 200)]),
  );
  const base = {
    coupon: params.get("coupon")?.trim().slice(0, 60) || null,
    source: tracking.utm_source || "Facebook",
    tracking,
  };
  const raw = params.get("products");
  if (raw === null || raw.trim() === "") return { ...base, entries: [], skipped: [], error: NO_PRODUCTS };
  const quantities = new Map<string, number>();
  const skipped: string[] = [];
  for (const entry of raw.split(",")) {
    const [id = "", quantityText = "", ...rest] = entry.split(":").map((part) => part.trim());
    const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : Number.NaN;
    if (!id || rest.length > 0 || !Number.isSafeInteger(quantity) || quantity < 1) {
      skipped.push(entry);
      continue;
    }
    quantities.set(id, Math.min((quantities.get(id) ?? 0) + quantity, MAX_QUANTITY));
  }
  const entries = [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
  return { ...base, entries, skipped, error: entries.length === 0 ? NO_VALID_PRODUCTS : null };
}
