import { describe, expect, it } from "vitest";
import {
  CATEGORY_GROUPS,
  SUBTYPES,
  groupForName,
  groupOfSubtype,
  subtypesForCategory,
  subtypesOfGroup,
} from "@/lib/catalog/categories";
import { categoryCopy } from "@/lib/content/category-copy";

describe("category mapping", () => {
  it("maps refrigerator to the five fridge subtypes", () => {
    expect(subtypesForCategory("refrigerator")).toEqual([
      "Refrigerator - French Door",
      "Refrigerator - Side-by-Side",
      "Refrigerator - Top Freezer",
      "Refrigerator - Bottom Freezer",
      "Refrigerator - Compact",
    ]);
  });

  it("maps stove and range to the five range subtypes", () => {
    const ranges = [
      "Range - Electric",
      "Range - Gas",
      "Range - Induction",
      "Range - Slide-In Electric",
      "Range - Slide-In Gas",
    ];
    expect(subtypesForCategory("stove")).toEqual(ranges);
    expect(subtypesForCategory("range")).toEqual(ranges);
  });

  it("maps washer, dryer, dishwasher and microwave to their subtypes", () => {
    expect(subtypesForCategory("washer")).toEqual(["Washer - Front Load", "Washer - Top Load"]);
    expect(subtypesForCategory("dryer")).toEqual(["Dryer - Electric", "Dryer - Gas"]);
    expect(subtypesForCategory("dishwasher")).toEqual(["Dishwasher", "Dishwasher - Built-In"]);
    expect(subtypesForCategory("microwave")).toEqual(["Microwave - Over-the-Range"]);
  });

  it("maps oven and wall-oven to wall oven", () => {
    expect(subtypesForCategory("oven")).toEqual(["Wall Oven"]);
    expect(subtypesForCategory("wall-oven")).toEqual(["Wall Oven"]);
  });

  it("ignores case and surrounding spaces of mapped names", () => {
    expect(subtypesForCategory("  WASHER ")).toEqual(subtypesForCategory("washer"));
    expect(subtypesForCategory("Refrigerator")).toHaveLength(5);
  });

  it("matches unmapped names as a case-insensitive substring of subtype names", () => {
    expect(subtypesForCategory("french door")).toEqual(["Refrigerator - French Door"]);
    expect(subtypesForCategory("GAS")).toEqual(["Dryer - Gas", "Range - Gas", "Range - Slide-In Gas"]);
    expect(subtypesForCategory("built-in")).toEqual(["Dishwasher - Built-In"]);
    expect(subtypesForCategory("freezer")).toEqual(["Refrigerator - Top Freezer", "Refrigerator - Bottom Freezer"]);
  });

  it("covers nothing for an unknown or empty name", () => {
    expect(subtypesForCategory("toaster")).toEqual([]);
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(groupForName(name), name).toBeUndefined();
      expect(subtypesForCategory(name), name).toEqual([]);
      expect(categoryCopy(name).heading, name).toEqual(expect.any(String));
    }
    expect(subtypesForCategory("")).toEqual([]);
    expect(subtypesForCategory("   ")).toEqual([]);
  });

  it("puts every subtype in exactly one group", () => {
    for (const subtype of SUBTYPES) {
      const group = groupOfSubtype(subtype);
      expect(subtypesOfGroup(group)).toContain(subtype);
    }
    const grouped = [...CATEGORY_GROUPS, "wall-oven" as const].flatMap((g) => subtypesOfGroup(g));
    expect(grouped.toSorted()).toEqual([...SUBTYPES].toSorted());
  });

  it("recognises plural and alias names", () => {
    expect(groupForName("Ranges")).toBe("stove");
    expect(groupForName("fridge")).toBe("refrigerator");
    expect(groupForName("washers")).toBe("washer");
    expect(groupForName("toaster")).toBeUndefined();
  });
});

describe("named range sets", () => {
  it("splits ranges into electric (incl. induction) and gas", () => {
    expect(subtypesForCategory("electric-range")).toEqual([
      "Range - Electric",
      "Range - Induction",
      "Range - Slide-In Electric",
    ]);
    expect(subtypesForCategory("Gas-Range")).toEqual(["Range - Gas", "Range - Slide-In Gas"]);
  });
});
