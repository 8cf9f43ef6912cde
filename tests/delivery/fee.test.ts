import { describe, expect, it } from "vitest";
import { deliveryQuote } from "@/lib/delivery/fee";
import { estimateMilesFromStore, lookupZip, straightLineMiles } from "@/lib/delivery/zip-distance";

describe("delivery fee rule", () => {
  it.each([
    [0, { kind: "free", miles: 0, feeCents: 0 }],
    [10, { kind: "free", miles: 10, feeCents: 0 }],
    [10.4, { kind: "free", miles: 10, feeCents: 0 }],
    [10.5, { kind: "flat", miles: 11, feeCents: 4500 }],
    [11, { kind: "flat", miles: 11, feeCents: 4500 }],
    [60, { kind: "flat", miles: 60, feeCents: 4500 }],
    [60.4, { kind: "flat", miles: 60, feeCents: 4500 }],
    [60.5, { kind: "refused", miles: 61 }],
    [61, { kind: "refused", miles: 61 }],
    [250, { kind: "refused", miles: 250 }],
  ])("%s miles", (miles, quote) => {
    expect(deliveryQuote(miles)).toEqual(quote);
  });

  it("charges the standard fee when the distance is unknown", () => {
    expect(deliveryQuote(null)).toEqual({ kind: "unknown", miles: null, feeCents: 4500 });
    expect(deliveryQuote(Number.NaN)).toEqual({ kind: "unknown", miles: null, feeCents: 4500 });
  });
});

describe("offline ZIP distance estimate", () => {
  it("measures great-circle miles", () => {
    // Columbus to Cleveland is about 126 miles as the crow flies.
    const miles = straightLineMiles(
      { latitude: 39.9612, longitude: -82.9988 },
      { latitude: 41.4993, longitude: -81.6944 },
    );
    expect(miles).toBeGreaterThan(120);
    expect(miles).toBeLessThan(130);
  });

  it("knows Ohio ZIPs, their cities and P.O.-box-only ZIPs", () => {
    expect(lookupZip("43068")).toMatchObject({ city: "Reynoldsburg", state: "OH", poBoxOnly: false });
    expect(lookupZip("43216-1234")).toMatchObject({ city: "Columbus", poBoxOnly: true });
    expect(lookupZip("90210")).toBeNull();
    expect(lookupZip("abc")).toBeNull();
  });

  it("estimates road miles from the showroom with the 1.3 detour factor", () => {
    expect(estimateMilesFromStore("43068")!).toBeLessThan(2);
    const pickerington = estimateMilesFromStore("43147")!;
    expect(pickerington).toBeGreaterThan(4);
    expect(pickerington).toBeLessThan(12);
    const cleveland = estimateMilesFromStore("44114")!;
    expect(deliveryQuote(cleveland).kind).toBe("refused");
    expect(estimateMilesFromStore("99999")).toBeNull();
  });
});
