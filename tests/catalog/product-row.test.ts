import { describe, expect, it } from "vitest";
import { SUBTYPES, groupOfSubtype } from "@/lib/catalog/categories";
import { toProductRow, type ProductFields } from "@/lib/catalog/product-row";
import { catalog } from "@/db/seed/catalog";

describe("the product-row rule", () => {
  const [first] = catalog;
  const fields: ProductFields = { ...first!, position: 1 };

  it("takes the category from the subtype, whatever else the row says", () => {
    for (const subcategory of SUBTYPES) {
      const row = toProductRow({ ...fields, subcategory, category: "dishwasher" } as ProductFields);
      expect(row.category).toBe(groupOfSubtype(subcategory));
    }
  });

  it("files a wall oven under wall ovens and a fridge under refrigerators", () => {
    expect(toProductRow({ ...fields, subcategory: "Wall Oven" }).category).toBe("wall-oven");
    expect(toProductRow({ ...fields, subcategory: "Refrigerator - French Door" }).category).toBe("refrigerator");
  });
});
