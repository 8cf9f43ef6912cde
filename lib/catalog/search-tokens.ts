// A search's text as tokens: words, numbers (with thousands commas or decimals, in thousands
// with a "k", with a fraction, written together with their unit, or said in words) and the
// symbols prices and sizes use, and measures written together ("33x70"); a phrase of words found
// at a token; and the cue phrases said around prices, sizes and what is not wanted.
import {
  COUNTED_SPECS,
  NEGATIONS,
  NOMINAL_WIDTHS,
  PRICE_CUES,
  SIZE_CUES,
  TROUBLE_NEGATIONS,
  UNITS,
  WARRANTY_LENGTH,
} from "./search-vocabulary";
import type { SizeBound } from "./search-meaning";
import { editDistance, startsAlike } from "./typos";

/** Words for a thousand dollars after a number or "a". */
export const THOUSAND_WORDS: ReadonlySet<string> = new Set(["grand", "thousand"]);

/** The sizes a number in inches may be: a width, a height or a depth (at least 10 inches each). */
const INCHES_RANGE = { least: 10, width: 60, height: 96, depth: 48 } as const;

export const inInches = (kind: "width" | "height" | "depth", value: number) =>
  value >= INCHES_RANGE.least && value <= INCHES_RANGE[kind];

/** A word, number or symbol of the search text, and where it was said. */
export interface Token {
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
 * Numbers with thousands commas (zeros typed as the letter o too: "1,ooo") or decimals, runs of
 * letters (any alphabet, accents too) and digits with the apostrophes inside them, and the symbols
 * prices and sizes use.
 */
const PLAIN_TOKEN =
  /\d+[ -]\d{1,2}\/\d{1,2}|\d{1,3}(?:,[\do]{3})+(?:\.\d+)?|\d+(?:\.\d+)?['’](?:\d{1,2}(?:\.\d+)?)?(?!\p{L})|\d+\.\d+[a-z]*|[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*|[$"”″<>+~%-]/giu;
/** Two or three numbers written as a product's measures are: "33x70", '36" x 70" x 30', "24 by 34". */
const DIMENSIONS =
  /(\d+(?:\.\d+)?)["”″]?\s*(?:[x×*]|\s+by\s+)\s*(\d+(?:\.\d+)?)["”″]?(?:\s*(?:[x×*]|\s+by\s+)\s*(\d+(?:\.\d+)?)["”″]?)?(?![\p{L}\p{N}])/diu;
/** Any token: measures written together first, read apart when they are no sizes ("2x4"). */
const TOKEN = new RegExp(`${DIMENSIONS.source}|${PLAIN_TOKEN.source}`, "giu");
/** A number written together with its unit, or with "ish" ("30in", "4.5cu", "6ft", "500ish"). */
const NUMBER_WITH_UNIT =
  /^(\d+(?:\.\d+)?)(in|inch|inches|cm|ft|feet|cu|cuft|cf|dba|db|v|volts?|vac|watts?|w|btus?|cfm|h|d|yrs?|years?|ish)$/;
/** Feet written with their mark, and inches after it ("3'", "5'10"). */
const FEET_MARK = /^(\d+(?:\.\d+)?)['’](\d{1,2}(?:\.\d+)?)?$/;
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

/** Words that count hundreds or thousands ("a hundred", "a couple thousand"), never a number alone. */
const COUNTING_WORDS: ReadonlyMap<string, number> = new Map([
  ["a", 1],
  ["couple", 2],
]);

/**
 * "a" or "(a) couple" before "hundred", "(a) couple" before a thousand word, as the number it
 * counts ("a" before a thousand word is read with the price: "a grand").
 */
function countingWordAt(tokens: readonly Token[], index: number): { value: number; next: number } | null {
  const at = tokens[index]?.text === "a" && tokens[index + 1]?.text === "couple" ? index + 1 : index;
  const value = COUNTING_WORDS.get(tokens[at]?.text ?? "");
  const after = tokens[at + 1]?.text ?? "";
  if (value === undefined || (after !== "hundred" && (value === 1 || !THOUSAND_WORDS.has(after)))) return null;
  return { value, next: at + 1 };
}

/** The one-word names of things counted ("burner", "settings"). */
const THINGS_COUNTED: ReadonlySet<string> = new Set(
  COUNTED_SPECS.flatMap((counted) => counted.says.filter((said) => !said.includes(" "))),
);

/** A whole number written together with a thing counted ("5burner", "12place"): the two, else null. */
function numberWithThingCounted(raw: string): RegExpExecArray | null {
  const joined = /^(\d{1,2})(\p{L}+)$/u.exec(raw);
  return joined && THINGS_COUNTED.has(joined[2]!) ? joined : null;
}

/**
 * The first words of capacity units, of years and of things counted: a lone "one" to "nine" before
 * one is a number ("five cubic feet", "five year warranty", "five burner range").
 */
const NUMBERED_WORDS: ReadonlySet<string> = new Set(
  [...UNITS.cubicFeet, ...WARRANTY_LENGTH.years, ...COUNTED_SPECS.flatMap((counted) => counted.says)]
    .map((unit) => unit.split(" ")[0]!)
    .filter((word) => word.length > 1),
);

/** "point" and one digit, in words or not, from token `index` ("four point five", "2 point 2"): the digit and the index after. */
function decimalAt(tokens: readonly Token[], index: number): { digit: number; next: number } | null {
  if (tokens[index]?.text !== "point") return null;
  const next = tokens[index + 1];
  const word = next?.text ?? "";
  const digit = next?.kind === "number" && /^\d$/.test(word) ? Number(word) : word === "zero" ? 0 : ONES.get(word);
  return digit === undefined ? null : { digit, next: index + 2 };
}

/**
 * The tokens with numbers said in words as number tokens: "thirty six", "eighteen", hundreds
 * ("8 hundred", "five hundred fifty", "twelve hundred", "a hundred", "a couple hundred"), and
 * "two" of "two thousand" ("couple" of "a couple grand"), tenths ("four point five"). A lone "one"
 * to "nine" stays a word ("one door") unless a capacity's unit or a thing counted follows ("five
 * cubic feet", "five burners").
 */
function numbersInWords(tokens: Token[]): Token[] {
  const read: Token[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const spelled = spelledNumberAt(tokens, index) ?? countingWordAt(tokens, index);
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
    const tenths = number && decimalAt(tokens, number.next);
    if (number && tenths) {
      const text = `${number.value}.${tenths.digit}`;
      read.push({ text, start: token.start, end: tokens[tenths.next - 1]!.end, kind: "number" });
      index = tenths.next - 1;
      continue;
    }
    const after = tokens[spelled?.next ?? -1]?.text ?? "";
    const lone = spelled && ONES.has(token.text) && !THOUSAND_WORDS.has(after) && !NUMBERED_WORDS.has(after);
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

/**
 * Two apostrophes or primes after a number, as inches are typed without the double quote ("36''
 * fridge"), read as the inches mark; a space before it keeps every token where it was typed, so
 * the mark's token ends where the two did.
 */
const TWO_MARKS_AS_INCHES = /(?<=\d\s?)(?:['’′]{2})/gu;

/**
 * A decimal comma before cubic feet, as much of the world writes one ("4,5 cu ft": 4.5), read as
 * a point; a comma before three digits is still a thousands one.
 */
const DECIMAL_COMMA_BEFORE_CUBIC_FEET =
  /(?<=\d),(?=\d{1,2}\s*(?:cu\b|cubic|cuft|c\.\s?f\b|cf\b|ft\b|feet|foot|pies\b))/giu;

export function tokenize(typed: string): Token[] {
  const text = typed.replace(TWO_MARKS_AS_INCHES, ' "').replace(DECIMAL_COMMA_BEFORE_CUBIC_FEET, ".");
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const measures = DIMENSIONS.exec(match[0]);
    if (measures?.index === 0 && measures[0] === match[0]) {
      tokens.push(...(dimensionTokens(measures, match.index) ?? plainTokens(match[0], match.index)));
    } else {
      tokens.push(...readToken(match[0], match.index));
    }
  }
  return centimetresAsInches(
    feetAsInches(unitsTypedShort(boundsTypedWrong(numbersInWords(withoutPlusBetweenWords(tokens))))),
  );
}

/**
 * A bound typed with one slip of the keys right before an amount ("udner 600", "nuder 600",
 * "belwo $800", "aroudn 500"), as the bound: it had been a word looked for, or read as another
 * word ("nuder": a nuker, a microwave). Four letters or more that start as the bound does, one
 * edit away; a word that is itself a bound stays.
 */
function boundsTypedWrong(tokens: Token[]): Token[] {
  return tokens.map((token, index) => {
    if (token.kind !== "word" || token.text.length < 4 || ONE_WORD_BOUNDS.has(token.text)) return token;
    const next = tokens[index + 1]?.text === "$" ? tokens[index + 2] : tokens[index + 1];
    if (next?.kind !== "number") return token;
    const bound = LONG_BOUNDS.find((cue) => startsAlike(token.text, cue) && editDistance(token.text, cue, 1) <= 1);
    return bound ? { ...token, text: bound } : token;
  });
}

/**
 * A plus between two words joins them as "&" and "/" do ("washer+dryer" is "washer dryer", a
 * washer with its dryer); after a number it is a bound ("7+ cu ft"), and stays.
 */
function withoutPlusBetweenWords(tokens: Token[]): Token[] {
  return tokens.filter(
    (token, index) => token.text !== "+" || tokens[index - 1]?.kind !== "word" || tokens[index + 1]?.kind !== "word",
  );
}

/** The units read when typed cut short or with one slip of the keys after a number ("24 inc", "30 inche", "24 ich"). */
const UNITS_AFTER_NUMBER = ["inch", "inches"];
/** After "cu" or "cubic", feet cut short ("5 cu f", "5 cubic fe"). */
const FEET_AFTER_CUBIC = ["feet", "foot"];
const CUBIC: ReadonlySet<string> = new Set(["cu", "cubic"]);
/** Every word of the units as the vocabulary writes them. */
const UNIT_WORDS: ReadonlySet<string> = new Set(
  Object.values(UNITS).flatMap((units) => units.flatMap((unit) => unit.split(" "))),
);

/**
 * A number's unit typed cut short or with a slip ("24 inc", "30 inche", "24 ich", "5 cubi", "5
 * cu f"), as the unit: a search sent before the word was finished. Words of three letters or
 * more, no word of the vocabulary's units already.
 */
function unitsTypedShort(tokens: Token[]): Token[] {
  return tokens.map((token, index) => {
    if (token.kind !== "word") return token;
    let before = index - 1;
    while (tokens[before]?.text === "-") before -= 1;
    const previous = tokens[before];
    if (previous?.kind === "number") {
      if (token.text.length < 3 || UNIT_WORDS.has(token.text)) return token;
      const unit = UNITS_AFTER_NUMBER.find(
        (word) => word.startsWith(token.text) || editDistance(token.text, word, 1) <= 1,
      );
      if (unit) return { ...token, text: unit };
      if ("cubic".startsWith(token.text)) return { ...token, text: "cubic" };
      return token;
    }
    // Feet cut short after "cu" or "cubic" ("5 cu f", "5 cubic fe"): "f" alone is no unit there.
    const cutShort = (word: string) => word.startsWith(token.text) && word !== token.text;
    if (
      previous &&
      CUBIC.has(previous.text) &&
      tokens[before - 1]?.kind === "number" &&
      FEET_AFTER_CUBIC.some(cutShort)
    )
      return { ...token, text: "ft" };
    return token;
  });
}

const FEET: ReadonlySet<string> = new Set(UNITS.feet);
const INCHES_PER_FOOT = 12;
/** One word after feet that says they measure a width, height or depth. */
const LENGTH_WORDS: ReadonlySet<string> = new Set(
  [...UNITS.height, ...UNITS.depth, "wide", "w", "width", "across", "long"].filter((word) => !word.includes(" ")),
);
/** One word after a number that says it is inches ('10"', "10 in"). */
const INCH_WORDS: ReadonlySet<string> = new Set(
  UNITS.inches.filter((word) => !word.includes(" ") && !LENGTH_WORDS.has(word)),
);

/**
 * Feet in inches ("6-ft", "6ft", "6'" alike): with inches after them, the two as one length ("5
 * feet 10 inches", '5\'10"': 70 inches); before a width, height or depth, that many inches ("3
 * feet wide": 36 inches wide, "fridge under 6 ft tall": under 72 inches tall). The unit becomes
 * "in". Feet said alone stay as typed ("5 ft washer" is a capacity said short).
 */
function feetAsInches(tokens: Token[]): Token[] {
  const read: Token[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const unit = tokens[index + 1]?.text === "-" ? index + 2 : index + 1;
    if (token.kind !== "number" || !FEET.has(tokens[unit]?.text ?? "")) {
      read.push(token);
      continue;
    }
    const inches = (value: number) => String(Math.round(value * 10) / 10);
    const feet = Number(token.text) * INCHES_PER_FOOT;
    const after = tokens[unit + 1];
    if (after?.kind === "number" && Number(after.text) < INCHES_PER_FOOT) {
      // The inches after the feet, then their unit as said, or "in" when none was.
      read.push({ ...after, start: token.start, text: inches(feet + Number(after.text)) });
      if (!INCH_WORDS.has(tokens[unit + 2]?.text ?? ""))
        read.push({ ...after, start: after.end, text: "in", kind: "word" });
      index = unit + 1;
    } else if (LENGTH_WORDS.has(after?.text ?? "")) {
      read.push({ ...token, text: inches(feet) }, { ...tokens[unit]!, text: "in" });
      index = unit;
    } else {
      read.push(token);
    }
  }
  return read;
}

const CENTIMETRES: ReadonlySet<string> = new Set(UNITS.centimetres);
const CM_PER_INCH = 2.54;
/** Words between two numbers of a range the unit after the second is said of ("55-60 cm"). */
const RANGE_JOINS: ReadonlySet<string> = new Set(["-", "to", "and"]);

/**
 * Centimetres in inches, as the catalogue measures: to the closest nominal width within an inch
 * ("60 cm": 24, "76 cm": 30), else to a tenth ("178 cm tall": 70.1); a range's first number too ("55-60
 * cm"). The unit becomes "in", so a size in centimetres reads as one in inches.
 */
function centimetresAsInches(tokens: Token[]): Token[] {
  const inches = (token: Token): Token => {
    const value = Number(token.text) / CM_PER_INCH;
    const [nominal] = [...NOMINAL_WIDTHS]
      .filter((width) => Math.abs(width - value) <= 1)
      .sort((a, b) => Math.abs(a - value) - Math.abs(b - value));
    return { ...token, text: String(nominal ?? Math.round(value * 10) / 10) };
  };
  return tokens.map((token, index) => {
    const next = tokens[index + 1];
    if (CENTIMETRES.has(token.text) && tokens[index - 1]?.kind === "number") return { ...token, text: "in" };
    if (token.kind !== "number") return token;
    if (CENTIMETRES.has(next?.text ?? "")) return inches(token);
    const joined = RANGE_JOINS.has(next?.text ?? "") && tokens[index + 2]?.kind === "number";
    return joined && CENTIMETRES.has(tokens[index + 3]?.text ?? "") ? inches(token) : token;
  });
}

/** A figure ending in two zeros or more, some typed as the letter o ("5oo", "1,ooo", "10o0"). */
const ZEROS_AS_O = /^\d[\d,]*[0o]{2,}$/;

/** The tokens of one plain token's text: an amount in thousands, a fraction, a number and its unit, or itself. */
function readToken(written: string, start: number): Token[] {
  const end = start + written.length;
  // Feet by their mark, as words ("5'10": 5 ft 10), before the apostrophe is dropped.
  const feet = FEET_MARK.exec(written);
  if (feet) {
    const mark = start + feet[1]!.length;
    return [
      { text: feet[1]!, start, end: mark, kind: "number" },
      { text: "ft", start: mark, end: mark + 1, kind: "word" },
      ...(feet[2] ? [{ text: feet[2], start: mark + 1, end, kind: "number" as const }] : []),
    ];
  }
  const plain = plainText(written);
  // Zeros typed as the letter o after a figure ("under 5oo", "1,ooo"): the amount.
  const raw = ZEROS_AS_O.test(plain) && plain.includes("o") ? plain.replaceAll("o", "0") : plain;
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
  const joined = NUMBER_WITH_UNIT.exec(raw) ?? numberWithThingCounted(raw);
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

/** The words of a phrase as the tokenizer reads them (dashes, slashes, "&" and a plus between words are spaces), where they are. */
export function phraseTokens(phrase: string): Token[] {
  return tokenize(phrase).filter((token) => token.text !== "-");
}

/** The words of a phrase as the tokenizer reads them (dashes, slashes, "&" and a plus between words are spaces). */
export function phraseWords(phrase: string): string[] {
  return phraseTokens(phrase).map((token) => token.text);
}

/** Words a shopper may say inside a vocabulary phrase without changing it ("keep my food cold"). */
const INSIDE_PHRASE: ReadonlySet<string> = new Set(["my", "the", "our", "your", "his", "her", "their"]);

/**
 * From token `index`, the words of `phrase` in order (compared by their singulars, unless
 * `exactly`; dashes between them skipped, and unless `exactly` a "my" or "the"): the index after
 * the phrase, or -1.
 */
export function matchPhrase(
  tokens: readonly Token[],
  index: number,
  phrase: readonly string[],
  exactly = false,
): number {
  if (phrase.length === 0) return -1;
  let at = index;
  for (let position = 0; position < phrase.length; position += 1) {
    const word = phrase[position]!;
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
export function matchAny(tokens: readonly Token[], index: number, phrases: readonly (readonly string[])[]): number {
  let best = -1;
  for (const phrase of phrases) best = Math.max(best, matchPhrase(tokens, index, phrase, true));
  return best;
}

const words = (phrases: readonly string[]) => phrases.map(phraseWords);

/** The cues of a bound or an amount said in one word ("under", "over", "around"). */
export const ONE_WORD_BOUNDS: ReadonlySet<string> = new Set(
  [...PRICE_CUES.atMost, ...PRICE_CUES.atLeast, ...PRICE_CUES.about].filter((cue) => /^[a-z]+$/.test(cue)),
);

/** The bounds said in one word of five letters or more ("under", "below", "around"): their slips are read. */
const LONG_BOUNDS: readonly string[] = [...ONE_WORD_BOUNDS].filter((cue) => cue.length >= 5);

/** The cue phrases said around prices and sizes, of what is not wanted, and the units, as words. */
export const CUES = {
  atMost: words(PRICE_CUES.atMost),
  atLeast: words(PRICE_CUES.atLeast),
  afterAtMost: words(PRICE_CUES.afterAtMost),
  afterAtLeast: words(PRICE_CUES.afterAtLeast),
  currency: words(PRICE_CUES.currency),
  about: words(PRICE_CUES.about),
  afterAbout: words(PRICE_CUES.afterAbout),
  negation: words(NEGATIONS),
  trouble: words(TROUBLE_NEGATIONS.says),
  inches: words(UNITS.inches),
  // Feet said alone after a number are a capacity said short ("5 ft washer", "a 25 foot fridge").
  cubicFeet: words([...UNITS.cubicFeet, ...UNITS.feet]),
  decibels: words(UNITS.decibels),
  height: words(UNITS.height),
  depth: words(UNITS.depth),
};

/** The number token `index` is, or null. */
export function numberAt(tokens: readonly Token[], index: number): number | null {
  const token = tokens[index];
  return token?.kind === "number" ? Number(token.text.replace(/,/g, "")) : null;
}

/** The cue phrases of a size only ("no wider than", "width"), by the measure each names and its bound. */
export const SIZE_ONLY_CUES = SIZE_CUES.map(({ kind, atMost, atLeast, about }) => ({
  kind,
  bounds: [
    { bound: { atMost: true }, phrases: words(atMost) },
    { bound: { atLeast: true }, phrases: words(atLeast) },
    { bound: {}, phrases: words(about) },
  ] satisfies { bound: SizeBound; phrases: string[][] }[],
}));
