// How many of the shop's products have a word, from the catalogue's word list: what tells a
// search whose words most products have (ranking all their matches is what costs) from one that
// finds few. Pure: the list is read once with the catalogue's other reads (search-sql.ts).

/** The word list in word order, with the products of the words before each added up. */
export interface WordCounts {
  words: readonly string[];
  products: readonly number[];
  /** `totals[i]`: the products of `words[0]` to `words[i - 1]` added up. */
  totals: readonly number[];
}

export function wordCounts(rows: readonly { word: string; products: number }[]): WordCounts {
  const sorted = [...rows].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const totals = [0];
  for (const row of sorted) totals.push(totals.at(-1)! + row.products);
  return { words: sorted.map((row) => row.word), products: sorted.map((row) => row.products), totals };
}

/** In words sorted as strings compare, the place of the first not before `text` (by halves). */
export function firstFrom(words: readonly string[], text: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle]! < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * At most how many products have `lexeme` as a word, or with `prefix` a word that starts so (a
 * product with two such words is counted twice). A word the list does not hold (with digits) none.
 */
export function productsWithWord(counts: WordCounts, lexeme: string, prefix: boolean): number {
  const from = firstFrom(counts.words, lexeme);
  if (!prefix) return counts.words[from] === lexeme ? counts.products[from]! : 0;
  const to = firstFrom(counts.words, `${lexeme}\uffff`);
  return counts.totals[to]! - counts.totals[from]!;
}

/**
 * At most how many products a search's words find by their text, each word as tsquery text as
 * the search writes it ("(energy:* <-> star:*)", "(quiet:* | vibration:* <-> reduction:*)"): the
 * fewest of any one word; of a word, its forms added up; of a form, the fewest of its words. What
 * a word must not have ("& !(...)") is left out: the count is an upper bound. Null when the list
 * gives none: no words, or a number among them (the list holds no numbers; "2" starts thousands).
 */
export function mostMatches(counts: WordCounts, queries: readonly string[]): number | null {
  const forms = queries.map((query) =>
    query
      .split(" & !")[0]!
      .split("|")
      .map((form) => [...form.matchAll(/([a-z0-9.]+)(:\*)?/g)]),
  );
  if (forms.length === 0 || forms.flat(2).some((lexeme) => /\d/.test(lexeme[1]!))) return null;
  return Math.min(
    ...forms.map((query) =>
      query.reduce((sum, lexemes) => {
        if (lexemes.length === 0) return sum;
        return sum + Math.min(...lexemes.map(([, lexeme, star]) => productsWithWord(counts, lexeme!, Boolean(star))));
      }, 0),
    ),
  );
}
