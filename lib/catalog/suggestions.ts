// Predictive search: what the header suggests while the shopper types. Categories and styles the
// text names or whose names start as typed, brands of the catalogue that start so, and up to
// five products found by the search engine with the last word read as the start of a word (it is
// still being typed), in-stock products with every word in the title first; and the brands it
// names or starts that we don't carry, and the services of the shop it asks about or starts to
// (their pages are the content's: the route names them).
import "server-only";
import { and, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products } from "@/db/schema";
import { formatCentsShort } from "@/lib/money";
import { isCallForPrice, unitPriceCents } from "@/lib/product-price";
import { groupOfSubtype, groupsOfSubtypes, type ProductGroup } from "./categories";
import { inShop } from "./columns";
import { DEFAULT_QUERY, listingHref } from "./listing";
import { byRelevance, countMatchesUpTo, FEW_MATCHES, listingOrder, matchesAlone } from "./listing-query";
import { fuelName, type Meaning, type Said, type Understood } from "./search-meaning";
import {
  countWordStarting,
  discountStarting,
  endsWithModelApart,
  joinedName,
  parseSearch,
  priceRangeStarting,
  readByOtherKinds,
} from "./search-parse";
import {
  featurePhraseStarting,
  JOINING_WORDS,
  fuelsStarting,
  kindNameStarting,
  servicesStarting,
  shopWordsStarting,
  shopWordsStartingMistyped,
  startsPhraseWord,
  startsOnlyWordsSayingNothing,
  VOCABULARY_WORDS,
  vocabularyPhraseSays,
} from "./search-phrases";
import { appliedFilters, groupsOf, planFilters, type MeasureRanges } from "./search-filters";
import {
  describePlan,
  modelBesideFilters,
  NOTHING_UNSOLD,
  withoutLimits,
  type PlannedWord,
  type SearchPlan,
} from "./search-plan";
import {
  COUNTED_SPECS,
  OTHER_BRANDS,
  WHOLE_CAPACITIES,
  WHOLE_WIDTHS,
  type Service,
  type SizesSold,
} from "./search-vocabulary";
import { modelSeries, modelText, modelWritten } from "./search-rank";
import { ONE_WORD_BOUNDS } from "./search-tokens";
import { startsWithTypo } from "./typos";
import {
  filterConditions,
  mayMatchFew,
  modelStartsAny,
  planSql,
  readBestTier,
  readCatalogFacets,
  readFirstInStock,
  readSearch,
  readWordCounts,
  searching,
  type KeptReads,
} from "./search-sql";
import { mostMatches, type WordCounts } from "./word-counts";
import { capitalize } from "@/lib/format-text";
import { MIN_SUGGEST_LENGTH, type SuggestedLink, type SuggestedProduct, type Suggestions } from "./suggestion-shape";

/** The suggestions as found here: the services asked about stand for the pages that explain them. */
export interface FoundSuggestions extends Omit<Suggestions, "pages"> {
  services: Service[];
}

const MAX_PRODUCTS = 5;
/** What a suggested product shows, read with the search that finds it. */
const SHOWN = {
  id: products.id,
  name: products.name,
  image: sql<string | null>`${products.images}[1]`,
  priceCents: products.priceCents,
  salePriceCents: products.salePriceCents,
};
/**
 * A search whose words this many products may have is answered from the first in-stock products
 * (readFirstInStock): ranking every match costs more than that read (about 7.5 µs a match on
 * PGlite, against 3-5 ms for the window).
 */
const MANY_MATCHES = 2000;
/** The measures a letter may end as a cue ("24 inch d": deep). */
const MEASURES: ReadonlySet<Understood["kind"]> = new Set(["width", "height", "depth"]);
const MAX_LINKS = 4;
/** The cues of a bound most often typed after a kind ("washer under 500", "dishwasher below 45 dBA"). */
const CUES_BEING_TYPED = ["under", "below", "over", "above", "within", "maximum", "minimum"];

const { page: _page, ...LISTING } = DEFAULT_QUERY;

/**
 * The kinds sold in any of the sizes a search filters by (as the listing reads them: about one, or
 * bounded), from what each kind is sold in (`sold`), up to `room` more than its largest: "28 cu ft"
 * only refrigerators, "5 cu ft" washers, dryers, ranges, wall ovens and refrigerators.
 */
function kindsSoldIn(sizes: MeasureRanges, sold: SizesSold, room = 0): ProductGroup[] {
  return Object.entries(sold).flatMap(([group, span]) =>
    sizes.some(([low, high]) => span.min <= high && span.max + room >= low) ? [group as ProductGroup] : [],
  );
}

/**
 * How much wider than an appliance the width said may be and still mean it: a width is as often
 * the space it goes in ("30 inch washer" shows the washers, none that wide), not one far wider
 * ("36 inch fr" starts no front load washers, "30 inch d" no dishwashers).
 */
const SPACE_AROUND_INCHES = 3;

/** A category or style as understood, said nowhere in the text. */
function asUnderstood<M extends Meaning>(meaning: M): M & Said {
  return { ...meaning, said: "", start: 0, end: 0 };
}

/** A word looked for as typed, from `start` to `end` of the text: the start of a longer word. */
function typedWord(said: string, start: number, end: number): PlannedWord {
  return { said, start, end, forms: [[said]], typo: false, shown: said };
}

/** The plan of a category or style alone. */
function planOf(meaning: Meaning): SearchPlan {
  return {
    text: "",
    words: [],
    understood: [asUnderstood(meaning)],
    corrections: [],
    dropped: [],
    unsold: NOTHING_UNSOLD,
    services: [],
    notes: [],
    notSold: false,
    lists: [],
  };
}

/** A category or style as a link: its category page, else the search that reads as it. */
function categoryLink(meaning: Meaning): SuggestedLink {
  const label = capitalize(describePlan(planOf(meaning)));
  const group = meaning.kind === "category" && meaning.groups.length === 1 ? meaning.groups[0]! : "";
  return { label, href: listingHref({ ...LISTING, category: group, search: group ? "" : label.toLowerCase() }) };
}

/** The kinds a fuel comes in, each as a style of its own kind ("gas": gas ranges, gas dryers). */
function fuelStyles(fuel: Understood & { kind: "fuel" }): Meaning[] {
  const subtypes = planFilters([fuel]).subtypes ?? [];
  return groupsOfSubtypes(subtypes).map((group) => ({
    kind: "style",
    subtypes: subtypes.filter((subtype) => groupOfSubtype(subtype) === group),
    name: fuelName(fuel),
  }));
}

/**
 * A deal said or being typed ("open b", "scratch and dent fridge") as a link to its listing: of
 * the one category named with it, else of every product ("Open box refrigerators").
 */
function dealLink(deal: Understood & { kind: "deal" }, named: readonly Understood[]): SuggestedLink {
  const groups = named.flatMap(groupsOf);
  const category = groups.length === 1 && named[0]?.kind === "category" ? groups[0]! : "";
  const plan = { ...planOf(deal), understood: [deal, ...(category ? named : [])] };
  return { label: capitalize(describePlan(plan)), href: listingHref({ ...LISTING, deal: deal.deal, category }) };
}

function unique(links: SuggestedLink[], max = MAX_LINKS): SuggestedLink[] {
  return links.filter((link, index) => links.findIndex((other) => other.href === link.href) === index).slice(0, max);
}

/** What a suggestion's product reads share: the catalogue's word list. */
interface ProductReads {
  wordCounts: () => Promise<WordCounts>;
}

interface ProductsOptions {
  count?: number;
  /** Products already suggested, left out. */
  shown?: readonly string[];
  /** The words are a model number none of ours starts: the closest model numbers, as the results page shows them. */
  modelTypo?: boolean;
}

/**
 * Up to `count` products for a plan, the best-ranked first (or in the order of the sort it says:
 * "cheap w"), leaving out those already suggested.
 */
async function suggestedProducts(
  db: Db,
  plan: SearchPlan,
  reads: ProductReads,
  { count = MAX_PRODUCTS, shown = [], modelTypo = false }: ProductsOptions = {},
): Promise<SuggestedProduct[]> {
  if (count <= 0) return [];
  const applied = appliedFilters(LISTING, planFilters(plan.understood));
  const conditions = [
    inShop,
    ...filterConditions(applied),
    ...(shown.length > 0 ? [notInArray(products.id, [...shown])] : []),
  ];
  // Words that could be a model number written apart ("dish 24", "sams 31") are only words when no
  // model number of ours starts so: then their matches are ranked by their titles, not by reading
  // every match's text again (140-170 ms for "dish 24" at 50,000 products, 33-65 without). A
  // number of four digits or more is on few products: ranking them all costs less than asking.
  const fewMatch = plan.words.some((word) => /^\d{4,}$/.test(word.said));
  const noModelStarts = !modelTypo && !fewMatch && !(await modelStartsAny(db, plan, conditions));
  const search = planSql(plan, modelTypo ? { modelTypo } : { partialLast: true, noModelStarts });
  if (!search && plan.understood.length === 0) return [];
  // Read before the search's transaction: PGlite runs one at a time. Filters that may match few
  // products far along a listing's order ("fridge under 100", "range 20 inch", "black dryer",
  // "free or $45 delivery") are counted first, only as far as it takes to tell few from many (a
  // price most refrigerators have, "frig 1234", counted whole took half the suggestion's time):
  // none match, none are read. Others are read in order at once: a kind's, a brand's products are
  // many and together.
  const filtered = and(...conditions)!;
  const total = mayMatchFew(applied) ? await countMatchesUpTo(db, filtered, FEW_MATCHES + 1) : null;
  if (total === 0) return [];
  // At most how many products the words find, by the word list (a word not wanted, "not
  // samsung", or a number, "about 2", bounds nothing).
  const mostMatched = search?.textQueries ? mostMatches(await reads.wordCounts(), search.textQueries) : null;
  const manyMatches = mostMatched !== null && byRelevance(applied) && mostMatched >= MANY_MATCHES;
  // Few filtered, or words few products have as the word list says: read alone and sorted.
  // Postgres had walked the catalogue in the listing's order to find them, reading every product
  // ("less than 1,200 dolla", the unit still being typed: every product's text, 401 ms at 50,000
  // for none). Only when few: the products are read whole here (names, pictures), and a kind's in
  // a size's order read alone would be every one of them ("largest fridge": 75 ms against 3).
  const alone = (total !== null && total <= FEW_MATCHES) || (mostMatched !== null && mostMatched <= FEW_MATCHES);
  const where = and(filtered, search?.match)!;
  const read = (tx: Db) =>
    tx
      .select(SHOWN)
      .from(alone ? matchesAlone(tx, where) : products)
      .where(alone ? undefined : where)
      .orderBy(...listingOrder(applied, search?.score ?? null))
      .limit(count);
  if (!search) return (await read(db)).map(suggestedProduct);
  const rows = await searching(db, async (tx) => {
    if (!alone && search.titleQuery && byRelevance(applied)) {
      const best = await readBestTier(tx, conditions, search.titleQuery, count, SHOWN);
      if (best) return best;
    }
    // Words most products have ("energy star"): the best-ranked of the first in stock.
    if (!alone && manyMatches) {
      const first = await readFirstInStock(
        tx,
        conditions,
        search.match,
        listingOrder(applied, search.score),
        count,
        SHOWN,
      );
      if (first) return first;
    }
    return read(tx);
  });
  return rows.map(suggestedProduct);
}

function suggestedProduct(row: {
  id: string;
  name: string;
  image: string | null;
  priceCents: number;
  salePriceCents: number | null;
}): SuggestedProduct {
  return {
    id: row.id,
    name: row.name,
    href: `/product/${row.id}`,
    image: row.image,
    price: isCallForPrice(row) ? "Call for Price" : formatCentsShort(unitPriceCents(row)),
  };
}

/**
 * `suggestedProducts` for one suggestion, each reading read once: a text is often read the same
 * way twice on the way to what it suggests ("deliv": whether it finds anything, then its products).
 */
function productsOnce(db: Db, reads: ProductReads) {
  const read = new Map<SearchPlan, Map<string, Promise<SuggestedProduct[]>>>();
  return (plan: SearchPlan, options: ProductsOptions = {}) => {
    let ofPlan = read.get(plan);
    if (!ofPlan) read.set(plan, (ofPlan = new Map()));
    const key = `${options.count ?? MAX_PRODUCTS} ${options.shown?.join(" ") ?? ""} ${options.modelTypo ?? false}`;
    let found = ofPlan.get(key);
    if (!found) ofPlan.set(key, (found = suggestedProducts(db, plan, reads, options)));
    return found;
  };
}

/**
 * The last word of the text when the reading left it out as a word that says nothing ("w" of
 * "lg w", "in"): still being typed, it is the start of a word ("washer", "induction"). Not a
 * brand or colour we don't have, left out on purpose, nor a service or something not sold typed
 * whole, unless it starts a kind's name too.
 */
function unreadTail(typed: string, plan: SearchPlan): PlannedWord | null {
  const tail = /[a-z]+$/i.exec(typed);
  if (!tail) return null;
  const end = typed.length;
  if ([...plan.words, ...plan.understood, ...plan.dropped].some((item) => item.end === end)) return null;
  // A service typed whole ("delivery", "warranty") asks about the shop, and something the shop does
  // not sell ("used", "coffee maker", "hot tub") is said so: neither asks for products that
  // mention its last word. The text without that word would not ask or say it.
  if (plan.services.length > 0 || plan.notes.length > 0) {
    const without = parseSearch(typed.slice(0, tail.index));
    if (plan.services.some((service) => !without.services.includes(service))) return null;
    // Unless that word, typed alone, is also the start of a kind's name ("kit": kitchen); after
    // other words it goes on what they say ("stacking kit", "dishwasher installation kit").
    const startsKind = () => tail.index === 0 && shopWordsStarting(tail[0]).length > 0;
    if (plan.notes.some((note) => !without.notes.includes(note)) && !startsKind()) return null;
  }
  return typedWord(tail[0].toLowerCase(), tail.index, end);
}

/**
 * A style other kinds read as a feature ("compact") said before the name of another kind being
 * typed ("compact w", "compact wash"): the kinds that name starts, read as "compact washer" is
 * (small washers), not as the style's own kind (it had suggested compact refrigerators only).
 */
function kindsTypedAfterStyle(read: string, plan: SearchPlan): readonly ProductGroup[] {
  if (plan.understood.some((item) => item.kind === "category")) return [];
  const style = plan.understood.find(readByOtherKinds);
  const last = /\p{L}+$/u.exec(read);
  if (!style || !last || last.index < style.end) return [];
  const own = groupsOf(style);
  const started = shopWordsStarting(last[0], { shortest: 1 }).find(
    (meaning) => meaning.kind === "category" && !groupsOf(meaning).some((group) => own.includes(group)),
  );
  return started ? groupsOf(started) : [];
}

/**
 * A kind's name being typed after a style, fuel or feature of other kinds only ("built in mic",
 * "front load dish", "induction dry", "stackable ran"): the text with that name whole, read as
 * the results page reads it (the kind named, what it has none of left out). It had suggested the
 * style's own kind (built-in dishwashers, front load washers) until the name was typed to its end.
 * Not after a style other kinds read as a feature ("compact ran": kindsTypedAfterStyle reads it).
 */
function kindNamedAfterOtherStyle(typed: string): string | null {
  const last = /\s(\p{L}{3,})$/u.exec(typed);
  if (!last) return null;
  const kind = kindNameStarting(last[1]!);
  if (!kind) return null;
  const before = parseSearch(typed.slice(0, last.index));
  if (before.understood.some((item) => item.kind === "category" || readByOtherKinds(item))) return null;
  const saidOf = [
    ...before.understood.flatMap((item) => (item.kind === "style" || item.kind === "fuel" ? [groupsOf(item)] : [])),
    ...before.words.flatMap((word) => (word.of && !word.negated ? [word.of] : [])),
  ];
  const groups = groupsOf(kind.meaning);
  if (saidOf.length === 0 || saidOf.some((of) => of.some((group) => groups.includes(group)))) return null;
  return `${typed.slice(0, last.index + 1)}${kind.name}`;
}

export async function suggest(db: Db, text: string, kept: KeptReads = {}): Promise<FoundSuggestions> {
  const asked = text.trim();
  if (asked.length < MIN_SUGGEST_LENGTH)
    return { categories: [], brands: [], products: [], notCarried: [], services: [] };
  const facets = kept.facets ? await kept.facets() : await readCatalogFacets(db);
  // A feature's phrase being typed is read whole ("air f": air fry), not as its last letters.
  // So is the thing of a count ("5 bu": 5 burner), the range a price is in ("in the 1000 ra"), the
  // word that makes a share one off the price ("40% o"), and a kind typed after a style of others.
  const typed =
    countWordStarting(asked) ??
    priceRangeStarting(asked) ??
    discountStarting(asked) ??
    featurePhraseStarting(asked, { names: facets.brands }) ??
    kindNamedAfterOtherStyle(asked) ??
    asked;
  // A word before the one still being typed, or one not wanted.
  const notBeingTyped = (word: PlannedWord) => word.negated || word.end !== typed.length;
  // A measure's one-letter cue is as likely the start of a word still being typed ("24 inch d":
  // dishwashers, dryers, or deep): the measure is read without it, and the letter as typed.
  const typedRead = parseSearch(typed);
  const measureCue =
    /\s\p{L}$/u.test(typed) &&
    typedRead.understood.some((item) => MEASURES.has(item.kind) && item.end === typed.length);
  const read = measureCue ? typed.slice(0, -1).trimEnd() : typed;
  const keptFacets = { ...kept, facets: async () => facets };
  const readFirst = await readSearch(db, read, keptFacets);
  const kindTypedAfter = kindsTypedAfterStyle(read, readFirst);
  const plan = kindTypedAfter.length > 0 ? await readSearch(db, read, keptFacets, kindTypedAfter) : readFirst;
  let counts: Promise<WordCounts> | undefined;
  const productsOf = productsOnce(db, {
    wordCounts: () => (counts ??= kept.wordCounts ? kept.wordCounts() : readWordCounts(db)),
  });
  const said = typedRead.words.map((word) => word.said.toLowerCase());
  const tail = unreadTail(typed, plan);
  const lastWord = tail?.said ?? said.at(-1) ?? "";
  const named = plan.understood.filter((item) => item.kind === "category" || item.kind === "style");
  // A text that ends with a kind named ("compact washer", "ge fridge") has no word being typed:
  // the last word read before the kind starts no more kinds (it had started compact refrigerators).
  const typedEnd = typed.replace(/[^\p{L}\p{N}]+$/u, "").length;
  const endsWithKind = !tail && typedRead.words.at(-1)?.end !== typedEnd && named.some((item) => item.end === typedEnd);
  // The whole text may start a shop phrase ("beer f": beer fridge; "keep food c": keep food
  // cold), or its last words may ("lg front l": front load), the most words first (a phrase has
  // at most six); a single word starts only a name ("wa" is no "warm food"). Else, after
  // other words that name no category, one letter is enough to start a shop word ("lg w":
  // washers, wall ovens; "gas d": dryers).
  const typedApart = typed.split(/\s+/);
  let phrases: Meaning[] = [];
  for (let from = Math.max(0, typedApart.length - 6); from < typedApart.length - 1 && phrases.length === 0; from += 1) {
    phrases = shopWordsStarting(typedApart.slice(from).join(" "), { byUse: true });
  }
  // A brand of two words being typed ("reynoldsburg b") goes on with its letter, which starts no shop word.
  const typedWords = typed.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const brandGoesOn =
    typedWords.length >= 2 &&
    facets.brands.some(
      (brand) => brand.trim().includes(" ") && joinedName(brand).startsWith(typedWords.slice(-2).join("")),
    );
  // Nor does a letter after a model number being typed, letters then digits ("wf45 t" goes on
  // with WF45T6000AW, no top load washer; "30in w" is a size and a washer).
  const modelBeingTyped = /^\p{L}+\d/u.test(typedApart.at(-2) ?? "");
  const letterAfterWords = /\s\S$/.test(typed);
  const oneLetter = named.length === 0 && phrases.length === 0 && letterAfterWords && !brandGoesOn && !modelBeingTyped;
  // Nor after words that ask about the shop: the letter goes on the question more often than it
  // starts an appliance ("track my o": order, "delivery f": fee, "pickup t": today).
  const readSpans = [...plan.words, ...plan.understood];
  const asksAboutShop =
    plan.services.length > 0 ||
    (letterAfterWords && servicesStarting(typed.slice(0, -1).trimEnd(), readSpans).length > 0);
  const shortest = ((tail && tail.start > 0) || oneLetter) && !modelBeingTyped && !asksAboutShop ? 1 : 2;
  // After a fuel, style, a count of something, a capacity, a width or a feature only some kinds
  // have, only the kinds it applies to ("gas r": ranges, not refrigerators; "4 burner r", "air fry
  // r": ranges; "28 cu ft fr", "36 inch fr": refrigerators, no front load washers).
  const { capacity: capacities, width: widths } = planFilters(plan.understood);
  const countedKinds = plan.understood.flatMap((item): (readonly ProductGroup[])[] =>
    item.kind === "count"
      ? COUNTED_SPECS.filter((counted) => counted.label === item.label).map((counted) => counted.of)
      : [],
  );
  const featuresOf = plan.words.flatMap((word) =>
    word.of && !word.negated && word.end < typed.length ? [word.of] : [],
  );
  const kinds = [
    ...plan.understood.filter((item) => item.kind === "fuel" || item.kind === "style").map(groupsOf),
    ...countedKinds,
    ...(capacities ? [kindsSoldIn(capacities, WHOLE_CAPACITIES)] : []),
    ...(widths ? [kindsSoldIn(widths, WHOLE_WIDTHS, SPACE_AROUND_INCHES)] : []),
    ...featuresOf,
  ];
  const fits = (meaning: Meaning) => kinds.every((groups) => groupsOf(meaning).some((group) => groups.includes(group)));
  // One letter after a kind of product starts only its own styles ("washer a": agitator, not
  // above-the-range microwaves); it is more often the start of "with" than of another kind. So do
  // letters that start a word joining a kind to what it has ("dryer wi": no wine fridges).
  const namedGroups = named.flatMap(groupsOf);
  const joining = lastWord.length >= 2 && JOINING_WORDS.some((word) => word.startsWith(lastWord));
  const afterKind = named.length > 0 && (lastWord.length === 1 || joining);
  const ownStyle = (meaning: Meaning) => groupsOf(meaning).some((group) => namedGroups.includes(group));
  // The last word of a phrase that names again the kind named ("microwave ov": microwave oven)
  // starts only that kind's styles too, not other kinds ("refrigerator fr": French door, no oven).
  const subtypesKey = (item: Understood) => JSON.stringify(planFilters([item]).subtypes);
  const restates =
    phrases.length > 0 &&
    phrases.every((meaning) => named.some((item) => subtypesKey(item) === subtypesKey(asUnderstood(meaning))));
  // A bound's cue after a kind ("washer under"), or one being typed ("quiet dishwasher un"), is
  // that cue, or the start of one of the kind's own styles ("microwave over": over-the-range), not
  // of another kind (undercounter refrigerators), nor letters to look for in the products' text.
  const cueAfterKind =
    named.length > 0 &&
    (ONE_WORD_BOUNDS.has(lastWord) ||
      (lastWord.length >= 2 && CUES_BEING_TYPED.some((cue) => cue.startsWith(lastWord))));
  const ownOnly = afterKind || restates || cueAfterKind;
  // Where no kind is named yet but by the word being typed, last words that start a phrase ("top
  // fr": top freezer; "bottom freez", though "freez" reads as a freezer) start no more kinds with
  // the last word alone (French door, front load; side-by-side).
  const phraseOnly = phrases.length > 0 && named.every((item) => item.end === typed.length);
  // A brand we don't carry typed whole ("ge") starts no shop word: its letters start the name of
  // no kind the shopper means ("ge" had suggested dishwashers, for a word in another language).
  const lastTyped = joinedName(typedWords.at(-1) ?? "");
  const unsoldTyped = lastTyped !== "" && plan.unsold.brands.some((brand) => joinedName(brand) === lastTyped);
  // Nor do the last letters of a model number written apart ("WTW 5000 DW": no dishwashers).
  const modelApart = endsWithModelApart(typed, typedRead);
  const lastStarts =
    lastWord && !phraseOnly && !unsoldTyped && !modelApart && !endsWithKind
      ? shopWordsStarting(lastWord, { shortest, limit: ownOnly ? Infinity : 4, everyName: ownOnly })
      : [];
  // A kind's name started with a mistake ("dishwahs", "micowa") when nothing starts as typed: no
  // shop word, nor a word of our products ("gall" starts Gallery, no mistyped wall oven).
  const mistypedKinds =
    lastStarts.length === 0 && phrases.length === 0 && named.length === 0 && !unsoldTyped && !modelApart
      ? shopWordsStartingMistyped(lastWord)
      : [];
  const mistypedStarts = mistypedKinds.length > 0 && (await productsOf(plan)).length > 0 ? [] : mistypedKinds;
  // After a style, another style of its kinds being typed is no more of it ("mini fr": compact
  // refrigerators, not French door or side-by-side ones), unless said as a choice ("top or fr");
  // so too when the letters may start another kind the style is said of ("compact d": compact
  // dryers or dishwashers, no two-door refrigerators).
  const stylesSaid = readFirst.understood.filter((item) => item.kind === "style");
  const choosing = typedWords.at(-2) === "or";
  const agrees = (meaning: Meaning) =>
    choosing ||
    meaning.kind !== "style" ||
    stylesSaid.every(
      (style) =>
        !groupsOf(style).some((group) => groupsOf(meaning).includes(group)) ||
        style.subtypes.some((subtype) => meaning.subtypes.includes(subtype)),
    );
  const starting = [
    ...phrases,
    ...(ownOnly ? lastStarts.filter(ownStyle).slice(0, 4) : lastStarts),
    ...mistypedStarts,
  ].filter((meaning) => fits(meaning) && agrees(meaning));
  // A brand starts as the last word, or the last two written together, are typed ("speed q",
  // "kitchen ai"); a brand we carry also as a shop word read whole ("frig": Frigidaire).
  // A short word that says nothing ("the", "for") neither starts a brand nor joins the next word
  // into one ("over the r" is no Thermador); "kitchen ai" still starts KitchenAid.
  const saysNothing = (word: string) => word.length <= 3 && vocabularyPhraseSays(word) === false;
  const lastTwo = typedWords.length >= 2 && !saysNothing(typedWords.at(-2)!) ? [typedWords.slice(-2).join("")] : [];
  const tails = [lastWord, ...lastTwo]
    .map(joinedName)
    .filter((end) => end.length >= MIN_SUGGEST_LENGTH && !saysNothing(end));
  // A brand being typed after a minus or "not" ("washer -sam") is one the shopper does not want.
  const unwantedTail = plan.words.some((word) => word.negated && word.end === typed.length);
  const brandTails = unwantedTail ? [] : lastTyped.length >= MIN_SUGGEST_LENGTH ? [...tails, lastTyped] : tails;
  const starts = (brand: string) => brandTails.some((end) => joinedName(brand).startsWith(end));
  // A brand started with a mistake ("wirl": Whirlpool) when none starts as typed and no colour
  // we carry or word of the vocabulary does ("whit" is white, not Whirlpool; "stainless stee" is
  // steel, no Speed Queen).
  const mistyped = (brand: string) =>
    brandTails.some(
      (end) =>
        startsWithTypo(end, joinedName(brand)) &&
        !startsPhraseWord(end) &&
        !facets.colors.some((colour) => joinedName(colour).startsWith(end)),
    );
  // Nor when the last word, read whole through a mistake, says something of ours ("frdg": fridge,
  // no Frigidaire started with one), at the end or before a price or size ("frige under 800").
  const lastCorrected = plan.corrections.some(
    (correction) =>
      (correction.said.end === read.length || correction.said.said.toLowerCase() === lastWord) &&
      plan.understood.some((item) => item.end === correction.said.end && item.kind !== "brand"),
  );
  const typoBrands = facets.brands.some(starts) || lastCorrected ? [] : facets.brands.filter(mistyped);
  // "what brands do you carry": every brand we carry, however many.
  const brandsAsked = plan.lists.includes("brands");
  const brands = [
    ...plan.understood.flatMap((item) => (item.kind === "brand" ? [item.brand] : [])),
    ...facets.brands.filter(starts),
    ...typoBrands,
    ...(brandsAsked ? facets.brands : []),
  ];
  // A brand we don't carry, named or started ("mayt"), unless a brand or colour we carry or a
  // word of the vocabulary starts the same way ("elec" is electric before Electrolux, "black" the
  // colour before Black+Decker), or a brand we carry was named before it: what follows is that
  // brand's line or product ("frigidaire gal" is Gallery, not Galanz).
  const carriedNamed = plan.understood.some((item) => item.kind === "brand");
  const started = tails.filter(
    (end) =>
      end.length >= 3 &&
      !carriedNamed &&
      ![...facets.brands, ...facets.colors].some((name) => joinedName(name).startsWith(end)) &&
      !VOCABULARY_WORDS.some((word) => word.startsWith(end)),
  );
  // So is a colour we don't carry, named ("slate", "bisque fridge").
  const notCarried = [
    ...plan.unsold.brands,
    ...plan.unsold.colors.map((color) => color.toLowerCase()),
    ...OTHER_BRANDS.filter((brand) => started.some((end) => joinedName(brand).startsWith(end))),
  ];
  // A fuel said alone ("gas"), or being typed ("ele", "induc"), starts the kinds it comes in: gas
  // ranges, gas dryers.
  // Another fuel typed as a choice ("gas or ele") starts its kinds beside the fuel said.
  const fuelsSaid = plan.understood.filter((item) => item.kind === "fuel");
  const fuelsTyped = fuelsSaid.length === 0 || choosing ? fuelsStarting(lastWord).map(asUnderstood) : [];
  const fuels = named.length === 0 && starting.length === 0 ? [...fuelsSaid, ...fuelsTyped] : [];
  const fueled = fuels.flatMap(fuelStyles);
  // So does a count said alone ("4 burner": ranges).
  const counted: Meaning[] =
    named.length === 0 && starting.length === 0 && fueled.length === 0
      ? countedKinds.slice(0, 1).map((groups) => ({ kind: "category", groups: [...groups] }))
      : [];
  // A kind named or started after a fuel said is that fuel's kind ("gas ra": gas ranges).
  const withFuelSaid = (meaning: Meaning): Meaning[] => {
    if (meaning.kind !== "category") return [meaning];
    const styles = fuelsSaid
      .flatMap(fuelStyles)
      .filter((style) => groupsOf(style).some((group) => meaning.groups.includes(group)));
    return styles.length > 0 ? styles : [meaning];
  };
  // A phrase being typed names its kind better than its last word alone ("bottom freez": bottom
  // freezer refrigerators, then refrigerators).
  const kindsNamed = phraseOnly ? [...starting, ...named] : [...named, ...starting];
  const categories = [...kindsNamed, ...fueled, ...counted].flatMap(withFuelSaid);
  // The text read with its last word as the start of a word ("in": induction), else as read
  // ("washer with"); one letter starts too many words ("w" of every "with") to look for, and a
  // bound's cue after a kind is one ("washer under": washers, not the one whose text says "underneath").
  // A brand we don't carry being typed ("kitchen ai", "hot po", "ge pro") is no start of a
  // product's words: its letters are not looked for (they had found the products with "AI DD", a
  // "Pot" or "ProBake").
  const otherBrandTails = [
    ...started.filter((end) => OTHER_BRANDS.some((brand) => joinedName(brand).startsWith(end))),
    ...(unsoldTyped && !started.includes(lastTyped) ? [lastTyped] : []),
  ];
  const brandWords = otherBrandTails.length === 0 ? 0 : otherBrandTails.includes(lastTwo[0] ?? "") ? 2 : 1;
  const brandStart = brandWords > 0 ? ([...typed.matchAll(/[\p{L}\p{N}]+/gu)].at(-brandWords)?.index ?? 0) : Infinity;
  // The shop's services the text starts, read once, when asked for (here, below and in the answer).
  let startedServices: Service[] | undefined;
  const servicesStarted = () => (startedServices ??= servicesStarting(asked, readSpans));
  // A last word that starts only words saying nothing ("appl" of appliances) is not looked for
  // when no product's text has it either: the rest of the text says which products (all, when
  // nothing does). One that starts a word of our products is ("gara": garage-ready, though it
  // starts "garantia" too). So is a letter after other words that is a word saying nothing ("i
  // need a", "got a": the shop's first in stock, as "i need" shows them; it had suggested none
  // until the next word), unless a question about the shop goes on with it ("when do y"). So is
  // a last word the search read as one saying nothing, mistyped ("appliences").
  const lastTypedWord = typedWords.at(-1) ?? "";
  const saysNothingTyped =
    startsOnlyWordsSayingNothing(lastTypedWord) ||
    plan.corrections.some(({ said, to }) => said.end === typedEnd && vocabularyPhraseSays(to) === false) ||
    (lastTypedWord.length === 1 &&
      typedWords.length > 1 &&
      vocabularyPhraseSays(lastTypedWord) === false &&
      servicesStarted().length === 0);
  const nothingTyped = !unwantedTail && saysNothingTyped && (await productsOf(plan)).length === 0;
  const lastUnread = nothingTyped || cueAfterKind;
  const lookedFor = (word: PlannedWord) => word.start < brandStart && !(lastUnread && word.end === typed.length);
  const looked = brandWords > 0 || lastUnread ? { ...plan, words: plan.words.filter(lookedFor) } : plan;
  const partial = tail && tail.said.length >= 2 && !cueAfterKind && brandWords === 0 && !nothingTyped ? tail : null;
  const typedOn = partial ? { ...looked, words: [...looked.words, partial] } : looked;
  // A brand started with a mistake is read as that brand's products, not the words the letters
  // start; so is a brand of two words typed together and cut short ("speedqu"), whose letters
  // start no word of a product's text, which writes it apart (it had suggested none).
  const [joinedBrand, ...otherJoined] = facets.brands.filter(
    (brand) => brand.includes(" ") && lastTyped.length > brand.indexOf(" ") && joinedName(brand).startsWith(lastTyped),
  );
  const brandRead =
    typoBrands[0] ??
    (joinedBrand && otherJoined.length === 0 && !plan.understood.some((item) => item.kind === "brand")
      ? joinedBrand
      : undefined);
  const reading = brandRead
    ? {
        ...typedOn,
        words: typedOn.words.filter((word) => word.end !== typed.length),
        understood: [...typedOn.understood, asUnderstood({ kind: "brand", brand: brandRead })],
      }
    : typedOn;
  // A text that starts a category's word and names none ("wa", "di") suggests that category's
  // products first: "wa" is washers before a refrigerator's water dispenser.
  const first =
    named.length === 0 && starting[0]
      ? { ...reading, understood: [...reading.understood, asUnderstood(starting[0])] }
      : null;
  let products = first ? await productsOf(first) : [];
  // Fills the suggestions up to five with a plan's products not already among them.
  const fillFrom = async (more: SearchPlan) => {
    if (products.length >= MAX_PRODUCTS) return;
    const shown = products.map((product) => product.id);
    products = [...products, ...(await productsOf(more, { count: MAX_PRODUCTS - products.length, shown }))];
  };
  // Letters few or no products of that kind have in their text ("sec", the start of "secadora";
  // "smart fri", of "fridge", which most refrigerators' texts do not say): then that kind's
  // products without the word being typed, before other products with a word that starts so
  // (none when no product of the kind has it).
  const kindTyped = first !== null && first.words.at(-1)?.end === typed.length;
  const kindOnly = kindTyped && products.length === 0;
  if (first && kindTyped) await fillFrom({ ...first, words: first.words.slice(0, -1) });
  // Then the other kinds the last word starts ("quiet d": after the quiet dryer, the quiet
  // dishwashers), before products of kinds it starts none of (it had offered a washer second).
  const otherKinds = first ? starting.slice(1).filter((meaning) => meaning.kind === "category") : [];
  if (otherKinds.length > 0) {
    const groups = [...new Set(otherKinds.flatMap(groupsOf))];
    await fillFrom({ ...reading, understood: [...reading.understood, asUnderstood({ kind: "category", groups })] });
  }
  if (!kindOnly) await fillFrom(reading);
  // A word that says nothing typed whole after a kind named ("washer and dryer set", "dryer that")
  // may go on ("settings"): after the products with a word that starts so, the kind's others, as
  // the results page shows them (it had suggested the two whose texts say "settings").
  if (named.length > 0 && partial && vocabularyPhraseSays(partial.said) === false) await fillFrom(looked);
  // So too a last word starting the name of the kind already named ("compact fri", "french door
  // fri", "dorm fri": fridge): after the products with a word that starts so (Frigidaire's), the
  // kind's others, as the name typed whole shows them (it had suggested Frigidaire's alone).
  const kindRestarted = lastStarts.some(
    (meaning) => meaning.kind === "category" && groupsOf(meaning).every((group) => namedGroups.includes(group)),
  );
  if (named.length > 0 && kindRestarted) await fillFrom({ ...looked, words: looked.words.filter(notBeingTyped) });
  // The text as read, the last word as a start; so too a word only started that starts a brand we
  // don't carry ("gal": Galanz), which may as well start a word of our products ("gal": Gallery).
  if (products.length === 0 && (partial || (brandWords === 1 && !unsoldTyped))) products = await productsOf(plan);
  // A last word read as a shop word it starts, or corrected, that no product has is still being
  // typed as it is: the products with a word that starts so ("disp" read as disposer: dispenser).
  const lastRead = reading.words.at(-1);
  if (products.length === 0 && lastRead?.typo && lastRead.end === typed.length) {
    const asTyped = typedWord(typed.slice(lastRead.start).toLowerCase(), lastRead.start, lastRead.end);
    products = await productsOf({ ...reading, words: [...reading.words.slice(0, -1), asTyped] });
  }
  // A model number said with filters it does not meet ("WTW5105HW stainless", a white washer):
  // that product, the filters left out, as the results page shows it.
  if (products.length === 0 && modelBesideFilters(reading)) products = await productsOf({ ...reading, understood: [] });
  // A model number none of ours starts, mistyped or another of a series we have ("WF45T6001AW",
  // "WM3400CW"): the closest of ours, as the results page shows them (it had suggested nothing).
  // Only for letters and digits written together, or a model number written apart ("WTW 5000
  // DW"): a word and an amount ("dr 1000", "wa 1000") read as no model number, and the closest
  // of a whole series by similarity is the dearest read the header makes (about 50 ms on 50,000
  // products).
  const model = modelText(reading.words);
  if (products.length === 0 && model && modelSeries(model) && (modelApart || modelWritten(reading.words)))
    products = await productsOf(reading, { modelTypo: true });
  // An amount still being typed ("under 5", "50%") that nothing meets yet: the way it leans.
  if (products.length === 0) {
    const unlimited = withoutLimits(looked);
    if (unlimited !== looked) products = await productsOf(unlimited);
  }
  // Words no product has beside what the text names ("samsung bespoke", a line we have none of;
  // "white zzz"; "samsung french door fri", the last word still being typed): the products of what
  // it names without them, as the results page leaves them out (it had suggested none, or every
  // brand's products of the kind being typed). With the kind a word being typed starts, when it
  // names none ("18 inch dish": no 18-inch refrigerator beside the dishwashers it suggests), when
  // the word can go on to that kind's name only: "44 dBA o" may go on to "or less", "speed queen
  // sta" to a Speed Queen's stainless finish.
  if (products.length === 0 && reading.understood.length > 0 && reading.words.some((word) => !word.negated)) {
    const saysKind = first && kindNameStarting(lastWord) ? first : reading;
    products = await productsOf({ ...saysKind, words: saysKind.words.filter((word) => word.negated) });
  }
  // Words that find nothing yet ("beer f"): the products of the category the text names.
  if (products.length === 0 && categories[0]) products = await productsOf(planOf(categories[0]));
  // A feature no product has, said without a kind ("double oven", "dual fuel"): the kinds it is
  // one of, as the results page shows them (ranges and wall ovens; ranges).
  const featureOf = categories.length === 0 ? reading.words.find((word) => word.of && !word.negated)?.of : undefined;
  const featureKinds: Meaning[] = products.length === 0 && featureOf ? [{ kind: "category", groups: featureOf }] : [];
  if (featureKinds[0]) products = await productsOf(planOf(featureKinds[0]));
  // A last word still being typed whose letters start no word of the products the words before it
  // find ("flex zon", "energy star cer", "speed queen s"): the products of the words before it, as
  // one letter less had shown them (it had suggested nothing until the word was whole). Not for a
  // number being typed (an amount, read above), after numbers alone (what they measure is being
  // typed), nor in a question about the shop or what it does not sell ("order hist", "coffee
  // mak"): those words are no products' either.
  const typingLetters = /\p{L}/u.test(typedWords.at(-1) ?? "");
  const beforeLast = reading.words.filter(notBeingTyped);
  const wordsBefore = typingLetters && beforeLast.some((word) => !word.negated && /\p{L}/u.test(word.said));
  const aboutTheShop = () => plan.services.length > 0 || plan.notes.length > 0 || servicesStarted().length > 0;
  if (products.length === 0 && beforeLast.length < reading.words.length && wordsBefore && !aboutTheShop()) {
    products = await productsOf({ ...reading, words: beforeLast });
  }
  // A word or two no product has before one still being typed ("matte bl", "glossy wh", "four
  // bur"): the products of what the last word starts, as the results page leaves those words out
  // (it had suggested none until the colour was typed whole). Not in a longer sentence: its
  // words describe no product ("applies nothing when an end is n").
  const typing = reading.words.filter((word) => word.negated || !beforeLast.includes(word));
  const lastLetters = typing.some((word) => !word.negated && /\p{L}{2}/u.test(word.said));
  const modifierBefore = beforeLast.filter((word) => !word.negated).length <= 2 && typedWords.length <= 4;
  if (products.length === 0 && lastLetters && wordsBefore && modifierBefore && !aboutTheShop() && !plan.notSold)
    products = await productsOf({ ...reading, words: typing });
  // Nothing said of which products ("appliances"): the shop's first in stock, as its listing shows;
  // so too what our units are asked about ("used", "refurbished", "are they tested": the results
  // page says what they are and shows them). Not a service asked about ("delivery": the results
  // page says it), nor what we don't sell or carry.
  const nothingSaid =
    reading.words.length === 0 &&
    reading.understood.length === 0 &&
    plan.services.length === 0 &&
    !plan.notSold &&
    plan.unsold.brands.length + plan.unsold.colors.length === 0;
  // Our units asked about in so many words ("second hand", "pre owned"), none of them being typed:
  // a note, and (nothingSaid) none of something we don't sell.
  const unitsAsked = plan.notes.length > 0;
  if (products.length === 0 && (nothingTyped || unitsAsked) && nothingSaid)
    products = await productsOf(planOf({ kind: "inStock" }));
  // A letter alone starts no colour ("extended w" goes on with the warranty, not white).
  const brandOrColourTyped =
    facets.brands.some(starts) ||
    (lastTyped.length >= MIN_SUGGEST_LENGTH &&
      facets.colors.some((colour) => joinedName(colour).startsWith(lastTyped)));
  return {
    categories: unique([
      ...plan.understood.flatMap((item) => (item.kind === "deal" ? [dealLink(item, named)] : [])),
      ...[...categories, ...featureKinds].map(categoryLink),
    ]),
    brands: unique(
      brands.map((brand) => ({ label: brand, href: listingHref({ ...LISTING, search: brand.toLowerCase() }) })),
      brandsAsked ? Infinity : MAX_LINKS,
    ),
    products,
    notCarried: [...new Set(notCarried)],
    // A service asked about, or started as the brand, colour or category being typed is not
    // ("sam" is Samsung, no same-day delivery; "white" the colour, no white-glove delivery).
    services: [...new Set([...plan.services, ...(brandOrColourTyped ? [] : servicesStarted())])],
  };
}
