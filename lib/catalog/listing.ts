// The product listing's rules: which filters a URL holds, how they combine (price 0 to 5000, a
// narrowed range drops call-for-price items), listing URLs and keys, and where a page falls. Pure
// functions shared by the listing page, the API and the SQL listing (lib/catalog/listing-query.ts).
import { DEAL_TYPES, type DealType } from "@/db/enums";
import { formatCentsShort } from "@/lib/money";

export const SORTS = ["featured", "priceAsc", "priceDesc", "nameAsc", "nameDesc", "rating"] as const;
export type Sort = (typeof SORTS)[number];

export const SORT_LABELS: Record<Sort, string> = {
  featured: "Featured",
  priceAsc: "Price: Low to High",
  priceDesc: "Price: High to Low",
  nameAsc: "Name: A to Z",
  nameDesc: "Name: Z to A",
  rating: "Highest Rated",
};

/** Price filter bounds in dollars, with the slider's step. */
export const PRICE_RANGE = { min: 0, max: 5000, step: 50 } as const;
export const MAX_SEARCH_LENGTH = 200;

export const DEAL_LABELS: Record<DealType, string> = {
  "open-box": "Open Box",
  "scratch-dent": "Scratch & Dent",
  clearance: "Clearance",
};

export interface ListingQuery {
  search: string;
  /** A category name as given (route or query); "" for all. */
  category: string;
  deal: DealType | null;
  /** Dollars, within PRICE_RANGE, min <= max. */
  minPrice: number;
  maxPrice: number;
  inStock: boolean;
  sort: Sort;
  /** 1-based page of PAGE_SIZE results; any change of filters goes back to page 1. */
  page: number;
}

/** What a listing shows, whatever page of it. */
export type ListingFilters = Omit<ListingQuery, "page">;

/** Products per listing page: a multiple of the grid's 2 and 3 columns. */
export const PAGE_SIZE = 24;

export const DEFAULT_QUERY: ListingQuery = {
  search: "",
  category: "",
  deal: null,
  minPrice: PRICE_RANGE.min,
  maxPrice: PRICE_RANGE.max,
  inStock: false,
  sort: "featured",
  page: 1,
};

type RawParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function clampPrice(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) return fallback;
  return Math.min(Math.max(parsed, PRICE_RANGE.min), PRICE_RANGE.max);
}

/**
 * Forgiving reading of a listing page's URL: shoppers edit and share links, so out-of-range
 * values are clamped (min not below 0, max not above 5000, min never above max) and unknown
 * values fall back to the defaults instead of failing the page.
 */
export function readListingQuery(params: RawParams, routeCategory?: string): ListingQuery {
  const sort = first(params.sort);
  const deal = first(params.deal);
  let minPrice = clampPrice(first(params.minPrice), PRICE_RANGE.min);
  let maxPrice = clampPrice(first(params.maxPrice), PRICE_RANGE.max);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const inStock = first(params.inStock);
  const page = Number(first(params.page));
  return {
    search: (first(params.search) ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    category: (routeCategory ?? first(params.category) ?? "").trim().slice(0, 50),
    deal: DEAL_TYPES.includes(deal as DealType) ? (deal as DealType) : null,
    minPrice,
    maxPrice,
    inStock: inStock === "true" || inStock === "1" || inStock === "on",
    sort: SORTS.includes(sort as Sort) ? (sort as Sort) : "featured",
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL search params for a query's filters, leaving out defaults (and the route's own category). */
export function listingSearchParams(query: ListingFilters, { omitCategory = false } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.category && !omitCategory) params.set("category", query.category);
  if (query.deal) params.set("deal", query.deal);
  if (query.minPrice !== PRICE_RANGE.min) params.set("minPrice", String(query.minPrice));
  if (query.maxPrice !== PRICE_RANGE.max) params.set("maxPrice", String(query.maxPrice));
  if (query.inStock) params.set("inStock", "true");
  if (query.sort !== "featured") params.set("sort", query.sort);
  return params;
}

/**
 * A listing query as one path segment: its non-default filters and page as URL params in a fixed
 * order, base64url-encoded so no character needs escaping. Equal queries give equal keys however
 * their URLs were written, so a rendered listing can be cached under its key. "all" is the plain
 * first page.
 */
export function listingKey(query: ListingQuery): string {
  const params = listingSearchParams(query);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  if (!text) return "all";
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The query a listing key stands for; a key that is not one reads as the plain listing. */
export function readListingKey(key: string): ListingQuery {
  let text = "";
  try {
    const binary = atob(key === "all" ? "" : key.replace(/-/g, "+").replace(/_/g, "/"));
    text = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    // Not a key: the plain listing.
  }
  const params = new URLSearchParams(text);
  const raw: RawParams = {};
  for (const name of new Set(params.keys())) raw[name] = params.getAll(name);
  return readListingQuery(raw);
}

/**
 * A price range a shopper typed or dragged, made valid the way the filters show it: each end kept
 * within 0 to 5000 and the minimum never above the maximum (it comes down to the maximum), with a
 * plain note for each correction. Typed text that is not a number is `null`: nothing is applied.
 */
export function settlePriceRange(
  minText: string,
  maxText: string,
): { minPrice: number; maxPrice: number; note: string | null } | null {
  const read = (text: string, blank: number) => (text.trim() === "" ? blank : Number(text));
  let min = read(minText, PRICE_RANGE.min);
  let max = read(maxText, PRICE_RANGE.max);
  if (!Number.isFinite(min) || !Number.isFinite(max)) return null;
  const notes: string[] = [];
  if (min < PRICE_RANGE.min) {
    min = PRICE_RANGE.min;
    notes.push(`Minimum can't be below $${PRICE_RANGE.min}.`);
  }
  if (max > PRICE_RANGE.max) {
    max = PRICE_RANGE.max;
    notes.push(`Maximum can't be above ${formatCentsShort(PRICE_RANGE.max * 100)}.`);
  }
  if (max < PRICE_RANGE.min) {
    max = PRICE_RANGE.min;
    notes.push(`Maximum can't be below $${PRICE_RANGE.min}.`);
  }
  if (min > max) {
    min = max;
    notes.push("Minimum can't be above the maximum.");
  }
  return { minPrice: min, maxPrice: max, note: notes.length > 0 ? notes.join(" ") : null };
}

/** The price range is narrowed when either end moved from its default. */
export function isPriceRangeNarrowed(query: Pick<ListingQuery, "minPrice" | "maxPrice">): boolean {
  return query.minPrice > PRICE_RANGE.min || query.maxPrice < PRICE_RANGE.max;
}

/**
 * The listing URL for a query: the category in the path, other non-default filters as params, and
 * the page only when `page` is given (so every change of filters lands on page 1).
 */
export function listingHref(query: ListingFilters, page = 1): string {
  const path = query.category ? `/products/${encodeURIComponent(query.category.toLowerCase())}` : "/products";
  const params = listingSearchParams(query, { omitCategory: true });
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export interface PageWindow {
  /** The page shown: the one asked for, or the last page when it asked for more than there are. */
  page: number;
  pageCount: number;
  /** How many items come before the page. */
  offset: number;
  /** 1-based positions of the first and last item shown (0 when there are none). */
  first: number;
  last: number;
}

/** Where a page of `size` items falls in a listing of `total`. */
export function pageWindow(total: number, page: number, size = PAGE_SIZE): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(Math.floor(page), 1), pageCount);
  const offset = (current - 1) * size;
  const shown = Math.max(0, Math.min(size, total - offset));
  return { page: current, pageCount, offset, first: shown ? offset + 1 : 0, last: offset + shown };
}
