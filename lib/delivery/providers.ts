// Picks the distance and autocomplete providers from the environment: Google when
// GOOGLE_MAPS_API_KEY is set (the Routes API and Places API (New) by default, the legacy
// Distance Matrix and Place Autocomplete with GOOGLE_MAPS_API=legacy), otherwise the offline ZIP
// estimate and no suggestions. Google distances are remembered for a while, so the address step,
// the summary and the checkout ask Google once per address.
import "server-only";
import type { AddressLookup } from "./address-lookup";
import { addressLine, type DistanceProvider } from "./distance";
import { legacyDistance, legacyLookup } from "./google-legacy";
import { googleEndpoints, placesLookup, routesDistance } from "./google-routes";
import { offlineDistance } from "./offline-distance";

const MEMO_MS = 30 * 60 * 1000;
const MEMO_MAX = 500;

function remembered(provider: DistanceProvider): DistanceProvider {
  const memo = new Map<string, { miles: number | null; at: number }>();
  return {
    source: provider.source,
    async drivingMiles(address) {
      const key = addressLine(address).toLowerCase();
      const hit = memo.get(key);
      if (hit && Date.now() - hit.at < MEMO_MS) return hit.miles;
      const miles = await provider.drivingMiles(address);
      if (memo.size >= MEMO_MAX) memo.delete(memo.keys().next().value!);
      memo.set(key, { miles, at: Date.now() });
      return miles;
    },
  };
}

interface GoogleSettings {
  key: string;
  legacy: boolean;
  base: string | undefined;
}

function googleSettings(env: NodeJS.ProcessEnv): GoogleSettings | null {
  const key = env.GOOGLE_MAPS_API_KEY?.trim();
  if (!key) return null;
  return { key, legacy: env.GOOGLE_MAPS_API?.trim() === "legacy", base: env.GOOGLE_MAPS_BASE_URL?.trim() || undefined };
}

const globalMemo = globalThis as typeof globalThis & {
  __distanceProvider?: { id: string; provider: DistanceProvider };
};

export function distanceProvider(env: NodeJS.ProcessEnv = process.env): DistanceProvider {
  const google = googleSettings(env);
  if (!google) return offlineDistance;
  const id = `${google.legacy}:${google.key}:${google.base}`;
  if (globalMemo.__distanceProvider?.id !== id) {
    const provider = google.legacy
      ? legacyDistance(google.key)
      : routesDistance(google.key, googleEndpoints(google.base));
    globalMemo.__distanceProvider = { id, provider: remembered(provider) };
  }
  return globalMemo.__distanceProvider.provider;
}

/** Google's autocomplete, or null without a key (the ZIP then fills city and state). */
export function addressLookup(env: NodeJS.ProcessEnv = process.env): AddressLookup | null {
  const google = googleSettings(env);
  if (!google) return null;
  return google.legacy ? legacyLookup(google.key) : placesLookup(google.key, googleEndpoints(google.base));
}
