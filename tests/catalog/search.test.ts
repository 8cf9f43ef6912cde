import { describe, expect, it } from "vitest";
import { rankMatches, type ProductSignals, type WordSignal } from "@/lib/catalog/search-rank";
import { compactText, searchTerms } from "@/lib/catalog/search-text";

describe("search text", () => {
  it("compacts model numbers ignoring case, spaces and dashes", () => {
    expect(compactText("WF45 T6000")).toBe("wf45t6000");
    expect(compactText("wf45-t6000-aw")).toBe("wf45t6000aw");
  });

  it("splits words, strips plurals and maps shop synonyms", () => {
    expect(searchTerms("LG Washers & Dryers")).toEqual({
      words: ["lg", "washer", "dryer"],
      compact: "lgwashersdryers",
    });
    expect(searchTerms("stainless fridge").words).toEqual(["stainless", "refrigerator"]);
    expect(searchTerms("gas stoves").words).toEqual(["gas", "range"]);
    expect(searchTerms("  ").words).toEqual([]);
    expect(searchTerms("a b c d e f g h i j").words).toHaveLength(8);
  });
});

const word = (overrides: Partial<WordSignal> = {}): WordSignal => ({
  title: false,
  description: false,
  similarity: 0,
  ...overrides,
});
const signals = (id: string, words: WordSignal[], overrides: Partial<ProductSignals> = {}): ProductSignals => ({
  id,
  modelContains: false,
  modelEquals: false,
  modelSimilarity: 0,
  words,
  ...overrides,
});

describe("search ranking", () => {
  it("requires every word and ranks title matches above description matches", () => {
    const ranked = rankMatches([
      signals("title", [word({ title: true }), word({ title: true })]),
      signals("description", [word({ title: true }), word({ description: true })]),
      signals("one-word", [word({ title: true }), word()]),
    ]);
    expect([...ranked.keys()]).toEqual(["title", "description"]);
    expect(ranked.get("title")!).toBeGreaterThan(ranked.get("description")!);
  });

  it("does not use similarity for a word that matches exactly somewhere", () => {
    const ranked = rankMatches([
      signals("washer", [word({ title: true, similarity: 1 })]),
      signals("dishwasher", [word({ similarity: 0.71 })]),
    ]);
    expect([...ranked.keys()]).toEqual(["washer"]);
  });

  it("tolerates a typo when the word matches nothing exactly", () => {
    const ranked = rankMatches([
      signals("whirlpool", [word({ similarity: 0.78 })]),
      signals("samsung", [word({ similarity: 0.2 })]),
    ]);
    expect([...ranked.keys()]).toEqual(["whirlpool"]);
  });

  it("matches model numbers in compact form and ranks an exact model first", () => {
    const ranked = rankMatches([
      signals("contains", [word({ title: true }), word()], { modelContains: true }),
      signals("exact", [word(), word()], { modelContains: true, modelEquals: true }),
      signals("none", [word(), word()]),
    ]);
    expect([...ranked.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id)).toEqual(["exact", "contains"]);
  });
});
