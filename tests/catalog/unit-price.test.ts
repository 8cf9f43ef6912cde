// The sale price rule is one rule: the database's unit price column (built from unitPriceSql)
// agrees with unitPriceCents for every kind of sale price, on each database.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { products } from "@/db/schema";
import { unitPriceCents } from "@/lib/product-price";
import { describeEachDatabase } from "../helpers/database";

const CASES: { priceCents: number; salePriceCents: number | null }[] = [
  { priceCents: 100000, salePriceCents: null },
  { priceCents: 100000, salePriceCents: 1 },
  { priceCents: 100000, salePriceCents: 99999 },
  { priceCents: 100000, salePriceCents: 100000 },
  { priceCents: 100000, salePriceCents: 120000 },
  { priceCents: 0, salePriceCents: 500 },
];

describeEachDatabase("the unit price column", (context) => {
  it("follows the sale price rule", async () => {
    const [row] = await context.db.select({ id: products.id }).from(products).limit(1);
    for (const prices of CASES) {
      const [stored] = await context.db
        .update(products)
        .set(prices)
        .where(eq(products.id, row!.id))
        .returning({ unitPriceCents: products.unitPriceCents });
      expect(stored!.unitPriceCents, JSON.stringify(prices)).toBe(unitPriceCents(prices));
    }
  });

  it("agrees with the rule over the whole catalogue", async () => {
    const rows = await context.db
      .select({
        priceCents: products.priceCents,
        salePriceCents: products.salePriceCents,
        unitPriceCents: products.unitPriceCents,
      })
      .from(products);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row.unitPriceCents).toBe(unitPriceCents(row));
  });
});
