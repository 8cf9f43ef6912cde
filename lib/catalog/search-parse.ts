// Reads a shopper's search the way they type it: price and size phrases (search-amounts.ts) and
// the shop's words (search-phrases.ts, also a phrase typed with a mistake) become filters, a sort
// or other words for the same thing; what follows "without" or "no" is what the shopper does not
// want; a bare number may be a price, a size or a model year; what is left are the words to look
// for, each with its singular. Every piece keeps where it was said (search-meaning.ts), so the
// page can offer to remove it.
import { inDeliveryState, WARRANTY } from "@/lib/store";
import { groupsOfSubtypes, type ProductGroup } from "./categories";
import { DEAL_LABELS } from "./listing";
import { priceAt, SMALLEST_BARE_PRICE, sizeAt } from "./search-amounts";
import type { Meaning, ParsedSearch, QueryWord, Said, Understood } from "./search-meaning";
import { appliancesNamedIn, dealForms, featureLookup, lookingFor, meaningOf, termAt } from "./search-phrases";
import { CUES, matchAny, numberAt, phraseWords, singular, tokenize, type Token } from "./search-tokens";
import { editDistance } from "./typos";
import {
  BARE_CAPACITY,
  WHOLE_CAPACITIES,
  BARE_NOISE,
  LARGEST_CAPACITY_BUT_FRIDGES,
  NOMINAL_WIDTHS,
  REFRIGERATOR_WIDTHS,
  COMMON_WIDTHS,
  OTHER_BRANDS,
  TROUBLE_NEGATIONS,
  VOLTAGES,
  AMPS,
  OUTLETS,
  BARE_VOLTS,
  FUEL_SUBTYPES,
  WARRANTY_LENGTH,
  RATINGS,
  COUNTED_SPECS,
  MOST_COUNTED,
  SHOP_TERMS,
  STORE_TOWN,
  type CatalogList,
  type Service,
  type ShopTerm,
} from "./search-vocabulary";

/** Most words a search looks for; more are left out. */
export const MAX_SEARCH_WORDS = 8;

const TROUBLE_AFTER: ReadonlySet<string> = new Set(TROUBLE_NEGATIONS.after);
const TROUBLE_HAVING: ReadonlySet<string> = new Set(TROUBLE_NEGATIONS.having);

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
 * A minus written before a word, as in a web search ("washer -samsung"): after a space or at the
 * start, the word's letters right after it. Never a dash inside words ("side-by-side") or a range
 * ("500-800").
 */
function minusAt(tokens: readonly Token[], index: number): boolean {
  const [before, minus, word] = [tokens[index - 1], tokens[index], tokens[index + 1]];
  return (
    minus?.text === "-" &&
    (!before || before.end < minus.start) &&
    word?.start === minus.end &&
    /^\p{L}/u.test(word.text)
  );
}

/**
 * Two features of the vocabulary said with "or" between ("dryer with steam or sanitize"): one
 * word that either gives, its forms the two's (they had to be found together). Only plain
 * features: one a measurement gives, or with phrases that say a product lacks it after all, or
 * not wanted, stays as said. Changes `found` in place.
 */
function featuresEither(text: string, found: QueryWord[]): void {
  found.sort((a, b) => a.start - b.start);
  const plain = (word: QueryWord | undefined): word is QueryWord =>
    word !== undefined && word.shopWord === true && !word.negated && !word.measure && !word.except && !word.of;
  for (let index = 0; index + 1 < found.length; index += 1) {
    const [first, second] = [found[index], found[index + 1]];
    if (!plain(first) || !plain(second) || !/^\s*or\s*$/i.test(text.slice(first.end, second.start))) continue;
    const { named: _first, ...either } = first;
    found.splice(index, 2, {
      ...either,
      said: text.slice(first.start, second.end),
      end: second.end,
      forms: [...first.forms, ...second.forms],
      ...(first.whole && second.whole ? {} : { whole: undefined }),
    });
    index -= 1;
  }
}

/** Words that join two styles said with one's last words ("top or front load"). */
const SHARED_TAIL_JOINERS: ReadonlySet<string> = new Set(["or", "and"]);

/**
 * The style or category a word at `index` names with the last words of the phrase said after
 * "or" or "and" ("top" of "top or front load" is top load; "top or bottom freezer"; "2 or 3 door"), when that
 * phrase is of the same kind of meaning and the word starts no phrase of its own; else null.
 */
function sharedTailAt(tokens: readonly Token[], index: number): Meaning | null {
  const [first, joiner] = [tokens[index], tokens[index + 1]];
  if ((first?.kind !== "word" && first?.kind !== "number") || !SHARED_TAIL_JOINERS.has(joiner?.text ?? "")) return null;
  const own = termAt(tokens, index);
  if (own && !("ignore" in own.term)) return null;
  const next = termAt(tokens, index + 2);
  if (!next || next.next - (index + 2) < 2) return null;
  const tail = tokens.slice(index + 3, next.next);
  const phrase = termAt([first, ...tail], 0);
  if (!phrase || phrase.next !== tail.length + 1) return null;
  const [meaning, other] = [meaningOf(phrase.term), meaningOf(next.term)];
  if (!meaning || !other || meaning.kind !== other.kind) return null;
  return meaning.kind === "style" || meaning.kind === "category" ? meaning : null;
}

/** Words of how much between a negation and what is not wanted ("not too big", "not very loud"). */
const HOW_MUCH: ReadonlySet<string> = new Set(["too", "so", "very", "that", "overly", "really", "super"]);

/**
 * What the shopper does not want, from token `index`: a negation ("without", "no", "non"), then a
 * shop phrase or a word (unwantedAt). Null when no negation starts here or nothing follows it.
 */
function negatedAt(tokens: readonly Token[], index: number): ReturnType<typeof unwantedAt> {
  let from = minusAt(tokens, index) ? index + 1 : matchAny(tokens, index, CUES.negation);
  if (from < 0) return null;
  // Dashes and words that say nothing between: "non-smart", "without an ice maker", and how
  // much: "not too big" is "not big".
  for (;;) {
    while (tokens[from]?.text === "-" || HOW_MUCH.has(tokens[from]?.text ?? "")) from += 1;
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
 * not wanted), but for a deal's ("no dents or scratches" wants neither).
 */
function unwantedAt(
  tokens: readonly Token[],
  from: number,
  { filters = true } = {},
): ({ from: number; next: number } & Pick<QueryWord, "forms" | "except" | "measure">) | null {
  const term = termAt(tokens, from);
  if (term && !("ignore" in term.term)) {
    if (!filters && !("means" in term.term) && !("deal" in term.term)) return null;
    if ("means" in term.term) return { from, next: term.next, ...lookingFor(featureLookup(term.term)) };
    // A deal not wanted, however it is said ("no dents"), is the deal as each product's text names it.
    if ("deal" in term.term) return term.term.not ? null : { from, next: term.next, forms: dealForms(term.term.deal) };
    // Looked for in the singular, as products are named ("no french doors": no French Door), and a
    // style also as the shop names it ("no front loaders", "no mini fridge": no front load, compact).
    const saidWords = tokens
      .slice(from, term.next)
      .filter((token) => token.text !== "-")
      .map((token) => singular(token.text));
    const named = "style" in term.term ? phraseWords(term.term.name).filter((word) => word !== "-") : saidWords;
    const forms = named.join(" ") === saidWords.join(" ") ? [saidWords] : [saidWords, named];
    return { from, next: term.next, forms };
  }
  const token = tokens[from];
  if (!token || token.kind !== "word" || term) return null;
  return { from, next: from + 1, forms: wordForms(token.text) };
}

const VOLT_UNITS: ReadonlySet<string> = new Set(VOLTAGES.units);
const AMP_UNITS: ReadonlySet<string> = new Set(AMPS.units);
const OUTLET_WORDS: ReadonlySet<string> = new Set(OUTLETS.words);
const PLAIN_OUTLET: ReadonlySet<string> = new Set(OUTLETS.plain);

/** The showroom's town beside other words is the place; see STORE_TOWN. */
function townAt(tokens: readonly Token[], index: number): boolean {
  if (tokens[index]!.text !== STORE_TOWN.town || !tokens.some((token, at) => at !== index && token.kind !== "symbol"))
    return false;
  // A phrase of the shop's that starts with the town reads as the phrase ("reynoldsburg oh").
  if ((termAt(tokens, index)?.next ?? 0) > index + 1) return false;
  // The rest of the brand's name being typed, or written with its end changed ("basic", "basix").
  const next = tokens[index + 1]?.text;
  const rest = STORE_TOWN.houseBrandRest;
  return !next || !(rest.startsWith(next) || next.startsWith(rest.slice(0, 4)));
}

/** Words before a ZIP code: "zip" always; a place's ("to", "near") before an Ohio one, or any in a delivery question. */
const ZIP_WORDS: ReadonlySet<string> = new Set(["zip", "zipcode"]);
const PLACE_WORDS: ReadonlySet<string> = new Set(["to", "in", "near", "around"]);

/**
 * The index after a ZIP code said with its cue from token `index` ("to 90210", "zip code 43230",
 * "near 43068"), or null; "washer to 50000" stays a price.
 */
function zipAt(tokens: readonly Token[], index: number, deliveryAsked: boolean): number | null {
  const cue = tokens[index]?.text ?? "";
  const zipWord = ZIP_WORDS.has(cue);
  if (!zipWord && !PLACE_WORDS.has(cue)) return null;
  const at = zipWord && tokens[index + 1]?.text === "code" ? index + 2 : index + 1;
  const number = tokens[at];
  if (number?.kind !== "number" || number.money || !/^\d{5}$/.test(number.text)) return null;
  return zipWord || deliveryAsked || inDeliveryState(number.text) ? at + 1 : null;
}

/**
 * A mains voltage from token `index` ("240v", "220 volts", "110 outlet"), a circuit's current
 * ("30 amp"), or a plain outlet said in words ("regular outlet", "standard wall plug"): whether it
 * is an electric appliance's, and the index after it.
 */
function voltsAt(tokens: readonly Token[], index: number): { electric: boolean; next: number } | null {
  const after = tokens[index + 1]?.text ?? "";
  const value = numberAt(tokens, index);
  if (value === null) {
    if (!PLAIN_OUTLET.has(tokens[index]?.text ?? "")) return null;
    const outlet = OUTLET_WORDS.has(after) ? index + 1 : PLAIN_OUTLET.has(after) ? index + 2 : -1;
    return outlet > 0 && OUTLET_WORDS.has(tokens[outlet]?.text ?? "") ? { electric: false, next: outlet + 1 } : null;
  }
  if (AMP_UNITS.has(after) && (AMPS.circuits as readonly number[]).includes(value)) {
    return { electric: value >= AMPS.electricFrom, next: index + 2 };
  }
  if (value < VOLTAGES.min || value > VOLTAGES.max) return null;
  if (!VOLT_UNITS.has(after) && !OUTLET_WORDS.has(after)) return null;
  return { electric: value >= VOLTAGES.electricFrom, next: index + 2 };
}

/** The kinds sold both gas and electric (dryers, ranges): their electric ones take 240 V, their gas ones a plain outlet. */
const GAS_OR_ELECTRIC: readonly ProductGroup[] = groupsOfSubtypes(FUEL_SUBTYPES.gas).filter((group) =>
  groupsOfSubtypes(FUEL_SUBTYPES.electric).includes(group),
);

/**
 * A low mains voltage said beside kinds sold both gas and electric ("dryer 120v", "110 volt
 * range"; on their page, alone) asks for what plugs into it: their gas ones. Beside other kinds, or
 * with a fuel said, it says nothing: every other appliance plugs into it.
 */
function gasByLowVolts(spans: readonly Said[], understood: Understood[], pageKinds: readonly ProductGroup[]): void {
  const first = spans[0];
  if (!first || understood.some((item) => item.kind === "fuel")) return;
  const groups = kindsSaidOrOfPage(understood, pageKinds);
  if (groups.length > 0 && groups.every((group) => GAS_OR_ELECTRIC.includes(group))) {
    understood.push({ kind: "fuel", fuel: "gas", ...first });
  }
}

/** The kinds of appliance a search names, else those of the page it was typed on. */
function kindsSaidOrOfPage(
  understood: readonly Understood[],
  pageKinds: readonly ProductGroup[],
): readonly ProductGroup[] {
  const kinds = understood.flatMap((item) => (item.kind === "category" ? item.groups : []));
  return kinds.length > 0 ? kinds : pageKinds;
}

/** Whether every kind is one rated by its noise (dishwashers), so a number may be a noise level. */
const onlyNoiseRated = (groups: readonly ProductGroup[]) =>
  groups.length > 0 && groups.every((group) => BARE_NOISE.groups.includes(group));

/** Whether an amount was said as money: "$45", "45 dollars", "1.5k", not "45". */
function saidAsMoney(said: string): boolean {
  const tokens = tokenize(said);
  return tokens.some((token, index) => token.money === true || matchAny(tokens, index, CUES.currency) >= 0);
}

/**
 * Beside only the kinds rated by their noise, a most to spend that no such appliance costs and
 * that is a noise level, said without money ("dishwasher under 45"), is that noise level: 45 dBA
 * or quieter (it had been a budget of $45 that nothing met, every dishwasher cheapest first).
 */
function boundedNoise(understood: Understood[], pageKinds: readonly ProductGroup[]): void {
  const at = understood.findIndex(
    (item) =>
      item.kind === "price" &&
      item.min === null &&
      item.max !== null &&
      item.max >= BARE_NOISE.min &&
      item.max <= BARE_NOISE.max &&
      !saidAsMoney(item.said),
  );
  const price = understood[at];
  if (price?.kind !== "price" || price.max === null || understood.some((item) => item.kind === "noise")) return;
  if (!onlyNoiseRated(kindsSaidOrOfPage(understood, pageKinds))) return;
  const { said, start, end } = price;
  understood.splice(at, 1, { kind: "noise", maxDba: price.max, said, start, end });
}

/**
 * A name as letters and digits only, lowercase, accents dropped: "Speed Queen" is "speedqueen",
 * "L.G." is "lg", "Café" is "cafe" (as a search reads "café").
 */
export const joinedName = (name: string) =>
  // Plain ASCII, as nearly every search is, has no accent to drop.
  (/^[\x20-\x7e]*$/.test(name) ? name : name.normalize("NFKD").replace(/\p{M}/gu, ""))
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/** Words said as a brand's name is compared: "black and decker" is Black+Decker. */
export const brandLetters = (said: string) => joinedName(said.replace(/\band\b/gi, " "));

/** Brands we don't carry, by their letters ("General Electric": generalelectric). */
const OTHER_BRAND_LETTERS: ReadonlyMap<string, string> = new Map(OTHER_BRANDS.map((name) => [joinedName(name), name]));

/** The fewest letters of a brand in several words read through a mistake ("kitchen aide"). */
const MISTYPED_BRAND_LETTERS = 7;

/** The brands we don't carry long enough to be read through a mistake, by their letters. */
const LONG_OTHER_BRANDS = [...OTHER_BRAND_LETTERS].filter(([letters]) => letters.length >= MISTYPED_BRAND_LETTERS);

/**
 * A brand we don't carry named in several words from token `index` ("general electric", "black
 * and decker", "kitchen aid"), which its words would otherwise read as a fuel, a colour or words
 * that say nothing: the index after it, and the brand when it was written with a mistake. Written
 * exactly, else with one mistake in a name of seven letters or more ("kitchen aide", "general
 * electrc", "fisher paykle"; one, as two words close to a brand are otherwise often words of ours:
 * "gas appliances").
 */
function otherBrandAt(
  text: string,
  tokens: readonly Token[],
  index: number,
): { next: number; mistyped?: string } | null {
  // "and" joins a brand's words ("black and decker"), never starts one ("whirlpool and maytag").
  if (tokens[index]?.kind !== "word" || tokens[index]!.text === "and") return null;
  const spans: { letters: string; next: number }[] = [];
  for (let at = index + 1; at < Math.min(tokens.length, index + 4); at += 1) {
    if (tokens[at]!.kind !== "word") continue;
    const letters = brandLetters(text.slice(tokens[index]!.start, tokens[at]!.end));
    if (OTHER_BRAND_LETTERS.has(letters)) return { next: at + 1 };
    // A letter or two after a name may be the next word being typed ("blomberg w").
    if (tokens[at]!.text.length >= 3) spans.push({ letters, next: at + 1 });
  }
  for (const { letters, next } of spans) {
    if (letters.length < MISTYPED_BRAND_LETTERS) continue;
    for (const [brand, name] of LONG_OTHER_BRANDS) {
      if (Math.abs(brand.length - letters.length) <= 1 && editDistance(letters, brand, 1) <= 1) {
        return { next, mistyped: name };
      }
    }
  }
  return null;
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

const COUNTED_WORDS = COUNTED_SPECS.map((counted) => ({ ...counted, forms: counted.says.map(phraseWords) }));

/**
 * So many of a thing a product has, from token `index` ("5 burner", "5-burner", "12 place
 * settings"): a whole number from one to the most counted, then the thing. Null when none is said
 * here.
 */
function countAt(tokens: readonly Token[], index: number): { meaning: Meaning; next: number } | null {
  const value = numberAt(tokens, index);
  if (value === null || !Number.isInteger(value) || value < 1 || value > MOST_COUNTED) return null;
  const thing = tokens[index + 1]?.text === "-" ? index + 2 : index + 1;
  for (const counted of COUNTED_WORDS) {
    const next = matchAny(tokens, thing, counted.forms);
    if (next >= 0) return { meaning: { kind: "count", value, specs: counted.specs, label: counted.label }, next };
  }
  return null;
}

/** The most of a thing a count being typed is read for: larger numbers are more often sizes ("24 el"). */
const MOST_COUNT_TYPED = 20;

/**
 * The text with the thing of a count being typed written out, for the header's suggestions: a
 * whole number from one to twenty, then (apart, after a dash or written together) two letters or
 * more that start a word of one counted thing only ("5 bu": 5 burner, "5-bu", "12 pl": 12 place,
 * "8 cy": 8 cycle). After such a number the letters go on to what it counts, not to another word
 * they start ("5 bu" is no built-in wall oven). Null when the text ends otherwise, or the thing is
 * written whole already.
 */
export function countWordStarting(typed: string): string | null {
  const match = /(?:^|\s)(\d{1,2})(?:\s*-\s*|\s*)(\p{L}{2,})$/u.exec(typed);
  if (!match) return null;
  const value = Number(match[1]);
  const letters = match[2]!.toLowerCase();
  if (value < 1 || value > MOST_COUNT_TYPED) return null;
  const words = COUNTED_WORDS.map((counted) =>
    counted.forms.flatMap((form) => (form.length === 1 && form[0]!.startsWith(letters) ? [form[0]!] : [])),
  );
  const things = words.filter((started) => started.length > 0);
  if (things.length !== 1 || things[0]!.includes(letters)) return null;
  const thing = things[0]!.reduce((shortest, word) => (word.length < shortest.length ? word : shortest));
  return `${typed.slice(0, typed.length - letters.length)}${thing}`;
}

/**
 * The text with its last word, still being typed, written out as the first of `words` it starts
 * (one letter or more, not the whole word), when the text so written ends with a filter of `kind`;
 * else null. `cue` must match the text first: most texts are not read twice.
 */
function filterWordStarting(
  typed: string,
  words: readonly string[],
  kind: Understood["kind"],
  cue: RegExp,
): string | null {
  const letters = /\s(\p{L}+)$/u.exec(typed)?.[1]?.toLowerCase();
  if (!letters || !cue.test(typed)) return null;
  const word = words.find((candidate) => candidate.length > letters.length && candidate.startsWith(letters));
  if (!word) return null;
  const whole = `${typed.slice(0, typed.length - letters.length)}${word}`;
  return parseSearch(whole).understood.some((item) => item.kind === kind && item.end === whole.length) ? whole : null;
}

/**
 * The text with "range" written out after a price said by the range it is in, for the header's
 * suggestions: "fridge in the 1000 ra" goes on to "in the 1000 range", no ranges of appliance
 * started. Null when the text ends otherwise.
 */
export const priceRangeStarting = (typed: string): string | null =>
  filterWordStarting(typed, ["range"], "price", /(?:^|\s)in the\s.*\d/iu);

/** The words after a share that make it one off the price, as the header writes one out being typed. */
const OFF_WORDS_TYPED = ["off", "price", "discount", "discounted"];

/**
 * The text with the word that makes a share one off the price written out, for the header's
 * suggestions: "40% o" and "30 percent of" go on to "off", "half p" to "half price", where their
 * letters had started ovens and compact refrigerators. Null when the text ends otherwise.
 */
export const discountStarting = (typed: string): string | null =>
  filterWordStarting(typed, OFF_WORDS_TYPED, "discount", /(?:\d|\bhalf)\s*(?:%|percent|pct)?\s+\p{L}+$/iu);

/** Words that go on with a list of what is not wanted: "no ice or water", "neither steam nor wifi". */
const UNWANTED_LIST = new Set(["or", "nor"]);

/**
 * The searches read last, by their text: a page, its count and the header's suggestions read the
 * same text more than once. Kept frozen, as every reader shares them.
 */
const recentlyRead = new Map<string, ParsedSearch>();
const KEPT_READS = 64;

/**
 * What a search's text says: its filters and sorts, the words to look for, its notes. `kinds`,
 * the kinds of product the page it is typed on lists: a style said alone is said of them
 * ("compact" on the washers' page is a small washer).
 */
export function parseSearch(text: string, { kinds = [] }: { kinds?: readonly ProductGroup[] } = {}): ParsedSearch {
  const key = kinds.length > 0 ? `${kinds.join()}|${text}` : text;
  const kept = recentlyRead.get(key);
  if (kept) return kept;
  const parsed = readText(text, kinds);
  for (const list of Object.values(parsed)) if (Array.isArray(list)) Object.freeze(list);
  recentlyRead.set(key, Object.freeze(parsed));
  if (recentlyRead.size > KEPT_READS) recentlyRead.delete(recentlyRead.keys().next().value!);
  return parsed;
}

function readText(text: string, pageKinds: readonly ProductGroup[]): ParsedSearch {
  const tokens = tokenize(text);
  const understood: Understood[] = [];
  const found: QueryWord[] = [];
  const corrections: ParsedSearch["corrections"] = [];
  const services = new Set<Service>();
  const notes = new Set<string>();
  const lists = new Set<CatalogList>();
  let notSold = false;
  // Numbers read as words, each with its token: beside a category, a size or price said bare.
  const numbers: { word: QueryWord; token: Token }[] = [];
  // Low mains voltages said ("120v"), read once the kinds said are known.
  const lowVolts: Said[] = [];
  let negationEnd = -1;
  const said = (from: number, next: number): Said => {
    const start = tokens[from]!.start;
    const end = tokens[next - 1]!.end;
    return { said: text.slice(start, end), start, end };
  };
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    // A share off the list price ("40% off", "half off"): at least that much; "up to 60% off", the
    // shop's own words, tells no product apart.
    const discount = discountAt(tokens, index);
    if (discount) {
      if (discount.percent !== null)
        understood.push({ kind: "discount", percent: discount.percent, ...said(index, discount.next) });
      index = discount.next;
      continue;
    }
    // A length of time ("1 hour wash", "15 minute cycle", "24 hour delivery") is no store hours,
    // size or price, and no filter: it says nothing.
    if (token.kind === "number" && DURATION_UNITS.has(tokens[index + 1]?.text ?? "")) {
      index += 2;
      continue;
    }
    // A number of years: of a warranty ("5 year warranty", "warranty of 7 years"), at least
    // that many years of the manufacturer's (one year is every product's, and says nothing);
    // else looked for as said together, as a length is written ("7-Year"), never a size or a
    // price, and left out whole when no product says it. A dash may join them ("5-year warranty").
    const yearsUnit = tokens[index + 1]?.text === "-" ? index + 2 : index + 1;
    if (token.kind === "number" && YEAR_UNITS.has(tokens[yearsUnit]?.text ?? "")) {
      const warranty = warrantyYearsAt(tokens, index, yearsUnit + 1);
      if (warranty) {
        if (warranty.years > WARRANTY.manufacturerYears)
          understood.push({ kind: "warranty", years: warranty.years, ...said(index, warranty.next) });
        index = warranty.next;
        continue;
      }
      found.push({ ...said(index, yearsUnit + 1), forms: [[token.text, "year"]] });
      index = yearsUnit + 1;
      continue;
    }
    // A voltage: a high one is what electric appliances take ("240v dryer"); a low one is read
    // once the kinds said are known (gasByLowVolts).
    const volts = voltsAt(tokens, index);
    if (volts) {
      if (volts.electric) understood.push({ kind: "fuel", fuel: "electric", ...said(index, volts.next) });
      else lowVolts.push(said(index, volts.next));
      index = volts.next;
      continue;
    }
    // A brand we don't carry, named in words that would say something else ("general electric").
    const brand = otherBrandAt(text, tokens, index);
    if (brand) {
      const name = said(index, brand.next);
      found.push({ ...name, forms: [phraseWords(name.said)], ...(brand.mistyped && { named: brand.mistyped }) });
      index = brand.next;
      continue;
    }
    if (townAt(tokens, index)) {
      services.add("showroom");
      index += 1;
      continue;
    }
    // A ZIP code after the words of where ("delivery to 90210", "zip code 43230"): where the
    // shopper is, in Ohio or not, never a price ("to 90210" is no "up to").
    const zip = zipAt(tokens, index, services.has("delivery"));
    if (zip !== null) {
      services.add("delivery");
      index = zip;
      continue;
    }
    // A least star rating ("rated 4.5 or higher", "reviews over 4"): the best rated first, never a
    // price or a capacity; the shop has no filter by stars.
    const stars = leastStarsAt(tokens, index);
    if (stars) {
      understood.push({ kind: "sort", sort: "rating", ...said(index, stars) });
      index = stars;
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
    const filter = countAt(tokens, index) ?? priceAt(tokens, index) ?? sizeAt(tokens, index);
    if (filter) {
      understood.push({ ...filter.meaning, ...said(index, filter.next) });
      index = filter.next;
      continue;
    }
    // An Ohio ZIP code, five digits without a comma ("washer 43230"): where the shopper is, which
    // asks what delivery there costs, not a price.
    if (token.kind === "number" && /^\d{5}$/.test(token.text)) {
      if (inDeliveryState(token.text)) {
        services.add("delivery");
        index += 1;
        continue;
      }
    }
    // "A dryer that doesn't wrinkle": a trouble the product should handle, looked for as said;
    // unless the words are a shop phrase ("a fridge that doesn't make noise": quiet).
    const trouble = TROUBLE_AFTER.has(tokens[index - 1]?.text ?? "") ? matchAny(tokens, index, CUES.trouble) : -1;
    const phraseHere = trouble >= 0 ? termAt(tokens, index) : null;
    const saidAsPhrase = phraseHere !== null && !("ignore" in phraseHere.term) && phraseHere.next > trouble;
    if (trouble >= 0 && !TROUBLE_HAVING.has(tokens[trouble]?.text ?? "") && !saidAsPhrase) {
      index = trouble;
      continue;
    }
    // A style said with the next one's last words ("top or front load", "top or bottom freezer"):
    // both, the next read as usual.
    const shared = sharedTailAt(tokens, index);
    if (shared) {
      understood.push({ ...shared, ...said(index, index + 1) });
      index += 1;
      continue;
    }
    // A shop phrase said here wins over a negation; a phrase that says nothing only when it is
    // longer than the negation ("not working" asks for a repair; the "w" of "w/o" says nothing).
    const term = termAt(tokens, index);
    // A shop word of a few letters written before letters and digits is the start of a model
    // number written apart ("DW 80B6060UG", "MW-4000AB"), not the trade's word for a kind.
    const rest =
      term && term.next === index + 1 && !term.corrected && !("ignore" in term.term)
        ? modelGoesOn(text, tokens, index)
        : null;
    if (rest !== null) {
      found.push({ ...said(index, index + 1), forms: wordForms(token.text) });
      found.push({ ...said(rest, rest + 1), forms: wordForms(tokens[rest]!.text) });
      index = rest + 1;
      continue;
    }
    // Nor is one written after the start of a model number written apart ("WTW 5000 DW"): it is
    // the number's end, not dishwashers under $5,000.
    if (
      term &&
      term.next === index + 1 &&
      !term.corrected &&
      !("ignore" in term.term) &&
      endsModel(text, tokens, index, (read) => found.some((word) => word.start === read.start))
    ) {
      found.push({ ...said(index, index + 1), forms: wordForms(token.text) });
      index += 1;
      continue;
    }
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
    // nothing ("washer no 500", "about 25 cu ft"); nor a bound said last, after other words, with
    // nothing after it but a currency sign ("washer under", "fridge over $": an amount still being
    // typed). Said alone, it is looked for ("over": the over-the-range microwaves).
    const boundEnd = index > 0 && (!term || term.next < tokens.length) ? trailingBoundAt(tokens, index) : -1;
    if (boundEnd >= 0) {
      index = boundEnd;
      continue;
    }
    const cue = termWins ? -1 : cueEnd;
    if (cue >= 0) {
      if (matchAny(tokens, index, CUES.negation) === cue) negationEnd = cue;
      index = cue;
      continue;
    }
    if (term) {
      if (term.corrected) corrections.push({ said: said(index, term.next), to: term.corrected });
      if ("service" in term.term && term.term.service) services.add(term.term.service);
      if ("lists" in term.term && term.term.lists) lists.add(term.term.lists);
      if ("ignore" in term.term && term.term.note) {
        notes.add(term.term.note);
        if (!term.term.insteadOurs) notSold = true;
        for (const at of appliancesNamedIn(tokens, index, term.next))
          understood.push({ ...at.meaning, ...said(at.index, at.index + 1) });
      }
      const meaning = meaningOf(term.term);
      if (meaning) understood.push({ ...meaning, ...said(index, term.next) });
      else if ("deal" in term.term) {
        // Every product but a deal's ("undamaged", "like new"), named as the deal is: "dryers
        // without scratch & dent", never "without undamaged".
        const what = said(index, term.next);
        found.push({ ...what, forms: dealForms(term.term.deal), negated: DEAL_LABELS[term.term.deal].toLowerCase() });
      } else if ("means" in term.term) {
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
      // A series or a model year ("500 series", "2020 model") is a name, never an amount.
      const named =
        token.kind === "number" &&
        [tokens[index - 1], tokens[index + 1]].some((next) => NAMED_BY_NUMBER.has(next?.text ?? ""));
      const word: QueryWord = { ...said(index, index + 1), forms: wordForms(token.text), ...(named && { name: true }) };
      found.push(word);
      // Not after a negation with nothing it could leave out ("washer no 500").
      if (token.kind === "number" && !token.money && index !== negationEnd && !named) numbers.push({ word, token });
    }
    index += 1;
  }
  bareNumbers(text, numbers, found, understood, pageKinds);
  boundedNoise(understood, pageKinds);
  gasByLowVolts(lowVolts, understood, pageKinds);
  overTheRange(text, understood);
  kindGoneWith(text, understood);
  styleOfOtherKinds(understood, found, pageKinds);
  featuresEither(text, found);
  const key = (word: QueryWord) => JSON.stringify([word.forms, Boolean(word.negated)]);
  const unique = found.filter((word, position) => found.findIndex((other) => key(other) === key(word)) === position);
  // What an appliance does names its kind only when no kind is named by its name ("microwave
  // to cook food" is microwaves, not ranges too); some words only when the page names none either.
  const byName = understood.some((item) => (item.kind === "category" && !item.byUse) || item.kind === "style");
  const outNamed = (item: Understood) =>
    item.kind === "category" && ((byName && item.byUse) || (pageKinds.length > 0 && item.aloneOnly));
  return {
    text,
    understood: understood.filter((item) => !outNamed(item)),
    words: unique.slice(0, MAX_SEARCH_WORDS),
    corrections,
    services: [...services],
    notes: [...notes],
    notSold,
    lists: [...lists],
  };
}

type FeatureTerm = Extract<ShopTerm, { means: readonly string[] }>;

/** The vocabulary's entry of other words for the same thing whose first phrase is `name`. */
function featureEntry(name: string): FeatureTerm {
  const entry = SHOP_TERMS.find((term): term is FeatureTerm => "means" in term && term.says[0] === name);
  if (!entry) throw new Error(`The vocabulary has no feature entry "${name}" (a style's ofOtherKinds names one)`);
  return entry;
}

/** The styles read as a feature when said of another kind, each with that feature's entry. */
const OTHER_KIND_READINGS = SHOP_TERMS.flatMap((term) =>
  "style" in term && term.ofOtherKinds
    ? [
        {
          subtypes: term.style.join(),
          groups: groupsOfSubtypes(term.style),
          feature: featureEntry(term.ofOtherKinds),
        },
      ]
    : [],
);

/** How other kinds read a style, as a feature of theirs ("compact": small washers); undefined when none do. */
const otherKindReading = (item: Understood) =>
  item.kind === "style" ? OTHER_KIND_READINGS.find((other) => other.subtypes === item.subtypes.join()) : undefined;

/** Whether other kinds read this style as a feature of theirs ("compact": small washers). */
export const readByOtherKinds = (item: Understood): boolean => otherKindReading(item) !== undefined;

/**
 * A style said of kinds that have no such style, as the word of the feature the vocabulary reads
 * it as for them ("compact washer", "compact dryer": small ones of that kind, as "apartment
 * size" is); null when it is a style of one of `kinds`, or no other kind reads it.
 */
export function styleOfOtherKindsWord(item: Understood, kinds: readonly ProductGroup[]): QueryWord | null {
  const reading = otherKindReading(item);
  if (!reading || kinds.length === 0 || kinds.some((group) => reading.groups.includes(group))) return null;
  const { said, start, end } = item;
  return { said, start, end, ...featureLookup(reading.feature), shopWord: true, named: reading.feature.says[0]! };
}

/**
 * A style said of a kind that has no such style reads as the vocabulary says (see
 * styleOfOtherKindsWord): the compact style is refrigerators', and would have been left out
 * (showing every washer, nothing said of the size); so does a style said on the page of a kind
 * that has none ("compact" on the washers' page). Changes `understood` and `found` in place.
 */
function styleOfOtherKinds(understood: Understood[], found: QueryWord[], pageKinds: readonly ProductGroup[]): void {
  const kinds = [...kindsNamed(understood), ...pageKinds];
  for (const item of [...understood]) {
    const word = styleOfOtherKindsWord(item, kinds);
    if (!word) continue;
    understood.splice(understood.indexOf(item), 1);
    found.push(word);
  }
}

/** The kinds a search names by their names (not by what they are used for). */
export const kindsNamed = (understood: readonly Understood[]): ProductGroup[] =>
  understood.flatMap((item) => (item.kind === "category" && !item.byUse ? item.groups : []));

/** The over-the-range style, as the vocabulary names it. */
const OVER_THE_RANGE = meaningOf(SHOP_TERMS.find((term) => "style" in term && term.says.includes("over the range"))!)!;
/** Words between "over" and the range that say nothing of it ("over my range", "above the stove"). */
const RANGE_FILLERS = /^(a|an|the|my|our|your|existing|current|new|inch|inches|in|")$/;

/**
 * A microwave said to go over or above a range ("microwave over 30 inch range", "microwave above
 * a gas stove") is an over-the-range microwave: the range, with its fuel, is where it goes, not a
 * product to show, and a width said with it is the microwave's as well (they match the range's),
 * nominal rather than "over" it. Changes `understood` in place.
 */
function overTheRange(text: string, understood: Understood[]): void {
  const range = understood.find(
    (item) => item.kind === "category" && item.groups.length === 1 && item.groups[0] === "stove",
  );
  const microwave = understood.some((item) => item.kind === "category" && item.groups.includes("microwave"));
  if (!range || !microwave) return;
  const cue = /\b(over|above)\b(?![\s\S]*\b(over|above)\b)/i.exec(text.slice(0, range.start));
  if (!cue) return;
  const between = understood.filter((item) => item.start >= cue.index && item.end <= range.start);
  if (!between.every((item) => item.kind === "width" || item.kind === "fuel")) return;
  // What is left between the cue and the range once its width and fuel are read is filler only.
  let rest = text.slice(cue.index + cue[0].length, range.start);
  for (const item of between) rest = rest.replace(item.said.replace(/^(over|above)\b/i, ""), " ");
  if (!rest.split(/[\s-]+/).every((word) => word === "" || RANGE_FILLERS.test(word.toLowerCase()))) return;
  const width = between.find((item) => item.kind === "width");
  const kept = understood.filter((item) => item !== range && !(between as readonly Understood[]).includes(item));
  if (width?.kind === "width")
    kept.push({ kind: "width", inches: width.inches, said: width.said, start: width.start, end: width.end });
  kept.push({ ...OVER_THE_RANGE, said: text.slice(cue.index, range.end), start: cue.index, end: range.end });
  understood.splice(0, understood.length, ...kept);
}

/** Words after a kind that say the next kind named is what it goes with ("dryer that goes with my washer"). */
const GOES_WITH =
  /^(?:(?:that|which|to|will|would)\s+)?(?:(?:goes|go|matches|match|matching|pairs|pair|paired|works|work|stacks|stack)(?:\s+(?:up\s+)?(?:with|on|to))?|for|compatible\s+with)\b/i;

/**
 * A kind said to go with another ("dryer that goes with an lg washer", "matching dryer for a
 * samsung washer", "dryer to stack on my washer") is the kind wanted: the other is what it goes
 * with, not a product to show (the brand said of it stays, as a set is of one brand). Changes
 * `understood` in place.
 */
function kindGoneWith(text: string, understood: Understood[]): void {
  const kinds = understood.filter((item) => item.kind === "category" && !item.byUse);
  for (const [position, wanted] of kinds.entries()) {
    const other = kinds[position + 1];
    if (!other) return;
    if (GOES_WITH.test(text.slice(wanted.end, other.start).trim())) {
      understood.splice(understood.indexOf(other), 1);
      return;
    }
  }
}

/** Units of time after a number. */
const DURATION_UNITS: ReadonlySet<string> = new Set(["hour", "hours", "hr", "hrs", "minute", "minutes", "mins"]);
/**
 * The index of the rest of a model number written apart after the word at `index`, of one to
 * three letters: a word of letters and digits long enough, with only a space or a dash between
 * them; else null.
 */
function modelGoesOn(text: string, tokens: readonly Token[], index: number): number | null {
  const first = tokens[index];
  const at = tokens[index + 1]?.text === "-" ? index + 2 : index + 1;
  const next = tokens[at];
  if (first?.kind !== "word" || next?.kind !== "word" || !/^\p{L}{1,3}$/u.test(first.text)) return null;
  if (next.text.length < 4 || !/\d/.test(next.text) || !/\p{L}/u.test(next.text)) return null;
  return /^[\s-]*$/.test(text.slice(first.end, next.start)) ? at : null;
}

/**
 * Whether the word at `index`, of one to three letters, ends a model number written apart: after
 * a number of three digits or more (a space or a dash between) that follows three to five letters,
 * both read as words (`isWord`), the letters no shop word nor another maker's name ("WTW 5000 DW";
 * "under 500 dw" is a price and a kind, "gas 500 dw" a fuel too, "bosch 500 dw" a maker; two
 * letters are as often a brand: "lg 5000 dw").
 */
function endsModel(text: string, tokens: readonly Token[], index: number, isWord: (token: Token) => boolean): boolean {
  const joined = (from: number, to: number) => /^[\s-]*$/.test(text.slice(tokens[from]!.end, tokens[to]!.start));
  const before = (at: number) => (tokens[at - 1]?.text === "-" ? at - 2 : at - 1);
  const number = before(index);
  const series = before(number);
  return (
    /^\p{L}{1,3}$/u.test(tokens[index]?.text ?? "") &&
    tokens[number]?.kind === "number" &&
    /^\d{3,}$/.test(tokens[number]!.text) &&
    tokens[series]?.kind === "word" &&
    /^\p{L}{3,5}$/u.test(tokens[series]!.text) &&
    joined(number, index) &&
    joined(series, number) &&
    isWord(tokens[series]!) &&
    isWord(tokens[number]!) &&
    termAt(tokens, series) === null &&
    !OTHER_BRAND_LETTERS.has(joinedName(tokens[series]!.text))
  );
}

/**
 * Whether a text ends with the end of a model number written apart ("WTW 5000 D", "WTW 5000 DW"),
 * as `parsed` reads it.
 */
export function endsWithModelApart(text: string, parsed: Pick<ParsedSearch, "words">): boolean {
  const tokens = tokenize(text);
  return (
    tokens.length > 0 &&
    endsModel(text, tokens, tokens.length - 1, (token) => parsed.words.some((word) => word.start === token.start))
  );
}

/** Words for years after a number ("5 yr warranty"). */
const YEAR_UNITS: ReadonlySet<string> = new Set(WARRANTY_LENGTH.years);
const WARRANTY_WORDS: ReadonlySet<string> = new Set(WARRANTY_LENGTH.warranty);
const WARRANTY_BETWEEN: ReadonlySet<string> = new Set(WARRANTY_LENGTH.between);

/**
 * The years of a warranty's length said from the number at `index` (before a word for years, the
 * index after it `afterYears`): with the warranty named after them, words between allowed ("5 year manufacturer warranty"), or
 * just before them ("warranty of 7 years"). The index after the years and the words between (the
 * warranty's own word is read on as the warranty asked about); null for another length of time.
 */
function warrantyYearsAt(
  tokens: readonly Token[],
  index: number,
  afterYears: number,
): { years: number; next: number } | null {
  const years = numberAt(tokens, index);
  if (years === null || !Number.isInteger(years) || years < 1 || years > WARRANTY_LENGTH.most) return null;
  let next = afterYears;
  while (WARRANTY_BETWEEN.has(tokens[next]?.text ?? "")) next += 1;
  if (WARRANTY_WORDS.has(tokens[next]?.text ?? "")) return { years, next };
  const before = tokens[index - 1]?.text === "of" ? index - 2 : index - 1;
  return WARRANTY_WORDS.has(tokens[before]?.text ?? "") ? { years, next: afterYears } : null;
}

/** Words shoppers rate products by, before the least rating they want ("rated 4.5 or higher"). */
const STAR_WORDS: ReadonlySet<string> = new Set(["rated", "rating", "ratings", "review", "reviews", "reviewed"]);
/** Stars named after a number, which make a bound before it one of stars ("at least 4 stars"). */
const STAR_NAMES: ReadonlySet<string> = new Set(["star", "stars"]);
/** Words after a number of stars ("4 stars", "4.5 or higher"). */
const STARS_AFTER = [
  "star",
  "stars",
  "or higher",
  "or above",
  "and above",
  "or over",
  "or more",
  "and up",
  "or better",
  "plus",
  "+",
].map(phraseWords);

/**
 * A least star rating from token `index`: a rating word, a bound or "of" ("at least", "over"),
 * then a number of stars from 1 to 5 and the words after it ("reviews over 4", "rated 4.5 or
 * higher", "rating of at least 4 stars"); or a bound before stars named ("at least 4 stars").
 * The index after it, or null when none is said here.
 */
function leastStarsAt(tokens: readonly Token[], index: number): number | null {
  const rated = STAR_WORDS.has(tokens[index]?.text ?? "");
  let at = rated ? index + 1 : index;
  if (rated && tokens[at]?.text === "of") at += 1;
  at = Math.max(at, matchAny(tokens, at, CUES.atLeast));
  const value = numberAt(tokens, at);
  // A number with its unit is a measure ("rated 5 cu ft"), not stars.
  if (value === null || value < 1 || value > 5 || sizeAt(tokens, at)) return null;
  // Without a rating word, a bound is of stars only when they are named ("at least 4 stars").
  if (!rated && (at === index || !STAR_NAMES.has(tokens[at + 1]?.text ?? ""))) return null;
  let next = at + 1;
  let more: number;
  while ((more = matchAny(tokens, next, STARS_AFTER)) > next) next = more;
  return next;
}

/** Words after a share that make it one off the price ("40% off", "30 percent below retail"). */
const OFF_WORDS = [
  "off",
  "discount",
  "discounted",
  "savings",
  "below retail",
  "off retail",
  "below msrp",
  "off msrp",
  "below list",
  "off list",
].map(phraseWords);
/** Words after a share that say at least it ("40% off or more"). */
const MORE_WORDS = ["or more", "and up", "or better", "plus", "+"].map(phraseWords);
/** Words that say half the price off. */
const HALF_OFF = ["half off", "half price"].map(phraseWords);

/**
 * A share off the list price from token `index`: "40% off", "30 percent", "at least 40% off",
 * "40% off or more", "half off" (50); "up to 60% off" (a bound at most) says nothing (percent null).
 * Null when none is said here.
 */
function discountAt(tokens: readonly Token[], index: number): { percent: number | null; next: number } | null {
  const half = matchAny(tokens, index, HALF_OFF);
  if (half >= 0 && tokens[index]?.text === "half") return { percent: 50, next: half };
  const most = matchAny(tokens, index, CUES.atMost);
  const least = matchAny(tokens, index, CUES.atLeast);
  const at = Math.max(most, least, index);
  const value = numberAt(tokens, at);
  const sign = tokens[at + 1]?.text ?? "";
  if (value === null || !(sign === "%" || sign === "percent" || sign === "pct")) return null;
  let next = at + 2;
  next = Math.max(next, matchAny(tokens, next, OFF_WORDS));
  next = Math.max(next, matchAny(tokens, next, MORE_WORDS));
  const share = value > 0 && value < 100 ? Math.round(value) : null;
  return { percent: most >= 0 && most === at ? null : share, next };
}

/** Bound cues that are words of products' names too ("Max" of a feature's name): looked for when said last. */
const BOUNDS_ALSO_NAMES: ReadonlySet<string> = new Set(["max", "maximum", "min", "minimum"]);

/**
 * Where a bound's cue ("under", "more than") said last ends, the text's end, when nothing but
 * currency signs follows it and it is no word of a product's name; else -1.
 */
function trailingBoundAt(tokens: readonly Token[], index: number): number {
  const end = Math.max(matchAny(tokens, index, CUES.atMost), matchAny(tokens, index, CUES.atLeast));
  if (end < 0 || (end === index + 1 && BOUNDS_ALSO_NAMES.has(tokens[index]!.text))) return -1;
  const rest = tokens.slice(end);
  return rest.every((token) => token.kind === "symbol" || CUES.currency.some((cue) => cue.join(" ") === token.text))
    ? tokens.length
    : -1;
}

/** Words a number names something by rather than measures it: "500 series", "2020 model", "model year 2021". */
const NAMED_BY_NUMBER: ReadonlySet<string> = new Set(["series", "model", "models", "year", "edition"]);

/** Bare numbers read as a model year rather than a price ("2025 fridge", "new 2024 washer"). */
const MODEL_YEARS = { from: 2010, to: 2039 } as const;

/**
 * What a bare number most likely says without its unit: beside a category `rated` by its noise, a
 * noise level ("dishwasher 44"); a nominal width ("36"; written with a fraction, the width it rounds
 * to: "29 7/8"; beside kinds sold in no capacity that large, a measured one: "microwave 29.9"),
 * with a decimal point a capacity ("1.7"), a whole number said right after a kind (`besideKind`)
 * within the capacities of every kind named a capacity too ("washer 5", not "range with 5" or "2
 * washers"), from a
 * hundred up a price to stay under ("1200") unless it is a mains voltage beside kinds sold electric
 * or gas ("dryer 240": electric),
 * unless it is a model year; else null.
 */
function bareMeaning(
  { text, fraction }: Token,
  rated: boolean,
  groups: readonly ProductGroup[] = [],
  besideKind = false,
): Meaning | null {
  const value = Number(text.replace(/,/g, ""));
  if (rated && /^\d+$/.test(text) && value >= BARE_NOISE.min && value <= BARE_NOISE.max) {
    return { kind: "noise", maxDba: value };
  }
  if (/^\d{4}$/.test(text) && value >= MODEL_YEARS.from && value <= MODEL_YEARS.to) return null;
  // A width measured beside kinds sold in no such capacity ("microwave 29.9") is the nominal one.
  const measured = groups.length > 0 && !groups.includes("refrigerator") && value > LARGEST_CAPACITY_BUT_FRIDGES;
  const width = fraction || measured ? Math.round(value) : value;
  // Right beside refrigerators alone, a whole number is a width only if they are sold in it.
  const fridgesOnly =
    besideKind && groups.length > 0 && groups.every((group) => group === "refrigerator") && /^\d+$/.test(text);
  const widths = fridgesOnly ? REFRIGERATOR_WIDTHS : NOMINAL_WIDTHS;
  if (widths.has(width)) return { kind: "width", inches: width };
  if (!fraction && text.includes(".") && value >= BARE_CAPACITY.min && value <= BARE_CAPACITY.max) {
    return { kind: "capacity", cubicFeet: value };
  }
  const whole = (group: ProductGroup) => {
    const span = WHOLE_CAPACITIES[group];
    return span !== undefined && value >= span.min && value <= span.max;
  };
  if (besideKind && !fraction && /^\d+$/.test(text) && groups.length > 0 && groups.every(whole)) {
    return { kind: "capacity", cubicFeet: value };
  }
  const fueled = (group: ProductGroup) => BARE_VOLTS.groups.includes(group);
  if (/^\d+$/.test(text) && BARE_VOLTS.values.includes(value) && groups.length > 0 && groups.every(fueled))
    return { kind: "fuel", fuel: "electric" };
  const pluggedIn = (group: ProductGroup) => GAS_OR_ELECTRIC.includes(group);
  if (/^\d+$/.test(text) && BARE_VOLTS.low.includes(value) && groups.length > 0 && groups.every(pluggedIn))
    return { kind: "fuel", fuel: "gas" };
  // Whole dollars, or dollars and cents as a price tag writes them ("washer 499.99": up to $500).
  if (/^\d{1,3}(,?\d{3})*(\.\d{2})?$/.test(text) && value >= SMALLEST_BARE_PRICE && value <= 100_000)
    return { kind: "price", min: null, max: Math.ceil(value) };
  return null;
}

/**
 * A number said alone, from a hundred up, as a price to stay under ("500"); null for any other
 * text, a smaller number or a model year. Read so only when no product's text has it.
 */
export function lonePrice(said: string): Meaning | null {
  if (!/^\d[\d,]*$/.test(said)) return null;
  const meaning = bareMeaning({ text: said, start: 0, end: said.length, kind: "number" }, false);
  return meaning?.kind === "price" ? meaning : null;
}

/**
 * A bare number beside a category or style is what it says without its unit ("gas range 36",
 * "30 wall oven", "microwave 1.7", "fridge 1200", as "$1200 fridge"): moved from the words to the
 * understood filters, once per kind and only when nothing of the kind was said; two bare widths
 * are a choice of either ("dishwasher 18 or 24"). Typed on a kind's page with no kind
 * named, a number is said of the page's kinds (`pageKinds`), as if right after one ("36" on the
 * refrigerators' page is "fridge 36").
 */
function bareNumbers(
  text: string,
  numbers: readonly { word: QueryWord; token: Token }[],
  found: QueryWord[],
  understood: Understood[],
  pageKinds: readonly ProductGroup[],
): void {
  const bareNumbered = new Set<Understood>();
  const kinds = understood.filter((item) => item.kind === "category");
  const ofPage = kinds.length === 0 && pageKinds.length > 0;
  // Said alone, a width most appliances are sold in is that width, of any kind ("36": 36 inches
  // wide; had looked for "36" in products' text and shown two ranges first).
  const lone = numbers.length === 1 && found.length === 1 && understood.length === 0 ? numbers[0]! : null;
  if (lone && !ofPage && /^\d+$/.test(lone.token.text) && COMMON_WIDTHS.has(Number(lone.token.text))) {
    found.splice(0, 1);
    const { said, start, end } = lone.word;
    understood.push({ kind: "width", inches: Number(lone.token.text), said, start, end });
    return;
  }
  if (!ofPage && !understood.some((item) => item.kind === "category" || item.kind === "style")) return;
  // Beside only the categories rated by their noise, a number that may be a noise level is one.
  const groups = kindsSaidOrOfPage(understood, pageKinds);
  const rated = onlyNoiseRated(groups);
  const between = (from: number, to: number) => from <= to && text.slice(from, to).trim() === "";
  const plural = (said: string) => singular(said.toLowerCase()) !== said.toLowerCase();
  for (const { word, token } of numbers) {
    // Right after a kind ("washer 5"); before one a small number counts them ("2 washers").
    const beside = ofPage || kinds.some((item) => between(item.end, word.start));
    // A few said right before a kind named in the plural counts them ("2 washers"), as one does
    // before a kind named once ("1 washer"): it says nothing.
    const counting = kinds.some((item) => between(word.end, item.start) && (plural(item.said) || token.text === "1"));
    if (counting && /^[1-9]$/.test(token.text)) {
      found.splice(found.indexOf(word), 1);
      continue;
    }
    const meaning = bareMeaning(token, rated, groups, beside);
    if (!meaning) continue;
    const first = understood.findIndex((item) => item.kind === meaning.kind);
    const other = understood[first];
    // Said again ("electric dryer 240", "washer 27 27"), it is read once.
    const again =
      (other?.kind === "fuel" && meaning.kind === "fuel" && other.fuel === meaning.fuel && !other.not) ||
      (other?.kind === "width" &&
        meaning.kind === "width" &&
        other.inches === meaning.inches &&
        other.to === undefined);
    if (again) {
      found.splice(found.indexOf(word), 1);
      continue;
    }
    // A second bare width is a choice ("range 30 or 36": either width), as "30 or 36 inch" is.
    const choice =
      other?.kind === "width" && meaning.kind === "width" && bareNumbered.has(other) && other.to === undefined;
    if (other && !choice) continue;
    found.splice(found.indexOf(word), 1);
    const read: Understood = { ...meaning, said: word.said, start: word.start, end: word.end };
    bareNumbered.add(read);
    understood.push(read);
  }
}
