import { describe, expect, it } from "vitest";
import { competitorPricesAbove } from "@/lib/product-price";

describe("competitor prices shown next to ours", () => {
  it("are only those above our price, dearest first", () => {
    const competitors = [
      { name: "Big Box", priceCents: 89_900 },
      { name: "Cheap Mart", priceCents: 59_900 },
      { name: "Maker", priceCents: 104_900 },
      { name: "Same", priceCents: 62_900 },
    ];
    expect(competitorPricesAbove(competitors, 62_900).map((competitor) => competitor.name)).toEqual([
      "Maker",
      "Big Box",
    ]);
    expect(competitorPricesAbove(competitors, 200_000)).toEqual([]);
  });
});
