import { describe, expect, it } from "vitest";
import { LANDING_PAGES, landingPage } from "@/lib/content/landing-pages";
import type { Subtype } from "@/lib/catalog/categories";
import { selectSectionProducts, type ListableProduct } from "../helpers/listing-model";

let position = 0;
function product(id: string, subcategory: Subtype, stockQuantity = 1): ListableProduct {
  position += 1;
  return {
    id,
    name: id,
    subcategory,
    dealType: "clearance",
    priceCents: 50000,
    salePriceCents: null,
    stockQuantity,
    rating: 4,
    position,
  };
}

describe("landing page sections", () => {
  it("takes at most 3 of each laundry subtype and keeps the first 6, in-stock first", () => {
    const washers = landingPage("washers-dryers")!.sections[0]!;
    const products = [
      product("f1", "Washer - Front Load", 0),
      product("f2", "Washer - Front Load"),
      product("f3", "Washer - Front Load"),
      product("f4", "Washer - Front Load"),
      product("t1", "Washer - Top Load"),
      product("t2", "Washer - Top Load"),
      product("d1", "Dryer - Gas"),
    ];
    expect(selectSectionProducts(products, washers).map((p) => p.id)).toEqual(["f2", "f3", "f4", "t1", "t2"]);
  });

  it("splits ranges into electric (with induction) and gas, 3 per subtype, 6 each", () => {
    const [electric, gas] = landingPage("ranges-stoves")!.sections;
    expect(electric!.subtypes).toEqual(["Range - Electric", "Range - Induction", "Range - Slide-In Electric"]);
    expect(gas!.subtypes).toEqual(["Range - Gas", "Range - Slide-In Gas"]);
    expect([electric!.perSubtype, electric!.limit, gas!.perSubtype, gas!.limit]).toEqual([3, 6, 3, 6]);
  });

  it("fills refrigerators 4 per subtype up to 12, dishwashers and microwaves up to 8", () => {
    const fridges = landingPage("refrigerators")!.sections[0]!;
    expect(fridges.subtypes).toHaveLength(5);
    const many = fridges.subtypes.flatMap((subtype, index) =>
      Array.from({ length: 5 }, (_, n) => product(`r${index}-${n}`, subtype)),
    );
    expect(selectSectionProducts(many, fridges)).toHaveLength(12);
    expect(landingPage("dishwashers")!.sections[0]).toMatchObject({
      limit: 8,
      subtypes: ["Dishwasher", "Dishwasher - Built-In"],
    });
    expect(landingPage("microwaves")!.sections[0]).toMatchObject({ limit: 8, emptyText: "No Microwaves Available" });
  });

  it("uses each section's empty text", () => {
    const texts = LANDING_PAGES.flatMap((page) => page.sections.map((section) => section.emptyText));
    expect(texts).toEqual(
      expect.arrayContaining([
        "No washers available at the moment.",
        "No dryers available at the moment.",
        "No dishwashers available at the moment.",
      ]),
    );
  });
});
