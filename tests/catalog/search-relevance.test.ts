// The relevance set on the sample catalogue, on each database: no search of the set finds
// nothing, the first result is relevant for at least 95% of them and the first three for 90%.
import { expect, it } from "vitest";
import { DEFAULT_QUERY } from "@/lib/catalog/listing";
import { queryListing } from "@/lib/catalog/listing-query";
import { describeEachDatabase } from "../helpers/database";
import { describeRelevance, judgeRelevance, RELEVANCE_SET } from "../helpers/relevance-set";

const { page: _page, ...LISTING } = DEFAULT_QUERY;

describeEachDatabase("search relevance", (context) => {
  it("meets the targets on the relevance set", async () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(80);
    const report = await judgeRelevance({
      search: (search) => queryListing(context.db, { ...LISTING, search }, { offset: 0, limit: 3 }),
      async productAt(place) {
        const [product] = (await queryListing(context.db, LISTING, { offset: place - 1, limit: 1 })).products;
        if (!product) throw new Error(`No product at place ${place}`);
        return product;
      },
    });
    console.log(describeRelevance(report));
    expect(report.cases.filter((outcome) => outcome.found === 0).map((outcome) => outcome.query)).toEqual([]);
    expect(report.first).toBeGreaterThanOrEqual(0.95);
    expect(report.topThree).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
