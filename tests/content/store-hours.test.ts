// The closed days the pages announce next to the hours, and the year of them in the store's
// structured data: from the delivery calendar's one rule, on the store's calendar.
import { describe, expect, it } from "vitest";
import { closuresAhead, upcomingClosures } from "@/lib/content/store-hours";
import { productJsonLd, storeJsonLd } from "@/lib/seo/structured-data";
import { catalog } from "@/db/seed/catalog";
import { toCatalogProduct } from "@/lib/catalog/catalog-product";
import { toProductRow } from "@/lib/catalog/product-row";
import type { Product } from "@/db/schema";
import { jsonLdProblems } from "@/tests/helpers/json-ld-rules";

/** Noon in Ohio on a date. */
const noon = (date: string) => new Date(`${date}T17:00:00Z`);

describe("closed days next to the hours", () => {
  it("announces Thanksgiving two days ahead, in words that stay true whenever they are read", () => {
    expect(upcomingClosures(noon("2026-11-24"))).toEqual([
      { date: "2026-11-26", text: "Closed Thursday, November 26 (Thanksgiving)" },
    ]);
  });

  it("announces a closed day in the two weeks before it and on the day, not sooner or later", () => {
    expect(upcomingClosures(noon("2026-11-11"))).toEqual([]);
    expect(upcomingClosures(noon("2026-11-12")).map((closure) => closure.date)).toEqual(["2026-11-26"]);
    expect(upcomingClosures(noon("2026-11-26")).map((closure) => closure.date)).toEqual(["2026-11-26"]);
    expect(upcomingClosures(noon("2026-11-27"))).toEqual([]);
  });

  it("turns at midnight in the store's time zone, not in UTC", () => {
    // 04:59 UTC on the 27th is still Thanksgiving evening in Ohio; 05:00 is the next day.
    expect(upcomingClosures(new Date("2026-11-27T04:59:00Z")).map((closure) => closure.date)).toEqual(["2026-11-26"]);
    expect(upcomingClosures(new Date("2026-11-27T05:00:00Z"))).toEqual([]);
  });

  it("writes the year of a closed day in the next year", () => {
    expect(upcomingClosures(noon("2026-12-20")).map((closure) => closure.text)).toEqual([
      "Closed Friday, December 25 (Christmas Day)",
      "Closed Friday, January 1, 2027 (New Year's Day)",
    ]);
  });
});

describe("the store's structured data", () => {
  it("lists the closed days of the next twelve months as special hours, closed all day", () => {
    const store = JSON.parse(JSON.stringify(storeJsonLd(noon("2026-11-24")))) as {
      openingHoursSpecification: unknown[];
      specialOpeningHoursSpecification: { opens: string; closes: string; validFrom: string; validThrough: string }[];
    };
    expect(jsonLdProblems(store)).toEqual([]);
    expect(store.specialOpeningHoursSpecification.map((special) => special.validFrom)).toEqual([
      "2026-11-26",
      "2026-12-25",
      "2027-01-01",
      "2027-05-31",
      "2027-07-04",
      "2027-09-06",
    ]);
    for (const special of store.specialOpeningHoursSpecification) {
      expect(special).toMatchObject({ opens: "00:00", closes: "00:00", validThrough: special.validFrom });
    }
    expect(closuresAhead(365, noon("2026-11-24"))).toHaveLength(6);
  });

  it("offers a price valid today, never a date already past", () => {
    const [first] = catalog.filter((product) => product.priceCents > 0);
    const product = toCatalogProduct({
      ...toProductRow({ ...first!, position: 1 }),
      updatedAt: new Date(),
    } as unknown as Product);
    const offer = (productJsonLd(product, new Date("2026-11-27T04:30:00Z")) as unknown as { offers: object }).offers;
    expect(offer).toMatchObject({ priceValidUntil: "2026-11-26" });
  });
});
