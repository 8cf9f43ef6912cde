// What a listing says about its filters and search: chips that remove one filter each (the URL's
// or the search text's), what it shows instead, "Did you mean", notes, and when it offers help.
import { describe, expect, it } from "vitest";
import { DEFAULT_QUERY, type ListingQuery } from "@/lib/catalog/listing";
import type { ListingSearch } from "@/lib/catalog/listing-query";
import { parseSearch } from "@/lib/catalog/search-parse";
import { planSearch, relaxPlan, type CatalogFacets, type WordLookup } from "@/lib/catalog/search-plan";
import { alternativesCategory, offersHelp, searchSummary } from "@/lib/content/search-summary";
import type { NavLink } from "@/lib/content/navigation";
import { correctedOf } from "../helpers/corrected";

const query = (overrides: Partial<ListingQuery>): ListingQuery => ({ ...DEFAULT_QUERY, ...overrides });

/** A search planned with every word found, on a catalogue of `facets`. */
function searched(text: string, lookups?: WordLookup[], facets?: CatalogFacets): ListingSearch {
  const parsed = parseSearch(text);
  const plan = planSearch(parsed, lookups ?? parsed.words.map(() => ({ found: true, whole: true, close: [] })), facets);
  return { asked: plan, shown: plan, modelTypo: false };
}

describe("search summary", () => {
  it("shows the URL's filters and the search's as chips, each removing only itself", () => {
    const listing = query({ search: "cheap washer under 500", deal: "open-box", inStock: true, minPrice: 100 });
    const summary = searchSummary(listing, searched(listing.search));
    expect(summary.chips).toEqual([
      { label: "Open Box", href: "/products?search=cheap+washer+under+500&minPrice=100&inStock=true", from: "filters" },
      {
        label: "$100 to $5,000",
        href: "/products?search=cheap+washer+under+500&deal=open-box&inStock=true",
        from: "filters",
      },
      {
        label: "In stock",
        href: "/products?search=cheap+washer+under+500&deal=open-box&minPrice=100",
        from: "filters",
      },
      {
        label: "Price: Low to High",
        href: "/products?search=washer+under+500&deal=open-box&minPrice=100&inStock=true",
        from: "search",
      },
      {
        label: "Washers",
        href: "/products?search=cheap+under+500&deal=open-box&minPrice=100&inStock=true",
        from: "search",
      },
      {
        label: "Under $500",
        href: "/products?search=cheap+washer&deal=open-box&minPrice=100&inStock=true",
        from: "search",
      },
    ]);
    const category = searchSummary(query({ category: "dryer" }), null);
    expect(category.chips).toEqual([{ label: "Dryers", href: "/products", from: "filters" }]);
    // The page's category named in the search too is one chip ("fridge" on the refrigerators' page
    // had shown Refrigerators twice).
    const fridges = query({ category: "refrigerator", search: "fridge" });
    expect(searchSummary(fridges, searched(fridges.search)).chips).toEqual([
      { label: "Refrigerators", href: "/products?search=fridge", from: "filters" },
    ]);
    // So is the kinds a feature no product has is one of, on a page of one of them ("griddle" on
    // the ranges' page had shown Ranges & Stoves and Ranges; "rotisserie" Ranges and wall ovens).
    for (const text of ["griddle", "rotisserie"]) {
      const asked = searched(text).asked;
      const onRanges = query({ category: "stove", search: text });
      const summary = searchSummary(onRanges, { asked, shown: relaxPlan(asked, [0])!, modelTypo: false });
      expect(summary.chips, text).toEqual([
        { label: "Ranges & Stoves", href: `/products?search=${text.replace(" ", "+")}`, from: "filters" },
      ]);
    }
  });

  it("shows the largest or smallest first as a chip, while no sort is chosen", () => {
    const listing = query({ search: "biggest washer" });
    const chips = searchSummary(listing, searched(listing.search)).chips;
    expect(chips.map((chip) => chip.label)).toEqual(["Largest first", "Washers"]);
    expect(chips[0]!.href).toBe("/products?search=washer");
    const sorted = query({ search: "smallest microwave", sort: "priceAsc" });
    expect(searchSummary(sorted, searched(sorted.search)).chips.map((chip) => chip.label)).toEqual(["Microwaves"]);
  });

  it("shows a filter said twice as one chip that removes both", () => {
    const listing = query({ search: "french door fridge with french doors" });
    const chips = searchSummary(listing, searched(listing.search)).chips;
    expect(chips).toEqual([
      { label: "French door", href: "/products?search=fridge+with", from: "search" },
      { label: "Refrigerators", href: "/products?search=french+door+with+french+doors", from: "search" },
    ]);
  });

  it("notes what a word names that we sell in another form, unless the search names what it wants", () => {
    const notes = (text: string) => searchSummary(query({ search: text }), searched(text)).notes;
    expect(notes("freezer")).toEqual(["We sell refrigerators with a freezer, not separate freezers."]);
    expect(notes("fridge with freezer")).toEqual([]);
    // A style of refrigerator names one too.
    expect(notes("mini fridge with freezer")).toEqual([]);
    expect(notes("cooktop range")).toEqual([]);
    // What we don't sell at all is said with the rest of the search.
    expect(notes("kitchenaid mixer")).toEqual([
      "We don't carry KitchenAid at the moment.",
      "We sell large home appliances, not small kitchen appliances.",
    ]);
    expect(notes("range hood")).toEqual([
      "We don't sell range hoods; an over-the-range microwave vents the cooktop below it like one.",
    ]);
    expect(notes("induction cooktop")).toEqual([
      "We sell ranges (a cooktop on top of an oven), not separate cooktops.",
    ]);
    for (const text of ["washer dryer combo", "all in one washer", "lg combo washer dryer"])
      expect(notes(text), text).toEqual([
        "We don't sell washer-dryer combos (one machine that both washes and dries), only separate washers and dryers.",
      ]);
    expect(notes("washer and dryer")).toEqual([]);
  });

  it("says what the shop offers that a search asks about, linking the page that explains it", () => {
    const services = (text: string) => searchSummary(query({ search: text }), searched(text)).services;
    expect(services("washer with free delivery")).toEqual([
      {
        text: "We deliver up to 60 miles from the store, free within 10 miles and $45 beyond; you choose the day at checkout.",
        link: { href: "/shipping-policy", label: "Shipping & Delivery" },
      },
    ]);
    expect(services("fridge extended warranty and haul away").map((note) => note.link.href)).toEqual([
      "/warranty",
      "/shipping-policy",
    ]);
    expect(services("dryer warrenty")[0]!.text).toBe(
      "Every appliance has at least the 1-year manufacturer warranty, its page says how long; 2 to 5 years of protection can be added at checkout.",
    );
    expect(services("range pickup")[0]!.link).toEqual({ href: "/store", label: "Visit the Showroom" });
    expect(services("return policy")[0]!.link.href).toBe("/returns-policy");
    // A search asking about one thing gets one note saying it, linking the page that explains it.
    const oneNote: [string, string | RegExp, NavLink][] = [
      // A deal's name asked about: what each deal is, from the home page's words.
      [
        "what does scratch and dent mean",
        "Open Box: Customer returns and display units, never installed, checked and tested. Scratch & Dent: Cosmetic marks from shipping, often on a side that hides between cabinets. Clearance: Last year's models and overstock, new in the box, while they last.",
        { href: "/about", label: "About Us" },
      ],
      [
        "washer near me",
        "Our showroom is at 7250 E Main St, Reynoldsburg, OH 43068, open 10AM-6PM every day, closed on New Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving, and Christmas Day.",
        { href: "/store", label: "Visit the Showroom" },
      ],
      [
        "washer financing",
        "We take Visa, Mastercard, American Express, Discover, and Diners Club on a secure payment page.",
        { href: "/payment-policy", label: "Payment Policy" },
      ],
      [
        "can you install a dishwasher",
        /^Our crew places and levels what we deliver .*licensed installer/,
        { href: "/contact#contact-installation", label: "Installation" },
      ],
      [
        "sales tax",
        "Ohio sales tax (8%) is added at checkout to the appliances, extended warranties, delivery and its add-ons.",
        { href: "/payment-policy", label: "Payment Policy" },
      ],
      [
        "phone number",
        "Call us at (614) 555-0142 or e-mail sales@reynoldsburgapplianceoutlet.com; we answer e-mails within 24 hours.",
        { href: "/contact", label: "Contact" },
      ],
    ];
    for (const [search, text, link] of oneNote) {
      expect(services(search), search).toEqual([
        { text: typeof text === "string" ? text : expect.stringMatching(text), link },
      ]);
    }
    expect(services("basement delivery").map((note) => note.text)).toEqual([
      "We carry an appliance up to 5 flights of stairs for $50 a flight, chosen at checkout.",
      expect.stringMatching(/^We deliver up to 60 miles from the store/),
    ]);
    expect(services("track my order")[0]!.link).toEqual({ href: "/order-tracking", label: "Track Your Order" });
    expect(services("stainless washer")).toEqual([]);
    // A service says nothing of the product: the search is for washers.
    expect(searchSummary(query({ search: "washer delivery" }), searched("washer delivery")).chips).toEqual([
      { label: "Washers", href: "/products?search=delivery", from: "search" },
    ]);
  });

  it("tells a delivery question naming a town or ZIP code how far it is and what delivery there costs", () => {
    // The words no product has are left out, as the listing leaves them out.
    const summary = (text: string) => {
      const parsed = parseSearch(text);
      let shown = planSearch(
        parsed,
        parsed.words.map(() => ({ found: false, whole: false, close: [] })),
      );
      const asked = shown;
      while (shown.words.length > 0)
        shown = relaxPlan(
          shown,
          shown.words.map(() => 0),
        )!;
      return searchSummary(query({ search: text }), { asked, shown, modelTypo: false });
    };
    const zanesville = summary("do you deliver to zanesville");
    // The town was the place asked about, not a search that found nothing.
    expect(zanesville.instead).toBeNull();
    expect(zanesville.services).toEqual([
      {
        text: "Delivery to Zanesville, about 54 miles from our showroom, is $45; you choose the day at checkout.",
        link: { href: "/shipping-policy", label: "Shipping & Delivery" },
      },
    ]);
    expect(summary("delivery to new albany oh").services[0]!.text).toMatch(/^Delivery to New Albany, about \d+ miles/);
    expect(summary("deliver to cleveland").services[0]!.text).toMatch(
      /^Cleveland is \d+ to \d+ miles from our showroom, farther than the 60 miles we deliver; pickup at our Reynoldsburg showroom is free\.$/,
    );
    expect(summary("delivery to columbus").services[0]).toEqual({
      text: expect.stringMatching(
        /^Delivery to Columbus, \d+ to \d+ miles from our showroom, is free within 10 miles and \$45 beyond; checkout prices your address\.$/,
      ),
      link: { href: "/areas/columbus", label: "Delivery to Columbus" },
    });
    expect(summary("can you deliver to 43701").services[0]!.text).toMatch(/^Delivery to ZIP code 43701 \(Zanesville\)/);
    // Another state's ZIP code after "to" is where the shopper is, not a price ("to 90210" had been "under $90,210").
    const beverlyHills = summary("deliver to 90210");
    expect(beverlyHills.chips).toEqual([]);
    expect(beverlyHills.services).toEqual([
      {
        text: "ZIP code 90210 is outside Ohio, farther than the 60 miles we deliver; pickup at our Reynoldsburg showroom is free.",
        link: { href: "/shipping-policy", label: "Shipping & Delivery" },
      },
    ]);
    expect(summary("zip code 10001").services[0]!.text).toMatch(/^ZIP code 10001 is outside Ohio/);
    // So is another state named ("ship to kentucky" had said no results for the state).
    const kentucky = summary("ship to kentucky");
    expect(kentucky.instead).toBeNull();
    expect(kentucky.services.map((service) => service.text)).toEqual([
      "Kentucky is outside Ohio, farther than the 60 miles we deliver; pickup at our Reynoldsburg showroom is free.",
    ]);
    expect(summary("washer dryer delivery to west virginia").services[0]!.text).toMatch(
      /^West Virginia is outside Ohio/,
    );
    // An Ohio ZIP code after "near" is a place too ("near 43068" had been a price around $43,068).
    const near = summary("near 43068 washer");
    expect(near.chips.map((chip) => chip.label)).toEqual(["Washers"]);
    expect(near.services[0]!.text).toMatch(/^Delivery to ZIP code 43068 \(Reynoldsburg\)/);
    // Without a delivery word, another state's five digits after "to" stay a price.
    expect(summary("washer to 50000").chips.map((chip) => chip.label)).toEqual(["Washers", "Under $50,000"]);
    expect(summary("do you deliver to reynoldsburg").services[0]!.text).toBe(
      "Delivery to Reynoldsburg, about 1 mile from our showroom, is free; you choose the day at checkout.",
    );
    // The showroom's town asked about for delivery is the place delivered to, not the showroom.
    for (const text of ["deliver to reynoldsburg", "washer delivery reynoldsburg"]) {
      expect(
        summary(text).services.map((note) => note.text),
        text,
      ).toEqual(["Delivery to Reynoldsburg, about 1 mile from our showroom, is free; you choose the day at checkout."]);
    }
    // "ohio" after the town says where the town is, not where the showroom is.
    expect(summary("delivery to lancaster ohio").services.map((note) => note.link.href)).toEqual(["/shipping-policy"]);
    expect(summary("where is your store and do you deliver to newark ohio").services.map((note) => note.text)).toEqual([
      expect.stringMatching(/^Our showroom is at /),
      expect.stringMatching(/^Delivery to Newark, about \d+ miles/),
    ]);
    // A word no town has still found nothing; a colour we don't have is no town ("Green, OH").
    expect(summary("do you deliver to atlantis").instead).not.toBeNull();
    expect(summary("do you deliver to atlantis").services[0]!.text).toMatch(/^We deliver up to 60 miles/);
    expect(summary("do you deliver green fridges").services[0]!.text).toMatch(/^We deliver up to 60 miles/);
  });

  it("shows a chip only for the deal and the sort in force: the first said", () => {
    const listing = query({ search: "open box or clearance washer" });
    expect(searchSummary(listing, searched(listing.search)).chips.map((chip) => chip.label)).toEqual([
      "Open Box",
      "Washers",
    ]);
    const sorted = query({ search: "cheap cheapest washer" });
    expect(searchSummary(sorted, searched(sorted.search)).chips).toEqual([
      { label: "Price: Low to High", href: "/products?search=washer", from: "search" },
      { label: "Washers", href: "/products?search=cheap+cheapest", from: "search" },
    ]);
  });

  it("says a category page's search for another kind found none there and shows that kind, no chip of the category", () => {
    const listing = query({ search: "dryer", category: "washer" });
    const summary = searchSummary(listing, { ...searched(listing.search), leftCategory: "washer" });
    expect(summary.instead).toEqual({ asked: "dryer", within: "Washers", shown: "dryers" });
    expect(summary.chips.map((chip) => chip.label)).toEqual(["Dryers"]);
    // Little found, the products in stock offered are dryers, not the page's washers.
    expect(alternativesCategory(listing, { ...searched(listing.search), leftCategory: "washer" })).toBe("dryer");
    expect(alternativesCategory(listing, searched(listing.search))).toBe("washer");
    // Kept, the category is a chip and nothing is said instead.
    const kept = searchSummary(query({ search: "front load", category: "washer" }), searched("front load"));
    expect(kept.instead).toBeNull();
    expect(kept.chips.map((chip) => chip.label)).toContain("Washers");
  });

  it("says which brands we carry when one asked for is not", () => {
    const listing = query({ search: "maytag or bosch washer" });
    const facets = { brands: ["LG", "Samsung", "Whirlpool"], colors: [] };
    const summary = searchSummary(listing, searched(listing.search, undefined, facets));
    expect(summary.notes).toEqual([
      "We don't carry Maytag or Bosch at the moment. The brands we carry: LG, Samsung, and Whirlpool.",
    ]);
    expect(summary.instead).toEqual({ asked: "maytag or bosch washer", shown: "washers" });
  });

  it("names the brands or colors we have when a search asks which, once", () => {
    const facets = { brands: ["LG", "Samsung", "Whirlpool"], colors: ["Stainless Steel", "White"] };
    const notes = (text: string) => searchSummary(query({ search: text }), searched(text, undefined, facets)).notes;
    expect(notes("what brands do you carry")).toEqual(["The brands we carry: LG, Samsung, and Whirlpool."]);
    expect(notes("which brands of washers")).toEqual(["The brands we carry: LG, Samsung, and Whirlpool."]);
    expect(notes("what colors do you have")).toEqual(["The colors we have: Stainless Steel and White."]);
    // Named once, with a brand we don't carry; "brand" and "color" alone ask nothing.
    expect(notes("what brands do you sell kenmore")).toEqual([
      "We don't carry Kenmore at the moment. The brands we carry: LG, Samsung, and Whirlpool.",
    ]);
    for (const text of ["brand new", "samsung brand", "washer in white color", "white color washer"])
      expect(notes(text), text).toEqual([]);
    // "colors" alone or after a kind asks too; the colours of a kind or brand are its products'.
    expect(notes("colors")).toEqual(["The colors we have: Stainless Steel and White."]);
    const listed = (text: string, found: ListingSearch["listed"]) =>
      searchSummary(query({ search: text }), { ...searched(text, undefined, facets), listed: found }).notes;
    expect(listed("lg washer colors", { colors: ["White"] })).toEqual(["The colors we have in LG washers: White."]);
    expect(listed("what colors does the lg washer come in", { colors: ["White"] })).toEqual([
      "The colors we have in LG washers: White.",
    ]);
    expect(listed("which brands of dryers", { brands: ["LG", "Whirlpool"] })).toEqual([
      "The brands we carry in dryers: LG and Whirlpool.",
    ]);
  });

  it("says which colors we have when one asked for is not", () => {
    const listing = query({ search: "bisque or almond lg fridge" });
    const facets = { brands: ["LG", "Samsung"], colors: ["Stainless Steel", "White"] };
    const summary = searchSummary(listing, searched(listing.search, undefined, facets));
    expect(summary.notes).toEqual([
      "We don't have bisque or almond appliances at the moment. The colors we have: Stainless Steel and White.",
    ]);
    expect(summary.instead).toEqual({ asked: "bisque or almond lg fridge", shown: "LG refrigerators" });
  });

  it("leaves out a search's sort or deal while the URL sets its own", () => {
    const listing = query({ search: "cheap open box washer", sort: "rating", deal: "clearance" });
    expect(searchSummary(listing, searched(listing.search)).chips.map((chip) => chip.label)).toEqual([
      "Clearance",
      "Washers",
    ]);
  });

  it("says what it shows instead, what was meant, and the notes of the words it read", () => {
    const asked = searched("lg xyzzy induction cooktop", undefined, { brands: ["LG"], colors: [] }).asked;
    const shown = relaxPlan(asked, [3, 0])!;
    const summary = searchSummary(query({ search: asked.text }), { asked, shown, modelTypo: false });
    expect(summary.instead).toEqual({ asked: "lg xyzzy induction cooktop", shown: "LG induction ranges" });
    expect(summary.notes).toEqual(["We sell ranges (a cooktop on top of an oven), not separate cooktops."]);
    expect(summary.lookedFor).toBe('LG induction ranges matching "xyzzy"');
    expect(summary.closeCategories).toEqual([{ href: "/products/stove", label: "All Ranges & Stoves" }]);
    // Nothing left of the search: the page's category is what it shows (had said "all products"
    // on the refrigerators' page), else everything.
    const nothing = searched("xyzzy", [{ found: false, whole: false, close: [] }]).asked;
    const none = { asked: nothing, shown: relaxPlan(nothing, [0])!, modelTypo: false };
    expect(searchSummary(query({ search: "xyzzy", category: "refrigerator" }), none).instead).toEqual({
      asked: "xyzzy",
      shown: "refrigerators",
    });
    expect(searchSummary(query({ search: "xyzzy" }), none).instead).toEqual({ asked: "xyzzy", shown: "all products" });
    // On a kind's page, what was looked for is of that kind: "electric" on the dryers' page looked
    // for electric dryers (had said "electric dryers, ranges, and wall ovens"), "36 inch" on the
    // refrigerators' for 36-inch refrigerators (had said "36-inch products").
    const onPage = (text: string, category: string) =>
      searchSummary(query({ search: text, category }), searched(text)).lookedFor;
    expect(onPage("electric", "dryer")).toBe("electric dryers");
    expect(onPage("36 inch", "refrigerator")).toBe("36-inch refrigerators");
    expect(onPage("gas", "stove")).toBe("gas ranges");
    expect(searchSummary(query({ search: "electric" }), searched("electric")).lookedFor).toBe(
      "electric dryers, ranges, and wall ovens",
    );

    const typo = searched("whirpool frige", [
      { found: false, whole: false, close: [{ word: "whirlpool", products: 3 }] },
      { found: false, whole: false, close: [] },
    ]);
    expect(searchSummary(query({ search: "whirpool frige" }), typo).didYouMean).toEqual({
      text: "whirlpool fridge",
      href: "/products?search=whirlpool+fridge",
    });
    // A corrected word then left out was never looked for: no "Did you mean" it.
    const pizza = searched("range for baking pizzs", [
      { found: true, whole: true, close: [] },
      { found: false, whole: false, close: [{ word: "pizza", products: 2 }] },
    ]).asked;
    expect(correctedOf(pizza)).toBe("range for baking pizza");
    const withoutPizza = relaxPlan(pizza, [5, 0])!;
    expect(withoutPizza.dropped.map((item) => item.said)).toEqual(["pizzs"]);
    const pizzaShown = { asked: pizza, shown: withoutPizza, modelTypo: false };
    expect(searchSummary(query({ search: "range for baking pizzs" }), pizzaShown).didYouMean).toBeNull();
    // One kept is still offered.
    const both = searched("whirpool brad", [
      { found: false, whole: false, close: [{ word: "whirlpool", products: 3 }] },
      { found: false, whole: false, close: [{ word: "bread", products: 1 }] },
    ]).asked;
    const withoutBrad = relaxPlan(both, [3, 0])!;
    expect(
      searchSummary(query({ search: "whirpool brad" }), { asked: both, shown: withoutBrad, modelTypo: false })
        .didYouMean,
    ).toEqual({
      text: "whirlpool brad",
      href: "/products?search=whirlpool+brad",
    });
    expect(searchSummary(query({ search: "xyzzy" }), searched("xyzzy")).closeCategories).toHaveLength(7);
  });

  it("offers help when nothing is found or a search finds little, with products of the category asked for", () => {
    expect(offersHelp(query({}), 0)).toBe(true);
    expect(offersHelp(query({ category: "dryer" }), 2)).toBe(false);
    expect(offersHelp(query({ search: "lg" }), 3)).toBe(true);
    expect(offersHelp(query({ search: "lg" }), 4)).toBe(false);
    expect(alternativesCategory(query({ search: "mini fridge" }), searched("mini fridge"))).toBe("refrigerator");
    expect(alternativesCategory(query({ category: "washer" }), searched("lg"))).toBe("washer");
    expect(alternativesCategory(query({ search: "lg" }), searched("lg"))).toBe("");
  });
});
