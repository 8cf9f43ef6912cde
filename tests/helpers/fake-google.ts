// A local HTTP server speaking the slices of Google's APIs the shop uses: Routes API
// computeRouteMatrix and Places API (New) autocomplete and details, plus the legacy Distance
// Matrix, Place Autocomplete and Place Details JSON endpoints. Distances come from `miles`,
// keyed by a destination's ZIP code, in whole meters rounded up (so 10.5 miles stays 10.5).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeGoogle {
  url: string;
  /** Miles to a destination by the ZIP in its address; missing means no route. */
  miles: Map<string, number>;
  requests: {
    path: string;
    key: string | undefined;
    fieldMask: string | undefined;
    body: unknown;
    query: Record<string, string>;
  }[];
  /** The next requests answer 500 this many times. */
  failures: number;
  close(): Promise<void>;
}

const METERS_PER_MILE = 1609.344;

const PLACE = {
  id: "place-abc",
  text: "1480 Brice Rd, Reynoldsburg, OH, USA",
  components: [
    { long: "1480", short: "1480", types: ["street_number"] },
    { long: "Brice Road", short: "Brice Rd", types: ["route"] },
    { long: "Suite 4", short: "Suite 4", types: ["subpremise"] },
    { long: "Reynoldsburg", short: "Reynoldsburg", types: ["locality", "political"] },
    { long: "Ohio", short: "OH", types: ["administrative_area_level_1", "political"] },
    { long: "United States", short: "US", types: ["country", "political"] },
    { long: "43068", short: "43068", types: ["postal_code"] },
  ],
};

/** A place Google knows but the shop cannot deliver to: it has no US address. */
export const ABROAD = {
  id: "place-abroad",
  components: [
    { long: "Toronto", short: "Toronto", types: ["locality", "political"] },
    { long: "Canada", short: "CA", types: ["country", "political"] },
  ],
};

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const fake = { miles: new Map(), requests: [], failures: 0 } as unknown as FakeGoogle;
  const zipOf = (address: string) => /\b(\d{5})\b(?!.*\b\d{5}\b)/.exec(address)?.[1] ?? "";
  const server = createServer((request, response) => {
    let data = "";
    request.on("data", (chunk) => (data += chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const query = Object.fromEntries(url.searchParams);
      const body = data ? JSON.parse(data) : undefined;
      fake.requests.push({
        path: url.pathname,
        key: (request.headers["x-goog-api-key"] as string | undefined) ?? query.key,
        fieldMask: request.headers["x-goog-fieldmask"] as string | undefined,
        body,
        query,
      });
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(json));
      };
      if (fake.failures > 0) {
        fake.failures -= 1;
        return send(500, { error: { code: 500, message: "Fake outage" } });
      }
      switch (url.pathname) {
        case "/distanceMatrix/v2:computeRouteMatrix": {
          const miles = fake.miles.get(zipOf(body.destinations[0].waypoint.address));
          return send(200, [
            miles === undefined
              ? { originIndex: 0, destinationIndex: 0, status: {}, condition: "ROUTE_NOT_FOUND" }
              : {
                  originIndex: 0,
                  destinationIndex: 0,
                  status: {},
                  condition: "ROUTE_EXISTS",
                  distanceMeters: Math.ceil(miles * METERS_PER_MILE),
                },
          ]);
        }
        case "/v1/places:autocomplete":
          return send(200, { suggestions: [{ placePrediction: { placeId: PLACE.id, text: { text: PLACE.text } } }] });
        case `/v1/places/${ABROAD.id}`:
          return send(200, {
            addressComponents: ABROAD.components.map((component) => ({
              longText: component.long,
              shortText: component.short,
              types: component.types,
            })),
          });
        case `/v1/places/${PLACE.id}`:
          return send(200, {
            addressComponents: PLACE.components.map((component) => ({
              longText: component.long,
              shortText: component.short,
              types: component.types,
            })),
          });
        case "/maps/api/distancematrix/json": {
          const miles = fake.miles.get(zipOf(query.destinations ?? ""));
          const element =
            miles === undefined
              ? { status: "ZERO_RESULTS" }
              : { status: "OK", distance: { value: Math.ceil(miles * METERS_PER_MILE), text: `${miles} mi` } };
          return send(200, {
            status: "OK",
            rows: [{ elements: [element] }],
            origin_addresses: [],
            destination_addresses: [],
          });
        }
        case "/maps/api/place/autocomplete/json":
          return send(200, { status: "OK", predictions: [{ place_id: PLACE.id, description: PLACE.text }] });
        case "/maps/api/place/details/json":
          return send(200, {
            status: "OK",
            result: {
              address_components: PLACE.components.map((component) => ({
                long_name: component.long,
                short_name: component.short,
                types: component.types,
              })),
            },
          });
        default:
          return send(404, { error: { code: 404, message: `No fake for ${url.pathname}` } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
