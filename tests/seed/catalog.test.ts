// Checks the sample catalogue's data: coverage of every subtype, unique ids and models, pictures
// that exist and match the subtype and colour, sane prices and discounts, valid UPCs and logos.
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEAL_TYPES } from "@/db/schema";
import { catalog } from "@/db/seed/catalog";
import type { SeedProduct } from "@/db/seed/types";
import { SUBTYPES, type Subtype } from "@/lib/catalog/categories";

const PUBLIC_DIR = path.join(process.cwd(), "public");

const ART: Record<Subtype, string> = {
  "Washer - Front Load": "washer-front-load",
  "Washer - Top Load": "washer-top-load",
  "Dryer - Electric": "dryer-electric",
  "Dryer - Gas": "dryer-gas",
  Dishwasher: "dishwasher",
  "Dishwasher - Built-In": "dishwasher-built-in",
  "Microwave - Over-the-Range": "microwave-otr",
  "Refrigerator - French Door": "fridge-french-door",
  "Refrigerator - Side-by-Side": "fridge-side-by-side",
  "Refrigerator - Top Freezer": "fridge-top-freezer",
  "Refrigerator - Bottom Freezer": "fridge-bottom-freezer",
  "Refrigerator - Compact": "fridge-compact",
  "Range - Electric": "range-electric",
  "Range - Gas": "range-gas",
  "Range - Induction": "range-induction",
  "Range - Slide-In Electric": "range-slide-in-electric",
  "Range - Slide-In Gas": "range-slide-in-gas",
  "Wall Oven": "wall-oven",
};

const COLOUR_SLUG: Record<SeedProduct["color"], string> = {
  White: "white",
  "Stainless Steel": "stainless",
  Black: "black",
  "Black Stainless Steel": "black-stainless",
};

const LAUNDRY: readonly Subtype[] = ["Washer - Front Load", "Washer - Top Load", "Dryer - Electric", "Dryer - Gas"];

const slug = (brand: string) => brand.toLowerCase().replace(/\s+/g, "-");
const isCallForPrice = (product: SeedProduct) => product.priceCents === 0;
const discount = (product: SeedProduct) =>
  product.salePriceCents === null ? 0 : 1 - product.salePriceCents / product.priceCents;

function validUpcA(code: string): boolean {
  if (!/^\d{12}$/.test(code)) return false;
  const digits = [...code].map(Number);
  let sum = 0;
  for (let index = 0; index < 11; index += 1) sum += digits[index]! * (index % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === digits[11];
}

describe("sample catalogue", () => {
  it("has at least 60 products and at least 2 of every subtype", () => {
    expect(catalog.length).toBeGreaterThanOrEqual(60);
    for (const product of catalog) expect(SUBTYPES).toContain(product.subcategory);
    for (const subtype of SUBTYPES) {
      const count = catalog.filter((product) => product.subcategory === subtype).length;
      expect({ subtype, enough: count >= 2 }).toEqual({ subtype, enough: true });
    }
  });

  it("has unique URL-safe ids made of brand and model, and unique model numbers", () => {
    const ids = catalog.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const product of catalog) {
      expect(product.id).toMatch(/^[a-z0-9-]+$/);
      expect(product.id).toBe(`${slug(product.brand)}-${product.modelNumber.toLowerCase()}`);
    }
    const models = catalog.map((product) => product.modelNumber.toUpperCase());
    expect(new Set(models).size).toBe(models.length);
  });

  it("uses 2-4 existing pictures of the subtype's art in the product's colour, front view first", () => {
    for (const product of catalog) {
      expect(product.images.length, product.id).toBeGreaterThanOrEqual(2);
      expect(product.images.length, product.id).toBeLessThanOrEqual(4);
      expect(new Set(product.images).size, product.id).toBe(product.images.length);
      const colour = COLOUR_SLUG[product.color];
      product.images.forEach((image, index) => {
        expect(existsSync(path.join(PUBLIC_DIR, image)), image).toBe(true);
        const [, folder, file] = image.match(/^\/products\/([a-z-]+)\/([a-z-]+\.svg)$/) ?? [];
        expect(folder, image).toBe(ART[product.subcategory]);
        expect(file, image).toMatch(new RegExp(`^${colour}-(front|open|detail)\\.svg$`));
        if (index === 0) expect(file, image).toBe(`${colour}-front.svg`);
      });
    }
  });

  it("prices in whole cents with sale prices below the price, open-box at most 40% off, all at most 60%", () => {
    for (const product of catalog) {
      expect(Number.isInteger(product.priceCents), product.id).toBe(true);
      expect(product.priceCents, product.id).toBeGreaterThanOrEqual(0);
      if (isCallForPrice(product)) continue;
      expect(product.priceCents, product.id).toBeGreaterThanOrEqual(34900);
      expect(product.priceCents, product.id).toBeLessThanOrEqual(399900);
      if (product.salePriceCents === null) continue;
      expect(Number.isInteger(product.salePriceCents), product.id).toBe(true);
      expect(product.salePriceCents, product.id).toBeGreaterThan(0);
      expect(product.salePriceCents, product.id).toBeLessThan(product.priceCents);
      expect(discount(product), product.id).toBeLessThanOrEqual(0.6);
      if (product.dealType === "open-box") expect(discount(product), product.id).toBeLessThanOrEqual(0.4);
    }
  });

  it("has exactly 3 call-for-price products, none with a sale price", () => {
    const calls = catalog.filter(isCallForPrice);
    expect(calls).toHaveLength(3);
    for (const product of calls) expect(product.salePriceCents, product.id).toBeNull();
  });

  it("has sale prices at exactly $1,500.00 and $1,500.01", () => {
    const sales = catalog.map((product) => product.salePriceCents);
    expect(sales).toContain(150000);
    expect(sales).toContain(150001);
  });

  it("spreads the deal types", () => {
    for (const deal of DEAL_TYPES) {
      const count = catalog.filter((product) => product.dealType === deal).length;
      expect({ deal, enough: count >= 12 }).toEqual({ deal, enough: true });
    }
  });

  it("lists 4-7 features and at least 8 specifications", () => {
    for (const product of catalog) {
      expect(product.features.length, product.id).toBeGreaterThanOrEqual(4);
      expect(product.features.length, product.id).toBeLessThanOrEqual(7);
      expect(product.specifications.length, product.id).toBeGreaterThanOrEqual(8);
      for (const spec of product.specifications) {
        expect(spec.name.trim(), product.id).not.toBe("");
        expect(spec.value.trim(), product.id).not.toBe("");
      }
    }
  });

  it("has valid UPC-A check digits wherever a GTIN is set (sample units leave it unknown)", () => {
    const withGtin = catalog.filter((product) => product.gtin !== null);
    for (const product of withGtin) expect(validUpcA(product.gtin!), product.id).toBe(true);
  });

  it("has a logo in public/brands for every brand", () => {
    for (const brand of new Set(catalog.map((product) => product.brand))) {
      expect(existsSync(path.join(PUBLIC_DIR, "brands", `${slug(brand)}.svg`)), brand).toBe(true);
    }
  });

  it("has at least 6 products out of stock and no negative stock", () => {
    for (const product of catalog) {
      expect(Number.isInteger(product.stockQuantity), product.id).toBe(true);
      expect(product.stockQuantity, product.id).toBeGreaterThanOrEqual(0);
    }
    expect(catalog.filter((product) => product.stockQuantity === 0).length).toBeGreaterThanOrEqual(6);
  });

  it("sells Speed Queen only as washers and dryers", () => {
    const speedQueen = catalog.filter((product) => product.brand === "Speed Queen");
    expect(speedQueen.length).toBeGreaterThan(0);
    for (const product of speedQueen) expect(LAUNDRY, product.id).toContain(product.subcategory);
  });

  it("keeps ratings and competitor prices in range", () => {
    for (const product of catalog) {
      expect(product.rating, product.id).toBeGreaterThanOrEqual(0);
      expect(product.rating, product.id).toBeLessThanOrEqual(5);
      if (product.reviewCount === 0) expect(product.rating, product.id).toBe(0);
      expect(product.competitorPrices.length, product.id).toBeLessThanOrEqual(3);
      for (const competitor of product.competitorPrices) {
        expect(competitor.priceCents, product.id).toBeGreaterThan(0);
        expect(competitor.lastUpdated, product.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});
