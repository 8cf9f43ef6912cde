// The header's suggestions (GET /api/search/suggestions), on each database: nothing under two
// characters, categories and styles that start as typed, brands (also typed without their spaces),
// and up to five products found with the last word read as the start of a word, else those of the
// category the text names; the brands it names or starts that we don't carry; and the shop's pages
// it asks about or starts to.
import { NextRequest } from "next/server";
import { expect, it } from "vitest";
import { GET } from "@/app/api/search/suggestions/route";
import { inShop } from "@/lib/catalog/columns";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { DEFAULT_QUERY } from "@/lib/catalog/listing";
import { queryListing } from "@/lib/catalog/listing-query";
import { modelStartsAny, planSql, readSearch, type PlanSql } from "@/lib/catalog/search-sql";
import type { Suggestions } from "@/lib/catalog/suggestion-shape";
import { describeEachDatabase } from "../helpers/database";

async function suggest(q: string): Promise<{ status: number; body: Suggestions & { success: boolean } }> {
  const response = await GET(new NextRequest(`http://shop.test/api/search/suggestions?q=${encodeURIComponent(q)}`));
  return { status: response.status, body: await response.json() };
}

describeEachDatabase("search suggestions", (context) => {
  it("suggests nothing for less than two characters and refuses an overlong text", async () => {
    expect((await suggest("w")).body).toEqual({
      success: true,
      categories: [],
      brands: [],
      products: [],
      notCarried: [],
      pages: [],
    });
    expect((await suggest("w".repeat(201))).status).toBe(400);
  });

  it("suggests the page of a service asked about or being typed, not where a brand or something sold starts so", async () => {
    const pages = async (q: string) => (await suggest(q)).body.pages.map((link) => link.label);
    // Typed whole, or being typed ("return", "financ" and "hour" had suggested nothing at all).
    expect(await pages("return")).toEqual(["Returns Policy"]);
    expect(await pages("financ")).toEqual(["Payment Policy"]);
    expect(await pages("hour")).toEqual(["Visit the Showroom"]);
    expect(await pages("store hou")).toEqual(["Visit the Showroom"]);
    expect(await pages("wishl")).toEqual(["Saved Items"]);
    expect(await pages("priv")).toEqual(["Privacy Policy"]);
    expect(await pages("measu")).toEqual(["Measurement Guide"]);
    // A phone said alone asks for ours ("phone" had suggested nothing).
    expect(await pages("phone")).toEqual(["Contact"]);
    expect(await pages("my ca")).toEqual(["Shopping Cart"]);
    // A letter after a word that only joins others starts no service ("dishwasher with t" goes
    // on with "third rack"; it had suggested the payment policy, for "with tax").
    expect(await pages("quiet dishwasher with t")).toEqual([]);
    expect(await pages("fridge with t")).toEqual([]);
    expect(await pages("fridge with tax")).toEqual(["Payment Policy"]);
    expect((await suggest("deliv")).body.pages).toEqual([{ label: "Shipping & Delivery", href: "/shipping-policy" }]);
    expect(await pages("do you del")).toEqual(["Shipping & Delivery"]);
    // Beside the kind named; the shortest phrase's service first, pages once each.
    const washer = (await suggest("washer deliv")).body;
    expect(washer.categories.map((link) => link.label)).toEqual(["Washers"]);
    expect(washer.pages.map((link) => link.label)).toEqual(["Shipping & Delivery"]);
    expect(await pages("pick")).toEqual(["Visit the Showroom", "Shipping & Delivery"]);
    // A brand, a kind or a deal that starts the same way comes first alone.
    expect(await pages("sam")).toEqual([]);
    // So does a colour we have ("white" had suggested delivery, as the start of Whitehall).
    expect(await pages("white")).toEqual([]);
    expect(await pages("whiteh")).toEqual(["Shipping & Delivery"]);
    // A letter alone starts no colour: the service's words go on ("extended w" had dropped the
    // warranty's page that "extended" and "extended wa" suggest).
    for (const typed of ["extended", "extended w", "extended wa"])
      expect(await pages(typed), typed).toEqual(["Warranty"]);
    expect(await pages("sto")).toEqual([]);
    expect(await pages("frid")).toEqual([]);
    expect(await pages("re")).toEqual([]);
    // Unless the service's word is the start of what is sold: "retu" starts "return" as it starts
    // "returned" (open-box units), so both are suggested (it had suggested the open box alone).
    for (const typed of ["ret", "retu", "retur"]) {
      const started = (await suggest(typed)).body;
      expect(started.pages.map((link) => link.label)).toEqual(["Returns Policy"]);
      expect(started.categories.map((link) => link.label)).toEqual(["Open box products"]);
    }
    expect(await pages("returned")).toEqual([]);
    expect(await pages("showr")).toEqual(["Visit the Showroom"]);
    // Words that go on something sold start no service with their last word alone ("cooking
    // appl" had suggested the payment and showroom pages, for "apply" and "appointment").
    expect(await pages("cooking appl")).toEqual([]);
    expect(await pages("washer")).toEqual([]);
    // Words typed whole that ask about no service are what was meant ("sale" had suggested the tax's page).
    expect(await pages("sale")).toEqual([]);
    expect(await pages("sales")).toEqual(["Payment Policy"]);
    // Nor do words that go on a phrase read from an earlier word: "slide in r" is a slide-in
    // range, no showroom "in Reynoldsburg".
    expect(await pages("slide in r")).toEqual([]);
    expect(await pages("washer in r")).toEqual(["Visit the Showroom"]);
  });

  it("suggests categories and styles as typed, the last word still being typed", async () => {
    const { body } = await suggest("wa");
    expect(body.categories.map((link) => link.label)).toEqual(["Washers", "Washers and dryers", "Wall ovens"]);
    expect(body.categories[0]!.href).toBe("/products/washer");
    const front = await suggest("front lo");
    expect(front.body.categories).toEqual([
      { label: "Front load washers", href: "/products?search=front+load+washers" },
    ]);
    expect(front.body.products.length).toBeGreaterThan(0);
    expect(front.body.products.every((product) => /front load washer/i.test(product.name))).toBe(true);
  });

  it("suggests a deal said or being typed as its listing, of the category named with it", async () => {
    const openBox = await suggest("open b");
    expect(openBox.body.categories[0]).toEqual({ label: "Open box products", href: "/products?deal=open-box" });
    expect(openBox.body.products.length).toBeGreaterThan(0);
    expect((await suggest("scratch and dent washer")).body.categories[0]).toEqual({
      label: "Scratch & dent washers",
      href: "/products/washer?deal=scratch-dent",
    });
    expect((await suggest("clearance")).body.categories[0]!.href).toBe("/products?deal=clearance");
    // A brand and a word being typed are no phrase mistyped ("lg in" had been "log in": the
    // account's page and no product).
    const lgIn = (await suggest("lg in")).body;
    expect(lgIn.brands.map((link) => link.label)).toEqual(["LG"]);
    expect(lgIn.pages).toEqual([]);
    expect(lgIn.products.length).toBeGreaterThan(0);
    // A deal's phrase mistyped is said whole ("opne box" had been read as the start of "box
    // opened" and suggested the one product whose text says so).
    const mistyped = (await suggest("opne box")).body;
    expect(mistyped.categories[0]!.label).toBe("Open box products");
    expect(mistyped.products).toEqual((await suggest("open box")).body.products);
  });

  it("suggests the kind of appliance a text says the use of, and the biggest asked for first", async () => {
    const cold = await suggest("keep food c");
    expect(cold.body.categories.map((link) => link.label)).toEqual(["Refrigerators"]);
    // A single word starts only a name: "wa" is no start of "warm food" or "wash dishes".
    const wa = await suggest("wa");
    expect(wa.body.categories.map((link) => link.label)).not.toContain("Microwaves");
    expect(wa.body.categories.map((link) => link.label)).not.toContain("Dishwashers");
    const biggest = await suggest("biggest fridge");
    const sizes = biggest.body.products.map((product) =>
      Number.parseFloat(/([\d.]+) cu\. ft\./.exec(product.name)![1]!),
    );
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it("suggests the products of the category a text starts first, and reads a short last word as a start", async () => {
    // "wa" starts "washer" (and "water dispenser" in a refrigerator's title): washers first.
    const wa = await suggest("wa");
    expect(wa.body.products).toHaveLength(5);
    expect(wa.body.products.every((product) => /washer/i.test(product.name))).toBe(true);
    const di = await suggest("di");
    expect(di.body.products[0]!.name).toMatch(/dishwasher/i);
    // Then the other kinds the last word starts, before any other kind ("quiet d": the quiet
    // dryer, then the quiet dishwashers; it had offered a washer second).
    const quiet = (await suggest("quiet d")).body.products.map((product) => product.name);
    expect(
      quiet.slice(0, 4).every((name) => /dryer|dishwasher/i.test(name)),
      quiet.join("; "),
    ).toBe(true);
    expect(quiet.filter((name) => /dishwasher/i.test(name)).length).toBeGreaterThanOrEqual(3);
    // A last word still being typed that none of what was said has: the products of what was
    // said ("samsung french door fri" had offered every brand's French door refrigerators).
    const samsung = (await suggest("samsung french door fri")).body.products;
    expect(samsung.length).toBeGreaterThan(0);
    expect(samsung.every((product) => /^Samsung .*French Door/.test(product.name))).toBe(true);
    // A width most appliances are sold in, typed alone: products of that width ("36" had offered
    // the washers with "TurboWash 360" first).
    const wide = (await suggest("36")).body.products;
    expect(wide.length).toBeGreaterThan(0);
    expect(wide.every((product) => /refrigerator/i.test(product.name))).toBe(true);
    // Letters no product of the kind has yet ("sec", the start of "secadora"): that kind's products.
    const sec = await suggest("sec");
    expect(sec.body.categories.map((link) => link.label)).toEqual(["Dryers"]);
    expect(sec.body.products.length).toBeGreaterThan(0);
    expect(sec.body.products.every((product) => /dryer/i.test(product.name))).toBe(true);
    // Letters few of the kind have ("fri" of "fridge", which most refrigerators' texts do not say):
    // those first, then the kind's other products for the words before (it had suggested one
    // refrigerator and a range).
    const smartFri = (await suggest("smart fri")).body.products;
    expect(smartFri).toHaveLength(5);
    expect(smartFri.every((product) => /refrigerator/i.test(product.name))).toBe(true);
    expect(smartFri.filter((product) => /smart/i.test(product.name)).length).toBeGreaterThanOrEqual(3);
    // So too after a style that names the kind ("compact fri", "french door fri", "dorm fri"):
    // those with a word that starts so first (Frigidaire's), then the others the kind typed whole
    // shows (it had suggested Frigidaire's alone).
    for (const [text, whole, kind] of [
      ["compact fri", "compact fridge", /Compact Refrigerator/],
      ["dorm fri", "dorm fridge", /Compact Refrigerator/],
      ["french door fri", "french door fridge", /French Door|Door-in-Door/],
      ["top freezer fri", "top freezer fridge", /Top[- ]Freezer/],
    ] as const) {
      const started = (await suggest(text)).body.products.map((product) => product.name);
      const named = (await suggest(whole)).body.products.map((product) => product.name);
      expect(started[0], text).toMatch(/^Frigidaire /);
      expect(new Set(started).size, started.join("; ")).toBe(named.length);
      expect(
        started.every((name) => kind.test(name)),
        started.join("; "),
      ).toBe(true);
    }
    // The range a price is in being typed ("fridge in the 1000 ra") starts no ranges of appliance:
    // the refrigerators of about that price, as the whole text shows them.
    const inRange = (await suggest("fridge in the 1000 range")).body;
    expect(inRange.products.length).toBeGreaterThan(0);
    expect((await suggest("in the 1000 ra")).body.categories.map((link) => link.label)).not.toContain("Ranges");
    for (const text of ["fridge in the 1000 r", "fridge in the 1000 ra", "fridge in the 1000 rang"]) {
      const found = (await suggest(text)).body;
      expect(
        found.categories.map((link) => link.label),
        text,
      ).toEqual(["Refrigerators"]);
      expect(found.products, text).toEqual(inRange.products);
    }
    // The word that makes a share one off the price being typed ("40% o", "half of") starts no
    // ovens or compact refrigerators: the products the whole text shows.
    for (const [text, whole] of [
      ["40% o", "40% off"],
      ["40% of", "40% off"],
      ["washer 30 percent o", "washer 30 percent off"],
      ["half o", "half off"],
      ["half p", "half price"],
    ] as const) {
      const found = (await suggest(text)).body;
      const wanted = (await suggest(whole)).body;
      expect(wanted.products.length, whole).toBeGreaterThan(0);
      expect(found.categories, text).toEqual(wanted.categories);
      expect(found.products, text).toEqual(wanted.products);
    }
    // "Compact" before another kind being typed is a small one of it, as "compact washer" reads
    // ("compact w", "compact wash" had suggested compact refrigerators only).
    const compactWasher = (await suggest("compact washer")).body.products.map((product) => product.name);
    expect(compactWasher.length).toBeGreaterThan(0);
    for (const text of ["compact w", "compact wash", "compact washe"]) {
      const found = (await suggest(text)).body;
      expect(found.categories[0]!.label, text).toBe("Washers");
      expect(
        found.products.slice(0, compactWasher.length).map((product) => product.name),
        text,
      ).toEqual(compactWasher);
    }
    expect((await suggest("compact f")).body.categories.map((link) => link.label)).toEqual(["Compact refrigerators"]);
    // Typed whole, the kind is the last word: no compact refrigerators beside small washers or
    // ranges (the word before it had been read as the one being typed).
    for (const [text, kind] of [
      ["compact washer", "Washers"],
      ["small washer", "Washers"],
      ["compact range", "Ranges"],
      ["compact dishwasher", "Dishwashers"],
    ])
      expect(
        (await suggest(text!)).body.categories.map((link) => link.label),
        text,
      ).toEqual([kind]);
    // A kind's name being typed after a style, fuel or feature of other kinds only: that kind, as
    // its whole name reads ("built in mic" had suggested built-in dishwashers, "front load dish"
    // front load washers, "stackable ran" two washers).
    for (const [text, whole, kind] of [
      ["built in mic", "built in microwave", "Microwaves"],
      ["front load dish", "front load dishwasher", "Dishwashers"],
      ["induction dry", "induction dryer", "Dryers"],
      ["stackable ran", "stackable range", "Ranges"],
    ]) {
      const typing = (await suggest(text!)).body;
      const typed = (await suggest(whole!)).body;
      expect(
        typing.categories.map((link) => link.label),
        text,
      ).toEqual([kind]);
      expect(typing.products.length, text).toBeGreaterThan(0);
      expect(typing.products, text).toEqual(typed.products);
    }
    // Letters that may go on to a word no kind is named by stay as typed ("ice maker dis":
    // dispenser), and a kind the style is of stays that style's ("built in dis").
    expect((await suggest("ice maker dis")).body.categories).toEqual([]);
    expect((await suggest("built in dish")).body.categories.map((link) => link.label)).toEqual([
      "Built-in dishwashers",
      "Dishwashers",
    ]);
    // A measure no product of the kind being typed has: that kind's products, as the word typed
    // whole shows them ("18 inch dish" had suggested an 18-inch refrigerator under "Dishwashers").
    const eighteen = (await suggest("18 inch dish")).body;
    expect(eighteen.categories.map((link) => link.label)).toEqual(["Dishwashers"]);
    expect(eighteen.products.length).toBeGreaterThan(0);
    expect(eighteen.products.every((product) => /dishwasher/i.test(product.name))).toBe(true);
    // A word that says nothing typed whole may go on ("set": settings); after the products that
    // have such a word, those of the text without it (it had suggested two).
    const set = (await suggest("washer and dryer set")).body.products;
    expect(set).toHaveLength(5);
    expect(set.every((product) => /washer|dryer/i.test(product.name))).toBe(true);
    // With a brand: that brand's products of the kind, and no others with a word starting "sec".
    const lgSec = (await suggest("lg sec")).body.products;
    expect(lgSec.length).toBeGreaterThan(0);
    expect(lgSec.every((product) => /^LG .*dryer/i.test(product.name))).toBe(true);
    // A brand of two words being typed ("reynoldsburg b"): its products, its letter starting no
    // category (it had suggested wall ovens of other brands).
    const basics = (await suggest("reynoldsburg b")).body;
    expect(basics.brands.map((link) => link.label)).toEqual(["Reynoldsburg Basics"]);
    expect(basics.categories).toEqual([]);
    expect(basics.products.length).toBeGreaterThan(0);
    expect(basics.products.every((product) => product.name.startsWith("Reynoldsburg Basics"))).toBe(true);
    // Such a brand typed together and cut short ("speedqu", which no product's text starts): its
    // products (it had suggested the brand and none of them).
    // "speedq" had shown a Whirlpool microwave after them, for "speed".
    for (const text of ["speedq", "speedqu"]) {
      const speedQu = (await suggest(text)).body;
      expect(
        speedQu.brands.map((link) => link.label),
        text,
      ).toEqual(["Speed Queen"]);
      expect(speedQu.products.length, text).toBeGreaterThan(0);
      expect(
        speedQu.products.every((product) => product.name.startsWith("Speed Queen")),
        text,
      ).toBe(true);
    }
    // The last word of a deal's phrase starts no feature's ("scratch and dent fr" had been read as
    // "scratch and dent free" and suggested no product), the phrase mistyped too ("scrach").
    const dented = (await suggest("scratch and dent fr")).body;
    expect(dented.categories[0]!.label).toBe("Scratch & dent products");
    expect(dented.products.length).toBeGreaterThan(0);
    expect((await suggest("scrach and dent fr")).body).toEqual(dented);
    // Words no product has beside what the text names (a brand's line we have none of, a colour):
    // the products of what it names, as the results page shows them (it had suggested none).
    const white = (await suggest("white")).body.products;
    expect(white.length).toBeGreaterThan(0);
    expect((await suggest("white zzzz")).body.products).toEqual(white);
    for (const text of ["samsung bespoke", "samsung bespo"]) {
      const line = (await suggest(text)).body.products;
      expect(line.length, text).toBeGreaterThan(0);
      expect(
        line.every((product) => product.name.startsWith("Samsung ")),
        text,
      ).toBe(true);
    }
    // A last word still being typed that starts no word of the products the words before it find:
    // those products, as one letter less showed them (each had suggested nothing at all).
    const ids = async (text: string) => (await suggest(text)).body.products.map((product) => product.id);
    expect(await ids("flex zo")).not.toEqual([]);
    expect((await ids("flex zon"))[0]).toBe((await ids("flex zo"))[0]);
    expect(await ids("energy star cer")).toEqual(await ids("energy star"));
    expect((await suggest("7 year manu")).body.products[0]?.name).toMatch(/7-Year Warranty/);
    // A word or two no product has before a word still being typed: the products that word starts,
    // as the results page leaves those words out ("matte bl" had suggested none until "matte
    // blac", "four bur" none at all); not in a sentence of such words.
    const black = await ids("black");
    expect(black).not.toEqual([]);
    for (const text of ["matte bl", "matte bla", "shiny bl"]) expect(await ids(text), text).toEqual(black);
    const burners = (await suggest("four bur")).body.products;
    expect(burners.length).toBeGreaterThan(0);
    expect(burners[0]!.name).toMatch(/ Range /);
    expect(await ids("zzzz yyyy xxxx wwww bl")).toEqual([]);
    // A brand of two words with a letter after it is the brand and that letter's kinds, as "lg s"
    // is ("speed queen s" had been read as "queen size comforter": no brand, no kind).
    const queen = (await suggest("speed queen s")).body;
    expect(queen.brands.map((link) => link.label)).toEqual(["Speed Queen"]);
    expect(queen.categories).toEqual((await suggest("lg s")).body.categories);
    // Not in a question about the shop: those words are no products'.
    expect(await ids("order hist")).toEqual([]);
    // A brand typed after a minus or "not" is not wanted: never suggested.
    expect((await suggest("washer -sam")).body.brands).toEqual([]);
    expect((await suggest("washer not sam")).body.brands).toEqual([]);
    expect((await suggest("washer sam")).body.brands.map((link) => link.label)).toEqual(["Samsung"]);
    // A last word that would say nothing once typed ("w", "in") is a word being typed: after
    // other words one letter starts a category ("lg w": LG washers first).
    const lgW = await suggest("lg w");
    expect(lgW.body.categories[0]!.label).toBe("Washers");
    expect(lgW.body.products.map((product) => product.name.split(" ")[0])).toEqual(["LG", "LG", "LG", "LG", "LG"]);
    expect(lgW.body.products[0]!.name).toMatch(/washer/i);
    expect((await suggest("in")).body.products.length).toBeGreaterThan(0);
    // ...also a letter the search would look for as a word: "gas d" is gas dryers first.
    const gasD = await suggest("gas d");
    expect(gasD.body.categories[0]!.label).toBe("Gas dryers");
    expect(gasD.body.products[0]!.name).toMatch(/gas dryer/i);
    // Not after words that ask about the shop: the letter goes on the question ("track my o" had
    // suggested ovens and over-the-range microwaves, "delivery f" refrigerators); two letters may
    // start an appliance ("delivery fr").
    for (const typed of ["track my o", "delivery f", "pickup t", "cancel m"]) {
      const asked = (await suggest(typed)).body;
      expect(asked.categories, typed).toEqual([]);
      expect(asked.pages.length, typed).toBeGreaterThan(0);
    }
    expect((await suggest("delivery fr")).body.categories[0]!.label).toBe("Refrigerators");
    // A brand or colour we don't have, typed whole, is not the start of another word.
    expect((await suggest("maytag")).body.products).toEqual([]);
    expect((await suggest("red")).body.products).toEqual([]);
    // Nor a service typed whole: "delivery" asks about the shop (the results page says it), and
    // "washer delivery" suggests washers.
    expect((await suggest("delivery")).body.products).toEqual([]);
    const washerDelivery = (await suggest("washer delivery")).body.products;
    expect(washerDelivery.length).toBeGreaterThan(0);
    expect(washerDelivery.every((product) => /washer/i.test(product.name))).toBe(true);
    // Nor what our units are asked about: "used" is no start of "never used" in a product's text
    // (it suggests the shop's first in stock, as the results page shows them).
    expect((await suggest("used")).body.products).toEqual((await suggest("appliances")).body.products);
    // "cheap" sorts the suggestions too.
    const cheap = await suggest("cheap w");
    const prices = cheap.body.products.map((product) => Number(product.price.replace(/[$,]/g, "")));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Nothing found with the last word as a start: the text without it ("washer with").
    expect((await suggest("washer with")).body.products.length).toBeGreaterThan(0);
  });

  it("suggests brands and up to five products with their picture and price", async () => {
    const { body } = await suggest("sams");
    expect(body.brands).toEqual([{ label: "Samsung", href: "/products?search=samsung" }]);
    expect(body.products).toHaveLength(5);
    for (const product of body.products) {
      expect(product.name).toMatch(/^Samsung /);
      expect(product.href).toBe(`/product/${product.id}`);
      expect(product.image).toMatch(/^\/products\/.+\.svg$/);
      expect(product.price).toMatch(/^(\$[\d,]+(\.\d\d)?|Call for Price)$/);
    }
    const model = await suggest("WF45T6");
    expect(model.body.products.map((product) => product.id)).toEqual(["samsung-wf45t6000aw"]);
    // A model number none of ours starts: the closest, as the results page shows them (a mistyped
    // one had suggested nothing), or those of its series.
    expect((await suggest("WF45T6001AW")).body.products[0]?.id).toBe("samsung-wf45t6000aw");
    const series = (await suggest("WM3400CW")).body.products;
    expect(series.length).toBeGreaterThan(0);
    expect(series[0]!.name).toMatch(/^LG .*Washer/);
    // Letters apart from an amount are no model number, not matched by similarity: "dr 1000" had
    // shown Speed Queen's DR dryers as the closest to a model "DR1000" (the header's dearest read).
    expect((await suggest("dr 1000")).body.products).toEqual([]);
    expect((await suggest("DR1000")).body.products[0]?.name).toMatch(/^Speed Queen DR/);
    // A model number said with what it is not (a white washer said stainless): that product, as
    // the results page shows it (it had suggested stainless products of every kind).
    expect((await suggest("WTW5105HW stainless")).body.products.map((product) => product.id)).toEqual([
      "whirlpool-wtw5105hw",
    ]);
    const fridge = await suggest("lg fridge");
    expect(fridge.body.categories[0]).toEqual({ label: "Refrigerators", href: "/products/refrigerator" });
    expect(fridge.body.brands.map((link) => link.label)).toEqual(["LG"]);
    expect(fridge.body.products.every((product) => /^LG .*Refrigerator/.test(product.name))).toBe(true);
    // Asked which brands we carry, every one (more than the four a text that starts brands gets).
    const carried = ["Frigidaire", "LG", "Reynoldsburg Basics", "Samsung", "Speed Queen", "Whirlpool"];
    for (const text of ["what brands", "which brands of washers"]) {
      expect(
        (await suggest(text)).body.brands.map((link) => link.label),
        text,
      ).toEqual(carried);
    }
  });

  it("suggests the products filters that may match few say, first as the results page lists them", async () => {
    const { page: _page, ...listing } = DEFAULT_QUERY;
    // Few match (all of the sample's do): read alone and sorted, in the listing's order; so are a
    // kind with a brand, colour, deal or noise level, whose products may be few or none.
    for (const text of [
      "washer under 600",
      "30 inch range",
      "fridge under 1000",
      "lg under 500",
      "white dryer",
      "lg fridge",
      "open box washer",
      "quiet dishwasher",
    ]) {
      const shown = await queryListing(context.db, { ...listing, search: text }, { offset: 0, limit: 5 });
      expect(shown.total, text).toBeGreaterThan(0);
      expect(
        (await suggest(text)).body.products.map((product) => product.id),
        text,
      ).toEqual(shown.products.map((product) => product.id));
    }
    // None match: the kind's, as the results page shows it ("range 20 inch": ranges).
    const none = await suggest("range 20 inch");
    expect(none.body.categories.map((link) => link.label)).toEqual(["Ranges"]);
    expect(none.body.products.length).toBeGreaterThan(0);
    expect(none.body.products.every((product) => / Range /.test(product.name))).toBe(true);
  });

  it("suggests a brand typed without its space, and the named category's products while the words find none", async () => {
    for (const typed of ["speedq", "speed q", "speedqueen"]) {
      const { body } = await suggest(typed);
      expect(
        body.brands.map((link) => link.label),
        typed,
      ).toEqual(["Speed Queen"]);
      expect(body.products[0]?.name, typed).toMatch(/^Speed Queen /);
    }
    // "beer f" names compact refrigerators (a beer fridge) before any product has the word "beer".
    const beer = await suggest("beer f");
    expect(beer.body.categories.map((link) => link.label)).toEqual(["Compact refrigerators"]);
    expect(beer.body.products.length).toBeGreaterThan(0);
    expect(beer.body.products.every((product) => /Compact Refrigerator/.test(product.name))).toBe(true);
    // A feature's phrase being typed is read whole: "air f" is air fry, not "air" and the
    // refrigerators, front loaders and French doors an "f" starts.
    const airFry = await suggest("air f");
    expect(airFry.body.categories).toEqual([]);
    expect(airFry.body.products.length).toBeGreaterThan(0);
    for (const product of airFry.body.products) expect(product.name).toMatch(/Range.* Air Fry/);
    // So is a deal's ("open b": open box, not wall ovens and bottom freezers; "scratch and d"),
    // its listing the one link.
    const openBox = await suggest("open box");
    expect(openBox.body.products.length).toBeGreaterThan(0);
    const openBoxLink = { label: "Open box products", href: "/products?deal=open-box" };
    for (const typed of ["open b", "open bo"]) {
      const { body } = await suggest(typed);
      expect(body.categories, typed).toEqual([openBoxLink]);
      expect(body.products, typed).toEqual(openBox.body.products);
    }
    expect((await suggest("scratch and d")).body).toEqual((await suggest("scratch and dent")).body);
    expect((await suggest("floor m")).body.categories).toEqual([openBoxLink]);
    // A last word alone that starts only a deal's phrases is that deal ("open", "clea"), its
    // products the deal's; one that starts a kind of product too is that kind ("dis": dishwashers).
    for (const typed of ["open", "ope"]) {
      const { body } = await suggest(typed);
      expect(body.categories, typed).toEqual([openBoxLink]);
      expect(body.products, typed).toEqual(openBox.body.products);
    }
    expect((await suggest("clea")).body).toEqual((await suggest("clearance")).body);
    expect((await suggest("washer clear")).body.categories[0]).toEqual({
      label: "Clearance washers",
      href: "/products/washer?deal=clearance",
    });
    expect((await suggest("dis")).body.categories.map((link) => link.label)).toEqual(["Dishwashers"]);
    // An amount still being typed that nothing meets yet suggests the way it leans: "50%" the
    // biggest savings, "under 5" the cheapest.
    expect((await suggest("50%")).body.products).toEqual((await suggest("biggest discount")).body.products);
    expect((await suggest("under 5")).body.products).toEqual((await suggest("cheapest")).body.products);
    expect((await suggest("under 5")).body.products.length).toBeGreaterThan(0);
    const rack = await suggest("dishwasher third r");
    expect(rack.body.products.length).toBeGreaterThan(0);
    expect(rack.body.products.every((product) => /Dishwasher/.test(product.name))).toBe(true);
    expect(rack.body.products[0]!.name).toMatch(/Third Level Rack/);
    // A brand we carry started with a mistake is suggested, with its products ("wirl": Whirlpool),
    // unless a colour or a shop word starts as typed ("whit" is white).
    for (const [typed, brand] of [
      ["wirl", "Whirlpool"],
      ["whril", "Whirlpool"],
      ["smas", "Samsung"],
      ["frgid", "Frigidaire"],
    ] as const) {
      const { body } = await suggest(typed);
      expect(
        body.brands.map((link) => link.label),
        typed,
      ).toEqual([brand]);
      expect(body.products.length, typed).toBeGreaterThan(0);
      for (const product of body.products) expect(product.name, typed).toMatch(new RegExp(`^${brand} `));
    }
    expect((await suggest("whit")).body.brands).toEqual([]);
    // Nor a shop phrase's last word being typed ("stainless stee" had suggested Speed Queen, and no product).
    const steel = (await suggest("stainless stee")).body;
    expect(steel.brands).toEqual([]);
    expect(steel.products.length).toBeGreaterThan(0);
    expect((await suggest("wash")).body.brands).toEqual([]);
    // A brand we don't carry, typed or started, is named; the rest of the text still suggests.
    expect((await suggest("mayt")).body.notCarried).toEqual(["Maytag"]);
    const maytag = await suggest("maytag wash");
    expect(maytag.body.notCarried).toEqual(["Maytag"]);
    expect(maytag.body.products.length).toBeGreaterThan(0);
    expect((await suggest("kitchen ai")).body.notCarried).toEqual(["KitchenAid"]);
    // Its letters being typed are no start of a product's words ("kitchen ai" had suggested the
    // products with "AI DD" and "Air Fry", "hot po" one with a pot, "ge pro" those with ProBake).
    for (const text of ["kitchen ai", "hot po", "ge pro"]) {
      const brand = (await suggest(text)).body;
      expect(brand.notCarried.length, text).toBeGreaterThan(0);
      expect(brand.products, text).toEqual([]);
    }
    // Nor, typed whole, the start of a kind's name ("ge" had suggested dishwashers, for a word in
    // another language that starts so).
    expect((await suggest("ge")).body).toMatchObject({ notCarried: ["GE"], categories: [], products: [] });
    // Words before it still suggest ("washer hot po": washers).
    const washers = (await suggest("washer hot po")).body;
    expect(washers.notCarried).toEqual(["Hotpoint"]);
    expect(washers.products.length).toBeGreaterThan(0);
    expect(washers.products.every((product) => /Washer/.test(product.name))).toBe(true);
    // So is a colour we don't carry ("slate" had opened no panel at all), the kind said with it
    // still suggested.
    expect((await suggest("slate")).body.notCarried).toEqual(["slate"]);
    const bisque = (await suggest("bisque dishwasher")).body;
    expect(bisque.notCarried).toEqual(["bisque"]);
    expect(bisque.products.length).toBeGreaterThan(0);
    expect((await suggest("stainless")).body.notCarried).toEqual([]);
    // Not while a brand we carry starts the same way.
    expect((await suggest("sam")).body.notCarried).toEqual([]);
    expect((await suggest("frigid")).body.notCarried).toEqual([]);
    // Nor after a brand we carry: what follows is its line ("gal": Gallery, not Galanz).
    expect((await suggest("gal")).body.notCarried).toEqual(["Galanz"]);
    // A word only started may as well be one of our products' ("gal" had suggested no product).
    const gallery = (await suggest("gal")).body.products;
    expect(gallery.slice(0, 3).map((product) => product.name)).toEqual([
      expect.stringMatching(/^Frigidaire Gallery/),
      expect.stringMatching(/^Frigidaire Gallery/),
      expect.stringMatching(/^Frigidaire Gallery/),
    ]);
    expect((await suggest("frigidaire gal")).body.notCarried).toEqual([]);
    expect((await suggest("frigidaire gal")).body.products[0]!.name).toMatch(/^Frigidaire Gallery/);
    expect((await suggest("samsung vs maytag")).body.notCarried).toEqual(["Maytag"]);
    // The last words may start a phrase after others ("lg front l": front load washers).
    const labels = async (text: string) => (await suggest(text)).body.categories.map((link) => link.label);
    expect(await labels("lg front l")).toEqual(["Front load washers"]);
    expect(await labels("stainless steel french d")).toEqual(["French door refrigerators"]);
    // ...and then the last word alone starts no other kind ("top fr": no French door, no front load).
    expect(await labels("top fr")).toEqual(["Top freezer refrigerators"]);
    // ...though the last word reads as a kind itself ("freez": a freezer; "bottom freez" had
    // suggested the side-by-side and top freezer refrigerators too).
    expect(await labels("bottom freez")).toEqual(["Bottom freezer refrigerators", "Refrigerators"]);
    expect(await labels("over the ra")).toEqual(["Over-the-range microwaves"]);
    // A bound's cue typed after a kind is that cue, an amount to come: no other kind it starts
    // ("washer under": no undercounter refrigerators), the kind's products, not those whose text says it.
    expect(await labels("washer under")).toEqual(["Washers"]);
    const under = (await suggest("washer under")).body.products;
    expect(under.length).toBe(5);
    expect(under.every((product) => /washer/i.test(product.name))).toBe(true);
    // So is the cue being typed ("quiet dishwasher un" had suggested undercounter refrigerators,
    // and "und" the one dishwasher whose text has a word starting so): the products as without it.
    const quiet = (await suggest("quiet dishwasher")).body.products.map((product) => product.name);
    for (const text of ["quiet dishwasher un", "quiet dishwasher und", "quiet dishwasher unde"]) {
      expect(await labels(text), text).toEqual(["Dishwashers"]);
      expect(
        (await suggest(text)).body.products.map((product) => product.name),
        text,
      ).toEqual(quiet);
    }
    expect(await labels("fridge bel")).toEqual(["Refrigerators"]);
    // Cut short before its last letter ("unde"), it had been read as undercounter (compact
    // refrigerators), leaving out the brand said with it: "lg fridge unde" shows LG's, as "lg fridge under".
    const lg = (await suggest("lg fridge under")).body.products.map((product) => product.name);
    expect(lg.length).toBeGreaterThan(0);
    expect(lg.every((name) => name.startsWith("LG "))).toBe(true);
    expect((await suggest("lg fridge unde")).body.products.map((product) => product.name)).toEqual(lg);
    // Its own styles still start so ("microwave over": over-the-range).
    expect(await labels("microwave over")).toEqual(["Microwaves", "Over-the-range microwaves"]);
    // A short word that says nothing starts no brand, alone or with the next ("over the r").
    expect((await suggest("over the")).body.notCarried).toEqual([]);
    expect((await suggest("over the r")).body.notCarried).toEqual([]);
    expect((await suggest("ther")).body.notCarried).toEqual(["Thermador"]);
    // Nor while a word of the vocabulary does: "elec" is electric before Electrolux.
    expect((await suggest("elec")).body.notCarried).toEqual([]);
    expect((await suggest("electrolux")).body.notCarried).toEqual(["Electrolux"]);
    // A fuel said alone starts the kinds it comes in, each a search of its own.
    const gas = (await suggest("gas")).body.categories;
    expect(gas.map((link) => link.label).sort()).toEqual(["Gas dryers", "Gas ranges"]);
    expect(gas.find((link) => link.label === "Gas ranges")!.href).toBe("/products?search=gas+ranges");
    // So does a fuel's name being typed, from three letters ("ele", "ind"); "in" starts too many
    // words, and "pro" is no propane (ProBake, GE Profile).
    const labelsOf = async (text: string) => (await suggest(text)).body.categories.map((link) => link.label).sort();
    expect(await labelsOf("ele")).toEqual(["Electric dryers", "Electric ranges", "Electric wall ovens"]);
    expect(await labelsOf("ind")).toEqual(["Induction ranges"]);
    expect(await labelsOf("in")).toEqual([]);
    expect(await labelsOf("pro")).toEqual([]);
    // A kind's name started with a mistake, when nothing starts as typed ("dishwahs", "micowa",
    // "rnage" had suggested nothing at all); not a word of the vocabulary being typed ("water disp"
    // goes on to dispenser, no dishwashers).
    expect(await labelsOf("dishwahs")).toEqual(["Dishwashers"]);
    expect(await labelsOf("micowa")).toEqual(["Microwaves"]);
    // Two letters left out of six typed or more ("micrwv" had suggested nothing).
    expect(await labelsOf("micrwv")).toEqual(["Microwaves"]);
    // A word written without its vowels is the word ("frdg": refrigerators of every brand, not
    // Frigidaire's as a brand started with a mistake; "frdg" had suggested Frigidaire's ranges).
    const frdg = (await suggest("frdg")).body;
    expect(frdg.categories.map((link) => link.label)).toEqual(["Refrigerators"]);
    expect(frdg.brands).toEqual([]);
    expect(frdg.products.length).toBeGreaterThan(0);
    expect(frdg.products.every((product) => /Refrigerator/.test(product.name))).toBe(true);
    expect(new Set(frdg.products.map((product) => product.name.split(" ")[0])).size).toBeGreaterThan(1);
    // So is a kind's name mistyped before a price ("frige under 800" had read "frige" as
    // Frigidaire started with a mistake and suggested only Frigidaire's refrigerators).
    const underPrice = (await suggest("frige under 800")).body;
    expect(underPrice.brands).toEqual([]);
    expect(new Set(underPrice.products.map((product) => product.name.split(" ")[0])).size).toBeGreaterThan(1);
    expect(underPrice.products.every((product) => /Refrigerator/.test(product.name))).toBe(true);
    expect(await labelsOf("dshwshr")).toEqual(["Dishwashers"]);
    // Words that say where a range's controls are start no kind while typed ("cont", "gas con").
    expect(await labelsOf("cont")).toEqual([]);
    expect(await labelsOf("gas con")).toEqual(["Gas dryers", "Gas ranges"]);
    expect(await labelsOf("floo")).toEqual(["Open box products"]);
    expect(await labelsOf("rnage")).toEqual(["Ranges"]);
    expect((await suggest("dishwahs")).body.products[0]!.name).toMatch(/Dishwasher/);
    expect(await labelsOf("water disp")).toEqual([]);
    // A feature no product has, said without a kind, suggests the kinds it is one of, as the
    // results page shows them ("rotisserie" and "dual fuel" had suggested nothing at all).
    for (const [text, label] of [
      ["rotisserie", "Ranges and wall ovens"],
      ["dual fuel", "Ranges"],
    ] as const) {
      const body = (await suggest(text)).body;
      expect(
        body.categories.map((link) => link.label),
        text,
      ).toEqual([label]);
      expect(body.products.length, text).toBeGreaterThan(0);
      for (const product of body.products) expect(product.name, text).toMatch(/Range|Oven/);
    }
    // The last word of something we don't sell is no word to look for ("coffee maker" had
    // suggested the refrigerators with ice makers, "hot tub" the dishwashers by their tubs).
    for (const text of ["coffee maker", "hot tub", "light bulb", "stacking kit"])
      expect((await suggest(text)).body.products, text).toEqual([]);
    // Unless, typed alone, it starts a kind's name too: "kit" goes on to kitchen as "ki" and "kitc"
    // do (it had suggested nothing, a part we don't sell).
    expect((await suggest("kit")).body.categories).toEqual((await suggest("kitc")).body.categories);
    expect((await suggest("kit")).body.categories).not.toEqual([]);
    // Nor where a word of our products starts as typed ("gall" had suggested wall ovens, not Gallery).
    expect(await labelsOf("gall")).toEqual([]);
    expect((await suggest("frigidaire gall")).body.products[0]!.name).toMatch(/^Frigidaire Gallery/);
    // A last word read as the shop word it starts ("disp": disposer) that no product has is still
    // being typed: the products with a word that starts so (had suggested none).
    const disp = (await suggest("disp")).body.products;
    expect(disp.length).toBeGreaterThan(0);
    expect(disp[0]!.name).toMatch(/dispens/i);
    // Words that say which products none ("appliances", "appl" being typed) suggest the shop's
    // first in stock, as its listing shows (had suggested no product); "cheap appl" the cheapest.
    for (const text of ["appliances", "appl"]) expect((await suggest(text)).body.products, text).toHaveLength(5);
    // So do our units asked about, typed whole or being typed ("used", "second hand", "refurb",
    // "are they tested" had suggested nothing, while the results page says what our units are
    // and shows them); something we don't sell said with them still suggests none.
    const firstInStock = (await suggest("appliances")).body.products;
    for (const text of ["used", "use", "refurb", "refurbished", "second hand", "pre owned", "are they tested"])
      expect((await suggest(text)).body.products, text).toEqual(firstInStock);
    expect((await suggest("used coffee maker")).body.products).toEqual([]);
    // So does such a word mistyped ("appliences", "apliances" had suggested nothing).
    for (const text of ["appliences", "apliances", "applainces"])
      expect((await suggest(text)).body.products, text).toEqual(firstInStock);
    // A holiday said with its sale asks for the sale, not the day's hours ("christmas sale" had
    // suggested only the showroom's page); the day alone still asks when we open. A plural typed
    // whole says what its singular says ("discounts", as "discount").
    for (const text of ["christmas sale", "thanksgiving deals", "xmas specials", "holiday deals", "discounts"])
      expect((await suggest(text)).body.products, text).toEqual(firstInStock);
    expect((await suggest("christmas sale")).body.pages).toEqual([]);
    // A letter that is a word saying nothing, after others, as those words alone ("i need a" had
    // suggested none between "i need" and "i need a new").
    for (const text of ["i need", "i need a", "looking for a"])
      expect((await suggest(text)).body.products, text).toEqual(firstInStock);
    const christmas = (await suggest("christmas")).body;
    expect(christmas.products).toEqual([]);
    expect(christmas.pages.map((link) => link.label)).toEqual(["Visit the Showroom"]);
    // Letters that start only something we don't sell ("pool" of "pool heater", "swim") say what
    // is wanted: no product, as that typed whole ("swim" had suggested the first in stock).
    for (const text of ["pool", "swim", "swimming pool"]) expect((await suggest(text)).body.products, text).toEqual([]);
    // A brand written apart whose second half alone is something we don't sell ("whirl pool").
    expect((await suggest("whirl pool")).body.brands.map((link) => link.label)).toEqual(["Whirlpool"]);
    const cheap = (await suggest("cheap appl")).body.products.map((product) => product.id);
    expect(cheap).toEqual((await suggest("cheap")).body.products.map((product) => product.id));
    // Letters that start such words and a word of our products too are that word being typed
    // ("gara" starts garantia and garage: the garage-ready refrigerators, not every product).
    const garage = (await suggest("garage")).body.products;
    expect(garage.length).toBeGreaterThan(0);
    expect((await suggest("gara")).body.products).toEqual(garage);
    // "Garage ready" is a refrigerator's feature, read whole: its "ready" starts no "ready for
    // pickup" (it had linked Visit the Showroom), and it suggests those refrigerators.
    const garageReady = (await suggest("garage ready")).body;
    expect(garageReady.pages).toEqual([]);
    expect(garageReady.products).toEqual(garage);
    // After a fuel or style, only the kinds it applies to start, and a fuel said goes with the
    // kind named or started after it ("gas r" and "gas range" had suggested every range).
    expect((await suggest("gas r")).body.categories.map((link) => link.label)).toEqual(["Gas ranges"]);
    expect((await suggest("gas range")).body.categories).toEqual([
      { label: "Gas ranges", href: "/products?search=gas+ranges" },
    ]);
    expect(await labelsOf("electric d")).toEqual(["Electric dryers"]);
    // So after a feature only some kinds have ("glass top s" had suggested side-by-side
    // refrigerators first, "air fry r" refrigerators).
    expect(await labelsOf("glass top s")).toEqual(["Slide-in ranges"]);
    // Words that are a phrase whole start no longer one ("stainless steel" had suggested the
    // products with a stainless steel tub or drum, as "stainless steel t" does).
    const ids = async (text: string) => (await suggest(text)).body.products.map((product) => product.id);
    expect(await ids("stainless steel")).toEqual(await ids("stainless"));
    expect(await ids("stainless steel t")).not.toEqual(await ids("stainless"));
    expect(await labelsOf("glass top st")).toEqual(["Ranges"]);
    expect(await labelsOf("air fry r")).not.toContain("Refrigerators");
    expect(await labelsOf("air fry r")).toContain("Ranges");
    expect(await labelsOf("induction ran")).toEqual(["Induction ranges"]);
    // So after a capacity: the kinds sold in it ("28 cu ft fr" had suggested front load washers).
    const large = await labelsOf("28 cu ft fr");
    expect(large).toContain("French door refrigerators");
    expect(large).not.toContain("Front load washers");
    expect(await labelsOf("5 cu ft w")).toContain("Washers");
    expect(await labelsOf("1.7 cu ft o")).not.toContain("Wall ovens");
    // And after a width: "36 inch fr" had suggested front load washers, "30 inch d" dishwashers,
    // "18 inch d" dryers; none is sold that wide or that narrow. A width a little wider than a
    // kind is the space it goes in ("30 inch w": the washers, as the results page shows them).
    const wide = await labelsOf("36 inch fr");
    expect(wide).toContain("French door refrigerators");
    expect(wide).not.toContain("Front load washers");
    expect(await labelsOf("30 inch d")).toContain("Dryers");
    expect(await labelsOf("30 inch d")).not.toContain("Dishwashers");
    expect(await labelsOf("18 inch d")).toContain("Dishwashers");
    expect(await labelsOf("18 inch d")).not.toContain("Dryers");
    expect(await labelsOf("24 inch d")).toEqual(expect.arrayContaining(["Dishwashers", "Dryers"]));
    expect(await labelsOf("30 inch w")).toEqual(expect.arrayContaining(["Washers", "Wall ovens"]));
    expect(await labelsOf("36 inch w")).not.toContain("Washers");
    // A phrase naming again the kind named ("microwave oven") starts no other kind: no ranges.
    const oven = (await suggest("microwave ov")).body.categories.map((link) => link.label);
    expect(oven).toContain("Microwaves");
    expect(oven.filter((label) => /range|oven/i.test(label) && !/microwave/i.test(label))).toEqual([]);
    // Its styles still start ("refrigerator fr": French door), other kinds' do not (front load washers).
    const french = (await suggest("refrigerator fr")).body.categories.map((link) => link.label);
    expect(french).toContain("French door refrigerators");
    expect(french).not.toContain("Front load washers");
    expect((await suggest("top load w")).body.categories.map((link) => link.label)).not.toContain(
      "Compact refrigerators",
    );
    // After a style, another style of its kind is no more of it ("mini fr" had suggested French
    // door and side-by-side refrigerators after the compact ones), unless said as a choice.
    expect(await labelsOf("mini fr")).toEqual(["Compact refrigerators", "Refrigerators"]);
    expect(await labelsOf("bottom freezer fr")).toEqual(["Bottom freezer refrigerators", "Refrigerators"]);
    expect(await labelsOf("top or fr")).toContain("French door refrigerators");
    // So too when the letters may start another kind the style is said of ("compact d" had
    // offered two-door refrigerators beside dryers and dishwashers).
    expect(await labelsOf("compact d")).toEqual(["Dishwashers", "Dryers"]);
    expect(await labelsOf("compact dr")).not.toContain("Freezer drawer refrigerators");
    // So does a fuel ("gas or ele" had offered the gas kinds alone).
    expect(await labelsOf("gas or ele")).toEqual(
      ["Electric dryers", "Electric ranges", "Gas dryers", "Gas ranges"].sort(),
    );
    // One letter after a brand starts a kind's own name, not its other names: "frigidaire g" is
    // no geschirrspüler (dishwashers), "samsung w" is washers and wall ovens.
    expect((await suggest("frigidaire g")).body.categories.map((link) => link.label)).toEqual([]);
    expect((await suggest("samsung w")).body.categories.map((link) => link.label)).toEqual(
      expect.arrayContaining(["Washers", "Wall ovens"]),
    );
    // Nor after a model number being typed: "wf45 t" goes on with the WF45T6000AW, no top load
    // washers or top freezer refrigerators; "30in w" is still a size and washers.
    const model = (await suggest("wf45 t")).body;
    expect(model.categories).toEqual([]);
    expect(model.products.map((product) => product.id)).toEqual(["samsung-wf45t6000aw"]);
    expect((await suggest("30in w")).body.categories.map((link) => link.label)).toContain("Washers");
    // Nor the last letters of a model number written apart ("WTW 5000 DW" had suggested
    // dishwashers): the closest model number, as the results page shows it.
    for (const text of ["WTW 5000 D", "WTW 5000 DW"]) {
      const apart = (await suggest(text)).body;
      expect(apart.categories, text).toEqual([]);
      expect(apart.products.map((product) => product.id)[0], text).toBe("whirlpool-wtw5105hw");
    }
    expect((await suggest("gas 500 d")).body.categories.map((link) => link.label)).toContain("Gas dryers");
    // A measure's one-letter cue is still being typed: "24 inch d" starts dishwashers (not only
    // 24 inches deep), and the unit of "24 in d" starts no feature's phrase ("in door water",
    // which had found nothing at all) nor "30 in r" the showroom's ("in Reynoldsburg").
    for (const text of ["24 inch d", "24 in d"]) {
      const typing = (await suggest(text)).body;
      expect(typing.categories.map((link) => link.label)).toContain("Dishwashers");
      expect(typing.products[0]!.name).toMatch(/^\S+ 24 in\. .*Dishwasher/);
    }
    expect((await suggest("30 in r")).body.pages).toEqual([]);
    // A unit being typed after a number is that unit: "24 inc" is 24 inches, as "24 inch" (it had
    // linked the payment page, for "including tax", and found two products whose text says "inc...").
    const inch = (await suggest("24 inch")).body;
    for (const text of ["24 inc", "electric range 30 inc"]) {
      const typing = (await suggest(text)).body;
      expect(typing.pages, text).toEqual([]);
      expect(typing.products.length, text).toBe(5);
    }
    expect((await suggest("24 inc")).body.products).toEqual(inch.products);
    // One letter after a kind starts only its own styles, not other kinds ("fridge w" is "with").
    const letter = (await suggest("washer a")).body.categories.map((link) => link.label);
    expect(letter).toContain("Washers");
    expect(letter).not.toContain("Over-the-range microwaves");
    expect((await suggest("fridge w")).body.categories.map((link) => link.label)).not.toContain("Washers");
    expect((await suggest("fridge wa")).body.categories.map((link) => link.label)).toContain("Washers");
    // A count of something is of the kinds that have it: "4 burner r" is ranges, "5 burner" too.
    expect((await suggest("4 burner r")).body.categories.map((link) => link.label)).toEqual(["Ranges"]);
    expect((await suggest("5 burner")).body.categories.map((link) => link.label)).toEqual(["Ranges"]);
    // So is a count whose thing is still being typed: "5 bu" goes on to burners (it had suggested
    // built-in wall ovens and dishwashers), "12 pl" to place settings, "8 cy" to cycles.
    for (const [typed, whole] of [
      ["5 bu", "5 burner"],
      ["4 bur", "4 burner"],
      ["gas range 5 bu", "gas range 5 burner"],
      ["12 pl", "12 place"],
      ["dishwasher 12 se", "dishwasher 12 settings"],
      ["8 cy", "8 cycles"],
    ]) {
      const [being, said] = await Promise.all([suggest(typed!), suggest(whole!)]);
      expect(being.body.categories, typed).toEqual(said.body.categories);
      expect(
        being.body.products.map((product) => product.id),
        typed,
      ).toEqual(said.body.products.map((product) => product.id));
    }
    expect((await suggest("5 bu")).body.categories.map((link) => link.label)).toEqual(["Ranges"]);
    // A larger number is a size, and letters that start no counted thing's word go on as typed.
    expect((await suggest("30 bu")).body.categories.map((link) => link.label)).not.toContain("Ranges");
    expect((await suggest("2 do")).body.categories.map((link) => link.label)).toEqual(["Two-door refrigerators"]);
    // Nor do letters that start "with" ("dryer wi" is no wine fridge).
    expect((await suggest("dryer wi")).body.categories.map((link) => link.label)).toEqual(["Dryers"]);
    expect((await suggest("range wit")).body.categories.map((link) => link.label)).toEqual(["Ranges"]);
    // Nor while a colour we carry does: "black" is the colour before Black+Decker.
    expect((await suggest("black")).body.notCarried).toEqual([]);
    expect((await suggest("black and decker")).body.notCarried).toEqual(["Black+Decker"]);
    // "frig" reads as refrigerators, and is still the start of Frigidaire.
    const frig = await suggest("frig");
    expect(frig.body.categories.map((link) => link.label)).toEqual(["Refrigerators"]);
    expect(frig.body.brands.map((link) => link.label)).toEqual(["Frigidaire"]);
    // Nothing named and nothing found: nothing suggested.
    expect((await suggest("xyzzy q")).body).toEqual({
      success: true,
      categories: [],
      brands: [],
      products: [],
      notCarried: [],
      pages: [],
    });
  });
  it("reads words a model number could be written as by their text when none of ours starts so", async () => {
    // "wtw 51" starts the Whirlpool washer's model number, WTW5105HW; "dish 24" and "sams 31" start none.
    const apart = await readSearch(context.db, "wtw 51");
    expect(await modelStartsAny(context.db, apart, [inShop])).toBe(true);
    const words = await readSearch(context.db, "dish 24");
    expect(await modelStartsAny(context.db, words, [inShop])).toBe(false);
    // As words only, they are looked for and ranked by their text alone: no match by a model
    // number's start, and no reading of every match's whole text again to score one.
    const asText = (query: PlanSql) => new PgDialect().sqlToQuery(sql`${query.match} ${query.score}`).sql;
    expect(asText(planSql(words, { partialLast: true })!)).toContain("model_compact");
    const wordsOnly = asText(planSql(words, { partialLast: true, noModelStarts: true })!);
    expect(wordsOnly).not.toContain("model_compact");
    expect(wordsOnly.match(/search_document/g)).toHaveLength(1);
    // The header suggests the model number's product, and for the words their products.
    expect((await suggest("wtw 51")).body.products.map((product) => product.name)).toEqual([
      expect.stringMatching(/^Whirlpool .* Top Load Washer/),
    ]);
    const dishwashers = (await suggest("dish 24")).body.products;
    expect(dishwashers).toHaveLength(5);
    for (const product of dishwashers) expect(product.name).toMatch(/24 in\. .*Dishwasher/);
    const samsung = (await suggest("sams 31")).body.products;
    expect(samsung.length).toBeGreaterThan(0);
    for (const product of samsung) expect(product.name).toMatch(/^Samsung /);
  });
});
