import { Client } from "@googlemaps/google-maps-services-js";
import axios from "axios";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { legacyDistance, legacyLookup } from "@/lib/delivery/google-legacy";
import { googleEndpoints, placesLookup, routesDistance } from "@/lib/delivery/google-routes";
import { quoteDelivery, refusalMessage } from "@/lib/delivery/quote";
import { STORE } from "@/lib/store";
import { startFakeGoogle, type FakeGoogle } from "../helpers/fake-google";

const ADDRESS = { line1: "1480 Brice Rd", city: "Reynoldsburg", state: "OH", postal_code: "43068" };
const FILLED = { line1: "1480 Brice Rd", line2: "Suite 4", city: "Reynoldsburg", state: "OH", postal_code: "43068" };

let fake: FakeGoogle;
beforeAll(async () => {
  fake = await startFakeGoogle();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.miles.clear();
  fake.requests.length = 0;
  fake.failures = 0;
});

/** The legacy client with an axios instance whose interceptor sends maps.googleapis.com to the fake. */
function legacyClient(): Client {
  const axiosInstance = axios.create();
  axiosInstance.interceptors.request.use((config) => ({
    ...config,
    url: config.url?.replace("https://maps.googleapis.com", fake.url),
  }));
  return new Client({ axiosInstance });
}

describe("Routes API and Places API (New)", () => {
  it("asks computeRouteMatrix for the driving distance from the showroom", async () => {
    fake.miles.set("43068", 10.5);
    const miles = await routesDistance("new-key", googleEndpoints(fake.url)).drivingMiles(ADDRESS);
    expect(miles).toBeCloseTo(10.5, 2);
    const [request] = fake.requests;
    expect(request).toMatchObject({ path: "/distanceMatrix/v2:computeRouteMatrix", key: "new-key" });
    expect(request!.fieldMask).toContain("distanceMeters");
    expect(request!.body).toMatchObject({
      origins: [
        { waypoint: { location: { latLng: { latitude: STORE.geo.latitude, longitude: STORE.geo.longitude } } } },
      ],
      destinations: [{ waypoint: { address: "1480 Brice Rd, Reynoldsburg, OH 43068, USA" } }],
      travelMode: "DRIVE",
    });
  });

  it("answers null when there is no route, and throws when Google fails", async () => {
    const provider = routesDistance("new-key", googleEndpoints(fake.url));
    expect(await provider.drivingMiles(ADDRESS)).toBeNull();
    fake.failures = 1;
    await expect(provider.drivingMiles(ADDRESS)).rejects.toThrow(/Google answered 500/);
  });

  it("suggests US addresses and fills the fields of the chosen one", async () => {
    const lookup = placesLookup("new-key", googleEndpoints(fake.url));
    expect(await lookup.suggest("1480 Brice", "session-1")).toEqual([
      { id: "place-abc", text: "1480 Brice Rd, Reynoldsburg, OH, USA" },
    ]);
    expect(fake.requests[0]!.body).toMatchObject({
      input: "1480 Brice",
      includedRegionCodes: ["us"],
      sessionToken: "session-1",
    });
    expect(await lookup.details("place-abc", "session-1")).toEqual(FILLED);
    expect(fake.requests[1]).toMatchObject({ path: "/v1/places/place-abc", query: { sessionToken: "session-1" } });
  });
});

describe("legacy Distance Matrix and Place Autocomplete through the Node client", () => {
  it("gets the distance in imperial units by car", async () => {
    fake.miles.set("43068", 61);
    expect(await legacyDistance("old-key", legacyClient()).drivingMiles(ADDRESS)).toBeCloseTo(61, 2);
    expect(fake.requests[0]).toMatchObject({
      path: "/maps/api/distancematrix/json",
      key: "old-key",
      query: { mode: "driving", units: "imperial", destinations: "1480 Brice Rd, Reynoldsburg, OH 43068, USA" },
    });
    fake.miles.clear();
    expect(await legacyDistance("old-key", legacyClient()).drivingMiles(ADDRESS)).toBeNull();
  });

  it("suggests US addresses and fills the fields", async () => {
    const lookup = legacyLookup("old-key", legacyClient());
    expect(await lookup.suggest("1480 Brice")).toEqual([
      { id: "place-abc", text: "1480 Brice Rd, Reynoldsburg, OH, USA" },
    ]);
    expect(fake.requests[0]!.query).toMatchObject({ components: "country:us", types: "address" });
    expect(await lookup.details("place-abc")).toEqual(FILLED);
  });
});

describe("the delivery quote", () => {
  const routes = () => routesDistance("new-key", googleEndpoints(fake.url));

  it.each([
    [10, "free", 0],
    [10.5, "flat", 4500],
    [11, "flat", 4500],
    [60, "flat", 4500],
    [61, "refused", undefined],
  ])("%s miles by road is %s", async (miles, kind, fee) => {
    fake.miles.set("43068", miles);
    const quote = await quoteDelivery(ADDRESS, routes());
    expect(quote.kind).toBe(kind);
    expect(quote).toMatchObject({ miles: Math.round(miles), source: "google" });
    if (fee !== undefined) expect(quote).toMatchObject({ feeCents: fee });
  });

  it("falls back to the ZIP estimate when Google fails, labelled estimated", async () => {
    fake.failures = 1;
    const quote = await quoteDelivery({ ...ADDRESS, postal_code: "43147" }, routes());
    expect(quote).toMatchObject({ kind: "free", source: "estimated" });
  });

  it("refuses a ZIP code that is no Ohio ZIP instead of charging the standard fee", async () => {
    for (const zip of ["00000", "43999", "10001"]) {
      const quote = await quoteDelivery({ ...ADDRESS, city: "Cleveland", postal_code: zip }, routes());
      expect(quote).toEqual({ kind: "unknown_zip", zip });
      expect(refusalMessage(quote as Extract<typeof quote, { kind: "unknown_zip" }>)).toBe(
        `ZIP code ${zip} is not an Ohio ZIP code: please check it. We deliver within 60 miles of our showroom.`,
      );
    }
  });
});
