// The listing rules as plain JavaScript over an array of products: the model the SQL listing
// (lib/catalog/listing-query.ts) and the landing sections (listSectionProducts) must equal, checked
// product by product in tests/catalog/listing-equivalence.test.ts. Only tests use it.
import type { DealType } from "@/db/enums";
import { PAGE_SIZE, isPriceRangeNarrowed, pageWindow, type ListingFilters, type Sort } from "@/lib/catalog/listing";
import {
  appliedFilters,
  type AppliedFilters,
  type MeasureRanges,
  type PlanFilters,
} from "@/lib/catalog/search-filters";
import type { Near } from "@/lib/catalog/search-meaning";
import { countOrderSpecs, type CountOrder, type SpecOrder } from "@/lib/catalog/search-vocabulary";
import type { LandingSection } from "@/lib/content/landing-pages";
import { dollarsToCents } from "@/lib/money";
import { listPriceSavings, unitPriceCents } from "@/lib/product-price";

export interface ListableProduct {
  id: string;
  name: string;
  brand?: string;
  color?: string | null;
  subcategory: string;
  dealType: DealType;
  priceCents: number;
  salePriceCents: number | null;
  stockQuantity: number;
  rating: number;
  position: number;
  /** The specifications the size filters read (the database derives them); null when missing. */
  widthInches?: number | null;
  capacityCubicFeet?: number | null;
  noiseDba?: number | null;
  heightInches?: number | null;
  depthInches?: number | null;
  /** The manufacturer's warranty in years; a product without it has 1. */
  warrantyYears?: number | null;
  /** What the count filters read ("5 burners"). */
  specifications?: readonly { name: string; value: string }[];
}

function within(value: number | null | undefined, [low, high]: readonly [number, number]): boolean {
  return value !== null && value !== undefined && value >= low && value <= high;
}

/** Within any of the ranges. */
const withinAny = (value: number | null | undefined, ranges: MeasureRanges) =>
  ranges.some((range) => within(value, range));

const warrantyYearsOf = (product: ListableProduct) => product.warrantyYears ?? 1;

/** Does the product pass every filter except search (search is matched by the database)? */
export function matchesFilters(product: ListableProduct, filters: AppliedFilters): boolean {
  if (filters.subtypes && !(filters.subtypes as readonly string[]).includes(product.subcategory)) return false;
  if (filters.brands && !filters.brands.includes(product.brand ?? "")) return false;
  const ofItsBrand = ({ brand, subtypes }: { brand: string; subtypes: readonly string[] }) =>
    product.brand === brand && subtypes.includes(product.subcategory);
  if (filters.brandKinds && !filters.brandKinds.some(ofItsBrand)) return false;
  if (filters.colors && !filters.colors.includes(product.color ?? "")) return false;
  if (filters.deal && product.dealType !== filters.deal) return false;
  if (filters.inStock && product.stockQuantity <= 0) return false;
  if (isPriceRangeNarrowed(filters)) {
    // Call-for-price items have no price to compare: a narrowed range drops them.
    if (product.priceCents === 0) return false;
    const cents = unitPriceCents(product);
    // In whole cents, a bound read to the cent ("19.99": 1,999 cents).
    if (cents < dollarsToCents(filters.minPrice) || cents > dollarsToCents(filters.maxPrice)) return false;
  }
  if (filters.width && !withinAny(product.widthInches, filters.width)) return false;
  if (filters.capacity && !withinAny(product.capacityCubicFeet, filters.capacity)) return false;
  if (filters.height && !withinAny(product.heightInches, filters.height)) return false;
  if (filters.depth && !withinAny(product.depthInches, filters.depth)) return false;
  if (filters.maxNoise !== null && !within(product.noiseDba, [0, filters.maxNoise])) return false;
  if (filters.minPercentOff !== null && (listPriceSavings(product)?.percent ?? 0) < filters.minPercentOff) return false;
  if (filters.minWarrantyYears !== null && warrantyYearsOf(product) < filters.minWarrantyYears) return false;
  for (const count of filters.counts) {
    const has = (product.specifications ?? []).some(
      (spec) => count.specs.includes(spec.name) && spec.value === String(count.value),
    );
    if (!has) return false;
  }
  return true;
}

/**
 * The key the name sorts compare: ASCII letters lowercased, compared character by character, the
 * order the database gives with lower(name COLLATE "C") (see the name_key column).
 */
export function nameKey(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

function compareNames(a: string, b: string): number {
  const x = nameKey(a);
  const y = nameKey(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Call-for-price items come after priced ones in both price sorts. */
function comparePrice(a: ListableProduct, b: ListableProduct, direction: 1 | -1): number {
  const aCall = a.priceCents === 0;
  const bCall = b.priceCents === 0;
  if (aCall !== bCall) return aCall ? 1 : -1;
  return direction * (unitPriceCents(a) - unitPriceCents(b));
}

/** Products without the measurement come last in every order by one. */
function compareMeasure(a: number | null | undefined, b: number | null | undefined, direction: 1 | -1): number {
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
  return direction * (a - b);
}

/** How many of what a count order counts a product's specifications give; null when none. */
function countOf(product: ListableProduct, order: CountOrder): number | null {
  const names = countOrderSpecs(order);
  const counts = (product.specifications ?? [])
    .filter((spec) => names.includes(spec.name) && /^[0-9]+$/.test(spec.value))
    .map((spec) => Number(spec.value));
  return counts.length > 0 ? Math.max(...counts) : null;
}

/** The order a search asked for by a measurement, the biggest share off the new unit's price, or the longest warranty first. */
function compareBySpec(a: ListableProduct, b: ListableProduct, order: SpecOrder): number {
  switch (order) {
    case "largest":
      return compareMeasure(a.capacityCubicFeet, b.capacityCubicFeet, -1);
    case "smallest":
      return compareMeasure(a.capacityCubicFeet, b.capacityCubicFeet, 1);
    case "quietest":
      return compareMeasure(a.noiseDba, b.noiseDba, 1);
    case "narrowest":
      return compareMeasure(a.widthInches, b.widthInches, 1);
    case "widest":
      return compareMeasure(a.widthInches, b.widthInches, -1);
    case "tallest":
      return compareMeasure(a.heightInches, b.heightInches, -1);
    case "shortest":
      return compareMeasure(a.heightInches, b.heightInches, 1);
    case "deepest":
      return compareMeasure(a.depthInches, b.depthInches, -1);
    case "shallowest":
      return compareMeasure(a.depthInches, b.depthInches, 1);
    case "savings":
      return (listPriceSavings(b)?.percent ?? 0) - (listPriceSavings(a)?.percent ?? 0);
    case "warranty":
      return warrantyYearsOf(b) - warrantyYearsOf(a);
    case "mostBurners":
    case "mostPlaceSettings":
    case "mostCycles":
      return compareMeasure(countOf(a, order), countOf(b, order), -1);
  }
}

/**
 * Orders products: in-stock first, then out-of-stock, each group by the chosen sort. "featured"
 * is catalogue order, or best match first when there is a search (`relevance`: higher is better).
 */
/** A product's measure a closest-first order reads: a price in dollars (none for Call for Price). */
function measureOf(product: ListableProduct, measure: Near["measure"]): number | null | undefined {
  switch (measure) {
    case "capacity":
      return product.capacityCubicFeet;
    case "width":
      return product.widthInches;
    case "height":
      return product.heightInches;
    case "depth":
      return product.depthInches;
    case "price":
      return product.priceCents > 0 ? unitPriceCents(product) / 100 : null;
  }
}

export function compareProducts(
  sort: Sort,
  relevance?: ReadonlyMap<string, number>,
  near: Near | null = null,
  bySpec: SpecOrder | null = null,
): (a: ListableProduct, b: ListableProduct) => number {
  // How far a product's measure is from the span said (0 within it); one without it last.
  const away = (product: ListableProduct, { measure, from, to }: Near) => {
    const value = measureOf(product, measure);
    return value === null || value === undefined ? Infinity : Math.max(from - value, value - to, 0);
  };
  return (a, b) => {
    const stock = Number(b.stockQuantity > 0) - Number(a.stockQuantity > 0);
    if (stock !== 0) return stock;
    if (near !== null) {
      const closer = away(a, near) - away(b, near);
      if (closer) return closer;
    }
    if (bySpec) {
      const order = compareBySpec(a, b, bySpec);
      if (order) return order;
    }
    let order = 0;
    switch (sort) {
      case "priceAsc":
        order = comparePrice(a, b, 1);
        break;
      case "priceDesc":
        order = comparePrice(a, b, -1);
        break;
      case "nameAsc":
        order = compareNames(a.name, b.name);
        break;
      case "nameDesc":
        order = compareNames(b.name, a.name);
        break;
      case "rating":
        order = b.rating - a.rating;
        break;
      case "featured":
        order = relevance ? (relevance.get(b.id) ?? 0) - (relevance.get(a.id) ?? 0) : 0;
        break;
    }
    return order !== 0 ? order : a.position - b.position;
  };
}

/**
 * Applies a listing query to the catalogue, with the filters its search adds (`plan`). With
 * words to look for, only products in `relevance` (the search's matches and their scores) are kept.
 */
export function applyListing<T extends ListableProduct>(
  products: readonly T[],
  query: ListingFilters,
  relevance?: ReadonlyMap<string, number>,
  plan: PlanFilters | null = null,
): T[] {
  const filters = appliedFilters(query, plan);
  const searched = relevance ? products.filter((p) => relevance.has(p.id)) : products;
  return searched
    .filter((product) => matchesFilters(product, filters))
    .sort(compareProducts(filters.sort, relevance, filters.near, filters.bySpec));
}

export interface ListingPageSlice<T> {
  items: T[];
  /** The page shown: the one asked for, or the last page when it asked for more than there are. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown (0 when there are none). */
  first: number;
  last: number;
}

export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): ListingPageSlice<T> {
  const { offset, ...window } = pageWindow(items.length, page, size);
  return { items: items.slice(offset, offset + size), ...window };
}

/**
 * Fills a section: at most `perSubtype` products from each subtype (in-stock
 * first, then catalogue order), combined in subtype order, the first `limit` kept.
 */
export function selectSectionProducts<T extends ListableProduct>(products: readonly T[], section: LandingSection): T[] {
  const ordered = [...products].sort(
    (a, b) => Number(b.stockQuantity > 0) - Number(a.stockQuantity > 0) || a.position - b.position,
  );
  return section.subtypes
    .flatMap((subtype) => ordered.filter((product) => product.subcategory === subtype).slice(0, section.perSubtype))
    .slice(0, section.limit);
}
