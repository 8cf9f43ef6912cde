// Reads a shopper's search the way they type it: price phrases ("under 500", "$500-$800", "1.5k"),
// sizes ("30 inch", '36"', "5 cu ft", "over 25 cu ft", "between 27 and 30 inches", "45 dBA") and
// the shop's words (search-vocabulary.ts, also a phrase typed with a mistake) become filters, a
// sort or other words for the same thing; what follows "without" or "no" is what the shopper does
// not want; what is left are the words to look for, each with its singular. Every piece keeps
// where it was said, so the page can offer to remove it.
import { DEAL_LABELS, SORT_LABELS } from "./listing";
import {
  BARE_CAPACITY,
  BARE_NOISE,
  CATEGORY_NOUNS,
  NEGATIONS,
  NOMINAL_WIDTHS,
  OTHER_BRANDS,
  PRICE_AROUND_SHARE,
  PRICE_CUES,
  RANGE_START_WORDS,
  SHOP_TERMS,
  SIZE_CUES,
  TROUBLE_NEGATIONS,
  UNITS,
  VOLTAGES,
  RATINGS,
  type Fuel,
  type Measure,
  type Service,
  type SpecOrder,
  type ShopTerm,
} from "./search-vocabulary";
import { allowedTypos, editDistance, letterLeftOut, swapped } from "./typos";
import type { DealType } from "@/db/enums";
import type { ProductGroup, Subtype } from "./categories";
import type { Sort } from "./listing";
import { capitalize, formatList } from "@/lib/format-text";
import { formatCentsShort } from "@/lib/money";

/** Most words a search looks for; more are left out. */
export const MAX_SEARCH_WORDS = 8;

/** Where something was said in the search text: its words and their place. */
export interface Said {
  said: string;
  start: number;
  end: number;
}

export type Meaning =
  | { kind: "category"; groups: readonly ProductGroup[]; note?: string; together?: true }
  | { kind: "style"; subtypes: readonly Subtype[]; name: string; note?: string }
  /** A fuel, or (`not`) every fuel but it: "dryer not gas" is the electric dryers. */
  | { kind: "fuel"; fuel: Fuel; not?: true }
  /** A brand of the catalogue, as it writes it. */
  | { kind: "brand"; brand: string }
  /** The catalogue's colours that have the colour said (stainless: Stainless Steel, Black Stainless Steel). */
  | { kind: "color"; colors: readonly string[]; name: string }
  | { kind: "deal"; deal: DealType }
  | { kind: "sort"; sort: Sort }
  /** The largest, smallest (by capacity) or quietest first. */
  | { kind: "bySpec"; order: SpecOrder }
  | { kind: "inStock" }
  /** Dollars; either end may be open. */
  | { kind: "price"; min: number | null; max: number | null }
  /**
   * A nominal width; or any width up to it (`atMost`: "under 30 inches" fits a 30-inch space), from
   * it up (`atLeast`), or from it `to` another ("between 27 and 30 inches").
   */
  | ({ kind: "width"; inches: number } & SizeBound)
  /** About a capacity, or bounded as a width is. */
  | ({ kind: "capacity"; cubicFeet: number } & SizeBound)
  /** A height or depth in inches ("under 70 inches tall", "24 deep"), bounded as a width is. */
  | ({ kind: "height" | "depth"; inches: number } & SizeBound)
  | { kind: "noise"; maxDba: number };

/** How a size said is bounded: up to it, from it up, or from it to another; else about it. */
export interface SizeBound {
  atMost?: true;
  atLeast?: true;
  to?: number;
}

/** A filter, sort or category the search understood, and where it was said. */
export type Understood = Meaning & Said;

/** A word to look for in the catalogue. */
export interface QueryWord extends Said {
  /**
   * What a product may have for it, any one of them: each a word or a phrase (words in order).
   * A plain word has itself and its singular; a shop word has what the vocabulary says it means.
   */
  forms: string[][];
  /** A word or feature the shopper does not want ("no ice maker"): products without it. What follows the "no", as typed. */
  negated?: string;
  /** A word of the shop's vocabulary ("quiet", "third rack"), which names a kind of product as an adjective does. */
  shopWord?: true;
  /** How the shop names a shop phrase said in other words ("for a family": large capacity). */
  named?: string;
  /** The kinds of product a feature is one of ("griddle": ranges), shown when none has it. */
  of?: readonly ProductGroup[];
  /** Its forms are found as whole words only ("smart", not SmartDiagnosis). */
  whole?: true;
  /**
   * Phrases that say a product lacks it after all, though they have its words ("ice maker
   * ready": the kit is sold separately): a product with one of them does not have it.
   */
  except?: string[][];
  /** A measurement that gives a product it too, whatever its words ("quiet": 46 dBA or less). */
  measure?: Measure;
}

export interface ParsedSearch {
  text: string;
  understood: Understood[];
  words: QueryWord[];
  /** Shop phrases typed with mistakes, and the phrase each was read as. */
  corrections: { said: Said; to: string }[];
  /** What the shopper asked about that the shop offers with every appliance (delivery, warranty), in the order said. */
  services: Service[];
  /** What the results say of things asked for that the shop does not sell, in the order said. */
  notes: string[];
}

interface Token {
  text: string;
  start: number;
  end: number;
  kind: "word" | "number" | "symbol";
  /** A number written as money without a $ ("1.5k"). */
  money?: true;
  /** A number written with a fraction ("29 7/8"): a measure, never a capacity. */
  fraction?: true;
}

/**
 * Numbers with thousands commas or decimals, runs of letters (any alphabet, accents too) and
 * digits with the apostrophes inside them, and the symbols prices and sizes use.
 */
const PLAIN_TOKEN =
  /\d+[ -]\d{1,2}\/\d{1,2}|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+[a-z]*|[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*|[$"”″<>+~%-]/giu;
/** Two or three numbers written as a product's measures are: "33x70", '36" x 70" x 30', "24 by 34". */
const DIMENSIONS =
  /(\d+(?:\.\d+)?)["”″]?\s*(?:[x×*]|\s+by\s+)\s*(\d+(?:\.\d+)?)["”″]?(?:\s*(?:[x×*]|\s+by\s+)\s*(\d+(?:\.\d+)?)["”″]?)?(?![\p{L}\p{N}])/diu;
/** Any token: measures written together first, read apart when they are no sizes ("2x4"). */
const TOKEN = new RegExp(`${DIMENSIONS.source}|${PLAIN_TOKEN.source}`, "giu");
/** A number written together with its unit ("30in", "4.5cu"). */
const NUMBER_WITH_UNIT = /^(\d+(?:\.\d+)?)(in|inch|inches|cu|cuft|cf|dba|db|v|volts?|vac|watts?|w|btus?|cfm|h|d)$/;
/** Thousands written with a k ("1k", "1.5k"). */
const THOUSANDS = /^(\d+(?:\.\d+)?)k$/;
/** A whole number and a fraction, as sizes are written ("29 7/8", "29-7/8"). */
const FRACTION = /^(\d+)[ -](\d{1,2})\/(\d{1,2})$/;

/**
 * Numbers said in words, as sizes are: "thirty", "twenty four", "thirty-six", "eighteen". Maps,
 * so that a word a plain object has of its own ("constructor") is no number.
 */
const TENS: ReadonlyMap<string, number> = new Map([
  ["twenty", 20],
  ["thirty", 30],
  ["forty", 40],
  ["fifty", 50],
  ["sixty", 60],
  ["seventy", 70],
  ["eighty", 80],
  ["ninety", 90],
]);
const TEENS: ReadonlyMap<string, number> = new Map([
  ["ten", 10],
  ["eleven", 11],
  ["twelve", 12],
  ["thirteen", 13],
  ["fourteen", 14],
  ["fifteen", 15],
  ["sixteen", 16],
  ["seventeen", 17],
  ["eighteen", 18],
  ["nineteen", 19],
]);
const ONES: ReadonlyMap<string, number> = new Map([
  ["one", 1],
  ["two", 2],
  ["three", 3],
  ["four", 4],
  ["five", 5],
  ["six", 6],
  ["seven", 7],
  ["eight", 8],
  ["nine", 9],
]);

/** A number said in words from token `index` ("thirty", "thirty-six", "eighteen", "five"), and the index after it. */
function spelledNumberAt(tokens: readonly Token[], index: number): { value: number; next: number } | null {
  const text = tokens[index]?.text ?? "";
  const tens = TENS.get(text);
  const small = TEENS.get(text) ?? ONES.get(text);
  if (tens === undefined) return small === undefined ? null : { value: small, next: index + 1 };
  const dash = tokens[index + 1]?.text === "-" ? 1 : 0;
  const ones = ONES.get(tokens[index + 1 + dash]?.text ?? "");
  return ones === undefined ? { value: tens, next: index + 1 } : { value: tens + ones, next: index + 2 + dash };
}

/** A number below a hundred from token `index`, in words or digits. */
function belowHundredAt(tokens: readonly Token[], index: number): { value: number; next: number } | null {
  const token = tokens[index];
  if (token?.kind === "number" && /^\d{1,2}$/.test(token.text)) return { value: Number(token.text), next: index + 1 };
  return spelledNumberAt(tokens, index);
}

/**
 * The tokens with numbers said in words as number tokens: "thirty six", "eighteen", hundreds
 * ("8 hundred", "five hundred fifty", "twelve hundred"), and "two" of "two thousand". A lone
 * "one" to "nine" stays a word ("one door").
 */
function numbersInWords(tokens: Token[]): Token[] {
  const read: Token[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const spelled = spelledNumberAt(tokens, index);
    const number = spelled ?? belowHundredAt(tokens, index);
    if (number && number.value > 0 && tokens[number.next]?.text === "hundred") {
      let value = number.value * 100;
      let next = number.next + 1;
      const and = tokens[next]?.text === "and" ? 1 : 0;
      // The rest after it ("five hundred fifty"), unless that is another hundreds ("4 hundred and 6 hundred").
      const rest = belowHundredAt(tokens, next + and);
      if (rest && tokens[rest.next]?.text !== "hundred") [value, next] = [value + rest.value, rest.next];
      read.push({ text: String(value), start: token.start, end: tokens[next - 1]!.end, kind: "number" });
      index = next - 1;
      continue;
    }
    const lone = spelled && ONES.has(token.text) && !THOUSAND_WORDS.has(tokens[spelled.next]?.text ?? "");
    if (!spelled || lone) {
      read.push(token);
      continue;
    }
    read.push({ text: String(spelled.value), start: token.start, end: tokens[spelled.next - 1]!.end, kind: "number" });
    index = spelled.next - 1;
  }
  return read;
}

/**
 * A token as it is compared: lowercase, accents dropped (café: cafe), no possessive (LG's: lg) or
 * apostrophe, a curly quote or double prime the inches mark it stands for (36”: 36").
 */
function plainText(raw: string): string {
  return raw
    .replace(/[”″]/g, '"')
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]s$/, "")
    .replace(/['’]/g, "");
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const measures = DIMENSIONS.exec(match[0]);
    if (measures?.index === 0 && measures[0] === match[0]) {
      tokens.push(...(dimensionTokens(measures, match.index) ?? plainTokens(match[0], match.index)));
    } else {
      tokens.push(...readToken(match[0], match.index));
    }
  }
  return numbersInWords(tokens);
}

/** The tokens of one plain token's text: an amount in thousands, a fraction, a number and its unit, or itself. */
function readToken(written: string, start: number): Token[] {
  const raw = plainText(written);
  const end = start + written.length;
  const thousands = THOUSANDS.exec(raw);
  if (thousands) {
    const dollars = String(Math.round(Number(thousands[1]) * 1000));
    return [{ text: dollars, start, end, kind: "number", money: true }];
  }
  const fraction = FRACTION.exec(raw);
  if (fraction) {
    const value = Number(fraction[1]) + Number(fraction[2]) / Number(fraction[3]);
    return [{ text: String(Math.round(value * 1000) / 1000), start, end, kind: "number", fraction: true }];
  }
  const joined = NUMBER_WITH_UNIT.exec(raw);
  if (joined) {
    const number = joined[1]!;
    return [
      { text: number, start, end: start + number.length, kind: "number" },
      { text: joined[2]!, start: start + number.length, end, kind: "word" },
    ];
  }
  const kind = /^\d[\d,]*(\.\d+)?$/.test(raw) ? "number" : /^[\p{L}\p{N}.]+$/u.test(raw) ? "word" : "symbol";
  return [{ text: raw, start, end, kind }];
}

/**
 * Measures written together ("33x70", "36 x 70 x 30") as the number and letter of each, width,
 * height, then depth ("33 w 70 h"), when each is a size in inches it may be; a height written
 * first ("70x36") is read as the height. Each letter takes what joins its number to the next, so
 * a measure's chip removes "33x" and leaves the rest. Null when they are not sizes.
 */
function dimensionTokens(measures: RegExpExecArray, start: number): Token[] | null {
  const written = [1, 2, 3].flatMap((group) => {
    const at = measures.indices?.[group];
    return at ? [{ value: Number(measures[group]), start: start + at[0], end: start + at[1] }] : [];
  });
  const [first, second] = written;
  const heightFirst = first!.value > INCHES_RANGE.width && second!.value <= INCHES_RANGE.width;
  const kinds = heightFirst ? (["height", "width", "depth"] as const) : (["width", "height", "depth"] as const);
  if (!written.every((measure, index) => inInches(kinds[index]!, measure.value))) return null;
  return written.flatMap((measure, index) => [
    { text: String(measure.value), start: measure.start, end: measure.end, kind: "number" as const },
    {
      text: kinds[index]![0]!,
      start: measure.end,
      end: written[index + 1]?.start ?? start + measures[0].length,
      kind: "word" as const,
    },
  ]);
}

/** The plain tokens of a part of the text that starts at `start`. */
function plainTokens(part: string, start: number): Token[] {
  return [...part.matchAll(PLAIN_TOKEN)].flatMap((match) => readToken(match[0], start + match.index));
}

/** A word's singular: "dryers" -> "dryer", "dishes" -> "dish", "fries" -> "fry"; short words and numbers stay. */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith("s") || /\d/.test(word) || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The words of a phrase as the tokenizer reads them (dashes, slashes and "&" are spaces). */
function phraseWords(phrase: string): string[] {
  return tokenize(phrase)
    .filter((token) => token.text !== "-")
    .map((token) => token.text);
}

/** Words a shopper may say inside a vocabulary phrase without changing it ("keep my food cold"). */
const INSIDE_PHRASE: ReadonlySet<string> = new Set(["my", "the", "our", "your", "his", "her", "their"]);

/**
 * From token `index`, the words of `phrase` in order (compared by their singulars, unless
 * `exactly`; dashes between them skipped, and unless `exactly` a "my" or "the"): the index after
 * the phrase, or -1.
 */
function matchPhrase(tokens: readonly Token[], index: number, phrase: readonly string[], exactly = false): number {
  if (phrase.length === 0) return -1;
  let at = index;
  for (const [position, word] of phrase.entries()) {
    if (position > 0) while (tokens[at]?.text === "-") at += 1;
    // "wash my clothes", "do the dishes": a vocabulary phrase said with "my" or "the" inside.
    if (position > 0 && !exactly)
      while (tokens[at]?.text !== word && INSIDE_PHRASE.has(tokens[at]?.text ?? "")) at += 1;
    const token = tokens[at];
    if (!token || (token.text !== word && (exactly || singular(token.text) !== singular(word)))) return -1;
    at += 1;
  }
  return at;
}

/**
 * The longest of the cue phrases `phrases` said from token `index`: the index after it, or -1.
 * Cues are matched as written (their lists name each form): "$500 tops" is a cue, "top" is not.
 */
function matchAny(tokens: readonly Token[], index: number, phrases: readonly (readonly string[])[]): number {
  let best = -1;
  for (const phrase of phrases) best = Math.max(best, matchPhrase(tokens, index, phrase, true));
  return best;
}

const words = (phrases: readonly string[]) => phrases.map(phraseWords);
const CUES = {
  atMost: words(PRICE_CUES.atMost),
  atLeast: words(PRICE_CUES.atLeast),
  afterAtMost: words(PRICE_CUES.afterAtMost),
  afterAtLeast: words(PRICE_CUES.afterAtLeast),
  currency: words(PRICE_CUES.currency),
  about: words(PRICE_CUES.about),
  negation: words(NEGATIONS),
  trouble: words(TROUBLE_NEGATIONS.says),
  inches: words(UNITS.inches),
  cubicFeet: words(UNITS.cubicFeet),
  decibels: words(UNITS.decibels),
  height: words(UNITS.height),
  depth: words(UNITS.depth),
};

const TROUBLE_AFTER: ReadonlySet<string> = new Set(TROUBLE_NEGATIONS.after);
const TROUBLE_HAVING: ReadonlySet<string> = new Set(TROUBLE_NEGATIONS.having);

function numberAt(tokens: readonly Token[], index: number): number | null {
  const token = tokens[index];
  return token?.kind === "number" ? Number(token.text.replace(/,/g, "")) : null;
}

interface Amount {
  dollars: number;
  /** Written as money ($500, 500 dollars), not a bare number. */
  money: boolean;
  next: number;
}

/**
 * A price from token `index`: "$500", "500", "500 dollars"; never a size ("30 in"), though a
 * number too large for one is a price still ("under 2000 in stock").
 */
function amountAt(tokens: readonly Token[], index: number): Amount | null {
  const dollar = tokens[index]?.text === "$";
  const at = dollar ? index + 1 : index;
  // Thousands in words: "2 grand", "a grand", "1 thousand".
  const thousands = THOUSAND_WORDS.has(tokens[at + 1]?.text ?? "");
  if (thousands && tokens[at]?.text === "a") return { dollars: 1000, money: true, next: at + 2 };
  const number = numberAt(tokens, at);
  const value = number !== null && thousands ? number * 1000 : number;
  if (value === null || value < 1 || value > 100_000) return null;
  if (thousands) return { dollars: value, money: true, next: at + 2 };
  let next = at + 1;
  if (sizeAt(tokens, at)) return null;
  const currency = matchAny(tokens, next, CUES.currency);
  if (currency >= 0) next = currency;
  return { dollars: value, money: dollar || currency >= 0 || tokens[at]?.money === true, next };
}

/** Words for a thousand dollars after a number or "a". */
const THOUSAND_WORDS: ReadonlySet<string> = new Set(["grand", "thousand"]);

/** The smallest bare number read as a price: no width, capacity or noise level is this large. */
const SMALLEST_BARE_PRICE = 100;

const RANGE_STARTS: ReadonlySet<string> = new Set(RANGE_START_WORDS);

/** A price phrase from token `index`, and the index after it. */
function priceAt(tokens: readonly Token[], index: number): { meaning: Meaning; next: number } | null {
  const price = (min: number | null, max: number | null, next: number) => ({
    meaning: { kind: "price", min, max } as const,
    next,
  });
  const text = tokens[index]?.text;
  const between = RANGE_STARTS.has(text ?? "") ? index + 1 : -1;
  if (between >= 0) {
    const low = amountAt(tokens, between);
    const joiner = low ? tokens[low.next]?.text : undefined;
    const high = low && (joiner === "and" || joiner === "to" || joiner === "-") ? amountAt(tokens, low.next + 1) : null;
    if (low && high) {
      const from = shortLowEnd(low.dollars, high.dollars) ?? low.dollars;
      return price(Math.min(from, high.dollars), Math.max(from, high.dollars), high.next);
    }
  }
  for (const [cues, atMost] of [
    [CUES.atMost, true],
    [CUES.atLeast, false],
  ] as const) {
    const after = text === (atMost ? "<" : ">") ? index + 1 : matchAny(tokens, index, cues);
    const amount = after >= 0 ? amountAt(tokens, after) : null;
    if (amount) return atMost ? price(null, amount.dollars, amount.next) : price(amount.dollars, null, amount.next);
  }
  // Roughly a price: "around 500", "about $800" (a small bare number says too little: "about 5").
  const about = matchAny(tokens, index, CUES.about);
  const near = about >= 0 ? amountAt(tokens, about) : null;
  if (near && (near.money || near.dollars >= SMALLEST_BARE_PRICE)) {
    const share = near.dollars * PRICE_AROUND_SHARE;
    return price(Math.round(near.dollars - share), Math.round(near.dollars + share), near.next);
  }
  const amount = amountAt(tokens, index);
  if (!amount) return null;
  const joiner = tokens[amount.next]?.text;
  const high = joiner === "-" || joiner === "to" ? amountAt(tokens, amount.next + 1) : null;
  // A range is a price when either end is money, or both are too large for a size ("300-600"),
  // or its low end is said short ("4-600": $400 to $600; "1-2k": $1,000 to $2,000).
  const low = high ? shortLowEnd(amount.dollars, high.dollars) : null;
  if (high && (amount.money || high.money || Math.min(low ?? amount.dollars, high.dollars) >= SMALLEST_BARE_PRICE)) {
    const from = low ?? amount.dollars;
    return price(Math.min(from, high.dollars), Math.max(from, high.dollars), high.next);
  }
  const atMost = matchAny(tokens, amount.next, CUES.afterAtMost);
  if (atMost >= 0) return price(null, amount.dollars, atMost);
  const atLeast =
    tokens[amount.next]?.text === "+" ? amount.next + 1 : matchAny(tokens, amount.next, CUES.afterAtLeast);
  if (atLeast >= 0) return price(amount.dollars, null, atLeast);
  return amount.money ? price(null, amount.dollars, amount.next) : null;
}

/**
 * The low end of a price range said short, in the high end's hundreds or thousands: a single
 * digit before a price ("4-600": 400, "1-2k": 1,000, "1-1500": 1,000). Null when it is no such
 * digit, or scaled up it would not be below the high end ("3-1000").
 */
function shortLowEnd(low: number, high: number): number | null {
  if (!Number.isInteger(low) || low < 1 || low > 9 || high < SMALLEST_BARE_PRICE) return null;
  const scaled = low * 10 ** Math.floor(Math.log10(high));
  return scaled < high ? scaled : null;
}

/** Words that say a height or depth after a number without "inches": "70 tall", "24 deep", "70h". */
const UNITLESS_MEASURES: ReadonlySet<string> = new Set(["tall", "deep", "h", "d"]);

/** The sizes a number in inches may be: a width, a height or a depth (at least 10 inches each). */
const INCHES_RANGE = { least: 10, width: 60, height: 96, depth: 48 } as const;

const inInches = (kind: "width" | "height" | "depth", value: number) =>
  value >= INCHES_RANGE.least && value <= INCHES_RANGE[kind];

/** Whether a number may be a size of a measure: inches of a width, height or depth, cubic feet, dBA. */
function isSize(kind: "width" | "height" | "depth" | "capacity" | "noise", value: number): boolean {
  if (kind === "capacity") return value >= BARE_CAPACITY.min && value <= BARE_CAPACITY.max;
  if (kind === "noise") return value >= 20 && value <= 90;
  return inInches(kind, value);
}

/** The unit said from token `unit` for a number, when the number is a size in it. */
function sizeUnit(
  tokens: readonly Token[],
  unit: number,
  value: number,
): { kind: "width" | "capacity" | "noise" | "height" | "depth"; next: number } | null {
  while (tokens[unit]?.text === "-") unit += 1;
  const inches = matchAny(tokens, unit, CUES.inches);
  // A height or depth: "70 inches tall", '24" deep', "70 tall", "70 high" ("high" without a unit
  // only when it starts no shop phrase: "30 high efficiency").
  const measured = inches >= 0 ? inches : unit;
  const word = tokens[measured]?.text ?? "";
  const saysMeasure = UNITLESS_MEASURES.has(word) || (word === "high" && !startsLongPhrase(tokens, measured));
  for (const kind of ["height", "depth"] as const) {
    const next = matchAny(tokens, measured, CUES[kind]);
    const unitless = inches < 0 && !saysMeasure;
    if (next >= 0 && !unitless && inInches(kind, value)) return { kind, next };
  }
  if (inches >= 0 && inInches("width", value)) return { kind: "width", next: inches };
  // Inches too many for any appliance's width are its height ("fridge under 70 inches"), unless
  // the unit said they are a width ("70 inches wide").
  if (inches >= 0 && inInches("height", value)) {
    const saysWidth = tokens.slice(unit, inches).some((token) => token.text === "wide" || token.text === "w");
    if (!saysWidth) return { kind: "height", next: inches };
  }
  const cubicFeet = matchAny(tokens, unit, CUES.cubicFeet);
  if (cubicFeet >= 0 && isSize("capacity", value)) {
    // "cu. ft." is read as "cu" "ft": take the "ft" too.
    return { kind: "capacity", next: tokens[cubicFeet]?.text === "ft" ? cubicFeet + 1 : cubicFeet };
  }
  const decibels = matchAny(tokens, unit, CUES.decibels);
  if (decibels >= 0 && isSize("noise", value)) return { kind: "noise", next: decibels };
  return null;
}

const SIZE_ONLY_CUES = SIZE_CUES.map(({ kind, atMost, atLeast, about }) => ({
  kind,
  bounds: [
    { bound: { atMost: true }, phrases: words(atMost) },
    { bound: { atLeast: true }, phrases: words(atLeast) },
    { bound: {}, phrases: words(about) },
  ] satisfies { bound: SizeBound; phrases: string[][] }[],
}));

/** A cue of a size only from token `index` ("no wider than", "width"): the measure it names, its bound, and the index after it. */
function sizeCueAt(tokens: readonly Token[], index: number) {
  for (const cue of SIZE_ONLY_CUES) {
    for (const { bound, phrases } of cue.bounds) {
      const next = matchAny(tokens, index, phrases);
      if (next >= 0) return { kind: cue.kind, bound, next };
    }
  }
  return null;
}

/**
 * A size from token `index`: "30 inch", '36"', "30-inch wide", "5 cu ft", "under 45 dBA", bounded
 * by the cues of prices ("under 30 inches", "over 25 cu ft", "7 cu ft or more"), by those of a
 * size only ("no wider than 30", which needs no unit), or a range ("between 27 and 30 inches",
 * "20-25 cu ft").
 */
function sizeAt(tokens: readonly Token[], index: number): { meaning: Meaning; next: number } | null {
  const size = (kind: "width" | "capacity" | "height" | "depth", value: number, bound: SizeBound): Meaning =>
    kind === "capacity" ? { kind, cubicFeet: value, ...bound } : { kind, inches: value, ...bound };
  // A range: "between 27 and 30 inches", "27 to 30 in", "20-25 cu ft", '30"-36"' (the unit said once or twice).
  const from = RANGE_STARTS.has(tokens[index]?.text ?? "") ? index + 1 : index;
  const low = numberAt(tokens, from);
  const lowUnit = low === null ? null : sizeUnit(tokens, from + 1, low);
  const join = lowUnit?.next ?? from + 1;
  const joiner = tokens[join]?.text;
  const high =
    low !== null && (joiner === "and" || joiner === "to" || joiner === "-") ? numberAt(tokens, join + 1) : null;
  if (low !== null && high !== null) {
    const unit = sizeUnit(tokens, join + 2, high);
    if (unit && unit.kind !== "noise" && (lowUnit ?? sizeUnit(tokens, join + 2, low))?.kind === unit.kind) {
      return { meaning: size(unit.kind, Math.min(low, high), { to: Math.max(low, high) }), next: unit.next };
    }
  }
  // The bound said before the number: a size's own cue, else a price's ("under 30 inches").
  const sizeCue = sizeCueAt(tokens, index);
  let atMostCue = -1;
  let atLeastCue = -1;
  if (sizeCue) {
    if (sizeCue.bound.atMost) atMostCue = sizeCue.next;
    else if (sizeCue.bound.atLeast) atLeastCue = sizeCue.next;
  } else {
    atMostCue = matchAny(tokens, index, CUES.atMost);
    if (atMostCue < 0) atLeastCue = matchAny(tokens, index, CUES.atLeast);
  }
  const at = Math.max(atMostCue, atLeastCue, sizeCue?.next ?? -1, index);
  const value = numberAt(tokens, at);
  if (value === null) return null;
  // A "+" says "or more", before the unit or after it: "25+ cu ft", "4 cu ft+".
  const plus = tokens[at + 1]?.text === "+";
  // A cue that names its measure needs no unit ("no wider than 30", "height 70"), and says which
  // measure inches are ("height 70 inches").
  const named = sizeCue?.kind;
  const measured = sizeUnit(tokens, at + (plus ? 2 : 1), value);
  // "Bigger than" without a unit: a width appliances are sold in ("range bigger than 30"), else
  // cubic feet ("dryer bigger than 7", "fridge no bigger than 10").
  const sized = sizeCue && !named ? (NOMINAL_WIDTHS.has(value) ? "width" : "capacity") : named;
  const unit =
    named && named !== "width" && measured?.kind === "width"
      ? isSize(named, value)
        ? { kind: named, next: measured.next }
        : null
      : (measured ?? (sized && isSize(sized, value) ? { kind: sized, next: at + 1 } : null));
  if (!unit) return null;
  if (unit.kind === "noise") {
    // A noise level is a most already: "45 dBA or less" says it twice.
    const most = matchAny(tokens, unit.next, CUES.afterAtMost);
    return { meaning: { kind: "noise", maxDba: value }, next: Math.max(unit.next, most) };
  }
  // Said after the size: "7 cu ft or more", "30 inches or less".
  const after = tokens[unit.next]?.text === "+" ? unit.next + 1 : matchAny(tokens, unit.next, CUES.afterAtLeast);
  const before = after >= 0 ? -1 : matchAny(tokens, unit.next, CUES.afterAtMost);
  const bound: SizeBound =
    atMostCue >= 0 || before >= 0 ? { atMost: true } : atLeastCue >= 0 || after >= 0 || plus ? { atLeast: true } : {};
  return { meaning: size(unit.kind, value, bound), next: Math.max(unit.next, after, before) };
}

/** What a vocabulary term means as a filter, sort or category; null for other words and words that say nothing. */
function meaningOf(term: ShopTerm): Meaning | null {
  if ("category" in term) {
    return {
      kind: "category",
      groups: term.category,
      note: term.note,
      ...(term.together ? { together: true as const } : {}),
    };
  }
  if ("style" in term) return { kind: "style", subtypes: term.style, name: term.name, note: term.note };
  if ("fuel" in term) return { kind: "fuel", fuel: term.fuel };
  if ("deal" in term) return { kind: "deal", deal: term.deal };
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
/** The phrases of two words or more, which may be read through a typo. */
const LONG_PHRASES = PHRASES.filter((phrase) => phrase.words.length >= 2);

/** Whether a shop phrase of two words or more is said from token `index` ("high efficiency"). */
const startsLongPhrase = (tokens: readonly Token[], index: number) =>
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
 * load", "dor" of "french door") or two swapped ("fyr" of "air fry"): too short to correct alone,
 * but the phrase says which.
 */
const shortTypo = (typed: string, word: string) =>
  typed.length === 3 && !PHRASE_WORDS.has(typed) && (letterLeftOut(typed, word) || swapped(typed, word));

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
  for (const [position, word] of phrase.entries()) {
    if (position > 0) while (tokens[at]?.text === "-") at += 1;
    const token = tokens[at];
    if (!token || token.kind !== "word") return -1;
    shortest = Math.min(shortest, token.text.length);
    if (token.text === word || singular(token.text) === singular(word)) {
      exact += 1;
    } else if (!shortTypo(token.text, word) && !letterAddedAtEnd(token.text, word)) {
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
function termAt(tokens: readonly Token[], index: number): { term: ShopTerm; next: number; corrected?: string } | null {
  let best: { term: ShopTerm; next: number; corrected?: string } | null = null;
  const text = tokens[index]?.text ?? "";
  for (const phrase of PHRASES_BY_FIRST.get(singular(text)) ?? []) {
    const next = matchPhrase(tokens, index, phrase.words);
    if (next > (best?.next ?? -1)) {
      best = { term: phrase.term, next, ...(phrase.misspelled ? { corrected: shownPhrase(phrase) } : {}) };
    }
  }
  // A phrase written as one word: "frenchdoor", "sidebyside".
  const joined = best ? undefined : (JOINED_PHRASES.get(text) ?? JOINED_PHRASES.get(singular(text)));
  if (joined) best = { term: joined.term, next: index + 1 };
  for (const phrase of LONG_PHRASES) {
    // Only a longer phrase can win over what was said as written.
    if (index + phrase.words.length <= (best?.next ?? -1)) continue;
    const next = matchMistyped(tokens, index, phrase.words);
    if (next > (best?.next ?? -1)) best = { term: phrase.term, next, corrected: phrase.words.join(" ") };
  }
  return best;
}

/**
 * The kinds of appliance named by single words inside a phrase that says nothing of a product
 * ("dryer cord", "dryer vent": dryers), so that the shopper is shown the appliance the part is for.
 */
function appliancesNamedIn(tokens: readonly Token[], from: number, to: number): { meaning: Meaning; index: number }[] {
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
 * Every word of the vocabulary's phrases, words that say nothing included, and of the cues said
 * around prices and sizes ("wide" is no mistyped "wine").
 */
const PHRASE_WORDS: ReadonlySet<string> = new Set([
  ...PHRASES.flatMap((phrase) => phrase.words),
  ...Object.values(CUES).flat(2),
  ...SIZE_ONLY_CUES.flatMap((cue) => cue.bounds.flatMap((bound) => bound.phrases.flat())),
]);

/**
 * The vocabulary word a typed word is the start of ("fridg", "rang", "dishwash"): a search sent
 * before the word was finished. Only for a word of four letters or more that is no vocabulary
 * word itself, when every single vocabulary word starting so asks for the same thing, a note
 * aside ("stov": stove, stovetop), and none of `others` starts so: the catalogue's brands and
 * colours, written as one word ("stainl" may be Stainless Steel). The first of them in the
 * vocabulary's order that needs no note.
 */
export function vocabularyWordStarting(word: string, others: readonly string[]): string | null {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || VOCABULARY_WORDS.includes(word)) return null;
  const starting = VOCABULARY_WORDS.filter((candidate) => candidate.startsWith(word));
  if (starting.length === 0 || others.some((other) => other.startsWith(word))) return null;
  const terms = starting.map((candidate) => ({ candidate, term: singleWordPhrase(candidate)!.term }));
  const asked = new Set(terms.map(({ term }) => askedBy(term)));
  if (asked.size > 1) return null;
  // A word of the vocabulary's phrases only when it starts a category's word and is a word of
  // categories' phrases alone, that one's among them ("wash", of "wash machine" and "wash dishes":
  // washers); "front" may be the start of "front load" or "front control", and a cue's word
  // ("less") asks for no phrase's meaning.
  if (PHRASE_WORDS.has(word)) {
    const within = PHRASES.filter((phrase) => phrase.words.includes(word)).map(({ term }) => term);
    const categoriesOnly = within.length > 0 && within.every((term) => "category" in term);
    if (!("category" in terms[0]!.term) || !categoriesOnly || !within.some((term) => asked.has(askedBy(term))))
      return null;
  }
  return (terms.find(({ term }) => !("note" in term && term.note)) ?? terms[0]!).candidate;
}

/** What a term asks for, its note aside, as a key: its filter, sort or category, or its forms. */
function askedBy(term: ShopTerm): string {
  if ("means" in term) return JSON.stringify({ forms: term.means.map(phraseWords) });
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

/** What a single vocabulary word means: a filter, sort or category, or the forms a product may have. */
export function vocabularyMeaning(word: string): Meaning | FeatureLookup | null {
  const phrase = singleWordPhrase(word);
  if (!phrase) return null;
  return "means" in phrase.term ? featureLookup(phrase.term) : meaningOf(phrase.term);
}

/** How a shop word for a feature is looked for: its forms, the kinds it is one of, whether whole. */
type FeatureLookup = Pick<QueryWord, "forms" | "of" | "whole" | "except" | "measure">;

/**
 * What is looked for of a word: its forms, the phrases that say a product lacks it when it has
 * any, and the measurement that gives it too.
 */
const lookingFor = ({ forms, except, measure }: Pick<QueryWord, "forms" | "except" | "measure">) => ({
  forms,
  ...(except ? { except } : {}),
  ...(measure ? { measure } : {}),
});

function featureLookup(term: Extract<ShopTerm, { means: readonly string[] }>): FeatureLookup {
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
 * they do ("keep food c": refrigerators).
 */
export function shopWordsStarting(typed: string, { limit = 4, shortest = 2, byUse = false } = {}): Meaning[] {
  const prefix = phraseWords(typed).join(" ");
  if (prefix.length < shortest) return [];
  const found: Meaning[] = [];
  for (const { text, meaning, use } of KIND_PHRASES) {
    if ((use && !byUse) || !text.startsWith(prefix)) continue;
    if (!found.some((other) => JSON.stringify(other) === JSON.stringify(meaning))) found.push(meaning);
  }
  return found.slice(0, limit);
}

/**
 * The phrases that name a category or style, in the vocabulary's order, with what each means
 * and whether they say what it does rather than name it (`use`: "keep food cold").
 */
const KIND_PHRASES: readonly { text: string; meaning: Meaning; use: boolean }[] = PHRASES.flatMap((phrase) => {
  const meaning = meaningOf(phrase.term);
  return meaning && (meaning.kind === "category" || meaning.kind === "style")
    ? [{ text: phrase.words.join(" "), meaning, use: "byUse" in phrase.term }]
    : [];
});

/** The vocabulary's phrases of two words or more for a feature ("air fry", "third rack"), as said. */
const FEATURE_PHRASES = PHRASES.filter(
  (phrase) => "means" in phrase.term && !phrase.misspelled && phrase.words.length >= 2,
).map((phrase) => ({ said: phrase.words.join(" "), term: phrase.term }));

/**
 * The text with a feature's phrase of two words or more that its last words start written out
 * ("air f": air fry, "gas range ice ma": gas range ice maker), for the header's suggestions while
 * the shopper types; null when the last words start none, or several that mean different things.
 */
export function featurePhraseStarting(typed: string): string | null {
  const words = phraseWords(typed);
  for (let from = Math.max(0, words.length - 3); from <= words.length - 2; from += 1) {
    const prefix = words.slice(from).join(" ");
    const starts = FEATURE_PHRASES.filter(({ said }) => said.startsWith(prefix) && said !== prefix);
    if (starts.length === 0 || starts.some(({ term }) => term !== starts[0]!.term)) continue;
    return [...words.slice(0, from), starts[0]!.said].join(" ");
  }
  return null;
}
/** The forms of something said, read as plain words in order (a filter that could not apply). */
export function saidForms(said: string): string[][] {
  const words = phraseWords(said).filter((word) => /^[a-z0-9.]+$/.test(word));
  return words.length === 1 ? wordForms(words[0]!) : [words];
}

/** A plain word's forms: itself and its singular (a form covered by another as its start is left out). */
export function wordForms(word: string): string[][] {
  const base = singular(word);
  return base === word || word.startsWith(base) ? [[base]] : [[base], [word]];
}

/**
 * What the shopper does not want, from token `index`: a negation ("without", "no", "non"), then a
 * shop phrase or a word (unwantedAt). Null when no negation starts here or nothing follows it.
 */
function negatedAt(tokens: readonly Token[], index: number): ReturnType<typeof unwantedAt> {
  let from = matchAny(tokens, index, CUES.negation);
  if (from < 0) return null;
  // Dashes and words that say nothing between: "non-smart", "without an ice maker".
  for (;;) {
    while (tokens[from]?.text === "-") from += 1;
    const skipped = termAt(tokens, from);
    if (!skipped || !("ignore" in skipped.term)) break;
    from = skipped.next;
  }
  // Another negation next ("no no"): this one says nothing.
  if (matchAny(tokens, from, CUES.negation) >= 0) return null;
  return unwantedAt(tokens, from);
}

/**
 * The shop phrase or word at token `from` as something the shopper does not want. A shop phrase
 * is looked for as it means ("non smart": no smart, wi-fi...), or as its words when it names a
 * filter ("no agitator": any washer whose description does not say agitator). `filters: false`
 * refuses a phrase that names a filter (after "or", "gas" is a fuel asked for, not one more thing
 * not wanted).
 */
function unwantedAt(
  tokens: readonly Token[],
  from: number,
  { filters = true } = {},
): ({ from: number; next: number } & Pick<QueryWord, "forms" | "except" | "measure">) | null {
  const term = termAt(tokens, from);
  if (term && !("ignore" in term.term)) {
    if (!filters && !("means" in term.term)) return null;
    if ("means" in term.term) return { from, next: term.next, ...lookingFor(featureLookup(term.term)) };
    const forms = [
      tokens
        .slice(from, term.next)
        .filter((token) => token.text !== "-")
        .map((token) => token.text),
    ];
    return { from, next: term.next, forms };
  }
  const token = tokens[from];
  if (!token || token.kind !== "word" || term) return null;
  return { from, next: from + 1, forms: wordForms(token.text) };
}

const VOLT_UNITS: ReadonlySet<string> = new Set(VOLTAGES.units);

/** A mains voltage from token `index` ("240v", "220 volts"): whether it is an electric appliance's, and the index after it. */
function voltsAt(tokens: readonly Token[], index: number): { electric: boolean; next: number } | null {
  const value = numberAt(tokens, index);
  if (value === null || value < VOLTAGES.min || value > VOLTAGES.max) return null;
  if (!VOLT_UNITS.has(tokens[index + 1]?.text ?? "")) return null;
  return { electric: value >= VOLTAGES.electricFrom, next: index + 2 };
}

/**
 * A name as letters and digits only, lowercase, accents dropped: "Speed Queen" is "speedqueen",
 * "L.G." is "lg", "Café" is "cafe" (as a search reads "café").
 */
export const joinedName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/** Words said as a brand's name is compared: "black and decker" is Black+Decker. */
export const brandLetters = (said: string) => joinedName(said.replace(/\band\b/gi, " "));

/** Brands we don't carry, by their letters ("General Electric": generalelectric). */
const OTHER_BRAND_LETTERS: ReadonlySet<string> = new Set(OTHER_BRANDS.map(joinedName));

/**
 * A brand we don't carry named in several words from token `index` ("general electric", "black
 * and decker", "kitchen aid"), which its words would otherwise read as a fuel, a colour or words
 * that say nothing: the index after it.
 */
function otherBrandAt(text: string, tokens: readonly Token[], index: number): number {
  // "and" joins a brand's words ("black and decker"), never starts one ("whirlpool and maytag").
  if (tokens[index]?.kind !== "word" || tokens[index]!.text === "and") return -1;
  for (let at = index + 1; at < Math.min(tokens.length, index + 4); at += 1) {
    if (tokens[at]!.kind !== "word") continue;
    if (OTHER_BRAND_LETTERS.has(brandLetters(text.slice(tokens[index]!.start, tokens[at]!.end)))) return at + 1;
  }
  return -1;
}

/**
 * A rating from token `index` ("1000 watts", "18k btu", "300 cfm"): the words the specifications
 * may write it in ("22,000 BTU" is read as "22 000 btu", "22K BTU" as "22k btu"), and the index
 * after it.
 */
function ratingAt(tokens: readonly Token[], index: number): { forms: string[][]; next: number } | null {
  const value = numberAt(tokens, index);
  const unit = tokens[index + 1]?.text ?? "";
  const rating = RATINGS.find((each) => (each.units as readonly string[]).includes(unit));
  if (value === null || !rating || value < rating.min || value > rating.max || !Number.isInteger(value)) return null;
  const forms = [[String(value), rating.written]];
  if (value >= 1000) {
    forms.push([String(Math.floor(value / 1000)), String(value % 1000).padStart(3, "0"), rating.written]);
    if (value % 1000 === 0) forms.push([`${value / 1000}k`, rating.written]);
  }
  return { forms, next: index + 2 };
}

/** Words that go on with a list of what is not wanted: "no ice or water", "neither steam nor wifi". */
const UNWANTED_LIST = new Set(["or", "nor"]);

export function parseSearch(text: string): ParsedSearch {
  const tokens = tokenize(text);
  const understood: Understood[] = [];
  const found: QueryWord[] = [];
  const corrections: ParsedSearch["corrections"] = [];
  const services = new Set<Service>();
  const notes = new Set<string>();
  // Numbers read as words, each with its token: beside a category, a size or price said bare.
  const numbers: { word: QueryWord; token: Token }[] = [];
  let negationEnd = -1;
  const said = (from: number, next: number): Said => {
    const start = tokens[from]!.start;
    const end = tokens[next - 1]!.end;
    return { said: text.slice(start, end), start, end };
  };
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    // A discount ("60% off", "50 percent"): everything here is discounted, so it tells no product apart.
    if (token.kind === "number" && (tokens[index + 1]?.text === "%" || tokens[index + 1]?.text === "percent")) {
      index += 2;
      continue;
    }
    // A voltage: a high one is what electric appliances take ("240v dryer"), a low one says nothing.
    const volts = voltsAt(tokens, index);
    if (volts) {
      if (volts.electric) understood.push({ kind: "fuel", fuel: "electric", ...said(index, volts.next) });
      index = volts.next;
      continue;
    }
    // A brand we don't carry, named in words that would say something else ("general electric").
    const brandEnd = otherBrandAt(text, tokens, index);
    if (brandEnd >= 0) {
      const name = said(index, brandEnd);
      found.push({ ...name, forms: [phraseWords(name.said)] });
      index = brandEnd;
      continue;
    }
    // A rating (a power, a burner's heat, a fan's air flow): the words its specification is
    // written in ("1000 W", "22,000 BTU"), never a price.
    const rating = ratingAt(tokens, index);
    if (rating) {
      found.push({ ...said(index, rating.next), forms: rating.forms });
      index = rating.next;
      continue;
    }
    const filter = priceAt(tokens, index) ?? sizeAt(tokens, index);
    if (filter) {
      understood.push({ ...filter.meaning, ...said(index, filter.next) });
      index = filter.next;
      continue;
    }
    // "A dryer that doesn't wrinkle": a trouble the product should handle, looked for as said.
    const trouble = TROUBLE_AFTER.has(tokens[index - 1]?.text ?? "") ? matchAny(tokens, index, CUES.trouble) : -1;
    if (trouble >= 0 && !TROUBLE_HAVING.has(tokens[trouble]?.text ?? "")) {
      index = trouble;
      continue;
    }
    // A shop phrase said here wins over a negation; a phrase that says nothing only when it is
    // longer than the negation ("not working" asks for a repair; the "w" of "w/o" says nothing).
    const term = termAt(tokens, index);
    const cueEnd = Math.max(matchAny(tokens, index, CUES.negation), matchAny(tokens, index, CUES.about));
    const termWins = term !== null && (!("ignore" in term.term) || term.next > cueEnd);
    const unwanted = termWins ? null : negatedAt(tokens, index);
    // A fuel not wanted is every other fuel, a filter ("dryer not gas": electric dryers), not a
    // word left out: a description may name the fuel the product lacks ("ordered the gas one").
    const fuel = unwanted ? termAt(tokens, unwanted.from) : null;
    if (unwanted && fuel && fuel.next === unwanted.next && "fuel" in fuel.term) {
      if (fuel.corrected) corrections.push({ said: said(unwanted.from, fuel.next), to: fuel.corrected });
      understood.push({ kind: "fuel", fuel: fuel.term.fuel, not: true, ...said(index, unwanted.next) });
      index = unwanted.next;
      continue;
    }
    if (unwanted) {
      const what = said(unwanted.from, unwanted.next);
      found.push({ ...said(index, unwanted.next), ...lookingFor(unwanted), negated: what.said });
      index = unwanted.next;
      // The negation covers a list: "no ice or water" wants neither.
      while (UNWANTED_LIST.has(tokens[index]?.text ?? "")) {
        const more = unwantedAt(tokens, index + 1, { filters: false });
        if (!more) break;
        found.push({ ...said(index, more.next), ...lookingFor(more), negated: said(more.from, more.next).said });
        index = more.next;
      }
      continue;
    }
    // A negation with nothing after it to leave out, or "about" with no price after it, says
    // nothing ("washer no 500", "about 25 cu ft").
    const cue = termWins ? -1 : cueEnd;
    if (cue >= 0) {
      if (matchAny(tokens, index, CUES.negation) === cue) negationEnd = cue;
      index = cue;
      continue;
    }
    if (term) {
      if (term.corrected) corrections.push({ said: said(index, term.next), to: term.corrected });
      if ("service" in term.term && term.term.service) services.add(term.term.service);
      if ("ignore" in term.term && term.term.note) {
        notes.add(term.term.note);
        for (const at of appliancesNamedIn(tokens, index, term.next))
          understood.push({ ...at.meaning, ...said(at.index, at.index + 1) });
      }
      const meaning = meaningOf(term.term);
      if (meaning) understood.push({ ...meaning, ...said(index, term.next) });
      else if ("means" in term.term) {
        // A phrase said in other words is named as the shop names it ("for family": large
        // capacity); one said in the shop's own words keeps them ("closet depth", not counter depth).
        const saidWords = tokens
          .slice(index, term.next)
          .filter((token) => token.text !== "-")
          .map((token) => token.text);
        const singulars = (words: readonly string[]) => words.map(singular).join(" ");
        const ownWords = term.term.means.some((meant) => singulars(phraseWords(meant)) === singulars(saidWords));
        const name = phraseWords(term.term.says[0]!).join(" ");
        const named = term.next - index > 1 && !term.corrected && !ownWords ? { named: name } : {};
        found.push({ ...said(index, term.next), ...featureLookup(term.term), shopWord: true, ...named });
      }
      index = term.next;
      continue;
    }
    if (token.kind !== "symbol") {
      const word = { ...said(index, index + 1), forms: wordForms(token.text) };
      found.push(word);
      // Not after a negation with nothing it could leave out ("washer no 500"), nor a series or
      // a model year ("500 series", "2020 model").
      const named = [tokens[index - 1], tokens[index + 1]].some((next) => NAMED_BY_NUMBER.has(next?.text ?? ""));
      if (token.kind === "number" && !token.money && index !== negationEnd && !named) numbers.push({ word, token });
    }
    index += 1;
  }
  bareNumbers(numbers, found, understood);
  const key = (word: QueryWord) => JSON.stringify([word.forms, Boolean(word.negated)]);
  const unique = found.filter((word, position) => found.findIndex((other) => key(other) === key(word)) === position);
  return {
    text,
    understood,
    words: unique.slice(0, MAX_SEARCH_WORDS),
    corrections,
    services: [...services],
    notes: [...notes],
  };
}

/** Words a number names something by rather than measures it: "500 series", "2020 model", "model year 2021". */
const NAMED_BY_NUMBER: ReadonlySet<string> = new Set(["series", "model", "models", "year", "edition"]);

/** Bare numbers read as a model year rather than a price ("2025 fridge", "new 2024 washer"). */
const MODEL_YEARS = { from: 2010, to: 2039 } as const;

/**
 * What a bare number most likely says without its unit: beside a category `rated` by its noise, a
 * noise level ("dishwasher 44"); a nominal width ("36"; written with a fraction, the width it rounds
 * to: "29 7/8"), with a decimal point a capacity ("1.7"), from a hundred up a price to stay under
 * ("1200"), unless it is a model year; else null.
 */
function bareMeaning({ text, fraction }: Token, rated: boolean): Meaning | null {
  const value = Number(text.replace(/,/g, ""));
  if (rated && /^\d+$/.test(text) && value >= BARE_NOISE.min && value <= BARE_NOISE.max) {
    return { kind: "noise", maxDba: value };
  }
  if (/^\d{4}$/.test(text) && value >= MODEL_YEARS.from && value <= MODEL_YEARS.to) return null;
  const width = fraction ? Math.round(value) : value;
  if (NOMINAL_WIDTHS.has(width)) return { kind: "width", inches: width };
  if (!fraction && text.includes(".") && value >= BARE_CAPACITY.min && value <= BARE_CAPACITY.max) {
    return { kind: "capacity", cubicFeet: value };
  }
  if (/^\d{1,3}(,?\d{3})*$/.test(text) && value >= SMALLEST_BARE_PRICE && value <= 100_000)
    return { kind: "price", min: null, max: value };
  return null;
}

/**
 * A bare number beside a category or style is what it says without its unit ("gas range 36",
 * "30 wall oven", "microwave 1.7", "fridge 1200", as "$1200 fridge"): moved from the words to the
 * understood filters, once per kind and only when nothing of the kind was said.
 */
function bareNumbers(
  numbers: readonly { word: QueryWord; token: Token }[],
  found: QueryWord[],
  understood: Understood[],
): void {
  if (!understood.some((item) => item.kind === "category" || item.kind === "style")) return;
  // Beside only the categories rated by their noise, a number that may be a noise level is one.
  const groups = understood.flatMap((item) => (item.kind === "category" ? item.groups : []));
  const rated = groups.length > 0 && groups.every((group) => BARE_NOISE.groups.includes(group));
  for (const { word, token } of numbers) {
    const meaning = bareMeaning(token, rated);
    if (!meaning || understood.some((item) => item.kind === meaning.kind)) continue;
    found.splice(found.indexOf(word), 1);
    understood.push({ ...meaning, said: word.said, start: word.start, end: word.end });
  }
}

/** The search text without things that were said in it (a chip's "remove"). */
export function withoutSaid(text: string, ...said: Said[]): string {
  let rest = text;
  for (const { start, end } of [...said].sort((a, b) => b.start - a.start)) {
    rest = `${rest.slice(0, start)} ${rest.slice(end)}`;
  }
  return rest.replace(/\s+/g, " ").trim();
}

function formatDollars(dollars: number): string {
  return formatCentsShort(Math.round(dollars * 100));
}

/** A size with its bound, in words: '30"', 'up to 30"', '30" or more', '27" to 30"'. */
export function sizeWords(value: number, bound: SizeBound, unit: string): string {
  if (bound.to !== undefined) return `${value}${unit} to ${bound.to}${unit}`;
  if (bound.atMost) return `up to ${value}${unit}`;
  return bound.atLeast ? `${value}${unit} or more` : `${value}${unit}`;
}

/** How an understood filter is named on its chip: "Washers", "Under $500", '30" wide'. */
/** A height or depth in words: '70" tall', 'up to 30" deep'. */
export function measureWords(meaning: Extract<Meaning, { kind: "height" | "depth" }>): string {
  const tall = meaning.kind === "height";
  // "68" or taller", not "68" or more tall".
  if (meaning.atLeast && meaning.to === undefined) return `${meaning.inches}" or ${tall ? "taller" : "deeper"}`;
  return `${sizeWords(meaning.inches, meaning, '"')} ${tall ? "tall" : "deep"}`;
}

const SPEC_ORDER_LABELS: Record<SpecOrder, string> = {
  largest: "Largest first",
  smallest: "Smallest first",
  quietest: "Quietest first",
};

/** A fuel as the page names it: "gas", or "non-gas" for every fuel but gas. */
export const fuelName = ({ fuel, not }: { fuel: Fuel; not?: true }) => (not ? `non-${fuel}` : fuel);

export function understoodLabel(meaning: Meaning): string {
  switch (meaning.kind) {
    case "category":
      return capitalize(formatList(meaning.groups.map((group) => CATEGORY_NOUNS[group])));
    case "style":
      return capitalize(meaning.name);
    case "fuel":
      return capitalize(fuelName(meaning));
    case "brand":
      return meaning.brand;
    case "color":
      return capitalize(meaning.name);
    case "deal":
      return DEAL_LABELS[meaning.deal];
    case "sort":
      return SORT_LABELS[meaning.sort];
    case "bySpec":
      return SPEC_ORDER_LABELS[meaning.order];
    case "inStock":
      return "In stock";
    case "price":
      if (meaning.min !== null && meaning.max !== null) {
        return `${formatDollars(meaning.min)} to ${formatDollars(meaning.max)}`;
      }
      return meaning.max !== null ? `Under ${formatDollars(meaning.max)}` : `Over ${formatDollars(meaning.min ?? 0)}`;
    case "width":
      if (meaning.atLeast && meaning.to === undefined) return `${meaning.inches}" or wider`;
      return capitalize(`${sizeWords(meaning.inches, meaning, '"')} wide`);
    case "height":
    case "depth":
      return capitalize(measureWords(meaning));
    case "capacity":
      return capitalize(
        meaning.atMost || meaning.atLeast || meaning.to
          ? sizeWords(meaning.cubicFeet, meaning, " cu. ft.")
          : `about ${meaning.cubicFeet} cu. ft.`,
      );
    case "noise":
      return `${meaning.maxDba} dBA or quieter`;
  }
}
