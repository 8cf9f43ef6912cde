// A deep window of a listing read from a kept checkpoint gives exactly the products an offset
// gives, for every sort and filter and every offset, also where products tie on the sort and on
// their catalogue position, and after the catalogue changed under kept checkpoints; and a
// listing's few matches read alone and sorted are those walking its index gives; a count up to a
// bound is the whole count below it.
import { eq, inArray, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { expect, it } from "vitest";
import { products } from "@/db/schema";
import { DEFAULT_QUERY, SORTS, type ListingFilters } from "@/lib/catalog/listing";
import {
  countMatches,
  countMatchesUpTo,
  queryListing,
  type Checkpoint,
  type CheckpointKeeper,
} from "@/lib/catalog/listing-query";
import { describeEachDatabase } from "../helpers/database";

const { page: _page, ...DEFAULT_FILTERS } = DEFAULT_QUERY;

const FILTERS: Partial<ListingFilters>[] = [
  {},
  { category: "refrigerator" },
  { deal: "scratch-dent" },
  { inStock: true },
  { minPrice: 400, maxPrice: 1500 },
];

const dialect = new PgDialect();

/** A keeper that computes each listing's checkpoints once and counts how often it was asked. */
function memoKeeper() {
  const kept = new Map<string, Promise<Checkpoint[]>>();
  let computed = 0;
  const keeper: CheckpointKeeper = (where, sort, compute) => {
    const { sql: text, params } = dialect.sqlToQuery(where);
    const key = `${sort} ${text} ${JSON.stringify(params)}`;
    if (!kept.has(key)) {
      computed += 1;
      kept.set(key, compute());
    }
    return kept.get(key)!;
  };
  return { keeper, computed: () => computed };
}

describeEachDatabase("deep windows of a listing read from checkpoints", (context) => {
  // Every listing of the sample is few enough to be read alone and sorted: the windows sought
  // here walk the listing's index (no match is few), and the whole listing is read alone, so each
  // is checked against the other.
  async function ids(
    filters: ListingFilters,
    offset: number,
    limit: number,
    checkpoints?: CheckpointKeeper,
    step = 5,
    fewMatches = 0,
  ) {
    const window = await queryListing(context.db, filters, {
      offset,
      limit,
      checkpoints,
      checkpointStep: step,
      fewMatches,
    });
    return { ids: window.products.map((product) => product.id), total: window.total };
  }

  it("gives what an offset gives, for every sort, filter and offset", async () => {
    // Ties: a third of the products share a catalogue position, and some share a price too.
    const all = await context.db.select({ id: products.id }).from(products).orderBy(products.id);
    const tied = all.filter((_, index) => index % 3 === 0).map((row) => row.id);
    await context.db.update(products).set({ position: 7 }).where(inArray(products.id, tied));
    await context.db
      .update(products)
      .set({ priceCents: 79_900, salePriceCents: null })
      .where(inArray(products.id, tied.slice(0, 6)));
    for (const sort of SORTS) {
      for (const filter of FILTERS) {
        const filters = { ...DEFAULT_FILTERS, ...filter, sort };
        const whole = await ids(filters, 0, 1000, undefined, 5, 1000);
        expect(whole.total, `${sort} ${JSON.stringify(filter)}`).toBeGreaterThan(5);
        const { keeper } = memoKeeper();
        for (let offset = 4; offset <= whole.total; offset += 1) {
          // Windows shorter and longer than the products between two checkpoints (4 here).
          const limit = offset % 2 === 0 ? 2 : 24;
          const sought = await ids(filters, offset, limit, keeper, 4);
          expect(sought.ids, `${sort} ${JSON.stringify(filter)} offset ${offset} limit ${limit}`).toEqual(
            whole.ids.slice(offset, offset + limit),
          );
        }
      }
    }
  }, 240_000);

  it("reads a listing's few matches alone and sorted, in the order walking its index gives", async () => {
    for (const sort of SORTS) {
      for (const filter of [...FILTERS, { category: "washer", maxPrice: 600 }, { minPrice: 4900, maxPrice: 5000 }]) {
        const filters = { ...DEFAULT_FILTERS, ...filter, sort };
        for (const [offset, limit] of [
          [0, 5],
          [3, 24],
          [1000, 5],
        ] as const) {
          const alone = await ids(filters, offset, limit, undefined, 5, 1000);
          expect(alone, `${sort} ${JSON.stringify(filter)} offset ${offset}`).toEqual(
            await ids(filters, offset, limit, undefined, 5, 0),
          );
        }
      }
    }
    // None match: none read.
    expect(await ids({ ...DEFAULT_FILTERS, minPrice: 4900, maxPrice: 5000 }, 0, 5, undefined, 5, 1000)).toEqual({
      ids: [],
      total: 0,
    });
  });

  it("counts a listing's matches only as far as asked: whole below the bound, the bound above it", async () => {
    for (const where of [undefined, eq(products.brand, "LG"), eq(products.brand, "No Such Brand")]) {
      const whole = await countMatches(context.db, where);
      for (const most of [1, 5, whole, whole + 1, 1000]) {
        expect(await countMatchesUpTo(context.db, where, most), `${whole} up to ${most}`).toBe(Math.min(whole, most));
      }
    }
  });

  it("computes a listing's checkpoints once for all its deep windows, and none for the first ones", async () => {
    const { keeper, computed } = memoKeeper();
    const filters = { ...DEFAULT_FILTERS, sort: "nameAsc" as const };
    await ids(filters, 0, 24, keeper, 30);
    await ids(filters, 29, 24, keeper, 30);
    expect(computed()).toBe(0);
    await ids(filters, 30, 24, keeper, 30);
    await ids(filters, 47, 24, keeper, 30);
    await ids({ ...filters, sort: "priceDesc" }, 40, 24, keeper, 30);
    expect(computed()).toBe(2);
  });

  it("still reads the right window when kept checkpoints are older than the catalogue", async () => {
    const { keeper } = memoKeeper();
    const filters = { ...DEFAULT_FILTERS, sort: "featured" as const };
    await ids(filters, 10, 5, keeper);
    // The product a checkpoint names leaves the shop, and all but a few others too.
    const before = await ids(filters, 0, 1000);
    await context.db
      .update(products)
      .set({ archivedAt: sql`now()` })
      .where(eq(products.id, before.ids[10]!));
    const after = await ids(filters, 0, 1000);
    expect((await ids(filters, 10, 5, keeper)).ids).toEqual(after.ids.slice(10, 15));
    await context.db
      .update(products)
      .set({ archivedAt: sql`now()` })
      .where(inArray(products.id, after.ids.slice(8)));
    expect((await ids(filters, 10, 5, keeper)).ids).toEqual([]);
    expect((await ids(filters, 5, 5, keeper)).ids).toEqual(after.ids.slice(5, 8));
  });
});
