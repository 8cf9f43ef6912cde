// The shop's words in a search (search-vocabulary.ts): a phrase of the vocabulary said at a
// token, also written as one word or typed with a mistake, what it means (a filter, sort or
// category, or the forms a feature may be written in), and the vocabulary words and phrases a
// word being typed or mistyped may be.
import type { DealType } from "@/db/enums";
import { BRANDS, HOUSE_BRAND } from "@/lib/store";
import { OTHER_BRANDS, RANGE_START_WORDS, SHOP_TERMS, UNITS, type Service, type ShopTerm } from "./search-vocabulary";
import type { Meaning, QueryWord } from "./search-meaning";
import {
  CUES,
  matchPhrase,
  ONE_WORD_BOUNDS,
  phraseTokens,
  phraseWords,
  singular,
  SIZE_ONLY_CUES,
  tokenize,
  type Token,
} from "./search-tokens";
import { allowedTypos, editDistance, keyBesideHit, letterLeftOut, startsWithTypo, swapped } from "./typos";
import { firstFrom } from "./word-counts";

/** What a vocabulary term means as a filter, sort or category; null for other words and words that say nothing. */
export function meaningOf(term: ShopTerm): Meaning | null {
  if ("category" in term) {
    return {
      kind: "category",
      groups: term.category,
      note: term.note,
      ...(term.together ? { together: true as const } : {}),
      ...(term.byUse ? { byUse: true as const } : {}),
      ...(term.aloneOnly ? { aloneOnly: true as const } : {}),
    };
  }
  if ("style" in term) return { kind: "style", subtypes: term.style, name: term.name, note: term.note };
  if ("fuel" in term) return { kind: "fuel", fuel: term.fuel };
  if ("deal" in term) return term.not ? null : { kind: "deal", deal: term.deal };
  if ("sort" in term) return { kind: "sort", sort: term.sort };
  if ("bySpec" in term) return { kind: "bySpec", order: term.bySpec };
  if ("inStock" in term) return { kind: "inStock" };
  return null;
}

/** A phrase of the vocabulary, as words, with its term; `misspelled` when it is one of the term's misspellings. */
interface Phrase {
  words: readonly string[];
  term: ShopTerm;
  misspelled?: true;
}

/**
 * The items whose key starts with a prefix, in their order, from a sorted index of the keys
 * searched by halves: the header's suggestions look up the starts of words on every keystroke,
 * against lists of thousands of phrases.
 */
function byPrefix<T>(items: readonly T[], key: (item: T) => string): (prefix: string) => T[] {
  const order = items
    .map((item, index) => ({ key: key(item), index }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index));
  const keys = order.map(({ key }) => key);
  return (prefix) => {
    const found: number[] = [];
    for (let at = firstFrom(keys, prefix); at < keys.length && keys[at]!.startsWith(prefix); at += 1)
      found.push(order[at]!.index);
    return found.sort((a, b) => a - b).map((index) => items[index]!);
  };
}

/** Every phrase of the vocabulary. */
const PHRASES: readonly Phrase[] = SHOP_TERMS.flatMap((term) => [
  ...term.says.map((said) => ({ words: phraseWords(said), term })),
  ...(term.misspelled ?? []).map((said) => ({ words: phraseWords(said), term, misspelled: true as const })),
]);
/** The phrases by the singular of their first word: the ones that may be said from a token. */
const PHRASES_BY_FIRST = new Map<string, Phrase[]>();
for (const phrase of PHRASES) {
  const first = singular(phrase.words[0] ?? "");
  PHRASES_BY_FIRST.set(first, [...(PHRASES_BY_FIRST.get(first) ?? []), phrase]);
}
/** The phrases whose first word starts so. */
const phrasesFirstWordStarting = byPrefix(PHRASES, (phrase) => phrase.words[0] ?? "");
/** The phrases of two words or more, which may be read through a typo. */
const LONG_PHRASES = PHRASES.filter((phrase) => phrase.words.length >= 2);

/**
 * The phrases of two words or more that a word of this length may start, typed with mistakes, in
 * the vocabulary's order: no mistake read (nor a plural) makes a word more than two letters longer
 * or shorter. Made once per length, as words of that length are read.
 */
const longPhrasesByLength = new Map<number, readonly Phrase[]>();
function longPhrasesStartedAt(length: number): readonly Phrase[] {
  let phrases = longPhrasesByLength.get(length);
  if (!phrases) {
    phrases = LONG_PHRASES.filter((phrase) => Math.abs(phrase.words[0]!.length - length) <= 2);
    longPhrasesByLength.set(length, phrases);
  }
  return phrases;
}

/** Whether a shop phrase of two words or more is said from token `index` ("high efficiency"). */
export const startsLongPhrase = (tokens: readonly Token[], index: number) =>
  (PHRASES_BY_FIRST.get(singular(tokens[index]?.text ?? "")) ?? []).some(
    (phrase) => phrase.words.length > 1 && matchPhrase(tokens, index, phrase.words) >= 0,
  );
/** The phrases of two words or more by their words written together ("frenchdoor", "sidebyside"). */
const JOINED_PHRASES: ReadonlyMap<string, Phrase> = new Map(
  LONG_PHRASES.map((phrase) => [phrase.words.join(""), phrase]),
);

/** Every phrase of the vocabulary written as one word ("washer", "topload"), by its letters. */
const PHRASE_LETTERS: ReadonlyMap<string, Phrase> = new Map(PHRASES.map((phrase) => [phrase.words.join(""), phrase]));

/**
 * Whether a word is a phrase of the vocabulary written as one word, or its plural: true when the
 * phrase says what is wanted, false when it says nothing ("machine"), null when it is none.
 */
export function vocabularyPhraseSays(word: string): boolean | null {
  const phrase = PHRASE_LETTERS.get(word) ?? PHRASE_LETTERS.get(singular(word));
  return phrase ? !("ignore" in phrase.term) : null;
}

/**
 * Whether a word being typed starts only phrases that say nothing of which product is wanted
 * ("appl" of "appliances", or of "apply for financing", a service's words; "used", whose note says
 * what our units are and shows them), at least three letters. Something we don't sell says what
 * is wanted ("pool", only of "pool heater").
 */
export function startsOnlyWordsSayingNothing(typed: string): boolean {
  if (typed.length < 3) return false;
  // A plural typed whole starts what its singular starts ("discounts": discount).
  const own = phrasesFirstWordStarting(typed);
  const starting = own.length > 0 ? own : phrasesFirstWordStarting(singular(typed));
  return (
    starting.every((phrase) => "ignore" in phrase.term) &&
    starting.some((phrase) => "ignore" in phrase.term && (!phrase.term.note || phrase.term.insteadOurs))
  );
}

/** How a phrase of the vocabulary is shown: a misspelling as its term's first phrase ("refrigerator"). */
function shownPhrase(phrase: Phrase): string {
  return phrase.misspelled ? phraseWords(phrase.term.says[0]!).join(" ") : phrase.words.join(" ");
}

/** A single vocabulary word as a correction shows it: itself, or for a misspelling, its term's first phrase. */
export function shownShopWord(word: string): string {
  const phrase = PHRASES.find((candidate) => candidate.words.length === 1 && candidate.words[0] === word);
  return phrase ? shownPhrase(phrase) : word;
}

/**
 * Whether a word of three letters is a phrase's word with one letter left out ("lod" of "top
 * load", "dor" of "french door"), two swapped ("fyr" of "air fry") or a key beside one hit ("tip"
 * of "top freezer"): too short to correct alone, but the phrase says which.
 */
const shortTypo = (typed: string, word: string) =>
  typed.length === 3 && (letterLeftOut(typed, word) || swapped(typed, word) || keyBesideHit(typed, word));

/** Words of two letters shoppers write as words: never a shop word's slip ("easy to load" is no top load). */
const TWO_LETTER_WORDS: ReadonlySet<string> = new Set(
  "am an as at be by do go he hi if in is it me my no of oh ok on or so to up us we".split(" "),
);

/**
 * Whether a word of two letters is a phrase's word of three with a letter left out ("tp" of "top
 * load"): only where the rest of the phrase is as written, and never a word of its own.
 */
const twoLetterSlip = (typed: string, word: string) =>
  typed.length === 2 && letterLeftOut(typed, word) && !TWO_LETTER_WORDS.has(typed) && !PHRASE_WORDS.has(typed);

/**
 * Brands written as one word ("lg", "ge", "samsung"): a brand typed is never a phrase's word
 * mistyped ("lg in stock" is LG's, not "log in").
 */
const BRAND_WORDS: ReadonlySet<string> = new Set(
  [...BRANDS.map((brand) => brand.name), HOUSE_BRAND.name, ...OTHER_BRANDS]
    .map((name) => name.toLowerCase())
    .filter((name) => /^\p{L}+$/u.test(name)),
);

/**
 * From token `index`, the words of a phrase of two words or more typed with mistakes ("washing
 * machne", "scrach and dent", "top lod"): each word as written, or within the typos a shop word
 * may hold (words of four letters or more that are no word of the vocabulary: "microwave over" is
 * not "microwave oven"; of three, a letter left out or two swapped), one of them at least as written. The index
 * after it, or -1.
 */
function matchMistyped(tokens: readonly Token[], index: number, phrase: readonly string[]): number {
  let at = index;
  let exact = 0;
  let shortest = Infinity;
  // A short word of the vocabulary read as another ("ovr", a price's "over", in "ovr the range").
  let shortWordRead = false;
  let twoLettersRead = false;
  for (let position = 0; position < phrase.length; position += 1) {
    const word = phrase[position]!;
    if (position > 0) while (tokens[at]?.text === "-") at += 1;
    const token = tokens[at];
    if (!token || token.kind !== "word") return -1;
    shortest = Math.min(shortest, token.text.length);
    if (token.text === word || singular(token.text) === singular(word)) {
      exact += 1;
    } else if (BRAND_WORDS.has(token.text)) {
      return -1;
    } else if (shortTypo(token.text, word)) {
      shortWordRead ||= PHRASE_WORDS.has(token.text);
    } else if (twoLetterSlip(token.text, word)) {
      twoLettersRead = true;
    } else if (!letterAddedAtEnd(token.text, word)) {
      const allowed = allowedTypos(token.text.length, "shop");
      // The cheap tests first: a search reads every phrase at every word.
      if (Math.abs(token.text.length - word.length) > allowed || PHRASE_WORDS.has(token.text)) return -1;
      if (editDistance(token.text, word, allowed) > allowed) return -1;
    }
    at += 1;
  }
  // Every word mistyped only in a phrase of two long words ("stainles steal"): short ones typed
  // wrong together are too often other words.
  const allMistyped = exact === 0 && phrase.length === 2 && shortest >= 5;
  // A word of the vocabulary is another only inside a phrase of three words or more, every other
  // word as written: "ovr the range" is over-the-range; "ovr range" keeps the price's word.
  if (shortWordRead && (phrase.length < 3 || exact < phrase.length - 1)) return -1;
  if (twoLettersRead && exact < phrase.length - 1) return -1;
  return (exact > 0 || allMistyped) && exact < phrase.length ? at : -1;
}

/**
 * Whether `typed` is a phrase's `word` with one more letter at its end, a slip even when that
 * makes another word ("energy start": energy star).
 */
const letterAddedAtEnd = (typed: string, word: string) =>
  word.length >= 4 && typed.length === word.length + 1 && typed.startsWith(word);

/**
 * The longest vocabulary phrase said from token `index`; one typed with mistakes only when none
 * as long is said as written, and then with the phrase it was meant to be (`corrected`).
 */
export function termAt(
  tokens: readonly Token[],
  index: number,
): { term: ShopTerm; next: number; corrected?: string } | null {
  const best = longestTermAt(tokens, index);
  // A phrase that a longer one starts inside of gives way to it when its words up to there say
  // the same ("fridge freezer on top": the fridge, then freezer on top) or say nothing ("with
  // knobs on front": with, then knobs on front); else it stands ("double oven ranges" is a double
  // oven, not oven ranges).
  if (!best) return best;
  for (let inside = index + 1; inside < best.next; inside += 1) {
    const later = longestTermAt(tokens, inside, { exact: true });
    if (!later || later.next <= best.next) continue;
    const shorter = longestTermAt(tokens, index, { before: inside });
    if (shorter && (shorter.term === best.term || "ignore" in shorter.term)) return shorter;
  }
  return best;
}

/** The longest phrase of the vocabulary said at `index`, or that ends by `before`; `exact` as written only. */
function longestTermAt(
  tokens: readonly Token[],
  index: number,
  { before = Infinity, exact = false }: { before?: number; exact?: boolean } = {},
): { term: ShopTerm; next: number; corrected?: string } | null {
  let best: { term: ShopTerm; next: number; corrected?: string } | null = null;
  const text = tokens[index]?.text ?? "";
  for (const phrase of PHRASES_BY_FIRST.get(singular(text)) ?? []) {
    const next = matchPhrase(tokens, index, phrase.words);
    if (next > before || (exact && phrase.misspelled)) continue;
    if (next > (best?.next ?? -1)) {
      best = { term: phrase.term, next, ...(phrase.misspelled ? { corrected: shownPhrase(phrase) } : {}) };
    }
  }
  if (exact || before !== Infinity) return best;
  // A phrase written as one word: "frenchdoor", "sidebyside".
  const joined = best ? undefined : (JOINED_PHRASES.get(text) ?? JOINED_PHRASES.get(singular(text)));
  if (joined) best = { term: joined.term, next: index + 1 };
  for (const phrase of longPhrasesStartedAt(text.length)) {
    // Only a longer phrase can win over what was said as written, and only with words enough left.
    if (index + phrase.words.length <= (best?.next ?? -1) || index + phrase.words.length > tokens.length) continue;
    const next = matchMistyped(tokens, index, phrase.words);
    if (next > (best?.next ?? -1)) best = { term: phrase.term, next, corrected: phrase.words.join(" ") };
  }
  return best;
}

/**
 * The kinds of appliance named by single words inside a phrase that says nothing of a product
 * ("dryer cord", "dryer vent": dryers), so that the shopper is shown the appliance the part is for.
 */
export function appliancesNamedIn(
  tokens: readonly Token[],
  from: number,
  to: number,
): { meaning: Meaning; index: number }[] {
  return tokens.slice(from, to).flatMap((token, offset) => {
    const meaning = vocabularyMeaning(singular(token.text));
    return meaning && "kind" in meaning && meaning.kind === "category" ? [{ meaning, index: from + offset }] : [];
  });
}

/** Single vocabulary words (not words that say nothing), for correcting a mistyped one. */
export const VOCABULARY_WORDS: readonly string[] = [
  ...new Set(
    PHRASES.filter((phrase) => phrase.words.length === 1 && !("ignore" in phrase.term)).map(
      (phrase) => phrase.words[0]!,
    ),
  ),
];

/**
 * The single words of the vocabulary that say nothing at all ("appliances", "machine"): of which
 * product is wanted, nor of a service, of something we don't sell or of what to list. For reading
 * one typed with a mistake as the word it is.
 */
export const WORDS_SAYING_NOTHING: readonly string[] = [
  ...new Set(
    PHRASES.filter(
      ({ words, misspelled, term }) =>
        words.length === 1 && !misspelled && "ignore" in term && !term.service && !term.note && !term.lists,
    ).map((phrase) => phrase.words[0]!),
  ),
];

const VOCABULARY_WORD_SET: ReadonlySet<string> = new Set(VOCABULARY_WORDS);
const vocabularyWordsStarting = byPrefix(VOCABULARY_WORDS, (word) => word);

/**
 * The single words that ask about a service of the shop ("delivery", "warranty", "cart"), with
 * the service, for correcting a mistyped one ("delivary", "returm").
 */
export const SERVICE_WORDS: ReadonlyMap<string, Service> = new Map(
  PHRASES.flatMap((phrase) =>
    phrase.words.length === 1 && !phrase.misspelled && "service" in phrase.term && phrase.term.service
      ? [[phrase.words[0]!, phrase.term.service] as const]
      : [],
  ),
);

/**
 * Every word of the vocabulary's phrases, words that say nothing included, and of the cues said
 * around prices and sizes ("wide" is no mistyped "wine").
 */
const PHRASE_WORDS: ReadonlySet<string> = new Set([
  ...PHRASES.flatMap((phrase) => phrase.words),
  ...Object.values(CUES).flat(2),
  ...SIZE_ONLY_CUES.flatMap((cue) => cue.bounds.flatMap((bound) => bound.phrases.flat())),
]);

const phraseWordsStarting = byPrefix([...PHRASE_WORDS], (word) => word);

/** The bounds said in one word ("under", "below", "around", "between"). */
const BOUND_WORDS: readonly string[] = [...ONE_WORD_BOUNDS, ...RANGE_START_WORDS];

/**
 * The vocabulary word a typed word is the start of ("fridg", "rang", "dishwash"): a search sent
 * before the word was finished. Only for a word of four letters or more that is no vocabulary
 * word itself, when every single vocabulary word starting so asks for the same thing, a note
 * aside ("stov": stove, stovetop), and none of `others` starts so: the catalogue's brands and
 * colours, written as one word ("stainl" may be Stainless Steel). The first of them in the
 * vocabulary's order that needs no note.
 */
export function vocabularyWordStarting(word: string, others: readonly string[]): string | null {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || VOCABULARY_WORD_SET.has(word)) return null;
  const starting = vocabularyWordsStarting(word);
  if (starting.length === 0 || others.some((other) => other.startsWith(word))) return null;
  // Nor the start of a bound said in one word ("unde" goes on to "under 500" as often as to
  // undercounter).
  if (BOUND_WORDS.some((bound) => bound.length > word.length && bound.startsWith(word))) return null;
  // Words made from one word ("large", "larger", "largest") are that word cut short ("larg").
  const root = starting.reduce((shortest, candidate) => (candidate.length < shortest.length ? candidate : shortest));
  if (starting.length > 1 && starting.every((candidate) => candidate.startsWith(root)) && !PHRASE_WORDS.has(word)) {
    return root;
  }
  const terms = starting.map((candidate) => ({ candidate, term: singleWordPhrase(candidate)!.term }));
  const asked = new Set(terms.map(({ term }) => askedBy(term)));
  if (asked.size > 1) return null;
  // A word of the vocabulary's phrases only when it starts a category's word and starts
  // categories' phrases alone, that one's among them ("wash", of "wash machine" and "wash dishes":
  // washers, whatever phrase it ends, "cold wash"); "front" may be the start of "front load" or
  // "front control", and a cue's word ("less") asks for no phrase's meaning.
  if (PHRASE_WORDS.has(word)) {
    const startedBy = PHRASES.filter((phrase) => phrase.words[0] === word).map(({ term }) => term);
    const categoriesOnly = startedBy.length > 0 && startedBy.every((term) => "category" in term);
    if (!("category" in terms[0]!.term) || !categoriesOnly || !startedBy.some((term) => asked.has(askedBy(term))))
      return null;
  }
  return (terms.find(({ term }) => !("note" in term && term.note)) ?? terms[0]!).candidate;
}

/** What a term asks for, its note aside, as a key: its filter, sort or category, or its forms. */
function askedBy(term: ShopTerm): string {
  if ("means" in term) return JSON.stringify({ forms: term.means.map(phraseWords) });
  if ("deal" in term && term.not) return JSON.stringify({ notDeal: term.deal });
  const meaning = meaningOf(term);
  if (!meaning) return "nothing";
  const { note: _note, ...asked } = { note: undefined, ...meaning };
  return JSON.stringify(asked);
}

/** The phrase of the vocabulary that is this one word. */
const singleWordPhrase = (word: string) =>
  PHRASES.find((candidate) => candidate.words.length === 1 && candidate.words[0] === word);

/** Whether a single vocabulary word names a category ("oven", "frig"). */
export const namesCategory = (word: string) => {
  const phrase = singleWordPhrase(word);
  return phrase !== undefined && "category" in phrase.term;
};

/** A deal as each product's text names it ("scratch dent"), to leave its products out. */
export const dealForms = (deal: DealType): string[][] => [deal.split("-")];

/**
 * What a single vocabulary word means: a filter, sort or category, or the forms a product may
 * have, or (`unwanted`) may not have ("undamaged").
 */
export function vocabularyMeaning(word: string): Meaning | FeatureLookup | null {
  const phrase = singleWordPhrase(word);
  if (!phrase) return null;
  if ("deal" in phrase.term && phrase.term.not) return { forms: dealForms(phrase.term.deal), unwanted: true };
  return "means" in phrase.term ? featureLookup(phrase.term) : meaningOf(phrase.term);
}

/** How a shop word for a feature is looked for: its forms, the kinds it is one of, whether whole. */
type FeatureLookup = Pick<QueryWord, "forms" | "of" | "whole" | "except" | "measure"> & { unwanted?: true };

/**
 * What is looked for of a word: its forms, the phrases that say a product lacks it when it has
 * any, and the measurement that gives it too.
 */
export const lookingFor = ({ forms, except, measure }: Pick<QueryWord, "forms" | "except" | "measure">) => ({
  forms,
  ...(except ? { except } : {}),
  ...(measure ? { measure } : {}),
});

export function featureLookup(term: Extract<ShopTerm, { means: readonly string[] }>): FeatureLookup {
  return {
    forms: term.means.map(phraseWords),
    ...(term.of ? { of: term.of } : {}),
    ...(term.whole ? { whole: true as const } : {}),
    ...(term.except ? { except: term.except.map(phraseWords) } : {}),
    ...(term.measure ? { measure: term.measure } : {}),
  };
}

/**
 * The categories and styles whose names start as typed ("wa": washers, washers and dryers;
 * "front lo": front load washers), each once, at most `limit`; `byUse`, also the words for what
 * they do ("keep food c": refrigerators); `everyName`, one letter starts any of their names, not
 * only their own.
 */
export function shopWordsStarting(
  typed: string,
  { limit = 4, shortest = 2, byUse = false, everyName = false } = {},
): Meaning[] {
  const prefix = phraseWords(typed).join(" ");
  if (prefix.length < shortest) return [];
  const found: Meaning[] = [];
  for (const { meaning, use, name } of kindPhrasesStarting(prefix)) {
    if (use && !byUse) continue;
    // One letter starts a kind's own name only ("samsung w": washers, wall ovens), not its other
    // names ("frigidaire g" is no geschirrspüler: it is more often the start of Gallery), unless
    // the caller asks for every name (a kind's own styles after it: "washer a", agitator).
    if (prefix.length === 1 && !name && !everyName) continue;
    if (!found.some((other) => JSON.stringify(other) === JSON.stringify(meaning))) found.push(meaning);
  }
  return found.slice(0, limit);
}

/** Whether a word being typed starts a word of the vocabulary's phrases ("stee": steel, "disp": dispenser). */
export const startsPhraseWord = (typed: string): boolean => phraseWordsStarting(typed).length > 0;

/**
 * The categories and styles whose own names a word being typed starts with one mistake
 * ("dishwahs": dishwashers, "micowa": microwaves), for the header's suggestions when none starts
 * as typed; none when a word of the vocabulary starts as typed ("disp" goes on to dispenser).
 */
export function shopWordsStartingMistyped(typed: string, limit = 4): Meaning[] {
  const prefix = phraseWords(typed).join(" ");
  if (prefix.includes(" ") || startsPhraseWord(prefix)) return [];
  const found: Meaning[] = [];
  for (const { text, meaning, use, name } of KIND_PHRASES) {
    if (use || !name || !startsWithTypo(prefix, text)) continue;
    if (!found.some((other) => JSON.stringify(other) === JSON.stringify(meaning))) found.push(meaning);
  }
  return found.slice(0, limit);
}

/**
 * The phrases that name a category or style, in the vocabulary's order, with what each means,
 * whether they say what it does rather than name it (`use`: "keep food cold") and whether the
 * phrase is the kind's own name, the first it is said by (`name`: "dishwasher", not "dw").
 */
const KIND_PHRASES: readonly { text: string; meaning: Meaning; use: boolean; name: boolean }[] = PHRASES.flatMap(
  (phrase) => {
    const meaning = meaningOf(phrase.term);
    const text = phrase.words.join(" ");
    return meaning && (meaning.kind === "category" || meaning.kind === "style")
      ? [
          {
            text,
            meaning,
            use: "byUse" in phrase.term,
            name: !phrase.misspelled && phraseWords(phrase.term.says[0]!).join(" ") === text,
          },
        ]
      : [];
  },
);

const kindPhrasesStarting = byPrefix(KIND_PHRASES, (phrase) => phrase.text);

/** The words of the phrases that name a kind, or say what it does ("wash" of "wash dishes"). */
const CATEGORY_WORDS: ReadonlySet<string> = new Set(
  KIND_PHRASES.flatMap(({ text, meaning }) => (meaning.kind === "category" ? text.split(" ") : [])),
);

/**
 * The one category whose own name a word being typed starts ("mic": microwave, "dish":
 * dishwasher), with that name; a name that goes on into a longer one counts once ("wash" starts
 * washer, and "washer and dryer" after it). Null when the word starts none, several kinds, or a
 * word of the vocabulary that names no kind ("dis" may go on to dispenser, "ref" to refurbished);
 * a kind's word with an ending names it ("washes").
 */
export function kindNameStarting(typed: string): { name: string; meaning: Meaning } | null {
  const prefix = phraseWords(typed).join(" ");
  const named = kindPhrasesStarting(prefix).filter(
    ({ name, use, meaning }) => name && !use && meaning.kind === "category",
  );
  const shortest = named.reduce<(typeof named)[number] | undefined>(
    (best, phrase) => (best && best.text.length <= phrase.text.length ? best : phrase),
    undefined,
  );
  if (!shortest || named.some(({ text }) => !text.startsWith(shortest.text))) return null;
  const namesKind = (word: string) =>
    CATEGORY_WORDS.has(word) || CATEGORY_WORDS.has(word.replace(/(?:es|s|ness)$/, ""));
  if (!phraseWordsStarting(prefix).every(namesKind)) return null;
  return { name: shortest.text, meaning: shortest.meaning };
}

/** The fewest letters of a last word that start a fuel ("ele": electric; "in" starts too many words). */
const FUEL_START_LETTERS = 3;

/**
 * The fuels whose names a word being typed starts ("ele": electric, "induc": induction), for the
 * header's suggestions: their names only, not their other words ("pro" is more often ProBake or
 * GE Profile than propane); none under three letters.
 */
export function fuelsStarting(typed: string): Extract<Meaning, { kind: "fuel" }>[] {
  const prefix = phraseWords(typed).join(" ");
  if (prefix.length < FUEL_START_LETTERS) return [];
  return SHOP_TERMS.flatMap((term) =>
    "fuel" in term && phraseWords(term.says[0]!).join(" ").startsWith(prefix)
      ? [{ kind: "fuel" as const, fuel: term.fuel }]
      : [],
  );
}

/** The vocabulary's phrases of two words or more for a feature or a deal ("air fry", "open box"), as said. */
const FEATURE_PHRASES = PHRASES.filter(
  (phrase) =>
    ("means" in phrase.term || "deal" in phrase.term) &&
    !phrase.misspelled &&
    phrase.words.length >= 2 &&
    !askedAbout(phrase.term),
).map((phrase) => ({ said: phrase.words.join(" "), term: phrase.term }));

const featurePhrasesStarting = byPrefix(FEATURE_PHRASES, (phrase) => phrase.said);

/**
 * A deal's name asked about ("what is open box", "open box meaning"): a question, never what a
 * deal's name being typed goes on to ("open b" is open box).
 */
function askedAbout(term: ShopTerm): boolean {
  return "deal" in term && term.service !== undefined;
}

/** Every phrase of the vocabulary, its words joined by spaces. */
const PHRASE_TEXTS: ReadonlySet<string> = new Set(PHRASES.map((phrase) => phrase.words.join(" ")));

/** The most words a deal's phrase has ("scratch and dent": three). */
const LONGEST_DEAL = Math.max(
  ...PHRASES.flatMap((phrase) => ("deal" in phrase.term && !phrase.term.not ? [phrase.words.length] : [])),
);

/**
 * The term of the vocabulary that the words from `start` to `end` say whole, as written or typed
 * with a mistake ("open box", "opne box"); null when they say none.
 */
function termSaidWhole(words: readonly string[], start: number, end: number): ShopTerm | null {
  const tokens = tokenize(words.slice(start, end).join(" "));
  const found = termAt(tokens, 0);
  return found !== null && found.next === tokens.length ? found.term : null;
}

/** Words for inches that follow a number as its unit ("in", "inch"). */
const INCH_WORDS: ReadonlySet<string> = new Set(UNITS.inches.filter((unit) => /^\p{L}+$/u.test(unit)));

/**
 * Whether the word at `from` is a number's unit ("24 in d": "in" says inches), so no phrase being
 * typed starts there ("in door water", "in reynoldsburg").
 */
function unitOfNumber(words: readonly string[], from: number): boolean {
  return from > 0 && INCH_WORDS.has(words[from]!) && /^\d/.test(words[from - 1]!);
}

/** The fewest letters of a last word that start a deal's phrase ("ope": open box). */
const DEAL_START_LETTERS = 3;

/**
 * The text with a feature's or a deal's phrase of two words or more that its last words start
 * written out ("air f": air fry, "gas range ice ma": gas range ice maker, "open b": open box), for
 * the header's suggestions while the shopper types; null when the last words start none, or
 * several that mean different things. A last word alone is written out only as a deal's phrase,
 * and only when every phrase of the vocabulary it starts is that deal's, words that say nothing
 * aside ("open": open box, "washer clear": washer clearance; "dis" starts dishwasher too): a deal
 * is no word of a product's text to find as it is typed. Words that are a phrase of the
 * vocabulary whole are said already ("stainless steel" is no "stainless steel tub"). A word of
 * one of `names` (brands of two words) after its first starts no phrase ("speed queen s" is
 * Speed Queen's, no "queen size comforter"), nor does the last word of a deal said before it
 * ("scratch and dent fr" is no "dent free").
 */
export function featurePhraseStarting(
  typed: string,
  { names = [] }: { names?: readonly string[] } = {},
): string | null {
  const words = phraseWords(typed);
  const inName = wordsInsideNames(words, names);
  // The last word of a deal said before ("dent" of "scratch and dent", or of "scrach and dent"
  // mistyped) starts no other phrase.
  const endsDeal = (from: number) => {
    for (let start = Math.max(0, from + 1 - LONGEST_DEAL); start < from; start += 1) {
      const term = termSaidWhole(words, start, from + 1);
      if (term !== null && "deal" in term && !term.not) return true;
    }
    return false;
  };
  for (let from = Math.max(0, words.length - 3); from <= words.length - 2; from += 1) {
    if (unitOfNumber(words, from) || inName.has(from) || endsDeal(from)) continue;
    const prefix = words.slice(from).join(" ");
    if (PHRASE_TEXTS.has(prefix)) continue;
    const starts = featurePhrasesStarting(prefix).filter(({ said }) => said !== prefix);
    if (starts.length === 0 || starts.some(({ term }) => term !== starts[0]!.term)) continue;
    return [...words.slice(0, from), starts[0]!.said].join(" ");
  }
  const last = words.at(-1) ?? "";
  if (last.length < DEAL_START_LETTERS || /\s$/.test(typed)) return null;
  // Words that say nothing, or ask about the shop ("open sunday"), never stand in a deal's way.
  const starts = phrasesFirstWordStarting(last).filter(
    (phrase) => !("ignore" in phrase.term) && !askedAbout(phrase.term),
  );
  const deal = starts[0]?.term;
  if (!deal || !("deal" in deal) || deal.not || starts.some((phrase) => phrase.term !== deal)) return null;
  // A phrase that ends with the word is said already ("open box", or "opne box" mistyped, is no
  // "open box opened").
  if (words.some((_, from) => termSaidWhole(words, from, words.length) !== null)) return null;
  return [...words.slice(0, -1), starts.find((phrase) => !phrase.misspelled)!.words.join(" ")].join(" ");
}

/** The places of the words of `words` that go on a name of two words or more begun before them. */
function wordsInsideNames(words: readonly string[], names: readonly string[]): Set<number> {
  const inside = new Set<number>();
  for (const name of names) {
    const own = phraseWords(name);
    if (own.length < 2) continue;
    for (let at = 0; at + own.length <= words.length; at += 1) {
      if (own.every((word, index) => words[at + index] === word)) {
        for (let index = 1; index < own.length; index += 1) inside.add(at + index);
      }
    }
  }
  return inside;
}

/** Every phrase as said, with the service it asks about and whether it asks for something sold (not a service or stock). */
const PHRASE_SERVICES = PHRASES.map(({ words, term }) => ({
  text: words.join(" "),
  service: "service" in term ? term.service : undefined,
  // A deal's units are sold, though its name may be asked about ("what is open box").
  sold: "deal" in term || (!("ignore" in term) && !("inStock" in term) && !("service" in term)),
}));

const phraseServicesStarting = byPrefix(PHRASE_SERVICES, (phrase) => phrase.text);

/** The fewest letters of a last word that start a service's phrase ("ret": returns). */
const SERVICE_START_LETTERS = 3;
/** Words that join a kind to what it has ("dryer with", "washer for", "fridge that"). */
export const JOINING_WORDS: readonly string[] = ["with", "without", "for", "that", "which"];
/**
 * Those and the short words around them ("with a", "for the"): a letter after them starts no
 * service's phrase. Not "in" nor "to": a town's letter goes on after them ("washer in r": Reynoldsburg).
 */
const ONLY_JOINING: ReadonlySet<string> = new Set([...JOINING_WORDS, "a", "an", "the", "of", "and", "or"]);
/** The most services a text being typed starts. */
const MAX_SERVICES_STARTED = 2;

/**
 * The services the last words start to ask about, as typed ("deliv": delivery, "return pol":
 * returns, "store hou": the showroom), for the header's suggestions: the most words first (a
 * phrase has at most six), the service of the shortest phrase first ("pick" is pickup before
 * picking up an old appliance), two at most. A word shorter than three letters starts none, nor
 * do words that start something sold too ("sto" is a stove before the store's hours, "frid" a
 * fridge before Friday's) unless the service's word is the start of it ("retu": the returns
 * policy beside returned units, as "return" starts "returned"),
 * nor words typed whole that ask about none ("sale" is no start of "sales tax"), nor words that
 * go on a phrase `read` from an earlier word ("slide in r" is a slide-in range, no showroom "in
 * Reynoldsburg").
 */
export function servicesStarting(typed: string, read: readonly { start: number; end: number }[] = []): Service[] {
  const tokens = phraseTokens(typed);
  const words = tokens.map((token) => token.text);
  for (let from = Math.max(0, words.length - 6); from < words.length; from += 1) {
    const prefix = words.slice(from).join(" ");
    if (prefix.length < SERVICE_START_LETTERS || unitOfNumber(words, from)) continue;
    // A letter or two after words that only join others start no service's phrase ("dishwasher
    // with t" goes on with "third rack", not "with tax").
    if (words.at(-1)!.length < SERVICE_START_LETTERS && words.slice(from, -1).every((word) => ONLY_JOINING.has(word)))
      continue;
    const at = tokens[from]!.start;
    if (read.some((item) => item.start < at && at < item.end)) continue;
    const starting = phraseServicesStarting(prefix);
    // Something sold that the letters start too leaves only a service whose word starts it
    // ("retu": the returns policy beside returned units, as "return" starts "returned"; "sto"
    // is a stove before the store's hours).
    const sold = starting.filter((phrase) => phrase.sold);
    const services = starting
      .flatMap(({ text, service, sold: itself }) =>
        service && !itself && sold.every((other) => other.text.startsWith(text))
          ? [{ service, length: text.length }]
          : [],
      )
      .sort((a, b) => a.length - b.length)
      .map(({ service }) => service);
    if (services.length === 0) {
      // Words that go on something sold ("pet hair remov": pet hair removal) start no service
      // with their last word alone ("remov": hauling the old one away).
      if (sold.length > 0) return [];
      continue;
    }
    // Words typed whole that ask about no service are what was meant ("sale" is no sales tax).
    const whole = starting.some(({ text, service }) => text === prefix && !service);
    return whole ? [] : [...new Set(services)].slice(0, MAX_SERVICES_STARTED);
  }
  return [];
}
