// Reading the catalogue a batch at a time (the feeds, the staff export): every product once, in
// catalogue order, however the batches fall.
import { expect, it } from "vitest";
import { products } from "@/db/schema";
import { catalogOrder, inCatalogOrder } from "@/lib/catalog/catalog-order";
import { describeEachDatabase } from "@/tests/helpers/database";

describeEachDatabase("reading in catalogue order", (context) => {
  it("yields every product once, in order, across batches of any size", async () => {
    const all = await context.db
      .select({ id: products.id, position: products.position })
      .from(products)
      .orderBy(...catalogOrder);
    expect(all.length).toBeGreaterThan(20);
    for (const batch of [1, 7, all.length, all.length + 1]) {
      const seen: string[] = [];
      const batches: number[] = [];
      const rows = inCatalogOrder(async (after, limit) => {
        const page = await context.db
          .select({ id: products.id, position: products.position })
          .from(products)
          .where(after)
          .orderBy(...catalogOrder)
          .limit(limit);
        batches.push(page.length);
        return page;
      }, batch);
      for await (const row of rows) seen.push(row.id);
      expect(seen).toEqual(all.map((row) => row.id));
      expect(batches.length).toBe(Math.floor(all.length / batch) + 1);
    }
  });
});
