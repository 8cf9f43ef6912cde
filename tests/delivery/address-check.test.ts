import { describe, expect, it } from "vitest";
import { addressConcern, cityFitsZip } from "@/lib/delivery/address-check";

describe("whether a city fits its ZIP code", () => {
  it("accepts the ZIP's own town, in any spelling", () => {
    expect(cityFitsZip("Reynoldsburg", "43068")).toBe(true);
    expect(cityFitsZip("  REYNOLDSBURG ", "43068")).toBe(true);
  });

  it("accepts a neighbouring town's name, as mail often carries (Columbus for Blacklick)", () => {
    expect(cityFitsZip("Columbus", "43004")).toBe(true);
    expect(cityFitsZip("Gahanna", "43068")).toBe(true);
  });

  it("takes a name our one-town-per-ZIP table does not know as fitting (suburbs inside Columbus ZIPs)", () => {
    expect(cityFitsZip("Whitehall", "43213")).toBe(true);
  });

  it("refuses a town we know to be far from the ZIP", () => {
    expect(cityFitsZip("Cleveland", "43068")).toBe(false);
    expect(cityFitsZip("Cincinnati", "43004")).toBe(false);
    expect(cityFitsZip("Lancaster", "43068")).toBe(false);
  });
});

describe("what staff must confirm about a delivery address", () => {
  it("is nothing for a fitting address with a measured distance", () => {
    expect(addressConcern({ city: "Reynoldsburg", postal_code: "43068" }, true)).toBeNull();
  });

  it("names the ZIP's town when the city disagrees", () => {
    expect(addressConcern({ city: "Cleveland", postal_code: "43068" }, true)).toBe(
      "ZIP 43068 is Reynoldsburg, not Cleveland: the fee was priced from the ZIP; confirm the address with the customer.",
    );
  });

  it("asks to confirm the distance when none could be measured", () => {
    expect(addressConcern({ city: "Reynoldsburg", postal_code: "43068" }, false)).toBe(
      "The distance could not be measured and the standard fee was charged: confirm the distance.",
    );
  });
});
