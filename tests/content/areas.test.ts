import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  COMMUNITIES,
  SURROUNDING_SLUGS,
  areaDeliverySentence,
  areaQuestions,
  communityBySlug,
  routeToStoreUrl,
  townPage,
} from "@/lib/content/areas";
import { SUBTYPES } from "@/lib/catalog/categories";
import { deliveryQuote } from "@/lib/delivery/fee";
import {
  areasWithDistance,
  deliveredFree,
  deliveryLabel,
  zipFees,
  type AreaWithDistance,
} from "@/lib/delivery/service-areas";
import { SERVICE_AREAS } from "@/lib/store";
import { sharedPhraseShares } from "../helpers/phrase-overlap";

/** The most of a town page's six-word phrases that may also appear on another town page. */
const MAX_SHARED = 0.35;

function area(miles: number, estimate = miles): AreaWithDistance {
  return {
    slug: "test",
    name: "Testville",
    zip: "43000",
    zips: ["43000"],
    miles,
    estimate,
    quote: deliveryQuote(estimate),
    latitude: 0,
    longitude: 0,
  };
}

/** The fees of a made-up town whose one ZIP code is `estimate` miles away. */
function fees(...estimates: number[]) {
  return estimates.map((estimate, index) => ({
    zip: `4300${index}`,
    miles: Math.round(estimate),
    estimate,
    quote: deliveryQuote(estimate),
  }));
}

function town(slug: string) {
  const found = areasWithDistance().find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No service area ${slug}`);
  return found;
}

/** Every piece of text a town page shows, one block per heading, sentence group or table row. */
function pageText(value: unknown, key = ""): string[] {
  if (typeof value === "string") return key === "href" || key === "routeUrl" ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => pageText(item));
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    // A table row reads as one line.
    if ("zip" in value) return [entries.map(([, cell]) => String(cell)).join(" ")];
    return entries.flatMap(([name, item]) => pageText(item, name));
  }
  return [];
}

function townPages(): Record<string, string[]> {
  return Object.fromEntries(
    COMMUNITIES.map((content) => [content.slug, pageText(townPage(content, town(content.slug)))]),
  );
}

function sourceFiles(folder: string): string[] {
  const root = path.resolve(import.meta.dirname, "../..");
  return readdirSync(path.join(root, folder)).flatMap((entry) => {
    const relative = path.join(folder, entry);
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry) ? [relative] : [];
  });
}

describe("area content", () => {
  it("has a town page for every service area: Reynoldsburg, Columbus and the six surrounding communities", () => {
    expect(COMMUNITIES.map((community) => community.slug).sort()).toEqual(
      SERVICE_AREAS.map((serviceArea) => serviceArea.slug).sort(),
    );
    expect(SURROUNDING_SLUGS).toHaveLength(6);
    expect(communityBySlug("nowhere")).toBeUndefined();
  });

  it("states delivery from the estimator's distance and fee", () => {
    expect(areaDeliverySentence(area(6), fees(6))).toBe(
      "Testville is about 6 miles from our showroom, inside our 10-mile free delivery zone, so delivery is free.",
    );
    expect(areaDeliverySentence(area(1), fees(1))).toContain("about 1 mile from");
    expect(areaDeliverySentence(area(16), fees(16))).toBe(
      "Testville is about 16 miles from our showroom, so delivery is a flat $45.",
    );
    expect(areaDeliverySentence(area(75), fees(75))).toBe(
      "Testville is about 75 miles from our showroom. Call us about delivery.",
    );
  });

  it("says one thing for a town at the free zone's edge: the rule, never both free and to be confirmed", () => {
    const edge = areaDeliverySentence(area(10, 9.92), fees(9.92));
    expect(edge).toBe(
      "Testville is about 10 miles from our showroom, at the edge of our 10-mile free delivery zone: delivery is free up to 10 driving miles and a flat $45 beyond, worked out from your street at checkout.",
    );
    expect(edge).not.toMatch(/so delivery is free|confirmed/);
    expect(areaDeliverySentence(area(16), fees(7, 16))).toMatch(/^Testville addresses are about 7 to 16 miles/);
    expect(areaDeliverySentence(area(3), fees(3))).not.toMatch(/edge/);
  });

  it("agrees with the fee rule for every real service area, Gahanna's edge included", () => {
    for (const serviceArea of areasWithDistance()) {
      const sentence = areaDeliverySentence(serviceArea);
      const kinds = new Set(zipFees(serviceArea).map((fee) => fee.quote.kind));
      expect(sentence).toMatch(/about \d+ (to \d+ )?miles? from our showroom/);
      if (kinds.size > 1) expect(sentence).toContain("free up to 10 driving miles and a flat $45 beyond");
      else expect(sentence).toMatch(/delivery is free\.$|a flat \$45\.$|a flat \$45 beyond/);
    }
    const gahanna = town("gahanna");
    expect(areaDeliverySentence(gahanna)).toContain("at the edge of our 10-mile free delivery zone");
    expect(deliveryLabel(gahanna)).toBe("Free or $45 delivery");
    expect(deliveryLabel(town("pickerington"))).toBe("Free delivery");
    expect(deliveryLabel(town("westerville"))).toBe("$45 delivery");
    expect(deliveryLabel(town("columbus"))).toBe("Free or $45 delivery");
    expect([gahanna, town("columbus"), town("pickerington")].map(deliveredFree)).toEqual([false, false, true]);
  });

  it("never repeats the old free-radius or order-total claims", () => {
    const text = JSON.stringify(COMMUNITIES);
    expect(text).not.toMatch(/\$299|\b1[25] miles\b/);
  });

  it("prices each of a town's ZIP codes and answers local questions from the same estimate", () => {
    for (const content of COMMUNITIES) {
      const serviceArea = town(content.slug);
      const page = townPage(content, serviceArea);
      expect(page.zips.map((row) => row.zip)).toEqual(serviceArea.zips);
      const answers = areaQuestions(content, serviceArea);
      expect(answers.length).toBeGreaterThanOrEqual(3);
      for (const zip of serviceArea.zips) expect(answers[0]!.answer).toContain(zip);
      for (const subtype of content.wanted) expect(SUBTYPES).toContain(subtype);
    }
    const columbus = townPage(communityBySlug("columbus")!, town("columbus"));
    expect(columbus.crumbs.map((crumb) => crumb.name)).toEqual(["Home", "Surrounding Areas", "Columbus"]);
    expect(columbus.zips.find((row) => row.zip === "43232")?.fee).toBe("Free");
    expect(columbus.zips.find((row) => row.zip === "43215")?.fee).toBe("$45");
    expect(townPage(communityBySlug("gahanna")!, town("gahanna")).zips[0]!.fee).toBe("Free or $45");
    const reynoldsburg = town("reynoldsburg");
    expect(townPage(communityBySlug("reynoldsburg")!, reynoldsburg).crumbs).toHaveLength(2);
    expect(zipFees(reynoldsburg)[0]!.quote.kind).toBe("free");
    expect(routeToStoreUrl(reynoldsburg)).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=Reynoldsburg/,
    );
  });

  it(`has each town page say mostly its own words: at most ${MAX_SHARED * 100}% of its six-word phrases on another town page`, () => {
    const shares = sharedPhraseShares(townPages());
    const tooShared = Object.entries(shares)
      .filter(([, share]) => share > MAX_SHARED)
      .map(([slug, share]) => `${slug}: ${Math.round(share * 100)}%`);
    expect(tooShared).toEqual([]);
  });

  it("shows no named testimonial: the shop has collected none", () => {
    // A quoted first name and initial ("Dana M.") is how the invented reviews were signed.
    const signed = /(["'`])[A-Z][a-z]+ [A-Z]\.\1/;
    const offenders = ["lib/content", "components", "app"]
      .flatMap(sourceFiles)
      .filter((file) => signed.test(readFileSync(path.resolve(import.meta.dirname, "../..", file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
