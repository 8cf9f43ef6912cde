// From a parsed search and what the catalogue holds to the plan the database runs: a shop word
// cut short is finished ("fridg"); a word no product has is corrected (to a category word first,
// so "frige" is a fridge and not Frigidaire, then to the closest word of the catalogue); brands and
// colours become filters; filters that cannot hold together are read as words; and when a plan
// finds nothing, the next try leaves out the word that matches fewest products, then the least
// telling filter (a filter first when the filters alone find nothing), and says so.
import { formatCentsShort } from "@/lib/money";
import { formatList } from "@/lib/format-text";
import { groupOfSubtype, groupsOfSubtypes, type ProductGroup } from "./categories";
import { DEAL_LABELS } from "./listing";
import {
  fuelName,
  measureWords,
  sizeWords,
  understoodLabel,
  type Meaning,
  type ParsedSearch,
  type QueryWord,
  type Said,
  type Understood,
} from "./search-meaning";
import { planFilters, sizesInForce, subtypesOf } from "./search-filters";
import { meantAsTyped } from "./everyday-words";
import { brandLetters, joinedName, kindsNamed, lonePrice, saidForms, styleOfOtherKindsWord } from "./search-parse";
import {
  namesCategory,
  shownShopWord,
  vocabularyMeaning,
  vocabularyPhraseSays,
  vocabularyWordStarting,
  SERVICE_WORDS,
  VOCABULARY_WORDS,
  WORDS_SAYING_NOTHING,
} from "./search-phrases";
import { ONE_WORD_BOUNDS, singular } from "./search-tokens";
import { modelText, modelWritten } from "./search-rank";
import {
  CATEGORY_NOUNS,
  COUNTED_SPECS,
  OTHER_BRANDS,
  OTHER_COLORS,
  type CatalogList,
  type Service,
  type SpecOrder,
} from "./search-vocabulary";
import {
  allowedTypos,
  editDistance,
  keyBesideHit,
  letterLeftOut,
  letterTypedTwice,
  startsAlike,
  swapped,
  twoLettersLeftOut,
  vowelChanged,
  vowelsLeftOut,
} from "./typos";

/** What the catalogue says about one word of a search. */
export interface WordLookup {
  /** Some product has a word that starts with one of the word's forms. */
  found: boolean;
  /** Some product has one of the word's forms as a word of its own, not only as the start of one. */
  whole: boolean;
  /** Words of the catalogue close to it, most alike first, with how many products have each. */
  close: readonly { word: string; products: number }[];
}

/** The brands and colours of the catalogue's products, as it writes them. */
export interface CatalogFacets {
  brands: readonly string[];
  colors: readonly string[];
}

/** A word or phrase typed with a mistake, and what it was read as. */
export interface Correction {
  said: Said;
  to: string;
}

/** The text with the corrections made, or null when there are none. */
export function correctedText(text: string, corrections: readonly Correction[]): string | null {
  if (corrections.length === 0) return null;
  let corrected = text;
  for (const { said, to } of [...corrections].sort((a, b) => b.said.start - a.said.start)) {
    corrected = `${corrected.slice(0, said.start)}${to}${corrected.slice(said.end)}`;
  }
  return corrected;
}

export interface PlannedWord extends QueryWord {
  /** Found through a correction: ranked below words found as typed. */
  typo: boolean;
  /** The word as the page shows it: the correction, or as typed. */
  shown: string;
}

export interface SearchPlan {
  text: string;
  words: PlannedWord[];
  understood: Understood[];
  /** Each correction made: what was typed and what it was read as. */
  corrections: readonly Correction[];
  /** What was left out so that something is found, in the order it was left out. */
  dropped: Said[];
  /**
   * Brands and colours asked for that the shop does not have (left out from the start), as they
   * are written, and the catalogue's brands and colours, to name instead.
   */
  unsold: Unsold;
  /** What the shopper asked about that the shop offers with every appliance (delivery, warranty). */
  services: readonly Service[];
  /** What the results say of things asked for that the shop does not sell. */
  notes: readonly string[];
  /** Something was asked for that the shop does not sell and has nothing in its place ("toaster"). */
  notSold: boolean;
  /** What the shopper asked the catalogue to name: its brands or colours. */
  lists: readonly CatalogList[];
}

export interface Unsold {
  brands: string[];
  carried: readonly string[];
  colors: string[];
  carriedColors: readonly string[];
}

/** A plan's unsold part when nothing was asked for that the shop does not have. */
export const NOTHING_UNSOLD: Unsold = { brands: [], carried: [], colors: [], carriedColors: [] };

/** The shop words a mistyped word may be corrected to: the vocabulary's, then the services'. */
const CORRECTABLE_WORDS: readonly string[] = [...VOCABULARY_WORDS, ...SERVICE_WORDS.keys()];

/**
 * Whether one of two words is the other with letters added, so that it is another word made from
 * it, not a typo of it: `word` with letters added at either end ("compactor" from compact,
 * "rangehood"), or `candidate` with letters added before it ("inexpensive" from expensive). One
 * letter more is a slip ("washerr").
 */
const madeFrom = (word: string, candidate: string) =>
  (word.length - candidate.length >= 2 && (word.startsWith(candidate) || word.endsWith(candidate))) ||
  (candidate.length - word.length >= 2 && candidate.endsWith(word));

/** The words that say nothing long enough to be read in a word typed with mistakes ("machine", "appliances"). */
const LONG_WORDS_SAYING_NOTHING = WORDS_SAYING_NOTHING.filter((word) => word.length >= 7);

/**
 * The correction of a word no product has: a shop word within its allowed typos first (a
 * mistyped category names the category, never a brand that happens to be close; a word asking
 * about a service of the shop is one too: "delivary" asks about delivery), else the
 * catalogue word with the fewest edits, the more common one on a tie (a word of a brand or colour,
 * of `facetWords`, from four letters as a shop word: "whte"); never a word the typed one
 * extends, and no word of the vocabulary typed whole. Two letters left out of a word of six or
 * more are a slip too, beyond its allowed typos, to a brand's or colour's word by its edits, to a
 * shop word when no other word is close ("whirpol": whirlpool; "micrwve": microwave). A word of
 * three letters or fewer holds no typo, but may be a category's word with a letter left out
 * ("ovn": oven) or a brand's or colour's word with a letter typed twice ("lgg": lg). Null when
 * none is close.
 */
export function correctWord(
  word: string,
  close: WordLookup["close"],
  facetWords: ReadonlySet<string> = new Set(),
): { shopWord: string } | { catalogueWord: string } | null {
  const allowed = allowedTypos(word.length, "shop");
  // A word of the vocabulary typed whole is no typo, even when no product has it ("ventless").
  if (VOCABULARY_WORDS.includes(word)) return null;
  if (allowed === 0) {
    // Too short to hold a typo, but for a category's word of four letters with a letter after
    // its first left out ("ovn"), a shop word of three mistyped ("gsa"), or a brand's or colour's
    // word with a letter typed twice ("lgg").
    const shopWord =
      VOCABULARY_WORDS.find(
        (candidate) =>
          candidate.length === 4 &&
          candidate[0] === word[0] &&
          letterLeftOut(word, candidate) &&
          namesCategory(candidate),
      ) ?? shortShopWord(word);
    if (shopWord) return { shopWord };
    const twice = [...facetWords].find((candidate) => letterTypedTwice(word, candidate));
    return twice ? { catalogueWord: twice } : null;
  }
  let shopWord: { word: string; edits: number } | null = null;
  // A shop word with two of its letters left out, read when no word is closer ("micrwve").
  let leftOut: string | null = null;
  for (const candidate of CORRECTABLE_WORDS) {
    // A shop word of four letters only for its two letters swapped ("ovne": oven; "open" is no
    // "oven"), or a category's for one vowel typed for another ("ovan").
    const fourLetterSlip = swapped(word, candidate) || (vowelChanged(word, candidate) && namesCategory(candidate));
    if (candidate.length < 4 || (candidate.length === 4 && !fourLetterSlip) || madeFrom(word, candidate)) {
      continue;
    }
    // A category's word with its first letter left out is one too ("ange": range; "tove": stove),
    // and any shop word of six letters or more ("ompact": compact).
    const startsOff =
      !startsAlike(word, candidate) &&
      !((namesCategory(candidate) || candidate.length >= 6) && headless(word, candidate));
    if (word.length <= 6 && startsOff) continue;
    const edits = editsAsTyped(word, candidate, allowed);
    if (edits > allowed) {
      if (!leftOut && twoLettersLeftOut(word, candidate)) leftOut = candidate;
    } else if (edits < (shopWord?.edits ?? Infinity)) shopWord = { word: candidate, edits };
  }
  if (shopWord) return { shopWord: shopWord.word };
  const short = shortShopWord(word);
  if (short) return { shopWord: short };
  const unvoweled = withoutVowels(word, facetWords);
  if (unvoweled) return unvoweled;
  let best: { word: string; edits: number; products: number; facet: boolean } | null = null;
  // The words of the brands and colours too: the closest words by trigrams may miss a short
  // one mistyped ("whtie" shares few trigrams with "white").
  const listed = new Set(close.map((candidate) => candidate.word));
  const named = [...facetWords]
    .filter((candidate) => !listed.has(candidate))
    .map((candidate) => ({ word: candidate, products: 0 }));
  for (const candidate of [...close, ...named]) {
    const facet = facetWords.has(candidate.word);
    // A brand's or colour's word with its first letter left out is one too ("hite": white).
    const startsOff = !startsAlike(word, candidate.word) && !(facet && headless(word, candidate.word));
    if (madeFrom(word, candidate.word) || (word.length <= 6 && startsOff)) continue;
    const allowedHere = allowedTypos(word.length, facet ? "shop" : "catalogue");
    const edits = slipEdits(word, candidate.word, allowedHere, facet);
    if (edits === null) continue;
    // Of words as close, a brand's or colour's ("bkack" is black, not "back"), else the more common.
    const better =
      !best ||
      edits < best.edits ||
      (edits === best.edits && (facet !== best.facet ? facet : candidate.products > best.products));
    if (better) best = { ...candidate, edits, facet };
  }
  if (best) return { catalogueWord: best.word };
  if (leftOut) return { shopWord: leftOut };
  // Last, a long word that says nothing, mistyped ("applainces", "appliences"): it is the closest
  // such word, left out as it is, not looked for in products and found nowhere (the plan leaves
  // out a word corrected to one that says nothing, whoever's word it is).
  let saysNothing: { word: string; edits: number } | null = null;
  for (const candidate of LONG_WORDS_SAYING_NOTHING) {
    if (!startsAlike(word, candidate) || madeFrom(word, candidate)) continue;
    const edits = editsAsTyped(word, candidate, allowed);
    if (edits <= allowed && edits < (saysNothing?.edits ?? Infinity)) saysNothing = { word: candidate, edits };
  }
  return saysNothing ? { catalogueWord: saysNothing.word } : null;
}

/**
 * The one shop word, or brand's or colour's word, `word` is written without the vowels of ("frdg":
 * fridge, "smsng": samsung); of several, a category's when they all name it. Null when none is, or
 * several that say different things.
 */
function withoutVowels(
  word: string,
  facetWords: ReadonlySet<string>,
): { shopWord: string } | { catalogueWord: string } | null {
  if (/[^a-z]/.test(word)) return null;
  const shop = [...new Set(CORRECTABLE_WORDS.filter((candidate) => vowelsLeftOut(word, candidate)))];
  const facets = [...facetWords].filter((candidate) => vowelsLeftOut(word, candidate) && !shop.includes(candidate));
  if (shop.length + facets.length === 1) return shop[0] ? { shopWord: shop[0] } : { catalogueWord: facets[0]! };
  // Of several, a category's, when they all name one ("rfrgrtr": refrigerator, réfrigérateur).
  const categories = shop.filter(namesCategory);
  const meanings = new Set(categories.map((candidate) => JSON.stringify(vocabularyMeaning(candidate))));
  return categories.length > 0 && meanings.size === 1 ? { shopWord: categories[0]! } : null;
}

/** The fuels' words of three letters ("gas", "gaz"). */
const SHORT_FUEL_WORDS = VOCABULARY_WORDS.filter((candidate) => {
  const meaning = vocabularyMeaning(candidate);
  return candidate.length === 3 && meaning !== null && "kind" in meaning && meaning.kind === "fuel";
});

/**
 * The fuel's word of three letters a word no product has was typed for, by a slip that keeps its
 * first letter: two letters swapped ("gsa"), a key beside one hit ("gad", "gss"), a letter typed
 * twice ("ggas", "gaas") or, of two letters, one left out ("gs", "ga"). The other shop words of
 * three letters are short forms ("ref", "wht"), seldom mistyped, and a slip of them more often
 * another short form ("reg").
 */
const shortShopWord = (word: string) =>
  SHORT_FUEL_WORDS.find(
    (candidate) =>
      candidate[0] === word[0] &&
      (swapped(word, candidate) ||
        keyBesideHit(word, candidate) ||
        letterTypedTwice(word, candidate) ||
        (word.length === 2 && letterLeftOut(word, candidate))),
  ) ?? null;

/**
 * Edits from a typed word to a candidate, or to the candidate's plural when the typed word ends
 * in "s" ("stves" is one edit from stoves, as from "saves").
 */
const editsAsTyped = (word: string, candidate: string, limit: number) =>
  Math.min(
    editDistance(word, candidate, limit),
    word.endsWith("s") && !candidate.endsWith("s") ? editDistance(word, `${candidate}s`, limit) : Infinity,
  );

/**
 * Edits from a typed word to a catalogue word within `allowed`, or, to a brand's or colour's
 * (`facet`), two for two of its letters left out ("whirpol": whirlpool); null when neither.
 */
const slipEdits = (word: string, candidate: string, allowed: number, facet: boolean): number | null => {
  const edits = editsAsTyped(word, candidate, allowed);
  return edits <= allowed ? edits : facet && twoLettersLeftOut(word, candidate) ? 2 : null;
};

/** Whether `typed` is `word`, of five letters or more, or its plural, with its first letter left out ("ange": range). */
const headless = (typed: string, word: string) =>
  word.length >= 5 && (typed === word.slice(1) || typed === `${word.slice(1)}s`);

/** A filter read as the words it was said in (it could not apply). */
function asWord(item: Understood): PlannedWord {
  const word = { said: item.said, start: item.start, end: item.end, typo: false, shopWord: true as const };
  // A fuel not wanted, where the kinds asked for have no fuel, is its word left out ("dishwasher no gas").
  if (item.kind === "fuel" && item.not) return { ...word, forms: [[item.fuel]], negated: item.fuel, shown: item.fuel };
  return { ...word, forms: saidForms(item.said), shown: item.said };
}

/** A word as the catalogue's brands and colours are compared with it: what it means, or as typed. */
function facetText(word: PlannedWord): string {
  return word.forms.length === 1 ? word.forms[0]!.join(" ") : word.said.toLowerCase();
}

/**
 * The search with each word no product has split in two where it is two words written together:
 * a brand or colour of `names`, or words of the vocabulary, then words of the vocabulary or a
 * brand or colour ("lgwasher": "LG washer", "washermachine": "washer machine", "whitewasher").
 * A word that says something is split from a number written after it ("range30": "range 30").
 * Else null. Only when both halves read whole and one at least says something, so a word that
 * merely starts with a brand's letters stays whole. Every word and each time it is said is split
 * at once ("range30 range30": "range 30 range 30"), so a text is read again once, not once a word.
 */
export function splitGluedWords(
  text: string,
  words: readonly QueryWord[],
  lookups: readonly WordLookup[],
  names: readonly string[],
): string | null {
  const named = new Map(names.map((name) => [joinedName(name), name]));
  // Whether a part says something (a brand or colour, a phrase of the vocabulary, a bound), nothing (a
  // phrase that says nothing), or is no such word (null).
  const says = (part: string) => (named.has(part) || ONE_WORD_BOUNDS.has(part) ? true : vocabularyPhraseSays(part));
  const splitWord = (word: QueryWord, index: number): string | null => {
    // A word that says something written before a number ("range30", "washer5.0", "gas30inch");
    // of three letters or more, as no model number starts with a whole word of the shop's.
    const number = /^([a-z]{3,})(\d.*)$/i.exec(word.said);
    const left = number && joinedName(number[1]!);
    if (left && says(left)) return `${named.get(left) ?? left} ${number[2]}`;
    if (lookups[index]?.found !== false) return null;
    const typed = joinedName(word.said);
    for (let at = 2; at <= typed.length - 2; at += 1) {
      const [left, right] = [typed.slice(0, at), typed.slice(at)];
      const first = says(left);
      if (first === null) continue;
      const second = says(right);
      if (second === null || (!first && !second)) continue;
      return `${named.get(left) ?? left} ${named.get(right) ?? right}`;
    }
    return null;
  };
  const splits = new Map<string, string>();
  for (const [index, word] of words.entries()) {
    const split = word.negated ? null : splitWord(word, index);
    if (split !== null) splits.set(word.said.toLowerCase(), split);
  }
  if (splits.size === 0) return null;
  // Each word as written, not inside a longer one.
  const escape = (said: string) => said.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const said = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...splits.keys()].map(escape).join("|")})(?![\\p{L}\\p{N}])`,
    "giu",
  );
  return text.replace(said, (found) => splits.get(found.toLowerCase()) ?? found);
}

/** The words of a text: lowercase letters and digits. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * The brand or colours a word, or two words together ("speed queen"), name: a brand as a whole,
 * written with or without its spaces and dots ("speedqueen", "l g" from "L.G."), a colour as
 * words of it in order ("stainless" names Stainless Steel and Black Stainless Steel).
 */
function facetOf(text: string, facets: CatalogFacets): Meaning | null {
  const joined = text.replaceAll(" ", "");
  // A brand also said as a plural, short ones too ("lgs").
  const brand = facets.brands.find((name) => joinedName(name) === joined || `${joinedName(name)}s` === joined);
  if (brand) return { kind: "brand", brand };
  const said = ` ${text} `;
  const colors = facets.colors.filter((color) => ` ${wordsOf(color).join(" ")} `.includes(said));
  return colors.length > 0 ? { kind: "color", colors, name: text } : null;
}

/** What may stand between two words that name one brand or colour: spaces, dashes, dots ("L.G."). */
const WRITTEN_TOGETHER = /^[\s.-]*$/;

/** Moves the words that name a brand or colours of the catalogue into the filters. */
function readFacets(
  text: string,
  words: PlannedWord[],
  understood: Understood[],
  facets: CatalogFacets,
  corrections: { said: Said; to: string }[],
): PlannedWord[] {
  const kept: PlannedWord[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const next = words[index + 1];
    // A colour the shopper does not want is every other colour, a filter: a description may
    // name the colour of a part ("a stainless tub" on a white washer).
    const unwantedColor = word.negated ? facetOf(facetText(word), facets) : null;
    if (unwantedColor?.kind === "color") {
      const others = facets.colors.filter((color) => !unwantedColor.colors.includes(color));
      if (others.length > 0) {
        const name = `non-${unwantedColor.name}`;
        understood.push({
          kind: "color",
          colors: others,
          name,
          unwanted: true,
          said: word.said,
          start: word.start,
          end: word.end,
        });
        continue;
      }
    }
    // A brand the shopper does not want stays a word ("not samsung"). Two words name one brand
    // or colour only when written together: "black or stainless" is two colours, not black stainless.
    const together = next && WRITTEN_TOGETHER.test(text.slice(word.end, next.start));
    // A brand of two words not wanted is left out whole ("not speed queen" is no "queen" wanted).
    const unwantedPair =
      together && word.negated && !next.negated ? facetOf(`${facetText(word)} ${facetText(next)}`, facets) : null;
    if (unwantedPair?.kind === "brand") {
      const name = unwantedPair.brand.toLowerCase();
      kept.push({
        ...word,
        said: `${word.said} ${next!.said}`,
        end: next!.end,
        forms: [wordsOf(unwantedPair.brand)],
        negated: name,
        shown: name,
      });
      index += 1;
      continue;
    }
    const both = together && !word.negated && !next.negated ? `${facetText(word)} ${facetText(next)}` : null;
    const pair = both ? facetOf(both, facets) : null;
    const single = pair || word.negated ? null : facetOf(facetText(word), facets);
    const mistyped = pair || single || !both ? null : mistypedBrand(both, facets);
    const glued = pair || single || mistyped || word.negated ? null : mistypedGluedBrand(facetText(word), facets);
    const started = pair || single || mistyped || glued || word.negated ? null : brandStarting(facetText(word), facets);
    const completed = mistyped ?? glued ?? started;
    const colorWord = pair || single || completed || word.negated ? null : colorWordStarting(facetText(word), facets);
    const meaning =
      pair ??
      single ??
      (completed && ({ kind: "brand", brand: completed } as const)) ??
      (colorWord ? facetOf(colorWord, facets) : null);
    if (!meaning) {
      kept.push(word);
      continue;
    }
    const two = Boolean(pair ?? mistyped);
    // A brand of two words said as a plural or possessive written apart ("speed queen s", as "lg s"
    // is LG): the "s" is the brand's too.
    const third = two && meaning.kind === "brand" ? words[index + 2] : undefined;
    const plural =
      third !== undefined &&
      !third.negated &&
      third.said.toLowerCase() === "s" &&
      WRITTEN_TOGETHER.test(text.slice(next!.end, third.start));
    const last = plural ? third : two ? next! : word;
    const said = {
      said: `${word.said}${two ? ` ${next!.said}` : ""}${plural ? ` ${third.said}` : ""}`,
      start: word.start,
      end: last.end,
    };
    if (completed) corrections.push({ said, to: completed.toLowerCase() });
    if (colorWord) corrections.push({ said, to: colorWord });
    understood.push({ ...meaning, ...said });
    if (two) index += plural ? 2 : 1;
  }
  return kept;
}

/**
 * The brand named by two words typed with a mistake ("speed quen"): one of the two is a word
 * of the brand as written, and the two together are within the typos a word of the catalogue may
 * hold of the brand's name.
 */
function mistypedBrand(text: string, facets: CatalogFacets): string | null {
  const typed = text.split(" ");
  const joined = typed.join("");
  for (const brand of facets.brands) {
    const words = wordsOf(brand);
    if (words.length < 2 || !typed.some((word) => words.includes(word))) continue;
    const name = joinedName(brand);
    const allowed = allowedTypos(joined.length, "catalogue");
    if (Math.abs(name.length - joined.length) <= allowed && editDistance(joined, name, allowed) <= allowed)
      return brand;
  }
  return null;
}

/**
 * The brand of two words or more typed as one with a mistake ("speedqeen"): within the typos a
 * word of the catalogue may hold of the brand's name written without its spaces. (A brand of one
 * word is corrected as any word of the catalogue is.)
 */
function mistypedGluedBrand(text: string, facets: CatalogFacets): string | null {
  const joined = joinedName(text);
  const allowed = allowedTypos(joined.length, "catalogue");
  if (allowed === 0) return null;
  return (
    facets.brands.find((brand) => {
      const name = joinedName(brand);
      return (
        wordsOf(brand).length > 1 &&
        Math.abs(name.length - joined.length) <= allowed &&
        editDistance(joined, name, allowed) <= allowed
      );
    }) ?? null
  );
}

/** A word read as a brand cut short: at least this many letters, and this share of the name. */
const BRAND_START = { letters: 6, share: 0.75 } as const;

/**
 * The one brand of the catalogue a word is the start of, cut short near its end ("frigidair",
 * "samsun"); null when it starts none, or more than one.
 */
function brandStarting(text: string, facets: CatalogFacets): string | null {
  const typed = joinedName(text);
  if (typed.length < BRAND_START.letters) return null;
  const brands = facets.brands.filter((brand) => {
    const name = joinedName(brand);
    return name.startsWith(typed) && typed.length >= name.length * BRAND_START.share;
  });
  return brands.length === 1 ? brands[0]! : null;
}

/** A word read as a colour's word cut short: at least this many letters, and this share of the word. */
const COLOR_WORD_START = { letters: 4, share: 0.75 } as const;

/**
 * The one word of the catalogue's colours a word is the start of, cut short near its end ("whit":
 * white, "stainles": stainless); null when it starts none or more than one, or is too short a
 * share of it ("stainl" may be more than the colour).
 */
function colorWordStarting(text: string, facets: CatalogFacets): string | null {
  if (!/^[a-z]+$/.test(text) || text.length < COLOR_WORD_START.letters) return null;
  const words = new Set(facets.colors.flatMap(wordsOf));
  const starting = [...words].filter(
    (word) => word !== text && word.startsWith(text) && text.length >= word.length * COLOR_WORD_START.share,
  );
  return starting.length === 1 ? starting[0]! : null;
}

/** A word joined from two typed apart, and the first of the two by its index. */
export interface JoinedWord {
  at: number;
  word: QueryWord;
}

/**
 * Pairs of words side by side that the catalogue may have as one word, written apart by the
 * shopper ("flex zone": FlexZone, "insta view"): two plain words of letters with only a space or
 * dash between them. Each as the one word to look up.
 */
export function wordsWrittenApart(text: string, words: readonly QueryWord[]): JoinedWord[] {
  const joined: JoinedWord[] = [];
  const plain = (word: QueryWord | undefined): word is QueryWord =>
    !!word && !word.negated && /^[a-z]+$/i.test(word.said);
  for (let at = 0; at + 1 < words.length; at += 1) {
    const first = words[at];
    const second = words[at + 1];
    if (!plain(first) || !plain(second) || !/^[\s-]+$/.test(text.slice(first.end, second.start))) continue;
    const said = text.slice(first.start, second.end);
    joined.push({
      at,
      word: { said, start: first.start, end: second.end, forms: [[`${first.said}${second.said}`.toLowerCase()]] },
    });
  }
  return joined;
}

/**
 * The search's words with a pair of `joined` made one word where the catalogue has it (`found`,
 * in the order of `joined`): as a word of its own, or as the start of one when the two apart
 * could not be the words meant (the first is only the start of longer words, or the second is no
 * word of the catalogue). The earlier pair first where two overlap.
 */
export function joinWordsWrittenApart(
  parsed: ParsedSearch,
  lookups: readonly WordLookup[],
  joined: readonly JoinedWord[],
  found: readonly WordLookup[],
): { parsed: ParsedSearch; lookups: WordLookup[] } {
  const words: QueryWord[] = [];
  const kept: WordLookup[] = [];
  for (let at = 0; at < parsed.words.length; at += 1) {
    const pair = joined.findIndex((candidate) => candidate.at === at);
    const one = found[pair];
    const apart = !lookups[at]?.whole || !lookups[at + 1]?.found;
    if (pair >= 0 && one && (one.whole || (one.found && apart))) {
      words.push(joined[pair]!.word);
      kept.push(one);
      at += 1;
      continue;
    }
    words.push(parsed.words[at]!);
    kept.push(lookups[at]!);
  }
  return { parsed: { ...parsed, words }, lookups: kept };
}

/**
 * The names of `others` (brands or colours the shop does not have) the words name, a word or two
 * together ("kitchen aid", "rose gold"), in any spelling of their letters: which words (by index)
 * and the names. A name the catalogue has (`carried`) is never one of them, and neither is a word
 * the shopper does not want.
 */
function unsoldNames(
  words: readonly QueryWord[],
  others: ReadonlyMap<string, string>,
  carried: (joined: string) => boolean,
  mistyped: (index: number, joined: string) => string | undefined = () => undefined,
): { at: Set<number>; names: string[] } {
  const named = (text: string, index?: number) => {
    const joined = brandLetters(text);
    if (carried(joined)) return undefined;
    return others.get(joined) ?? (index === undefined ? undefined : mistyped(index, joined));
  };
  const at = new Set<number>();
  const names: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const next = words[index + 1];
    if (word.negated) continue;
    const pair = next && !next.negated ? named(`${word.said}${next.said}`) : undefined;
    // A brand in several words written with a mistake is read as the brand ("kitchen aide").
    const name = pair ?? named(word.said.replace(/['’]s$/i, ""), index) ?? (word.named && named(word.named));
    if (!name) continue;
    at.add(index);
    if (pair) at.add((index += 1));
    if (!names.includes(name)) names.push(name);
  }
  return { at, names };
}

/** The names of OTHER_BRANDS and OTHER_COLORS by their letters ("kitchenaid": KitchenAid). */
const OTHER_BRAND_NAMES: ReadonlyMap<string, string> = new Map(OTHER_BRANDS.map((name) => [joinedName(name), name]));
const OTHER_COLOR_NAMES: ReadonlyMap<string, string> = new Map(OTHER_COLORS.map((name) => [joinedName(name), name]));

/**
 * The brands of OTHER_BRANDS and the colours of OTHER_COLORS the words name (a colour the
 * catalogue has a word of is carried); a brand also mistyped, by a word no product has ("amanna",
 * "kenmoore"), within the typos a shop word may hold.
 */
function unsoldOf(words: readonly QueryWord[], lookups: readonly WordLookup[], facets: CatalogFacets) {
  const brands = new Set(facets.brands.map(joinedName));
  const colorWords = new Set(facets.colors.flatMap((color) => [joinedName(color), ...wordsOf(color)]));
  const mistypedBrand = (index: number, joined: string) => {
    if (lookups[index]?.found !== false) return undefined;
    const allowed = allowedTypos(joined.length, "shop");
    const close = (letters: string) =>
      Math.abs(letters.length - joined.length) <= allowed && editDistance(letters, joined, allowed) <= allowed;
    // A brand we carry, mistyped, is corrected to it instead.
    if ([...brands].some(close)) return undefined;
    // A word of four letters or fewer is a brand only with a letter left out ("bosh": Bosch); one
    // letter changed is too often another word ("care" is no Café).
    const slip = (letters: string) => close(letters) && (joined.length > 4 || letters.length === joined.length + 1);
    return [...OTHER_BRAND_NAMES].find(([letters]) => slip(letters))?.[1];
  };
  return {
    brands: unsoldNames(words, OTHER_BRAND_NAMES, (joined) => brands.has(joined), mistypedBrand),
    colors: unsoldNames(words, OTHER_COLOR_NAMES, (joined) => colorWords.has(joined)),
  };
}

/**
 * Whether what is `said` is a bare number of three or four digits right after one of the words of
 * a brand we don't carry (`brandWords`): that brand's product line ("bosch 300", "bosch 500
 * dishwasher", "kenmore 600 washer"), no price or word of ours, so it is left out with the brand.
 */
function unsoldLine(text: string, said: Said, brandWords: readonly Said[]): boolean {
  return /^\d{3,4}$/.test(said.said) && brandWords.some((brand) => /^\s+$/.test(text.slice(brand.end, said.start)));
}

/**
 * The plan for a parsed search, given what the catalogue says of each word (`lookups`, in the
 * order of the words) and its brands and colours. A fuel or style that leaves no subtype with
 * the rest (a gas washer) is read as words instead.
 */
export function planSearch(
  parsed: ParsedSearch,
  lookups: readonly WordLookup[],
  facets: CatalogFacets = { brands: [], colors: [] },
): SearchPlan {
  let understood: Understood[] = [...parsed.understood];
  const words: PlannedWord[] = [];
  const corrections: { said: Said; to: string }[] = [...parsed.corrections];
  const facetNames = [...facets.brands, ...facets.colors].map(joinedName);
  const facetWords = new Set([...facets.brands, ...facets.colors].flatMap(wordsOf));
  // A brand or colour we don't have is left out from the start (never corrected: "haier" is not "hair").
  const unsold = unsoldOf(parsed.words, lookups, facets);
  const unsoldBrandWords = parsed.words.filter((_, index) => unsold.brands.at.has(index));
  const dropped: Said[] = [];
  const line = (said: Said) => unsoldLine(parsed.text, said, unsoldBrandWords);
  // A price read in a line's number is left out with the brand too.
  const linePrices = understood.filter((item) => item.kind === "price" && line(item));
  dropped.push(...linePrices.map(({ said, start, end }) => ({ said, start, end })));
  understood = understood.filter((item) => !linePrices.includes(item));
  const services = new Set(parsed.services);
  parsed.words.forEach((word, index) => {
    if (unsold.brands.at.has(index) || unsold.colors.at.has(index) || (!word.negated && line(word))) {
      dropped.push({ said: word.said, start: word.start, end: word.end });
      return;
    }
    const lookup = lookups[index];
    // A shop phrase read through a typo is shown as the phrase ("energy stra": energy star).
    const phrase = parsed.corrections.find((correction) => correction.said.start === word.start);
    const plain: PlannedWord = { ...word, typo: false, shown: word.negated ?? phrase?.to ?? word.named ?? word.said };
    // What the shopper does not want is looked for as typed.
    if (word.negated) {
      words.push(plain);
      return;
    }
    const typed = word.said.toLowerCase();
    // A word cut short ("fridg") is read as the shop word it starts, unless it is a word of the
    // catalogue itself ("wash" in "quick wash").
    const started = lookup?.whole ? null : vocabularyWordStarting(typed, facetNames);
    // A plural is corrected as its singular when it is not one itself ("friges": fridge). A word
    // of everyday English is read as typed ("heart" is no "heat").
    const corrected =
      !started && lookup && !lookup.found
        ? (correctWord(typed, lookup.close, facetWords) ??
          (singular(typed) === typed ? null : correctWord(singular(typed), lookup.close, facetWords)))
        : null;
    const typo = corrected && ("shopWord" in corrected ? corrected.shopWord : corrected.catalogueWord);
    const correction = started ? { shopWord: started } : typo && !meantAsTyped(typed, typo) ? corrected : null;
    if (!correction) {
      words.push(plain);
    } else if ("catalogueWord" in correction) {
      corrections.push({ said: word, to: correction.catalogueWord });
      // Corrected to a word that says nothing ("dryer machne": machine), it is left out like it.
      if (vocabularyPhraseSays(correction.catalogueWord) !== false) {
        words.push({ ...word, forms: [[correction.catalogueWord]], typo: true, shown: correction.catalogueWord });
      }
    } else if (SERVICE_WORDS.has(correction.shopWord)) {
      // A service asked about, mistyped: the results say what the shop offers, as typed right.
      corrections.push({ said: word, to: correction.shopWord });
      services.add(SERVICE_WORDS.get(correction.shopWord)!);
    } else {
      corrections.push({ said: word, to: shownShopWord(correction.shopWord) });
      const meaning = vocabularyMeaning(correction.shopWord)!;
      if ("forms" in meaning) {
        const { unwanted, ...lookup } = meaning;
        const negated = unwanted ? { negated: correction.shopWord } : {};
        words.push({ ...word, ...lookup, typo: true, shown: correction.shopWord, shopWord: true, ...negated });
      } else understood.push({ ...meaning, said: word.said, start: word.start, end: word.end });
    }
  });
  words.sort((a, b) => a.start - b.start);
  const kept = readFacets(parsed.text, words, understood, facets, corrections);
  // A category said with a narrower one ("range with double oven") is the narrower one.
  const narrower = (item: Understood, other: Understood) =>
    item.kind === "category" &&
    other.kind === "category" &&
    other.groups.length < item.groups.length &&
    other.groups.every((group) => item.groups.includes(group));
  understood = understood.filter((item) => !understood.some((other) => narrower(item, other)));
  // A kind corrected from a typo reads a style said with it as the parse reads it with the kind
  // typed right ("compact washe": small washers, as "compact washer").
  const kinds = kindsNamed(understood);
  understood = understood.filter((item) => {
    const word = styleOfOtherKindsWord(item, kinds);
    if (word) kept.push({ ...word, typo: false, shown: word.named ?? word.said });
    return !word;
  });
  for (const kind of ["fuel", "style"] as const) {
    if (planFilters(understood).subtypes?.length !== 0) break;
    kept.push(...understood.filter((item) => item.kind === kind).map(asWord));
    understood = understood.filter((item) => item.kind !== kind);
  }
  // A correction that reads as typed ("reynoldsburg basics" found as the brand) is none.
  const changed = corrections.filter(({ said, to }) => said.said.toLowerCase() !== to.toLowerCase());
  kept.sort((a, b) => a.start - b.start);
  understood.sort((a, b) => a.start - b.start);
  return {
    text: parsed.text,
    words: kept,
    understood,
    corrections: changed,
    dropped,
    unsold: {
      brands: unsold.brands.names,
      carried: facets.brands,
      colors: unsold.colors.names,
      carriedColors: facets.colors,
    },
    services: [...services],
    notes: parsed.notes,
    notSold: parsed.notSold,
    lists: parsed.lists,
  };
}

/** Filters left out first when nothing is found: the most particular first, the category last. */
const DROP_ORDER: readonly Understood["kind"][] = [
  "warranty",
  "discount",
  "count",
  "price",
  "noise",
  "height",
  "depth",
  "capacity",
  "width",
  "inStock",
  "deal",
  "color",
  "brand",
  "fuel",
  "style",
  "category",
];

/** Whether an understood filter narrows the products (a measure said only as an order does not). */
const narrows = (item: Understood) => item.kind !== "closest";

/**
 * The filters left out by which of them finds something without it (filterDrops), before the
 * fixed order: all but the kind of product.
 */
const CHOSEN_DROPS: ReadonlySet<Understood["kind"]> = new Set(DROP_ORDER.slice(0, DROP_ORDER.indexOf("fuel")));

/** The orders a size bound leans to when nothing meets it: up to it, the least first; from it, the most. */
const BOUND_ORDERS: Readonly<Record<"capacity" | "width" | "height" | "depth", [SpecOrder, SpecOrder]>> = {
  capacity: ["smallest", "largest"],
  width: ["narrowest", "widest"],
  height: ["shortest", "tallest"],
  depth: ["shallowest", "deepest"],
};

/**
 * The order a limit left out still asks for: nothing under $100 shows the cheapest first, nothing
 * over $5,000 the dearest first, nothing 50% off the biggest savings first, no 10-year warranty
 * the longest warranties first, nothing at most 40 dBA the quietest first; no washer of about 7 cu. ft. the capacities closest to it first, none
 * under 3 cu. ft. the smallest first, no 36-inch range the widths closest to 36 inches first; no
 * refrigerator around $3,000 the prices closest to it first.
 */
function leaningOf(item: Understood): Meaning | null {
  switch (item.kind) {
    case "discount":
      return { kind: "bySpec", order: "savings" };
    case "warranty":
      return { kind: "bySpec", order: "warranty" };
    case "noise":
      return { kind: "bySpec", order: "quietest" };
    case "price":
      if (item.min !== null && item.max !== null)
        return { kind: "closest", measure: "price", from: item.min, to: item.max };
      return { kind: "sort", sort: item.max !== null ? "priceAsc" : "priceDesc" };
    case "capacity":
    case "width":
    case "height":
    case "depth": {
      const said = item.kind === "capacity" ? item.cubicFeet : item.inches;
      const [least, most] = BOUND_ORDERS[item.kind];
      if (item.to === undefined && item.atMost) return { kind: "bySpec", order: least };
      if (item.to === undefined && item.atLeast) return { kind: "bySpec", order: most };
      return { kind: "closest", measure: item.kind, from: said, to: item.to ?? said };
    }
    default:
      return null;
  }
}

/** Whether the search asked for an order of its own (a sort, the largest first...). */
const ordered = (understood: readonly Understood[]) =>
  understood.some((item) => item.kind === "sort" || item.kind === "bySpec");

/** The order a size word's measure leans to: "large" the largest first, "quiet" the quietest. */
function measureOrder(word: PlannedWord): SpecOrder | null {
  if (!word.measure) return null;
  if ("noiseAtMost" in word.measure) return "quietest";
  if ("capacityAtLeast" in word.measure) return "largest";
  if ("capacityAtMost" in word.measure) return "smallest";
  if ("widthAtMost" in word.measure) return "narrowest";
  return null;
}

/** Whether a search names a kind of product: a category or a style. */
const namesKind = (understood: readonly Understood[]) =>
  understood.some((item) => item.kind === "category" || item.kind === "style");

/**
 * Whether a plan's words are a model number said with filters that may be left out before it when
 * the two find nothing together ("WTW5105HW stainless", a white washer): written as one, a word of
 * letters and digits together (a number beside a brand is none, "samsung 1500", nor a count and
 * a word being typed, "samsung 4 doo"); not beside a kind of product, which asks for another
 * appliance to go with that model ("dryer to match WM4000HWA").
 */
export const modelBesideFilters = (plan: SearchPlan): boolean =>
  plan.understood.length > 0 &&
  !namesKind(plan.understood) &&
  modelText(plan.words) !== null &&
  modelWritten(plan.words);

/**
 * The model number `relaxed` has just left out of `plan` beside a kind it names, with no brand
 * said: the model of another kind, most often the appliance the shopper has ("dryer to match
 * WM4000HWA"), whose maker's the kind asked for may be. Its letters and digits ("wm4000hwa"), or
 * null.
 */
export function modelLeftBesideKind(plan: SearchPlan, relaxed: SearchPlan): { said: Said; model: string } | null {
  const left = relaxed.dropped.slice(plan.dropped.length);
  if (left.length !== 1 || !namesKind(relaxed.understood) || relaxed.understood.some((item) => item.kind === "brand")) {
    return null;
  }
  const said = left[0]!;
  // A word left out, not a filter ("under 500" is no model number).
  if ("kind" in said) return null;
  const model = modelText([said]);
  return model && /\p{L}/u.test(model) ? { said, model } : null;
}

/** A plan that also asks for `brand`, as `said` said it. */
export const withBrand = (plan: SearchPlan, said: Said, brand: string): SearchPlan => ({
  ...plan,
  understood: [...plan.understood, { kind: "brand", brand, said: said.said, start: said.start, end: said.end }],
});

/**
 * A plan without one of its filters, said to be left out; a limit's leaning takes its place
 * unless the search asked for an order of its own.
 */
function withoutFilter(plan: SearchPlan, item: Understood): SearchPlan {
  const understood = plan.understood.filter((candidate) => candidate !== item);
  const leaning = ordered(understood) ? null : leaningOf(item);
  const said = { said: item.said, start: item.start, end: item.end };
  // A count none has, said without a kind of product, shows the kinds it counts on ("16 place
  // settings": dishwashers; "6 burner": ranges), not nothing.
  const kinds: Understood[] =
    item.kind === "count" && !namesKind(understood)
      ? COUNTED_SPECS.filter((counted) => counted.label === item.label).map((counted) => ({
          kind: "category",
          groups: [...counted.of],
          ...said,
        }))
      : [];
  return {
    ...plan,
    understood: [...understood, ...kinds, ...(leaning ? [{ ...leaning, ...said }] : [])],
    dropped: [...plan.dropped, item],
  };
}

/**
 * A plan without its limits (a price, a share off), each leaning its way: what to suggest while
 * an amount is still being typed ("under 5": the cheapest first; "50%": the biggest savings).
 */
export function withoutLimits(plan: SearchPlan): SearchPlan {
  return plan.understood
    .filter((item) => item.kind === "price" || item.kind === "discount")
    .reduce(withoutFilter, plan);
}

/**
 * When a plan finds nothing and its filters are what empties it (it has no words left, or its
 * filters alone find nothing: `filtersEmpty`), and it has two or more filters besides the kind of
 * product (measures, prices, stock, deal, colour, brand), the plans without one of them each, its
 * words kept, in DROP_ORDER: the first that finds something is the next try ("fridge 33 x 70 x
 * 12" leaves out the depth, not the height first; "white gas range under 900" the colour, not the
 * price). The kind of product is never chosen so: a dishwasher under $200 never becomes a
 * microwave. Empty otherwise.
 */
export function filterDrops(plan: SearchPlan, { filtersEmpty = false } = {}): SearchPlan[] {
  if (plan.words.length > 0 && !filtersEmpty) return [];
  const optional = plan.understood.filter((item) => CHOSEN_DROPS.has(item.kind) && narrows(item));
  if (optional.length < 2) return [];
  return DROP_ORDER.flatMap((kind) => optional.filter((item) => item.kind === kind)).map((item) =>
    withoutFilter(plan, item),
  );
}

/**
 * The next try when a plan finds nothing: without the word that matches fewest products
 * (`wordMatches`, per word, with the plan's filters; the later word on a tie), else without
 * one filter. When its filters alone find nothing (`filtersEmpty`), no word can be what empties
 * it, so a filter goes first, its words kept ("electric dryer with steam stainless", with no
 * stainless dryer, is the electric dryers with steam). Null when nothing is left to leave out.
 */
export function relaxPlan(
  plan: SearchPlan,
  wordMatches: readonly number[],
  { filtersEmpty = false } = {},
): SearchPlan | null {
  const filter = DROP_ORDER.flatMap((kind) => plan.understood.filter((item) => item.kind === kind && narrows(item)))[0];
  if (filtersEmpty && filter) return withoutFilter(plan, filter);
  if (plan.words.length > 0) {
    let least = 0;
    plan.words.forEach((_, index) => {
      if ((wordMatches[index] ?? 0) <= (wordMatches[least] ?? 0)) least = index;
    });
    const dropped = plan.words[least]!;
    // A feature no product has, said without a kind of product, shows the kinds it is one of
    // ("griddle": ranges), not everything.
    const kindNamed = namesKind(plan.understood);
    const kinds: Understood[] =
      dropped.of && !dropped.negated && !kindNamed
        ? [{ kind: "category", groups: dropped.of, said: dropped.said, start: dropped.start, end: dropped.end }]
        : [];
    // A number no product's text has, from a hundred up, is a price to stay under ("500", "samsung
    // 1500"), unless a price was said, it names a series ("bosch 800 series"), or it is written
    // beside letters no product has either: the two are a model number we don't have ("ldf 5545").
    const modelPart = plan.words.some(
      (word, index) =>
        index !== least &&
        !word.negated &&
        /^\p{L}{2,5}$/u.test(word.said) &&
        (wordMatches[index] ?? 1) === 0 &&
        /^[\s-]*$/.test(plan.text.slice(Math.min(word.end, dropped.end), Math.max(word.start, dropped.start))),
    );
    const price =
      dropped.negated || dropped.name || modelPart || plan.understood.some((item) => item.kind === "price")
        ? null
        : lonePrice(dropped.said);
    const priced: Understood[] = price
      ? [{ ...price, said: dropped.said, start: dropped.start, end: dropped.end }]
      : [];
    // A size word none meets ("narrow washer") still leans its way: the narrowest first.
    const order = dropped.negated || priced.length > 0 || ordered(plan.understood) ? null : measureOrder(dropped);
    const leaned: Understood[] = order
      ? [{ kind: "bySpec", order, said: dropped.said, start: dropped.start, end: dropped.end }]
      : [];
    return {
      ...plan,
      understood: [...plan.understood, ...kinds, ...priced, ...leaned],
      words: plan.words.filter((_, index) => index !== least),
      dropped: [...plan.dropped, dropped],
    };
  }
  return filter ? withoutFilter(plan, filter) : null;
}

/**
 * The kinds a plan shows: typed on a kind's page (`within`), the search looked among that page's
 * kinds only, so those of them it names, or all of them when it names none of them.
 */
function shownGroups(planned: readonly ProductGroup[], within: readonly ProductGroup[]): readonly ProductGroup[] {
  if (within.length === 0) return planned;
  const onPage = planned.filter((group) => within.includes(group));
  if (onPage.length > 0) return onPage;
  return planned.length === 0 ? within : planned;
}

/**
 * What a plan shows, in words: "lg 30-inch front load washers under $500", "whirlpool"; on a
 * kind's page (`within`), of that kind ("36-inch refrigerators" for "36" on the refrigerators').
 */
export function describePlan(plan: SearchPlan, { within = [] }: { within?: readonly ProductGroup[] } = {}): string {
  const filters = planFilters(plan.understood);
  const groups = shownGroups(groupsOfSubtypes(filters.subtypes ?? []), within);
  // A style or fuel that narrows only some of the kinds shown is named with those kinds ("washers
  // and gas dryers"); one that narrows them all comes first ("gas ranges").
  // So is a brand said with its own kind ("LG washers and Samsung dryers").
  const narrowing = plan.understood.flatMap(
    (item): { item: Understood; word: string; applies: Set<ProductGroup> }[] => {
      if (item.kind === "brand" && filters.brandKinds) {
        const pair = filters.brandKinds.find(({ brand }) => brand === item.brand)!;
        return [{ item, word: item.brand, applies: new Set(pair.subtypes.map(groupOfSubtype)) }];
      }
      if (item.kind !== "style" && item.kind !== "fuel") return [];
      const applies = new Set((subtypesOf(item) ?? []).map(groupOfSubtype));
      if (groups.every((group) => applies.has(group))) return [];
      return [{ item, word: item.kind === "style" ? item.name : fuelName(item), applies }];
    },
  );
  const adjectives = plan.understood.flatMap((item) => {
    if (narrowing.some((partial) => partial.item === item)) return [];
    switch (item.kind) {
      case "brand":
        return [item.brand];
      case "color":
        return [item.name];
      // The sizes in force are named once, where the first of them was said, choices together
      // ("33-inch or 36-inch refrigerators").
      case "width":
      case "capacity": {
        const sizes = sizesInForce(plan.understood, item.kind);
        if (sizes[0] !== item) return [];
        const named = sizes.map((size) =>
          size.kind === "width" ? sizeWords(size.inches, size, "-inch") : sizeWords(size.cubicFeet, size, " cu. ft."),
        );
        return [formatList(named, "or")];
      }
      case "height":
      case "depth":
        return [measureWords(item)];
      case "inStock":
        return ["in-stock"];
      case "deal":
        return [DEAL_LABELS[item.deal].toLowerCase()];
      case "style":
        return [item.name];
      case "fuel":
        return [fuelName(item)];
      default:
        return [];
    }
  });
  const money = (dollars: number) => formatCentsShort(Math.round(dollars * 100));
  const limits: string[] = [];
  if (filters.maxNoise !== null) limits.push(`at most ${filters.maxNoise} dBA`);
  if (filters.minPercentOff !== null) limits.push(`${filters.minPercentOff}% off or more`);
  if (filters.minWarrantyYears !== null) limits.push(`with a warranty of ${filters.minWarrantyYears} years or more`);
  for (const item of plan.understood) if (item.kind === "count") limits.push(`with ${understoodLabel(item)}`);
  if (filters.minPrice !== null && filters.maxPrice !== null) {
    limits.push(`from ${money(filters.minPrice)} to ${money(filters.maxPrice)}`);
  } else if (filters.maxPrice !== null) limits.push(`under ${money(filters.maxPrice)}`);
  else if (filters.minPrice !== null) limits.push(`over ${money(filters.minPrice)}`);
  const narrowed = (group: ProductGroup) =>
    narrowing.filter(({ applies }) => applies.has(group)).map(({ word }) => word);
  // The kinds named with a style or fuel come last, so that it reads as theirs alone ("dryers and
  // front load washers").
  const kinds = [
    ...groups.filter((group) => narrowed(group).length === 0),
    ...groups.filter((group) => narrowed(group).length > 0),
  ].map((group) => [...narrowed(group), CATEGORY_NOUNS[group]].join(" "));
  const noun = formatList(kinds) || (limits.length > 0 || adjectives.length > 0 ? "products" : "");
  const notWanted = plan.words.filter((word) => word.negated).map((word) => word.shown);
  const unwanted = notWanted.length > 0 ? [`without ${formatList(notWanted, "or")}`] : [];
  // The shop's words name a kind of product ("quiet washers"); other words follow what they are
  // looked for in, in quotes ('dishwashers matching "jets"'), when a kind of product was named.
  const wanted = plan.words.filter((word) => !word.negated);
  const shopWords = wanted.filter((word) => word.shopWord || !noun).map((word) => word.shown);
  const others = noun ? wanted.filter((word) => !word.shopWord).map((word) => word.shown) : [];
  const matching = others.length > 0 ? [`matching "${others.join(" ")}"`] : [];
  // A filter said twice is named once ("top load washer with agitator": top load washers).
  return [
    ...new Set([...shopWords, ...adjectives]),
    noun || (unwanted.length > 0 ? "products" : ""),
    ...matching,
    ...unwanted,
    ...limits,
  ]
    .filter(Boolean)
    .join(" ");
}
