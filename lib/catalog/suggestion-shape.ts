// What the header's search suggestions look like: shared by the server that finds them
// (suggestions.ts) and the browser that shows them. No server-only imports.

/** Shortest text that gets suggestions. */
export const MIN_SUGGEST_LENGTH = 2;

export interface SuggestedLink {
  label: string;
  href: string;
}

export interface SuggestedProduct {
  id: string;
  name: string;
  href: string;
  image: string | null;
  /** "$629", or "Call for Price". */
  price: string;
}

export interface Suggestions {
  categories: SuggestedLink[];
  brands: SuggestedLink[];
  products: SuggestedProduct[];
  /** Brands the text names, or starts to, that we don't carry at the moment ("mayt": Maytag). */
  notCarried: string[];
  /** The shop's pages the text asks about, or starts to ("deliv": Shipping & Delivery, "return": Returns Policy). */
  pages: SuggestedLink[];
}
