// How search text is read: lowercased words without punctuation, light plural stripping and
// shop synonyms, plus a compact form for model numbers that ignores case, spaces and dashes
// ("WF45 T6000" finds "WF45T6000AW").

const SYNONYMS: Record<string, string> = {
  fridge: "refrigerator",
  stove: "range",
  "w/d": "washer",
  micro: "microwave",
};

export const MAX_SEARCH_WORDS = 8;

/** Letters and digits only, lowercase: the form model numbers are compared in. */
export function compactText(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !/\d/.test(word)) {
    return word.slice(0, -1);
  }
  return word;
}

export interface SearchTerms {
  /** Words to match, at most MAX_SEARCH_WORDS, deduplicated. */
  words: string[];
  /** The whole query in compact form, for model numbers. */
  compact: string;
}

export function searchTerms(text: string): SearchTerms {
  const words: string[] = [];
  for (const raw of text.toLowerCase().split(/[^a-z0-9/]+/)) {
    const cleaned = raw.replace(/\//g, "");
    if (!cleaned) continue;
    const base = singular(cleaned);
    const word = SYNONYMS[raw] ?? SYNONYMS[cleaned] ?? SYNONYMS[base] ?? base;
    if (!words.includes(word)) words.push(word);
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  return { words, compact: compactText(text) };
}
