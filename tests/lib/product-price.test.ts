import { describe, expect, it } from "vitest";
import {
  hasSalePrice,
  isCallForPrice,
  quantityOptions,
  listPriceSavings,
  savingsVs,
  unitPriceCents,
} from "@/lib/product-price";

describe("product price rules", () => {
  it("shows the sale price only when it is below the price", () => {
    expect(unitPriceCents({ priceCents: 100000, salePriceCents: 70000 })).toBe(70000);
    expect(unitPriceCents({ priceCents: 100000, salePriceCents: 100000 })).toBe(100000);
    expect(unitPriceCents({ priceCents: 100000, salePriceCents: 120000 })).toBe(100000);
    expect(unitPriceCents({ priceCents: 100000, salePriceCents: null })).toBe(100000);
    expect(hasSalePrice({ priceCents: 100000, salePriceCents: 99999 })).toBe(true);
    expect(hasSalePrice({ priceCents: 100000, salePriceCents: 0 })).toBe(false);
    expect(hasSalePrice({ priceCents: 0, salePriceCents: 500 })).toBe(false);
  });

  it("treats price 0 as call for price", () => {
    expect(isCallForPrice({ priceCents: 0, salePriceCents: null })).toBe(true);
    expect(isCallForPrice({ priceCents: 1, salePriceCents: null })).toBe(false);
  });

  it("computes savings as amount and rounded percent", () => {
    expect(listPriceSavings({ priceCents: 129999, salePriceCents: 77999 })).toEqual({
      amountCents: 52000,
      percent: 40,
    });
    expect(listPriceSavings({ priceCents: 100000, salePriceCents: null })).toBeNull();
    expect(savingsVs(149900, 89900)).toEqual({ amountCents: 60000, percent: 40 });
    expect(savingsVs(80000, 89900)).toBeNull();
    expect(savingsVs(89900, 89900)).toBeNull();
  });

  it("offers quantities 1 to the lesser of stock (or 1) and 10", () => {
    expect(quantityOptions(0)).toEqual([1]);
    expect(quantityOptions(1)).toEqual([1]);
    expect(quantityOptions(3)).toEqual([1, 2, 3]);
    expect(quantityOptions(25)).toHaveLength(10);
  });
});
