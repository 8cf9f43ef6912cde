// Prices and sizes said in a search: "under 500", "$500-$800", "around 700", "1.5k"; "30 inch",
// '36"', "5 cu ft", "over 25 cu ft", "between 27 and 30 inches", "no wider than 30", "45 dBA",
// "70 inches tall", each read from a token into a filter and the index after it.
import { BARE_CAPACITY, NOMINAL_WIDTHS, PRICE_AROUND_SHARE, RANGE_START_WORDS } from "./search-vocabulary";
import type { Meaning, SizeBound } from "./search-meaning";
import { startsLongPhrase } from "./search-phrases";
import { CUES, inInches, matchAny, numberAt, SIZE_ONLY_CUES, THOUSAND_WORDS, type Token } from "./search-tokens";

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
  // Thousands in words may be followed by their currency too ("one thousand dollars").
  const afterThousands = () => Math.max(at + 2, matchAny(tokens, at + 2, CUES.currency));
  if (thousands && tokens[at]?.text === "a") return { dollars: 1000, money: true, next: afterThousands() };
  const number = numberAt(tokens, at);
  const value = number !== null && thousands ? number * 1000 : number;
  if (value === null || value < 1 || value > 100_000) return null;
  if (thousands) return { dollars: value, money: true, next: afterThousands() };
  let next = at + 1;
  if (sizeAt(tokens, at)) return null;
  const currency = matchAny(tokens, next, CUES.currency);
  if (currency >= 0) next = currency;
  return { dollars: value, money: dollar || currency >= 0 || tokens[at]?.money === true, next };
}

/** The smallest bare number read as a price: no width, capacity or noise level is this large. */
export const SMALLEST_BARE_PRICE = 100;

const RANGE_STARTS: ReadonlySet<string> = new Set(RANGE_START_WORDS);
/** What joins the two ends of a range: "500 and 800", "27 to 30", "20-25", "500 y 800" (Spanish). */
const RANGE_JOINERS: ReadonlySet<string | undefined> = new Set(["and", "to", "-", "y"]);

/** A price phrase from token `index`, and the index after it. */
export function priceAt(tokens: readonly Token[], index: number): { meaning: Meaning; next: number } | null {
  const price = (min: number | null, max: number | null, next: number) => ({
    meaning: { kind: "price", min, max } as const,
    next,
  });
  const text = tokens[index]?.text;
  // "In the 1,000 range", "in the $500 to $700 range": a price said by the range it is in (that
  // range is no kind of appliance); one amount, roughly.
  const inThe = tokens[index - 2]?.text === "in" && tokens[index - 1]?.text === "the";
  const rangeAfter = (next: number) => (inThe && tokens[next]?.text === "range" ? next + 1 : -1);
  const between = RANGE_STARTS.has(text ?? "") ? index + 1 : -1;
  if (between >= 0) {
    const low = amountAt(tokens, between);
    const joiner = low ? tokens[low.next]?.text : undefined;
    const high = low && RANGE_JOINERS.has(joiner) ? amountAt(tokens, low.next + 1) : null;
    if (low && high) {
      const from = shortLowEnd(low.dollars, high.dollars) ?? low.dollars;
      if (unfinished(from, high.dollars)) return price(from, null, high.next);
      return price(Math.min(from, high.dollars), Math.max(from, high.dollars), high.next);
    }
  }
  const around = (low: number, high: number, next: number) =>
    price(Math.round(low - low * PRICE_AROUND_SHARE), Math.round(high + high * PRICE_AROUND_SHARE), next);
  for (const [cues, atMost] of [
    [CUES.atMost, true],
    [CUES.atLeast, false],
  ] as const) {
    const after = text === (atMost ? "<" : ">") ? index + 1 : matchAny(tokens, index, cues);
    const amount = after >= 0 ? amountAt(tokens, after) : null;
    if (!amount) continue;
    // "under 500 or 600": the larger is the most to spend.
    const other = atMost ? otherAmountAt(tokens, amount) : null;
    if (other) return price(null, Math.max(amount.dollars, other.dollars), other.next);
    return atMost ? price(null, amount.dollars, amount.next) : price(amount.dollars, null, amount.next);
  }
  // Roughly a price: "around 500", "about $800" (a small bare number says too little: "about 5"),
  // "around 500 or 600" about either.
  const about = matchAny(tokens, index, CUES.about);
  const near = about >= 0 ? amountAt(tokens, about) : null;
  if (near && saysPrice(near)) {
    const other = otherAmountAt(tokens, near);
    const high = other?.dollars ?? near.dollars;
    return around(Math.min(near.dollars, high), Math.max(near.dollars, high), other?.next ?? near.next);
  }
  const amount = amountAt(tokens, index);
  if (!amount) return null;
  // Roughly, said after the price: "500ish", "500-ish", "$800 or so", "700 give or take".
  const dashed = tokens[amount.next]?.text === "-" ? amount.next + 1 : amount.next;
  const aboutAfter = saysPrice(amount)
    ? Math.max(matchAny(tokens, dashed, CUES.afterAbout), rangeAfter(amount.next))
    : -1;
  if (aboutAfter >= 0) return around(amount.dollars, amount.dollars, aboutAfter);
  // Two prices said as choices ("500 or 600 dollar washer", "$500 or $600"): the larger is the
  // most to spend.
  const other = otherAmountAt(tokens, amount);
  if (other) return price(null, Math.max(amount.dollars, other.dollars), other.next);
  const joiner = tokens[amount.next]?.text;
  const high = joiner === "-" || joiner === "to" ? amountAt(tokens, amount.next + 1) : null;
  // A range is a price when either end is money, or both are too large for a size ("300-600"),
  // or its low end is said short ("4-600": $400 to $600; "1-2k": $1,000 to $2,000).
  const low = high ? shortLowEnd(amount.dollars, high.dollars) : null;
  if (high && saysPrice({ ...amount, dollars: low ?? amount.dollars }, high)) {
    const from = low ?? amount.dollars;
    if (unfinished(from, high.dollars)) return price(from, null, high.next);
    return price(
      Math.min(from, high.dollars),
      Math.max(from, high.dollars),
      Math.max(high.next, rangeAfter(high.next)),
    );
  }
  // A bound said after a small bare number is a size's ("washer 4.5 or bigger"), not a price's.
  if (!saysPrice(amount)) return null;
  const bound = boundAfterAt(tokens, amount.next);
  if (bound) return bound.atLeast ? price(amount.dollars, null, bound.next) : price(null, amount.dollars, bound.next);
  return amount.money ? price(null, amount.dollars, amount.next) : null;
}

/**
 * Whether a range's high end is less than a tenth of its low end ("between 500 and 7", "500-7"):
 * a number still being typed, not a range anyone means; the low end alone is the bound then.
 */
const unfinished = (low: number, high: number) => high * 10 < low;

/**
 * The price after an amount and "or", when the two are prices: either written as money, or both
 * too large for a size ("500 or 600"); null for "500 or more" and for sizes ("4 or 5 cu ft").
 */
function otherAmountAt(tokens: readonly Token[], amount: Amount): Amount | null {
  if (tokens[amount.next]?.text !== "or") return null;
  const other = amountAt(tokens, amount.next + 1);
  return other && saysPrice(amount, other) ? other : null;
}

/** Whether amounts said together are a price: one written as money, or each too large for a size. */
function saysPrice(...amounts: readonly Pick<Amount, "dollars" | "money">[]): boolean {
  return (
    amounts.some((amount) => amount.money) ||
    Math.min(...amounts.map((amount) => amount.dollars)) >= SMALLEST_BARE_PRICE
  );
}

/** A bound said after an amount or a size, from token `index` ("or more", "+", "or less"), and the index after it. */
function boundAfterAt(tokens: readonly Token[], index: number): { atLeast: boolean; next: number } | null {
  if (tokens[index]?.text === "+") return { atLeast: true, next: index + 1 };
  const more = matchAny(tokens, index, CUES.afterAtLeast);
  if (more >= 0) return { atLeast: true, next: more };
  const less = matchAny(tokens, index, CUES.afterAtMost);
  return less >= 0 ? { atLeast: false, next: less } : null;
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
export function sizeAt(tokens: readonly Token[], index: number): { meaning: Meaning; next: number } | null {
  const size = (kind: "width" | "capacity" | "height" | "depth", value: number, bound: SizeBound): Meaning =>
    kind === "capacity" ? { kind, cubicFeet: value, ...bound } : { kind, inches: value, ...bound };
  // A range: "between 27 and 30 inches", "27 to 30 in", "20-25 cu ft", '30"-36"' (the unit said once or twice).
  const from = RANGE_STARTS.has(tokens[index]?.text ?? "") ? index + 1 : index;
  const low = numberAt(tokens, from);
  const lowUnit = low === null ? null : sizeUnit(tokens, from + 1, low);
  const join = lowUnit?.next ?? from + 1;
  const joiner = tokens[join]?.text;
  const high = low !== null && RANGE_JOINERS.has(joiner) ? numberAt(tokens, join + 1) : null;
  if (low !== null && high !== null) {
    const unit = sizeUnit(tokens, join + 2, high);
    // A range of noise levels is its loudest: anything quieter is as good ("42-47 dBA").
    if (unit?.kind === "noise" && isSize("noise", low)) {
      return { meaning: { kind: "noise", maxDba: Math.max(low, high) }, next: unit.next };
    }
    if (unit && unit.kind !== "noise" && (lowUnit ?? sizeUnit(tokens, join + 2, low))?.kind === unit.kind) {
      return { meaning: size(unit.kind, Math.min(low, high), { to: Math.max(low, high) }), next: unit.next };
    }
    // Two capacities written with decimal points and no unit: "microwave 1.5-2.0".
    const decimal = (at: number) => /^\d+\.\d+$/.test(tokens[at]?.text ?? "");
    if (
      !unit &&
      !lowUnit &&
      decimal(from) &&
      decimal(join + 1) &&
      isSize("capacity", low) &&
      isSize("capacity", high)
    ) {
      return { meaning: size("capacity", Math.min(low, high), { to: Math.max(low, high) }), next: join + 2 };
    }
  }
  // Sizes said as choices with the unit said once: "33 or 36 inch", "4.5 or 5 cu ft". The first
  // is the unit's too; the next is read as usual after "or".
  if (low !== null && from === index && !lowUnit && joiner === "or" && !tokens[index]?.money) {
    const other = numberAt(tokens, join + 1);
    const unit = other === null ? null : sizeUnit(tokens, join + 2, other);
    if (unit && unit.kind !== "noise" && isSize(unit.kind, low)) {
      return { meaning: size(unit.kind, low, {}), next: from + 1 };
    }
  }
  // The bound said before the number: a size's own cue, else a price's ("under 30 inches").
  const sizeCue = sizeCueAt(tokens, index);
  let atMostCue = -1;
  let atLeastCue = -1;
  if (sizeCue) {
    if (sizeCue.bound.atMost) atMostCue = sizeCue.next;
    else if (sizeCue.bound.atLeast) atLeastCue = sizeCue.next;
    else if (sizeCue.kind) {
      // The measure named, then a price's bound: "depth under 32", "width at least 30".
      atMostCue = matchAny(tokens, sizeCue.next, CUES.atMost);
      if (atMostCue < 0) atLeastCue = matchAny(tokens, sizeCue.next, CUES.atLeast);
    }
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
  // So is a bare number bounded after it ("washer 4.5 or bigger", "range 30 or wider"): a width
  // appliances are sold in, else a capacity; never a price (a price that small is said with a $).
  const boundAfter = !sizeCue && !tokens[at]?.money && boundAfterAt(tokens, at + 1) !== null;
  const sized = (sizeCue && !named) || boundAfter ? (NOMINAL_WIDTHS.has(value) ? "width" : "capacity") : named;
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
  const after = boundAfterAt(tokens, unit.next);
  const bound: SizeBound =
    atMostCue >= 0 || after?.atLeast === false
      ? { atMost: true }
      : atLeastCue >= 0 || after?.atLeast || plus
        ? { atLeast: true }
        : {};
  return { meaning: size(unit.kind, value, bound), next: after?.next ?? unit.next };
}
