// The relevance set on the sample catalogue, on each database: no search of the set finds
// nothing, the first result is relevant for at least 95% of them and the first three for 90%.
import { expect, it } from "vitest";
import { describeEachDatabase } from "../helpers/database";
import { measureRelevance, RELEVANCE_SET } from "../helpers/relevance-set";

describeEachDatabase("search relevance", (context) => {
  it("meets the targets on the relevance set", async () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(80);
    const report = await measureRelevance(context.db);
    const missed = report.cases.filter((outcome) => !outcome.topThreeRelevant);
    console.log(
      `relevance: ${report.cases.length} searches, ${report.empty} found nothing, first ${(report.first * 100).toFixed(1)}%, top three ${(report.topThree * 100).toFixed(1)}%`,
      missed.map(
        (outcome) => `${outcome.query} (${outcome.firstRelevant ? "first ok" : "first wrong"}, ${outcome.found})`,
      ),
    );
    expect(report.cases.filter((outcome) => outcome.found === 0).map((outcome) => outcome.query)).toEqual([]);
    expect(report.first).toBeGreaterThanOrEqual(0.95);
    expect(report.topThree).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
