// What a search says, as the parser hands it on: the filters, sorts and categories it understood
// and the words to look for, each with where it was said, and how each understood filter is
// named on its chip ("Washers", "Under $500", '30" wide').
import { DEAL_LABELS, SORT_LABELS } from "./listing";
import {
  CATEGORY_NOUNS,
  type CatalogList,
  type Fuel,
  type Measure,
  type Service,
  type SpecOrder,
} from "./search-vocabulary";
import type { DealType } from "@/db/enums";
import type { ProductGroup, Subtype } from "./categories";
import type { Sort } from "./listing";
import { capitalize, formatList } from "@/lib/format-text";
import { formatCentsShort } from "@/lib/money";

/** Where something was said in the search text: its words and their place. */
export interface Said {
  said: string;
  start: number;
  end: number;
}

export type Meaning =
  | {
      kind: "category";
      groups: readonly ProductGroup[];
      note?: string;
      together?: true;
      /** Named by what it does ("cook food"): a kind named by its name wins over it. */
      byUse?: true;
      /** Named only said without a kind: the kind of the page it is typed on wins over it too. */
      aloneOnly?: true;
    }
  | { kind: "style"; subtypes: readonly Subtype[]; name: string; note?: string }
  /** A fuel, or (`not`) every fuel but it: "dryer not gas" is the electric dryers. */
  | { kind: "fuel"; fuel: Fuel; not?: true }
  /** A brand of the catalogue, as it writes it. */
  | { kind: "brand"; brand: string }
  /** The catalogue's colours that have the colour said (stainless: Stainless Steel, Black Stainless Steel). */
  | {
      kind: "color";
      colors: readonly string[];
      name: string;
      /** Every colour but one not wanted ("not black"): it narrows the colours said, never adds to them. */
      unwanted?: boolean;
    }
  | { kind: "deal"; deal: DealType }
  | { kind: "sort"; sort: Sort }
  /** The largest, smallest (by capacity), quietest or narrowest first, or the biggest savings. */
  | { kind: "bySpec"; order: SpecOrder }
  | { kind: "inStock" }
  /** Dollars; either end may be open. */
  | { kind: "price"; min: number | null; max: number | null }
  /**
   * A nominal width; or any width up to it (`atMost`: "under 30 inches" fits a 30-inch space), from
   * it up (`atLeast`), or from it `to` another ("between 27 and 30 inches").
   */
  | ({ kind: "width"; inches: number } & SizeBound)
  /** About a capacity, or bounded as a width is. */
  | ({ kind: "capacity"; cubicFeet: number } & SizeBound)
  /** A height or depth in inches ("under 70 inches tall", "24 deep"), bounded as a width is. */
  | ({ kind: "height" | "depth"; inches: number } & SizeBound)
  | { kind: "noise"; maxDba: number }
  /** At least so many percent below the new unit's list price, as the product's card rounds it ("40% off"). */
  | { kind: "discount"; percent: number }
  /** A manufacturer's warranty of at least so many years ("5 year warranty"); a product without one says 1. */
  | { kind: "warranty"; years: number }
  /**
   * So many of a thing a product has ("5 burners"): a specification of one of those names holding
   * exactly the number; `label` names the thing on the chip.
   */
  | { kind: "count"; value: number; specs: readonly string[]; label: string }
  /**
   * No bound, only an order: the products whose measure is closest to `from`..`to` first (a size
   * or price left out because none is about it, "washer 7 cu ft", "fridge around $3,000").
   */
  | ({ kind: "closest" } & Near);

/** What a closest-first order measures: cubic feet, inches, or dollars of the unit's price. */
export type NearMeasure = "capacity" | "width" | "height" | "depth" | "price";

/** Closest to this span of a measure first; a point when `from` is `to`. */
export interface Near {
  measure: NearMeasure;
  from: number;
  to: number;
}

/** How a size said is bounded: up to it, from it up, or from it to another; else about it. */
export interface SizeBound {
  atMost?: true;
  atLeast?: true;
  to?: number;
}

/** A filter, sort or category the search understood, and where it was said. */
export type Understood = Meaning & Said;

/** A word to look for in the catalogue. */
export interface QueryWord extends Said {
  /**
   * What a product may have for it, any one of them: each a word or a phrase (words in order).
   * A plain word has itself and its singular; a shop word has what the vocabulary says it means.
   */
  forms: string[][];
  /** A word or feature the shopper does not want ("no ice maker"): products without it. What follows the "no", as typed. */
  negated?: string;
  /** A word of the shop's vocabulary ("quiet", "third rack"), which names a kind of product as an adjective does. */
  shopWord?: true;
  /** How the shop names a shop phrase said in other words ("for a family": large capacity). */
  named?: string;
  /** The kinds of product a feature is one of ("griddle": ranges), shown when none has it. */
  of?: readonly ProductGroup[];
  /** Its forms are found as whole words only ("smart", not SmartDiagnosis). */
  whole?: true;
  /**
   * Phrases that say a product lacks it after all, though they have its words ("ice maker
   * ready": the kit is sold separately): a product with one of them does not have it.
   */
  except?: string[][];
  /** A measurement that gives a product it too, whatever its words ("quiet": 46 dBA or less). */
  measure?: Measure;
  /** A number that names a series or a model year ("800 series", "2020 model"): never an amount. */
  name?: true;
}

export interface ParsedSearch {
  text: string;
  understood: Understood[];
  words: QueryWord[];
  /** Shop phrases typed with mistakes, and the phrase each was read as. */
  corrections: { said: Said; to: string }[];
  /** What the shopper asked about that the shop offers with every appliance (delivery, warranty), in the order said. */
  services: Service[];
  /** What the results say of things asked for that the shop does not sell, in the order said. */
  notes: string[];
  /** Something was asked for that the shop does not sell and has nothing in its place ("toaster"). */
  notSold: boolean;
  /** What the shopper asked the catalogue to name: its brands or colours ("what brands do you carry"). */
  lists: CatalogList[];
}

/** The search text without things that were said in it (a chip's "remove"). */
export function withoutSaid(text: string, ...said: Said[]): string {
  let rest = text;
  for (const { start, end } of [...said].sort((a, b) => b.start - a.start)) {
    rest = `${rest.slice(0, start)} ${rest.slice(end)}`;
  }
  return rest.replace(/\s+/g, " ").trim();
}

function formatDollars(dollars: number): string {
  return formatCentsShort(Math.round(dollars * 100));
}

/** A size with its bound, in words: '30"', 'up to 30"', '30" or more', '27" to 30"'. */
export function sizeWords(value: number, bound: SizeBound, unit: string): string {
  if (bound.to !== undefined) return `${value}${unit} to ${bound.to}${unit}`;
  if (bound.atMost) return `up to ${value}${unit}`;
  return bound.atLeast ? `${value}${unit} or more` : `${value}${unit}`;
}

/** A height or depth in words: '70" tall', 'up to 30" deep'. */
export function measureWords(meaning: Extract<Meaning, { kind: "height" | "depth" }>): string {
  const tall = meaning.kind === "height";
  // "68" or taller", not "68" or more tall".
  if (meaning.atLeast && meaning.to === undefined) return `${meaning.inches}" or ${tall ? "taller" : "deeper"}`;
  return `${sizeWords(meaning.inches, meaning, '"')} ${tall ? "tall" : "deep"}`;
}

const SPEC_ORDER_LABELS: Record<SpecOrder, string> = {
  largest: "Largest first",
  smallest: "Smallest first",
  quietest: "Quietest first",
  narrowest: "Narrowest first",
  widest: "Widest first",
  tallest: "Tallest first",
  shortest: "Shortest first",
  deepest: "Deepest first",
  shallowest: "Shallowest first",
  savings: "Biggest savings first",
  warranty: "Longest warranty first",
  mostBurners: "Most burners first",
  mostPlaceSettings: "Most place settings first",
  mostCycles: "Most cycles first",
};

/** A fuel as the page names it: "gas", or "non-gas" for every fuel but gas. */
export const fuelName = ({ fuel, not }: { fuel: Fuel; not?: true }) => (not ? `non-${fuel}` : fuel);

/** How an understood filter is named on its chip: "Washers", "Under $500", '30" wide'. */
export function understoodLabel(meaning: Meaning): string {
  switch (meaning.kind) {
    case "category":
      return capitalize(formatList(meaning.groups.map((group) => CATEGORY_NOUNS[group])));
    case "style":
      return capitalize(meaning.name);
    case "fuel":
      return capitalize(fuelName(meaning));
    case "brand":
      return meaning.brand;
    case "color":
      return capitalize(meaning.name);
    case "deal":
      return DEAL_LABELS[meaning.deal];
    case "sort":
      return SORT_LABELS[meaning.sort];
    case "bySpec":
      return SPEC_ORDER_LABELS[meaning.order];
    case "inStock":
      return "In stock";
    case "price":
      if (meaning.min !== null && meaning.max !== null) {
        return `${formatDollars(meaning.min)} to ${formatDollars(meaning.max)}`;
      }
      return meaning.max !== null ? `Under ${formatDollars(meaning.max)}` : `Over ${formatDollars(meaning.min ?? 0)}`;
    case "width":
      if (meaning.atLeast && meaning.to === undefined) return `${meaning.inches}" or wider`;
      return capitalize(`${sizeWords(meaning.inches, meaning, '"')} wide`);
    case "height":
    case "depth":
      return capitalize(measureWords(meaning));
    case "capacity":
      return capitalize(
        meaning.atMost || meaning.atLeast || meaning.to
          ? sizeWords(meaning.cubicFeet, meaning, " cu. ft.")
          : `about ${meaning.cubicFeet} cu. ft.`,
      );
    case "noise":
      return `${meaning.maxDba} dBA or quieter`;
    case "discount":
      return `${meaning.percent}% off or more`;
    case "warranty":
      return `${meaning.years}-year warranty or longer`;
    case "count":
      return `${meaning.value} ${meaning.value === 1 ? meaning.label.replace(/s$/, "") : meaning.label}`;
    case "closest":
      return `Closest to ${nearWords(meaning)} first`;
  }
}

/** The measure a closest-first order is near, in words: "7 cu. ft.", '36" wide', "$2,400 to $3,600". */
function nearWords({ measure, from, to }: Near): string {
  const [unit, which] = NEAR_WORDS[measure];
  const amount = (value: number) => (measure === "price" ? formatDollars(value) : `${value}${unit}`);
  return `${from === to ? amount(from) : `${amount(from)} to ${amount(to)}`}${which}`;
}

/** Each measure's unit after an amount, and the word after the span ('36" wide'). */
const NEAR_WORDS: Readonly<Record<NearMeasure, readonly [unit: string, which: string]>> = {
  capacity: [" cu. ft.", ""],
  price: ["", ""],
  width: ['"', " wide"],
  height: ['"', " tall"],
  depth: ['"', " deep"],
};
