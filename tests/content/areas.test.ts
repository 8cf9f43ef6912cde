import { describe, expect, it } from "vitest";
import {
  COMMUNITIES,
  SURROUNDING_SLUGS,
  areaDeliverySentence,
  areaQuestions,
  communityBySlug,
  routeToStoreUrl,
} from "@/lib/content/areas";
import { deliveryQuote } from "@/lib/delivery/fee";
import { areasWithDistance, zipFees, type AreaWithDistance } from "@/lib/delivery/service-areas";
import { SERVICE_AREAS } from "@/lib/store";

function area(miles: number): AreaWithDistance {
  return {
    slug: "test",
    name: "Testville",
    zip: "43000",
    zips: ["43000"],
    miles,
    estimate: miles,
    quote: deliveryQuote(miles),
    latitude: 0,
    longitude: 0,
  };
}

describe("area content", () => {
  it("has a page for Reynoldsburg and each of the six surrounding communities, all service areas", () => {
    const serviceSlugs = SERVICE_AREAS.map((serviceArea) => serviceArea.slug);
    expect(COMMUNITIES.map((community) => community.slug).sort()).toEqual(
      ["reynoldsburg", ...SURROUNDING_SLUGS].sort(),
    );
    for (const community of COMMUNITIES) expect(serviceSlugs).toContain(community.slug);
    expect(SURROUNDING_SLUGS).toHaveLength(6);
    expect(communityBySlug("nowhere")).toBeUndefined();
  });

  it("states delivery from the estimator's distance and fee", () => {
    expect(areaDeliverySentence(area(6))).toBe(
      "Testville is about 6 miles from our showroom, inside our 10-mile free delivery zone, so delivery is free.",
    );
    expect(areaDeliverySentence(area(1))).toContain("about 1 mile from");
    expect(areaDeliverySentence(area(16))).toBe(
      "Testville is about 16 miles from our showroom, so delivery is a flat $45.",
    );
    expect(areaDeliverySentence(area(75))).toBe(
      "Testville is about 75 miles from our showroom. Call us about delivery.",
    );
  });

  it("agrees with the fee rule for every real service area", () => {
    for (const serviceArea of areasWithDistance()) {
      const sentence = areaDeliverySentence(serviceArea);
      expect(sentence).toContain(`about ${serviceArea.miles} mile`);
      expect(sentence).toContain(serviceArea.quote.kind === "free" ? "delivery is free." : "a flat $45.");
    }
  });

  it("never repeats the old free-radius or order-total claims", () => {
    const text = JSON.stringify(COMMUNITIES);
    expect(text).not.toMatch(/\$299|\b1[25] miles\b/);
  });

  it("says the fee is confirmed at checkout for a town near the free-zone edge", () => {
    const edge = { ...area(10), estimate: 9.92 };
    expect(areaDeliverySentence(edge)).toMatch(/free.*confirmed at checkout\.$/);
    expect(areaDeliverySentence(area(3))).not.toMatch(/confirmed/);
  });

  it("prices each of a town's ZIP codes and answers local questions from the same estimate", () => {
    for (const town of areasWithDistance()) {
      const fees = zipFees(town);
      expect(fees.map((fee) => fee.zip)).toEqual(town.zips);
      const answers = areaQuestions(town, fees);
      expect(answers).toHaveLength(4);
      expect(answers[1]!.answer).toContain(town.zips[0]!);
    }
    const reynoldsburg = areasWithDistance().find((town) => town.slug === "reynoldsburg")!;
    expect(zipFees(reynoldsburg)[0]!.quote.kind).toBe("free");
    expect(routeToStoreUrl(reynoldsburg)).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=Reynoldsburg/,
    );
  });
});
