// Listing and search in the database: one page of products and how many match, for a listing's
// filters and its search, read through the listing and search indexes. A search is read and
// planned (search-plan.ts), run as SQL (search-sql.ts), and when it finds nothing it is tried
// again as search-plan.ts says: a mistyped model number, then without the words that match least,
// then without its filters. tests/catalog/listing-equivalence.test.ts checks it against the rules.
import "server-only";
import { and, asc, desc, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products } from "@/db/schema";
import { toCatalogProduct, type CatalogProduct } from "./catalog-product";
import { catalogColumns, inShop } from "./columns";
import { PAGE_SIZE, pageWindow, type ListingFilters, type Sort } from "./listing";
import { appliedFilters, planFilters, relaxPlan, type AppliedFilters, type SearchPlan } from "./search-plan";
import { modelText } from "./search-rank";
import {
  filterConditions,
  planSql,
  readBestTier,
  readSearch,
  searching,
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

/** In stock first, then the sort; written as the listing indexes are, so Postgres reads them in order. */
export function listingOrder(sort: Sort, score: SQL | null): SQL[] {
  const inStockFirst = sql`${products.inStock} desc nulls last`;
  const callForPriceLast = sql`(${products.priceCents} = 0)`;
  const byPosition = asc(products.position);
  switch (sort) {
    case "priceAsc":
      return [inStockFirst, callForPriceLast, asc(products.unitPriceCents), byPosition];
    case "priceDesc":
      return [inStockFirst, callForPriceLast, sql`${products.unitPriceCents} desc nulls last`, byPosition];
    case "nameAsc":
      return [inStockFirst, sql`${products.nameKey} collate "C"`, byPosition];
    case "nameDesc":
      return [inStockFirst, sql`${products.nameKey} collate "C" desc`, byPosition];
    case "rating":
      return [inStockFirst, sql`${products.rating} desc nulls last`, byPosition];
    case "featured":
      return score ? [inStockFirst, desc(score), byPosition] : [inStockFirst, byPosition];
  }
}

/** The ids of one window of a listing, in order, and how many products match. */
async function readWindow(
  db: Db,
  filters: AppliedFilters,
  search: PlanSql | null,
  { offset, limit, count }: { offset: number; limit: number; count?: CountKeeper },
): Promise<{ ids: string[]; total: number }> {
  const conditions = [inShop, ...filterConditions(filters)];
  const countIn = async (tx: Db, where: SQL | undefined) => {
    const [row] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where);
    return Number(row?.total ?? 0);
  };
  if (!search) {
    // Read in the order of a listing index, which stops after the page; the count is its own query.
    const where = and(...conditions);
    const [rows, total] = await Promise.all([
      db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(...listingOrder(filters.sort, null))
        .limit(limit)
        .offset(offset),
      count && where ? count(where, () => countIn(db, where)) : countIn(db, where),
    ]);
    return { ids: rows.map((row) => row.id), total };
  }
  const where = and(...conditions, search.match)!;
  const searchCount = () => searching(db, (tx) => countIn(tx, where));
  const total = await (count ? count(where, searchCount) : searchCount());
  if (offset >= total) return { ids: [], total };
  const run = async (tx: Db) => {
    if (search.titleQuery && filters.sort === "featured") {
      const best = await readBestTier(tx, conditions, search.titleQuery, offset + limit);
      if (best) return { ids: best.slice(offset), total };
    }
    const rows = await tx
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...listingOrder(filters.sort, search.score))
      .limit(limit)
      .offset(offset);
    return { ids: rows.map((row) => row.id), total };
  };
  return searching(db, run);
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

export interface ListingWindowOptions extends KeptReads {
  offset?: number;
  limit?: number;
  /** Where the counts of listings are kept, when the caller keeps them (else each is counted). */
  count?: CountKeeper;
}

/**
 * The products matching a listing query, `limit` of them from `offset`, and how many match. A
 * search that finds nothing is tried again as search-plan.ts says, until something is found or
 * nothing is left to leave out.
 */
export async function queryListing(
  db: Db,
  filters: ListingFilters,
  { offset = 0, limit = PAGE_SIZE, count, ...kept }: ListingWindowOptions = {},
): Promise<ListingWindow> {
  const window = { offset, limit, count };
  if (!filters.search) {
    const found = await readWindow(db, appliedFilters(filters, null), null, window);
    return { products: await readProducts(db, found.ids), total: found.total, search: null };
  }
  const asked = await readSearch(db, filters.search, kept);
  let plan = asked;
  let modelTypo = false;
  for (;;) {
    const applied = appliedFilters(filters, planFilters(plan.understood));
    const search = planSql(plan, { modelTypo });
    // A search with nothing left to look for after leaving words out finds nothing; one of words
    // that say nothing ("deals", "on sale", "!!!") reads the whole listing below.
    if (!search && plan.understood.length === 0 && plan.dropped.length > 0) break;
    const found = await readWindow(db, applied, search, window);
    if (found.total > 0) {
      return {
        products: await readProducts(db, found.ids),
        total: found.total,
        search: { asked, shown: plan, modelTypo },
      };
    }
    if (!modelTypo && plan.dropped.length === 0 && modelText(plan.words)) {
      modelTypo = true;
      continue;
    }
    modelTypo = false;
    const counts =
      plan.words.length > 1 ? await searching(db, (tx) => wordMatches(tx, plan, filterConditions(applied))) : [];
    const next = relaxPlan(plan, counts);
    if (!next) break;
    plan = next;
  }
  // Nothing shown: nothing was left out to show it (a brand we don't carry was all there was).
  return { products: [], total: 0, search: { asked, shown: { ...asked, dropped: [] }, modelTypo: false } };
}

/** One page of a listing (pages of PAGE_SIZE; a page past the end shows the last one). */
export async function queryListingPage(
  db: Db,
  filters: ListingFilters,
  page: number,
  kept: Omit<ListingWindowOptions, "offset" | "limit"> = {},
): Promise<ListingResult> {
  let window = pageWindow(Number.MAX_SAFE_INTEGER, page);
  let result = await queryListing(db, filters, { ...kept, offset: window.offset });
  const actual = pageWindow(result.total, page);
  if (actual.offset !== window.offset) result = await queryListing(db, filters, { ...kept, offset: actual.offset });
  window = actual;
  return {
    ...result,
    page: window.page,
    pageCount: window.pageCount,
    first: window.first,
    last: window.last,
  };
}
