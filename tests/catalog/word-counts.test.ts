// The catalogue's word list as counts: how many products may have a word or a word's start, and
// at most how many a search's words find, which tells a search of common words.
import { describe, expect, it } from "vitest";
import { mostMatches, productsWithWord, wordCounts } from "@/lib/catalog/word-counts";

const counts = wordCounts([
  { word: "star", products: 26 },
  { word: "energy", products: 30 },
  { word: "glass", products: 14 },
  { word: "start", products: 2 },
  { word: "glide", products: 1 },
  { word: "quiet", products: 5 },
  { word: "vibration", products: 8 },
  { word: "reduction", products: 7 },
  { word: "ice", products: 20 },
]);

describe("word counts", () => {
  it("counts a word whole, or every word it starts", () => {
    expect(productsWithWord(counts, "star", false)).toBe(26);
    expect(productsWithWord(counts, "star", true)).toBe(28);
    expect(productsWithWord(counts, "gl", true)).toBe(15);
    expect(productsWithWord(counts, "gl", false)).toBe(0);
    expect(productsWithWord(counts, "zebra", true)).toBe(0);
    expect(productsWithWord(counts, "1234", true)).toBe(0);
    expect(productsWithWord(wordCounts([]), "ice", true)).toBe(0);
  });

  it("bounds a search's matches: the fewest of its words, a word's forms added up", () => {
    // A phrase: the fewer of its words; two words: the fewer of the two.
    expect(mostMatches(counts, ["(energy:* <-> star:*)"])).toBe(28);
    expect(mostMatches(counts, ["(energy:*)", "(gl:*)"])).toBe(15);
    // Forms: any of them, added up.
    expect(mostMatches(counts, ["(quiet:* | vibration:* <-> reduction:*)"])).toBe(12);
    // What a word must not have is left out of the bound.
    expect(mostMatches(counts, ["((ice:*) & !(ice <-> maker <-> ready))"])).toBe(20);
    // The list holds no numbers: a number bounds nothing ("2" starts thousands of words), nor do
    // no words.
    expect(mostMatches(counts, ["(energy:*)", "(1234:*)"])).toBeNull();
    expect(mostMatches(counts, ["(5 <-> burner:*)"])).toBeNull();
    expect(mostMatches(counts, [])).toBeNull();
  });
});
