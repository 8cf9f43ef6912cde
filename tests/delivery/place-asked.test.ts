// The place a search asks us to deliver to: an Ohio ZIP code, or a town named by words the
// search found no product for (or an area we serve), priced by the offline estimate.
import { describe, expect, it } from "vitest";
import { placeAskedAbout, placeNamedBy } from "@/lib/delivery/place-asked";
import { estimateMilesFromStore } from "@/lib/delivery/zip-distance";

describe("the place a delivery question names", () => {
  it("finds a town by the words left out, the longest name first, shortened words written out", () => {
    const zanesville = placeAskedAbout("do you deliver to zanesville", ["zanesville"])!;
    expect(zanesville).toMatchObject({ name: "Zanesville", words: ["zanesville"], area: null });
    expect(zanesville.nearest).toBe(Math.round(estimateMilesFromStore("43701")!));
    // Albany is a town too, in the southeast; New Albany is the suburb asked for.
    expect(placeAskedAbout("delivery to new albany", ["albany"])).toMatchObject({
      name: "New Albany",
      words: ["new", "albany"],
    });
    expect(placeAskedAbout("deliver to st clairsville oh", ["clairsville"])).toMatchObject({
      name: "Saint Clairsville",
      words: ["saint", "clairsville", "oh"],
    });
    expect(placeAskedAbout("do you deliver to mt vernon", ["vernon"])?.name).toBe("Mount Vernon");
  });

  it("never reads a word that found products, or none left out, as a town", () => {
    // "Green" is an Ohio town; asked with a fridge, the word was the colour.
    expect(placeAskedAbout("do you deliver green fridges", [])).toBeNull();
    expect(placeAskedAbout("do you deliver", [])).toBeNull();
    expect(placeAskedAbout("delivery to atlantis", ["atlantis"])).toBeNull();
  });

  it("names an area we serve, read as a delivery word, with its page and its own ZIP codes", () => {
    // The ZIP list names Gahanna's 43230 Columbus: the area's own name and page are kept.
    expect(placeAskedAbout("do you deliver to gahanna", [])).toMatchObject({
      name: "Gahanna",
      area: { slug: "gahanna" },
    });
    const westerville = placeAskedAbout("delivery to westerville", [])!;
    expect([westerville.nearest, westerville.farthest]).toEqual(
      ["43081", "43082"].map((zip) => Math.round(estimateMilesFromStore(zip)!)).sort((a, b) => a - b),
    );
  });

  it("prices a place in Columbus the ZIP list names Columbus by its own ZIP codes, on the Columbus page", () => {
    // Read as a delivery word, whatever the other words found ("upper" is in products' text).
    const bexley = placeAskedAbout("do you deliver to bexley", [])!;
    expect(bexley).toMatchObject({ name: "Bexley", area: { slug: "columbus", name: "Columbus" } });
    expect(bexley.nearest).toBe(Math.round(estimateMilesFromStore("43209")!));
    expect(placeAskedAbout("delivery to upper arlington", [])).toMatchObject({
      name: "Upper Arlington",
      words: ["upper", "arlington"],
    });
  });

  it("takes an Ohio ZIP code with a street address, named with its town", () => {
    expect(placeAskedAbout("can you deliver to 43230", [])).toMatchObject({
      name: "ZIP code 43230 (Gahanna)",
      area: { slug: "gahanna" },
    });
    expect(placeAskedAbout("delivery 43701", [])?.name).toBe("ZIP code 43701 (Zanesville)");
    // 43702 delivers to P.O. boxes only; 43999 is no ZIP code; 00000 none at all.
    expect(placeAskedAbout("delivery 43702", [])).toBeNull();
    expect(placeAskedAbout("delivery 43999", [])).toBeNull();
    expect(placeAskedAbout("delivery to 00000", [])).toBeNull();
  });

  it("takes another state's ZIP code as outside Ohio, with no miles", () => {
    expect(placeAskedAbout("delivery 90210", [])).toMatchObject({
      name: "ZIP code 90210",
      words: ["90210"],
      outsideOhio: true,
      nearest: Number.POSITIVE_INFINITY,
      area: null,
    });
    expect(placeAskedAbout("deliver to 10001", [])?.outsideOhio).toBe(true);
  });

  it("takes another state named, the longest name first, as outside Ohio; an Ohio town's name before it", () => {
    expect(placeAskedAbout("ship to kentucky", ["kentucky"])).toMatchObject({
      name: "Kentucky",
      words: ["kentucky"],
      outsideOhio: true,
      farthest: Number.POSITIVE_INFINITY,
    });
    expect(placeAskedAbout("deliver to west virginia", ["west", "virginia"])?.name).toBe("West Virginia");
    expect(placeAskedAbout("delivery to new york", ["york"])?.name).toBe("New York");
    expect(placeAskedAbout("delivery to the district of columbia", ["district"])?.name).toBe("District of Columbia");
    // A town of Ohio whose name holds a state's is the town.
    expect(placeAskedAbout("deliver to washington court house", ["washington", "court", "house"])?.name).toBe(
      "Washington Court House",
    );
    // A state's name before township, county or a street's word names a place in Ohio.
    expect(placeAskedAbout("deliver to washington township", ["washington", "township"])).toBeNull();
    expect(placeAskedAbout("delivery to indiana ave", ["indiana", "ave"])).toBeNull();
    // Only a state whose name found nothing in the search is asked about.
    expect(placeAskedAbout("ship to kentucky", [])).toBeNull();
  });

  it("says an estimate near where the fee changes, and which words named the place", () => {
    const near = placeAskedAbout("delivery to gahanna", [])!;
    expect(near.nearBoundary).toBe(Math.abs(estimateMilesFromStore("43230")! - 10.5) < 1.5);
    expect(placeAskedAbout("do you deliver to zanesville", ["zanesville"])!.nearBoundary).toBe(false);
    const albany = placeAskedAbout("delivery to new albany oh", ["albany"])!;
    expect(placeNamedBy(albany, "albany")).toBe(true);
    expect(placeNamedBy(albany, "New Albany, OH")).toBe(true);
    expect(placeNamedBy(albany, "albany fridge")).toBe(false);
  });
});
