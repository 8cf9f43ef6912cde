import { describe, expect, it } from "vitest";
import type { ProductJson } from "@/lib/catalog/product-json";
import {
  addSaved,
  cartProductFromJson,
  isSavedIn,
  parseSaved,
  removeSaved,
  toSavedProduct,
  type SavedProduct,
} from "@/lib/saved/saved-item";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";

const washer: SavedProduct = {
  id: "p-1",
  name: "LG Front Load Washer",
  image: "/products/washer-front-load/white-front.svg",
  priceCents: 89999,
  salePriceCents: 64999,
  brand: "LG",
  modelNumber: "WM3400CW",
};
const fridge: SavedProduct = {
  ...washer,
  id: "p-2",
  name: "Samsung Refrigerator",
  salePriceCents: null,
  modelNumber: "RF28",
};

describe("saved items", () => {
  it("parses the stored list, dropping invalid entries and duplicates", () => {
    const raw = JSON.stringify([washer, { id: "" }, "junk", fridge, { ...washer, name: "again" }]);
    expect(parseSaved(raw)).toEqual([washer, fridge]);
    expect(parseSaved(null)).toEqual([]);
    expect(parseSaved("not json")).toEqual([]);
    expect(parseSaved('{"id":"p-1"}')).toEqual([]);
  });

  it("reads items saved in dollars (snake_case) into cents", () => {
    const inDollars = {
      id: "p-1",
      name: "LG Front Load Washer",
      image: "/products/washer-front-load/white-front.svg",
      price: 899.99,
      sale_price: 649.99,
      brand: "LG",
      model_number: "WM3400CW",
    };
    const raw = JSON.stringify([inDollars, { ...inDollars, id: "p-2", price: "899.99" }]);
    expect(parseSaved(raw)).toEqual([washer]);
  });

  it("adds newest first, refreshing a product saved again", () => {
    const once = addSaved([], washer);
    const twice = addSaved(once, fridge);
    expect(twice.map((item) => item.id)).toEqual(["p-2", "p-1"]);
    const refreshed = addSaved(twice, { ...washer, priceCents: 79900 });
    expect(refreshed.map((item) => item.id)).toEqual(["p-1", "p-2"]);
    expect(refreshed[0]?.priceCents).toBe(79900);
  });

  it("removes and finds by id", () => {
    const items = [washer, fridge];
    expect(isSavedIn(items, "p-2")).toBe(true);
    expect(removeSaved(items, "p-2")).toEqual([washer]);
    expect(isSavedIn(removeSaved(items, "p-2"), "p-2")).toBe(false);
  });

  it("snapshots a catalogue product in cents", () => {
    const product = {
      id: "p-9",
      name: "Whirlpool Dishwasher",
      images: [],
      priceCents: 54900,
      salePriceCents: null,
      brand: "Whirlpool",
      modelNumber: "WDT750",
    } as unknown as CatalogProduct;
    expect(toSavedProduct(product)).toEqual({
      id: "p-9",
      name: "Whirlpool Dishwasher",
      image: "/products/placeholder.svg",
      priceCents: 54900,
      salePriceCents: null,
      brand: "Whirlpool",
      modelNumber: "WDT750",
    });
  });

  it("builds a cart snapshot in cents from the catalogue API's product in dollars", () => {
    const json = {
      id: "p-1",
      name: "LG Front Load Washer",
      description: "Quiet and efficient.",
      brand: "LG",
      category: "Washer - Front Load",
      model_number: "WM3400CW",
      price: 899.99,
      sale_price: 649.99,
      images: ["/a.svg", "/b.svg"],
      image: "/a.svg",
      rating: 4.5,
      stock_quantity: 3,
      features: ["Steam"],
    } as ProductJson;
    expect(cartProductFromJson(json)).toEqual({
      id: "p-1",
      name: "LG Front Load Washer",
      priceCents: 89999,
      salePriceCents: 64999,
      image: "/a.svg",
      brand: "LG",
      subcategory: "Washer - Front Load",
      description: "Quiet and efficient.",
      rating: 4.5,
      stockQuantity: 3,
      modelNumber: "WM3400CW",
      images: ["/a.svg", "/b.svg"],
      features: ["Steam"],
    });
    expect(cartProductFromJson({ ...json, image: null }).image).toBe("/products/placeholder.svg");
  });
});
