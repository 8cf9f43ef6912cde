import { describe, expect, it } from "vitest";
import { listingParamsSchema } from "@/lib/catalog/listing-params";
import {
  DEFAULT_QUERY,
  PAGE_SIZE,
  isPriceRangeNarrowed,
  listingHref,
  listingKey,
  listingSearchParams,
  readListingKey,
  readListingQuery,
  settlePriceRange,
  type ListingQuery,
} from "@/lib/catalog/listing";
import { applyListing, paginate, type ListableProduct } from "../helpers/listing-model";

let position = 0;
function product(id: string, overrides: Partial<ListableProduct> = {}): ListableProduct {
  position += 1;
  return {
    id,
    name: id,
    subcategory: "Washer - Front Load",
    dealType: "scratch-dent",
    priceCents: 100000,
    salePriceCents: null,
    stockQuantity: 2,
    rating: 4,
    position,
    ...overrides,
  };
}

const query = (overrides: Partial<ListingQuery> = {}): ListingQuery => ({ ...DEFAULT_QUERY, ...overrides });
const ids = (products: ListableProduct[]) => products.map((p) => p.id);

describe("listing order", () => {
  const catalog = [
    product("b-out", { name: "Bravo", stockQuantity: 0, priceCents: 50000, rating: 5 }),
    product("c-call", { name: "Charlie", priceCents: 0, rating: 3 }),
    product("a-cheap", { name: "alpha", priceCents: 90000, salePriceCents: 40000, rating: 4.5 }),
    product("d-dear", { name: "Delta", priceCents: 250000, rating: 4.8 }),
    product("e-out-call", { name: "Echo", stockQuantity: 0, priceCents: 0, rating: 2 }),
  ];

  it("featured keeps catalogue order with in-stock items first", () => {
    expect(ids(applyListing(catalog, query()))).toEqual(["c-call", "a-cheap", "d-dear", "b-out", "e-out-call"]);
  });

  it("priceAsc sorts by the price paid (sale price) and puts call-for-price after priced items", () => {
    expect(ids(applyListing(catalog, query({ sort: "priceAsc" })))).toEqual([
      "a-cheap",
      "d-dear",
      "c-call",
      "b-out",
      "e-out-call",
    ]);
  });

  it("priceDesc puts call-for-price after priced items, in each stock group", () => {
    expect(ids(applyListing(catalog, query({ sort: "priceDesc" })))).toEqual([
      "d-dear",
      "a-cheap",
      "c-call",
      "b-out",
      "e-out-call",
    ]);
  });

  it("sorts by name ignoring case, both ways", () => {
    expect(ids(applyListing(catalog, query({ sort: "nameAsc" })))).toEqual([
      "a-cheap",
      "c-call",
      "d-dear",
      "b-out",
      "e-out-call",
    ]);
    expect(ids(applyListing(catalog, query({ sort: "nameDesc" })))).toEqual([
      "d-dear",
      "c-call",
      "a-cheap",
      "e-out-call",
      "b-out",
    ]);
  });

  it("sorts by rating, highest first", () => {
    expect(ids(applyListing(catalog, query({ sort: "rating" })))).toEqual([
      "d-dear",
      "a-cheap",
      "c-call",
      "b-out",
      "e-out-call",
    ]);
  });

  it("ranks by relevance for a featured search and keeps only matches", () => {
    const relevance = new Map([
      ["d-dear", 5],
      ["a-cheap", 20],
      ["b-out", 50],
    ]);
    expect(ids(applyListing(catalog, query({ search: "x" }), relevance))).toEqual(["a-cheap", "d-dear", "b-out"]);
    expect(ids(applyListing(catalog, query({ search: "x", sort: "priceDesc" }), relevance))).toEqual([
      "d-dear",
      "a-cheap",
      "b-out",
    ]);
  });
});

describe("listing filters", () => {
  const catalog = [
    product("washer", { subcategory: "Washer - Top Load", priceCents: 60000 }),
    product("dryer", { subcategory: "Dryer - Gas", dealType: "open-box", priceCents: 80000, salePriceCents: 52000 }),
    product("fridge", { subcategory: "Refrigerator - French Door", priceCents: 0 }),
    product("range", {
      subcategory: "Range - Slide-In Gas",
      stockQuantity: 0,
      dealType: "clearance",
      priceCents: 320000,
    }),
  ];

  it("filters by category through the category mapping", () => {
    expect(ids(applyListing(catalog, query({ category: "washer" })))).toEqual(["washer"]);
    expect(ids(applyListing(catalog, query({ category: "stove" })))).toEqual(["range"]);
    expect(ids(applyListing(catalog, query({ category: "gas" })))).toEqual(["dryer", "range"]);
    expect(ids(applyListing(catalog, query({ category: "toaster" })))).toEqual([]);
  });

  it("filters by deal and stock", () => {
    expect(ids(applyListing(catalog, query({ deal: "open-box" })))).toEqual(["dryer"]);
    expect(ids(applyListing(catalog, query({ inStock: true })))).toEqual(["washer", "dryer", "fridge"]);
  });

  it("filters by the price paid and drops call-for-price items only when the range is narrowed", () => {
    expect(ids(applyListing(catalog, query()))).toContain("fridge");
    expect(ids(applyListing(catalog, query({ minPrice: 500, maxPrice: 600 })))).toEqual(["washer", "dryer"]);
    expect(ids(applyListing(catalog, query({ maxPrice: 4950 })))).toEqual(["washer", "dryer", "range"]);
    expect(ids(applyListing(catalog, query({ minPrice: 3200 })))).toEqual(["range"]);
  });

  it("combines filters", () => {
    expect(ids(applyListing(catalog, query({ category: "gas", inStock: true, maxPrice: 1000 })))).toEqual(["dryer"]);
  });

  it("knows when the range is narrowed", () => {
    expect(isPriceRangeNarrowed({ minPrice: 0, maxPrice: 5000 })).toBe(false);
    expect(isPriceRangeNarrowed({ minPrice: 50, maxPrice: 5000 })).toBe(true);
    expect(isPriceRangeNarrowed({ minPrice: 0, maxPrice: 4950 })).toBe(true);
  });
});

describe("reading a listing URL", () => {
  it("seeds search from the query and lets the route set the category", () => {
    expect(readListingQuery({ search: "  lg washer " })).toMatchObject({ search: "lg washer", category: "" });
    expect(readListingQuery({ category: "dryer" }, "washer").category).toBe("washer");
    expect(readListingQuery({ category: "dryer" }).category).toBe("dryer");
  });

  it("clamps prices: min not below 0, max not above 5000, min never above max", () => {
    expect(readListingQuery({ minPrice: "-20", maxPrice: "9000" })).toMatchObject({ minPrice: 0, maxPrice: 5000 });
    expect(readListingQuery({ minPrice: "3000", maxPrice: "1000" })).toMatchObject({ minPrice: 1000, maxPrice: 3000 });
    expect(readListingQuery({ minPrice: "abc" })).toMatchObject({ minPrice: 0 });
  });

  it("falls back to defaults for unknown sorts and deals", () => {
    expect(readListingQuery({ sort: "cheapest", deal: "free" })).toMatchObject({ sort: "featured", deal: null });
    expect(readListingQuery({ sort: "priceDesc", deal: "open-box", inStock: "true" })).toMatchObject({
      sort: "priceDesc",
      deal: "open-box",
      inStock: true,
    });
  });

  it("writes only non-default values back to the URL", () => {
    expect(listingSearchParams(DEFAULT_QUERY).toString()).toBe("");
    const params = listingSearchParams(query({ search: "lg", category: "washer", minPrice: 100, sort: "rating" }), {
      omitCategory: true,
    });
    expect(params.toString()).toBe("search=lg&minPrice=100&sort=rating");
  });
});

describe("API listing parameters", () => {
  const parse = (params: Record<string, string>) => listingParamsSchema.safeParse(params);
  const message = (params: Record<string, string>) => {
    const result = parse(params);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it("accepts valid parameters", () => {
    const result = parse({
      search: "lg",
      category: "washer",
      deal: "clearance",
      minPrice: "100",
      maxPrice: "900",
      inStock: "true",
      sort: "rating",
    });
    expect(result.success && result.data).toMatchObject({ minPrice: 100, maxPrice: 900, inStock: true });
  });

  it("explains what is wrong", () => {
    expect(message({ sort: "cheap" })).toBe(
      "sort must be one of featured, priceAsc, priceDesc, nameAsc, nameDesc, rating",
    );
    expect(message({ minPrice: "-1" })).toBe("minPrice must not be below 0");
    expect(message({ maxPrice: "5001" })).toBe("maxPrice must not be above 5000");
    expect(message({ minPrice: "abc" })).toBe("minPrice must be a number");
    expect(message({ minPrice: "900", maxPrice: "100" })).toBe("minPrice must not be above maxPrice");
    expect(message({ deal: "free" })).toBe("deal must be one of open-box, scratch-dent, clearance");
    expect(message({ inStock: "maybe" })).not.toBeNull();
    expect(message({ category: "toaster" })).toBe("Unknown category");
    expect(message({ search: "x".repeat(201) })).toBe("search must be at most 200 characters");
  });
});

describe("listing pages", () => {
  const items = Array.from({ length: 60 }, (_, index) => index + 1);

  it("shows 24 a page and clamps pages past the end", () => {
    expect(PAGE_SIZE).toBe(24);
    expect(paginate(items, 1)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 24 });
    expect(paginate(items, 3)).toMatchObject({ page: 3, first: 49, last: 60, items: items.slice(48) });
    expect(paginate(items, 9)).toMatchObject({ page: 3 });
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, first: 0, last: 0 });
  });

  it("reads the page from the URL and goes back to page 1 whenever filters change", () => {
    expect(readListingQuery({ page: "2" }).page).toBe(2);
    expect(readListingQuery({ page: "0" }).page).toBe(1);
    expect(readListingQuery({ page: "abc" }).page).toBe(1);
    expect(readListingQuery({ page: "2.5" }).page).toBe(1);
    const onPage2 = query({ category: "washer", sort: "rating", page: 2 });
    expect(listingHref(onPage2, 3)).toBe("/products/washer?sort=rating&page=3");
    expect(listingHref({ ...onPage2, inStock: true })).toBe("/products/washer?inStock=true&sort=rating");
  });
});

describe("listing cache keys", () => {
  it("gives equal queries one key and reads it back", () => {
    const written = readListingQuery({ sort: "priceAsc", junk: "1", category: "Refrigerator", page: "2" });
    const reordered = readListingQuery({ page: "2", category: "Refrigerator", sort: "priceAsc" });
    expect(listingKey(written)).toBe(listingKey(reordered));
    expect(readListingKey(listingKey(written))).toEqual(written);
  });

  it("keeps any search text, slashes, percent signs and accents included", () => {
    const searched = query({ search: "50% off/a+b é 冷蔵庫 %41", inStock: true, minPrice: 100 });
    const key = listingKey(searched);
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readListingKey(key)).toEqual(searched);
  });

  it("reads the plain listing from 'all' and from anything that is not a key", () => {
    expect(listingKey(DEFAULT_QUERY)).toBe("all");
    expect(readListingKey("all")).toEqual(DEFAULT_QUERY);
    expect(readListingKey("%%%not-base64!")).toEqual(DEFAULT_QUERY);
    expect(readListingKey("_w")).toEqual(DEFAULT_QUERY);
  });
});

describe("settling a typed price range", () => {
  it("keeps a valid range as typed, blanks meaning the ends", () => {
    expect(settlePriceRange("200", "900")).toEqual({ minPrice: 200, maxPrice: 900, note: null });
    expect(settlePriceRange("", " ")).toEqual({ minPrice: 0, maxPrice: 5000, note: null });
    expect(settlePriceRange("450", "450")).toEqual({ minPrice: 450, maxPrice: 450, note: null });
  });

  it("brings each end within 0 to 5000 and says so", () => {
    expect(settlePriceRange("-20", "9000")).toEqual({
      minPrice: 0,
      maxPrice: 5000,
      note: "Minimum can't be below $0. Maximum can't be above $5,000.",
    });
    expect(settlePriceRange("0", "-5")).toEqual({ minPrice: 0, maxPrice: 0, note: "Maximum can't be below $0." });
  });

  it("brings the minimum down to the maximum", () => {
    expect(settlePriceRange("800", "300")).toEqual({
      minPrice: 300,
      maxPrice: 300,
      note: "Minimum can't be above the maximum.",
    });
    expect(settlePriceRange("7000", "")).toEqual({
      minPrice: 5000,
      maxPrice: 5000,
      note: "Minimum can't be above the maximum.",
    });
  });

  it("applies nothing when an end is not a number", () => {
    expect(settlePriceRange("abc", "500")).toBeNull();
    expect(settlePriceRange("100", "1e400")).toBeNull();
  });
});
