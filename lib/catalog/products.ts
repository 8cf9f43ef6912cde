// Catalogue reads for pages and route handlers: each asks the database for what its page shows
// (one product, a page of a listing, a landing section, the category and brand lists), cached in
// Next's data cache and tagged so product changes revalidate them (cache-tags.ts).
import "server-only";
import { AsyncResource } from "node:async_hooks";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { unstable_cache } from "next/cache";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { CACHE_TAGS, CATALOG_REVALIDATE_SECONDS } from "./cache-tags";
import { toCatalogProduct, type CatalogProduct } from "./catalog-product";
import { SUBTYPES, type Subtype } from "./categories";
import { catalogColumns, inShop } from "./columns";
import { DEFAULT_QUERY, type ListingFilters } from "./listing";
import {
  queryListing,
  queryListingPage,
  type CheckpointKeeper,
  type CountKeeper,
  type ListingResult,
} from "./listing-query";
import { readCatalogFacets, readWordCounts, type KeptReads, type WordKeeper } from "./search-sql";
import { suggest, type FoundSuggestions } from "./suggestions";

const cached = { tags: [CACHE_TAGS.catalog], revalidate: CATALOG_REVALIDATE_SECONDS };

/** The cache key of a listing's filters (only the filters, whatever else the object holds). */
function filtersKey({ search, category, deal, minPrice, maxPrice, inStock, sort }: ListingFilters): string {
  return JSON.stringify([search, category.toLowerCase(), deal, minPrice, maxPrice, inStock, sort]);
}

async function readProduct(id: string): Promise<CatalogProduct | null> {
  const db = await getDb();
  const [row] = await db
    .select(catalogColumns)
    .from(products)
    .where(and(eq(products.id, id), inShop))
    .limit(1);
  return row ? toCatalogProduct(row) : null;
}

/** What a product id can look like; anything else (NUL, slashes, spaces...) names no product. */
const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** One product the shop shows, or null (unknown or archived). */
export function getProduct(id: string): Promise<CatalogProduct | null> {
  if (!PRODUCT_ID.test(id)) return Promise.resolve(null);
  return unstable_cache(() => readProduct(id), ["product", id], {
    tags: [CACHE_TAGS.catalog, CACHE_TAGS.product(id)],
    revalidate: CATALOG_REVALIDATE_SECONDS,
  })();
}

/** The first products in catalogue order (the home page's carousel). */
export const getFeaturedProducts = unstable_cache(
  async (count: number): Promise<CatalogProduct[]> => {
    const db = await getDb();
    const rows = await db
      .select(catalogColumns)
      .from(products)
      .where(inShop)
      .orderBy(asc(products.position))
      .limit(count);
    return rows.map(toCatalogProduct);
  },
  ["featured-products"],
  cached,
);

/**
 * The brands and colours of the shop's products, which every search reads to know "lg" or
 * "stainless" for filters: kept with the catalogue's other cached reads instead of asked again
 * for each new search.
 */
const catalogFacets = unstable_cache(async () => readCatalogFacets(await getDb()), ["catalog-facets"], cached);

/** The catalogue's word list with each word's products, which tells a search of common words. */
const catalogWordCounts = unstable_cache(async () => readWordCounts(await getDb()), ["catalog-word-counts"], cached);

/** What the catalogue's word list says of a word a shopper typed, kept with the catalogue's other reads. */
const keepWord: WordKeeper = (key, read) => unstable_cache(read, ["search-word", key], cached)();

const dialect = new PgDialect();

/**
 * How many products match a listing's conditions, kept with the catalogue's other reads: every
 * page and sort of a listing, and every search that comes down to the same conditions once its
 * unknown words are left out, shares one count, so a deep page or a new search counts no more.
 */
const keepCount: CountKeeper = (where, compute) => {
  const { sql: text, params } = dialect.sqlToQuery(where);
  return unstable_cache(compute, ["listing-count", text, JSON.stringify(params)], cached)();
};

/**
 * Where each deep window of a listing starts reading (listing-query.ts), kept with the catalogue's
 * other reads: every deep page and API offset of a listing and sort reads from the same ones.
 */
const keepCheckpoints: CheckpointKeeper = (where, sort, compute) => {
  const { sql: text, params } = dialect.sqlToQuery(where);
  return unstable_cache(compute, ["listing-checkpoints", sort, text, JSON.stringify(params)], cached)();
};

/**
 * The reads every search makes that are kept between searches (the catalogue's brands and
 * colours, what the word list says of a word, a listing's count), for a read that is itself kept.
 * Next runs a kept read asked for inside another one every time, without looking in its cache,
 * so these are run in the context of the request that asked for the outer read (the one they
 * are bound to here, when the outer read is asked for), where their cache answers.
 */
function keptReadsOfThisRequest(): KeptReads & { count: CountKeeper; checkpoints: CheckpointKeeper } {
  return {
    facets: AsyncResource.bind(() => catalogFacets()),
    wordCounts: AsyncResource.bind(() => catalogWordCounts()),
    words: AsyncResource.bind(keepWord),
    count: AsyncResource.bind(keepCount),
    checkpoints: AsyncResource.bind(keepCheckpoints),
  };
}

/** A page of a listing (pages of 24; a page past the end shows the last one). */
export function listProductsPage(filters: ListingFilters, page: number): Promise<ListingResult> {
  const kept = keptReadsOfThisRequest();
  return unstable_cache(
    async () => queryListingPage(await getDb(), filters, page, kept),
    ["listing", filtersKey(filters), String(page)],
    cached,
  )();
}

/** `limit` products of a listing from `offset`, and how many match (the catalogue API). */
export function listProducts(
  filters: ListingFilters,
  window: { offset: number; limit: number },
): Promise<{ products: CatalogProduct[]; total: number }> {
  const kept = keptReadsOfThisRequest();
  return unstable_cache(
    async () => queryListing(await getDb(), filters, { ...window, ...kept }),
    ["listing-window", filtersKey(filters), String(window.offset), String(window.limit)],
    cached,
  )();
}

/** What the header suggests for a text being typed (categories, brands, products), cached per text. */
export function suggestSearch(text: string): Promise<FoundSuggestions> {
  const typed = text.trim().toLowerCase().replace(/\s+/g, " ");
  const kept = keptReadsOfThisRequest();
  return unstable_cache(async () => suggest(await getDb(), typed, kept), ["suggest", typed], cached)();
}

/**
 * Up to `count` products in stock to offer when a listing finds little: of `category` (any when
 * empty), in catalogue order, leaving out those the listing already shows.
 */
export async function listAlternatives(
  category: string,
  shown: readonly string[],
  count = 3,
): Promise<CatalogProduct[]> {
  const { page: _page, ...filters } = DEFAULT_QUERY;
  const inStock = await listProductsPage({ ...filters, category, inStock: true }, 1);
  return inStock.products.filter((product) => !shown.includes(product.id)).slice(0, count);
}

/**
 * The products of a landing-page section: at most `perSubtype` from each subtype (in stock first,
 * then catalogue order), combined in subtype order, the first `limit` kept.
 */
export function listSectionProducts(section: {
  subtypes: readonly Subtype[];
  perSubtype: number;
  limit: number;
}): Promise<CatalogProduct[]> {
  return unstable_cache(
    async () => {
      const db = await getDb();
      const perSubtype = await Promise.all(
        section.subtypes.map((subtype) =>
          db
            .select(catalogColumns)
            .from(products)
            .where(and(inShop, eq(products.subcategory, subtype)))
            .orderBy(sql`${products.inStock} desc nulls last`, asc(products.position))
            .limit(section.perSubtype),
        ),
      );
      return perSubtype.flat().slice(0, section.limit).map(toCatalogProduct);
    },
    ["section", ...section.subtypes, String(section.perSubtype), String(section.limit)],
    cached,
  )();
}

/** The subtype categories that have products in the shop, in the order of SUBTYPES. */
export const listCategories = unstable_cache(
  async (): Promise<string[]> => {
    const db = await getDb();
    const rows = await db.selectDistinct({ subtype: products.subcategory }).from(products).where(inShop);
    const present = new Set(rows.map((row) => row.subtype));
    return SUBTYPES.filter((subtype) => present.has(subtype));
  },
  ["categories"],
  cached,
);

/** Brands with products in the shop (of the given groups, or all), alphabetically. */
export const listBrands = unstable_cache(
  async (groups?: readonly string[]): Promise<string[]> => {
    const db = await getDb();
    const rows = await db
      .selectDistinct({ brand: products.brand })
      .from(products)
      .where(groups ? and(inShop, inArray(products.category, [...groups])) : inShop);
    return rows.map((row) => row.brand).sort((a, b) => a.localeCompare(b));
  },
  ["brands"],
  cached,
);

/** Every product page's address facts for the sitemap: id, browsing group, last change and pictures. */
export const listProductUrls = unstable_cache(
  async (): Promise<{ id: string; category: string; updatedAt: string; images: string[] }[]> => {
    const db = await getDb();
    const rows = await db
      .select({ id: products.id, category: products.category, updatedAt: products.updatedAt, images: products.images })
      .from(products)
      .where(inShop)
      .orderBy(asc(products.position));
    return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
  },
  ["product-urls"],
  cached,
);
