// Listing and search in the database: one page of products and how many match, for a listing's
// filters and its search, read through the listing and search indexes. A search is read and
// planned (search-plan.ts), run as SQL (search-sql.ts), and when it finds nothing it is tried
// again as search-plan.ts says: a mistyped model number, then without the words that match least,
// then without its filters. tests/catalog/listing-equivalence.test.ts checks it against the rules.
import "server-only";
import { and, asc, desc, inArray, like, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products } from "@/db/schema";
import { groupsOfCategory, subtypesForCategory } from "./categories";
import { toCatalogProduct, type CatalogProduct } from "./catalog-product";
import { catalogColumns, inShop } from "./columns";
import { PAGE_SIZE, pageWindow, type ListingFilters, type Sort } from "./listing";
import { appliedFilters, planFilters, type AppliedFilters } from "./search-filters";
import type { Near } from "./search-meaning";
import {
  filterDrops,
  modelBesideFilters,
  modelLeftBesideKind,
  relaxPlan,
  withBrand,
  type SearchPlan,
} from "./search-plan";
import { countOrderSpecs, type CatalogList, type CountOrder } from "./search-vocabulary";
import { modelText } from "./search-rank";
import {
  filterConditions,
  planSql,
  readBestTier,
  readSearch,
  searching,
  SHARE_OFF,
  WARRANTY_YEARS,
  wordMatches,
  type KeptReads,
  type PlanSql,
} from "./search-sql";

/** How a listing's search was read and what its products come from. */
export interface ListingSearch {
  /** The search as read, before anything was left out. */
  asked: SearchPlan;
  /** The plan the products come from: the one asked, or with words or filters left out. */
  shown: SearchPlan;
  /** Model numbers were matched by similarity: the search was a mistyped model number. */
  modelTypo: boolean;
  /**
   * For a search that asks which brands or colours there are ("which brands of washers", "lg
   * washer colors"): those of the products it shows.
   */
  listed?: Partial<Record<CatalogList, readonly string[]>>;
  /**
   * The page's category, left out because the search names only other kinds ("dryer" on the
   * washers' page shows the dryers).
   */
  leftCategory?: string;
}

export interface ListingWindow {
  products: CatalogProduct[];
  /** How many products match the filters in all. */
  total: number;
  /** How the search was read; null without one. */
  search: ListingSearch | null;
}

export interface ListingResult extends ListingWindow {
  /** The 1-based page shown: the one asked for, or the last one when it asked for more. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last product shown (0 when there are none). */
  first: number;
  last: number;
}

/** One key of a listing order, as its index writes it. Every key column is NOT NULL. */
interface OrderKey {
  expr: SQL;
  desc: boolean;
  /**
   * A true-or-false expression, compared to a value as a range: Postgres rewrites
   * `(price_cents = 0) = false` as `price_cents <> 0`, which no index column matches.
   */
  truth?: boolean;
}

const key = (expr: SQLWrapper, desc = false): OrderKey => ({ expr: sql`${expr}`, desc });

/** In stock first, every listing's first key. */
const IN_STOCK_FIRST = key(products.inStock, true);

/**
 * The keys of a listing order without a search: in stock first, then the sort, then catalogue
 * position and the id, so no two products tie. Written as the listing indexes are (a price order's
 * index also holds the price, before the id), so Postgres reads a page in order from the index.
 */
function listingKeys(sort: Sort): OrderKey[] {
  const inStockFirst = IN_STOCK_FIRST;
  const callForPriceLast = { ...key(sql`(${products.priceCents} = 0)`), truth: true };
  const byPosition = key(products.position);
  const byId = key(products.id);
  switch (sort) {
    case "priceAsc":
      return [inStockFirst, callForPriceLast, key(products.unitPriceCents), byPosition, key(products.priceCents), byId];
    case "priceDesc":
      return [
        inStockFirst,
        callForPriceLast,
        key(products.unitPriceCents, true),
        byPosition,
        key(products.priceCents),
        byId,
      ];
    case "nameAsc":
      return [inStockFirst, key(sql`${products.nameKey} collate "C"`), byPosition, byId];
    case "nameDesc":
      return [inStockFirst, key(sql`${products.nameKey} collate "C"`, true), byPosition, byId];
    case "rating":
      return [inStockFirst, key(products.rating, true), byPosition, byId];
    case "featured":
      return [inStockFirst, byPosition, byId];
  }
}

/** A key as an ORDER BY term (a descending one with nulls last, as the indexes are built). */
const orderTerm = ({ expr, desc }: OrderKey): SQL => (desc ? sql`${expr} desc nulls last` : sql`${expr}`);

/**
 * In stock first, then the sort, or the order by a measure the search asked for (the largest, the
 * quietest...: products without it last) or the biggest savings, or the measure closest to one it
 * said, then the relevance of a search; written as the listing indexes are, so Postgres reads them
 * in order.
 */
export function listingOrder(
  { sort, bySpec, near }: Pick<AppliedFilters, "sort" | "bySpec" | "near">,
  score: SQL | null,
): SQL[] {
  const relevance = score ? [desc(score)] : [];
  if (near !== null) {
    // The measure closest to the one said first, then the relevance of the words.
    return [
      orderTerm(IN_STOCK_FIRST),
      sql`${distanceTo(near)} nulls last`,
      ...relevance,
      asc(products.position),
      asc(products.id),
    ];
  }
  if (bySpec) {
    const spec = {
      largest: sql`${products.capacityCubicFeet} desc nulls last`,
      smallest: asc(products.capacityCubicFeet),
      quietest: asc(products.noiseDba),
      narrowest: asc(products.widthInches),
      widest: sql`${products.widthInches} desc nulls last`,
      tallest: sql`${products.heightInches} desc nulls last`,
      shortest: asc(products.heightInches),
      deepest: sql`${products.depthInches} desc nulls last`,
      shallowest: asc(products.depthInches),
      savings: sql`${SHARE_OFF} desc`,
      warranty: sql`${WARRANTY_YEARS} desc`,
      mostBurners: sql`${countedSpec("mostBurners")} desc nulls last`,
      mostPlaceSettings: sql`${countedSpec("mostPlaceSettings")} desc nulls last`,
      mostCycles: sql`${countedSpec("mostCycles")} desc nulls last`,
    }[bySpec];
    return [orderTerm(IN_STOCK_FIRST), spec, ...relevance, asc(products.position), asc(products.id)];
  }
  if (sort === "featured" && score) {
    return [orderTerm(IN_STOCK_FIRST), ...relevance, asc(products.position), asc(products.id)];
  }
  return listingKeys(sort).map(orderTerm);
}

/** How many of what a count order counts a product's specifications give (a whole number); null when none. */
function countedSpec(order: CountOrder): SQL {
  const names = sql.join(
    countOrderSpecs(order).map((name) => sql`${name}`),
    sql`, `,
  );
  return sql`(select max((spec ->> 'value')::numeric) from jsonb_array_elements(${products.specifications}) as spec where spec ->> 'name' in (${names}) and spec ->> 'value' ~ '^[0-9]+$')`;
}

/** The columns a closest-first order measures; a price is the unit's, in cents, and none for Call for Price. */
const NEAR_COLUMNS = {
  capacity: sql`${products.capacityCubicFeet}`,
  width: sql`${products.widthInches}`,
  height: sql`${products.heightInches}`,
  depth: sql`${products.depthInches}`,
  price: sql`(case when ${products.priceCents} > 0 then ${products.unitPriceCents} / 100.0 end)`,
} as const;

/**
 * How far a product's measure is from the span said (0 within it); null without the measure (a
 * guard greatest() needs, as it passes over nulls).
 */
function distanceTo({ measure, from, to }: Near): SQL {
  const column = NEAR_COLUMNS[measure];
  const at = (value: number) => sql.raw(String(Number(value)));
  if (from === to) return sql`abs(${column} - ${at(from)})`;
  return sql`(case when ${column} is not null then greatest(${at(from)} - ${column}, ${column} - ${at(to)}, 0) end)`;
}

/** Whether a listing shows the products a search ranks highest first: in no sort or size order. */
export const byRelevance = ({ sort, bySpec, near }: Pick<AppliedFilters, "sort" | "bySpec" | "near">) =>
  sort === "featured" && !bySpec && near === null;

/**
 * Where a deep window of a listing without a search starts reading: the keys of every `step`th
 * product in its order (the first at position `step`, 0-based), kept with the catalogue's other
 * reads. Reading from the checkpoint before an offset skips fewer than `step` products, where
 * an offset alone walks the listing's index from its start.
 */
export type Checkpoint = unknown[];

/** Keeps a listing's checkpoints (for its conditions and sort), computing them with `compute` when it has not. */
export type CheckpointKeeper = (where: SQL, sort: Sort, compute: () => Promise<Checkpoint[]>) => Promise<Checkpoint[]>;

/** How many products lie between two checkpoints of a listing. */
const CHECKPOINT_STEP = 1000;

/** The keys of every `step`th product of a listing, in its order. */
async function readCheckpoints(db: Db, where: SQL | undefined, keys: OrderKey[], step: number): Promise<Checkpoint[]> {
  const columns = Object.fromEntries(keys.map((k, i) => [`k${i}`, sql`${k.expr}`.as(`k${i}`)]));
  const ranked = db
    .select({
      ...columns,
      rank: sql<number>`row_number() over (order by ${sql.join(keys.map(orderTerm), sql`, `)})`.as("rank"),
    })
    .from(products)
    .where(where)
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} > ${step} and (${ranked.rank} - 1) % ${step} = 0`)
    .orderBy(ranked.rank);
  return rows.map((row) => keys.map((_, i) => (row as Record<string, unknown>)[`k${i}`]));
}

/**
 * The keys of an order in runs that one comparison can start a range of the index at: keys of one
 * direction side by side (a row comparison, `(name, position, id) >= (...)`), a true-or-false key
 * alone.
 */
function keyRuns(keys: OrderKey[]): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  keys.forEach((k, i) => {
    const last = runs.at(-1);
    const before = keys[i - 1];
    if (last && before && !k.truth && !before.truth && before.desc === k.desc) last.to = i + 1;
    else runs.push({ from: i, to: i + 1 });
  });
  return runs;
}

/**
 * `limit` ids of a listing from the product at `from` (its keys), after skipping `skip`. The
 * products at or after it in the order are read as ranges of the index, nearest first: those
 * equal to it on every run of keys but the last and at or after it on that one, then those equal
 * on one run fewer and after it on the next, and so on up to the first key (in stock or not).
 */
async function seekWindow(
  db: Db,
  where: SQL | undefined,
  keys: OrderKey[],
  from: Checkpoint,
  { skip, limit }: { skip: number; limit: number },
): Promise<string[]> {
  const ids: string[] = [];
  let toSkip = skip;
  const runs = keyRuns(keys);
  for (let index = runs.length - 1; index >= 0 && ids.length < limit; index--) {
    const run = runs[index]!;
    const inclusive = index === runs.length - 1;
    const after = sql.raw(keys[run.from]!.desc ? (inclusive ? "<=" : "<") : inclusive ? ">=" : ">");
    const equal = keys
      .slice(0, run.from)
      .map((k, i) =>
        k.truth ? sql`${k.expr} >= ${from[i]} and ${k.expr} <= ${from[i]}` : sql`${k.expr} = ${from[i]}`,
      );
    const row = (items: SQL[]) => (items.length === 1 ? items[0]! : sql`(${sql.join(items, sql`, `)})`);
    const starts = sql`${row(keys.slice(run.from, run.to).map((k) => k.expr))} ${after} ${row(
      from.slice(run.from, run.to).map((value) => sql`${value}`),
    )}`;
    // Ordered by every key, as the index is, though the first ones are equal: so Postgres reads
    // the range in the index's order whether or not it sees that they are.
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(where, ...equal, starts))
      .orderBy(...keys.map(orderTerm))
      .limit(toSkip + limit - ids.length);
    ids.push(...rows.slice(toSkip).map((found) => found.id));
    toSkip = Math.max(0, toSkip - rows.length);
  }
  return ids;
}

/**
 * At most how many matches of a listing's conditions are read by those conditions and then
 * sorted, rather than by walking a listing index in order until the window is full. The walk
 * reads about (the window's end x the catalogue / the matches) products, most of the catalogue
 * when a few matches are spread over it or there are none ("range 20 inch", no range that narrow:
 * every product read, 85 ms at 50,000 products, against 7 ms for its matches alone); from a few
 * hundred matches on, the walk reads fewer.
 */
export const FEW_MATCHES = 500;

/**
 * The products matching `where`, alone, under the products table's own name: an order over them
 * sorts them. Postgres guesses how many match a set of conditions as if each were independent of
 * the others ("refrigerators" and "under $104" as 2% of refrigerators, when none are), so it
 * walks an index in order to find the few it expects early; the offset keeps it from merging
 * this query into the one around it, so it reads them by their conditions.
 */
export const matchesAlone = (db: Db, where: SQL) =>
  db
    .select()
    .from(products)
    .where(where)
    // Drizzle writes no offset of 0 (a number): written as SQL, it is written.
    .offset(sql`0` as unknown as number)
    .as("products");

/**
 * Whether a listing's matches are read alone and sorted rather than in the order of an index:
 * when few match (`total`, when counted), and when they are of a kind and ordered by a size, which
 * goes with the kind (the largest products are refrigerators: a kind's largest come after every
 * larger kind's in the size's index; "biggest washer" read every refrigerator first, 32 ms).
 */
function readAlone(
  filters: Pick<AppliedFilters, "bySpec" | "near" | "subtypes">,
  total: number | null,
  fewMatches = FEW_MATCHES,
): boolean {
  const bySize = filters.bySpec !== null || filters.near !== null;
  return (total !== null && total <= fewMatches) || (bySize && filters.subtypes !== null);
}

/** How many products match `where`, counted up to `most` (more are counted as `most`). */
export async function countMatchesUpTo(db: Db, where: SQL | undefined, most: number): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(most)
    .as("matches");
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
  return Number(row?.total ?? 0);
}

/** How many products match `where`. */
export async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  return Number(row?.total ?? 0);
}

/** The ids of one window of a listing, in order, and how many products match. */
async function readWindow(
  db: Db,
  filters: AppliedFilters,
  search: PlanSql | null,
  { offset, limit, count, checkpoints, checkpointStep = CHECKPOINT_STEP, fewMatches = FEW_MATCHES }: WindowReads,
): Promise<{ ids: string[]; total: number }> {
  const conditions = [inShop, ...filterConditions(filters)];
  if (!search) {
    // Nothing to rank: read in the order of a listing index (the sort's, or the largest or
    // smallest first: "the biggest"), which stops after the page, or sorted (the closest to a
    // size said: "5 cu ft washer", the 5.0 before the 4.5). The count is its own query, read
    // first: a few matches are read alone and sorted, and none are not read at all. A deep window
    // of a sort starts from the kept checkpoint before it.
    const where = and(...conditions)!;
    const total = await (count ? count(where, () => countMatches(db, where)) : countMatches(db, where));
    if (offset >= total) return { ids: [], total };
    const bySort = !filters.bySpec && filters.near === null;
    const alone = readAlone(filters, total, fewMatches);
    const keys = listingKeys(filters.sort);
    const at = Math.floor(offset / checkpointStep);
    if (bySort && !alone && checkpoints && at > 0) {
      const from = (await checkpoints(where, filters.sort, () => readCheckpoints(db, where, keys, checkpointStep)))[
        at - 1
      ];
      if (from)
        return { ids: await seekWindow(db, where, keys, from, { skip: offset - at * checkpointStep, limit }), total };
    }
    const rows = await db
      .select({ id: products.id })
      .from(alone ? matchesAlone(db, where) : products)
      .where(alone ? undefined : where)
      .orderBy(...(bySort ? keys.map(orderTerm) : listingOrder(filters, null)))
      .limit(limit)
      .offset(offset);
    return { ids: rows.map((row) => row.id), total };
  }
  // A search, sorted per request: the best-ranked first, or by a size it said.
  const where = and(...conditions, search.match)!;
  const order = listingOrder(filters, search.score);
  const bestTier = (tx: Db) =>
    search.titleQuery && byRelevance(filters)
      ? readBestTier(tx, conditions, search.titleQuery, offset + limit).then(
          (rows) => rows?.map((row) => row.id) ?? null,
        )
      : Promise.resolve(null);
  // The page's ids when the count was read with them: ranking reads every match anyway, so a new
  // search counts its matches in the same pass ("energy star" at 50,000 products read its 26,470
  // matches twice, 358 ms). Its matches are read alone then, as they are when few: Postgres had
  // walked a price's index through the catalogue to count them in its order ("cheap" and a
  // word no product has read every product's text).
  const ranked = (tx: Db, withCount: boolean, alone: boolean) =>
    tx
      .select({ id: products.id, total: withCount ? sql<number>`(count(*) over ())::int` : sql<number>`0` })
      .from(alone ? matchesAlone(tx, where) : products)
      .where(alone ? undefined : where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  const first: { ids?: string[] } = {};
  const readCount = () =>
    searching(db, async (tx) => {
      const best = await bestTier(tx);
      if (best) {
        first.ids = best.slice(offset);
        return countMatches(tx, where);
      }
      const rows = await ranked(tx, true, true);
      if (rows.length === 0) return countMatches(tx, where);
      first.ids = rows.map((row) => row.id);
      return Number(rows[0]!.total);
    });
  const total = await (count ? count(where, readCount) : readCount());
  if (offset >= total) return { ids: [], total };
  if (first.ids) return { ids: first.ids, total };
  // The count was kept: the page alone.
  return searching(db, async (tx) => {
    const best = await bestTier(tx);
    if (best) return { ids: best.slice(offset), total };
    return { ids: (await ranked(tx, false, total <= fewMatches)).map((row) => row.id), total };
  });
}

/** The products of `ids`, in that order. */
async function readProducts(db: Db, ids: readonly string[]): Promise<CatalogProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(catalogColumns)
    .from(products)
    .where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCatalogProduct(row)] : [];
  });
}

/**
 * Keeps how many products match a listing's conditions (`where`), computing it with `compute`
 * when it has not: every page and every sort of one listing has the same count.
 */
export type CountKeeper = (where: SQL, compute: () => Promise<number>) => Promise<number>;

/** What a window's reads keep between requests, when the caller keeps them. */
interface ListingKeepers {
  /** Where the counts of listings are kept (else each is counted). */
  count?: CountKeeper;
  /** Where the checkpoints of listings are kept (else a deep window walks its index from the start). */
  checkpoints?: CheckpointKeeper;
  /** How many products lie between two checkpoints (CHECKPOINT_STEP unless told). */
  checkpointStep?: number;
  /** At most how many matches are read alone and sorted (FEW_MATCHES unless told). */
  fewMatches?: number;
}

type WindowReads = ListingKeepers & { offset: number; limit: number };

export interface ListingWindowOptions extends KeptReads, ListingKeepers {
  offset?: number;
  limit?: number;
  /**
   * The search is typed on the category's page, whose search box a shopper types any kind into:
   * a style said alone is said of the category's kind, and a search that names only kinds
   * outside it leaves the category out. Else the category is kept as the filter it was asked for
   * (the catalogue API).
   */
  kindOverCategory?: boolean;
}

/** Whether a search names kinds of product, none of them in `category` ("dryer" of washers). */
function namesOnlyOtherKinds(plan: SearchPlan, category: string): boolean {
  const searched = planFilters(plan.understood).subtypes;
  return searched !== null && !subtypesForCategory(category).some((subtype) => searched.includes(subtype));
}

/**
 * The products matching a listing query, `limit` of them from `offset`, and how many match. A
 * search that finds nothing is tried again as search-plan.ts says, until something is found or
 * nothing is left to leave out.
 */
export async function queryListing(
  db: Db,
  filters: ListingFilters,
  {
    offset = 0,
    limit = PAGE_SIZE,
    count,
    checkpoints,
    checkpointStep,
    fewMatches,
    kindOverCategory = false,
    ...kept
  }: ListingWindowOptions = {},
): Promise<ListingWindow> {
  const window = { offset, limit, count, checkpoints, checkpointStep, fewMatches };
  if (!filters.search) {
    const found = await readWindow(db, appliedFilters(filters, null), null, window);
    return { products: await readProducts(db, found.ids), total: found.total, search: null };
  }
  // On a category's page, a style said alone is said of the page's kind ("compact" of washers).
  const pageKinds = kindOverCategory && filters.category ? groupsOfCategory(filters.category) : [];
  const asked = await readSearch(db, filters.search, kept, pageKinds);
  const leftCategory =
    kindOverCategory && filters.category && namesOnlyOtherKinds(asked, filters.category) ? filters.category : null;
  if (leftCategory) filters = { ...filters, category: "" };
  const onKindsPage = pageKinds.length > 0 && !leftCategory;
  const left = leftCategory ? { leftCategory } : {};
  let plan = asked;
  let modelTypo = false;
  let modelFound: boolean | undefined;
  // Whether the filters alone find anything, by the filters: leaving out a word keeps them, so
  // each set of filters is asked once.
  const filtersFind = new Map<string, boolean>();
  for (;;) {
    const applied = appliedFilters(filters, planFilters(plan.understood));
    const search = planSql(plan, { modelTypo });
    // A search with nothing left to look for after leaving words out, or that asked only for what
    // the shop does not sell ("toaster"), finds nothing, except on a kind's page, which it was
    // typed of ("maytag" on the washers' page is "maytag washer": the washers, said so); one of
    // words that say nothing ("deals", "on sale", "!!!"), that ask for what our units are ("used")
    // or about a service ("do you deliver to newark", the place no word of ours) reads the whole
    // listing below.
    const leftOut = plan.dropped.length > 0 && plan.services.length === 0;
    if (!search && plan.understood.length === 0 && (leftOut || plan.notSold) && !onKindsPage) break;
    const found = await readWindow(db, applied, search, window);
    if (found.total > 0) {
      const [shownProducts, ...listed] = await Promise.all([
        readProducts(db, found.ids),
        ...asked.lists.map(async (list) => [list, await listedOf(db, list, applied, search)] as const),
      ]);
      return {
        products: shownProducts,
        total: found.total,
        search: {
          asked,
          shown: plan,
          modelTypo,
          ...(listed.length > 0 ? { listed: Object.fromEntries(listed) } : {}),
          ...left,
        },
      };
    }
    // A model number found without the filters said beside it ("WTW5105HW stainless", a white
    // washer) is the product asked for: the filters are left out, not the number.
    modelFound ??=
      modelBesideFilters(plan) && (await firstFinding(db, filters, [{ ...plan, understood: [] }])) !== null;
    if (!modelTypo && !modelFound && plan.dropped.length === 0 && modelText(plan.words)) {
      modelTypo = true;
      continue;
    }
    modelTypo = false;
    // Words cannot be what empties a page whose filters alone find nothing: a filter goes first.
    let filtersEmpty = modelFound;
    if (!filtersEmpty && plan.words.length > 0 && plan.understood.length > 0) {
      const key = JSON.stringify(applied);
      if (!filtersFind.has(key))
        filtersFind.set(key, (await firstFinding(db, filters, [{ ...plan, words: [] }])) !== null);
      filtersEmpty = !filtersFind.get(key);
    }
    const counts =
      plan.words.length > 1 && !filtersEmpty
        ? await searching(db, (tx) => wordMatches(tx, plan, filterConditions(applied)))
        : [];
    const next =
      (await firstFinding(db, filters, filterDrops(plan, { filtersEmpty }))) ??
      relaxPlan(plan, counts, { filtersEmpty });
    if (!next) break;
    plan = await withMakerOfModelLeft(db, plan, next);
  }
  // Nothing shown: nothing was left out to show it (a brand we don't carry was all there was).
  return { products: [], total: 0, search: { asked, shown: { ...asked, dropped: [] }, modelTypo: false, ...left } };
}

/**
 * A relaxed plan that left out a model number beside a kind it names ("dryer to match
 * WM4000HWA") asks for that model's maker, when every product whose model number starts so is of
 * one brand (archived or sold out too: the shopper may have bought it here); else as it is.
 */
async function withMakerOfModelLeft(db: Db, plan: SearchPlan, relaxed: SearchPlan): Promise<SearchPlan> {
  const left = modelLeftBesideKind(plan, relaxed);
  if (!left) return relaxed;
  const makers = await db
    .selectDistinct({ brand: products.brand })
    .from(products)
    .where(like(products.modelCompact, `${left.model}%`))
    .limit(2);
  return makers.length === 1 ? withBrand(relaxed, left.said, makers[0]!.brand) : relaxed;
}

/** The brands or colours of every product a listing matches, in order. */
async function listedOf(db: Db, list: CatalogList, filters: AppliedFilters, search: PlanSql | null): Promise<string[]> {
  const column = list === "brands" ? products.brand : products.color;
  const rows = await searching(db, (tx) =>
    tx
      .selectDistinct({ value: column })
      .from(products)
      .where(and(inShop, ...filterConditions(filters), search?.match))
      .orderBy(column),
  );
  return rows.map((row) => row.value).filter((value): value is string => Boolean(value));
}

/** The first of some plans that finds a product, or null. */
async function firstFinding(db: Db, filters: ListingFilters, plans: readonly SearchPlan[]): Promise<SearchPlan | null> {
  for (const plan of plans) {
    const search = planSql(plan);
    const conditions = [
      inShop,
      ...filterConditions(appliedFilters(filters, planFilters(plan.understood))),
      search?.match,
    ];
    const [row] = await searching(db, (tx) =>
      tx
        .select({ id: products.id })
        .from(products)
        .where(and(...conditions))
        .limit(1),
    );
    if (row) return plan;
  }
  return null;
}

/** One page of a listing (pages of PAGE_SIZE; a page past the end shows the last one). */
export async function queryListingPage(
  db: Db,
  filters: ListingFilters,
  page: number,
  kept: Omit<ListingWindowOptions, "offset" | "limit"> = {},
): Promise<ListingResult> {
  let window = pageWindow(Number.MAX_SAFE_INTEGER, page);
  const options = { ...kept, kindOverCategory: true };
  let result = await queryListing(db, filters, { ...options, offset: window.offset });
  const actual = pageWindow(result.total, page);
  if (actual.offset !== window.offset) result = await queryListing(db, filters, { ...options, offset: actual.offset });
  window = actual;
  return {
    ...result,
    page: window.page,
    pageCount: window.pageCount,
    first: window.first,
    last: window.last,
  };
}
