import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { GET as getBrands } from "@/app/api/brands/route";
import { GET as getCategories } from "@/app/api/categories/route";
import { GET as getProduct } from "@/app/api/products/[id]/route";
import { GET as getProducts } from "@/app/api/products/route";
import { products } from "@/db/schema";
import { catalog } from "@/db/seed/catalog";
import { useConnectionForTests } from "@/db/client";
import type { ProductJson } from "@/lib/catalog/product-json";
import { describeEachDatabase } from "@/tests/helpers/database";

interface Envelope<T> {
  success: boolean;
  data: T;
  error: string | null;
  total?: number;
  next_offset?: number | null;
}

async function list(query = ""): Promise<{ status: number; body: Envelope<ProductJson[]> }> {
  const response = await getProducts(new NextRequest(`http://shop.test/api/products${query}`));
  return { status: response.status, body: await response.json() };
}

async function one(id: string) {
  const response = await getProduct(new Request(`http://shop.test/api/products/${id}`), {
    params: Promise.resolve({ id }),
  });
  return { status: response.status, body: (await response.json()) as Envelope<ProductJson | null> };
}

describeEachDatabase("catalogue API", (context) => {
  it("lists products in stock first, in catalogue order, with every public product field", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.error).toBeNull();
    expect(body.data).toHaveLength(Math.min(catalog.length, 100));
    const firstOut = body.data.findIndex((product) => product.stock_quantity === 0);
    expect(body.data.slice(firstOut).every((product) => product.stock_quantity === 0)).toBe(true);
    const sample = body.data[0]!;
    expect(Object.keys(sample)).toEqual(
      expect.arrayContaining([
        "id",
        "name",
        "description",
        "brand",
        "category",
        "model_number",
        "price",
        "sale_price",
        "images",
        "image",
        "rating",
        "review_count",
        "stock_quantity",
        "stock",
        "energy_rating",
        "warranty_years",
        "features",
        "specifications",
        "competitor_prices",
      ]),
    );
    expect(typeof sample.competitor_prices[0]?.competitor_price).toBe("string");
  });

  it("filters by category, deal, price and stock, and sorts", async () => {
    const washers = (await list("?category=washer&sort=priceAsc")).body.data;
    expect(washers.length).toBeGreaterThan(0);
    expect(washers.every((product) => product.category.startsWith("Washer"))).toBe(true);
    const priced = washers.filter((product) => product.stock > 0 && product.price > 0);
    const paid = priced.map((product) => product.sale_price ?? product.price);
    expect(paid).toEqual([...paid].sort((a, b) => a - b));

    const openBox = (await list("?deal=open-box&inStock=true")).body.data;
    expect(openBox.every((product) => product.deal_type === "open-box" && product.stock > 0)).toBe(true);

    const cheap = (await list("?minPrice=100&maxPrice=600")).body.data;
    expect(cheap.length).toBeGreaterThan(0);
    for (const product of cheap) {
      const paidPrice =
        product.sale_price !== null && product.sale_price < product.price ? product.sale_price : product.price;
      expect(paidPrice).toBeGreaterThanOrEqual(100);
      expect(paidPrice).toBeLessThanOrEqual(600);
    }
  });

  it("honours and caps the limit", async () => {
    expect((await list("?limit=5")).body.data).toHaveLength(5);
    const capped = await list("?limit=100000");
    expect(capped.status).toBe(200);
    expect(capped.body).toMatchObject({ limit: 200 });
  });

  it("pages with an offset and says how many match", async () => {
    const all = (await list("?limit=200&sort=nameAsc")).body.data.map((product) => product.id);
    const total = all.length;
    const first = await list("?limit=10&sort=nameAsc");
    expect(first.body).toMatchObject({ total, offset: 0, limit: 10, next_offset: 10 });
    const collected: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page = await list(`?limit=10&sort=nameAsc&offset=${offset}`);
      collected.push(...page.body.data.map((product) => product.id));
      offset = page.body.next_offset ?? null;
    }
    expect(collected).toEqual(all);
    const past = await list(`?offset=${total + 5}`);
    expect(past.body).toMatchObject({ data: [], total, next_offset: null });
    expect((await list("?category=dishwasher&limit=1")).body).toMatchObject({
      total: catalog.filter((product) => product.subcategory.startsWith("Dishwasher")).length,
    });
  });

  it("searches model numbers ignoring case, spaces and dashes", async () => {
    const target = catalog.find((product) => product.modelNumber.length >= 8)!;
    const model = target.modelNumber;
    const spaced = `${model.slice(0, 4)} ${model.slice(4, -2)}`.toLowerCase();
    const { body } = await list(`?search=${encodeURIComponent(spaced)}`);
    expect(body.data[0]?.id).toBe(target.id);
    const dashed = await list(`?search=${encodeURIComponent(`${model.slice(0, 3)}-${model.slice(3)}`)}`);
    expect(dashed.body.data[0]?.id).toBe(target.id);
  });

  it("tolerates typos and ranks the best match first", async () => {
    const whirlpool = (await list("?search=whirpool")).body.data;
    expect(whirlpool.length).toBeGreaterThan(0);
    expect(whirlpool.every((product) => product.brand === "Whirlpool")).toBe(true);

    const fridges = (await list("?search=refridgerator")).body.data;
    expect(fridges.length).toBeGreaterThan(0);
    expect(fridges.every((product) => product.category.startsWith("Refrigerator"))).toBe(true);

    const washers = (await list("?search=washer")).body.data;
    expect(washers.some((product) => product.category.startsWith("Dishwasher"))).toBe(false);
  });

  it("finds by brand plus category words", async () => {
    const lgFridges = (await list("?search=lg%20fridge")).body.data;
    expect(lgFridges.length).toBeGreaterThan(0);
    expect(lgFridges.every((product) => product.brand === "LG" && product.category.startsWith("Refrigerator"))).toBe(
      true,
    );
  });

  it("answers 400 with a clear message for bad parameters", async () => {
    for (const [query, message] of [
      ["?sort=cheapest", "sort must be one of featured, priceAsc, priceDesc, nameAsc, nameDesc, rating"],
      ["?minPrice=-5", "minPrice must not be below 0"],
      ["?maxPrice=99999", "maxPrice must not be above 5000"],
      ["?minPrice=900&maxPrice=100", "minPrice must not be above maxPrice"],
      ["?deal=free", "deal must be one of open-box, scratch-dent, clearance"],
      ["?category=toaster", "Unknown category"],
      // Names a plain object has of its own are no category either (they answered 500).
      ["?category=constructor", "Unknown category"],
      ["?category=__proto__", "Unknown category"],
      ["?limit=0", "limit must be a whole number of at least 1"],
      ["?limit=abc", "limit must be a whole number of at least 1"],
      ["?limit=2.5", "limit must be a whole number of at least 1"],
      ["?offset=-1", "offset must be a whole number of at least 0"],
      ["?offset=x", "offset must be a whole number of at least 0"],
      [`?search=${"x".repeat(201)}`, "search must be at most 200 characters"],
    ] as const) {
      const { status, body } = await list(query);
      expect({ query, status, body }).toEqual({
        query,
        status: 400,
        body: { success: false, data: null, error: message },
      });
    }
  });

  it("returns one product, or 404 Product not found", async () => {
    const id = catalog[2]!.id;
    const found = await one(id);
    expect(found.status).toBe(200);
    expect(found.body.data?.id).toBe(id);
    expect(await one("no-such-product")).toEqual({
      status: 404,
      body: { success: false, data: null, error: "Product not found" },
    });
  });

  it("lists categories with a category field and brands", async () => {
    const categories = (await (await getCategories()).json()) as Envelope<{ category: string }[]>;
    expect(categories.success).toBe(true);
    expect(categories.data).toContainEqual({ category: "Washer - Front Load" });
    const brands = (await (await getBrands()).json()) as Envelope<string[]>;
    expect(brands.data).toEqual(expect.arrayContaining(["Frigidaire", "LG", "Samsung", "Speed Queen", "Whirlpool"]));
  });

  it("reflects database changes", async () => {
    const id = catalog[3]!.id;
    await context.db.update(products).set({ name: "Renamed Washer" }).where(eq(products.id, id));
    expect((await one(id)).body.data?.name).toBe("Renamed Washer");
  });
});

describe("catalogue API when the database fails", () => {
  it('answers "Failed to fetch ..." and no stack trace', async () => {
    const broken = {
      db: new Proxy(
        {},
        {
          get: () => () => {
            throw new Error("boom: secret detail");
          },
        },
      ),
      kind: "pglite",
      location: "broken",
      exclusive: async () => {
        throw new Error("boom");
      },
      close: async () => {},
    } as never;
    useConnectionForTests(broken);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await getProducts(new NextRequest("http://shop.test/api/products"));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ success: false, data: null, error: "Failed to fetch products" });
      const single = await one("anything");
      expect(single).toEqual({ status: 500, body: { success: false, data: null, error: "Failed to fetch product" } });
      expect(await (await getCategories()).json()).toEqual({
        success: false,
        data: null,
        error: "Failed to fetch categories",
      });
      expect(await (await getBrands()).json()).toEqual({ success: false, data: null, error: "Failed to fetch brands" });
    } finally {
      errors.mockRestore();
      useConnectionForTests(undefined);
    }
  });
});
