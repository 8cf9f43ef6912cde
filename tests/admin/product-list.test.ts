// The staff products list: each view (in the shop, low stock, sold out, Call for Price, archived,
// all) holds exactly the products its rule names, with the right counts, in every sort, page after
// page; the filters read from and written to the address.
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products, type Product } from "@/db/schema";
import {
  LOW_STOCK_MAX,
  PRODUCT_SORTS,
  PRODUCT_VIEWS,
  listAdminProducts,
  productListHref,
  productStates,
  readProductFilters,
  type ProductFilters,
  type ProductSort,
  type ProductView,
} from "@/lib/admin/product-list";
import { ADMIN_PAGE_SIZE } from "@/lib/admin/paging";
import { unitPriceCents } from "@/lib/product-price";
import { describeEachDatabase } from "../helpers/database";

/** Each view's rule in plain JavaScript, which the SQL must equal. */
const VIEW_RULES: Record<ProductView, (product: Product) => boolean> = {
  live: (product) => !product.archivedAt,
  "low-stock": (product) => !product.archivedAt && product.stockQuantity >= 1 && product.stockQuantity <= LOW_STOCK_MAX,
  "sold-out": (product) => !product.archivedAt && product.stockQuantity === 0,
  "call-for-price": (product) => !product.archivedAt && product.priceCents === 0,
  archived: (product) => Boolean(product.archivedAt),
  all: () => true,
};

/** Each sort's key in plain JavaScript: the list must never go against it. */
const SORT_KEYS: Record<ProductSort, (product: Product) => (string | number)[]> = {
  catalogue: (product) => [product.position],
  name: (product) => [product.name.toLowerCase()],
  stock: (product) => [product.stockQuantity],
  "stock-desc": (product) => [-product.stockQuantity],
  price: (product) => [product.priceCents === 0 ? 1 : 0, unitPriceCents(product)],
  "price-desc": (product) => [product.priceCents === 0 ? 1 : 0, -unitPriceCents(product)],
  changed: (product) => [-product.updatedAt.getTime()],
};

function compareKeys(a: (string | number)[], b: (string | number)[]): number {
  for (let index = 0; index < a.length; index += 1) {
    if (a[index]! < b[index]!) return -1;
    if (a[index]! > b[index]!) return 1;
  }
  return 0;
}

describe("the products list's address", () => {
  it("reads known filters and drops the rest, and writes only what differs from the default", () => {
    expect(readProductFilters({ view: "low-stock", sort: "stock", search: "  fridge ", page: "3" })).toEqual({
      view: "low-stock",
      sort: "stock",
      search: "fridge",
      page: 3,
    });
    expect(readProductFilters({ view: "deleted", sort: "random", page: "-2" })).toEqual({
      view: "live",
      sort: "catalogue",
      search: "",
      page: 1,
    });
    const filters: ProductFilters = { view: "sold-out", sort: "changed", search: "lg washer", page: 2 };
    expect(productListHref(filters)).toBe("/admin/products?search=lg+washer&view=sold-out&sort=changed&page=2");
    expect(readProductFilters(Object.fromEntries(new URL(productListHref(filters), "http://x").searchParams))).toEqual(
      filters,
    );
    expect(productListHref({ ...filters, view: "live", sort: "catalogue", search: "" }, 1)).toBe("/admin/products");
  });

  it("names what to watch on a product", () => {
    const product = { archivedAt: null, stockQuantity: 2, priceCents: 99900, salePriceCents: 79900 };
    expect(productStates(product)).toEqual(["low-stock", "on-sale"]);
    expect(productStates({ ...product, stockQuantity: 0, priceCents: 0 })).toEqual(["sold-out", "call-for-price"]);
    expect(productStates({ ...product, stockQuantity: 3, archivedAt: new Date(), salePriceCents: null })).toEqual([
      "archived",
    ]);
  });
});

describeEachDatabase("the staff products list", (context) => {
  let all: Product[] = [];

  beforeAll(async () => {
    // Give the seeded catalogue some of each: low, sold out, Call for Price, archived, recently changed.
    const ids = (await context.db.select({ id: products.id }).from(products).orderBy(products.id)).map((row) => row.id);
    await context.db
      .update(products)
      .set({ stockQuantity: 1 })
      .where(inArray(products.id, ids.slice(0, 3)));
    await context.db
      .update(products)
      .set({ stockQuantity: 2 })
      .where(inArray(products.id, ids.slice(3, 5)));
    await context.db
      .update(products)
      .set({ stockQuantity: 0 })
      .where(inArray(products.id, ids.slice(5, 9)));
    await context.db
      .update(products)
      .set({ priceCents: 0, salePriceCents: null })
      .where(inArray(products.id, ids.slice(8, 11)));
    await context.db
      .update(products)
      .set({ archivedAt: sql`now()`, stockQuantity: 1 })
      .where(inArray(products.id, [ids[0]!, ids[20]!]));
    await context.db
      .update(products)
      .set({ updatedAt: sql`now() + interval '1 minute'` })
      .where(eq(products.id, ids[30]!));
    all = await context.db.select().from(products);
  });

  /** Every row of a view in a sort, page after page. */
  async function everyRow(filters: Partial<ProductFilters>): Promise<Product[]> {
    const rows: Product[] = [];
    for (let page = 1; ; page += 1) {
      const list = await listAdminProducts(context.db, { ...filters, page });
      rows.push(...list.rows);
      if (page >= list.pageCount) return rows;
    }
  }

  it("holds in each view exactly the products its rule names, counted alike", async () => {
    const { counts } = await listAdminProducts(context.db);
    for (const view of Object.keys(PRODUCT_VIEWS) as ProductView[]) {
      const expected = all.filter(VIEW_RULES[view]).map((product) => product.id);
      expect(expected.length, view).toBeGreaterThan(0);
      expect(counts[view], view).toBe(expected.length);
      const rows = await everyRow({ view });
      expect(rows.map((row) => row.id).sort(), view).toEqual(expected.sort());
    }
    // An archived product is in no view of the shop's products, however low its stock.
    const archivedLow = all.find((product) => product.archivedAt && product.stockQuantity === 1)!;
    expect((await everyRow({ view: "low-stock" })).map((row) => row.id)).not.toContain(archivedLow.id);
  });

  it("sorts every view by stock, price, last change, name or the catalogue, pages never sharing a product", async () => {
    expect(all.length).toBeGreaterThan(ADMIN_PAGE_SIZE);
    for (const sort of Object.keys(PRODUCT_SORTS) as ProductSort[]) {
      const rows = await everyRow({ view: "all", sort });
      expect(new Set(rows.map((row) => row.id)).size, sort).toBe(all.length);
      for (let index = 1; index < rows.length; index += 1) {
        const order = compareKeys(SORT_KEYS[sort](rows[index - 1]!), SORT_KEYS[sort](rows[index]!));
        expect(order, `${sort}: ${rows[index - 1]!.id} before ${rows[index]!.id}`).toBeLessThanOrEqual(0);
      }
    }
    const byStock = (await listAdminProducts(context.db, { view: "live", sort: "stock" })).rows;
    expect(byStock[0]!.stockQuantity).toBe(0);
    const changed = (await listAdminProducts(context.db, { sort: "changed" })).rows;
    expect(changed[0]!.id).toBe(all.toSorted((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0]!.id);
  });

  it("counts and lists only what the search finds", async () => {
    const list = await listAdminProducts(context.db, { search: "samsung", view: "all", sort: "price" });
    expect(list.total).toBeGreaterThan(0);
    expect(list.rows.every((row) => row.brand === "Samsung" || row.name.includes("Samsung"))).toBe(true);
    expect(list.counts.all).toBe(list.total);
    expect(list.counts.live + list.counts.archived).toBe(list.counts.all);
  });
});
