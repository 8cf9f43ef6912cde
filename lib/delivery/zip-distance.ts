// The offline distance estimate: straight-line miles between US Census ZIP centroids times a
// road-detour factor, used when no maps key is set and for the area pages' distances.
import { DELIVERY, STORE } from "@/lib/store";
import { OHIO_ZIPS } from "./ohio-zips";

export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;

export function straightLineMiles(a: LatLng, b: LatLng): number {
  const toRad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLng = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface ZipInfo extends LatLng {
  zip: string;
  city: string;
  state: "OH";
  /** The ZIP serves P.O. boxes (or one organisation) only: no street delivery. */
  poBoxOnly: boolean;
}

/** The Ohio ZIP's centroid and city, or null for a ZIP we do not know (or outside Ohio). */
export function lookupZip(zip: string): ZipInfo | null {
  const five = zip.trim().slice(0, 5);
  const entry = OHIO_ZIPS[five];
  if (!entry) return null;
  const [latitude, longitude, city, poBox] = entry;
  return { zip: five, latitude, longitude, city, state: "OH", poBoxOnly: poBox === 1 };
}

/** Estimated driving miles from the showroom to a ZIP (unrounded), or null when unknown. */
export function estimateMilesFromStore(zip: string): number | null {
  const info = lookupZip(zip);
  if (!info) return null;
  return straightLineMiles(STORE.geo, info) * DELIVERY.roadDetourFactor;
}
