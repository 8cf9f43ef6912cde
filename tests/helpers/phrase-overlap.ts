// How much of a page's wording other pages repeat: the share of its six-word phrases (taken
// within each block of text, words lowercased) that also appear on at least one other page.

const PHRASE_WORDS = 6;

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9$]+(?:['.-][a-z0-9]+)*/g) ?? [];
}

/** The distinct six-word phrases of a page's blocks of text (a phrase never spans two blocks). */
export function phrasesOf(blocks: readonly string[]): Set<string> {
  const phrases = new Set<string>();
  for (const block of blocks) {
    const list = words(block);
    for (let start = 0; start + PHRASE_WORDS <= list.length; start += 1) {
      phrases.add(list.slice(start, start + PHRASE_WORDS).join(" "));
    }
  }
  return phrases;
}

/** For each page, the share (0 to 1) of its six-word phrases found on any other page. */
export function sharedPhraseShares(pages: Record<string, readonly string[]>): Record<string, number> {
  const phrases = Object.fromEntries(Object.entries(pages).map(([name, blocks]) => [name, phrasesOf(blocks)]));
  return Object.fromEntries(
    Object.entries(phrases).map(([name, own]) => {
      const others = Object.entries(phrases).filter(([other]) => other !== name);
      const shared = [...own].filter((phrase) => others.some(([, set]) => set.has(phrase))).length;
      return [name, own.size === 0 ? 1 : shared / own.size];
    }),
  );
}
