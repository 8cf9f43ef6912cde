// The search on the sample catalogue, on each database: shop words become filters and a sort,
// a word that matches nothing is left out and said so, typos are corrected (a category before a
// brand), specifications and features are found (and the ones a product lacks are not), and model
// numbers are found with or without spaces and dashes, by their start, or mistyped.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { products } from "@/db/schema";
import { DEFAULT_QUERY, type ListingFilters } from "@/lib/catalog/listing";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import { queryListing, queryListingPage } from "@/lib/catalog/listing-query";
import { describePlan } from "@/lib/catalog/search-plan";
import { listPriceSavings, unitPriceCents } from "@/lib/product-price";
import type { Service } from "@/lib/catalog/search-vocabulary";
import { describeEachDatabase } from "../helpers/database";
import { correctedOf } from "../helpers/corrected";

const { page: _page, ...DEFAULT_FILTERS } = DEFAULT_QUERY;

describeEachDatabase("search", (context) => {
  const search = (text: string, filters: Partial<ListingFilters> = {}) =>
    queryListing(context.db, { ...DEFAULT_FILTERS, ...filters, search: text }, { offset: 0, limit: 100 });
  /** Each search says `note` alone and shows as many products as its `plain` search ("": every product). */
  const notedAsPlain = async (note: RegExp, searches: readonly (readonly [text: string, plain: string])[]) => {
    for (const [text, plain] of searches) {
      const ours = await search(text);
      expect(ours.search!.asked.notes, text).toEqual([expect.stringMatching(note)]);
      expect(ours.total, text).toBe((await search(plain)).total);
    }
  };

  it("turns shop words into filters and a sort", async () => {
    const cheap = await search("cheap washer");
    expect(cheap.total).toBe(10);
    expect(cheap.products.every((product) => product.category === "washer")).toBe(true);
    const priced = cheap.products.filter((product) => product.stockQuantity > 0 && product.priceCents > 0);
    expect(priced.map(unitPriceCents)).toEqual(priced.map(unitPriceCents).sort((a, b) => a - b));
    // A sort the shopper chose wins over the search's.
    const rated = await search("cheap washer", { sort: "rating" });
    expect(rated.products.map((product) => product.id)).not.toEqual(cheap.products.map((product) => product.id));

    const ranges = await search("30 inch gas range");
    expect(ranges.total).toBeGreaterThan(0);
    expect(ranges.products.every((product) => product.subcategory.includes("Gas"))).toBe(true);
    const under = await search("washer under 500");
    expect(under.products.map((product) => product.id)).toEqual(["reynoldsburg-basics-rb-tl35w"]);
    // "Under 30 inches" is a space to fit: narrower refrigerators too, none wider.
    const fits = await search("fridge under 30 inches wide");
    const thirty = await search("30 inch fridge");
    const fridges = await search("refrigerator");
    expect(fits.total).toBeGreaterThan(thirty.total);
    expect(fits.total).toBeLessThan(fridges.total);
    expect(fits.products.some((product) => product.subcategory === "Refrigerator - Compact")).toBe(true);
    expect(fits.products.some((product) => product.subcategory === "Refrigerator - French Door")).toBe(false);
    // Brands each said with a kind: that brand's products of that kind, and no other.
    const paired = await search("lg washer and samsung dryer");
    const [lgWashers, samsungDryers] = [await search("lg washer"), await search("samsung dryer")];
    expect(lgWashers.total).toBeGreaterThan(0);
    expect(samsungDryers.total).toBeGreaterThan(0);
    expect(paired.total).toBe(lgWashers.total + samsungDryers.total);
    expect(
      paired.products.every((product) =>
        product.brand === "LG"
          ? product.category === "washer"
          : product.brand === "Samsung" && product.category === "dryer",
      ),
    ).toBe(true);
    // Widths said as choices show the refrigerators of either width, and no other.
    const either = await search("33 or 36 inch fridge");
    const [of33, of36] = [await search("33 inch fridge"), await search("36 inch fridge")];
    expect(of33.total).toBeGreaterThan(0);
    expect(either.total).toBe(of33.total + of36.total);
    expect(either.search!.shown.dropped).toEqual([]);
    const compact = await search("mini fridge");
    expect(new Set(compact.products.map((product) => product.subcategory))).toEqual(
      new Set(["Refrigerator - Compact"]),
    );
  });

  it("shows the biggest, smallest or quietest asked for first, every product of the kind", async () => {
    // The capacity its specifications give, as the search reads it.
    const capacities = (found: CatalogProduct[]) =>
      found
        .filter((product) => product.stockQuantity > 0)
        .map((product) => {
          const spec = product.specifications.find((row) => /^(Total |Oven )?Capacity$/.test(row.name));
          return Number.parseFloat(spec?.value ?? "NaN");
        });
    const biggest = await search("biggest washer");
    expect(biggest.total).toBe((await search("washer")).total);
    const sizes = capacities(biggest.products);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    // Of the part that holds the load, the same ("biggest drum" had looked for "drum": four dryers).
    const drum = await search("dryer with the biggest drum");
    expect(drum.total).toBe((await search("dryer")).total);
    expect(drum.products.map((product) => product.id)).toEqual(
      (await search("biggest dryer")).products.map((product) => product.id),
    );
    const smallest = await search("smallest fridge");
    expect(smallest.products[0]!.subcategory).toBe("Refrigerator - Compact");
    const small = capacities(smallest.products);
    expect(small).toEqual([...small].sort((a, b) => a - b));
    // The quietest: the lowest noise level first.
    const quietest = await search("quietest dishwasher");
    expect(quietest.total).toBe((await search("dishwasher")).total);
    const noise = quietest.products
      .filter((product) => product.stockQuantity > 0)
      .map((product) => Number.parseFloat(product.specifications.find((row) => row.name.startsWith("Noise"))!.value));
    expect(noise).toEqual([...noise].sort((a, b) => a - b));
    // The narrowest: the least wide first; "narrow" is a width at most that of the narrow ones of
    // the kind (refrigerators to 30 inches), whatever a description says ("too narrow").
    const width = (product: CatalogProduct) =>
      Number.parseFloat(product.specifications.find((row) => row.name === "Width")!.value);
    const narrowest = await search("narrowest fridge");
    expect(narrowest.total).toBe((await search("fridge")).total);
    const widths = narrowest.products.filter((product) => product.stockQuantity > 0).map(width);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    // The other measures of a space to fit, either way, every product of the kind.
    const measure = (name: string) => (product: CatalogProduct) =>
      Number.parseFloat(product.specifications.find((row) => row.name === name)!.value);
    for (const [text, kind, name, direction] of [
      ["widest range", "range", "Width", -1],
      ["tallest refrigerator", "refrigerator", "Height", -1],
      ["shortest fridge", "fridge", "Height", 1],
      ["deepest fridge", "fridge", "Depth", -1],
      ["shallowest dishwasher", "dishwasher", "Depth", 1],
      // Shallow is as shallow as we have ("shallow fridge" had said no results, showing refrigerators).
      ["shallow fridge", "fridge", "Depth", 1],
      ["short fridge", "fridge", "Height", 1],
      // So are tall and wide said without a number ("tall fridge" had shown every refrigerator in
      // the shop's order, "wide fridge" the three whose names say Wide).
      ["tall fridge", "fridge", "Height", -1],
      ["wide fridge", "fridge", "Width", -1],
    ] as const) {
      const ordered = await search(text);
      expect(ordered.total, text).toBe((await search(kind)).total);
      const sizes = ordered.products.filter((product) => product.stockQuantity > 0).map(measure(name));
      expect(sizes, text).toEqual([...sizes].sort((a, b) => direction * (a - b)));
      expect(sizes[0], text).not.toBe(sizes.at(-1));
    }
    const narrow = await search("skinny fridge");
    expect(narrow.total).toBeGreaterThan(0);
    expect(narrow.products.every((product) => product.category === "refrigerator" && width(product) <= 30)).toBe(true);
    expect(narrow.search!.shown.dropped).toEqual([]);
    const washers = await search("narrow washer");
    expect(washers.search!.shown.dropped.map((said) => said.said)).toEqual(["narrow"]);
    expect(washers.total).toBe((await search("washer")).total);
    // A capacity said as about so much: the closest first ("5 cu ft": the 5.0 before the 4.5s).
    for (const [text, said] of [
      ["5 cu ft washer", 5],
      ["dryer 7.4 cu ft", 7.4],
      ["28 cubic ft refrigerator", 28],
      // Square feet, as shoppers mix up the two ("sq" had been read as Speed Queen).
      ["5 sq ft washer", 5],
      ["28 square feet fridge", 28],
    ] as const) {
      const away = capacities((await search(text)).products).map((size) => Math.abs(size - said));
      expect(away, text).toEqual([...away].sort((a, b) => a - b));
      expect(away[0], text).toBeLessThan(0.25);
    }
    // With words to look for, among the products that have them.
    const steam = await search("largest washer with steam");
    expect(steam.total).toBe((await search("washer with steam")).total);
    // A sort the shopper chose wins.
    const cheapest = await search("biggest washer", { sort: "priceAsc" });
    expect(cheapest.products.map((product) => product.id)).toEqual(
      (await search("washer", { sort: "priceAsc" })).products.map((product) => product.id),
    );
  });

  it("reads a word written together with a number or a bound as the two", async () => {
    const range = await search("range30");
    expect(range.total).toBe((await search("30 inch range")).total);
    expect(range.total).toBeGreaterThan(0);
    const washer = await search("washer5.0");
    expect(washer.products[0]!.id).toBe((await search("5.0 cu ft washer")).products[0]!.id);
    const overTheRange = await search("overthe range microwave");
    expect(overTheRange.products.every((product) => product.subcategory === "Microwave - Over-the-Range")).toBe(true);
    expect(overTheRange.total).toBe((await search("microwave")).total);
  });

  it("reads brands and colours as filters", async () => {
    const lg = await search("lg");
    expect(lg.total).toBe(14);
    expect(lg.products.every((product) => product.brand === "LG")).toBe(true);
    const stainless = await search("stainless dishwasher");
    expect(stainless.products.map((product) => product.color)).toEqual(
      stainless.products.map(() => expect.stringMatching(/Stainless Steel$/)),
    );
    expect(stainless.products.every((product) => product.category === "dishwasher")).toBe(true);
    const queen = await search("speed queen washer");
    expect(queen.products.map((product) => product.id).sort()).toEqual([
      "speed-queen-ff7005wn",
      "speed-queen-tc5003wn",
    ]);
  });

  it("leaves out the words that match nothing and says what it shows instead", async () => {
    const result = await search("lg xyzzy dishwasher");
    expect(result.search!.shown.dropped.map((said) => said.said)).toEqual(["xyzzy"]);
    expect(describePlan(result.search!.shown)).toBe("LG dishwashers");
    expect(result.products.every((product) => product.brand === "LG" && product.category === "dishwasher")).toBe(true);
    const induction = await search("lg induction range");
    expect(describePlan(induction.search!.shown)).toBe("induction ranges");
    expect(induction.total).toBeGreaterThan(0);
    const nothing = await search("xyzzy");
    expect(nothing).toMatchObject({ total: 0, products: [] });
    // A word in another script is on no product either: left out and said so, never passed over.
    for (const word of ["冰箱", "холодильник", "ثلاجة"]) {
      expect(await search(word), word).toMatchObject({ total: 0, products: [] });
      const washers = await search(`washer ${word}`);
      expect(
        washers.search!.shown.dropped.map((said) => said.said),
        word,
      ).toEqual([word]);
      expect(washers.total, word).toBe((await search("washer")).total);
    }
    // Words that say nothing about which product is wanted ask for the whole shop.
    const all = await search("");
    for (const text of [
      "deals",
      "on sale",
      "specials",
      "!!!",
      "highest discount",
      "major appliances",
      "under retail",
    ]) {
      expect((await search(text)).total, text).toBe(all.total);
    }
    // A brand we don't carry, alone: nothing, rather than everything.
    expect(await search("maytag")).toMatchObject({ total: 0, products: [] });
    // So is one of its product lines: the number is the brand's, not a price or a word of ours
    // ("bosch 300" had shown two microwaves with "300" in their specifications, "maytag 3000"
    // everything under $3,000). A price said as one stays a price.
    for (const text of ["bosch 300", "bosch 800 series", "maytag 3000"])
      expect(await search(text), text).toMatchObject({ total: 0, products: [] });
    const bounded = await search("maytag under 3000");
    expect(bounded.search!.shown.understood.map((item) => item.kind)).toEqual(["price"]);
    expect(bounded.total).toBeGreaterThan(0);
    // A colour we don't have: the rest of the search, or nothing when it was all.
    const red = await search("red fridge");
    expect(red.search!.asked.unsold.colors).toEqual(["Red"]);
    expect(red.total).toBeGreaterThan(0);
    expect(red.products.every((product) => product.category === "refrigerator")).toBe(true);
    expect(await search("bisque")).toMatchObject({ total: 0, products: [] });
    // A feature no product has, said alone, shows the kinds it is one of rather than nothing.
    const ranges = await search("range");
    const griddle = await search("griddle");
    expect(griddle.search!.shown.dropped.map((said) => said.said)).toEqual(["griddle"]);
    expect(describePlan(griddle.search!.shown)).toBe("ranges");
    expect(griddle.total).toBe(ranges.total);
    expect(describePlan((await search("rotisserie")).search!.shown)).toBe("ranges and wall ovens");
    expect(describePlan((await search("griddle convection")).search!.shown)).toBe("convection ranges");
    expect(describePlan((await search("downdraft")).search!.shown)).toBe("ranges");
    // A portable or an integrated (panel-ready) appliance, and laundry for allergies, are such
    // features too ("portable", "integrated" and "allergy" had found nothing at all).
    expect(describePlan((await search("portable")).search!.shown)).toBe("dishwashers and washers");
    expect(describePlan((await search("integrated")).search!.shown)).toBe("dishwashers and refrigerators");
    expect(describePlan((await search("portable dishwasher")).search!.shown)).toBe("dishwashers");
    const allergy = await search("allergy");
    expect(allergy.total).toBeGreaterThan(0);
    expect(allergy.products.every((product) => ["washer", "dryer"].includes(product.category))).toBe(true);
    // Drying fast is such a feature of dryers ("dries" had been looked for); washing fast is a
    // washer's quick cycle ("washer that washes fast" had shown every washer).
    const dries = await search("dryer that dries fast");
    expect(dries.search!.shown.dropped.map((said) => said.said)).toEqual(["dries fast"]);
    expect(dries.total).toBe((await search("dryer")).total);
    const washes = await search("washer that washes fast");
    expect(washes.products.map((product) => product.id)).toEqual(
      (await search("washer with a quick cycle")).products.map((product) => product.id),
    );
    expect(washes.total).toBeLessThan((await search("washer")).total);
    expect(describePlan((await search("countertop")).search!.shown)).toBe("microwaves");
    const disposer = await search("hard food disposer");
    expect(describePlan(disposer.search!.shown)).toBe("dishwashers");
    expect(disposer.total).toBe((await search("dishwasher")).total);
    // What a feature is called says nothing: a feature no product has shows no product whose
    // text merely says "mode".
    expect(await search("sabbath mode")).toMatchObject({ total: 0 });
    expect((await search("sanitize cycle")).total).toBe((await search("sanitize")).total);
    // The house brand's name as typed is no correction.
    expect(correctedOf((await search("reynoldsburg basics")).search!.shown)).toBeNull();
    // With a kind named, that kind stays.
    expect(describePlan((await search("washer griddle")).search!.shown)).toBe("washers");
    // A number alone that no product's text has, from a hundred up, is a price to stay under.
    const budget = await search("500");
    expect(describePlan(budget.search!.shown)).toBe("products under $500");
    expect(budget.total).toBeGreaterThan(0);
    expect(budget.products.every((product) => unitPriceCents(product) <= 500_00)).toBe(true);
    expect(describePlan((await search("samsung 1500")).search!.shown)).toBe("Samsung products under $1,500");
    // A microwave to go over a range is an over-the-range microwave, never the range.
    const over = await search("microwave over 30 inch range");
    expect(over.total).toBeGreaterThan(0);
    expect(over.products.every((product) => product.subcategory === "Microwave - Over-the-Range")).toBe(true);
    // A share off is a discount at least that large, as the card rounds it.
    const off = await search("washers 40% off");
    expect(off.total).toBeGreaterThan(0);
    expect(off.total).toBeLessThan((await search("washers")).total);
    for (const product of off.products) {
      expect(product.category).toBe("washer");
      expect(listPriceSavings(product)!.percent).toBeGreaterThanOrEqual(40);
    }
    // None is half off: the kind is shown, said so.
    expect(describePlan((await search("half off fridge")).search!.shown)).toBe("refrigerators");
    // So many burners (an electric range's elements too), cycles or place settings is that count
    // in the specifications, exactly.
    const countOf = (product: CatalogProduct, names: string[]) =>
      product.specifications.find((spec) => names.includes(spec.name))?.value;
    const four = await search("4 burner range");
    expect(four.total).toBeGreaterThan(0);
    for (const product of four.products) {
      expect(product.category).toBe("stove");
      expect(countOf(product, ["Number of Burners", "Number of Elements"])).toBe("4");
    }
    const five = await search("range with 5 burners");
    expect(five.products.some((product) => product.subcategory.includes("Gas"))).toBe(true);
    expect(five.products.some((product) => product.subcategory.includes("Electric"))).toBe(true);
    expect(five.total + four.total).toBe((await search("range")).total);
    const settings = await search("dishwasher 12 place settings");
    expect(settings.total).toBeGreaterThan(0);
    expect(settings.products.every((product) => countOf(product, ["Place Settings"]) === "12")).toBe(true);
    // No range has six: the ranges, said so.
    const six = await search("6 burner range");
    expect(six.search!.shown.dropped.map((said) => said.said)).toEqual(["6 burner"]);
    expect(describePlan(six.search!.shown)).toBe("ranges");
    expect(describePlan(four.search!.shown)).toBe("ranges with 4 burners");
    // The most of a count asked for is every product of the kind, the most first (had kept the
    // shop's order).
    const counted = (product: CatalogProduct, names: string[]) => Number(countOf(product, names) ?? 0);
    const inStockFirst = (found: CatalogProduct[]) => found.filter((product) => product.stockQuantity > 0);
    for (const [text, kind, names] of [
      ["electric range with most elements", "electric range", ["Number of Burners", "Number of Elements"]],
      ["range with the most burners", "range", ["Number of Burners", "Number of Elements"]],
      ["dishwasher with most place settings", "dishwasher", ["Place Settings"]],
      ["washer with the most cycles", "washer", ["Number of Cycles"]],
    ] as const) {
      const most = await search(text);
      expect(most.total, text).toBe((await search(kind)).total);
      const shown = inStockFirst(most.products).map((product) => counted(product, [...names]));
      expect(shown, text).toEqual([...shown].sort((a, b) => b - a));
      expect(new Set(shown).size, text).toBeGreaterThan(1);
    }
    // Said without a kind, a count none has shows the kinds it counts on (had found nothing at all).
    for (const [text, shown] of [
      ["16 place setting", "dishwashers"],
      ["6 burner", "ranges"],
      ["20 cycles", "washers, dryers, and dishwashers"],
    ] as const) {
      const counted = await search(text);
      expect(counted.total, text).toBeGreaterThan(0);
      expect(describePlan(counted.search!.shown), text).toBe(shown);
    }
    // A model year is no price, nor is a series ("bosch 800 series" is no budget of $800).
    expect((await search("2025")).total).toBe(0);
    expect((await search("bosch 800 series")).search!.shown.understood).toEqual([]);
    // Nor a number written beside letters no product has: a model number we don't have is not
    // every product under $5,545.
    for (const text of ["ldf 5545", "LDF-5545"]) {
      const model = await search(text);
      expect(model.total, text).toBe(0);
      expect(model.search!.shown.understood, text).toEqual([]);
    }
    // Another kind's model number beside a kind is the appliance the shopper has: its maker's
    // ("dryer that matches WM4000HWA", an LG washer's, had shown every dryer).
    for (const [text, brand, shown] of [
      ["dryer that matches WM4000HWA", "LG", "LG dryers"],
      ["dryer to go with my wf45t6000", "Samsung", "Samsung dryers"],
    ] as const) {
      const matching = await search(text);
      expect(matching.total, text).toBeGreaterThan(0);
      expect(
        matching.products.every((product) => product.brand === brand && product.category === "dryer"),
        text,
      ).toBe(true);
      expect(describePlan(matching.search!.shown), text).toBe(shown);
    }
    // Not when a brand is said, nor for a model number of no product we have.
    expect(describePlan((await search("whirlpool dryer WM4000HWA")).search!.shown)).toBe("Whirlpool dryers");
    expect((await search("dryer to match MED5630HW")).total).toBe((await search("dryer")).total);
    // A model number we have, said with what it is not (a white washer said stainless, under a
    // price it is above, another maker's): that product, what was said beside it left out (the
    // number had been left out, showing every stainless product or everything under $500).
    for (const [text, model, dropped] of [
      ["WTW5105HW stainless", "WTW5105HW", "stainless"],
      ["wtw5105hw under 500", "WTW5105HW", "under 500"],
      ["samsung WTW5105HW", "WTW5105HW", "samsung"],
      ["LRMVS3006S white", "LRMVS3006S", "white"],
    ] as const) {
      const found = await search(text);
      expect(
        found.products.map((product) => product.modelNumber),
        text,
      ).toEqual([model]);
      expect(
        found.search!.shown.dropped.map((said) => said.said),
        text,
      ).toEqual([dropped]);
    }
    // A model number we don't have is still what is left out.
    expect((await search("XYZ1234 stainless")).total).toBe((await search("stainless")).total);
  });

  it("shows the kinds a search names on another category's page, and keeps the category asked of the API", async () => {
    const onPage = (text: string, category: string) =>
      queryListingPage(context.db, { ...DEFAULT_FILTERS, category, search: text }, 1);
    const dryers = await onPage("dryer", "washer");
    expect(dryers.total).toBe((await search("dryer")).total);
    expect(dryers.products.every((product) => product.category === "dryer")).toBe(true);
    expect(dryers.search!.leftCategory).toBe("washer");
    // A word that names a kind only said without one says nothing more on a kind's page: "high
    // efficiency" is the washers said alone, not on the dryers' page (it had left it for washers).
    const efficient = await onPage("high efficiency", "dryer");
    expect(efficient.search!.leftCategory).toBeUndefined();
    expect(efficient.products.every((product) => product.category === "dryer")).toBe(true);
    expect(efficient.total).toBe((await search("dryer")).total);
    const washers = await onPage("lg washer", "refrigerator");
    expect(washers.products.map((product) => product.id)).toEqual(
      (await search("lg washer")).products.map((p) => p.id),
    );
    // A search within the page's kind, or naming none, keeps the category.
    for (const [text, category] of [
      ["front load", "washer"],
      ["lg", "washer"],
      ["gas", "dryer"],
      ["washer dryer", "washer"],
    ]) {
      const kept = await onPage(text!, category!);
      expect(kept.search!.leftCategory, text).toBeUndefined();
      expect(
        kept.products.every((product) => product.category === category),
        text,
      ).toBe(true);
    }
    // A style said alone is said of the page's kind: "compact" on the washers' page is "compact
    // washer" (the small ones), on the refrigerators' page the compact refrigerators.
    const compact = await onPage("compact", "washer");
    expect(compact.search!.leftCategory).toBeUndefined();
    expect(compact.products.map((product) => product.id).sort()).toEqual(
      (await search("compact washer")).products.map((product) => product.id).sort(),
    );
    const compactFridges = await onPage("compact", "refrigerator");
    expect(new Set(compactFridges.products.map((product) => product.subcategory))).toEqual(
      new Set(["Refrigerator - Compact"]),
    );
    // The catalogue API's category is a filter as asked: nothing is a washer and a dryer.
    const api = await search("dryer", { category: "washer" });
    expect(api.total).toBe(0);
    expect(api.search!.leftCategory).toBeUndefined();
  });

  it("reads a number typed on a kind's page as said of that kind, and never empties the page for words alone", async () => {
    const onPage = (text: string, category: string) =>
      queryListingPage(context.db, { ...DEFAULT_FILTERS, category, search: text }, 1);
    const ids = (listing: { products: readonly CatalogProduct[] }) => listing.products.map((product) => product.id);
    // A bare number is what it would be right after the kind: "36" on the refrigerators' page is
    // "fridge 36" (36 inches wide; it had looked for "36" in the text: three refrigerators), "25"
    // about 25 cu. ft., "44" on the dishwashers' page at most 44 dBA, "5" on the washers' 5 cu. ft.
    for (const [text, category, asKind] of [
      ["36", "refrigerator", "fridge 36"],
      ["25", "refrigerator", "fridge 25"],
      ["44", "dishwasher", "dishwasher 44"],
      ["5", "washer", "washer 5"],
      ["1.7", "microwave", "microwave 1.7"],
      ["700", "washer", "washer 700"],
    ] as const) {
      const typed = await onPage(text, category);
      const said = await search(asKind);
      expect(ids(typed), text).toEqual(ids(said));
      expect(
        typed.search!.shown.understood.map((item) => item.kind),
        text,
      ).toEqual(said.search!.shown.understood.filter((item) => item.kind !== "category").map((item) => item.kind));
    }
    // No 18-inch dishwasher: the dishwashers closest to it (the number had found nothing at all).
    const narrow = await onPage("18", "dishwasher");
    expect(narrow.total).toBe((await search("dishwasher")).total);
    // Words that match nothing, a brand we don't carry or what we don't sell, typed on a kind's
    // page, show the kind and say so, as "maytag washer" does (each had found nothing).
    const washers = await onPage("", "washer");
    for (const text of ["xyzzy", "maytag", "toaster", "1"]) {
      const typed = await onPage(text, "washer");
      expect(ids(typed), text).toEqual(ids(washers));
      expect(typed.search!.leftCategory, text).toBeUndefined();
    }
    expect((await onPage("maytag", "washer")).search!.asked.unsold.brands).toEqual(["Maytag"]);
    expect((await onPage("xyzzy", "washer")).search!.shown.dropped.map((said) => said.said)).toEqual(["xyzzy"]);
    // The catalogue API keeps its category as a filter and its search as asked: nothing.
    expect((await search("xyzzy", { category: "washer" })).total).toBe(0);
  });

  it("leaves out a filter first, the words kept, when the filters alone find nothing", async () => {
    // No dryer is stainless: the colour goes, and "steam" stays.
    const steam = await search("electric dryer with steam stainless");
    expect(steam.search!.shown.dropped.map((said) => said.said)).toEqual(["stainless"]);
    expect(describePlan(steam.search!.shown)).toBe("steam electric dryers");
    expect(steam.products.map((product) => product.id)).toEqual(
      (await search("electric dryer with steam")).products.map((product) => product.id),
    );
    // No dishwasher is white: the third-rack dishwashers, not every dishwasher.
    const rack = await search("white dishwasher with third rack");
    expect(rack.total).toBe((await search("dishwasher with third rack")).total);
    expect(rack.total).toBeLessThan((await search("dishwasher")).total);
    // Filters that find something alone still keep them, and a word is left out first.
    expect((await search("lg xyzzy dishwasher")).search!.shown.dropped.map((said) => said.said)).toEqual(["xyzzy"]);
  });

  it("shows the way a limit nothing meets leans: the cheapest, the dearest or the biggest savings first", async () => {
    const everything = (await search("")).total;
    const shareOff = (product: CatalogProduct) => listPriceSavings(product)?.percent ?? 0;
    const inStockFirst = (found: CatalogProduct[]) =>
      found.map((product) => product.stockQuantity > 0).every((inStock, index, all) => inStock || !all[index + 1]);
    // Nothing here is half off: every product, the biggest share off first, never an empty page.
    for (const text of ["50% off", "half off", "70 percent off"]) {
      const half = await search(text);
      expect(half.total, text).toBe(everything);
      expect(
        half.search!.shown.dropped.map((said) => said.said),
        text,
      ).toEqual([text]);
      const inStock = half.products.filter((product) => product.stockQuantity > 0);
      expect(inStock.map(shareOff), text).toEqual(inStock.map(shareOff).sort((a, b) => b - a));
      expect(inStockFirst(half.products), text).toBe(true);
    }
    // Said without a share, the same order, nothing left out.
    const biggest = await search("dryer with the biggest discount");
    expect(biggest.search!.shown.dropped).toEqual([]);
    expect(biggest.products.every((product) => product.category === "dryer")).toBe(true);
    const dryers = biggest.products.filter((product) => product.stockQuantity > 0);
    expect(dryers.map(shareOff)).toEqual(dryers.map(shareOff).sort((a, b) => b - a));
    // Nothing under $100: the cheapest first; nothing over $6,000: the dearest first.
    const prices = (found: CatalogProduct[]) =>
      found.filter((product) => product.stockQuantity > 0 && product.priceCents > 0).map(unitPriceCents);
    const cheap = await search("under 100");
    expect(cheap.total).toBe(everything);
    expect(prices(cheap.products)).toEqual(prices(cheap.products).sort((a, b) => a - b));
    const microwaves = await search("microwave under 50");
    expect(microwaves.products.every((product) => product.category === "microwave")).toBe(true);
    expect(prices(microwaves.products)).toEqual(prices(microwaves.products).sort((a, b) => a - b));
    const dear = await search("fridge over 6000");
    expect(dear.products.every((product) => product.category === "refrigerator")).toBe(true);
    expect(prices(dear.products)).toEqual(prices(dear.products).sort((a, b) => b - a));
    // No washer of about 7 cu. ft.: the closest capacities first; none under 3 cu. ft.: the smallest
    // first; no refrigerator over 35: the largest first.
    const capacities = (found: CatalogProduct[]) =>
      found
        .filter((product) => product.stockQuantity > 0)
        .map((product) => Number.parseFloat(/([\d.]+) cu\. ft\./.exec(product.name)?.[1] ?? "NaN"));
    const seven = await search("washer 7 cu ft");
    expect(seven.total).toBe((await search("washer")).total);
    const away = capacities(seven.products).map((cubicFeet) => Math.abs(cubicFeet - 7));
    expect(away).toEqual([...away].sort((a, b) => a - b));
    const ids = (found: { products: CatalogProduct[] }) => found.products.map((product) => product.id);
    expect(ids(await search("washer under 3 cu ft"))).toEqual(ids(await search("smallest washer")));
    expect(ids(await search("fridge over 35 cu ft"))).toEqual(ids(await search("biggest fridge")));
    // No refrigerator around $3,000 (none dearer than $2,399): the prices closest to $2,400-$3,600
    // first; no 36-inch range, the widths closest to 36 inches; no 29-inch-deep refrigerator, the
    // depths closest to it; none over 40 inches wide, the widest; no dishwasher at most 40 dBA, the quietest.
    const aroundPrice = await search("fridge around 3000");
    expect(aroundPrice.total).toBe((await search("fridge")).total);
    const short = prices(aroundPrice.products).map((cents) => Math.max(240000 - cents, cents - 360000, 0));
    expect(short).toEqual([...short].sort((a, b) => a - b));
    expect(aroundPrice.search!.shown.understood.map((item) => item.kind)).toEqual(["category", "closest"]);
    for (const [text, name, said] of [
      ["36 inch range", "Width", 36],
      ["fridge 29 inches deep", "Depth", 29],
    ] as const) {
      const leaned = await search(text);
      const sizes = leaned.products
        .filter((product) => product.stockQuantity > 0)
        .map((product) =>
          Math.abs(Number.parseFloat(product.specifications.find((row) => row.name === name)!.value) - said),
        );
      expect(sizes, text).toEqual([...sizes].sort((a, b) => a - b));
      expect(sizes[0], text).toBeLessThan(sizes.at(-1)!);
    }
    expect(ids(await search("fridge over 40 inches wide"))).toEqual(ids(await search("widest fridge")));
    expect(ids(await search("dishwasher under 40 dba"))).toEqual(ids(await search("quietest dishwasher")));
    // So does a size word none meets: no washer is narrow, the narrowest first; no range tiny, the smallest.
    expect(ids(await search("narrow washer"))).toEqual(ids(await search("narrowest washer")));
    expect(ids(await search("tiny range"))).toEqual(ids(await search("smallest range")));
    // An order the shopper asked for stays theirs.
    const byName = await search("under 100", { sort: "nameAsc" });
    expect(byName.products.map((product) => product.id)).not.toEqual(cheap.products.map((product) => product.id));
    const rated = await search("cheap 50% off washer");
    expect(prices(rated.products)).toEqual(prices(rated.products).sort((a, b) => a - b));
  });

  it("says what the shop does not sell, showing the rest of the search, our units for used ones, or nothing", async () => {
    // Used and refurbished: the results say what the units here are, and show the category.
    const used = await search("used washer");
    expect(used.search!.asked.notes).toEqual([expect.stringMatching(/^We don't sell used or refurbished appliances/)]);
    expect(used.search!.shown.dropped).toEqual([]);
    expect(used.total).toBe((await search("washer")).total);
    // Said alone, it asks for what our units are: every product, with the note.
    await notedAsPlain(/^We don't sell used/, [
      ["used", ""],
      ["used appliances", ""],
      ["do you sell refurbished appliances", ""],
    ]);
    // Whether our units work, are new, are tested: what every unit is ("are they tested" had found
    // the two products whose text says they; "is it new" nothing at all).
    await notedAsPlain(/were never installed; each is tested/, [
      ["are they tested", ""],
      ["do they work", ""],
      ["is it new", ""],
      ["tested washer", "washer"],
    ]);
    // A code for a discount: there is none, said so, over what the rest asks ("coupon code" had
    // shown every product and said nothing of it).
    await notedAsPlain(/^We don't have coupon codes/, [
      ["coupon code", ""],
      ["any promo codes for dryers", "dryers"],
      ["discount codes", ""],
    ]);
    // A discount for who the shopper is: the prices are the same for everyone online, and where to
    // ask ("military discount" had shown every product and said nothing of it).
    await notedAsPlain(/^Our prices are already marked down and are the same for everyone online; .*call us at/, [
      ["military discount", ""],
      ["do you have a senior discount", ""],
      ["veterans discount on washers", "washers"],
    ]);
    // Another store's name or prices: ours, and where theirs are shown.
    await notedAsPlain(/shows what other stores ask/, [
      ["home depot", ""],
      ["do you price match lowes", ""],
    ]);
    expect((await search("washer home depot")).total).toBe((await search("washer")).total);
    // So is a link to their page, pasted whole: its words of the web say nothing.
    const pasted = await search("https://www.homedepot.com/p/whirlpool-washer");
    expect(pasted.products.map((product) => product.id)).toEqual(
      (await search("whirlpool washer")).products.map((product) => product.id),
    );
    // A question about a service with a word of nothing ours (a town we don't name) shows the listing.
    const newark = await search("do you deliver to newark");
    expect(newark.search!.asked.services).toEqual(["delivery"]);
    expect(newark.total).toBe((await search("")).total);
    // Whether it is free, however it is asked, is the delivery's terms, no word to look for ("frost free").
    for (const text of ["is delivery free", "do you deliver for free"]) {
      const free = await search(text);
      expect(free.search!.asked.services, text).toEqual(["delivery"]);
      expect(free.total, text).toBe((await search("")).total);
    }
    // Something the shop has nothing like is no word to look for in the products ("maker" of ice makers).
    for (const text of ["coffee maker", "toaster", "air conditioner", "water heater", "tv"]) {
      const result = await search(text);
      expect(result, text).toMatchObject({ total: 0, products: [] });
      expect(result.search!.asked.notes, text).toHaveLength(1);
    }
    // A washer-dryer combo (no product of ours, the results say) shows the washers and dryers.
    for (const text of ["washer dryer combo", "all in one washer"])
      expect((await search(text)).total, text).toBe((await search("washer and dryer")).total);
    // A brand we don't carry written in two words with a mistake is said so, the rest shown.
    const aide = await search("kitchen aide dishwasher");
    expect(aide.search!.asked.unsold.brands).toEqual(["KitchenAid"]);
    expect(aide.total).toBe((await search("dishwasher")).total);
    expect((await search("kitchen aide")).search!.asked.unsold.brands).toEqual(["KitchenAid"]);
    // Asked about with an appliance, it leaves the appliance to show.
    const pay = await search("lease to own fridge");
    expect(pay.search!.asked.services).toEqual(["payment"]);
    expect(pay.total).toBe((await search("fridge")).total);
    // A service's word mistyped asks about it too, corrected ("delivary" had been corrected to
    // the word the products' text has, and said nothing of delivery).
    for (const [text, plain, service] of [
      ["delivary", "", "delivery"],
      ["fridge delivary", "fridge", "delivery"],
      ["returm", "", "returns"],
      ["finacing", "", "payment"],
      ["instilation", "", "installation"],
    ] as const) {
      const found = await search(text);
      expect(found.search!.asked.services, text).toEqual([service]);
      expect(found.search!.asked.corrections.length, text).toBe(1);
      expect(found.total, text).toBe((await search(plain)).total);
    }
    // Value for the money is the biggest savings first, as "best deal" is (had kept the shop's order).
    for (const text of ["best value washer", "best fridge for the money", "bang for the buck dryer"]) {
      const found = await search(text);
      expect(
        found.search!.asked.understood.map((item) => item.kind === "bySpec" && item.order),
        text,
      ).toContain("savings");
      expect(found.search!.shown.dropped, text).toEqual([]);
    }
  });

  it("reads searches as the plain search they say, with the terms of the services they ask about", async () => {
    // Searches that read as another, nothing said to be left out, with the terms of the services
    // they ask about: the same products as the plain search beside each.
    const readsAs: [text: string, plain: string, services?: Service[]][] = [
      // What a shop picks out ("top sellers" had shown the products whose text says top; "featured" nothing).
      ["featured", ""],
      ["top sellers", ""],
      ["staff picks", ""],
      ["most viewed", ""],
      // An order's word after a sort ("first" had been left out), whether a sale is final (one product).
      ["lowest price first fridge", "cheapest fridge"],
      ["final sale", "", ["returns"]],
      ["recommended washer", "washer"],
      // Side by side as it is misheard ("bye" had been looked for, three refrigerators more).
      ["side bye side fridge", "side by side fridge"],
      ["side to side refrigerator", "side by side fridge"],
      // Weighing products against each other ("better" had found one dishwasher).
      ["which is better lg or samsung", "lg or samsung"],
      ["washer comparison", "washer"],
      ["difference between front load and top load", "front load or top load"],
      // The words of a request, of the whole shop, of asking after more ("give" had found four
      // ranges, "more" one washer, "catalog" nothing), of the usual size ("standard" one washer).
      ["give me all the ranges", "range"],
      // A price tag's dollars and cents, a budget said as a sentence ("499.99" and "spend" had been left out).
      ["washer 499.99", "washer under 500"],
      ["i can spend up to 1000 on a fridge", "fridge under 1000"],
      // A price said of each of two ("each" had been left out, said so).
      ["washer and dryer under 1000 each", "washer and dryer under 1000"],
      ["how many washers do you have", "washer"],
      // Whether a unit is in stock shows on its card ("out" had found two washers whose text has it).
      ["out of stock washer", "washer"],
      ["sold out", ""],
      // A code for a discount ("coupon code" had found nothing).
      ["coupon code", ""],
      ["promo code washer", "washer"],
      ["when will you get more washers", "washer"],
      // A product's measurements asked about ("big" had been read as a large capacity, two of three).
      ["how big is the lg washer", "lg washer"],
      ["dimensions of samsung fridge", "samsung fridge"],
      ["how wide is the whirlpool dishwasher", "whirlpool dishwasher"],
      ["new stuff", ""],
      // A model year, what is on its way ("2024 model" and "coming soon" had found nothing).
      ["2024 model washer", "washer"],
      ["coming soon", ""],
      ["new arrivals fridge", "fridge"],
      // The trade's short name for a refrigerator ("ref" had shown the products with a word starting so).
      ["ref", "fridge"],
      ["lg ref", "lg fridge"],
      // A damage's length is no height ("short" is the shortest first otherwise).
      ["short scratch", "scratch and dent"],
      ["inventory", ""],
      ["catalog", ""],
      ["standard size washer", "washer"],
      // What every one of a kind does ("clothes" and "clean" had found the one washer whose text has both).
      ["washer that gets clothes clean", "washer"],
      ["dishwasher that cleans well", "dishwasher"],
      ["full size fridge", "fridge"],
      // A word cut short that starts a word and the words made from it ("large", "larger",
      // "largest") is that word ("larg" had found the one washer whose text has "Large").
      ["larg washer", "large washer"],
      // One on the other is stackable ("top" had been read as a top-load washer).
      ["washer on top of dryer", "stackable washer"],
      ["washer and dryer on top of each other", "stackable washer and dryer"],
      ["microwave on top of the stove", "over the range microwave"],
      // "Cloth" for clothes ("cloth washer" had found the one washer whose text says cloth).
      ["cloth washer", "washer"],
      ["cloth dryer", "dryer"],
      ["normal washer", "washer"],
      // What a word means, or the pictures every product has.
      ["what does scratch and dent mean", "scratch and dent"],
      ["photos of damage", "scratch and dent"],
      ["factory sealed", "clearance"],
      // Replacing an old appliance ("replacement dishwasher" had found the one whose text says replacement).
      ["replacement dishwasher", "dishwasher"],
      ["replace my dryer", "dryer"],
      ["replacing a washer", "washer"],
      // What a broken appliance does is a repair ("not cooling" had left out the products whose
      // text says cooling, "won't drain" said no results).
      ["fridge not cooling", "fridge", ["warranty"]],
      ["my dryer is not heating", "dryer", ["warranty"]],
      ["washer won't drain", "washer", ["warranty"]],
      ["stove wont turn on", "stove", ["warranty"]],
      // Moving house ("into" had found the six products whose text says it).
      ["moving into a new house need everything", ""],
      ["just moved need a fridge", "fridge"],
      // How to pay, asked as a question (had said "no results, showing all products").
      ["do you take credit cards", "", ["payment"]],
      ["do you accept credit cards", "", ["payment"]],
      ["can i pay with a card", "", ["payment"]],
      ["visa", "", ["payment"]],
      // ("how do i pay" had found nothing; "cash", "checks" and "take" had been left out, said so.)
      ["how do i pay", "", ["payment"]],
      ["do you take checks", "", ["payment"]],
      // The old appliance, connecting one, how long delivery takes (each had said no results).
      ["do you take old fridge", "fridge", ["haulAway"]],
      ["do you connect gas", "gas", ["installation"]],
      // ("line" had found the two gas products whose text says it.)
      ["gas line", "", ["installation"]],
      ["how long does delivery take", "", ["delivery"]],
      // The showroom, the town with "appliances" or "oh" too (the town alone starts the house brand).
      ["can i see it in person", "", ["showroom"]],
      ["stop by today", "", ["showroom"]],
      ["discount appliances reynoldsburg", "", ["showroom"]],
      ["reynoldsburg oh", "", ["showroom"]],
      // A deal's name asked about shows its products and what each deal is ("what does scratch
      // and dent mean" had said nothing of what the units are).
      ["what does scratch and dent mean", "scratch and dent", ["deals"]],
      ["whats open box washer", "open box washer", ["deals"]],
      ["what is clearance", "clearance", ["deals"]],
      // Asked in Spanish, as the kinds are ("entrega a domicilio", "garantia" had found nothing
      // and said nothing; "tienen" and "necesito" had been looked for).
      ["entrega a domicilio", "", ["delivery"]],
      ["garantia", "", ["warranty"]],
      ["donde estan", "", ["showroom"]],
      ["tienen financiamiento", "", ["payment"]],
      ["tienen lavadoras", "washer", []],
      // How long a kind lasts asks about the warranty ("last" had found the four washers whose text
      // says it); which size to buy, the measuring guide; whether it is worth it, nothing.
      ["how long do washers last", "washer", ["warranty"]],
      ["what size fridge do i need", "fridge", ["measuring"]],
      ["is speed queen worth it", "speed queen", []],
      ["last chance washer", "washer", []],
      ["necesito una secadora", "dryer", []],
      // Ice and water in Spanish, said of a refrigerator ("hielo" and "agua" had been left out).
      ["refrigerador con hielo", "fridge with ice maker", []],
      ["refrigerador con agua", "fridge with water dispenser", []],
      ["nevera con hielo y agua", "fridge with ice and water dispenser", []],
      // The town beside other words is the place, not the house brand ("appliance outlet
      // reynoldsburg", "washer reynoldsburg" had found only the house brand's products).
      ["appliance outlet reynoldsburg", "", ["showroom"]],
      ["reynoldsburg store", "", ["showroom"]],
      ["washer reynoldsburg", "washer", ["showroom"]],
      ["scratch and dent reynoldsburg", "scratch and dent", ["showroom"]],
      ["reynoldsburg basics washer", "reynoldsburg basics washer", []],
      // The days it closes ("christmas eve" had found the products whose text says eve).
      ["are you open christmas eve", "", ["showroom"]],
      ["new years day", "", ["showroom"]],
      // "open" before a day off asks about the showroom ("open" had found the products whose text says it).
      ["open new years day", "", ["showroom"]],
      ["open july 4th", "", ["showroom"]],
      ["open labor day", "", ["showroom"]],
      // A holiday said with its sale asks for the sale, every product, not the day's hours
      // ("christmas sale" had told them; "holiday deals" had found the range whose text says holiday).
      ["christmas sale", "", []],
      ["thanksgiving deals", "", []],
      ["holiday deals", "", []],
      ["christmas washer", "washer", ["showroom"]],
      ["can i come in today", "", ["showroom"]],
      // The hours as a question ("close" had found the closet-depth washer, "open" the open-box units).
      ["what time do you close", "", ["showroom"]],
      ["when do you open", "", ["showroom"]],
      // A fee, tax or credit asked about ("restocking fee" had found nothing, "included" four products).
      ["restocking fee", "", ["returns"]],
      ["is tax included", "", ["tax"]],
      ["apply for credit", "", ["payment"]],
      // What a product comes in is no visit ("come in" had added the showroom's address).
      ["what colors does the lg washer come in", "lg washer", []],
      ["does it come in white", "white", []],
      ["reynoldsburg basics", "reynoldsburg basics", []],
      // A price or a unit to settle with us ("do you negotiate" had found nothing), a sale to come.
      ["do you negotiate", "", ["contact"]],
      ["can you hold it for me", "", ["contact"]],
      ["reserve a washer", "washer", ["contact"]],
      ["will the price go down", ""],
      ["when is the next sale", ""],
      // Working here ("jobs" had found two products whose text says jobs).
      ["are you hiring", "", ["contact"]],
      ["jobs", "", ["contact"]],
      // Bringing it over is delivery ("bring" had been left out, said so).
      ["can you bring a fridge", "fridge", ["delivery"]],
      // When it is needed by is a delivery question ("friday" had told the showroom's hours).
      ["need a dryer by friday", "dryer", ["delivery"]],
      ["washer by the weekend", "washer", ["delivery"]],
      // The products a shopper saved ("saved items" had read as "saves items", "favorites" had
      // found the one product whose text says favorite).
      ["favorites", "", ["saved"]],
      ["saved items", "", ["saved"]],
      ["wishlist", "", ["saved"]],
      // The site's own pages by name (each had found nothing, or the products whose text has a
      // word starting so: "cart" sixteen, "sign in" two).
      ["my account", "", ["account"]],
      ["sign in", "", ["account"]],
      ["log in", "", ["account"]],
      // A brand typed is never a word of a phrase mistyped ("lg in stock" had been read as "log in
      // stock": the account's page and every product).
      ["lg in stock", "in stock lg", []],
      ["order history", "", ["orders"]],
      ["cart", "", ["cart"]],
      ["checkout", "", ["cart"]],
      ["about us", "", ["about"]],
      ["faq", "", ["faqs"]],
      ["how to measure", "", ["measuring"]],
      ["will it fit through my door", "", ["measuring"]],
      ["privacy", "", ["privacy"]],
      ["terms and conditions", "", ["terms"]],
      // "about" before an amount is still a price said roughly.
      ["washer about 800", "washer around 800", []],
      // What shoppers like best, room for a lot, the makers' apps, kind to the environment (each
      // had been left out or found the products whose text has the word).
      ["customer favorite fridge", "best rated fridge"],
      ["fridge with lots of storage", "large fridge"],
      // Room in a part of it ("freezer" between had left "lots" to be looked for: three refrigerators).
      ["fridge with lots of freezer space", "large fridge"],
      ["range with more oven space", "large range"],
      ["washer that holds a lot", "large washer"],
      // Holding more than an amount stays a bound ("holds more" had been read as a large washer, the 4 as about 4).
      ["washer that holds more than 4 cu ft", "washer more than 4 cu ft"],
      ["energy star rated washer", "energy star washer"],
      ["smartthings fridge", "smart fridge"],
      // Controlled from a phone ("control phone" had been looked for as words: one washer).
      ["washer i can control from my phone", "smart washer", []],
      ["dryer controlled by phone", "smart dryer", []],
      // Wrinkles removed are a dryer's feature, no old appliance taken away (had said the delivery's terms).
      ["dryer that removes wrinkles", "wrinkle shield dryer", []],
      // Coils said with a burner or element are the coil range ("coil" had been left out as the
      // word that matched fewest: gas ranges first).
      ["coil burner range", "coil range", []],
      ["eco friendly dryer", "energy star dryer"],
      // Beyond the state ("out" had found the 22 products whose text says it).
      ["do you ship out of state", "", ["delivery"]],
      // Y'all asking ("y'all" had been left out, said so).
      ["y'all got washers", "washer"],
      // How far we deliver; picking up, "today" or "ready" asking for what is in stock.
      ["how far do you deliver", "", ["delivery"]],
      // A ZIP code asked about without its digits ("zip" had found nothing).
      ["delivery zip", "", ["delivery"]],
      ["what zip codes do you deliver to", "", ["delivery"]],
      ["delivery area", "", ["delivery"]],
      // A place in Columbus is asked about, not looked for ("upper" had found three products).
      ["delivery to upper arlington", "", ["delivery"]],
      ["do you deliver to bexley", "", ["delivery"]],
      ["can i pick it up", "", ["pickup"]],
      ["in store pickup", "", ["pickup"]],
      ["pick up today", "in stock", ["pickup"]],
      ["ready for pickup", "in stock", ["pickup"]],
    ];
    // A least star rating is the best rated first, never a price or a capacity ("reviews over 4"
    // had been read as over $4, "rated 4.5 or higher" as 4.5 cu. ft.).
    for (const [text, plain] of [
      ["washer with reviews over 4", "best rated washer"],
      ["fridge rated 4.5 or higher", "best rated fridge"],
      ["dryer rating of at least 4 stars", "best rated dryer"],
      ["dishwasher rated above 4.5", "best rated dishwasher"],
      ["washer at least 4 stars", "best rated washer"],
    ] as const) {
      const found = await search(text);
      expect(found.search!.asked.understood, text).toContainEqual(
        expect.objectContaining({ kind: "sort", sort: "rating" }),
      );
      expect(
        found.products.map((product) => product.id),
        text,
      ).toEqual((await search(plain)).products.map((product) => product.id));
    }
    // A number with its unit after a rating word is a measure, not stars.
    expect((await search("dryer rated 5 cu ft")).search!.asked.understood).not.toContainEqual(
      expect.objectContaining({ kind: "sort", sort: "rating" }),
    );
    for (const [text, plain, services] of readsAs) {
      const found = await search(text);
      expect(found.total, text).toBe((await search(plain)).total);
      expect(found.search!.shown.dropped, text).toEqual([]);
      if (services) expect(found.search!.asked.services, text).toEqual(services);
    }
  });

  it("finds an agitator where a washer's text says it has one, never in an impeller washer", async () => {
    // "washer with agitator" had shown every top loader, the two impeller washers among them
    // (one's text says "no agitator", the other's "as well as an agitator").
    const text = (product: CatalogProduct) => [product.name, product.description, ...product.features].join(" ");
    const hasAgitator = (product: CatalogProduct) =>
      /agitator/i.test(text(product)) && !/impeller/i.test(text(product));
    const washers = (await search("washer")).products;
    const ids = (products: CatalogProduct[]) => products.map((product) => product.id).sort();
    for (const said of ["washer with agitator", "agitator washer", "top load washer with agitator", "agitator"]) {
      const found = await search(said);
      expect(found.search!.shown.dropped, said).toEqual([]);
      expect(ids(found.products), said).toEqual(ids(washers.filter(hasAgitator)));
    }
    expect((await search("washer with agitator")).total).toBeGreaterThan(1);
    // Without one: the impeller washers.
    const without = await search("washer without agitator");
    expect(without.total).toBeGreaterThan(0);
    expect(without.products.some(hasAgitator)).toBe(false);
  });

  it("reads a warranty's length as at least that many years of the manufacturer's, never a capacity", async () => {
    const yearsOf = (product: CatalogProduct) => product.warrantyYears ?? 1;
    const washers = (await search("washer")).products;
    // "washer 5 yr warranty" had shown every washer: no washer's text says "5-Year Warranty".
    for (const [text, years] of [
      ["washer with 5 year warranty", 5],
      ["washer 5 yr warranty", 5],
      ["5 year warranty washer", 5],
      ["washer with a five year manufacturer warranty", 5],
      ["washer warranty of 7 years", 7],
    ] as const) {
      const found = await search(text);
      expect(found.search!.asked.services, text).toEqual(["warranty"]);
      expect(found.search!.shown.dropped, text).toEqual([]);
      expect(found.total, text).toBeGreaterThan(0);
      expect(found.total, text).toBe(washers.filter((product) => yearsOf(product) >= years).length);
      expect(
        found.products.every((product) => product.category === "washer" && yearsOf(product) >= years),
        text,
      ).toBe(true);
    }
    expect((await search("dryer with 7 year warranty")).products.map((product) => product.id)).toEqual([
      "speed-queen-dr7004wg",
    ]);
    // One year is every product's: it narrows nothing.
    expect((await search("washer 1 year warranty")).total).toBe(washers.length);
    // A length none has is left out, its leaning kept: every washer, the longest warranties first.
    const ten = await search("washer with 10 year warranty");
    expect(ten.search!.shown.dropped.map((item) => item.said)).toEqual(["10 year"]);
    expect(ten.total).toBe(washers.length);
    expect(yearsOf(ten.products[0]!)).toBe(Math.max(...washers.map(yearsOf)));
    // Asked for as an order: the longest first, the warranty's terms said.
    const longest = await search("dryer with the longest warranty");
    expect(longest.search!.asked.services).toEqual(["warranty"]);
    const years = longest.products.map(yearsOf);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years[0]).toBeGreaterThan(1);
  });

  it("reads a long word that says nothing, mistyped, as that word: left out, never the page emptied", async () => {
    // "applainces", "appliences", "apliances" had found nothing at all; "appliances" shows every product.
    const all = await search("appliances");
    for (const text of ["applainces", "appliences", "apliances", "appliancs"]) {
      const found = await search(text);
      expect(found.total, text).toBe(all.total);
      expect(found.search!.shown.dropped, text).toEqual([]);
      expect(
        found.search!.asked.corrections.map((correction) => correction.to),
        text,
      ).toEqual(["appliance"]);
    }
    // Beside words that say which products, the rest of the search, with nothing said left out.
    const dented = await search("scratch and dent applainces");
    expect(dented.total).toBe((await search("scratch and dent")).total);
    expect(dented.search!.shown.dropped).toEqual([]);
    // A word close to no word at all still finds nothing, and says so.
    expect((await search("xyzzy")).total).toBe(0);
  });

  it("reads a bare number beside a kind typed with a mistake as it does beside the kind", async () => {
    // The kind is known only once corrected: "dryr 7.4" had found the dryers whose text says 7.4,
    // "rnage 30" the ranges whose text says 30, "wahser 5" had left the 5 out.
    for (const [typed, plain] of [
      ["dryr 7.4", "dryer 7.4"],
      ["rnage 30", "range 30"],
      ["wahser 5", "washer 5"],
      ["dishwaser 44", "dishwasher 44"],
      ["frige 25", "fridge 25"],
    ] as const) {
      const [found, meant] = [await search(typed), await search(plain)];
      expect(describePlan(found.search!.shown), typed).toBe(describePlan(meant.search!.shown));
      expect(
        found.products.map((product) => product.id),
        typed,
      ).toEqual(meant.products.map((product) => product.id));
      expect(
        found.search!.asked.corrections.map((correction) => correction.said.said),
        typed,
      ).toEqual([typed.split(" ")[0]]);
    }
  });

  it("reads a whole number beside a kind as its capacity when the kind is sold in that size, a mains voltage as electric", async () => {
    const capacityOf = (product: CatalogProduct) =>
      Number.parseFloat(product.specifications.find((row) => /^(Total |Oven )?Capacity$/.test(row.name))?.value ?? "");
    for (const [text, cubicFeet] of [
      ["dryer 7", 7],
      ["fridge 25", 25],
      ["washer 5", 5],
    ] as const) {
      const found = await search(text);
      expect(found.total, text).toBeGreaterThan(0);
      expect(found.search!.shown.dropped, text).toEqual([]);
      for (const product of found.products) {
        expect(capacityOf(product), `${text}: ${product.name}`).toBeGreaterThanOrEqual(cubicFeet * 0.9);
        expect(capacityOf(product), `${text}: ${product.name}`).toBeLessThanOrEqual(cubicFeet * 1.1);
      }
    }
    // "dryer 7" had found only the dryer whose model has a 7; the 7.0 to 7.5 cu. ft. ones are shown.
    expect((await search("dryer 7")).total).toBeGreaterThan(1);
    // A mains voltage is an electric one: "dryer 220" had been every dryer, after "under $220" found none.
    const electric = await search("electric dryer");
    for (const text of ["dryer 220", "240 dryer"]) {
      const found = await search(text);
      expect(
        found.products.map((product) => product.id),
        text,
      ).toEqual(electric.products.map((product) => product.id));
      expect(found.search!.shown.dropped, text).toEqual([]);
    }
  });

  it("reads sizes written as measures are, width by height (by depth)", async () => {
    const sized = await search("33x70 fridge");
    expect(sized.total).toBeGreaterThan(0);
    expect(sized.search!.shown.dropped).toEqual([]);
    expect(sized.products.every((product) => product.category === "refrigerator")).toBe(true);
    const all = await search("fridge");
    expect(sized.total).toBeLessThan(all.total);
    // A depth no refrigerator has is left out, and the width and height stay: of the sizes, the
    // one that matches nothing is left out, not the first of a fixed order.
    // (It still leans: the depths closest to 12 inches first.)
    const deep = await search("fridge 33 x 70 x 12");
    expect(deep.search!.shown.dropped.map((said) => said.said)).toEqual(["12"]);
    expect(deep.products.map((product) => product.id).sort()).toEqual(
      sized.products.map((product) => product.id).sort(),
    );
    expect(deep.search!.shown.understood.at(-1)).toMatchObject({ kind: "closest", measure: "depth", from: 12 });
    // Nor the price, when the price is not what matches nothing.
    const priced = await search("fridge 33 inches wide 12 inches deep under 5000");
    expect(priced.search!.shown.dropped.map((said) => said.said)).toEqual(["12 inches deep"]);
    expect(priced.search!.shown.understood.map((item) => item.kind)).toEqual(["category", "width", "price", "closest"]);
    // A colour none of them has is left out before a price some of them meet.
    const white = await search("white gas range under 900");
    expect(white.search!.shown.dropped.map((said) => said.said)).toEqual(["white"]);
    expect(white.total).toBeGreaterThan(0);
    expect(white.products.every((product) => unitPriceCents(product) <= 90_000)).toBe(true);
  });

  it("corrects typos, a category word to its category before a close brand", async () => {
    const frige = await search("frige");
    expect(correctedOf(frige.search!.asked)).toBe("fridge");
    expect(frige.products.every((product) => product.category === "refrigerator")).toBe(true);
    // Two letters left out of a word of seven is the slip of a hurried hand ("micrwve" had found
    // nothing, as "whirpol" had).
    for (const [typed, category] of [
      ["dishwaser", "dishwasher"],
      ["microwve", "microwave"],
      ["micrwve", "microwave"],
    ] as const) {
      const result = await search(typed);
      expect(result.total, typed).toBeGreaterThan(0);
      expect(result.products.every((product) => product.category === category)).toBe(true);
    }
    // Written without vowels, as in a text message: a category's, a style's, a brand's word.
    for (const [typed, corrected] of [
      ["frdg", "fridge"],
      ["dshwshr", "dishwasher"],
      ["rfrgrtr", "refrigerator"],
      ["smsng wshr", "samsung washer"],
      ["cmpct frdg", "compact fridge"],
    ] as const) {
      const result = await search(typed);
      expect(correctedOf(result.search!.asked), typed).toBe(corrected);
      expect(result.total, typed).toBe((await search(corrected)).total);
    }
    const brand = await search("frigidare");
    expect(brand.products.every((product) => product.brand === "Frigidaire")).toBe(true);
    const whirpol = await search("whirpol dryer");
    expect(correctedOf(whirpol.search!.asked)).toBe("whirlpool dryer");
    expect(whirpol.total).toBeGreaterThan(0);
    expect(whirpol.products.every((product) => product.brand === "Whirlpool" && product.category === "dryer")).toBe(
      true,
    );
    // Everyday words are no typos of the catalogue's: what goes into an appliance, a shopper's
    // own words ("washer sweaters" had been corrected to steamer, "fridge steak" to steam, "dryer
    // wedding gift" to bedding, "dryer steps" to stops, "driver" to drier, "motel" to model, "starting" to stacking, "louder" to loader).
    for (const [text, kind] of [
      ["washer for sweaters", "washer"],
      ["dishwasher that fits big plates", "dishwasher"],
      ["fridge for steak and bread", "refrigerator"],
      ["fridge for snacks", "refrigerator"],
      ["shopping for a dryer", "dryer"],
      ["dryer wedding gift", "dryer"],
      ["dryer up 3 steps", "dryer"],
      ["dishwasher delivery driver", "dishwasher"],
      ["microwave for a motel", "microwave"],
      ["newer dishwasher", "dishwasher"],
      ["dishwasher electrician", "dishwasher"],
      ["my washer stopped starting", "washer"],
      ["washer louder than my old one", "washer"],
      ["solid washer", "washer"],
      ["range garbage", "range"],
      ["washer for sneakers", "washer"],
      ["summer dishwasher", "dishwasher"],
      ["brushed stainless dryer", "stainless dryer"],
    ] as const) {
      const everyday = await search(text);
      expect(correctedOf(everyday.search!.asked), text).toBeNull();
      expect(everyday.total, text).toBe((await search(kind)).total);
    }
    // Any word of everyday English, not only those listed: read as typed and left out when no
    // product has it (each had been corrected to a catalogue word and looked for: "heart" to
    // heat, "track" to rack, "feels" to feet, "death" to depth, "frame" to flame, "miles" to milk).
    for (const text of [
      "washer with heart",
      "washer on track",
      "washer that feels solid",
      "washer death",
      "washer frame",
      "washer miles",
      "washer though",
      "washer plant",
    ]) {
      const everyday = await search(text);
      expect(correctedOf(everyday.search!.asked), text).toBeNull();
      expect(everyday.total, text).toBe((await search("washer")).total);
    }
    // A rarer word of English is read as typed where its correction is no English word ("retro"
    // had been corrected to "retiro", the Spanish for a haul-away: the answer about hauling away).
    const retro = await search("retro fridge");
    expect(correctedOf(retro.search!.asked)).toBeNull();
    expect(retro.search!.asked.services).toEqual([]);
    expect(retro.total).toBe((await search("fridge")).total);
    // "fryer" is what our ranges do, a deep fryer none of ours (both had been corrected to dryer).
    const fryer = await search("fryer");
    expect(correctedOf(fryer.search!.asked)).toBeNull();
    expect(fryer.total).toBe((await search("air fryer")).total);
    expect(fryer.products.every((product) => product.category !== "dryer")).toBe(true);
    expect(await search("deep fryer")).toMatchObject({ total: 0, search: { asked: { notSold: true } } });
    // Said in another form: "steaming" is steam (had been corrected to "staying"), "electrical"
    // electric (had been corrected to the Spanish "electrica").
    const steaming = await search("washer steaming");
    expect(correctedOf(steaming.search!.asked)).toBeNull();
    expect(steaming.total).toBe((await search("steam washer")).total);
    const electrical = await search("electrical range");
    expect(correctedOf(electrical.search!.asked)).toBeNull();
    expect(electrical.total).toBe((await search("electric range")).total);
    // A quilt is what a large drum is bought for, as a comforter (had been corrected to quiet).
    const quilts = await search("washer for a king quilt");
    expect(correctedOf(quilts.search!.asked)).toBeNull();
    expect(quilts.products.map((product) => product.id)).toEqual(
      (await search("washer for a king comforter")).products.map((product) => product.id),
    );
    // A chip is a mark of damage, not a typo of shipped.
    const chipped = await search("chipped range");
    expect(correctedOf(chipped.search!.asked)).toBeNull();
    expect(chipped.total).toBeGreaterThan(0);
    expect(chipped.products.every((product) => product.dealType === "scratch-dent")).toBe(true);
    const dryers = await search("whirpool dryer");
    expect(correctedOf(dryers.search!.asked)).toBe("whirlpool dryer");
    expect(dryers.products.map((product) => product.id).sort()).toEqual(["whirlpool-wed5605mw", "whirlpool-wgd5605mw"]);
    // Two letters swapped leave few trigrams in common with the word meant, which is found all the same.
    const water = await search("fridge wtaer dispenser");
    expect(correctedOf(water.search!.asked)).toBe("fridge water dispenser");
    expect(water.total).toBeGreaterThan(0);
    expect(correctedOf((await search("hot wtaer")).search!.asked)).toBe("hot water");
    // A colour mistyped next to a kind is the colour, not a phrase one letter away ("wine fridge").
    const ids = async (text: string) => (await search(text)).products.map((product) => product.id);
    expect(await ids("wite fridge")).toEqual(await ids("white fridge"));
    // Brands as shoppers shorten or sound them out.
    expect(await ids("sq washer")).toEqual(await ids("speed queen washer"));
    expect(await ids("elgee fridge")).toEqual(await ids("lg fridge"));
  });

  it("finds specifications and features, and not the ones a product lacks", async () => {
    const stackable = await search("stackable washer");
    expect(stackable.total).toBeGreaterThan(0);
    for (const product of stackable.products) {
      const spec = product.specifications.find((row) => row.name === "Stackable");
      expect(spec?.value ?? "Yes", product.id).toMatch(/^Yes/);
    }
    // A washer that shakes or walks is what vibration control is for (these had said no results, showing washers).
    for (const text of [
      "washer that won't walk",
      "washer that doesn't vibrate",
      "low vibration washer",
      "washer wobbles",
    ]) {
      const steady = await search(text);
      expect(steady.search!.shown.dropped, text).toEqual([]);
      expect(steady.total, text).toBeGreaterThan(0);
      for (const product of steady.products)
        expect(`${product.name} ${product.features.join(" ")}`, text).toMatch(/vibration/i);
    }
    // A faucet built into a washer for pre-washing (had said the shop sells no faucets and shown
    // every washer); a faucet alone is a kitchen's, which it does not sell.
    for (const text of ["washer with built in faucet", "washer with faucet", "washer with a prewash sink"]) {
      const faucet = await search(text);
      expect(faucet.search!.shown.notes, text).toEqual([]);
      expect(faucet.total, text).toBeGreaterThan(0);
      for (const product of faucet.products) expect(product.features.join(" "), text).toMatch(/faucet/i);
    }
    expect((await search("faucet")).search!.shown.notes).toEqual(["We sell large home appliances only."]);
    // What a feature does, said as a shopper would: a burner that boils water fast, a washer that
    // washes in cold water (had looked for "fast" and "cold": an electric range without one first,
    // one washer in three).
    for (const [text, feature] of [
      ["range that boils water fast", /boil|power burner|speedheat/i],
      ["stove that boils water quickly", /boil|power burner|speedheat/i],
      ["cold water wash washer", /coldwash/i],
      ["washer that washes in cold water", /coldwash/i],
    ] as const) {
      const found = await search(text);
      expect(found.search!.shown.dropped, text).toEqual([]);
      expect(found.total, text).toBeGreaterThan(0);
      for (const product of found.products)
        expect(`${product.description} ${product.features.join(" ")}`, text).toMatch(feature);
    }
    // Said as what it does: a washer that senses its load, a microwave that cooks by itself, a
    // range that bakes from frozen without a preheat ("without preheat" had left out every range
    // that needs none).
    for (const [text, feature] of [
      ["washer that senses load size", /fabric sensing|sensor cycle|load sensing/i],
      ["microwave that cooks automatically", /auto cook|sensor cook/i],
      ["range without preheat", /no.preheat|skip the preheat/i],
      ["oven that cooks frozen food without preheat", /frozen bake/i],
      // A dryer that won't over-dry or shrink clothes senses their moisture (had been every dryer;
      // "no over drying" had left those out).
      ["dryer that doesn't shrink clothes", /sensor dry|moisture sens|accudry/i],
      ["dryer no over drying", /sensor dry|moisture sens|accudry/i],
    ] as const) {
      const found = await search(text);
      expect(found.search!.shown.dropped, text).toEqual([]);
      expect(found.total, text).toBeGreaterThan(0);
      for (const product of found.products)
        expect(`${product.name} ${product.description} ${product.features.join(" ")}`, text).toMatch(feature);
    }
    // Ice and water on the outside of the door (had looked for "ice" and "water": a refrigerator
    // with its dispenser inside first).
    for (const text of ["fridge with ice and water on the outside", "fridge with external water dispenser"]) {
      const outside = await search(text);
      expect(outside.total, text).toBeGreaterThan(0);
      for (const product of outside.products)
        expect(product.specifications.find((row) => row.name === "Water Dispenser")?.value, text).toBe("External");
    }
    // A divider that makes one oven two is a double oven (had been left out: every range).
    for (const text of ["double oven range", "range with two ovens", "split oven range"]) {
      const double = await search(text);
      expect(double.search!.shown.dropped, text).toEqual([]);
      expect(double.total, text).toBeGreaterThan(0);
      for (const product of double.products) expect(product.features.join(" "), text).toMatch(/flex duo/i);
    }
    // A warming zone on the cooktop is what makers call a Keep Warm zone (had been left out:
    // every range).
    for (const text of ["range with warming zone", "stove with a warming element", "range with warm zone"]) {
      const warm = await search(text);
      expect(warm.search!.shown.dropped, text).toEqual([]);
      expect(warm.total, text).toBeGreaterThan(0);
      for (const product of warm.products) expect(product.features.join(" "), text).toMatch(/keep warm zone/i);
    }
    // Asked which colours a kind comes in, or which brands make it, the listing reads its products'.
    for (const [text, plain, list, field] of [
      ["lg washer colors", "lg washer", "colors", "color"],
      ["what colors does the microwave come in", "microwave", "colors", "color"],
      ["which brands of dryers", "dryer", "brands", "brand"],
    ] as const) {
      const asked = await search(text);
      const products = (await search(plain)).products;
      expect(asked.total, text).toBe(products.length);
      expect(asked.search!.listed, text).toEqual({
        [list]: [...new Set(products.map((product) => product[field]))].sort(),
      });
    }
    expect((await search("lg washer")).search!.listed).toBeUndefined();
    // A listing's sort by name said in words ("a to z" had found nothing).
    for (const [text, sort] of [
      ["washers a to z", "nameAsc"],
      ["z to a", "nameDesc"],
      ["fridges alphabetical", "nameAsc"],
    ] as const) {
      const named = await search(text);
      expect(named.search!.shown.dropped, text).toEqual([]);
      expect(named.search!.asked.understood, text).toContainEqual(expect.objectContaining({ kind: "sort", sort }));
    }
    // Where a product is made ("made in usa" had found nothing).
    const american = await search("made in usa washer");
    expect(american.search!.shown.dropped).toEqual([]);
    expect(american.products.map((product) => product.brand)).toEqual(Array(american.total).fill("Speed Queen"));
    // Made abroad, said so, is not made here.
    const [abroad] = (await search("samsung washer")).products;
    await context.db
      .update(products)
      .set({ features: [...abroad!.features, "Made in Mexico"] })
      .where(eq(products.id, abroad!.id));
    try {
      expect((await search("made in usa washer")).products.map((product) => product.id)).not.toContain(abroad!.id);
    } finally {
      await context.db.update(products).set({ features: abroad!.features }).where(eq(products.id, abroad!.id));
    }
    // A feature named with "and" ("load and go" had found every washer by "load").
    const dispenser = await search("washer with load and go");
    expect(dispenser.total).toBeGreaterThan(0);
    for (const product of dispenser.products)
      expect(`${product.name} ${product.features.join(" ")} ${product.description}`).toMatch(/load & go/i);
    // What a fridge is for: keeping drinks cold is a compact one.
    for (const text of ["something to keep beer cold", "fridge for drinks"]) {
      const cold = await search(text);
      expect(cold.search!.shown.dropped, text).toEqual([]);
      expect(
        cold.products.map((product) => product.subcategory),
        text,
      ).toEqual(Array(cold.total).fill("Refrigerator - Compact"));
    }
    const thirdRack = await search("third rack");
    expect(thirdRack.products.map((product) => product.id)).toContain("whirlpool-wdt750sakz");
    expect(thirdRack.products.map((product) => product.id)).not.toContain("frigidaire-fdpc4221as");
    // Quiet is also a noise level: the dishwasher at 44 dBA whose words never say quiet is
    // found, and "not quiet" leaves it out; the two together are every dishwasher.
    const quietOnes = await search("quiet dishwasher");
    const notQuiet = await search("dishwasher not quiet");
    const noiseOf = (product: (typeof quietOnes.products)[number]) =>
      Number.parseFloat(product.specifications.find((row) => row.name.startsWith("Noise"))?.value ?? "");
    const hushed = (await search("dishwasher")).products.filter((product) => noiseOf(product) <= 46);
    expect(hushed.length).toBeGreaterThan(0);
    for (const product of hushed) {
      expect(quietOnes.products.map((found) => found.id)).toContain(product.id);
      expect(notQuiet.products.map((found) => found.id)).not.toContain(product.id);
    }
    expect(quietOnes.total + notQuiet.total).toBe((await search("dishwasher")).total);
    expect((await search("lg dishwasher quiet")).search!.shown.dropped).toEqual([]);
    // Large capacity is also a capacity: every washer of 4.5 cu. ft. or more and every full-size
    // refrigerator of 25 or more, whatever their words; no compact; "not large" is the rest.
    const capacityOf = (product: (typeof quietOnes.products)[number]) =>
      Number.parseFloat(product.specifications.find((row) => /^(Total |Oven )?Capacity$/.test(row.name))?.value ?? "");
    const largeWashers = await search("large capacity washer");
    const washers = await search("washer");
    const bigOnes = washers.products.filter((product) => capacityOf(product) >= 4.5);
    expect(bigOnes.some((product) => !/large|mega|xl/i.test(product.name))).toBe(true);
    expect(largeWashers.products.map((product) => product.id).sort()).toEqual(
      bigOnes.map((product) => product.id).sort(),
    );
    const smallOnes = await search("washer not large");
    expect(smallOnes.total + largeWashers.total).toBe(washers.total);
    expect(smallOnes.products.every((product) => capacityOf(product) < 4.5)).toBe(true);
    // Small is a capacity too: every washer of 3.5 cu. ft. or less.
    const smallWashers = await search("small washer");
    const smallest = washers.products.filter((product) => capacityOf(product) <= 3.5);
    expect(smallest.length).toBeGreaterThan(1);
    expect(smallWashers.products.map((product) => product.id)).toEqual(
      expect.arrayContaining(smallest.map((product) => product.id)),
    );
    expect(smallWashers.products.some((product) => capacityOf(product) >= 4.5)).toBe(false);
    // So is "compact" said of a kind with no compact style, as of the refrigerators: "compact
    // washer" had left out compact (the refrigerators' style) and shown every washer.
    const compactWashers = await search("compact washer");
    expect(compactWashers.products.map((product) => product.id)).toEqual(
      smallWashers.products.map((product) => product.id),
    );
    expect(compactWashers.search!.shown.dropped).toEqual([]);
    // The kind mistyped reads it the same ("compact washe" had shown every washer, no result said).
    const mistyped = await search("compact washe");
    expect(mistyped.products.map((product) => product.id)).toEqual(
      compactWashers.products.map((product) => product.id),
    );
    expect(mistyped.search!.shown.dropped).toEqual([]);
    expect((await search("compact washer and dryer")).total).toBe((await search("small washer and dryer")).total);
    expect(
      (await search("compact fridge")).products.every((product) => product.subcategory === "Refrigerator - Compact"),
    ).toBe(true);
    // A small dent is the damage's size, not the appliance's: no range is small (4.0 cu. ft. or
    // less), so "small range" shows every range and says so, not the one with a small dent.
    for (const [text, kind] of [
      ["small range", "ranges"],
      ["apartment size stove", "ranges"],
      ["small dishwasher", "dishwashers"],
    ] as const) {
      const small = await search(text);
      expect(describePlan(small.search!.shown), text).toBe(kind);
      expect(small.total, text).toBe((await search(kind)).total);
    }
    const bigFridges = await search("big fridge");
    expect(bigFridges.products.map((product) => product.id)).toContain("lg-lrmvs3006s");
    expect(bigFridges.products.every((product) => capacityOf(product) >= 25)).toBe(true);
    const airFry = await search("air fry range");
    expect(airFry.products.map((product) => product.id)).not.toContain("frigidaire-fcre3052bs");
    expect(airFry.total).toBeGreaterThan(3);
    const quiet = await search("dishwasher 44 dba");
    expect(quiet.products.map((product) => product.id).sort()).toEqual(["lg-ldp6810ss", "samsung-dw80b6060ug"]);
    // A feature of several words is found as written, not as its words anywhere.
    const doorInDoor = await search("door in door");
    expect(doorInDoor.total).toBeGreaterThan(0);
    expect(doorInDoor.products.every((product) => /door-in-door/i.test(product.name))).toBe(true);
    // A door to see inside through, in the shopper's words ("see through door" had found the two
    // whose text has "see" and "door"; "glass door" a compact whose shelves are glass).
    for (const text of ["fridge with see through door", "glass door fridge", "transparent door"]) {
      const seeInside = await search(text);
      expect(seeInside.total, text).toBeGreaterThan(0);
      expect(
        seeInside.products.every((product) => /InstaView/.test(product.name)),
        text,
      ).toBe(true);
    }
    // A rating is looked for as its specification writes it, and left out when no product has it.
    const watts = await search("microwave 1000 watts");
    expect(watts.total).toBeGreaterThan(0);
    expect(watts.search?.shown.dropped).toEqual([]);
    for (const product of watts.products) {
      expect(product.specifications.find((row) => row.name === "Wattage")?.value, product.id).toBe("1000 W");
    }
    const stronger = await search("microwave 1200 watts");
    expect(stronger.search?.shown.dropped.map((said) => said.said)).toEqual(["1200 watts"]);
    expect(stronger.products.every((product) => product.category === "microwave")).toBe(true);
    const spec = (product: { specifications: { name: string; value: string }[] }, name: RegExp) =>
      product.specifications
        .filter((row) => name.test(row.name) || name.test(row.value))
        .map((row) => row.value)
        .join(" ");
    for (const text of ["range 22000 btu", "range 22k btu"]) {
      const burners = await search(text);
      expect(burners.total, text).toBeGreaterThan(0);
      for (const product of burners.products) expect(spec(product, /btu/i), product.id).toMatch(/22(,000|K) BTU/);
    }
    const fans = await search("microwave 300 cfm");
    expect(fans.total).toBeGreaterThan(0);
    for (const product of fans.products) expect(spec(product, /cfm/i), product.id).toMatch(/300 CFM/);
    // A feature each maker names its own way is found by any of its names.
    const dryers = await search("moisture sensor dryer");
    const ids = dryers.products.map((product) => product.id);
    expect(ids).toContain("whirlpool-wed5605mw"); // "Moisture Sensing"
    expect(ids).toContain("samsung-dvg45t6000w"); // "Sensor Dry"
    expect(dryers.search?.shown.dropped).toEqual([]);
    expect(ids).not.toContain("speed-queen-dr5003we");
    // "Smart" is found as a word of its own: SmartDiagnosis (a phone's help by sound) is no Wi-Fi.
    for (const text of ["wifi washer", "smart washer", "smar washer"]) {
      const smart = (await search(text)).products.map((product) => product.id);
      expect(smart, text).toContain("lg-wm4000hwa");
      expect(smart, text).not.toContain("lg-wt7150cw");
    }
    // "No preheat" is a feature, not a search for products without a preheat.
    const noPreheat = await search("no preheat range");
    expect(noPreheat.products.map((product) => product.id)).toContain("samsung-nx60a6511ss");
    expect(noPreheat.products.map((product) => product.id)).not.toContain("frigidaire-fcre3052bs");
    expect(noPreheat.search?.shown.words.some((word) => word.negated)).toBe(false);
    // A maker's line ("chef collection") is no mistyped feature: "collection" is not convection.
    const line = await search("samsung chef collection");
    expect(correctedOf(line.search!.shown)).toBeNull();
    expect(line.products.every((product) => product.brand === "Samsung")).toBe(true);
    expect(line.total).toBe((await search("samsung")).total);
    // A feature said another way finds what its usual name finds: the shaking a washer should not
    // have is vibration control (not washers without the word), a quick wash the quick cycles,
    // filtered water the dispensers, steam cleaning steam, buttons on the front front controls.
    const idsOf = async (text: string) => (await search(text)).products.map((product) => product.id);
    for (const [text, plain] of [
      ["washer with no vibration", "low vibration washer"],
      ["washer without shaking", "low vibration washer"],
      ["quick wash washer", "washer with a quick cycle"],
      ["fridge with filtered water", "fridge with water dispenser"],
      ["oven with steam cleaning", "steam clean oven"],
      ["dishwasher with buttons on front", "front control dishwasher"],
      ["range with buttons on the front", "front control range"],
    ] as const) {
      const found = await idsOf(text);
      expect(found.length, text).toBeGreaterThan(0);
      expect(found, text).toEqual(await idsOf(plain));
    }
    expect(await idsOf("washer with no vibration")).toContain("samsung-wf45t6000aw"); // Vibration Reduction Technology+
  });

  it("leaves out what the shopper does not want", async () => {
    const steam = await search("dryer with steam");
    const noSteam = await search("dryer without steam");
    const dryers = await search("dryer");
    expect(steam.total).toBeGreaterThan(0);
    expect(noSteam.total).toBe(dryers.total - steam.total);
    const steamIds = new Set(steam.products.map((product) => product.id));
    expect(noSteam.products.some((product) => steamIds.has(product.id))).toBe(false);
    // A plain word not wanted is left out as a word, not as the start of longer ones.
    const notRed = await search("washer not red");
    expect(notRed.products.map((product) => product.name)).toContainEqual(expect.stringMatching(/Vibration Reduction/));
    expect(notRed.total).toBe((await search("washer")).total);
    const notSmart = await search("non smart washer");
    expect(notSmart.total).toBeGreaterThan(0);
    expect(notSmart.products.some((product) => /smart/i.test(product.name))).toBe(false);
    // "frost free" is a feature none of the sample names: left out, and never "front free".
    const frostFree = await search("frost free fridge");
    expect(correctedOf(frostFree.search!.asked)).toBeNull();
    expect(frostFree.total).toBe((await search("fridge")).total);
    // A style not wanted, said in the plural (had shown every refrigerator, French doors first).
    const frenchDoors = await search("french door fridge");
    for (const text of ["fridge without french doors", "fridges no french doors"]) {
      const notFrench = await search(text);
      expect(notFrench.total, text).toBe((await search("fridge")).total - frenchDoors.total);
      expect(
        notFrench.products.some((product) => product.subcategory === "Refrigerator - French Door"),
        text,
      ).toBe(false);
    }
    const notFront = await search("washers no front loaders");
    expect(notFront.total).toBeGreaterThan(0);
    expect(notFront.products.every((product) => product.subcategory === "Washer - Top Load")).toBe(true);
    const notSamsung = await search("not samsung fridge");
    expect(notSamsung.total).toBeGreaterThan(0);
    expect(notSamsung.products.some((product) => product.brand === "Samsung")).toBe(false);
    // A minus as in a web search: Samsung's washers are left out, the others shown.
    const minusSamsung = await search("washer -samsung");
    expect(minusSamsung.total).toBeGreaterThan(0);
    expect(minusSamsung.total).toBeLessThan((await search("washer")).total);
    expect(minusSamsung.products.some((product) => product.brand === "Samsung")).toBe(false);
    // A brand of two words not wanted is left out whole, never "queen" looked for.
    const everyWasher = (await search("washer")).products;
    for (const text of ["washer not speed queen", "no speed queen washer", "washer -speed queen"]) {
      const notSpeedQueen = await search(text);
      expect(notSpeedQueen.products.map((product) => product.id)).toEqual(
        everyWasher.filter((product) => product.brand !== "Speed Queen").map((product) => product.id),
      );
    }
    // A list of what is not wanted: neither of them.
    const neither = await search("dryer without steam or sanitize");
    expect(neither.total).toBeGreaterThan(0);
    expect(neither.total).toBeLessThan(noSteam.total);
    const text = (product: (typeof neither.products)[number]) =>
      [product.name, product.description, ...product.features].join(" ");
    expect(neither.products.some((product) => /steam|sanitiz/i.test(text(product)))).toBe(false);
    // A deal not wanted, however it is said, is every other deal.
    const allWashers = (await search("washer")).total;
    for (const text of [
      "washer with no dents",
      "washer without scratches",
      "washer not scratch and dent",
      "washer no damage",
      "washer without dents or scratches",
      "undamaged washer",
      "flawless washer",
      "washer in perfect condition",
      "undamged washer",
    ]) {
      const undamaged = await search(text);
      expect(undamaged.total, text).toBe(allWashers - (await search("scratch and dent washer")).total);
      expect(
        undamaged.products.some((product) => product.dealType === "scratch-dent"),
        text,
      ).toBe(false);
    }
    // A refrigerator "ice maker ready" (the kit sold separately) has no ice maker: it is found
    // without one, and not with one.
    const ready = (product: (typeof neither.products)[number]) => /ice maker ready/i.test(text(product));
    const withIce = await search("fridge with ice maker");
    const withoutIce = await search("fridge without ice maker");
    expect(withIce.total).toBeGreaterThan(0);
    expect(withIce.products.some(ready)).toBe(false);
    expect(withoutIce.products.filter(ready).length).toBeGreaterThan(0);
    expect(withIce.total + withoutIce.total).toBe((await search("fridge")).total);
    // A fuel not wanted is the other fuels: every electric dryer, also the one whose description
    // says it came back from a customer who ordered "the gas version".
    const notGas = await search("dryer not gas");
    const electric = await search("electric dryer");
    expect(notGas.products.map((product) => product.id).sort()).toEqual(
      electric.products.map((product) => product.id).sort(),
    );
    expect(notGas.products.some((product) => /\bgas\b/i.test(text(product)))).toBe(true);
    expect((await search("range not electric")).products.every((product) => product.subcategory.includes("Gas"))).toBe(
      true,
    );
    // A colour not wanted is every other colour: the white washers whose descriptions say "a
    // stainless tub" are kept.
    const washers = await search("washer");
    const notStainless = await search("washer not stainless");
    expect(notStainless.products.map((product) => product.id).sort()).toEqual(
      washers.products
        .filter((product) => !/stainless/i.test(product.color ?? ""))
        .map((product) => product.id)
        .sort(),
    );
    expect(notStainless.products.some((product) => /stainless tub/i.test(text(product)))).toBe(true);
    // A stainless tub is inside, whatever the finish: no colour filter.
    const tub = await search("washer with stainless tub");
    expect(tub.search!.asked.understood.map((item) => item.kind)).toEqual(["category"]);
    expect(tub.total).toBeGreaterThanOrEqual(2);
    expect(tub.products.every((product) => /stainless (steel )?tub/i.test(text(product)))).toBe(true);
    expect(tub.products.some((product) => product.color === "White")).toBe(true);
  });

  it("reads what shoppers type short or run together: a cut-off word, a brand without its space", async () => {
    const fridges = await search("fridg");
    expect(fridges.total).toBe((await search("refrigerator")).total);
    expect(correctedOf(fridges.search!.asked)).toBe("fridge");
    for (const typed of ["speedqueen", "l.g."]) {
      const brand = await search(typed);
      expect(brand.total, typed).toBeGreaterThan(0);
      expect(new Set(brand.products.map((product) => product.brand)).size, typed).toBe(1);
    }
    const floorModels = await search("floor model");
    expect(floorModels.total).toBeGreaterThan(0);
    expect(floorModels.products.every((product) => product.dealType === "open-box")).toBe(true);
    // "beer" is not corrected to another short word of the catalogue: a beer fridge is a compact one.
    const beer = await search("beer fridge");
    expect(correctedOf(beer.search!.asked)).toBeNull();
    expect(beer.products.every((product) => product.subcategory === "Refrigerator - Compact")).toBe(true);
  });

  it("finds model numbers with or without spaces and dashes, by their start, and mistyped", async () => {
    for (const typed of ["WF45T6000AW", "wf45t6000aw", "WF45 T6000", "wf45-t6000-aw", "wf45t"]) {
      const result = await search(typed);
      expect(result.products[0]?.id, typed).toBe("samsung-wf45t6000aw");
    }
    expect((await search("RBTL35W")).products[0]?.id).toBe("reynoldsburg-basics-rb-tl35w");
    // Its first letters written apart are no shop word ("dw" is the trade's dishwasher), while
    // the shop word stays one before a size ("dw 24 inch": every 24-inch dishwasher).
    for (const typed of ["DW 80CG4021SR", "dw-80cg4021sr", "dw 80cg"]) {
      const result = await search(typed);
      expect(
        result.products.map((product) => product.id),
        typed,
      ).toEqual(["samsung-dw80cg4021sr"]);
    }
    expect((await search("dw 24 inch")).total).toBe((await search("dishwasher 24 inch")).total);
    const mistyped = await search("WF45T6001AW");
    expect(mistyped.search!.modelTypo).toBe(true);
    expect(mistyped.products[0]?.id).toBe("samsung-wf45t6000aw");
    // A model number close to none of ours: those of its series (its first letters), closest first.
    const other = await search("WM3400CW");
    expect(other.search!.modelTypo).toBe(true);
    expect(other.products.length).toBeGreaterThan(0);
    expect(other.products.every((product) => product.modelNumber.toLowerCase().startsWith("wm"))).toBe(true);
    // Nor are its last letters ("dw") when the number is written apart: a model number we don't
    // have, read whole as when written together, not dishwashers under $5,000.
    const together = await search("WTW5000DW");
    expect(together.search!.modelTypo).toBe(true);
    for (const typed of ["WTW 5000 DW", "wtw-5000-dw", "wtw 5000-dw"]) {
      const apart = await search(typed);
      expect(apart.search!.shown.understood, typed).toEqual([]);
      expect(
        apart.products.map((product) => product.id),
        typed,
      ).toEqual(together.products.map((product) => product.id));
    }
    // Two letters before a number are as often a brand: "lg 5000 dw" is LG's dishwashers under $5,000.
    const lg = await search("lg 5000 dw");
    expect(lg.products.length).toBeGreaterThan(0);
    expect(lg.products.every((product) => product.brand === "LG" && product.category === "dishwasher")).toBe(true);
    // Nor is a bound's word a model number's start: dishwashers under $500.
    const bounded = await search("under 500 dw");
    expect(bounded.total).toBe((await search("dishwasher under 500")).total);
    // Nor a maker we don't carry: the number after it is that maker's line (Bosch's 500 Series),
    // left out with it, so every dishwasher is shown.
    const line = await search("bosch 500 dw");
    expect(line.total).toBe((await search("dishwasher")).total);
    expect(line.search!.shown.dropped.map((item) => item.said).sort()).toEqual(["500", "bosch"]);
  });

  it("finds a series of model numbers by its two letters, alone or with a brand", async () => {
    const modelsOf = async (typed: string) =>
      (await search(typed)).products.map((product) => product.modelNumber.toLowerCase());
    // Two letters are no word any product has: they had found nothing.
    for (const [typed, series, brand] of [
      ["rf", "rf", null],
      ["WM", "wm", null],
      ["samsung rf", "rf", "Samsung"],
      ["lg wm", "wm", "LG"],
      ["samsung wf", "wf", "Samsung"],
    ] as const) {
      const found = await search(typed);
      expect(found.total, typed).toBeGreaterThan(0);
      expect(await modelsOf(typed), typed).toEqual(expect.arrayContaining([expect.stringMatching(`^${series}`)]));
      expect(
        found.products.every((product) => product.modelNumber.toLowerCase().startsWith(series)),
        typed,
      ).toBe(true);
      if (brand) expect(found.products.every((product) => product.brand === brand)).toBe(true);
    }
    // Beside a kind, two letters are a word cut short, left out as before; nor is a word of
    // English ("me", "we") a series, nor letters no model number starts.
    const fridges = await search("refrigerator fr");
    expect(fridges.total).toBe((await search("refrigerator")).total);
    expect(fridges.search!.shown.dropped.map((item) => item.said)).toEqual(["fr"]);
    const me = await search("me");
    expect(me.products.some((product) => !product.modelNumber.toLowerCase().startsWith("me"))).toBe(true);
    expect((await search("zq")).total).toBe(0);
  });
});
