// Google's legacy Distance Matrix and Place Autocomplete through the official Node client
// (@googlemaps/google-maps-services-js), for keys of older projects that still have them.
import "server-only";
import { Client, PlaceAutocompleteType, TravelMode, UnitSystem } from "@googlemaps/google-maps-services-js";
import { STORE } from "@/lib/store";
import { addressFromComponents, MAX_SUGGESTIONS, type AddressLookup } from "./address-lookup";
import { addressLine, type DistanceProvider } from "./distance";

const METERS_PER_MILE = 1609.344;
const TIMEOUT_MS = 8000;

export function legacyDistance(key: string, client: Client = new Client({})): DistanceProvider {
  return {
    source: "google",
    async drivingMiles(address) {
      const { data } = await client.distancematrix({
        params: {
          key,
          origins: [{ lat: STORE.geo.latitude, lng: STORE.geo.longitude }],
          destinations: [addressLine(address)],
          mode: TravelMode.driving,
          units: UnitSystem.imperial,
        },
        timeout: TIMEOUT_MS,
      });
      if (data.status !== "OK") throw new Error(`Distance Matrix answered ${data.status}: ${data.error_message ?? ""}`);
      const element = data.rows[0]?.elements[0];
      if (!element || element.status !== "OK") return null;
      return element.distance.value / METERS_PER_MILE;
    },
  };
}

export function legacyLookup(key: string, client: Client = new Client({})): AddressLookup {
  return {
    async suggest(input, sessionToken) {
      const { data } = await client.placeAutocomplete({
        params: {
          key,
          input,
          types: PlaceAutocompleteType.address,
          components: ["country:us"],
          location: { lat: STORE.geo.latitude, lng: STORE.geo.longitude },
          radius: 50000,
          ...(sessionToken && { sessiontoken: sessionToken }),
        },
        timeout: TIMEOUT_MS,
      });
      if (data.status !== "OK" && data.status !== "ZERO_RESULTS") {
        throw new Error(`Place Autocomplete answered ${data.status}: ${data.error_message ?? ""}`);
      }
      return data.predictions
        .slice(0, MAX_SUGGESTIONS)
        .map((prediction) => ({ id: prediction.place_id, text: prediction.description }));
    },
    async details(id, sessionToken) {
      const { data } = await client.placeDetails({
        params: {
          key,
          place_id: id,
          fields: ["address_component"],
          ...(sessionToken && { sessiontoken: sessionToken }),
        },
        timeout: TIMEOUT_MS,
      });
      if (data.status !== "OK" || !data.result.address_components) return null;
      return addressFromComponents(
        data.result.address_components.map((component) => ({
          long: component.long_name,
          short: component.short_name,
          types: component.types as string[],
        })),
      );
    },
  };
}
