// The search in the database: reads a search (parse, ask the catalogue's word list which words
// exist and which are close to the others, plan), and turns a plan into SQL: its filters, the
// full-text match of its words (products.search_document, GIN index) or the start of a model
// number, and the relevance of search-rank.ts. Both databases run the same SQL.
import "server-only";
import { and, asc, eq, inArray, isNotNull, like, lte, or, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Db } from "@/db/client";
import { queryRows, settledDb } from "@/db/connect";
import { products, searchWords } from "@/db/schema";
import { dollarsToCents } from "@/lib/money";
import { WARRANTY } from "@/lib/store";
import { groupsOfSubtypes, type ProductGroup } from "./categories";
import { inShop } from "./columns";
import { DEFAULT_QUERY, isPriceRangeNarrowed } from "./listing";
import type { ParsedSearch, QueryWord } from "./search-meaning";
import { parseSearch } from "./search-parse";
import { appliedFilters, groupsOf, planFilters, type AppliedFilters } from "./search-filters";
import {
  joinWordsWrittenApart,
  planSearch,
  splitGluedWords,
  wordsWrittenApart,
  type CatalogFacets,
  type PlannedWord,
  type SearchPlan,
  type WordLookup,
} from "./search-plan";
import { MODEL_TYPO_SIMILARITY, modelSeries, modelText, SCORES, seriesText } from "./search-rank";
import type { Measure } from "./search-vocabulary";
import { neighbourSwaps } from "./typos";
import { wordCounts, type WordCounts } from "./word-counts";

/** How many close words of the catalogue a word not found is compared with. */
const CLOSE_WORDS = 8;
/** The longest word whose neighbouring letters swapped are looked up: a longer one keeps trigrams enough. */
const MOST_SWAPPED_LETTERS = 12;

/** The single words of a word's forms that the word list can answer for (letters only). */
function listedForms(word: QueryWord): string[] {
  return word.forms.flatMap((form) => (form.length === 1 && /^[a-z]+$/.test(form[0]!) ? [form[0]!] : []));
}

/** A form's word as a pattern over the word list: words of three or more letters by their start. */
function wordPattern(lexeme: string): string {
  return lexeme.length >= 3 ? `${lexeme}%` : lexeme;
}

/**
 * What the catalogue's word list says of one word: whether a product has a word starting with
 * one of its forms, or that form itself, and, when none does, the closest words by trigram
 * similarity (unless `close` is false). Null for a word the list cannot answer for.
 */
function wordListQuery(word: QueryWord, close = true): SQL | null {
  const forms = listedForms(word);
  if (forms.length === 0) return null;
  const typed = word.said.toLowerCase();
  return sql.join(
    forms.map((form) => {
      const listed = sql`exists (select 1 from ${searchWords} where ${searchWords.word} like ${wordPattern(form)})`;
      const whole = sql`exists (select 1 from ${searchWords} where ${searchWords.word} = ${form})`;
      if (!close) return sql`select ${listed} as found, ${whole} as whole, null as close`;
      // Two letters swapped leave a short word few trigrams in common with the word meant
      // ("wtaer", "water"): its swaps are looked up as they are, first.
      const swaps = typed.length <= MOST_SWAPPED_LETTERS ? neighbourSwaps(typed) : [];
      const swapped = swaps.length > 0 ? inArray(searchWords.word, swaps) : null;
      const near = swapped ? sql`${searchWords.word} % ${typed} or ${swapped}` : sql`${searchWords.word} % ${typed}`;
      const first = swapped ? sql`${swapped} desc, ` : sql``;
      return sql`select ${listed} as found, ${whole} as whole, case when not ${listed} then (
        select json_agg(json_build_object('word', close.word, 'products', close.products))
        from (select ${searchWords.word} as word, ${searchWords.products} as products from ${searchWords}
          where ${near}
          order by ${first}similarity(${searchWords.word}, ${typed}) desc, ${searchWords.products} desc
          limit ${CLOSE_WORDS}) as close
      ) end as close`;
    }),
    sql` union all `,
  );
}

/**
 * Keeps what the word list said of a word, for a caller that keeps the catalogue's reads:
 * shoppers type the same words again and again, and the answer changes only with the catalogue.
 * `key` names the word's forms and its text as typed.
 */
export type WordKeeper = (key: string, read: () => Promise<WordLookup>) => Promise<WordLookup>;

const askEveryTime: WordKeeper = (_key, read) => read();

/**
 * What the catalogue's word list says of each word. A word with digits or a phrase is taken as
 * found (model numbers and sizes are never corrected). Without `close`, no close words are looked for.
 */
async function lookupWords(
  db: Db,
  words: readonly QueryWord[],
  keep: WordKeeper,
  { close = true } = {},
): Promise<WordLookup[]> {
  return Promise.all(
    words.map((word) => {
      const query = wordListQuery(word, close);
      if (!query) return { found: true, whole: true, close: [] };
      return keep(JSON.stringify([listedForms(word), word.said.toLowerCase(), close]), async () => {
        const answers = await queryRows<{ found: boolean; whole: boolean; close: WordLookup["close"] | null }>(
          db,
          query,
        );
        return {
          found: answers.some((answer) => answer.found),
          whole: answers.some((answer) => answer.whole),
          close: answers.find((answer) => !answer.found && answer.close)?.close ?? [],
        };
      });
    }),
  );
}

/**
 * The distinct values of a column over the shop's products, each found by one step down its
 * listing index (a handful of brands or colours, never a scan of the catalogue).
 */
function distinctValues(column: "brand" | "color"): SQL {
  const name = sql.raw(column);
  return sql`with recursive found(value) as (
      select min(${name}) from ${products} where ${inShop}
      union all
      select (select min(${name}) from ${products} where ${inShop} and ${name} > found.value) from found where found.value is not null
    ) select coalesce(array_agg(value) filter (where value is not null), '{}') from found`;
}

/** The catalogue's word list (about a thousand words at 50,000 products). */
export async function readWordCounts(db: Db): Promise<WordCounts> {
  return wordCounts(await db.select({ word: searchWords.word, products: searchWords.products }).from(searchWords));
}

/** The brands and colours of the shop's products. */
export async function readCatalogFacets(db: Db): Promise<CatalogFacets> {
  const [row] = await queryRows<{ brands: string[]; colors: string[] }>(
    db,
    sql`select (${distinctValues("brand")}) as brands, (${distinctValues("color")}) as colors`,
  );
  return { brands: row?.brands ?? [], colors: row?.colors ?? [] };
}

/** The catalogue's reads a caller keeps between searches; a search reads what is not kept. */
export interface KeptReads {
  /** The catalogue's brands and colours. */
  facets?: () => Promise<CatalogFacets>;
  /** The catalogue's word list, each word with how many products have it. */
  wordCounts?: () => Promise<WordCounts>;
  /** What the word list said of each word. */
  words?: WordKeeper;
}

/**
 * How many times a search is read again with its words written together split: a split's half may
 * itself be two words ("lgwasherwhite": "LG washerwhite", then "washer white"), never many more.
 */
const SPLIT_READS = 3;

/**
 * Reads a search: what it says (search-parse.ts) and, with the catalogue's words, brands and
 * colours, its plan; `kinds`, those of the page it is typed on.
 */
export function readSearch(
  db: Db,
  text: string,
  kept: KeptReads = {},
  kinds: readonly ProductGroup[] = [],
): Promise<SearchPlan> {
  return readSplit(db, text, kept, kinds, SPLIT_READS);
}

async function readSplit(
  db: Db,
  text: string,
  kept: KeptReads,
  kinds: readonly ProductGroup[],
  splitsLeft: number,
): Promise<SearchPlan> {
  const parsed = parseSearch(text, { kinds });
  const keep = kept.words ?? askEveryTime;
  // Two words side by side are also looked up as one, in case they were written apart ("flex zone").
  const apart = wordsWrittenApart(text, parsed.words);
  const [lookups, joined, known] = await Promise.all([
    lookupWords(db, parsed.words, keep),
    lookupWords(
      db,
      apart.map((pair) => pair.word),
      keep,
      { close: false },
    ),
    kept.facets ? kept.facets() : readCatalogFacets(db),
  ]);
  // Two words written together ("lgwasher", "washermachine") are read as the two.
  const split =
    splitsLeft > 0 ? splitGluedWords(text, parsed.words, lookups, [...known.brands, ...known.colors]) : null;
  if (split !== null) return readSplit(db, split, { ...kept, facets: async () => known }, kinds, splitsLeft - 1);
  const read = joinWordsWrittenApart(parsed, lookups, apart, joined);
  const plan = planSearch(read.parsed, read.lookups, known);
  // A kind typed with a mistake is known only once corrected ("dryr 7.4", "rnage 30"): a bare number
  // beside it is read again as beside that kind (a capacity, a width), as "dryer 7.4" is.
  const corrected = kinds.length > 0 ? [] : correctedKinds(plan, parsed);
  if (corrected.length === 0) return plan;
  return readSplit(db, text, { ...kept, facets: async () => known }, corrected, 0);
}

/**
 * The kinds a search names only by a word corrected to one of them, when a bare number follows
 * it and nothing else names a kind (the parse, before any correction, left the number a word).
 */
function correctedKinds(plan: SearchPlan, parsed: ParsedSearch): ProductGroup[] {
  if (parsed.understood.some((item) => item.kind === "category" || item.kind === "style")) return [];
  const named = plan.understood.filter(
    (item) =>
      item.kind === "category" &&
      plan.corrections.some((correction) => correction.said.start === item.start && correction.said.end === item.end),
  );
  const numberAfter = (end: number) =>
    parsed.words.some(
      (word) => word.start > end && /^\d+(\.\d+)?$/.test(word.said) && /^\s*$/.test(parsed.text.slice(end, word.start)),
    );
  return [...new Set(named.filter((item) => numberAfter(item.end)).flatMap(groupsOf))];
}

/**
 * A form's word as tsquery text: words of three or more letters match the start of a word,
 * numbers, short words and a `whole` word whole.
 */
function lexemeQuery(lexeme: string, partial = false, whole = false): string | null {
  const clean = lexeme.replace(/,/g, "");
  if (!/^[a-z0-9]+(\.[0-9]+)?$/.test(clean)) return null;
  return partial || (!whole && /[a-z]/.test(clean) && clean.length >= 3) ? `${clean}:*` : clean;
}

/**
 * One word as tsquery text: any of its forms, a phrase's words in order; null when nothing can
 * be looked for. A `partial` word (still being typed) matches the start of a word whatever its length.
 */
export function wordQuery(word: PlannedWord, partial = false): string | null {
  const phrases = (forms: readonly string[][], { partial = false, whole = false } = {}) =>
    forms.flatMap((form) => {
      const lexemes = form.map((lexeme, index) => lexemeQuery(lexeme, partial && index === form.length - 1, whole));
      return lexemes.length > 0 && lexemes.every(Boolean) ? [lexemes.join(" <-> ")] : [];
    });
  // A plain word not wanted is left out as a word, not as the start of longer ones ("washer not
  // red" keeps Vibration Reduction); a shop word's forms keep their plurals and longer forms.
  const whole = Boolean(word.whole) || (Boolean(word.negated) && !word.shopWord);
  const forms = phrases(word.forms, { partial, whole });
  if (forms.length === 0) return null;
  // A product whose words say it lacks the feature after all ("ice maker ready") does not have it.
  const except = phrases(word.except ?? [], { whole: true });
  const has = except.length > 0 ? `((${forms.join(" | ")}) & !(${except.join(" | ")}))` : `(${forms.join(" | ")})`;
  // A word the shopper does not want: products that have none of its forms.
  return word.negated ? `!${has}` : has;
}

const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;

/** The kinds of product a search names ("small washer": washers); null when it names none. */
function namedKinds(plan: SearchPlan): readonly ProductGroup[] | null {
  const { subtypes } = planFilters(plan.understood);
  return subtypes && groupsOfSubtypes(subtypes);
}

/**
 * Whether a product's specifications give it a feature by a measurement, as SQL, for the kinds of
 * product searched for (null for any); null when the measurement says nothing of those kinds.
 */
function measured(measure: Measure, kinds: readonly ProductGroup[] | null): SQL | null {
  const number = (value: number) => sql.raw(String(Number(value)));
  if ("noiseAtMost" in measure) return sql`${products.noiseDba} <= ${number(measure.noiseAtMost)}`;
  const [bounds, column, compare] =
    "capacityAtLeast" in measure
      ? [measure.capacityAtLeast, products.capacityCubicFeet, sql.raw(">=")]
      : "capacityAtMost" in measure
        ? [measure.capacityAtMost, products.capacityCubicFeet, sql.raw("<=")]
        : [measure.widthAtMost, products.widthInches, sql.raw("<=")];
  const arms = Object.entries(bounds)
    .filter(([group]) => !kinds || kinds.includes(group as ProductGroup))
    .map(([group, bound]) => sql`(${products.category} = ${group} and ${column} ${compare} ${number(bound)})`);
  return arms.length > 0 ? sql`(${sql.join(arms, sql` or `)})` : null;
}

/**
 * What a product must match for one word (`query` is wordQuery's): its words in the search
 * document, or, for a word a measurement also gives ("quiet", "large capacity"), that
 * measurement (looked at first: it is the cheaper); not wanted ("not quiet"), neither.
 */
function wordMatch(
  query: string,
  word: Pick<PlannedWord, "measure" | "negated">,
  kinds: readonly ProductGroup[] | null,
): SQL {
  const said = sql`${products.searchDocument} @@ ${tsquery(query)}`;
  const measuredSql = word.measure ? measured(word.measure, kinds) : null;
  if (!measuredSql) return said;
  return word.negated ? sql`(not coalesce(${measuredSql}, false) and ${said})` : sql`(${measuredSql} or ${said})`;
}
/** A score constant written into the SQL (a parameter would be text). */
const points = (value: number) => sql.raw(`${value}::float8`);

export interface PlanSql {
  /** What a product must match: every word, or (with a model text) the start of its model number. */
  match: SQL;
  /** The relevance of search-rank.ts. */
  score: SQL;
  /**
   * Every word in the title, as tsquery text: the highest relevance there is when no model number
   * can match (see readBestTier). Null with a model text.
   */
  titleQuery: string | null;
  /**
   * The words a product must have in its document, each as tsquery text (what says how many
   * products the search may find: mostMatches). Null with a model text.
   */
  textQueries: string[] | null;
}

/**
 * The words of a plan as SQL; null when the plan has nothing to look for (only filters). With
 * `modelTypo`, model numbers are matched by similarity instead of by their start; with
 * `partialLast`, the last word is read as the start of a word (it is still being typed); with
 * `noModelStarts`, words written as a model number are matched and scored by their text alone (no
 * model number of the shop starts so: modelStartsAny), still without a title or count query.
 */
export function planSql(
  plan: SearchPlan,
  {
    modelTypo = false,
    partialLast = false,
    noModelStarts = false,
  }: { modelTypo?: boolean; partialLast?: boolean; noModelStarts?: boolean } = {},
): PlanSql | null {
  const kinds = namedKinds(plan);
  let unmatchable = false;
  const words = plan.words.flatMap((word, index) => {
    const query = wordQuery(word, partialLast && index === plan.words.length - 1 && !word.negated);
    if (!query && !word.negated) unmatchable = true;
    return query ? [{ query, typo: word.typo, negated: Boolean(word.negated), word }] : [];
  });
  // A word wanted that nothing can be looked for by (another script: "冰箱", "холодильник") is on
  // no product: the plan finds nothing, so the word is left out and said so, as any word no
  // product has, instead of being passed over as if the shopper had not typed it.
  if (unmatchable) return { match: sql`false`, score: sql`0::float8`, titleQuery: null, textQueries: null };
  // Two letters typed whole that English has no word for, alone or with a brand, are the start
  // of a series of model numbers too ("rf", "lg wm"); beside a kind, a size or a service they are
  // more often a word cut short ("refrigerator fr"), and being typed in the header any word's start.
  const seriesAlone =
    !partialLast && plan.services.length === 0 && plan.understood.every((item) => item.kind === "brand");
  const written = modelText(plan.words) ?? (seriesAlone ? seriesText(plan.words) : null);
  const model = noModelStarts ? null : written;
  if (words.length === 0 && !model) return null;
  const matches: SQL[] = [];
  // The words found by their text alone are one look-up of the document; a word a measurement
  // also gives ("quiet", "large capacity") is a condition of its own.
  const byText = words.filter(({ word }) => !word.measure).map(({ query }) => query);
  const wordConditions = [
    ...(byText.length > 0 ? [sql`${products.searchDocument} @@ ${tsquery(byText.join(" & "))}`] : []),
    ...words.filter(({ word }) => word.measure).map(({ query, word }) => wordMatch(query, word, kinds)),
  ];
  if (wordConditions.length > 0) matches.push(and(...wordConditions)!);
  let modelScore = sql`0`;
  if (model) {
    const starts = sql`${products.modelCompact} like ${`${model}%`}`;
    const close = sql`(${products.modelCompact} % ${model} and similarity(${products.modelCompact}, ${model}) >= ${MODEL_TYPO_SIMILARITY})`;
    // When no model number of the shop is close, those of the typed one's series ("wm" of "wm3400cw").
    const series = modelSeries(model);
    const noneClose = sql`not exists (select 1 from ${products} as close_model where close_model.archived_at is null and close_model.model_compact % ${model} and similarity(close_model.model_compact, ${model}) >= ${MODEL_TYPO_SIMILARITY})`;
    const similar = series
      ? sql`(${close} or (${products.modelCompact} like ${`${series}%`} and ${noneClose}))`
      : close;
    matches.push(modelTypo ? similar : starts);
    modelScore = modelTypo
      ? sql`case when ${similar} then ${points(SCORES.modelTypo)} * similarity(${products.modelCompact}, ${model}) else 0 end`
      : sql`case when ${products.modelCompact} = ${model} then ${points(SCORES.modelEquals)} when ${starts} then ${points(SCORES.modelStarts)} else 0 end`;
  }
  // Without a model text every product found has every word in its document (or, for "quiet",
  // its measurement), so only the title needs checking per product; the large document is read
  // again only when a model number may have found the product instead.
  // A word the shopper does not want adds nothing to the relevance: every product found lacks it.
  const wordScores = words
    .filter((word) => !word.negated)
    .map(({ query, typo }) => {
      const share = typo ? SCORES.typoShare : 1;
      const elsewhere = model
        ? sql`case when ${products.searchDocument} @@ ${tsquery(query)} then ${points(SCORES.document * share)} else 0 end`
        : points(SCORES.document * share);
      return sql`case when ${products.searchTitle} @@ ${tsquery(query)} then ${points(SCORES.title * share)} else ${elsewhere} end`;
    });
  return {
    match: matches.length === 1 ? matches[0]! : sql`(${or(...matches)})`,
    score: sql`(0::float8 + ${sql.join([...wordScores, modelScore], sql` + `)})`,
    // The best tier checks titles only, so it cannot tell a word a product must not have.
    titleQuery:
      written || words.length === 0 || words.some((word) => word.negated)
        ? null
        : words.map((word) => word.query).join(" & "),
    textQueries: written ? null : words.filter(({ word }) => !word.measure && !word.negated).map(({ query }) => query),
  };
}

/**
 * Whether any product meeting `conditions` has a model number that starts as the plan's words
 * would write one ("dish 24": DISH24...), one read of the model numbers' index. When none does,
 * the words are only words (planSql's `noModelStarts`), and a search need not read every match's
 * document again to rank it.
 */
export async function modelStartsAny(db: Db, plan: SearchPlan, conditions: readonly SQL[]): Promise<boolean> {
  const model = modelText(plan.words);
  if (!model) return false;
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(...conditions, like(products.modelCompact, `${model}%`)))
    .limit(1);
  return found !== undefined;
}

/**
 * What a product must match to be found by a search, the filters it says included, archived
 * products too (the staff list); null when the search says nothing to look for.
 */
export async function searchCondition(db: Db, text: string): Promise<SQL | null> {
  const plan = await readSearch(db, text);
  const { page: _page, ...listing } = DEFAULT_QUERY;
  const conditions = filterConditions(appliedFilters(listing, planFilters(plan.understood)));
  const words = planSql(plan);
  if (words) conditions.push(words.match);
  return conditions.length > 0 ? and(...conditions)! : null;
}

/**
 * The settings search queries need. The planner does not know that matching a search document
 * reads it from its TOAST table, and scans the whole table for a common word; with sequential
 * scans off it reads the matches from the GIN index. The % operator of a mistyped model number
 * compares against the trigram threshold (the exact one is checked again in the query).
 */
const SEARCH_SETTINGS = {
  enable_seqscan: "off",
  "pg_trgm.similarity_threshold": String(MODEL_TYPO_SIMILARITY - 0.01),
};

/**
 * Runs search queries with the settings they need: on Postgres over connections opened with them,
 * else (PGlite, whose one session every query shares, or inside a transaction) in a transaction
 * that sets them for itself.
 */
export function searching<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const settled = settledDb(db, SEARCH_SETTINGS);
  if (settled) return work(settled);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', ${SEARCH_SETTINGS.enable_seqscan}, true), set_config('pg_trgm.similarity_threshold', ${SEARCH_SETTINGS["pg_trgm.similarity_threshold"]}, true)`,
    );
    return work(tx as unknown as Db);
  });
}

/**
 * How many in-stock products, in catalogue order, are looked through for each best-ranked one
 * wanted (a title match in one product of 80), and for all of them at most.
 */
const BEST_TIER_SHARE = 80;
const BEST_TIER_WINDOW = 2000;

/**
 * The first in-stock products in catalogue order that are looked through for `count` of them
 * (80 each, 2,000 at most); null when more are wanted than the window holds.
 */
function inStockWindow(db: Db, conditions: SQL[], count: number) {
  if (count > BEST_TIER_WINDOW) return null;
  return db
    .select({ id: products.id, position: products.position, title: products.searchTitle })
    .from(products)
    .where(and(...conditions, eq(products.inStock, true)))
    .orderBy(asc(products.position))
    .limit(Math.min(BEST_TIER_WINDOW, count * BEST_TIER_SHARE))
    .as("in_stock_window");
}

/**
 * What a search's reads return of each product: its id, or the fields a caller shows (the
 * header's suggestions read their names, pictures and prices in the same query).
 */
type FoundFields = SelectedFields & { id: typeof products.id };
const ID_ONLY = { id: products.id };

/** The rows `read` finds in the in-stock window, when they are `count`; else (or no window) null. */
async function fromInStockWindow<R>(
  db: Db,
  conditions: SQL[],
  count: number,
  read: (window: NonNullable<ReturnType<typeof inStockWindow>>) => Promise<R[]>,
): Promise<R[] | null> {
  const window = inStockWindow(db, conditions, count);
  if (!window) return null;
  const rows = await read(window);
  return rows.length === count ? rows : null;
}

/**
 * The first `count` products of the best relevance (in stock, every word in the title), in
 * catalogue order: they come first in a search, so when there are enough of them, a page is
 * read in the order of the listing index instead of scoring every match. They are looked for
 * among the first in-stock products only (80 for each one wanted, 2,000 at most; a title match
 * further on comes after those), so a word rare in titles costs a bounded walk; null when the
 * window holds fewer than `count`. Their ids, or the `fields` asked for.
 */
export function readBestTier<F extends FoundFields = typeof ID_ONLY>(
  db: Db,
  conditions: SQL[],
  titleQuery: string,
  count: number,
  fields?: F,
): Promise<SelectResultFields<F>[] | null> {
  return fromInStockWindow(db, conditions, count, (window) => {
    const matching = sql`${window.title} @@ ${tsquery(titleQuery)}`;
    const order = asc(window.position);
    // The window holds ids: other fields are read for the few found only.
    if (!fields) return db.select({ id: window.id }).from(window).where(matching).orderBy(order).limit(count);
    return db
      .select(fields as SelectedFields)
      .from(window)
      .innerJoin(products, eq(products.id, window.id))
      .where(matching)
      .orderBy(order)
      .limit(count);
  }) as Promise<SelectResultFields<F>[] | null>;
}

/**
 * The first `count` products a search finds, in its order, among the first in-stock products in
 * catalogue order only (as the best tier's window): for a search whose words most products have,
 * whose every match would be ranked to find the first few ("energy star": 26,470 of 50,000,
 * about 190 ms on PGlite, against 3-5 for the window). Null when the window holds fewer than
 * `count`. Their ids, or the `fields` asked for.
 */
export function readFirstInStock<F extends FoundFields = typeof ID_ONLY>(
  db: Db,
  conditions: SQL[],
  match: SQL,
  order: SQL[],
  count: number,
  fields?: F,
): Promise<SelectResultFields<F>[] | null> {
  return fromInStockWindow(
    db,
    conditions,
    count,
    (window) =>
      db
        .select(fields ?? ID_ONLY)
        .from(products)
        .where(and(inArray(products.id, db.select({ id: window.id }).from(window)), match))
        .orderBy(...order)
        .limit(count) as Promise<SelectResultFields<F>[]>,
  );
}

/** How many products (up to `cap`) each word of a plan matches with the listing's filters. */
export async function wordMatches(db: Db, plan: SearchPlan, filters: readonly SQL[], cap = 1000): Promise<number[]> {
  const kinds = namedKinds(plan);
  const counts = plan.words.map((word, index) => {
    const query = wordQuery(word);
    if (!query) return sql`0 as ${sql.raw(`word_${index}`)}`;
    return sql`(select count(*)::int from (select 1 from ${products} where ${and(inShop, ...filters, wordMatch(query, word, kinds))} limit ${cap}) as found) as ${sql.raw(`word_${index}`)}`;
  });
  if (counts.length === 0) return [];
  const [row] = await queryRows<Record<string, number>>(db, sql`select ${sql.join(counts, sql`, `)}`);
  return plan.words.map((_, index) => Number(row?.[`word_${index}`] ?? 0));
}

/**
 * The share off the new unit's price in whole percent, as the product's card rounds it
 * (listPriceSavings): round(100 * (price - unit) / price), in integers; 0 for a product without a
 * lower price and for call-for-price. Both the "40% off" filter and the biggest-savings order read it.
 */
export const SHARE_OFF = sql`(case
  when ${products.unitPriceCents} > 0 and ${products.unitPriceCents} < ${products.priceCents}
    then ((${products.priceCents}::int8 - ${products.unitPriceCents}) * 200 + ${products.priceCents})
      / (2 * ${products.priceCents}::int8)
  else 0 end)`;

/**
 * The years of a product's manufacturer's warranty, the shop's least when it names none (as its page says). Both
 * the "5 year warranty" filter and the longest-warranty order read it.
 */
export const WARRANTY_YEARS = sql`coalesce(${products.warrantyYears}, ${sql.raw(String(WARRANTY.manufacturerYears))})`;

/**
 * Whether filters may match few products far apart in a listing's order: they bound a price, a
 * measure or the noise, or name two of a kind, brand, colour and deal. Postgres takes each as
 * independent of the others ("refrigerators" and "under $104" as 2% of the refrigerators, when
 * none are; black dryers as common as black products are), where they go together or not at all.
 * The kind's index holds each beside the kind, so their matches are counted from an index alone.
 * One of a kind, brand, colour or deal alone is read in order from its own index.
 */
export const mayMatchFew = (filters: AppliedFilters): boolean =>
  isPriceRangeNarrowed(filters) ||
  [filters.width, filters.capacity, filters.height, filters.depth].some(Boolean) ||
  filters.maxNoise !== null ||
  [filters.subtypes, filters.brands, filters.colors, filters.deal].filter(Boolean).length >= 2;

/** The conditions of a listing's filters (archived or not: callers add inShop). */
export function filterConditions(filters: AppliedFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.subtypes) conditions.push(inArray(products.subcategory, [...filters.subtypes]));
  if (filters.brands) conditions.push(inArray(products.brand, [...filters.brands]));
  if (filters.brandKinds) {
    const each = filters.brandKinds.map(({ brand, subtypes }) =>
      and(eq(products.brand, brand), inArray(products.subcategory, [...subtypes]))!,
    );
    conditions.push(or(...each)!);
  }
  if (filters.colors) conditions.push(inArray(products.color, [...filters.colors]));
  if (filters.deal) conditions.push(eq(products.dealType, filters.deal));
  if (filters.inStock) conditions.push(eq(products.inStock, true));
  if (isPriceRangeNarrowed(filters)) {
    // Call-for-price items have no price to compare: a narrowed range drops them. The bounds are
    // whole cents, as the column is (19.99 dollars times 100 is 1,998.99... in floating point): the
    // planner then knows how many products a range holds, and reads a page of a common one in
    // listing order instead of sorting every match.
    conditions.push(
      sql`${products.priceCents} > 0 and ${products.unitPriceCents} between ${dollarsToCents(filters.minPrice)} and ${dollarsToCents(filters.maxPrice)}`,
    );
  }
  for (const [column, ranges] of [
    [products.widthInches, filters.width],
    [products.capacityCubicFeet, filters.capacity],
    [products.heightInches, filters.height],
    [products.depthInches, filters.depth],
  ] as const) {
    if (ranges) {
      const within = ranges.map(([from, to]) => sql`${column} between ${from}::float8 and ${to}::float8`);
      conditions.push(within.length === 1 ? within[0]! : sql`(${sql.join(within, sql` or `)})`);
    }
  }
  if (filters.maxNoise !== null)
    conditions.push(and(isNotNull(products.noiseDba), lte(products.noiseDba, filters.maxNoise))!);
  if (filters.minPercentOff !== null) conditions.push(sql`${SHARE_OFF} >= ${filters.minPercentOff}`);
  if (filters.minWarrantyYears !== null) conditions.push(sql`${WARRANTY_YEARS} >= ${filters.minWarrantyYears}`);
  for (const count of filters.counts) {
    // The value written as the number alone ("5"), under any of the names.
    const specs = count.specs.map((name) => JSON.stringify([{ name, value: String(count.value) }]));
    conditions.push(or(...specs.map((spec) => sql`${products.specifications} @> ${spec}::jsonb`))!);
  }
  return conditions;
}
