// The change log's entries as staff read them: readable values, field names, who, and how the
// lists read their addresses.
import { describe, expect, it } from "vitest";
import type { Product } from "@/db/schema";
import { changeListHref, readChangeCount, readChangeFilters } from "@/lib/admin/change-log";
import {
  actorLabel,
  createdEntry,
  fieldLabel,
  productChangeEntries,
  type LoggedProduct,
} from "@/lib/admin/product-change-entries";
import { stockChange } from "@/lib/catalog/product-changes";

const washer: LoggedProduct = {
  id: "lg-wm3400cw",
  name: "LG Front Load Washer",
  brand: "LG",
  subcategory: "Washer - Front Load",
  modelNumber: "WM3400CW",
  priceCents: 129_900,
  salePriceCents: null,
  stockQuantity: 2,
  dealType: "scratch-dent",
  conditionNote: "Dent on the left side",
  description: "A washer.",
  features: ["Steam", "Quiet"],
  specifications: [{ name: "Capacity", value: "4.5 cu ft" }],
  competitorPrices: [{ name: "Lowe's", priceCents: 149_900, lastUpdated: "2026-05-01" }],
  images: ["/products/a.jpg"],
  rating: 4.5,
  reviewCount: 12,
  energyRating: null,
  warrantyYears: 1,
  gtin: null,
  color: "White",
  position: 3,
  archivedAt: null,
} satisfies Partial<Product>;

describe("change log entries", () => {
  it("has one entry per changed field, in the words and formats staff read", () => {
    const after: LoggedProduct = {
      ...washer,
      priceCents: 0,
      salePriceCents: 99_900,
      stockQuantity: 0,
      dealType: "open-box",
      features: ["Steam", "Quiet", "Wi-Fi"],
      specifications: [],
      competitorPrices: [{ name: "Lowe's", priceCents: 139_900, lastUpdated: "2026-06-01" }],
      warrantyYears: 2,
      archivedAt: new Date(),
    };
    expect(productChangeEntries(washer, after)).toEqual([
      { productId: washer.id, field: "price", oldValue: "$1,299.00", newValue: "$0.00 (Call for Price)" },
      { productId: washer.id, field: "salePrice", oldValue: null, newValue: "$999.00" },
      { productId: washer.id, field: "stockQuantity", oldValue: "2", newValue: "0" },
      { productId: washer.id, field: "dealType", oldValue: "Scratch & Dent", newValue: "Open Box" },
      { productId: washer.id, field: "features", oldValue: "Steam\nQuiet", newValue: "Steam\nQuiet\nWi-Fi" },
      { productId: washer.id, field: "specifications", oldValue: "Capacity: 4.5 cu ft", newValue: null },
      {
        productId: washer.id,
        field: "competitorPrices",
        oldValue: "Lowe's $1,499.00 (2026-05-01)",
        newValue: "Lowe's $1,399.00 (2026-06-01)",
      },
      { productId: washer.id, field: "warrantyYears", oldValue: "1 year", newValue: "2 years" },
      { productId: washer.id, field: "archived", oldValue: "In the shop", newValue: "Archived" },
    ]);
  });

  it("has none for a product saved as it was, and compares only the fields asked", () => {
    expect(productChangeEntries(washer, { ...washer, features: [...washer.features] })).toEqual([]);
    expect(productChangeEntries(washer, { ...washer, name: "Other", stockQuantity: 5 }, ["stockQuantity"])).toEqual([
      stockChange(washer.id, 2, 5),
    ]);
  });

  it("logs a new product once with the price and stock it starts with", () => {
    expect(createdEntry(washer)).toEqual({
      productId: washer.id,
      field: "created",
      oldValue: null,
      newValue: "$1,299.00, stock 2",
    });
  });

  it("names fields and who changed them", () => {
    expect(fieldLabel("stockQuantity")).toBe("Stock");
    expect(fieldLabel("salePrice")).toBe("Sale price");
    expect(fieldLabel("created")).toBe("Created");
    expect(fieldLabel("photoOrder")).toBe("photoOrder");
    expect(actorLabel({ actorName: "Dana", source: "staff" })).toBe("Dana");
    expect(actorLabel({ actorName: null, source: "sale" })).toBe("Shopper");
    expect(actorLabel({ actorName: null, source: "release" })).toBe("Automatic");
  });

  it("reads the lists' addresses forgivingly", () => {
    expect(readChangeFilters({ source: "sale", actor: " Dana ", search: "lg-", page: "3" })).toEqual({
      source: "sale",
      actor: "Dana",
      search: "lg-",
      page: 3,
    });
    expect(readChangeFilters({ source: "refund", page: "-1" })).toEqual({ source: "", actor: "", search: "", page: 1 });
    expect(changeListHref({ source: "import", actor: "Dana Q", search: "" }, 2)).toBe(
      "/admin/changes?source=import&actor=Dana+Q&page=2",
    );
    expect(changeListHref({})).toBe("/admin/changes");
    expect([undefined, "x", "5", "11", "35", "100000"].map(readChangeCount)).toEqual([10, 10, 10, 20, 40, 500]);
  });
});
