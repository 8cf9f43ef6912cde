// The listing filters a search adds up to: what its categories, styles, fuels, brands, colours,
// deals, prices, sizes and sorts ask for together (a union within a kind, the common part across
// kinds), and those narrowed by the filters the shopper chose on the page.
import type { DealType } from "@/db/enums";
import {
  groupOfSubtype,
  groupsOfSubtypes,
  subtypesForCategory,
  subtypesOfGroup,
  type ProductGroup,
  type Subtype,
} from "./categories";
import { PRICE_RANGE, type ListingFilters, type Sort } from "./listing";
import type { Meaning, Near, Understood } from "./search-meaning";
import { FUEL_SUBTYPES, NOMINAL_WIDTHS, SIZE_TOLERANCE, SPEC_ORDER_KINDS, type SpecOrder } from "./search-vocabulary";

/** The filters a plan's understood words add up to. */
export interface PlanFilters {
  /** Union within a kind (washers and dryers), common part across kinds (gas ranges); null for any. */
  subtypes: Subtype[] | null;
  /** Any of these brands, and any of these colours; null for any. */
  brands: string[] | null;
  /** Each brand with the kind said right after it, when two or more brands were ("lg washer and samsung dryer"); else null. */
  brandKinds: BrandKind[] | null;
  colors: string[] | null;
  deal: DealType | null;
  inStock: boolean;
  /** Dollars. */
  minPrice: number | null;
  maxPrice: number | null;
  sort: Sort | null;
  bySpec: SpecOrder | null;
  /**
   * Inches and cubic feet, inclusive ranges, any of which a product may be in: widths or
   * capacities said as choices ("33 or 36 inch") are one range each.
   */
  width: MeasureRanges | null;
  capacity: MeasureRanges | null;
  height: MeasureRanges | null;
  depth: MeasureRanges | null;
  maxNoise: number | null;
  /** At least so many percent below the list price, as rounded on the product's card. */
  minPercentOff: number | null;
  /** A manufacturer's warranty of at least so many years (1 when the product names none). */
  minWarrantyYears: number | null;
  /** Things counted ("5 burners"): each a specification of one of its names holding exactly its number. */
  counts: SpecCount[];
  /**
   * The products closest to a measure first: a capacity said as about so much ("5 cu. ft.": the
   * 5.0 before the 4.5s), or a size or price none is about, left out for its leaning. (A width is
   * nominal: those its filter keeps are all of that width.)
   */
  near: Near | null;
}

/** A brand said right before a kind of product: that brand's products of that kind. */
export interface BrandKind {
  brand: string;
  subtypes: readonly Subtype[];
}

/**
 * Brands said each right before the kind of product wanted of it, a style, fuel or colour between
 * allowed ("lg washer and samsung dryer", "lg front load washer and samsung gas dryer"): two or
 * more brands, each said so, go with their kinds alone. Null when brands are said any other way
 * ("lg or samsung washer", "lg washer and dryer": every kind of each).
 */
function brandKindsOf(understood: readonly Understood[]): BrandKind[] | null {
  const brandKinds: BrandKind[] = [];
  const said = [...understood].sort((a, b) => a.start - b.start);
  said.forEach((item, index) => {
    if (item.kind !== "brand") return;
    const kind = said
      .slice(index + 1)
      .find((next) => next.kind !== "style" && next.kind !== "fuel" && next.kind !== "color");
    if (kind?.kind === "category") brandKinds.push({ brand: item.brand, subtypes: subtypesOf(kind) ?? [] });
  });
  const brands = understood.filter((item) => item.kind === "brand");
  const paired = brandKinds.length === brands.length && new Set(brandKinds.map((pair) => pair.brand)).size > 1;
  return paired ? brandKinds : null;
}

/** Inclusive ranges of a measure, any of which a product may be in. */
export type MeasureRanges = readonly (readonly [number, number])[];

/** So many of a thing: a specification of one of these names whose value is exactly the number. */
export interface SpecCount {
  specs: readonly string[];
  value: number;
}

const SORTED_NOMINAL_WIDTHS = [...NOMINAL_WIDTHS].sort((a, b) => a - b);

/**
 * The widest a product of the width said measures: up to the tolerance above it, and for a nominal
 * width short of where the next one begins ("28 inch": a 29.5-inch refrigerator is a 30-inch one).
 */
function widestOf(inches: number): number {
  const above = inches + SIZE_TOLERANCE.widthAbove;
  const next = NOMINAL_WIDTHS.has(inches) ? SORTED_NOMINAL_WIDTHS.find((width) => width > inches) : undefined;
  return next === undefined ? above : Math.min(above, next - SIZE_TOLERANCE.widthBelow);
}

/** The subtypes that have a fuel at all: every fuel but one is these without that one's. */
const FUELED_SUBTYPES: readonly Subtype[] = [...new Set(Object.values(FUEL_SUBTYPES).flat())];

/** The kinds of product a category, style or fuel names ("gas": ranges and dryers); none for other meanings. */
export function groupsOf(meaning: Meaning): ProductGroup[] {
  return groupsOfSubtypes(subtypesOf(meaning) ?? []);
}

/** The subtypes a category, style or fuel names; null for other meanings. */
export function subtypesOf(meaning: Meaning): readonly Subtype[] | null {
  switch (meaning.kind) {
    case "category":
      return meaning.groups.flatMap((group) => subtypesOfGroup(group));
    case "style":
      return meaning.subtypes;
    case "fuel":
      return meaning.not
        ? FUELED_SUBTYPES.filter((subtype) => !FUEL_SUBTYPES[meaning.fuel].includes(subtype))
        : FUEL_SUBTYPES[meaning.fuel];
    default:
      return null;
  }
}

/** Whether a size was said with a bound or as a range ("under 30 inches", "24 to 30"), not as about so much. */
const bounded = (size: { atMost?: boolean; atLeast?: boolean; to?: number }) =>
  Boolean(size.atMost || size.atLeast || size.to !== undefined);

/**
 * The widths or capacities in force of those said (`understood` in the order read): the last one,
 * with the plain sizes said right before it when it is plain too, as choices ("33 or 36 inch
 * fridge": either width); a bound or a range said replaces what came before it.
 */
export function sizesInForce<Kind extends "width" | "capacity">(
  understood: readonly Understood[],
  kind: Kind,
): Extract<Understood, { kind: Kind }>[] {
  const sizes = understood.filter((item): item is Extract<Understood, { kind: Kind }> => item.kind === kind);
  let from = sizes.length - 1;
  if (from >= 0 && !bounded(sizes[from]!)) while (from > 0 && !bounded(sizes[from - 1]!)) from -= 1;
  return sizes.slice(Math.max(from, 0));
}

export function planFilters(understood: readonly Understood[]): PlanFilters {
  const byKind = new Map<string, Set<Subtype>>();
  const filters: PlanFilters = {
    subtypes: null,
    brands: null,
    brandKinds: brandKindsOf(understood),
    colors: null,
    deal: null,
    inStock: false,
    minPrice: null,
    maxPrice: null,
    sort: null,
    bySpec: null,
    width: null,
    capacity: null,
    height: null,
    depth: null,
    maxNoise: null,
    minPercentOff: null,
    minWarrantyYears: null,
    counts: [],
    near: null,
  };
  let allowed: string[] | null = null;
  // A fuel not wanted, beside a fuel wanted, narrows it ("electric range no induction"); said
  // alone, it is every other fuel ("range that is not induction").
  const fuelWanted = understood.some((item) => item.kind === "fuel" && !item.not);
  const unwantedFuels = understood.flatMap((item) =>
    item.kind === "fuel" && item.not ? FUEL_SUBTYPES[item.fuel] : [],
  );
  for (const [index, item] of understood.entries()) {
    const subtypes = item.kind === "fuel" && item.not && fuelWanted ? null : subtypesOf(item);
    if (subtypes) {
      const set = byKind.get(item.kind) ?? new Set<Subtype>();
      for (const subtype of subtypes) set.add(subtype);
      byKind.set(item.kind, set);
    }
    switch (item.kind) {
      case "brand":
        filters.brands = [...(filters.brands ?? []), item.brand];
        break;
      case "color":
        // Colours said are any of them ("white or black"); a colour not wanted narrows them.
        if (item.unwanted)
          allowed = allowed ? allowed.filter((color) => item.colors.includes(color)) : [...item.colors];
        else filters.colors = [...new Set([...(filters.colors ?? []), ...item.colors])];
        break;
      case "deal":
        filters.deal ??= item.deal;
        break;
      case "sort":
        filters.sort ??= item.sort;
        break;
      case "bySpec":
        filters.bySpec ??= item.order;
        break;
      case "inStock":
        filters.inStock = true;
        break;
      case "price":
        if (item.min !== null) filters.minPrice = Math.max(filters.minPrice ?? 0, item.min);
        if (item.max !== null) filters.maxPrice = Math.min(filters.maxPrice ?? Infinity, item.max);
        break;
      case "width":
        // Widths are nominal: a bound or a range reaches as far as the widths it names.
        filters.width = sizesInForce(understood.slice(0, index + 1), "width").map((size) => [
          size.atMost ? 0 : size.inches - SIZE_TOLERANCE.widthBelow,
          size.atLeast ? Number.MAX_SAFE_INTEGER : widestOf(size.to ?? size.inches),
        ]);
        break;
      case "capacity": {
        const sizes = sizesInForce(understood.slice(0, index + 1), "capacity");
        filters.capacity = sizes.map((size) =>
          bounded(size)
            ? [size.atMost ? 0 : size.cubicFeet, size.atLeast ? Number.MAX_SAFE_INTEGER : (size.to ?? size.cubicFeet)]
            : [
                size.cubicFeet * (1 - SIZE_TOLERANCE.capacityShare),
                size.cubicFeet * (1 + SIZE_TOLERANCE.capacityShare),
              ],
        );
        // About one capacity or another: the closest to either first.
        const said = sizes.map((size) => size.cubicFeet);
        filters.near = bounded(item) ? null : { measure: "capacity", from: Math.min(...said), to: Math.max(...said) };
        break;
      }
      case "closest": {
        // Two sizes of one measure none has ("24 or 27 inch"): the closest to either first.
        const { measure, from, to } = item;
        const near = filters.near?.measure === measure ? filters.near : null;
        filters.near = { measure, from: Math.min(near?.from ?? from, from), to: Math.max(near?.to ?? to, to) };
        break;
      }
      case "height":
      case "depth":
        // Measured, for a space: about what was said, or up to it, from it, or between two.
        filters[item.kind] = [
          [
            item.atMost ? 0 : item.inches - (bounded(item) ? 0 : SIZE_TOLERANCE.measureBelow),
            item.atLeast ? Number.MAX_SAFE_INTEGER : (item.to ?? item.inches) + SIZE_TOLERANCE.measureAbove,
          ],
        ];
        break;
      case "noise":
        filters.maxNoise = Math.min(filters.maxNoise ?? Infinity, item.maxDba);
        break;
      case "discount":
        filters.minPercentOff = Math.max(filters.minPercentOff ?? 0, item.percent);
        break;
      case "warranty":
        filters.minWarrantyYears = Math.max(filters.minWarrantyYears ?? 0, item.years);
        break;
      case "count":
        filters.counts.push({ specs: item.specs, value: item.value });
        break;
    }
  }
  if (allowed) filters.colors = filters.colors ? filters.colors.filter((color) => allowed.includes(color)) : allowed;
  // With several kinds of product named, or bought together, a style or fuel narrows the kinds
  // it applies to and leaves the others whole ("front load washer and dryer": front load washers,
  // every dryer); a word that names either of two ("oven": a range or a wall oven) is narrowed whole.
  const categories = understood.filter((item) => item.kind === "category");
  const several = categories.length > 1 || categories.some((item) => item.together);
  const groups = new Set([...(byKind.get("category") ?? [])].map(groupOfSubtype));
  for (const [kind, set] of [...byKind].sort(([a], [b]) => Number(b === "category") - Number(a === "category"))) {
    const applies = new Set([...set].map(groupOfSubtype));
    const others = kind !== "category" && several && [...groups].some((group) => applies.has(group));
    filters.subtypes = filters.subtypes
      ? filters.subtypes.filter((subtype) => set.has(subtype) || (others && !applies.has(groupOfSubtype(subtype))))
      : [...set];
  }
  if (filters.subtypes && fuelWanted && unwantedFuels.length > 0) {
    filters.subtypes = filters.subtypes.filter((subtype) => !unwantedFuels.includes(subtype));
  }
  // An order by a measurement none of the kinds named has ("the biggest dishwasher") is no order.
  const kinds = filters.subtypes && groupsOfSubtypes(filters.subtypes);
  if (filters.bySpec && kinds && !SPEC_ORDER_KINDS[filters.bySpec].some((kind) => kinds.includes(kind))) {
    filters.bySpec = null;
  }
  return filters;
}

/** What a listing shows once its search is read: the URL's filters and the search's together. */
export interface AppliedFilters {
  /** Null for any subtype, brand, colour. */
  subtypes: readonly Subtype[] | null;
  brands: readonly string[] | null;
  /** Each brand with its own kind of product (within the subtypes and brands above); null for any. */
  brandKinds: readonly BrandKind[] | null;
  colors: readonly string[] | null;
  deal: DealType | null;
  inStock: boolean;
  /** Dollars within PRICE_RANGE; a range narrower than it drops call-for-price items. */
  minPrice: number;
  maxPrice: number;
  width: MeasureRanges | null;
  capacity: MeasureRanges | null;
  height: MeasureRanges | null;
  depth: MeasureRanges | null;
  maxNoise: number | null;
  minPercentOff: number | null;
  minWarrantyYears: number | null;
  counts: readonly SpecCount[];
  sort: Sort;
  /** The largest, smallest, quietest or narrowest first, as the search asked, when no sort is chosen; else null. */
  bySpec: SpecOrder | null;
  /** The sizes or prices closest to those said first, when no sort or order by size applies; else null. */
  near: Near | null;
}

/**
 * The URL's filters narrowed by the search's: subtypes both allow, the tighter price, the URL's
 * deal, and the search's sort or order by size only while the shopper has not chosen a sort.
 */
export function appliedFilters(filters: ListingFilters, plan: PlanFilters | null): AppliedFilters {
  const category = filters.category ? subtypesForCategory(filters.category) : null;
  const searched = plan?.subtypes ?? null;
  const clamp = (dollars: number) => Math.min(Math.max(dollars, PRICE_RANGE.min), PRICE_RANGE.max);
  return {
    subtypes: category && searched ? category.filter((subtype) => searched.includes(subtype)) : (category ?? searched),
    brands: plan?.brands ?? null,
    brandKinds: plan?.brandKinds ?? null,
    colors: plan?.colors ?? null,
    deal: filters.deal ?? plan?.deal ?? null,
    inStock: filters.inStock || (plan?.inStock ?? false),
    minPrice: Math.max(filters.minPrice, clamp(plan?.minPrice ?? PRICE_RANGE.min)),
    maxPrice: Math.min(filters.maxPrice, clamp(plan?.maxPrice ?? PRICE_RANGE.max)),
    width: plan?.width ?? null,
    capacity: plan?.capacity ?? null,
    height: plan?.height ?? null,
    depth: plan?.depth ?? null,
    maxNoise: plan?.maxNoise ?? null,
    minPercentOff: plan?.minPercentOff ?? null,
    minWarrantyYears: plan?.minWarrantyYears ?? null,
    counts: plan?.counts ?? [],
    sort: filters.sort !== "featured" ? filters.sort : (plan?.sort ?? "featured"),
    bySpec: filters.sort === "featured" && !plan?.sort ? (plan?.bySpec ?? null) : null,
    near: filters.sort === "featured" && !plan?.sort && !plan?.bySpec ? (plan?.near ?? null) : null,
  };
}
