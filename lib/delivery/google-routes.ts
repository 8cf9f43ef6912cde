// Google's current APIs over plain fetch, for keys from projects created since 2026: the Routes
// API's computeRouteMatrix for the driving distance and Places API (New) for address autocomplete.
import "server-only";
import { STORE } from "@/lib/store";
import { addressFromComponents, MAX_SUGGESTIONS, type AddressLookup } from "./address-lookup";
import { addressLine, type DistanceProvider } from "./distance";

const METERS_PER_MILE = 1609.344;
const TIMEOUT_MS = 8000;

export interface GoogleEndpoints {
  routes: string;
  places: string;
}

/** Google's hosts, or one base URL for both (a proxy or a local test server). */
export function googleEndpoints(base?: string): GoogleEndpoints {
  const trimmed = base?.replace(/\/+$/, "");
  return {
    routes: trimmed ?? "https://routes.googleapis.com",
    places: trimmed ?? "https://places.googleapis.com",
  };
}

async function googleFetch(url: string, key: string, fieldMask: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", "x-goog-api-key": key, "x-goog-fieldmask": fieldMask },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    const detail = await response.text().catch(() => "");
    throw new Error(`Google answered ${response.status} for ${new URL(url).pathname}: ${detail.slice(0, 200)}`);
  }
  return response.json();
}

interface RouteMatrixElement {
  distanceMeters?: number;
  condition?: string;
}

export function routesDistance(key: string, endpoints: GoogleEndpoints = googleEndpoints()): DistanceProvider {
  return {
    source: "google",
    async drivingMiles(address) {
      const elements = (await googleFetch(
        `${endpoints.routes}/distanceMatrix/v2:computeRouteMatrix`,
        key,
        "originIndex,destinationIndex,distanceMeters,condition",
        {
          origins: [
            { waypoint: { location: { latLng: { latitude: STORE.geo.latitude, longitude: STORE.geo.longitude } } } },
          ],
          destinations: [{ waypoint: { address: addressLine(address) } }],
          travelMode: "DRIVE",
          routingPreference: "TRAFFIC_UNAWARE",
          units: "IMPERIAL",
        },
      )) as RouteMatrixElement[];
      const element = Array.isArray(elements) ? elements[0] : undefined;
      if (!element || element.condition !== "ROUTE_EXISTS" || typeof element.distanceMeters !== "number") return null;
      return element.distanceMeters / METERS_PER_MILE;
    },
  };
}

interface PlacesAutocompleteAnswer {
  suggestions?: { placePrediction?: { placeId: string; text?: { text: string } } }[];
}

interface PlaceDetailsAnswer {
  addressComponents?: { longText: string; shortText: string; types: string[] }[];
}

export function placesLookup(key: string, endpoints: GoogleEndpoints = googleEndpoints()): AddressLookup {
  return {
    async suggest(input, sessionToken) {
      const answer = (await googleFetch(
        `${endpoints.places}/v1/places:autocomplete`,
        key,
        "suggestions.placePrediction.placeId,suggestions.placePrediction.text.text",
        {
          input,
          includedRegionCodes: ["us"],
          locationBias: { circle: { center: STORE.geo, radius: 50000 } },
          ...(sessionToken && { sessionToken }),
        },
      )) as PlacesAutocompleteAnswer;
      return (answer.suggestions ?? [])
        .flatMap((suggestion) => (suggestion.placePrediction ? [suggestion.placePrediction] : []))
        .slice(0, MAX_SUGGESTIONS)
        .map((prediction) => ({ id: prediction.placeId, text: prediction.text?.text ?? "" }));
    },
    async details(id, sessionToken) {
      const query = sessionToken ? `?sessionToken=${encodeURIComponent(sessionToken)}` : "";
      const answer = (await googleFetch(
        `${endpoints.places}/v1/places/${encodeURIComponent(id)}${query}`,
        key,
        "addressComponents",
      )) as PlaceDetailsAnswer;
      if (!answer.addressComponents) return null;
      return addressFromComponents(
        answer.addressComponents.map((component) => ({
          long: component.longText,
          short: component.shortText,
          types: component.types,
        })),
      );
    },
  };
}
