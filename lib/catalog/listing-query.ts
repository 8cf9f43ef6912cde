// Listing and search in the database: the rules of listing.ts (filters, in stock first, each sort,
// call for price after priced items) and of search-rank.ts (word starts, typos, model numbers) as
// SQL that returns one page of products and how many match, read through the listing indexes.
// tests/catalog/listing-equivalence.test.ts checks it against the pure rules.
import "server-only";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { queryRows } from "@/db/connect";
import { products } from "@/db/schema";
import { subtypesForCategory } from "./categories";
import { toCatalogProduct, type CatalogProduct } from "./catalog-product";
import { catalogColumns, inShop } from "./columns";
import { isPriceRangeNarrowed, PAGE_SIZE, pageWindow, type ListingFilters, type Sort } from "./listing";
import { MIN_MODEL_PART, MODEL_TYPO_SIMILARITY, SCORES, TYPO_SIMILARITY } from "./search-rank";
import { searchTerms, type SearchTerms } from "./search-text";

export interface ListingResult {
  products: CatalogProduct[];
  /** How many products match the filters in all. */
  total: number;
  /** The 1-based page shown: the one asked for, or the last one when it asked for more. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last product shown (0 when there are none). */
  first: number;
  last: number;
}

const description = sql`lower(${products.description})`;

/** A word must start a word of the text: `\m` is Postgres's start-of-word. */
function startsWord(word: string): string {
  return `\\m${word}`;
}

/**
 * Which search words start a word somewhere in the shop's catalogue (else they are typos and
 * match by similarity), and whether the query is part of some model number. Each is an indexed
 * lookup, not a scan.
 */
async function searchContext(db: Db, terms: SearchTerms): Promise<{ exact: boolean[]; anyModelPart: boolean }> {
  const exact = terms.words.map(
    (word, index) =>
      sql`exists (select 1 from ${products} where ${inShop} and (${products.searchText} ~ ${startsWord(word)} or ${description} ~ ${startsWord(word)})) as ${sql.raw(`w${index}`)}`,
  );
  const modelPart =
    terms.compact.length >= MIN_MODEL_PART
      ? sql`exists (select 1 from ${products} where ${inShop} and ${products.modelCompact} like ${`%${terms.compact}%`})`
      : sql`false`;
  const [row] = await queryRows<Record<string, boolean>>(
    db,
    sql`select ${sql.join([...exact, sql`${modelPart} as model_part`], sql`, `)}`,
  );
  return { exact: terms.words.map((_, index) => Boolean(row?.[`w${index}`])), anyModelPart: Boolean(row?.model_part) };
}

/** The lateral subquery that holds each candidate's search signals (see searchSql). */
const SIGNALS = "search_signals";
const signal = (name: string) => sql.raw(`${SIGNALS}.${name}`);

interface SearchSql {
  /** What the trigram indexes can find: every match and some more, for Postgres to read candidates by. */
  candidates: SQL;
  /** Each candidate's signals, one column each, computed once per product (a lateral subquery). */
  signals: SQL;
  /** Products the search finds, over the signals: every word matches, or the model number does. */
  matches: SQL;
  /** Relevance over the signals, added up exactly as rankMatches does. */
  score: SQL;
  /** Trigram thresholds the index lookups need (pg_trgm's similarity operators). */
  usesSimilarity: boolean;
}

/**
 * A search as SQL. Each signal (a word's match in the title or description, its similarity, the
 * model number's) is computed once per candidate and then read by the match, the relevance and
 * the count alike; written out in each of them, Postgres would evaluate the same regular
 * expressions and similarities three or four times a product.
 */
function searchSql(
  terms: SearchTerms,
  { exact, anyModelPart }: { exact: boolean[]; anyModelPart: boolean },
): SearchSql {
  const candidates: SQL[] = [];
  const columns: SQL[] = [];
  const matches: SQL[] = [];
  const scores: SQL[] = [];
  terms.words.forEach((word, index) => {
    const column = `word_${index}`;
    const value = signal(column);
    if (exact[index]) {
      const inTitle = sql`${products.searchText} ~ ${startsWord(word)}`;
      const inDescription = sql`${description} ~ ${startsWord(word)}`;
      candidates.push(sql`(${inTitle} or ${inDescription})`);
      // The word's score: a start of a word of the title, else of the description, else none.
      columns.push(
        sql`case when ${inTitle} then ${SCORES.title}::float8 when ${inDescription} then ${SCORES.description}::float8 else 0::float8 end as ${sql.raw(column)}`,
      );
      matches.push(sql`${value} > 0`);
      scores.push(value);
    } else {
      // Nothing starts with this word: a typo, matched by trigram word similarity.
      candidates.push(sql`${products.searchText} %> ${word}`);
      columns.push(sql`word_similarity(${word}, ${products.searchText})::float8 as ${sql.raw(column)}`);
      matches.push(sql`${value} >= ${TYPO_SIMILARITY}`);
      scores.push(sql`case when ${value} >= ${TYPO_SIMILARITY} then ${SCORES.typo} * ${value} else 0 end`);
    }
  });
  const compact = terms.compact;
  const modelPart =
    compact.length >= MIN_MODEL_PART ? sql`${products.modelCompact} like ${`%${compact}%`}` : sql`false`;
  // A mistyped model number counts only when the query is part of no model number at all.
  const modelCandidates = anyModelPart ? modelPart : sql`(${modelPart} or ${products.modelCompact} % ${compact})`;
  columns.push(
    sql`${products.modelCompact} = ${compact} as model_equals`,
    sql`${modelPart} as model_contains`,
    anyModelPart
      ? sql`0::float8 as model_similarity`
      : sql`similarity(${compact}, ${products.modelCompact})::float8 as model_similarity`,
  );
  const modelTypo = sql`${signal("model_similarity")} >= ${MODEL_TYPO_SIMILARITY}`;
  const modelMatch = sql`(${signal("model_contains")} or ${modelTypo})`;
  const modelScore = sql`case when ${signal("model_equals")} then ${SCORES.modelEquals} when ${signal("model_contains")} then ${SCORES.modelContains} when ${modelTypo} then ${SCORES.modelTypo} * ${signal("model_similarity")} else 0 end`;
  return {
    candidates: sql`((${sql.join(candidates, sql` and `)}) or ${modelCandidates})`,
    signals: sql.join(columns, sql`, `),
    matches: sql`((${sql.join(matches, sql` and `)}) or ${modelMatch})`,
    score: sql`(0::float8 + ${sql.join([...scores, modelScore], sql` + `)})`,
    usesSimilarity: !anyModelPart || exact.some((found) => !found),
  };
}

function filterConditions(filters: ListingFilters): SQL[] {
  const conditions: SQL[] = [inShop];
  if (filters.category) conditions.push(inArray(products.subcategory, subtypesForCategory(filters.category)));
  if (filters.deal) conditions.push(eq(products.dealType, filters.deal));
  if (filters.inStock) conditions.push(eq(products.inStock, true));
  if (isPriceRangeNarrowed(filters)) {
    // Call-for-price items have no price to compare: a narrowed range drops them.
    conditions.push(
      sql`${products.priceCents} > 0 and ${products.unitPriceCents} between ${filters.minPrice * 100}::numeric and ${filters.maxPrice * 100}::numeric`,
    );
  }
  return conditions;
}

/** In stock first, then the sort; written as the listing indexes are, so Postgres reads them in order. */
function ordering(sort: Sort, score: SQL | null): SQL[] {
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

/** The products matching a listing query, `limit` of them from `offset`, and how many match. */
export async function queryListing(
  db: Db,
  filters: ListingFilters,
  { offset = 0, limit = PAGE_SIZE }: { offset?: number; limit?: number } = {},
): Promise<{ products: CatalogProduct[]; total: number }> {
  const terms = searchTerms(filters.search);
  const conditions = filterConditions(filters);
  // A search with nothing to look for (only punctuation) finds nothing.
  if (filters.search && terms.words.length === 0) return { products: [], total: 0 };
  if (!filters.search) {
    // Read in the order of a listing index, which stops after the page; the count is its own query.
    const where = and(...conditions);
    const [rows, [count]] = await Promise.all([
      db
        .select(catalogColumns)
        .from(products)
        .where(where)
        .orderBy(...ordering(filters.sort, null))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(where),
    ]);
    return { products: rows.map(toCatalogProduct), total: Number(count?.total ?? 0) };
  }
  const search = searchSql(terms, await searchContext(db, terms));
  // A search scores every match to order them anyway, so the count comes from the same pass.
  const run = async (tx: Db) => {
    // OFFSET 0 keeps Postgres from folding the signals back into each place that reads them.
    const signals = sql`(select ${search.signals} offset 0) as ${sql.raw(SIGNALS)}`;
    const where = and(...conditions, search.candidates, search.matches);
    const rows = await tx
      .select({ ...catalogColumns, matching: sql<number>`(count(*) over ())::int` })
      .from(products)
      .crossJoinLateral(signals)
      .where(where)
      .orderBy(...ordering(filters.sort, search.score))
      .limit(limit)
      .offset(offset);
    if (rows.length > 0 || offset === 0) {
      return {
        products: rows.map(({ matching: _matching, ...row }) => toCatalogProduct(row)),
        total: Number(rows[0]?.matching ?? 0),
      };
    }
    // Past the last match there is no row to carry the count.
    const [count] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .crossJoinLateral(signals)
      .where(where);
    return { products: [], total: Number(count?.total ?? 0) };
  };
  if (!search.usesSimilarity) return run(db);
  return db.transaction(async (tx) => {
    // The % and %> operators compare against these settings; the exact thresholds are checked
    // again in the query, so the operators only pick candidates from the trigram indexes.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY - 0.01)}, true), set_config('pg_trgm.similarity_threshold', ${String(MODEL_TYPO_SIMILARITY - 0.01)}, true)`,
    );
    return run(tx as unknown as Db);
  });
}

/** One page of a listing (pages of PAGE_SIZE; a page past the end shows the last one). */
export async function queryListingPage(db: Db, filters: ListingFilters, page: number): Promise<ListingResult> {
  let window = pageWindow(Number.MAX_SAFE_INTEGER, page);
  let result = await queryListing(db, filters, { offset: window.offset });
  const actual = pageWindow(result.total, page);
  if (actual.offset !== window.offset) result = await queryListing(db, filters, { offset: actual.offset });
  window = actual;
  return {
    products: result.products,
    total: result.total,
    page: window.page,
    pageCount: window.pageCount,
    first: window.first,
    last: window.last,
  };
}
