import { describe, expect, it } from "vitest";
import {
  compactText,
  modelSeries,
  modelText,
  rankMatches,
  seriesText,
  type ProductSignals,
  type RankRules,
  type WordSignal,
} from "@/lib/catalog/search-rank";

describe("model numbers", () => {
  it("compacts model numbers ignoring case, spaces and dashes", () => {
    expect(compactText("WF45 T6000")).toBe("wf45t6000");
    expect(compactText("wf45-t6000-aw")).toBe("wf45t6000aw");
  });

  it("reads a search's words as one model number only when they can be one", () => {
    expect(modelText([{ said: "WF45" }, { said: "T6000" }])).toBe("wf45t6000");
    expect(modelText([{ said: "RB-TL35W" }])).toBe("rbtl35w");
    expect(modelText([{ said: "washer" }])).toBeNull();
    expect(modelText([{ said: "a1" }])).toBeNull();
  });

  it("reads a model number's series from the letters it starts with", () => {
    expect(modelSeries("wm3400cw")).toBe("wm");
    expect(modelSeries("wrf555sdfz")).toBe("wrf");
    expect(modelSeries("w10")).toBeNull();
    expect(modelSeries("2020")).toBeNull();
    expect(modelSeries("stainless")).toBeNull();
  });

  it("reads two letters no everyday English word is as the start of a series, nothing else", () => {
    expect(seriesText([{ said: "RF" }])).toBe("rf");
    expect(seriesText([{ said: "w" }, { said: "m" }])).toBe("wm");
    for (const said of [["me"], ["we"], ["wtw"], ["r"], ["rf2"], ["é"], ["rf", "wm"]]) {
      expect(seriesText(said.map((text) => ({ said: text }))), said.join(" ")).toBeNull();
    }
    // A word not wanted is no part of it.
    expect(seriesText([{ said: "rf", negated: "rf" }])).toBeNull();
  });
});

const word = (overrides: Partial<WordSignal> = {}): WordSignal => ({ title: false, document: false, ...overrides });
const signals = (id: string, words: WordSignal[], overrides: Partial<ProductSignals> = {}): ProductSignals => ({
  id,
  modelEquals: false,
  modelStarts: false,
  modelSimilarity: 0,
  modelSeries: false,
  words,
  ...overrides,
});
const rules = (overrides: Partial<RankRules> = {}): RankRules => ({
  typos: [false, false],
  model: false,
  modelTypo: false,
  ...overrides,
});
const order = (ranked: Map<string, number>) => [...ranked.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);

describe("search ranking", () => {
  it("requires every word and ranks words in the title above words elsewhere", () => {
    const ranked = rankMatches(
      [
        signals("title", [word({ title: true, document: true }), word({ title: true, document: true })]),
        signals("elsewhere", [word({ title: true, document: true }), word({ document: true })]),
        signals("one-word", [word({ title: true, document: true }), word()]),
      ],
      rules(),
    );
    expect(order(ranked)).toEqual(["title", "elsewhere"]);
  });

  it("ranks a corrected word below the same word found as typed", () => {
    const found = [
      signals("a", [word({ title: true, document: true }), word({ title: true, document: true })]),
      signals("b", [word({ title: true, document: true }), word({ document: true })]),
    ];
    const exact = rankMatches(found, rules());
    const corrected = rankMatches(found, rules({ typos: [false, true] }));
    expect(corrected.get("a")!).toBeLessThan(exact.get("a")!);
    expect(corrected.get("b")!).toBeLessThan(exact.get("b")!);
  });

  it("finds model numbers by their start, the exact model first, and mistyped ones only when asked", () => {
    const products = [
      signals("starts", [word({ title: true, document: true }), word()], { modelStarts: true }),
      signals("exact", [word(), word()], { modelStarts: true, modelEquals: true }),
      signals("close", [word(), word()], { modelSimilarity: 0.7 }),
      signals("series", [word(), word()], { modelSimilarity: 0.2, modelSeries: true }),
      signals("none", [word(), word()], { modelSimilarity: 0.3 }),
    ];
    expect(order(rankMatches(products, rules({ model: true })))).toEqual(["exact", "starts"]);
    expect(order(rankMatches(products, rules()))).toEqual([]);
    // Mistyped: the close model numbers; when none is close, those of the typed one's series.
    expect(order(rankMatches(products, rules({ model: true, modelTypo: true })))).toEqual(["close"]);
    const noneClose = products.filter((product) => product.id !== "close");
    expect(order(rankMatches(noneClose, rules({ model: true, modelTypo: true })))).toEqual(["series"]);
  });
});
