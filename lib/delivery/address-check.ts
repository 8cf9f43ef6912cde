// What staff must confirm about a delivery address before the truck goes out. The checkout does
// not refuse these (a ZIP often has several town names: a Blacklick address may say Columbus),
// it marks the order:
// - the city is no town at or near the ZIP (Cleveland with Reynoldsburg's 43068): one of the two
//   is wrong, and the fee was priced from the ZIP;
// - no distance could be measured, so the standard fee was charged.
import { OHIO_ZIPS } from "./ohio-zips";
import { lookupZip, straightLineMiles, type LatLng } from "./zip-distance";

/** A town name this far (straight line) from the ZIP's centre still fits the ZIP. */
const NEARBY_MILES = 12;

function townKey(city: string): string {
  return city
    .toLowerCase()
    .replace(/\bsaint\b/g, "st")
    .replace(/\b(township|twp|village|city)\b/g, "")
    .replace(/[^a-z]/g, "");
}

let towns: Map<string, LatLng[]> | null = null;

/** Every Ohio town name with the centres of its ZIP codes. */
function townCentres(): Map<string, LatLng[]> {
  if (!towns) {
    towns = new Map();
    for (const [latitude, longitude, city] of Object.values(OHIO_ZIPS)) {
      const key = townKey(city);
      towns.set(key, [...(towns.get(key) ?? []), { latitude, longitude }]);
    }
  }
  return towns;
}

/**
 * Whether the city fits the ZIP: its own town, or a town with a ZIP close by. Our table has one
 * town name per ZIP, so a name it does not know (Whitehall, Bexley: suburbs inside Columbus ZIP
 * codes) is taken as fitting; only a town we know to be elsewhere is a contradiction.
 */
export function cityFitsZip(city: string, zip: string): boolean {
  const info = lookupZip(zip);
  if (!info) return false;
  const key = townKey(city);
  if (key === "" || key === townKey(info.city)) return true;
  const centres = townCentres().get(key);
  if (!centres) return true;
  return centres.some((centre) => straightLineMiles(centre, info) <= NEARBY_MILES);
}

/** The sentence staff see on the order, or null when nothing needs confirming. */
export function addressConcern(address: { city: string; postal_code: string }, distanceKnown: boolean): string | null {
  const concerns: string[] = [];
  const info = lookupZip(address.postal_code);
  if (info && !cityFitsZip(address.city, info.zip)) {
    concerns.push(
      `ZIP ${info.zip} is ${info.city}, not ${address.city.trim()}: the fee was priced from the ZIP; confirm the address with the customer`,
    );
  }
  if (!distanceKnown) {
    concerns.push("The distance could not be measured and the standard fee was charged: confirm the distance");
  }
  return concerns.length > 0 ? `${concerns.join(". ")}.` : null;
}
