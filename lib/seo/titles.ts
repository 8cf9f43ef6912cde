// Titles and descriptions as search results show them: a title of at most 60 characters and a
// description of at most 160, written for a local searcher (what, which brand, how much, where).
import type { DealType } from "@/db/enums";
import { DEAL_LABELS } from "@/lib/catalog/listing";
import { STORE } from "@/lib/store";

export const MAX_TITLE = 60;
export const MAX_DESCRIPTION = 160;
const TOWN = `${STORE.address.city}, ${STORE.address.state}`;

/** The first candidate that fits, else the last one cut at a word. */
function firstThatFits(candidates: string[], max: number): string {
  const fitting = candidates.find((candidate) => candidate.length <= max);
  return fitting ?? cutAtWord(candidates.at(-1)!, max);
}

/** Cut at a word and ended with three dots (plain dots, as the rest of the page's text). */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 3);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.|-]+$/, "")}...`;
}

/** A page's title with the shop's name, or the town, when they fit. */
export function pageTitle(title: string): string {
  return firstThatFits([`${title} | ${STORE.name}`, `${title} | ${TOWN}`, title], MAX_TITLE);
}

/** A description of at most 160 characters, cut after a whole sentence when one fits. */
export function fitDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= MAX_DESCRIPTION) return clean;
  // A sentence ends at . ! or ? followed by a space and a capital: "$629.00", "cu. ft." and
  // "in." do not end one.
  const sentences = clean.split(/(?<=[.!?])(?<!\b(?:cu|ft|in|lb|oz|St|Ave|Dr|No)\.)\s+(?=[A-Z0-9"])/);
  let kept = "";
  for (const sentence of sentences) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > MAX_DESCRIPTION) break;
    kept = next;
  }
  return kept.length >= 80 ? kept : cutAtWord(clean, MAX_DESCRIPTION);
}

/** "Washer - Front Load" reads "Front Load Washer"; "Dishwasher" stays. */
export function productType(subcategory: string): string {
  const [kind, variant] = subcategory.split(" - ");
  if (!variant) return kind!;
  return variant.toLowerCase().includes(kind!.toLowerCase()) ? variant : `${variant} ${kind}`;
}

/**
 * A unit's title: condition, brand, type, price and town, shortened in that order of sacrifice
 * (town, then the type's variant) until it fits.
 */
export function productTitle(product: {
  dealType: DealType;
  brand: string;
  subcategory: string;
  /** "$629", or null for call-for-price units. */
  price: string | null;
}): string {
  const condition = DEAL_LABELS[product.dealType];
  const type = productType(product.subcategory);
  const kind = product.subcategory.split(" - ")[0]!;
  const price = product.price ? ` ${product.price}` : "";
  return firstThatFits(
    [
      `${condition} ${product.brand} ${type}${price} | ${TOWN}`,
      `${condition} ${product.brand} ${type}${price}, ${STORE.address.city}`,
      `${condition} ${product.brand} ${type}${price}`,
      `${condition} ${product.brand} ${kind}${price}`,
    ],
    MAX_TITLE,
  );
}
