// The listing in SQL gives exactly what the pure listing rules give, over the seed, for every sort
// with each filter, their combinations and searches (shop words that become filters, exact words,
// typos, model numbers, close to ours or only of a series, searches that leave words out): the
// products of the plan the search was shown with, ranked by the rules of search-rank.ts; and a
// plan that left something out found nothing before.
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { expect, it } from "vitest";
import { products } from "@/db/schema";
import { CATEGORY_GROUPS } from "@/lib/catalog/categories";
import { catalogColumns, inShop } from "@/lib/catalog/columns";
import { toCatalogProduct, type CatalogProduct } from "@/lib/catalog/catalog-product";
import { DEFAULT_QUERY, SORTS, type ListingFilters } from "@/lib/catalog/listing";
import { listingOrder, queryListing, queryListingPage, type ListingWindow } from "@/lib/catalog/listing-query";
import { appliedFilters, planFilters } from "@/lib/catalog/search-filters";
import { type SearchPlan } from "@/lib/catalog/search-plan";
import { modelText, rankMatches } from "@/lib/catalog/search-rank";
import { filterConditions, planSql, readBestTier, readFirstInStock, readSearch } from "@/lib/catalog/search-sql";
import { landingPage } from "@/lib/content/landing-pages";
import { describeEachDatabase } from "../helpers/database";
import { applyListing, selectSectionProducts } from "../helpers/listing-model";
import { rankRules, readSearchSignals } from "../helpers/search-signals";

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
  "WF45T6001AW",
  "WM3400CW",
  "lg",
  "cheap 30 inch gas range under 1500",
  "stackable steam",
  "fridge under 70 inches tall 30 deep",
  "5 cu ft washer",
  "28 cu ft fridge with ice maker",
  "30% off washer",
  "70% off",
  "under 100",
  "fridge over 6000",
  "biggest discount",
  "shortest fridge",
  "widest range",
  "fridge around 3000",
  "36 inch range",
  "fridge 29 inches deep",
  "washer 8 to 9 cu ft",
  "fridge over 40 inches wide",
  "washer 7 cu ft",
  "fridge over 35 cu ft",
  "4 burner range",
  "dishwasher with 12 place settings",
  "gas range with most burners",
  "most place settings",
  "washer with more cycles",
  "washer with 5 year warranty",
  "dryer 10 year warranty",
  "tall fridge",
  "lg xyzzy dishwasher",
  "dryer to match WM4000HWA",
  "xyzzy nothing",
  "!!!",
];

describeEachDatabase("listing in SQL agrees with the listing rules", (context) => {
  /** The shop's products with the sizes the filters read (read once, as the catalogue changes only between tests). */
  let memo: Promise<CatalogProduct[]> | null = null;
  function catalog() {
    memo ??= (async () => {
      const rows = await context.db
        .select({
          ...catalogColumns,
          widthInches: products.widthInches,
          capacityCubicFeet: products.capacityCubicFeet,
          noiseDba: products.noiseDba,
          heightInches: products.heightInches,
          depthInches: products.depthInches,
        })
        .from(products)
        .where(sql`archived_at is null`)
        .orderBy(asc(products.position));
      return rows.map(({ widthInches, capacityCubicFeet, noiseDba, heightInches, depthInches, ...row }) => ({
        ...toCatalogProduct(row),
        widthInches,
        capacityCubicFeet,
        noiseDba,
        heightInches,
        depthInches,
      }));
    })();
    return memo;
  }

  /** The rules' listing for a query and the plan its search was run with. */
  async function reference(filters: ListingFilters, plan: SearchPlan | null = null, modelTypo = false) {
    if (!plan) return applyListing(await catalog(), filters).map((product) => product.id);
    const searches = plan.words.length > 0 || modelText(plan.words) !== null;
    // A search of words that say nothing is the whole listing; with every word left out, nothing.
    if (!searches && plan.understood.length === 0) {
      return plan.dropped.length > 0 ? [] : applyListing(await catalog(), filters).map((product) => product.id);
    }
    const relevance = searches
      ? rankMatches(await readSearchSignals(context.db, plan), rankRules(plan, modelTypo))
      : undefined;
    return applyListing(await catalog(), filters, relevance, planFilters(plan.understood)).map((product) => product.id);
  }

  /** The rules' listing for what the SQL listing says it showed; and, when it left something out, nothing for the search as asked. */
  async function expected(filters: ListingFilters, actual: ListingWindow) {
    if (!actual.search) return reference(filters);
    if (actual.search.shown.dropped.length > 0 || actual.search.modelTypo || actual.total === 0) {
      expect(await reference(filters, actual.search.asked), `${JSON.stringify(filters)} as asked`).toEqual([]);
    }
    return reference(filters, actual.search.shown, actual.search.modelTypo);
  }

  it("for every sort with every filter and search", async () => {
    // Every search with every filter, each pair under one sort that turns with them, so every
    // sort also meets every search and every filter (a sort only orders what the rest chose): all
    // pairs of the three in a sixth of the comparisons of every triple.
    const pairs = new Set<string>();
    for (const [i, search] of SEARCHES.entries()) {
      for (const [j, filter] of FILTERS.entries()) {
        const sort = SORTS[(i + j) % SORTS.length]!;
        const filters: ListingFilters = { ...DEFAULT_FILTERS, ...filter, search, sort };
        const actual = await queryListing(context.db, filters, { offset: 0, limit: 500 });
        const ids = await expected(filters, actual);
        expect(
          actual.products.map((product) => product.id),
          JSON.stringify(filters),
        ).toEqual(ids);
        expect(actual.total, JSON.stringify(filters)).toBe(ids.length);
        pairs.add(`search ${i} filter ${j}`).add(`search ${i} ${sort}`).add(`filter ${j} ${sort}`);
      }
    }
    expect(pairs.size).toBe(SEARCHES.length * FILTERS.length + (SEARCHES.length + FILTERS.length) * SORTS.length);
  }, 180_000);

  it("pages through a listing in the same order, the last page for a page past the end", async () => {
    const filters: ListingFilters = { ...DEFAULT_FILTERS, sort: "priceDesc" };
    const ids = await reference(filters);
    const first = await queryListingPage(context.db, filters, 1);
    expect(first).toMatchObject({ page: 1, total: ids.length, first: 1, last: Math.min(24, ids.length) });
    const shown = [];
    for (let page = 1; page <= first.pageCount; page += 1) {
      shown.push(...(await queryListingPage(context.db, filters, page)).products.map((product) => product.id));
    }
    expect(shown).toEqual(ids);
    const beyond = await queryListingPage(context.db, filters, 99);
    expect(beyond).toMatchObject({ page: first.pageCount, pageCount: first.pageCount, last: ids.length });
    expect(beyond.products.map((product) => product.id)).toEqual(ids.slice((first.pageCount - 1) * 24));
  });

  it("counts a search's matches past its last page too, and pages through them in order", async () => {
    for (const search of ["washer", "whirpool", "stainless"]) {
      const filters: ListingFilters = { ...DEFAULT_FILTERS, search, sort: "featured" };
      const all = await queryListing(context.db, filters, { offset: 0, limit: 500 });
      const ids = await expected(filters, all);
      expect(ids.length).toBeGreaterThan(0);
      const beyond = await queryListing(context.db, filters, { offset: 1000 });
      expect(beyond).toMatchObject({ products: [], total: ids.length });
      const last = await queryListingPage(context.db, filters, 99);
      expect(last.products.map((product) => product.id)).toEqual(ids.slice((last.pageCount - 1) * 24));
      expect(last.total).toBe(ids.length);
    }
  });

  it("reads small pages of a search from its best-ranked products, in the rules' order", async () => {
    for (const search of ["steam", "smart", "air fry", "smart steam", "convection range", "ice"]) {
      const filters: ListingFilters = { ...DEFAULT_FILTERS, search, sort: "featured" };
      const ids = await expected(filters, await queryListing(context.db, filters, { offset: 0, limit: 500 }));
      for (let offset = 0; offset < ids.length; offset += 3) {
        const page = await queryListing(context.db, filters, { offset, limit: 3 });
        expect(
          page.products.map((product) => product.id),
          `${search} from ${offset}`,
        ).toEqual(ids.slice(offset, offset + 3));
        expect(page.total).toBe(ids.length);
      }
    }
    // Those pages came from the best-ranked products where there were enough of them.
    const smart = planSql(await readSearch(context.db, "smart"))!;
    const filters: ListingFilters = { ...DEFAULT_FILTERS, search: "smart" };
    const ids = await expected(filters, await queryListing(context.db, filters, { offset: 0, limit: 500 }));
    const idsOf = (rows: { id: string }[] | null) => rows?.map((row) => row.id) ?? null;
    expect(idsOf(await readBestTier(context.db, [inShop], smart.titleQuery!, 6))).toEqual(ids.slice(0, 6));
    expect(await readBestTier(context.db, [inShop], smart.titleQuery!, ids.length)).toBeNull();
    // Asked for more of each product (the header's suggestions), the same products with those.
    const named = await readBestTier(context.db, [inShop], smart.titleQuery!, 6, {
      id: products.id,
      name: products.name,
    });
    expect(idsOf(named)).toEqual(ids.slice(0, 6));
    expect(named!.every((row) => row.name.length > 0)).toBe(true);
    // A search whose words most products have reads its first few among the first in-stock
    // products (here every one in stock): the same products in the same order, and null when
    // the window holds fewer than asked for.
    for (const search of ["smart", "steam", "ice", "convection range"]) {
      const plan = await readSearch(context.db, search);
      const words = planSql(plan)!;
      const order = listingOrder(appliedFilters(DEFAULT_FILTERS, planFilters(plan.understood)), words.score);
      const conditions = [inShop, ...filterConditions(appliedFilters(DEFAULT_FILTERS, planFilters(plan.understood)))];
      const found = await expected(
        { ...DEFAULT_FILTERS, search },
        await queryListing(context.db, { ...DEFAULT_FILTERS, search }, { offset: 0, limit: 500 }),
      );
      const inStock = await context.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.inStock, true), inArray(products.id, found)));
      const first = found.filter((id) => inStock.some((row) => row.id === id));
      expect(first.length, search).toBeGreaterThan(3);
      expect(idsOf(await readFirstInStock(context.db, conditions, words.match, order, 3)), search).toEqual(
        first.slice(0, 3),
      );
      const priced = await readFirstInStock(context.db, conditions, words.match, order, 3, {
        id: products.id,
        priceCents: products.priceCents,
      });
      expect(idsOf(priced), search).toEqual(first.slice(0, 3));
      expect(priced!.every((row) => row.priceCents >= 0)).toBe(true);
      expect(await readFirstInStock(context.db, conditions, words.match, order, first.length + 1), search).toBeNull();
    }
  });

  it("counts a new search's matches with its first page, and reads later pages alone once the count is kept", async () => {
    for (const search of ["steam", "smart", "ice", "samsung washer", "quiet dishwasher"]) {
      const filters: ListingFilters = { ...DEFAULT_FILTERS, search };
      const all = await queryListing(context.db, filters, { offset: 0, limit: 500 });
      const kept = new Map<string, number>();
      let computed = 0;
      const count = async (where: SQL, compute: () => Promise<number>) => {
        const { sql: text, params } = new PgDialect().sqlToQuery(where);
        const key = `${text} ${JSON.stringify(params)}`;
        if (!kept.has(key)) {
          computed += 1;
          kept.set(key, await compute());
        }
        return kept.get(key)!;
      };
      for (const offset of [0, 3, 6, 0]) {
        const page = await queryListing(context.db, filters, { offset, limit: 3, count });
        expect(page.total, `${search} from ${offset}`).toBe(all.total);
        expect(
          page.products.map((product) => product.id),
          `${search} from ${offset}`,
        ).toEqual(all.products.slice(offset, offset + 3).map((product) => product.id));
      }
      expect(computed, search).toBeGreaterThan(0);
      expect(computed, search).toBeLessThanOrEqual(2);
    }
  });

  it("leaves archived products out of listings and searches", async () => {
    const filters: ListingFilters = { ...DEFAULT_FILTERS, search: "samsung washer" };
    const before = await queryListing(context.db, filters, { offset: 0, limit: 500 });
    const archived = before.products[0]!.id;
    await context.db.execute(sql`update products set archived_at = now() where id = ${archived}`);
    memo = null;
    try {
      const after = await queryListing(context.db, filters, { offset: 0, limit: 500 });
      expect(after.products.map((product) => product.id)).not.toContain(archived);
      expect(after.total).toBe(before.total - 1);
      expect(after.products.map((product) => product.id)).toEqual(await expected(filters, after));
    } finally {
      await context.db.execute(sql`update products set archived_at = null where id = ${archived}`);
      memo = null;
    }
  });

  it("keeps a product priced to the cent within a price bound said to that cent", async () => {
    // 19.99 dollars are not 1,999 cents in floating point (1,998.9999...): a bound of 19.99 had
    // left out a product priced $19.99.
    const [first] = await context.db
      .select({ id: products.id, priceCents: products.priceCents, sale: products.salePriceCents })
      .from(products)
      .where(inShop)
      .orderBy(asc(products.position))
      .limit(1);
    const { id } = first!;
    await context.db.update(products).set({ priceCents: 1999, salePriceCents: null }).where(eq(products.id, id));
    memo = null;
    try {
      for (const [bounds, holds] of [
        [{ maxPrice: 19.99 }, true],
        [{ minPrice: 19.99, maxPrice: 19.99 }, true],
        [{ minPrice: 10.5, maxPrice: 20 }, true],
        [{ maxPrice: 19.98 }, false],
        [{ minPrice: 20 }, false],
      ] as const) {
        const filters: ListingFilters = { ...DEFAULT_FILTERS, ...bounds };
        const actual = await queryListing(context.db, filters, { offset: 0, limit: 500 });
        const shown = actual.products.map((product) => product.id);
        expect(shown.includes(id), JSON.stringify(bounds)).toBe(holds);
        expect(shown, JSON.stringify(bounds)).toEqual(await expected(filters, actual));
      }
    } finally {
      await context.db
        .update(products)
        .set({ priceCents: first!.priceCents, salePriceCents: first!.sale })
        .where(eq(products.id, id));
      memo = null;
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
