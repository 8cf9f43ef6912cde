// What the shop's search understands, for staff to read: every entry of the search vocabulary
// (what shoppers type and what it means in our catalogue), grouped by what it does, with the cue
// words of prices and sizes and the brands and colours the search says we don't carry; and the
// entries a search's text says, to see why it was read as it was.
import { formatList } from "@/lib/format-text";
import {
  CATEGORY_NOUNS,
  NEGATIONS,
  OTHER_BRANDS,
  OTHER_COLORS,
  PRICE_CUES,
  SHOP_TERMS,
  UNITS,
  WARRANTY_LENGTH,
  COUNTED_SPECS,
  MOST_COUNTED,
  STORE_TOWN,
  type ShopTerm,
} from "@/lib/catalog/search-vocabulary";
import { meaningOf } from "@/lib/catalog/search-phrases";
import { understoodLabel } from "@/lib/catalog/search-meaning";
import { matchPhrase, phraseWords, tokenize } from "@/lib/catalog/search-tokens";
import { searchSummary, serviceNote } from "@/lib/content/search-summary";
import { DEAL_LABELS, DEFAULT_QUERY } from "@/lib/catalog/listing";
import { queryListing } from "@/lib/catalog/listing-query";
import { formatCents } from "@/lib/money";
import { unitPriceCents } from "@/lib/product-price";
import { HOUSE_BRAND } from "@/lib/store";
import type { Db } from "@/db/client";

export interface SearchWordEntry {
  /** What shoppers type, as the vocabulary lists it. */
  says: readonly string[];
  /** Misspellings read as the entry. */
  misspelled: readonly string[];
  /** What the search does with it, in words. */
  means: string;
}

export interface SearchWordGroup {
  id: string;
  title: string;
  /** What the entries of the group do, in a sentence. */
  about: string;
  entries: SearchWordEntry[];
}

type GroupId = "kinds" | "styles" | "fuels" | "deals" | "orders" | "features" | "store" | "notSold" | "nothing";

const GROUPS: readonly { id: GroupId; title: string; about: string }[] = [
  { id: "kinds", title: "Kinds of appliance", about: "The search shows these categories." },
  { id: "styles", title: "Styles", about: "The search shows these styles of a kind (its subcategories)." },
  {
    id: "fuels",
    title: "Fuels",
    about: "The search shows the gas, electric or induction models of the kinds that have one.",
  },
  { id: "deals", title: "Deals", about: "The search shows only products of this deal." },
  {
    id: "orders",
    title: "Orders and stock",
    about: "The search orders the results so, unless the shopper chose a sort.",
  },
  {
    id: "features",
    title: "Features and other words for the same thing",
    about: "A product matches when its name, description or specifications have any of these words.",
  },
  {
    id: "store",
    title: "Questions about the store",
    about: "The results say what the shop offers and link the page that explains it, or name its brands or colors.",
  },
  { id: "notSold", title: "Things we don't sell", about: "The results say so, and show what we sell instead." },
  { id: "nothing", title: "Words that say nothing", about: "Left out of the search: they tell no product apart." },
];

/** Which group an entry belongs to. */
function groupOf(term: ShopTerm): GroupId {
  if ("category" in term) return "kinds";
  if ("style" in term) return "styles";
  if ("fuel" in term) return "fuels";
  if ("deal" in term) return "deals";
  if ("sort" in term || "bySpec" in term || "inStock" in term) return "orders";
  if ("means" in term) return "features";
  if (term.service || term.lists) return "store";
  return term.note ? "notSold" : "nothing";
}

/** What an entry does, in words. */
function meansOf(term: ShopTerm): string {
  const meaning = meaningOf(term);
  if (meaning) {
    const label = understoodLabel(meaning);
    // What the results say too: the term's own note, or the service its words ask about.
    const note =
      "note" in term && term.note
        ? ` Says: “${term.note}”`
        : "service" in term && term.service
          ? ` Says: “${serviceNote(term.service).text}”`
          : "";
    if (meaning.kind === "inStock") return `Products in stock only.${note}`;
    if (meaning.kind === "sort" || meaning.kind === "bySpec") return `${label}.${note}`;
    if (meaning.kind === "category" && meaning.together) return `${label}, bought together.${note}`;
    const otherKinds =
      "ofOtherKinds" in term && term.ofOtherKinds
        ? ` Said of another kind, which has no such style: as “${term.ofOtherKinds}”.`
        : "";
    if (meaning.kind === "style") return `${label}: ${meaning.subtypes.join(", ")}.${otherKinds}${note}`;
    return `${label}.${note}`;
  }
  if ("means" in term) {
    const also = term.of ? ` When none has it and no kind is named: ${kindsIn(term.of)}.` : "";
    const measured = term.measure ? ` Also ${measureWords(term.measure)}.` : "";
    const except = term.except?.length ? ` Not when it says ${formatList(term.except.map(quoted), "or")}.` : "";
    return `Products with ${formatList(term.means.map(quoted), "or")}.${measured}${except}${also}`;
  }
  if ("deal" in term) return `Every product but ${DEAL_LABELS[term.deal]}.`;
  if (!("ignore" in term)) return "";
  if (term.service) return `Says: “${serviceNote(term.service).text}”`;
  if (term.lists) return `Names the ${term.lists === "brands" ? "brands" : "colors"} the products have.`;
  return term.note ? `Says: “${term.note}”` : "Left out of the search.";
}

const quoted = (text: string) => `“${text}”`;

const kindsIn = (groups: readonly (keyof typeof CATEGORY_NOUNS)[]) =>
  formatList(groups.map((group) => CATEGORY_NOUNS[group]));

type Measure = NonNullable<Extract<ShopTerm, { means: readonly string[] }>["measure"]>;

/** A measurement that gives a product a feature, in words: "any product of 46 dBA or quieter". */
function measureWords(measure: Measure): string {
  if ("noiseAtMost" in measure) return `any product of ${measure.noiseAtMost} dBA or quieter`;
  const sizes = (byKind: Readonly<Record<string, number>>, unit: string) =>
    formatList(
      Object.entries(byKind).map(
        ([group, value]) => `${CATEGORY_NOUNS[group as keyof typeof CATEGORY_NOUNS]} ${value}${unit}`,
      ),
    );
  if ("capacityAtLeast" in measure) return `a capacity of at least: ${sizes(measure.capacityAtLeast, " cu. ft.")}`;
  if ("capacityAtMost" in measure) return `a capacity of at most: ${sizes(measure.capacityAtMost, " cu. ft.")}`;
  return `a width of at most: ${sizes(measure.widthAtMost, '"')}`;
}

/** The showroom's town: the place beside other words, the house brand alone or before the rest of its name. */
function townEntry(): SearchWordEntry {
  const { town, houseBrandRest } = STORE_TOWN;
  return {
    says: [town],
    misspelled: [],
    means: `Beside other words (“washer ${town}”), the place: says “${serviceNote("showroom").text}” Alone or before “${houseBrandRest}”, the brand ${HOUSE_BRAND.name}.`,
  };
}

/** The cue words of prices and sizes, and of what is not wanted, as entries. */
function cueEntries(): SearchWordEntry[] {
  const entry = (says: readonly string[], means: string): SearchWordEntry => ({ says, misspelled: [], means });
  return [
    entry(PRICE_CUES.atMost, "At most the amount or size after it (“under 500”, “below 30 inches”)."),
    entry(PRICE_CUES.atLeast, "At least the amount or size after it (“over 1000”, “at least 5 cu ft”)."),
    entry(PRICE_CUES.afterAtMost, "At most the amount or size before it (“500 or less”)."),
    entry(PRICE_CUES.afterAtLeast, "At least the amount or size before it (“$800 and up”)."),
    entry(PRICE_CUES.about, "Within a fifth of the amount after it (“around 500”: $400 to $600)."),
    entry(PRICE_CUES.currency, "Makes the number beside it a price."),
    entry(
      ["% off", "percent off", "% discount", "percent below retail", "half off", "half price"],
      "At least that share off the new unit's list price (“40% off”); “up to 60% off” says nothing.",
    ),
    entry(UNITS.inches, "Makes the number before it a width in inches."),
    entry(
      UNITS.centimetres,
      "Makes the number before it centimetres, read as inches: the closest nominal width within an inch (“60 cm”: 24 inches).",
    ),
    entry(UNITS.cubicFeet, "Makes the number before it a capacity in cubic feet."),
    entry(UNITS.decibels, "Makes the number before it a noise level."),
    entry(
      WARRANTY_LENGTH.years,
      `Before a warranty (“5 year warranty”, “warranty of 7 years”): at least that many years of the manufacturer's warranty (1 year when a product names none; up to ${WARRANTY_LENGTH.most}). Else the number and “year” are looked for together (“7-Year”).`,
    ),
    ...COUNTED_SPECS.map((counted) =>
      entry(
        counted.says,
        `Makes the whole number before it (1 to ${MOST_COUNTED}) a count: products whose ${formatList(
          counted.specs.map((spec) => `“${spec}”`),
          "or",
        )} is exactly it (“4 ${counted.label}”).`,
      ),
    ),
    entry(UNITS.height, "Makes the size before it a height."),
    entry(UNITS.depth, "Makes the size before it a depth."),
    entry(NEGATIONS, "Leaves out products with what follows (“no ice maker”, “not gas”)."),
  ];
}

/** Every entry of the search vocabulary, grouped, with the cue words and the brands and colours we don't carry. */
export function searchWordGroups(): SearchWordGroup[] {
  const groups: SearchWordGroup[] = GROUPS.map((group) => ({
    ...group,
    entries: [
      ...SHOP_TERMS.filter((term) => groupOf(term) === group.id).map((term) => ({
        says: term.says,
        misspelled: term.misspelled ?? [],
        means: meansOf(term),
      })),
      ...(group.id === "store" ? [townEntry()] : []),
    ],
  }));
  return [
    ...groups,
    {
      id: "cues",
      title: "Price and size words",
      about: "Read with the number beside them; a bare number beside a kind is read by its size.",
      entries: cueEntries(),
    },
    {
      id: "not-carried",
      title: "Brands and colors we don't carry",
      about: "Left out of the search; the results say we don't carry them and name the ones we do.",
      entries: [
        { says: OTHER_BRANDS, misspelled: [], means: "We don't carry the brand at the moment." },
        { says: OTHER_COLORS, misspelled: [], means: "We don't have appliances of the color at the moment." },
      ],
    },
  ];
}

/**
 * The entries whose words a search's text says ("otr microwave": the over-the-range style and
 * the microwaves), compared as the search compares them (plurals as singulars; dashes as spaces).
 */
export function entriesSaidIn(
  text: string,
  groups: readonly SearchWordGroup[],
): { group: string; entry: SearchWordEntry }[] {
  const tokens = tokenize(text);
  if (tokens.length === 0) return [];
  const says = (phrase: string) => {
    const words = phraseWords(phrase);
    return tokens.some((_, index) => matchPhrase(tokens, index, words) >= 0);
  };
  return groups.flatMap((group) =>
    group.entries
      .filter((entry) => [...entry.says, ...entry.misspelled].some(says))
      .map((entry) => ({ group: group.title, entry })),
  );
}

/** A search as the shop reads it, for staff: what shoppers are shown for the text, and why. */
export interface SearchTrial {
  text: string;
  total: number;
  /** The first products found, in the shop's order. */
  products: { id: string; name: string; price: string; inStock: boolean }[];
  /** The filters and order the text became, as its chips name them. */
  chips: string[];
  /** What was shown instead when the whole text found nothing ("washers"). */
  instead: string | null;
  didYouMean: string | null;
  /** What the results say: store answers, things we don't sell, brands we don't carry. */
  notes: string[];
  /** The vocabulary's entries the text says, by group. */
  said: { group: string; entry: SearchWordEntry }[];
}

/** How many found products a trial lists. */
const TRIAL_PRODUCTS = 10;

export async function trySearch(db: Db, text: string, groups: readonly SearchWordGroup[]): Promise<SearchTrial> {
  const { page: _page, ...filters } = DEFAULT_QUERY;
  const found = await queryListing(db, { ...filters, search: text }, { offset: 0, limit: TRIAL_PRODUCTS });
  const summary = searchSummary({ ...DEFAULT_QUERY, search: text }, found.search);
  return {
    text,
    total: found.total,
    products: found.products.map((product) => ({
      id: product.id,
      name: product.name,
      price: product.priceCents > 0 ? formatCents(unitPriceCents(product)) : "Call for Price",
      inStock: product.stockQuantity > 0,
    })),
    chips: summary.chips.map((chip) => chip.label),
    instead: summary.instead?.shown ?? null,
    didYouMean: summary.didYouMean?.text ?? null,
    notes: [...summary.services.map((service) => service.text), ...summary.notes],
    said: entriesSaidIn(text, groups),
  };
}
