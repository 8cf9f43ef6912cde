// The listing in SQL gives exactly what the pure listing rules give, over the seed, for every sort
// with each filter, their combinations and searches (exact words, typos, model numbers).
import { asc, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { products } from "@/db/schema";
import { CATEGORY_GROUPS } from "@/lib/catalog/categories";
import { catalogColumns } from "@/lib/catalog/columns";
import { toCatalogProduct, type CatalogProduct } from "@/lib/catalog/catalog-product";
import { DEFAULT_QUERY, SORTS, type ListingFilters } from "@/lib/catalog/listing";
import { queryListing, queryListingPage } from "@/lib/catalog/listing-query";
import { rankMatches } from "@/lib/catalog/search-rank";
import { searchTerms } from "@/lib/catalog/search-text";
import { landingPage } from "@/lib/content/landing-pages";
import { describeEachDatabase } from "../helpers/database";
import { applyListing, selectSectionProducts } from "../helpers/listing-model";
import { readSearchSignals } from "../helpers/search-signals";

const { page: _page, ...DEFAULT_FILTERS } = DEFAULT_QUERY;

const FILTERS: Partial<ListingFilters>[] = [
  {},
  ...CATEGORY_GROUPS.map((category) => ({ category })),
  { category: "range" },
  { category: "gas" },
  { category: "fridge" },
  { category: "toaster" },
  { deal: "open-box" },
  { deal: "scratch-dent" },
  { deal: "clearance" },
  { inStock: true },
  { minPrice: 500, maxPrice: 900 },
  { minPrice: 0, maxPrice: 4950 },
  { minPrice: 1200 },
  { minPrice: 10.5, maxPrice: 699.99 },
  { category: "washer", inStock: true, maxPrice: 1000 },
  { deal: "scratch-dent", inStock: true, minPrice: 300 },
];

const SEARCHES = [
  "",
  "washer",
  "samsung front load",
  "whirpool",
  "refridgerator",
  "stainless fridge",
  "WF45 T6000",
  "wf45",
  "lg",
  "xyzzy nothing",
  "!!!",
];

describeEachDatabase("listing in SQL agrees with the listing rules", (context) => {
  /** The pure rules over the shop's products (read once per search, as the catalogue changes only between tests). */
  const memo = new Map<string, Promise<{ catalog: CatalogProduct[]; relevance?: Map<string, number> }>>();
  function inputs(search: string) {
    if (!memo.has(search)) {
      memo.set(
        search,
        (async () => {
          const rows = await context.db
            .select(catalogColumns)
            .from(products)
            .where(sql`archived_at is null`)
            .orderBy(asc(products.position));
          const terms = searchTerms(search);
          const relevance = !search
            ? undefined
            : terms.words.length > 0
              ? rankMatches(await readSearchSignals(context.db, terms))
              : new Map<string, number>();
          return { catalog: rows.map(toCatalogProduct), relevance };
        })(),
      );
    }
    return memo.get(search)!;
  }

  async function reference(filters: ListingFilters) {
    const { catalog, relevance } = await inputs(filters.search);
    return applyListing(catalog, filters, relevance).map((product) => product.id);
  }

  it("for every sort with every filter and search", async () => {
    let compared = 0;
    for (const search of SEARCHES) {
      for (const filter of FILTERS) {
        for (const sort of SORTS) {
          const filters: ListingFilters = { ...DEFAULT_FILTERS, ...filter, search, sort };
          const expected = await reference(filters);
          const actual = await queryListing(context.db, filters, { offset: 0, limit: 500 });
          expect(
            actual.products.map((product) => product.id),
            JSON.stringify(filters),
          ).toEqual(expected);
          expect(actual.total, JSON.stringify(filters)).toBe(expected.length);
          compared += 1;
        }
      }
    }
    expect(compared).toBe(SEARCHES.length * FILTERS.length * SORTS.length);
  }, 180_000);

  it("pages through a listing in the same order, the last page for a page past the end", async () => {
    const filters: ListingFilters = { ...DEFAULT_FILTERS, sort: "priceDesc" };
    const expected = await reference(filters);
    const first = await queryListingPage(context.db, filters, 1);
    expect(first).toMatchObject({ page: 1, total: expected.length, first: 1, last: Math.min(24, expected.length) });
    const shown = [];
    for (let page = 1; page <= first.pageCount; page += 1) {
      shown.push(...(await queryListingPage(context.db, filters, page)).products.map((product) => product.id));
    }
    expect(shown).toEqual(expected);
    const beyond = await queryListingPage(context.db, filters, 99);
    expect(beyond).toMatchObject({ page: first.pageCount, pageCount: first.pageCount, last: expected.length });
    expect(beyond.products.map((product) => product.id)).toEqual(expected.slice((first.pageCount - 1) * 24));
  });

  it("counts a search's matches past its last page too, and pages through them in order", async () => {
    for (const search of ["washer", "whirpool"]) {
      const filters: ListingFilters = { ...DEFAULT_FILTERS, search, sort: "featured" };
      const expected = await reference(filters);
      expect(expected.length).toBeGreaterThan(0);
      const beyond = await queryListing(context.db, filters, { offset: 1000 });
      expect(beyond).toEqual({ products: [], total: expected.length });
      const last = await queryListingPage(context.db, filters, 99);
      expect(last.products.map((product) => product.id)).toEqual(expected.slice((last.pageCount - 1) * 24));
      expect(last.total).toBe(expected.length);
    }
  });

  it("leaves archived products out of listings and searches", async () => {
    const filters: ListingFilters = { ...DEFAULT_FILTERS, search: "washer" };
    const before = await queryListing(context.db, filters, { offset: 0, limit: 500 });
    const archived = before.products[0]!.id;
    await context.db.execute(sql`update products set archived_at = now() where id = ${archived}`);
    memo.clear();
    try {
      const after = await queryListing(context.db, filters, { offset: 0, limit: 500 });
      expect(after.products.map((product) => product.id)).not.toContain(archived);
      expect(after.total).toBe(before.total - 1);
      expect(after.products.map((product) => product.id)).toEqual(await reference(filters));
    } finally {
      await context.db.execute(sql`update products set archived_at = null where id = ${archived}`);
      memo.clear();
    }
  });

  it("fills landing-page sections as the section rule does", async () => {
    const { listSectionProducts } = await import("@/lib/catalog/products");
    const rows = await context.db.select(catalogColumns).from(products).orderBy(asc(products.position));
    const catalog = rows.map(toCatalogProduct);
    for (const slug of ["washers-dryers", "dishwashers", "ranges-stoves", "refrigerators", "microwaves"]) {
      for (const section of landingPage(slug)!.sections) {
        const actual = await listSectionProducts(section);
        expect(
          actual.map((product) => product.id),
          `${slug} ${section.id}`,
        ).toEqual(selectSectionProducts(catalog, section).map((product) => product.id));
      }
    }
  });
});
