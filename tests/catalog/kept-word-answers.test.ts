// What the catalogue's word list says of a typed word is kept between searches by a caller that
// keeps the catalogue's reads (lib/catalog/products.ts keeps it in Next's data cache, dropped with
// the catalogue's other reads when products change). On each database: the search and the
// header's suggestions ask the keeper once per word the list can answer for, a kept answer is the
// one the search plans with, and a search served from kept answers reads as it did the first time.
import { expect, it } from "vitest";
import { DEFAULT_QUERY } from "@/lib/catalog/listing";
import { queryListing } from "@/lib/catalog/listing-query";
import { describePlan, type WordLookup } from "@/lib/catalog/search-plan";
import type { WordKeeper } from "@/lib/catalog/search-sql";
import { suggest } from "@/lib/catalog/suggestions";
import { describeEachDatabase } from "../helpers/database";
import { correctedOf } from "../helpers/corrected";

const { page: _page, ...LISTING } = DEFAULT_QUERY;

/** A keeper holding answers in a map, noting the keys it was asked for and the ones it had to read. */
function mapKeeper(answers = new Map<string, WordLookup>()) {
  const asked: string[] = [];
  const read: string[] = [];
  const keep: WordKeeper = async (key, readAnswer) => {
    asked.push(key);
    const kept = answers.get(key);
    if (kept) return kept;
    read.push(key);
    const answer = await readAnswer();
    answers.set(key, answer);
    return answer;
  };
  return { keep, asked, read, answers };
}

describeEachDatabase("kept word answers", (context) => {
  const search = (text: string, keep: WordKeeper) =>
    queryListing(context.db, { ...LISTING, search: text }, { offset: 0, limit: 10, words: keep });

  it("asks once per word the list can answer for, and reads each only the first time", async () => {
    const keeper = mapKeeper();
    const first = await search("whirpool dryer 27", keeper.keep);
    // "dryer" is a shop word and "27" has digits: only the brand's typo is looked up.
    expect(keeper.asked).toEqual([JSON.stringify([["whirpool"], "whirpool", true])]);
    expect(keeper.read).toEqual(keeper.asked);

    const again = mapKeeper(keeper.answers);
    const second = await search("whirpool dryer 27", again.keep);
    expect(again.asked).toEqual(keeper.asked);
    expect(again.read).toEqual([]);
    expect(second.products.map((product) => product.id)).toEqual(first.products.map((product) => product.id));
    expect(second.total).toBe(first.total);
    expect(describePlan(second.search!.shown)).toBe(describePlan(first.search!.shown));
  });

  it("plans with the kept answer, not the database's", async () => {
    const keeper = mapKeeper();
    const typo = await search("handel", keeper.keep);
    expect(correctedOf(typo.search!.asked)).toBe("handle");
    expect(typo.total).toBeGreaterThan(0);
    // The same word kept as found: nothing to correct, and no product has it.
    const [key] = keeper.asked;
    const kept = mapKeeper(new Map([[key!, { found: true, whole: true, close: [] }]]));
    const asTyped = await search("handel", kept.keep);
    expect(kept.read).toEqual([]);
    expect(correctedOf(asTyped.search!.asked)).toBeNull();
    expect(asTyped.total).toBe(0);
  });

  it("keeps the suggestions' word answers too", async () => {
    const keeper = mapKeeper();
    const first = await suggest(context.db, "front lo", { words: keeper.keep });
    // Each word, with the close words of one not found, and the two as one word ("flex zone" is FlexZone).
    expect(keeper.asked).toEqual([
      JSON.stringify([["front"], "front", true]),
      JSON.stringify([["lo"], "lo", true]),
      JSON.stringify([["frontlo"], "front lo", false]),
    ]);
    expect(first.products.length).toBeGreaterThan(0);
    const again = mapKeeper(keeper.answers);
    expect(await suggest(context.db, "front lo", { words: again.keep })).toEqual(first);
    expect(again.read).toEqual([]);
  });
});
