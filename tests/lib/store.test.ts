import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DELIVERY,
  HOURS,
  PICKUP,
  RETURNS,
  SALES_TAX_BPS,
  SERVICE_AREAS,
  WARRANTY,
  WARRANTY_TIER_LIMIT_CENTS,
  brandLogo,
  phoneHref,
  salesTaxLabel,
  warrantyPriceCents,
} from "@/lib/store";

describe("store facts", () => {
  it("delivers free within 10 miles, $45 to 60 miles, refuses beyond", () => {
    expect(DELIVERY.freeRadiusMiles).toBe(10);
    expect(DELIVERY.maxMiles).toBe(60);
    expect(DELIVERY.flatFeeCents).toBe(4500);
    expect(DELIVERY.unknownDistanceFeeCents).toBe(4500);
    expect(DELIVERY.haulAwayCentsPerUnit).toBe(5000);
    expect(DELIVERY.stairCarryCentsPerFlight).toBe(5000);
    expect(DELIVERY.windows.map((w) => w.id)).toEqual(["10-12", "12-2", "2-4", "4-6"]);
    expect(DELIVERY.roadDetourFactor).toBe(1.3);
  });

  it("offers free pickup ready in 2 hours", () => {
    expect(PICKUP).toEqual({ feeCents: 0, readyInHours: 2 });
  });

  it("taxes at 8.0% by default", () => {
    expect(SALES_TAX_BPS).toBe(800);
    expect(salesTaxLabel()).toBe("Ohio sales tax (8%)");
    expect(salesTaxLabel(775)).toBe("Ohio sales tax (7.75%)");
  });

  it("prices warranties per unit by the warranty table, with the tier limit at $1500", () => {
    expect(WARRANTY.defaultPlan).toBe("2year");
    expect(WARRANTY.plans.map((plan) => plan.id)).toEqual(["none", "2year", "3year", "4year", "5year"]);
    expect(WARRANTY.plans.filter((plan) => plan.recommended).map((plan) => plan.id)).toEqual(["2year"]);
    const low = WARRANTY_TIER_LIMIT_CENTS;
    const high = WARRANTY_TIER_LIMIT_CENTS + 1;
    expect(["none", "2year", "3year", "4year", "5year"].map((id) => warrantyPriceCents(id as never, low))).toEqual([
      0, 8000, 12000, 17000, 20000,
    ]);
    expect(["none", "2year", "3year", "4year", "5year"].map((id) => warrantyPriceCents(id as never, high))).toEqual([
      0, 10000, 15000, 20000, 25000,
    ]);
  });

  it("opens 10AM-6PM every day and takes returns for 30 days", () => {
    expect(HOURS.days).toHaveLength(7);
    expect([HOURS.opens, HOURS.closes]).toEqual(["10:00", "18:00"]);
    expect(RETURNS.days).toBe(30);
    expect(RETURNS.restockingFee).toBe(false);
    expect(RETURNS.refundBusinessDays).toBe(10);
  });

  it("serves the eight service areas", () => {
    expect(SERVICE_AREAS.map((area) => area.name)).toEqual([
      "Reynoldsburg",
      "Columbus",
      "Pickerington",
      "Pataskala",
      "Gahanna",
      "Westerville",
      "Whitehall",
      "Groveport",
    ]);
  });

  it("builds tel: links and brand logo paths", () => {
    expect(phoneHref("(614) 555-0142")).toBe("tel:+16145550142");
    expect(brandLogo("Speed Queen")).toBe("/brands/speed-queen.svg");
    expect(brandLogo("lg")).toBe("/brands/lg.svg");
    expect(brandLogo("Unknown Brand")).toBe("/brands/reynoldsburg-basics.svg");
  });

  it("draws every brand logo from outlines, so it looks the same everywhere and paints without font lookups", () => {
    const logos = readdirSync("public/brands").filter((name) => name.endsWith(".svg"));
    expect(logos.length).toBeGreaterThan(0);
    for (const name of logos) {
      const svg = readFileSync(`public/brands/${name}`, "utf8");
      expect(svg, name).toMatch(/<title id="t">[^<]+<\/title>/);
      expect(svg, name).not.toContain("<text");
    }
  });
});

describe("claims and warranty copy come from the facts", () => {
  it("words the discount claims and the extended-warranty range", async () => {
    const { CLAIMS, extendedWarrantyYears } = await import("@/lib/store");
    expect(CLAIMS.maxDiscount).toBe("up to 60% off");
    expect(CLAIMS.openBoxDiscount).toBe("open box up to 40% off");
    expect(CLAIMS.returns).toBe("30-day returns");
    expect(extendedWarrantyYears()).toBe("2 to 5");
  });
});
