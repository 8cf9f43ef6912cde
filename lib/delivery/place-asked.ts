// The place a shopper asks us to deliver to, named in a search ("do you deliver to zanesville",
// "delivery to new albany oh", "can you deliver to 43230"): an Ohio town or ZIP code, with how far
// its street ZIP codes are from the showroom by the same offline estimate that prices delivery.
import { COLUMBUS_PLACES, DELIVERY, inDeliveryState, SERVICE_AREAS, type ServiceArea } from "@/lib/store";
import { roundMiles } from "./fee";
import { OHIO_ZIPS } from "./ohio-zips";
import { nearFeeBoundary } from "./service-areas";
import { estimateMilesFromStore, lookupZip } from "./zip-distance";

export interface AskedPlace {
  /** The town as the ZIP list writes it ("New Albany"), or a ZIP code with its town ("ZIP code 43230 (Gahanna)"). */
  name: string;
  /** The search's words that named it, lowercase (the town, and "oh" or "ohio" after it). */
  words: string[];
  /** The nearest and farthest of its street ZIP codes, in whole estimated miles. */
  nearest: number;
  farthest: number;
  /** An estimate is near a distance where the fee changes: the address decides. */
  nearBoundary: boolean;
  /** The area we serve it is in (its page), if any. */
  area: ServiceArea | null;
  /** Another state, or a ZIP code of one: no miles are estimated (nearest and farthest are Infinity). */
  outsideOhio?: true;
}

/**
 * The other states by name, and the district: each is farther from the showroom, in the
 * middle of Ohio, than we deliver (the nearest border, West Virginia's, is more than 60 miles off).
 */
const OTHER_STATES = [
  ...["Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut"],
  ...["Delaware", "District of Columbia", "Florida", "Georgia", "Hawaii", "Idaho", "Illinois"],
  ...["Indiana", "Iowa", "Kansas", "Kentucky", "Louisiana", "Maine", "Maryland"],
  ...["Massachusetts", "Michigan", "Minnesota", "Mississippi", "Missouri", "Montana"],
  ...["Nebraska", "Nevada", "New Hampshire", "New Jersey", "New Mexico", "New York"],
  ...["North Carolina", "North Dakota", "Oklahoma", "Oregon", "Pennsylvania", "Rhode Island"],
  ...["South Carolina", "South Dakota", "Tennessee", "Texas", "Utah", "Vermont", "Virginia"],
  ...["Washington", "West Virginia", "Wisconsin", "Wyoming"],
];

/** No ZIP code is below 00501. */
const LOWEST_ZIP = 501;

/** Words of a town's name as shoppers shorten them ("st clairsville", "mt vernon", "ft recovery"). */
const SHORTENED: Readonly<Record<string, string>> = { st: "saint", mt: "mount", ft: "fort" };

/** Words after a state's name that make it the name of a place in Ohio ("washington township", "indiana avenue"). */
const NOT_A_STATE_AFTER: ReadonlySet<string> = new Set(
  ["township", "twp", "county", "court", "street", "st", "road", "rd", "avenue", "ave", "drive", "dr"].map(
    (word) => SHORTENED[word] ?? word,
  ),
);

/** The longest town name in words; Ohio's have four at most ("Isle Saint George"). */
const LONGEST_NAME = 4;

let towns: ReadonlyMap<string, { name: string; zips: readonly string[] }> | null = null;

/**
 * Every Ohio town with a street address (not P.O. boxes only), by its lowercase name, and the
 * places in Columbus the list names Columbus; an area we serve by its name and the ZIP codes its page lists (the ZIP
 * list names Gahanna's Columbus).
 */
function townsByName(): ReadonlyMap<string, { name: string; zips: readonly string[] }> {
  if (towns) return towns;
  const byName = new Map<string, { name: string; zips: string[] }>();
  for (const [zip, [, , city, poBoxOnly]] of Object.entries(OHIO_ZIPS)) {
    if (poBoxOnly) continue;
    const key = city.toLowerCase();
    const town = byName.get(key) ?? { name: city, zips: [] };
    town.zips.push(zip);
    byName.set(key, town);
  }
  for (const [name, zips] of Object.entries(COLUMBUS_PLACES)) byName.set(name.toLowerCase(), { name, zips: [...zips] });
  for (const area of SERVICE_AREAS) byName.set(area.name.toLowerCase(), { name: area.name, zips: [...area.zips] });
  towns = byName;
  return byName;
}

/** A text's words, lowercase, a town's shortened words written out. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => SHORTENED[word] ?? word);

const areaNamed = (name: string) => SERVICE_AREAS.find((area) => area.name.toLowerCase() === name.toLowerCase());

/** Places the search's words read as a delivery question's whatever else they found: the areas we serve and the places in Columbus. */
const KNOWN_PLACES: ReadonlySet<string> = new Set(
  [...SERVICE_AREAS.map((area) => area.name), ...Object.keys(COLUMBUS_PLACES)].map((name) => name.toLowerCase()),
);

/** A place outside Ohio: no miles estimated. */
function outside(name: string, words: string[]): AskedPlace {
  const far = Number.POSITIVE_INFINITY;
  return { name, words, nearest: far, farthest: far, nearBoundary: false, area: null, outsideOhio: true };
}

function placeOf(name: string, words: string[], zips: readonly string[], area: ServiceArea | null): AskedPlace | null {
  const estimates = zips.flatMap((zip) => estimateMilesFromStore(zip) ?? []);
  if (estimates.length === 0) return null;
  const miles = estimates.map(roundMiles);
  return {
    name,
    words,
    nearest: Math.min(...miles),
    farthest: Math.max(...miles),
    // The free zone's edge, or the farthest we deliver: streets on either side are priced apart.
    nearBoundary: estimates.some(
      (estimate) => nearFeeBoundary(estimate) || Math.abs(estimate - (DELIVERY.maxMiles + 0.5)) < 1.5,
    ),
    area,
  };
}

/**
 * The place a search asking about delivery names: an Ohio ZIP code, or a town whose name holds a
 * word the search found nothing for (`leftOut`) or is a place the vocabulary reads as asking about
 * delivery (an area we serve, a place in Columbus), so that words
 * that describe an appliance are never read as a town ("green" asks for a colour). The longest
 * name wins ("new albany", not Albany); null when none is named.
 */
export function placeAskedAbout(text: string, leftOut: readonly string[]): AskedPlace | null {
  const words = wordsOf(text);
  for (const word of words) {
    if (!/^\d{5}$/.test(word)) continue;
    const number = Number(word);
    if (number < LOWEST_ZIP) continue;
    if (!inDeliveryState(word)) return outside(`ZIP code ${word}`, [word]);
    const zip = lookupZip(word);
    if (!zip || zip.poBoxOnly) continue;
    const area = SERVICE_AREAS.find((served) => served.zips.includes(zip.zip));
    return placeOf(`ZIP code ${zip.zip} (${area?.name ?? zip.city})`, [word], [zip.zip], area ?? null);
  }
  const unmatched = new Set(leftOut.flatMap(wordsOf));
  let best: { name: string; at: number; length: number } | null = null;
  for (let at = 0; at < words.length; at += 1) {
    for (let length = Math.min(LONGEST_NAME, words.length - at); length >= 1; length -= 1) {
      if (best && length <= best.length) break;
      const named = words.slice(at, at + length);
      const name = named.join(" ");
      if (!townsByName().has(name)) continue;
      if (!KNOWN_PLACES.has(name) && !named.some((word) => unmatched.has(word))) continue;
      best = { name, at, length };
      break;
    }
  }
  if (!best) return stateNamed(words, unmatched);
  const town = townsByName().get(best.name)!;
  const named = words.slice(best.at, best.at + best.length);
  const state = words[best.at + best.length];
  if (state === "oh" || state === "ohio") named.push(state);
  // A place in Columbus is on the Columbus page.
  const area = areaNamed(best.name) ?? (town.name in COLUMBUS_PLACES ? areaNamed("Columbus") : undefined);
  return placeOf(town.name, named, town.zips, area ?? null);
}

/**
 * Another state a search asking about delivery names, the longest name first ("west virginia",
 * not Virginia), when a word of it found nothing ("kentucky"); null when none is named.
 */
function stateNamed(words: readonly string[], unmatched: ReadonlySet<string>): AskedPlace | null {
  let best: { name: string; named: string[] } | null = null;
  for (const name of OTHER_STATES) {
    const named = wordsOf(name);
    const found = words.some(
      (_, at) =>
        named.every((word, offset) => words[at + offset] === word) &&
        !NOT_A_STATE_AFTER.has(words[at + named.length] ?? ""),
    );
    if (found && named.some((word) => unmatched.has(word)) && named.length > (best?.named.length ?? 0)) {
      best = { name, named };
    }
  }
  return best && outside(best.name, best.named);
}

/** Whether words the search said are all words naming the place ("new albany oh"). */
export const placeNamedBy = (place: AskedPlace, said: string) =>
  wordsOf(said).every((word) => place.words.includes(word));

/** The text without the words that named the place ("delivery to lancaster ohio": "delivery to"). */
export const withoutPlace = (text: string, place: AskedPlace) =>
  text
    .split(/\s+/)
    .filter((said) => !placeNamedBy(place, said))
    .join(" ");
