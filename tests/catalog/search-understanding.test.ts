// Reading a shopper's search: phrases that become filters or a sort, shop words, plurals, typo
// corrections (a category word before a brand), filters that cannot hold together, and what is
// left out, in which order, when nothing is found.
import { describe, expect, it } from "vitest";
import { understoodLabel, withoutSaid } from "@/lib/catalog/search-meaning";
import { countWordStarting, discountStarting, parseSearch, wordForms } from "@/lib/catalog/search-parse";
import { singular, tokenize } from "@/lib/catalog/search-tokens";
import { meantAsTyped } from "@/lib/catalog/everyday-words";
import { correctedOf } from "../helpers/corrected";
import { editDistance, startsWithTypo, twoLettersLeftOut, vowelsLeftOut } from "@/lib/catalog/typos";
import { planFilters } from "@/lib/catalog/search-filters";
import { subtypesOfGroup } from "@/lib/catalog/categories";
import {
  correctWord,
  describePlan,
  joinWordsWrittenApart,
  filterDrops,
  planSearch,
  relaxPlan,
  splitGluedWords,
  wordsWrittenApart,
  type CatalogFacets,
  type WordLookup,
} from "@/lib/catalog/search-plan";

/** Edits between two words from the whole table (insert, delete, replace, swap two neighbours). */
function plainEditDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(table[i - 1]![j]! + 1, table[i]![j - 1]! + 1, table[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, table[i - 2]![j - 2]! + 1);
      table[i]![j] = best;
    }
  }
  return table[a.length]![b.length]!;
}

/** Some word of the catalogue starts so (the word itself is none). */
const found: WordLookup = { found: true, whole: false, close: [] };
const notFound = (...close: [string, number][]): WordLookup => ({
  found: false,
  whole: false,
  close: close.map(([word, products]) => ({ word, products })),
});

/**
 * The plan of a search, with the catalogue's brands and colours, whose words all start some word
 * of the catalogue unless `lookups` say otherwise.
 */
function planned(text: string, facets: CatalogFacets = { brands: [], colors: [] }, lookups?: WordLookup[]) {
  const parsed = parseSearch(text);
  return planSearch(parsed, lookups ?? parsed.words.map(() => found), facets);
}

function understood(text: string) {
  return parseSearch(text).understood.map(({ kind, said }) => [kind, said]);
}

function prices(text: string) {
  return parseSearch(text).understood.flatMap((item) => (item.kind === "price" ? [[item.min, item.max]] : []));
}

describe("words", () => {
  it("reads plurals as their singular and keeps a plural that is not one", () => {
    expect(singular("dryers")).toBe("dryer");
    expect(singular("dishes")).toBe("dish");
    expect(singular("fries")).toBe("fry");
    expect(singular("glasses")).toBe("glass");
    expect(singular("stainless")).toBe("stainless");
    expect(singular("gas")).toBe("gas");
    expect(singular("120v")).toBe("120v");
    expect(wordForms("dryers")).toEqual([["dryer"]]);
    expect(wordForms("series")).toEqual([["sery"], ["series"]]);
  });

  it("keeps model numbers, numbers and words, leaving out words that say nothing", () => {
    expect(parseSearch("the LG WM4000HWA for my laundry nook").words.map((word) => word.forms)).toEqual([
      [["lg"]],
      [["wm4000hwa"]],
      [["nook"]],
    ]);
    expect(parseSearch("4.5 1,200").words.map((word) => word.forms)).toEqual([[["4.5"]], [["1,200"]]]);
    // A possessive is its word, an apostrophe inside a word is dropped, and accents too.
    expect(parseSearch("LG's washer").words.map((word) => word.said)).toEqual(["LG's"]);
    expect(parseSearch("LG’s washer").words.map((word) => word.forms)).toEqual([[["lg"]]]);
    expect(parseSearch("frigidairé café").words.map((word) => word.forms)).toEqual([[["frigidaire"]], [["cafe"]]]);
    // A text read again is the same reading, shared and so frozen.
    const again = parseSearch("frigidairé café");
    expect(parseSearch("frigidairé café")).toBe(again);
    expect(Object.isFrozen(again.words)).toBe(true);
    expect(parseSearch("it's a washer").words).toEqual([]);
    // Words of a sentence: "a dryer that uses gas" asks for a gas dryer, not for the word "that".
    expect(parseSearch("a dryer that uses gas").words).toEqual([]);
    // ...nor a question: "do you have any gas dryers" asks for gas dryers.
    for (const text of [
      "do you have any gas dryers",
      "what is the cheapest dishwasher",
      "can you show me a washer",
      "how much is a washer",
      "is the samsung washer still available",
      "appliance package",
      "a washer from samsung",
      "dryer made by samsung",
    ]) {
      expect(
        parseSearch(text).words.filter((word) => word.said !== "samsung"),
        text,
      ).toEqual([]);
    }
    // Damage said any way is the scratch-and-dent deal.
    for (const text of ["damaged fridge", "cosmetic damage washer", "blemished range", "dinged fridge"]) {
      expect(understood(text)[0], text).toEqual(["deal", text.split(" ").slice(0, -1).join(" ")]);
    }
    // New in the carton is a clearance unit (last year's model); out of it, open box.
    for (const text of ["new in box washer", "last year's model washer", "unopened washer"]) {
      expect(planFilters(parseSearch(text).understood).deal, text).toBe("clearance");
    }
    expect(planFilters(parseSearch("unboxed washer").understood).deal).toBe("open-box");
    expect(parseSearch("minor dent fridge").words).toEqual([]);
    expect(parseSearch("dryer that can be stacked").words.map((word) => word.forms)).toEqual([[["stackable"]]]);
    // The biggest is an order, not a word: every fridge, the largest first.
    expect(understood("biggest fridge")).toEqual([
      ["bySpec", "biggest"],
      ["category", "fridge"],
    ]);
    expect(parseSearch("biggest fridge").words).toEqual([]);
    expect(parseSearch("the smallest microwave").understood).toMatchObject([
      { kind: "bySpec", order: "smallest" },
      { kind: "category" },
    ]);
    expect(planFilters(parseSearch("largest capacity washer").understood).bySpec).toBe("largest");
    expect(planFilters(parseSearch("most quiet dishwasher").understood).bySpec).toBe("quietest");
    // No order by what none of the kinds named is measured by: dishwashers have no capacity.
    expect(planFilters(parseSearch("biggest dishwasher").understood).bySpec).toBeNull();
    expect(planFilters(parseSearch("quietest fridge").understood).bySpec).toBeNull();
    expect(planFilters(parseSearch("largest washer or dishwasher").understood).bySpec).toBe("largest");
    const forms = (text: string) => parseSearch(text).words.map((word) => word.forms);
    for (const text of ["huge washer", "giant washer", "jumbo washer", "high capacity washer"]) {
      expect(forms(text), text).toEqual(forms("large washer"));
    }
    // A phrase gives way to a longer one said inside it when its first words say the same: "fridge
    // freezer on top" is a refrigerator with the freezer on top; "double oven ranges" stays a double oven.
    expect(understood("fridge freezer on top")).toEqual([
      ["category", "fridge"],
      ["style", "freezer on top"],
    ]);
    expect(forms("double oven ranges")).toEqual([
      [
        ["double", "oven"],
        ["flex", "duo"],
      ],
    ]);
    // Or when its first words say nothing: "with knobs on front" is a front control, not dials.
    expect(forms("range with knobs on front")).toEqual(forms("front control range"));
    expect(forms("dishwasher controls on the front")).toEqual(forms("front control dishwasher"));
    expect(forms("range with knobs")).toEqual(forms("range dial controls"));
    // A decimal too large for the kind's capacity is a width measured: the nominal one.
    expect(understood("microwave 29.9")).toContainEqual(["width", "29.9"]);
    expect(planFilters(parseSearch("dishwasher 23.875").understood).width).toEqual(
      planFilters(parseSearch("24 inch dishwasher").understood).width,
    );
    // Beside a refrigerator it stays a capacity.
    expect(understood("fridge 25.6").map(([kind]) => kind)).toEqual(["category", "capacity"]);
    // A kegerator is a beer fridge: the compact ones.
    expect(understood("kegerator")).toEqual(understood("beer fridge").map(([kind]) => [kind, "kegerator"]));
    // A fridge for a bedroom too ("fridge for bedroom" had found nothing and shown every refrigerator).
    expect(understood("fridge for bedroom")).toEqual([
      ["category", "fridge"],
      ["style", "for bedroom"],
    ]);
    // A discontinued model is a clearance one.
    expect(planFilters(parseSearch("discontinued washer").understood).deal).toBe("clearance");
    // "Removal" of pet hair is a cycle, not taking the old appliance away.
    expect(parseSearch("washer with pet hair removal").services).toEqual([]);
    expect(parseSearch("washer removal").services).toEqual(["haulAway"]);
    // A dishwasher's basket for silverware is no shopping basket.
    for (const text of ["dishwasher with silverware basket", "dishwasher cutlery basket"]) {
      expect(parseSearch(text).services, text).toEqual([]);
      expect(forms(text), text).toEqual(forms("dishwasher with silverware"));
    }
    expect(parseSearch("basket").services).toEqual(["cart"]);
    // Narrow is a width; the narrowest an order by it, for every kind.
    for (const text of ["skinny fridge", "slim fridge", "fridge not too wide"]) {
      expect(forms(text), text).toEqual(forms("narrow fridge"));
    }
    expect(parseSearch("narrow fridge").words[0]!.measure).toEqual({
      widthAtMost: expect.objectContaining({ refrigerator: 30, dishwasher: 18 }),
    });
    expect(planFilters(parseSearch("the skinniest dishwasher").understood).bySpec).toBe("narrowest");
    // The highest capacity is the largest; the shortest cycle a quick one, not the least tall.
    for (const text of ["highest capacity dryer", "max capacity washer", "maximum capacity fridge"])
      expect(planFilters(parseSearch(text).understood).bySpec, text).toBe("largest");
    expect(planFilters(parseSearch("shortest cycle washer").understood).bySpec).toBeNull();
    expect(forms("washer shortest cycle")).toEqual(forms("washer quick cycle"));
    // A bound with no amount after it says nothing ("washer under", an amount still being typed);
    // a word of a product's name that is also a bound is looked for ("lg max").
    for (const text of ["washer under", "fridge over $", "range less than", "dryer at least"]) {
      expect(parseSearch(text).words, text).toEqual([]);
      expect(
        parseSearch(text).understood.map((item) => item.kind),
        text,
      ).toEqual(["category"]);
    }
    expect(parseSearch("lg max").words.map((word) => word.said)).toContain("max");
    expect(parseSearch("washer under 500").understood.map((item) => item.kind)).toEqual(["category", "price"]);
    // A capacity said as about so much is one to be close to; a bound or a range is none.
    const near = (text: string) => planFilters(parseSearch(text).understood).near;
    expect(near("5 cu ft washer")).toEqual({ measure: "capacity", from: 5, to: 5 });
    // A width is nominal: the products its filter keeps are all of it.
    expect(near("30 inch gas range")).toBeNull();
    for (const text of ["washer 4.5 cu ft or more", "fridge under 30 inches wide", "dishwasher 18 or 24", "range"]) {
      expect(near(text), text).toBeNull();
    }
    // "Top of the line" is the dearest first, not a top control; "black steel" is black stainless.
    expect(planFilters(parseSearch("top of the line dishwasher").understood).sort).toBe("priceDesc");
    expect(parseSearch("top of the line dishwasher").words).toEqual([]);
    expect(forms("black steel fridge")).toEqual(forms("black stainless fridge"));
    // Who it is for says nothing of which one.
    expect(parseSearch("microwave for my mom").words).toEqual([]);
    expect(parseSearch("birthday gift for my wife washer").words).toEqual([]);
    // What a feature does, said as a sentence, is the feature.
    expect(forms("stove that cleans itself")).toEqual(forms("self cleaning stove"));
  });

  it("reads a shop phrase written as one word, and a common misspelling as the word it means", () => {
    expect(understood("sidebyside fridge")).toEqual([
      ["style", "sidebyside"],
      ["category", "fridge"],
    ]);
    expect(understood("frenchdoors")).toEqual([["style", "frenchdoors"]]);
    const misspelled = parseSearch("refridgerator");
    expect(misspelled.understood).toMatchObject([{ kind: "category", groups: ["refrigerator"] }]);
    expect(misspelled.corrections).toMatchObject([{ to: "refrigerator" }]);
    // Corrected to a misspelling, the correction shows the word it means.
    expect(correctedOf(planSearch(parseSearch("refridgerater"), [notFound()]))).toBe("refrigerator");
    expect(parseSearch("blk fridge").words.map((word) => word.forms)).toEqual([[["black"]]]);
    // The trade's short names of refrigerator styles and of black stainless.
    for (const [short, style] of [
      ["sbs", "side-by-side"],
      ["bf", "bottom freezer"],
      ["tf", "top freezer"],
    ] as const) {
      expect(parseSearch(`${short} fridge`).understood.map(understoodLabel)).toEqual([
        understoodLabel(parseSearch(style).understood[0]!),
        "Refrigerators",
      ]);
    }
    const forms = (text: string) => parseSearch(text).words.map((word) => word.forms);
    expect(forms("bss range")).toEqual(forms("black stainless range"));
    // "frig" is a spelling of "fridge", not the start of Frigidaire.
    expect(understood("frig")).toEqual([["category", "frig"]]);
    expect(understood("white frigs")).toEqual([["category", "frigs"]]);
    // A word of the vocabulary no product has is no typo: never "Did you mean" the same word.
    expect(correctedOf(planSearch(parseSearch("ventless"), [notFound(["ventless", 0])]))).toBeNull();
    expect(correctWord("ventless", [])).toBeNull();
    // A brand's or colour's word mistyped is found without the catalogue's close words ("whtie"
    // shares few trigrams with "white"); a plural is corrected as its singular ("friges").
    expect(correctWord("whtie", [], new Set(["white", "black"]))).toEqual({ catalogueWord: "white" });
    expect(correctedOf(planSearch(parseSearch("friges"), [notFound()]))).toBe("fridge");
    // Corrected to a word that says nothing, a typo is left out like that word.
    const machine = planSearch(parseSearch("dryer machne"), [notFound(["machine", 3])]);
    expect(correctedOf(machine)).toBe("dryer machine");
    expect(machine.words).toEqual([]);
    expect(describePlan(machine)).toBe("dryers");
    // Three letters hold no typo, but a brand's word may have a letter typed twice.
    const lg = planSearch(parseSearch("lgg washer"), [notFound()], { brands: ["LG", "GE"], colors: [] });
    expect(describePlan(lg)).toBe("LG washers");
    expect(correctedOf(lg)).toBe("lg washer");
    expect(correctWord("gee", [], new Set(["lg", "ge"]))).toEqual({ catalogueWord: "ge" });
    expect(correctWord("lgx", [], new Set(["lg", "ge"]))).toBeNull();
    expect(correctWord("leg", [], new Set(["lg", "ge"]))).toBeNull();
    // Or a category's word of four letters with a letter left out, never its first.
    expect(planSearch(parseSearch("ovn"), [notFound()]).understood).toMatchObject([
      { kind: "category", groups: ["stove", "wall-oven"] },
    ]);
    expect(correctWord("ven", [])).toBeNull();
    // A plural mistyped is compared with the shop words' plurals: a category before another word
    // of the catalogue as close ("stves" is one letter from "stoves" and from "saves").
    const saves = [{ word: "saves", products: 3 }];
    const stops = [{ word: "stops", products: 1 }];
    expect(correctWord("stves", saves)).toEqual({ shopWord: "stove" });
    expect(correctWord("soves", saves)).toEqual({ shopWord: "stove" });
    expect(correctWord("stoes", stops)).toEqual({ shopWord: "stove" });
    expect(correctWord("frigidaies", [{ word: "frigidaire", products: 15 }])).toEqual({ catalogueWord: "frigidaire" });
    // A category's word with its first letter left out, from four letters ("ange": range).
    expect(correctWord("ange", [{ word: "angle", products: 1 }])).toEqual({ shopWord: "range" });
    expect(correctWord("tove", [])).toEqual({ shopWord: "stove" });
    expect(correctWord("anges", [{ word: "angles", products: 1 }])).toEqual({ shopWord: "range" });
    expect(correctWord("ryer", [])).toEqual({ shopWord: "dryer" });
    expect(correctWord("asher", [])).toEqual({ shopWord: "washer" });
    expect(correctedOf(planSearch(parseSearch("30 inch ange"), [notFound()]))).toBe("30 inch range");
    // So is a brand's or colour's word, and of words as close one of theirs comes first ("bkack"
    // is one letter from black and from "back", the more common in the catalogue's text).
    const colours = new Set(["white", "black", "samsung"]);
    expect(correctWord("bkack", [{ word: "back", products: 9 }], colours)).toEqual({ catalogueWord: "black" });
    expect(correctWord("whties", [], colours)).toEqual({ catalogueWord: "white" });
    expect(correctWord("hite", [{ word: "hit", products: 2 }], colours)).toEqual({ catalogueWord: "white" });
    expect(correctWord("amsung", [], colours)).toEqual({ catalogueWord: "samsung" });
    // And any shop word of six letters or more ("ompact fridge" had looked for "ompact").
    expect(correctWord("ompact", [])).toEqual({ shopWord: "compact" });
    expect(correctWord("tackable", [])).toEqual({ shopWord: "stackable" });
    expect(correctWord("team", [{ word: "tea", products: 1 }])).toBeNull();
    // The fuel's word of three letters, by a slip that keeps its first letter ("gsa range" had
    // shown the electric ranges first); a word of three is never another short form ("reg" is
    // no "ref", "whr" no "wht").
    // Of two letters, with one left out after its first ("gs range", "ga dryer" had shown every range).
    for (const typed of ["gsa", "gad", "gss", "ggas", "gaas", "gs", "ga"])
      expect(correctWord(typed, [])).toEqual({ shopWord: "gas" });
    expect(describePlan(planSearch(parseSearch("gs range"), [notFound(), found]))).toBe("gas ranges");
    for (const typed of ["as", "sa", "ag"]) expect(correctWord(typed, []), typed).toBeNull();
    expect(describePlan(planSearch(parseSearch("gsa range"), [notFound(), found]))).toBe("gas ranges");
    for (const typed of ["has", "ags", "reg", "whr", "sns", "bug"]) expect(correctWord(typed, [])).toBeNull();
  });

  it("matches shop words to what they mean, the longest phrase first", () => {
    expect(parseSearch("black stainless steel").words.map((word) => word.forms)).toEqual([[["black", "stainless"]]]);
    expect(parseSearch("stainless steel").words.map((word) => word.forms)).toEqual([[["stainless"]]]);
    expect(parseSearch("wifi").words[0]!.forms).toEqual([
      ["smart"],
      ["wi", "fi"],
      ["wifi"],
      ["thinq"],
      ["smartthings"],
      ["smarthq"],
    ]);
    expect(parseSearch("wifi").words[0]!.whole).toBe(true);
    expect(parseSearch("icemaker").words[0]!.forms).toEqual([["ice"]]);
    expect(parseSearch("alexa").words[0]!.forms).toEqual(parseSearch("smart").words[0]!.forms);
    expect(parseSearch("through the door ice").words[0]!.forms).toContainEqual(["external", "ice"]);
    expect(parseSearch("power burner").words[0]!.forms).toContainEqual(["quick", "boil"]);
    expect(parseSearch("laundry tower").words[0]!.forms).toContainEqual(["stackable"]);
    expect(parseSearch("range with two ovens").words[0]!.forms).toEqual([
      ["double", "oven"],
      ["flex", "duo"],
    ]);
    expect(parseSearch("fridge through the door water").words[0]!.forms).toEqual([["water", "dispenser"]]);
    expect(parseSearch("fridge ice in the door").words[0]!.forms).toContainEqual(["ice", "dispenser"]);
    // Tall or wide with no number is as tall or wide as we have ("tall fridge" had shown every
    // refrigerator, "wide fridge" the three whose names say Wide); with its number it is a size.
    expect(parseSearch("tall fridge").words).toEqual([]);
    expect(understood("tall fridge")).toEqual([
      ["bySpec", "tall"],
      ["category", "fridge"],
    ]);
    expect(understood("wide fridge")[0]).toEqual(["bySpec", "wide"]);
    // A Spanish plural of "-dor" is the kind, not a word to correct.
    expect(parseSearch("hay refrigeradores baratos")).toMatchObject({ corrections: [], words: [] });
    expect(understood("tall tub dishwasher")).toEqual([["category", "dishwasher"]]);
    expect(understood("fridge 70 tall")).toContainEqual(["height", "70 tall"]);
    expect(understood("fridge 36 wide")).toEqual([
      ["category", "fridge"],
      ["width", "36 wide"],
    ]);
    // A feature no product has is no typo of another word ("disposer" is no "dispenser").
    expect(correctedOf(planSearch(parseSearch("food disposer"), [notFound(["dispenser", 9])]))).toBeNull();
    expect(parseSearch("glass top").words[0]!.forms).toEqual(parseSearch("smoothtop").words[0]!.forms);
    expect(parseSearch("glass top").words[0]!.forms).toContainEqual(["induction"]);
    // A washer and dryer bought together are the two categories, nothing more.
    expect(parseSearch("washer and dryer set").words).toEqual([]);
    expect(parseSearch("matching pair").words).toEqual([]);
    expect(parseSearch("samsung vs lg").words.map((word) => word.said)).toEqual(["samsung", "lg"]);
    expect(parseSearch("washer in white color").words.map((word) => word.said)).toEqual(["white"]);
    expect(parseSearch("3rd rack").words[0]!.forms).toEqual([
      ["third", "level", "rack"],
      ["third", "rack"],
    ]);
  });
});

describe("a share off the price being typed", () => {
  it("writes out the word that makes a share one off the price, where so written it is one", () => {
    expect(discountStarting("40% o")).toBe("40% off");
    expect(discountStarting("40% of")).toBe("40% off");
    expect(discountStarting("fridge 30 percent o")).toBe("fridge 30 percent off");
    expect(discountStarting("half o")).toBe("half off");
    expect(discountStarting("half p")).toBe("half price");
    expect(discountStarting("40% d")).toBe("40% discount");
    expect(parseSearch(discountStarting("40% o")!).understood.map((item) => item.kind)).toEqual(["discount"]);
  });

  it("leaves alone a word written whole, letters after a number that is no share, and no letters", () => {
    for (const typed of ["40% off", "40%", "fridge 500 o", "40 o", "half", "washer o", "40% x", "half w"]) {
      expect(discountStarting(typed), typed).toBeNull();
    }
  });
});

describe("a count being typed", () => {
  it("writes out the one counted thing two letters or more after a small whole number start", () => {
    expect(countWordStarting("5 bu")).toBe("5 burner");
    expect(countWordStarting("gas range 4 bur")).toBe("gas range 4 burner");
    expect(countWordStarting("12 pl")).toBe("12 place");
    expect(countWordStarting("dishwasher 12 se")).toBe("dishwasher 12 setting");
    expect(countWordStarting("8 cy")).toBe("8 cycle");
    expect(countWordStarting("5 el")).toBe("5 element");
    expect(countWordStarting("5-bu")).toBe("5-burner");
    expect(countWordStarting("5bur")).toBe("5burner");
    expect(parseSearch(countWordStarting("5 bu")!).understood.map((item) => item.kind)).toEqual(["count"]);
  });

  it("leaves alone a thing written whole, one letter, a size and letters no counted thing starts", () => {
    for (const typed of [
      "5 burner",
      "5 burners",
      "5 b",
      "30 bu",
      "24 el",
      "2 do",
      "10 ye",
      "5.5 bu",
      "wf45 bu",
      "burner",
    ])
      expect(countWordStarting(typed), typed).toBeNull();
  });
});

describe("phrases that become filters", () => {
  it("reads prices", () => {
    expect(parseSearch("washer under 500").understood).toMatchObject([
      { kind: "category", groups: ["washer"] },
      { kind: "price", min: null, max: 500, said: "under 500" },
    ]);
    expect(understood("below $800")).toEqual([["price", "below $800"]]);
    expect(prices("less than 1,200 dollars")).toEqual([[null, 1200]]);
    // Dollars misspelled are dollars still, and no word to look for.
    expect(prices("under 500 dolars")).toEqual([[null, 500]]);
    expect(parseSearch("washer 600 dollers").words).toEqual([]);
    // So are the cues' common slips: no word left to look for or to leave out.
    expect(prices("dryer undr 600")).toEqual([[null, 600]]);
    expect(parseSearch("dryer undr 600").words).toEqual([]);
    expect(prices("range bellow 1000")).toEqual([[null, 1000]]);
    // Zeros typed as the letter o ("under 5oo" had looked for "under" and left "5oo" out).
    expect(prices("under 5oo")).toEqual([[null, 500]]);
    expect(prices("washer under $1,ooo")).toEqual([[null, 1000]]);
    expect(parseSearch("dryer under 5oo").words).toEqual([]);
    expect(prices("fridge 2oo0")).toEqual(prices("fridge 2000"));
    expect(prices("dishwasher sub 600")).toEqual([[null, 600]]);
    expect(parseSearch("dishwasher sub 600").words).toEqual([]);
    expect(prices("washer ovr 700")).toEqual([[700, null]]);
    expect(prices("fridge betwen 1000 and 1500")).toEqual([[1000, 1500]]);
    expect(parseSearch("fridge betwen 1000 and 1500").words).toEqual([]);
    // Any one slip of a bound of five letters or more, right before an amount ("udner 1000" had
    // looked for "under" in products' text; "nuder 600" had been read as a nuker, a microwave).
    for (const [text, bound] of [
      ["fridge udner 1000", [null, 1000]],
      ["washer nuder 600", [null, 600]],
      ["dryer belwo $700", [null, 700]],
      ["range abvoe 900", [900, null]],
    ] as const) {
      expect(prices(text), text).toEqual([bound]);
      expect(parseSearch(text).words, text).toEqual([]);
      expect(
        understood(text).map(([kind]) => kind),
        text,
      ).toEqual(["category", "price"]);
    }
    expect(parseSearch("fridge unde 30 inches").understood).toMatchObject([
      { kind: "category" },
      { kind: "width", atMost: true },
    ]);
    // Not a word of its own, nor one that starts otherwise ("ground 30").
    expect(prices("dryer ground 30")).toEqual([]);
    expect(prices("over $1000")).toEqual([[1000, null]]);
    expect(prices("$500-$800")).toEqual([[500, 800]]);
    expect(prices("between 800 and 500")).toEqual([[500, 800]]);
    expect(prices("from 300 to 600 dollars")).toEqual([[300, 600]]);
    expect(prices("500 or less")).toEqual([[null, 500]]);
    expect(prices("$900+")).toEqual([[900, null]]);
    expect(prices("$700")).toEqual([[null, 700]]);
    // "A hundred" and "a couple hundred" or "a couple grand" are numbers too.
    expect(prices("microwave under a hundred")).toEqual([[null, 100]]);
    expect(prices("less than a hundred fifty dollars")).toEqual([[null, 150]]);
    expect(prices("washer for a couple hundred")).toEqual([[null, 200]]);
    expect(prices("fridge under a couple grand")).toEqual([[null, 2000]]);
    expect(prices("a couple thousand fridge")).toEqual([[null, 2000]]);
    expect(parseSearch("fridge under a couple grand").words).toEqual([]);
    // A share off the list price is a discount at least that large, never a price.
    const discount = (text: string) =>
      parseSearch(text).understood.flatMap((item) => (item.kind === "discount" ? [item.percent] : []));
    expect(discount("washers 40% off")).toEqual([40]);
    expect(discount("40 percent off fridge")).toEqual([40]);
    expect(discount("at least 30% off range")).toEqual([30]);
    expect(discount("30% off or more dishwasher")).toEqual([30]);
    expect(discount("fridge 35 percent below retail")).toEqual([35]);
    expect(discount("half off fridge")).toEqual([50]);
    expect(prices("washers 40% off")).toEqual([]);
    // A number of years before or after a warranty is its least length, never a price or size.
    const warranty = (text: string) =>
      parseSearch(text).understood.flatMap((item) => (item.kind === "warranty" ? [item.years] : []));
    expect(warranty("washer with 5 year warranty")).toEqual([5]);
    expect(warranty("7 yr manufacturer warranty dryer")).toEqual([7]);
    expect(warranty("five year warranty")).toEqual([5]);
    expect(warranty("warranty of 10 years")).toEqual([10]);
    // Joined by a dash or written together ("5-year" had been read as 5 cu. ft., "5yr" left out).
    expect(warranty("washer 5-year warranty")).toEqual([5]);
    expect(warranty("washer 5yr warranty")).toEqual([5]);
    expect(parseSearch("washer 5-year warranty").understood.map((item) => item.kind)).toEqual(["category", "warranty"]);
    expect(parseSearch("dryer 7-year").words.map((word) => word.forms)).toEqual([[["7", "year"]]]);
    expect(warranty("washer 1 year warranty")).toEqual([]);
    expect(parseSearch("washer 1 year warranty").words).toEqual([]);
    expect(warranty("washer 5 year")).toEqual([]);
    expect(parseSearch("washer 5 year").words.map((word) => word.forms)).toEqual([[["5", "year"]]]);
    expect(warranty("100 year warranty")).toEqual([]);
    expect(parseSearch("7 year manufacturer warranty dryer").words).toEqual([]);
    expect(parseSearch("washers 40% off or more").words).toEqual([]);
    // "Up to 60% off" is the shop's own claim: it says nothing.
    expect(parseSearch("up to 60% off washer").understood).toMatchObject([{ kind: "category" }]);
    expect(parseSearch("up to 60% off washer").words).toEqual([]);
    // So many of a thing a product has is a count of its specification, never a price or a word.
    const counts = (text: string) =>
      parseSearch(text).understood.flatMap((item) => (item.kind === "count" ? [understoodLabel(item)] : []));
    expect(counts("5 burner gas range")).toEqual(["5 burners"]);
    expect(counts("range with 4 burners")).toEqual(["4 burners"]);
    expect(counts("four burner range")).toEqual(["4 burners"]);
    expect(counts("electric range 5 elements")).toEqual(["5 elements"]);
    expect(counts("dishwasher 12 place settings")).toEqual(["12 place settings"]);
    expect(counts("dishwasher 16 place")).toEqual(["16 place settings"]);
    expect(counts("14 settings dishwasher")).toEqual(["14 place settings"]);
    expect(counts("washer with 14 wash cycles")).toEqual(["14 cycles"]);
    expect(counts("1 burner")).toEqual(["1 burner"]);
    // Written with a dash, as product titles write it, or together ("5-burner" had been looked
    // for as the words 5 and burner, "5burner" and "12place" left out).
    expect(counts("5-burner gas range")).toEqual(["5 burners"]);
    expect(counts("gas range 5 - burner")).toEqual(["5 burners"]);
    expect(counts("5burner range")).toEqual(["5 burners"]);
    expect(counts("12place dishwasher")).toEqual(["12 place settings"]);
    expect(counts("dishwasher 12-place settings")).toEqual(["12 place settings"]);
    expect(parseSearch("5-burner gas range").words).toEqual([]);
    // A range of counts is no count written with a dash; letters no thing counted stay a word.
    expect(counts("5-6 burner range")).toEqual(["6 burners"]);
    expect(counts("5burn range")).toEqual([]);
    expect(parseSearch("5 burner gas range").words).toEqual([]);
    expect(planFilters(parseSearch("range with 4 burners").understood).counts).toEqual([
      { specs: ["Number of Burners", "Number of Elements"], value: 4 },
    ]);
    // Too many to count, or no whole number, is no count.
    expect(counts("range 40 burners")).toEqual([]);
    expect(counts("range 4.5 burners")).toEqual([]);
    expect(counts("burners")).toEqual([]);
    // "Near" or "in the range of" an amount is about it.
    expect(prices("washer near 700")).toEqual([[560, 840]]);
    expect(prices("washer in the range of 600")).toEqual([[480, 720]]);
    expect(prices("fridge ballpark $800")).toEqual([[640, 960]]);
    // "A" and "couple" alone are no number.
    expect(parseSearch("a washer").understood).toMatchObject([{ kind: "category", groups: ["washer"] }]);
    expect(prices("couple washer")).toEqual([]);
    // A bare number beside a category from 100 up is a price to stay under; alone it is a word.
    expect(prices("washer 700")).toEqual([[null, 700]]);
    expect(prices("700")).toEqual([]);
    // Alone, a width most appliances are sold in is that width ("36" had looked for "36" in
    // products' text and shown two ranges first); another number alone is still a word.
    for (const width of [18, 24, 27, 30, 33, 36]) {
      expect(parseSearch(String(width)).understood, String(width)).toMatchObject([{ kind: "width", inches: width }]);
      expect(parseSearch(String(width)).words, String(width)).toEqual([]);
    }
    for (const text of ["42", "20", "5", "7.4"]) {
      expect(parseSearch(text).understood, text).toEqual([]);
      expect(
        parseSearch(text).words.map((word) => word.said),
        text,
      ).toEqual([text]);
    }
    // Thousands with a k are money; so is a number with the $ after it.
    expect(prices("fridge under 1.5k")).toEqual([[null, 1500]]);
    expect(prices("range 1.2k-2k")).toEqual([[1200, 2000]]);
    expect(prices("washer 2k")).toEqual([[null, 2000]]);
    expect(prices("500$ washer")).toEqual([[null, 500]]);
    // Two numbers too large for any size are a price range; two small ones say nothing.
    expect(prices("dryer 300-600")).toEqual([[300, 600]]);
    // A low end said short is in the high end's hundreds or thousands.
    expect(prices("washer 4-600")).toEqual([[400, 600]]);
    expect(prices("washer between 4 and 600")).toEqual([[400, 600]]);
    expect(prices("fridge $1-2k")).toEqual([[1000, 2000]]);
    expect(prices("fridge 1-1500")).toEqual([[1000, 1500]]);
    expect(prices("range $3-1000")).toEqual([[3, 1000]]);
    expect(prices("dryer 100-1500")).toEqual([[100, 1500]]);
    expect(prices("washer 300 to 600")).toEqual([[300, 600]]);
    expect(prices("washer 27-30")).toEqual([]);
    // Roughly a price: a fifth either side.
    expect(prices("dishwasher around 500")).toEqual([[400, 600]]);
    expect(prices("about $800 fridge")).toEqual([[640, 960]]);
    expect(prices("~600 washer")).toEqual([[480, 720]]);
    expect(prices("roughly 1.5k")).toEqual([[1200, 1800]]);
    expect(prices("about 5")).toEqual([]);
    // A bound of the other side said not to be passed ("not more than $800" had read over $800).
    expect(prices("washer not more than $800")).toEqual([[null, 800]]);
    expect(prices("dryer not over 700")).toEqual([[null, 700]]);
    expect(prices("fridge nothing over 1500")).toEqual([[null, 1500]]);
    expect(prices("washer not less than 500")).toEqual([[500, null]]);
    // Thousands in words with their currency after them ("dollars" had been a word left out).
    for (const text of ["fridge below one thousand dollars", "washer under two thousand bucks"]) {
      expect(parseSearch(text).words, text).toEqual([]);
    }
    expect(prices("fridge under 2 thousand dollars")).toEqual([[null, 2000]]);
    // Or said after it ("500ish", "or so"; "500ish" had been a word that matched nothing).
    expect(prices("washer 500ish")).toEqual([[400, 600]]);
    expect(prices("dryer 700 or so")).toEqual([[560, 840]]);
    // With a dash ("500-ish" had been under $500), and as the range a price is in ("in the 1000
    // range" had asked for ranges too).
    expect(prices("washer 500-ish")).toEqual([[400, 600]]);
    expect(prices("fridge in the 1000 range")).toEqual([[800, 1200]]);
    expect(understood("fridge in the 1000 range")).toEqual([
      ["category", "fridge"],
      ["price", "1000 range"],
    ]);
    expect(prices("something in the 800 dollar range")).toEqual([[640, 960]]);
    expect(prices("washers in the $500 to $700 range")).toEqual([[500, 700]]);
    expect(understood("washers in the 500-700 range").map(([kind]) => kind)).toEqual(["category", "price"]);
    // A budget said as the most to spend ("max budget 1000" had left "max" out as a word no
    // product has; "top budget 1200" had looked for "top").
    expect(prices("fridge max budget 1000")).toEqual([[null, 1000]]);
    expect(parseSearch("maximum budget $900 washer").words).toEqual([]);
    expect(parseSearch("top budget 1200 fridge").words).toEqual([]);
    expect(prices("top budget 1200 fridge")).toEqual([[null, 1200]]);
    // A high end less than a tenth of the low end is still being typed ("between 500 and 7" had
    // been $7 to $500): the low end alone; a range said the other way round is still a range.
    expect(prices("washer between 500 and 7")).toEqual([[500, null]]);
    expect(prices("fridge between 1000 and 8")).toEqual([[1000, null]]);
    expect(prices("fridge between 1000 and 800")).toEqual([[800, 1000]]);
    expect(prices("washer between 500 and 700")).toEqual([[500, 700]]);
    // A range said after a price without "in the" is still the kind ("a 1000 dollar range").
    expect(understood("a 1000 dollar range").map(([kind]) => kind)).toEqual(["price", "category"]);
    expect(prices("fridge $1500 give or take")).toEqual([[1200, 1800]]);
    expect(parseSearch("30ish inch fridge").words).toEqual([]);
    // Two prices said as choices: the larger is the most to spend ("500 or 600 dollar washer" had
    // read under $600 and left "500" out; "washer 500 or 600" under $500).
    for (const text of [
      "500 or 600 dollar washer",
      "washer 500 or 600",
      "$500 or $600 washer",
      "washer under 500 or 600",
    ]) {
      expect(prices(text), text).toEqual([[null, 600]]);
      expect(parseSearch(text).words, text).toEqual([]);
    }
    expect(prices("around 500 or 600 washer")).toEqual([[400, 720]]);
    // Not prices: a bound after one, sizes as choices.
    expect(prices("washer 500 or more")).toEqual([[500, null]]);
    expect(prices("washer 4 or 5 cu ft")).toEqual([]);
    expect(prices("dishwasher 18 or 24")).toEqual([]);
    // The cue with no price after it says nothing.
    expect(parseSearch("approx 30 inch range").words).toEqual([]);
    expect(parseSearch("close to 30 inch range").understood.map((item) => item.kind)).toEqual(["width", "category"]);
    expect(understood("about 25 cu ft fridge")).toEqual([
      ["capacity", "25 cu ft"],
      ["category", "fridge"],
    ]);
    // Thousands in words.
    expect(prices("under a grand")).toEqual([[null, 1000]]);
    expect(prices("fridge under 2 grand")).toEqual([[null, 2000]]);
    expect(prices("washer 1 thousand")).toEqual([[null, 1000]]);
    expect(prices("fridge under two thousand")).toEqual([[null, 2000]]);
    // Hundreds in words or digits, with the rest after them.
    expect(prices("fridge under 8 hundred")).toEqual([[null, 800]]);
    expect(prices("fridge under eight hundred dollars")).toEqual([[null, 800]]);
    expect(prices("dryer under five hundred and fifty")).toEqual([[null, 550]]);
    expect(prices("range twelve hundred")).toEqual([[null, 1200]]);
    expect(prices("washer 5 hundred")).toEqual([[null, 500]]);
    expect(prices("between 4 hundred and 6 hundred")).toEqual([[400, 600]]);
    // A cue is matched as written: "top" is no "$500 tops".
    expect(understood("refrigerator 18 cu ft top freezer white")).toEqual([
      ["category", "refrigerator"],
      ["capacity", "18 cu ft"],
      ["style", "top freezer"],
    ]);
    expect(prices("washer $500 tops")).toEqual([[null, 500]]);
    // A number too large to be a width is a price, whatever follows it.
    expect(understood("fridge under 2000 in stock")).toEqual([
      ["category", "fridge"],
      ["price", "under 2000"],
      ["inStock", "in stock"],
    ]);
  });

  it("reads what is said joined: two kinds as one, styles sharing words, features either; and the kind wanted when it goes with another", () => {
    // A kind said to go with another is the one wanted; the other is what it goes with, and a
    // brand said of it stays ("dryer that goes with lg washer" had shown LG washers first).
    for (const text of [
      "dryer that goes with lg washer",
      "matching dryer for an lg washer",
      "dryer to match my lg washer",
      "dryer that pairs with my lg washer",
      "dryer compatible with lg washer",
    ]) {
      expect(
        understood(text).filter(([kind]) => kind === "category"),
        text,
      ).toEqual([["category", "dryer"]]);
    }
    expect(understood("washer and dryer")).toEqual([["category", "washer and dryer"]]);
    // A style said with the next one's last words is both ("top or front load washer" had read
    // front load alone, said no results for the text, and shown no top loaders).
    expect(understood("top or front load washer")).toEqual([
      ["style", "top"],
      ["style", "front load"],
      ["category", "washer"],
    ]);
    expect(planFilters(parseSearch("top or bottom freezer fridge").understood).subtypes).toEqual([
      "Refrigerator - Top Freezer",
      "Refrigerator - Bottom Freezer",
    ]);
    // A freestanding range is every range that is not slide-in ("slide in or freestanding range"
    // had left "freestanding" out and shown the slide-in ones alone).
    expect(understood("slide in or freestanding range")).toEqual([
      ["style", "slide in"],
      ["style", "freestanding"],
      ["category", "range"],
    ]);
    expect(planFilters(parseSearch("free standing range").understood).subtypes).toEqual([
      "Range - Electric",
      "Range - Gas",
      "Range - Induction",
    ]);
    expect(planned("freestanding dishwasher").words.map((word) => word.said)).toEqual(["freestanding"]);
    // Controls on the back are a freestanding range's ("range with back controls" had said no
    // results for the words), as is one standing alone.
    for (const text of [
      "range with back controls",
      "rear control range",
      "range controls in the back",
      "stand alone range",
    ]) {
      expect(planFilters(parseSearch(text).understood).subtypes, text).toEqual(
        planFilters(parseSearch("freestanding range").understood).subtypes,
      );
      expect(parseSearch(text).words, text).toEqual([]);
    }
    // So is a number: "2 or 3 door" is both styles ("2" had been a word that matched nothing).
    expect(understood("2 or 3 door fridge")).toEqual([
      ["style", "2"],
      ["style", "3 door"],
      ["category", "fridge"],
    ]);
    // Sizes said as choices with the unit said once are both sizes, either of which a product may
    // have ("33 or 36 inch fridge" had read 36 inches alone, "33" a word that matched nothing).
    const choices = (text: string) => parseSearch(text).understood.filter((item) => item.kind !== "category");
    expect(choices("33 or 36 inch fridge")).toMatchObject([
      { kind: "width", inches: 33, said: "33" },
      { kind: "width", inches: 36, said: "36 inch" },
    ]);
    expect(choices("fridge 33 or 36 wide")).toMatchObject([
      { kind: "width", inches: 33 },
      { kind: "width", inches: 36 },
    ]);
    expect(choices("4.5 or 5 cu ft washer")).toMatchObject([
      { kind: "capacity", cubicFeet: 4.5 },
      { kind: "capacity", cubicFeet: 5 },
    ]);
    expect(parseSearch("33 or 36 inch fridge").words).toEqual([]);
    const widths = planFilters(parseSearch("33 or 36 inch fridge").understood).width!;
    expect(widths).toHaveLength(2);
    expect(widths[0]![0]).toBeLessThan(33);
    expect(widths[1]![1]).toBeGreaterThan(36);
    expect(widths[0]![1]).toBeLessThan(widths[1]![0]);
    expect(planFilters(parseSearch("4.5 or 5 cu ft washer").understood)).toMatchObject({
      capacity: [expect.anything(), expect.anything()],
      near: { measure: "capacity", from: 4.5, to: 5 },
    });
    expect(describePlan(planned("33 or 36 inch fridge"))).toBe("33-inch or 36-inch refrigerators");
    // Two such sizes none has: the closest to either first.
    const closest = (inches: number) => ({ kind: "closest", measure: "width", from: inches, to: inches }) as const;
    expect(
      planFilters([
        { ...closest(24), said: "24", start: 0, end: 2 },
        { ...closest(27), said: "27 inch", start: 6, end: 13 },
      ]).near,
    ).toEqual({ measure: "width", from: 24, to: 27 });
    // A bound said after a size still bounds it; a bound and a size are not choices: the last said wins.
    expect(choices("washer 4.5 or bigger")).toMatchObject([{ kind: "capacity", cubicFeet: 4.5, atLeast: true }]);
    expect(planFilters(parseSearch("fridge under 30 inches 36 inch").understood).width).toHaveLength(1);
    expect(planFilters(parseSearch("fridge 27 to 30 inches 36 inch").understood).width).toEqual(
      planFilters(parseSearch("36 inch fridge").understood).width,
    );
    // Named as the filter reads them: the size in force alone (had been "27- to 30-inch or 36-inch").
    expect(describePlan(planned("fridge 27 to 30 inches 36 inch"))).toBe(describePlan(planned("36 inch fridge")));
    // A price is no size: "500 or 600 dollar" reads no width.
    expect(choices("500 or 600 dollar washer").some((item) => item.kind === "width")).toBe(false);
    // Joined by a symbol, the two are one kind as with "and" ("washer+dryer" had read two kinds,
    // two chips); a plus after a number is still a bound.
    for (const text of ["washer & dryer", "washer/dryer", "washer+dryer", "washer + dryer"]) {
      expect(understood(text), text).toEqual([["category", text]]);
    }
    expect(parseSearch("dryer 7+ cu ft").understood[1]).toMatchObject({
      kind: "capacity",
      cubicFeet: 7,
      atLeast: true,
    });
    expect(understood("washer or dryer").filter(([kind]) => kind === "category")).toHaveLength(2);
    // Two features said with "or" between are one that either gives ("dryer with steam or
    // sanitize" had wanted the one dryer with both).
    expect(planned("dryer with steam or sanitize").words).toMatchObject([
      { said: "steam or sanitize", forms: expect.arrayContaining([["steam"], ["sanitize"]]) },
    ]);
    expect(planned("dryer with steam and sanitize").words).toHaveLength(2);
  });

  it("reads widths, capacities and noise, never as prices", () => {
    for (const text of ["30 inch", "30 in", '30"', "30-inch", "30in", "30 inches wide"]) {
      expect(parseSearch(`${text} range`).understood[0], text).toEqual(
        expect.objectContaining({ kind: "width", inches: 30 }),
      );
      expect(parseSearch(`${text} range`).understood[0], text).not.toHaveProperty("atMost");
    }
    // A unit cut short or mistyped is that unit ("30 inc" had looked for the word "inc": one range
    // whose text says "included"; "30 inche" had said no results for it): not another word.
    for (const text of ["30 inc", "30 inche", "30 ich", "30 incehs", "30 inces"]) {
      expect(parseSearch(`${text} range`).understood[0], text).toEqual(
        expect.objectContaining({ kind: "width", inches: 30 }),
      );
      expect(parseSearch(`${text} range`).words, text).toEqual([]);
    }
    for (const text of ["5 cu f", "5 cubic fe", "5 cubi ft", "5 cub ft"]) {
      expect(parseSearch(`${text} washer`).understood[0], text).toEqual(
        expect.objectContaining({ kind: "capacity", cubicFeet: 5 }),
      );
      expect(parseSearch(`${text} washer`).words, text).toEqual([]);
    }
    // Words further from a unit stay as typed.
    expect(tokenize("24 ice 30 items 5 cu fan").map((token) => token.text)).toEqual([
      "24",
      "ice",
      "30",
      "items",
      "5",
      "cu",
      "fan",
    ]);
    // A width with "under" is a space to fit: any width up to it.
    for (const text of ["under 30 inch", "less than 30 in", 'up to 30"', "no more than 30 inches wide"]) {
      expect(parseSearch(`fridge ${text}`).understood[1], text).toMatchObject({
        kind: "width",
        inches: 30,
        atMost: true,
      });
    }
    expect(planFilters(parseSearch("fridge under 30 in").understood).width).toEqual([[0, 31.6]]);
    expect(understoodLabel(parseSearch("under 30 in").understood[0]!)).toBe('Up to 30" wide');
    // Sizes bounded either way, or a range of them.
    const size = (text: string) => parseSearch(text).understood.find((item) => item.kind !== "category")!;
    expect(size("over 25 cu ft fridge")).toMatchObject({ kind: "capacity", cubicFeet: 25, atLeast: true });
    expect(size("at least 5 cu ft washer")).toMatchObject({ kind: "capacity", cubicFeet: 5, atLeast: true });
    expect(size("7 cu ft or more dryer")).toMatchObject({ kind: "capacity", cubicFeet: 7, atLeast: true });
    expect(size("36 in or wider fridge")).toMatchObject({ kind: "width", inches: 36, atLeast: true });
    expect(size("under 5 cu ft washer")).toMatchObject({ kind: "capacity", cubicFeet: 5, atMost: true });
    expect(size("between 27 and 30 inches washer")).toMatchObject({ kind: "width", inches: 27, to: 30 });
    expect(size("20-25 cu ft fridge")).toMatchObject({ kind: "capacity", cubicFeet: 20, to: 25 });
    // Said in words: a lone "five" before a capacity's unit, tenths after "point".
    expect(size("five cubic foot washer")).toMatchObject({ kind: "capacity", cubicFeet: 5 });
    expect(size("seven cu ft dryer")).toMatchObject({ kind: "capacity", cubicFeet: 7 });
    expect(size("four point five cubic feet washer")).toMatchObject({ kind: "capacity", cubicFeet: 4.5 });
    expect(size("microwave two point two")).toMatchObject({ kind: "capacity", cubicFeet: 2.2 });
    expect(size("microwave 2 point 2")).toMatchObject({ kind: "capacity", cubicFeet: 2.2 });
    expect(size("five point zero washer")).toMatchObject({ kind: "capacity", cubicFeet: 5 });
    // A lone "one" to "nine" before anything else stays a word.
    expect(parseSearch("range with five knobs").words.map((word) => word.said)).toContain("five");
    expect(planFilters([{ ...size("over 25 cu ft"), said: "", start: 0, end: 0 }]).capacity![0]![0]).toBe(25);
    expect(planFilters([{ ...size("27 to 30 in"), said: "", start: 0, end: 0 }]).width).toEqual([[26.4, 31.6]]);
    // A nominal width reaches short of the next one: a 29.5-inch refrigerator is sold as 30 inches, not 28.
    const widths = (text: string) =>
      planFilters(parseSearch(text).understood).width![0]!.map((inches) => +inches.toFixed(2));
    expect(widths("28 inch fridge")).toEqual([27.4, 28.4]);
    expect(widths("fridge under 28 inches")).toEqual([0, 28.4]);
    expect(widths("30 inch fridge")).toEqual([29.4, 31.6]);
    expect(widths("fridge 32 inches wide")).toEqual([31.4, 33.6]);
    // Centimetres are inches: to the closest nominal width within an inch, else to a tenth ("60 cm
    // dishwasher" had been read as 60 dBA or quieter).
    const labels = (text: string) => parseSearch(text).understood.map(understoodLabel);
    expect(labels("60 cm dishwasher")).toEqual(['24" wide', "Dishwashers"]);
    expect(labels("76cm range")).toEqual(['30" wide', "Ranges"]);
    expect(labels("fridge 178 cm tall")).toEqual(["Refrigerators", '70.1" tall']);
    expect(labels("washer 55-60 cm")).toEqual(["Washers", '21" to 24" wide']);
    // Feet with a width, height or depth after them are inches too ("fridge 6 ft tall" had been
    // read as 6 cu. ft., "3 feet wide" as 3 cu. ft. and the widest first); alone, a capacity's.
    expect(labels("fridge 3 feet wide")).toEqual(["Refrigerators", '36" wide']);
    expect(labels("fridge 6 ft tall")).toEqual(["Refrigerators", '72" tall']);
    expect(labels("fridge under 6 ft tall")).toEqual(["Refrigerators", 'Up to 72" tall']);
    expect(labels("washer 2.5 ft deep")).toEqual(["Washers", '30" deep']);
    expect(labels("fridge 25 cu ft")).toEqual(["Refrigerators", "About 25 cu. ft."]);
    // Feet alone are a capacity said short, the unit with it ("washer 5 ft" had looked for "ft").
    for (const text of ["washer 5 ft", "washer 5ft", "washer 5 feet"]) {
      expect(labels(text), text).toEqual(["Washers", "About 5 cu. ft."]);
      expect(parseSearch(text).words, text).toEqual([]);
    }
    expect(labels("25 foot fridge")).toEqual(["About 25 cu. ft.", "Refrigerators"]);
    // Feet written every way, and feet with inches, as one length ("5'10\"" had been 510).
    for (const text of ["fridge 6-ft tall", "fridge 6ft tall", "fridge 6' tall"]) {
      expect(labels(text), text).toEqual(["Refrigerators", '72" tall']);
    }
    expect(labels("fridge 3' wide")).toEqual(["Refrigerators", '36" wide']);
    for (const text of [
      "fridge 5 feet 10 inches tall",
      "fridge 5'10\" tall",
      "fridge 5'10 tall",
      "fridge 5' 10\" tall",
    ]) {
      expect(labels(text), text).toEqual(["Refrigerators", '70" tall']);
    }
    expect(labels("fridge under 5'10\"")).toEqual(["Refrigerators", 'Up to 70" tall']);
    // An apostrophe that is no feet mark stays out of the way ("90's fridge").
    expect(labels("90's fridge")).toEqual(["Refrigerators"]);
    expect(understoodLabel(size("7 cu ft or more"))).toBe("7 cu. ft. or more");
    expect(understoodLabel(size("5 cu ft"))).toBe("About 5 cu. ft.");
    expect(understoodLabel(size("between 27 and 30 in"))).toBe('27" to 30" wide');
    // A price range is still a price.
    expect(parseSearch("range between 500 and 800").understood[1]).toMatchObject({ kind: "price", min: 500, max: 800 });
    // A price a listing starts from is the least ("washers from $300" had been read as $300 or less).
    for (const text of ["washers from $300", "washer starting from 300", "washers prices from 300"]) {
      expect(parseSearch(text).understood[1], text).toEqual(
        expect.objectContaining({ kind: "price", min: 300, max: null }),
      );
      expect(parseSearch(text).words, text).toEqual([]);
    }
    expect(parseSearch("washer from 300 to 600").understood[1]).toMatchObject({ kind: "price", min: 300, max: 600 });
    for (const text of ["5 cu ft", "5 cu. ft.", "5 cubic feet", "5cu", "5 cuft"]) {
      expect(parseSearch(`${text} washer`).understood[0], text).toMatchObject({ kind: "capacity", cubicFeet: 5 });
    }
    expect(parseSearch("dishwasher under 45 dBA").understood[1]).toMatchObject({ kind: "noise", maxDba: 45 });
    // A range of noise levels is its loudest, the low end no word to look for ("42-47 dba" had
    // looked for "42": the one dishwasher whose text says 42 dBA).
    for (const text of ["dishwasher 42-47 dba", "dishwasher 42 to 47 dba", "dishwasher between 42 and 47 db"]) {
      expect(parseSearch(text).understood[1], text).toMatchObject({ kind: "noise", maxDba: 47 });
      expect(parseSearch(text).words, text).toEqual([]);
    }
    expect(parseSearch("2-in-1 agitator").understood).toEqual([]);
  });

  it("reads the shop's words shoppers type for a style, a two-word feature, and words that tell nothing apart", () => {
    expect(understood("above the range microwave")).toEqual([
      ["style", "above the range"],
      ["category", "microwave"],
    ]);
    // A refrigerator that fits under a counter is a compact one.
    expect(parseSearch("undercounter refrigerator").understood.map(understoodLabel)).toEqual([
      "Compact",
      "Refrigerators",
    ]);
    expect(understood("under the counter fridge")).toEqual([
      ["style", "under the counter"],
      ["category", "fridge"],
    ]);
    // Compact said of another kind is a small one of it (the compact style is refrigerators').
    for (const text of ["compact washer", "compact dryer", "compact washer and dryer"]) {
      const read = parseSearch(text);
      expect(
        read.understood.map((item) => item.kind),
        text,
      ).toEqual(["category"]);
      expect(read.words, text).toMatchObject([{ said: "compact", named: "small", measure: { capacityAtMost: {} } }]);
    }
    expect(understood("compact fridge and washer")[0]).toEqual(["style", "compact"]);
    // Each word alone is common ("dual ice makers", "fuel type"): only the two together say it.
    expect(parseSearch("dual fuel range").words.map((word) => word.forms)).toEqual([[["dual", "fuel"]]]);
    expect(parseSearch("panel ready dishwasher").words.map((word) => word.forms)).toEqual([
      [
        ["panel", "ready"],
        ["custom", "panel"],
      ],
    ]);
    // What the appliance does, and the trade's short forms.
    expect(understood("something for washing clothes")).toEqual([["category", "washing clothes"]]);
    expect(understood("thing that dries clothes")).toEqual([["category", "dries clothes"]]);
    expect(understood("f/l washer")).toEqual([
      ["style", "f/l"],
      ["category", "washer"],
    ]);
    expect(understood("t/l washer")[0]).toEqual(["style", "t/l"]);
    expect(understood("price high to low ranges")[0]).toEqual(["sort", "price high to low"]);
    expect(understood("sort by price")).toEqual([["sort", "sort by price"]]);
    // Stars are a rating, the best rated first: never a capacity ("4.5 stars") or a word to look for.
    expect(understood("washer 4.5 stars")).toEqual([
      ["category", "washer"],
      ["sort", "4.5 stars"],
    ]);
    expect(parseSearch("4 star washer").words).toEqual([]);
    // With its bound ("4 stars and up" had looked for "up").
    expect(understood("washer 4 stars and up")).toEqual([
      ["category", "washer"],
      ["sort", "4 stars and up"],
    ]);
    expect(parseSearch("four stars or better fridge").words).toEqual([]);
    expect(understood("top 10 washers")).toEqual([
      ["sort", "top 10"],
      ["category", "washers"],
    ]);
    // A shopper's own story says nothing of the product, nor does an abbreviation of a deal.
    expect(parseSearch("my dryer broke need a new one asap").words).toEqual([]);
    expect(parseSearch("energy star certified dishwasher").words.map((word) => word.said)).toEqual(["energy star"]);
    expect(parseSearch("ada compliant range").words.map((word) => word.said)).toEqual(["ada"]);
    expect(parseSearch("i'm looking for a washer that's quiet").words.map((word) => word.said)).toEqual(["quiet"]);
    expect(understood("s&d fridge")).toEqual([
      ["deal", "s&d"],
      ["category", "fridge"],
    ]);
    // The store's town said as a place asks where the showroom is, not for the house brand.
    expect(parseSearch("washers near reynoldsburg").services).toEqual(["showroom"]);
    expect(parseSearch("washers near reynoldsburg").words).toEqual([]);
    expect(parseSearch("any brand but lg dishwasher").words).toMatchObject([{ negated: "lg" }]);
    expect(understood("french dr fridge")[0]).toEqual(["style", "french dr"]);
    expect(understood("samsung 4 door fridge")).toEqual([
      ["style", "4 door"],
      ["category", "fridge"],
    ]);
    expect(understood("fridge available for pickup")).toEqual([
      ["category", "fridge"],
      ["inStock", "available"],
    ]);
    expect(parseSearch("generic washer").words.map((word) => word.forms)).toEqual([
      [
        ["house", "brand"],
        ["reynoldsburg", "basics"],
      ],
    ]);
    expect(parseSearch("range for small kitchen").words.map((word) => word.said)).toEqual(["small kitchen"]);
    expect(parseSearch("fridge that fits a 36 inch space").words).toEqual([]);
    // A top loader without an agitator has an impeller (its text says "no agitator").
    expect(parseSearch("top load washer no agitator").words.map((word) => word.forms)).toEqual([[["impeller"]]]);
    // Everything here is a deal, new, and every washer is high efficiency.
    for (const text of [
      "black friday deals",
      "cyber monday washer",
      "hot deals",
      "weekly specials on dryers",
      "todays deals",
      // Who it is for: any appliance goes in a rental.
      "washer for my rental",
      "stove for a rental property",
      "he washer",
      "high efficiency washer",
      "new arrivals",
    ]) {
      expect(parseSearch(text).words, text).toEqual([]);
      expect(
        understood(text).filter(([kind]) => kind !== "category"),
        text,
      ).toEqual([]);
    }
    // The damage's size is the deal, not the appliance's size.
    expect(understood("big dent ok")).toEqual([["deal", "big dent"]]);
    expect(parseSearch("big dent ok").words).toEqual([]);
    // A unit with a number too large for the size it names is no word to look for.
    expect(parseSearch("washer 70 inches wide").words.map((word) => word.said)).toEqual(["70"]);
  });

  it("reads a height or depth said for a space, bounded or about it", () => {
    const size = (text: string) => parseSearch(text).understood.find((item) => item.kind !== "category")!;
    expect(size("fridge under 70 inches tall")).toMatchObject({ kind: "height", inches: 70, atMost: true });
    expect(size('fridge 69" high')).toMatchObject({ kind: "height", inches: 69 });
    expect(size("fridge 70 tall")).toMatchObject({ kind: "height", inches: 70 });
    expect(size("washer 34 in deep")).toMatchObject({ kind: "depth", inches: 34 });
    expect(size("fridge no more than 30 inches deep")).toMatchObject({ kind: "depth", inches: 30, atMost: true });
    expect(size("between 66 and 70 inches tall fridge")).toMatchObject({ kind: "height", inches: 66, to: 70 });
    // The measure named first, then a bound: "depth under 32".
    expect(size("washer depth under 32")).toMatchObject({ kind: "depth", inches: 32, atMost: true });
    expect(size("fridge width at least 30")).toMatchObject({ kind: "width", inches: 30, atLeast: true });
    expect(size("fridge height less than 70")).toMatchObject({ kind: "height", inches: 70, atMost: true });
    // "High" says a height alone too, but not when it starts a shop phrase; a width is still a width.
    expect(size("fridge 70 high")).toMatchObject({ kind: "height", inches: 70 });
    expect(parseSearch("fridge 70 high").words).toEqual([]);
    expect(parseSearch("washer 30 high efficiency").understood.map((item) => item.kind)).not.toContain("height");
    expect(size("30 inches wide range")).toMatchObject({ kind: "width", inches: 30 });
    expect(planFilters(parseSearch("fridge 70 inches tall").understood).height).toEqual([[68, 70.5]]);
    expect(planFilters(parseSearch("fridge under 70 inches tall").understood).height).toEqual([[0, 70.5]]);
    expect(understoodLabel(size("fridge under 70 inches tall"))).toBe('Up to 70" tall');
    expect(understoodLabel(size("washer 34 in deep"))).toBe('34" deep');
    expect(describePlan(planned("fridge under 70 inches tall"))).toBe('up to 70" tall refrigerators');
  });

  it("reads an Ohio ZIP code as where the shopper is: the delivery terms, never a price", () => {
    for (const text of ["delivery to 43068", "washer 43230", "43147", "deliver dryer to 45202"]) {
      const search = parseSearch(text);
      expect(
        search.understood.filter((item) => item.kind === "price"),
        text,
      ).toEqual([]);
      expect(search.words, text).toEqual([]);
      expect(search.services, text).toEqual(["delivery"]);
    }
    // Written with a comma, or with a price's words, it is a price; outside Ohio's codes too.
    expect(prices("fridge under 43,068")).toEqual([[null, 43068]]);
    expect(prices("washer 12345")).toEqual([[null, 12345]]);
  });

  it("reads a bare number beside a category as its width, with a decimal point its capacity, from 100 its price", () => {
    expect(parseSearch("gas range 36").understood).toContainEqual(
      expect.objectContaining({ kind: "width", inches: 36 }),
    );
    expect(parseSearch("30 wall oven").understood).toContainEqual(
      expect.objectContaining({ kind: "width", inches: 30 }),
    );
    expect(parseSearch("30 wall oven").words).toEqual([]);
    // Two bare widths are a choice of either, as with a unit ("range 30 or 36" had read every
    // width from 30 to 36 inches).
    const bareWidths = (text: string) => parseSearch(text).understood.filter((item) => item.kind === "width");
    expect(bareWidths("dishwasher 18 or 24")).toMatchObject([
      { inches: 18, said: "18" },
      { inches: 24, said: "24" },
    ]);
    expect(bareWidths("washer 27 or 24")).toMatchObject([{ inches: 27 }, { inches: 24 }]);
    expect(planFilters(parseSearch("range 30 or 36").understood).width).toHaveLength(2);
    const inches = (text: string) => bareWidths(text).map((item) => item.kind === "width" && item.inches);
    expect(inches("range 30 or 36 inch")).toEqual(inches("range 30 or 36"));
    expect(parseSearch("range 30 or 36").words).toEqual([]);
    // The same width said again is read once (had been "27-inch to 27-inch washers").
    const twice = parseSearch("washer 27 27");
    expect(twice.understood.filter((item) => item.kind === "width")).toEqual([
      expect.objectContaining({ kind: "width", inches: 27, said: "27" }),
    ]);
    expect(twice.understood.find((item) => item.kind === "width")).not.toHaveProperty("to");
    expect(twice.words).toEqual([]);
    expect(describePlan(planned("washer 27 27"))).toBe("27-inch washers");
    expect(parseSearch("36 36 36", { kinds: ["refrigerator"] }).words).toEqual([]);
    expect(parseSearch("microwave 1.7").understood).toContainEqual(
      expect.objectContaining({ kind: "capacity", cubicFeet: 1.7 }),
    );
    expect(describePlan(planned("front load washer 27 4.5"))).toBe("front load 27-inch 4.5 cu. ft. washers");
    // A whole number said right after a kind, within the capacities it is sold in, is its capacity;
    // a nominal width first, not after other words ("range with 5" may be its burners), nor before
    // a kind ("2 washers" counts them).
    const capacities = (text: string) =>
      parseSearch(text).understood.flatMap((item) => (item.kind === "capacity" ? [item.cubicFeet] : []));
    const wholes = { "washer 5": 5, "dryer 7": 7, "fridge 25": 25, "microwave 2": 2, "range 5": 5 };
    for (const [text, cubicFeet] of Object.entries(wholes)) expect(capacities(text), text).toEqual([cubicFeet]);
    expect(parseSearch("dryer 7").words).toEqual([]);
    expect(understood("fridge 30")).toContainEqual(["width", "30"]);
    // Beside refrigerators alone, only the widths they are sold in are widths: the other nominal
    // widths are their capacities ("fridge 18" had read an 18-inch compact refrigerator, "fridge
    // 21" and "fridge 27" widths no refrigerator has), on their page too; beside other kinds they
    // stay widths.
    const fridges = {
      "fridge 18": 18,
      "refrigerator 20": 20,
      "fridge 21": 21,
      "top freezer fridge 18": 18,
      "fridge 27": 27,
    };
    for (const [text, cubicFeet] of Object.entries(fridges)) expect(capacities(text), text).toEqual([cubicFeet]);
    expect(parseSearch("18", { kinds: ["refrigerator"] }).understood).toMatchObject([
      { kind: "capacity", cubicFeet: 18 },
    ]);
    for (const text of ["fridge 24", "fridge 28", "fridge 33", "fridge 36", "dishwasher 18", "range 20", "washer 27"])
      expect(capacities(text), text).toEqual([]);
    expect(inches("range 20")).toEqual([20]);
    // A few said before a kind in the plural count them, which says nothing.
    expect(parseSearch("2 washers").words).toEqual([]);
    expect(parseSearch("3 fridges").words).toEqual([]);
    expect(parseSearch("1 washer").words).toEqual([]);
    expect(parseSearch("2 door fridge").words).toEqual([]);
    for (const text of [
      "range with 5",
      "2 washers",
      "washer 9",
      "dryer 12",
      "dishwasher 5",
      "washer and dryer 8",
      "microwave 5",
    ])
      expect(capacities(text), text).toEqual([]);
    // A mains voltage said bare beside a dryer or range is an electric one, not a budget of $220.
    for (const text of ["dryer 220", "220 dryer", "range 240", "electric dryer 240"]) {
      expect(
        parseSearch(text).understood.filter((item) => item.kind === "fuel"),
        text,
      ).toEqual([expect.objectContaining({ fuel: "electric" })]);
      expect(parseSearch(text).words, text).toEqual([]);
    }
    expect(prices("microwave 220")).toEqual([[null, 220]]);
    // Beside dishwashers, a number a noise level may be is one; a dishwasher's width is still a width.
    expect(understood("quiet dishwasher 44")).toContainEqual(["noise", "44"]);
    expect(understood("dishwasher 42")).toContainEqual(["noise", "42"]);
    expect(understood("dishwasher 24")).toContainEqual(["width", "24"]);
    expect(understood("range 42")).toContainEqual(["width", "42"]);
    expect(prices("dishwasher 300")).toEqual([[null, 300]]);
    // A model year is no price to stay under; a price cue still makes it one.
    expect(prices("2025 fridge")).toEqual([]);
    expect(prices("new 2024 washer")).toEqual([]);
    expect(prices("fridge 2500")).toEqual([[null, 2500]]);
    expect(prices("fridge under 2025")).toEqual([[null, 2025]]);
    // Not a width appliances come in, not beside a category, a price, or a size said already.
    expect(parseSearch("washer 2020 model").understood.map((item) => item.kind)).toEqual(["category"]);
    for (const text of ["washer 4.5 c.f.", "washer 4.5 ft3", "washer 4.5 ft³"]) {
      expect(parseSearch(text).understood, text).toContainEqual(
        expect.objectContaining({ kind: "capacity", cubicFeet: 4.5 }),
      );
      expect(parseSearch(text).words, text).toEqual([]);
    }
    expect(parseSearch("fridge 25 cubic").understood).toContainEqual(
      expect.objectContaining({ kind: "capacity", cubicFeet: 25 }),
    );
    expect(parseSearch("fridge 1200").understood).toContainEqual(
      expect.objectContaining({ kind: "price", min: null, max: 1200 }),
    );
    // "series" names a maker's line and says nothing itself; its number is no price.
    expect(parseSearch("bosch 500 series dishwasher").words.map((word) => word.said)).toEqual(["bosch", "500"]);
    expect(parseSearch("bosch 500 series dishwasher").understood.map((item) => item.kind)).toEqual(["category"]);
    expect(parseSearch("samsung 30").words.map((word) => word.said)).toEqual(["samsung", "30"]);
    expect(parseSearch("range under 30").understood.map((item) => item.kind)).toEqual(["category", "price"]);
    expect(parseSearch("30 inch range 36").words.map((word) => word.said)).toEqual(["36"]);
  });

  it("reads sizes said in words or with a fraction", () => {
    const width = (text: string) => parseSearch(text).understood.find((item) => item.kind === "width");
    expect(width("thirty inch range")).toMatchObject({ inches: 30, said: "thirty inch" });
    expect(width("twenty-four inch dishwasher")).toMatchObject({ inches: 24 });
    expect(width("thirty six inch fridge")).toMatchObject({ inches: 36 });
    expect(width("eighteen inch dishwasher")).toMatchObject({ inches: 18 });
    expect(width('29 7/8" range')).toMatchObject({ inches: 29.875 });
    // Bare, a measured width is the nominal one it rounds to, never a capacity.
    expect(width("range 29-7/8")).toMatchObject({ inches: 30 });
    expect(parseSearch("range 30 1/2").understood.map((item) => item.kind)).toEqual(["category"]);
    // "One" to "nine" alone stay words that say nothing, and a word an object has is no number.
    expect(parseSearch("the one with ice").words.map((word) => word.said)).toEqual(["ice"]);
    expect(parseSearch("twenty constructor").words.map((word) => word.forms)).toEqual([[["20"]], [["constructor"]]]);
  });

  it("reads a size's bound in words or with a plus, and a measure written with its letter", () => {
    const label = (text: string) => parseSearch(text).understood.map(understoodLabel);
    // A cue that names its measure needs no unit.
    expect(label("fridge no wider than 30")).toEqual(["Refrigerators", 'Up to 30" wide']);
    expect(label("range wider than 30")).toEqual(["Ranges", '30" or wider']);
    // So does a bound after a bare number: a width appliances are sold in, else a capacity,
    // never a price that small ("washer 4.5 or bigger" had been over $4.50).
    expect(label("washer 4.5 or bigger")).toEqual(["Washers", "4.5 cu. ft. or more"]);
    expect(label("washer 4.5 or less")).toEqual(["Washers", "Up to 4.5 cu. ft."]);
    expect(label("fridge 25+")).toEqual(["Refrigerators", "25 cu. ft. or more"]);
    expect(label("range 30 or wider")).toEqual(["Ranges", '30" or wider']);
    expect(label("washer 600 or less")).toEqual(["Washers", "Under $600"]);
    expect(label("washer 900+")).toEqual(["Washers", "Over $900"]);
    expect(label("$50 or more")).toEqual(["Over $50"]);
    expect(label("fridge taller than 68")).toEqual(["Refrigerators", '68" or taller']);
    expect(label("fridge shorter than 70 inches")).toEqual(["Refrigerators", 'Up to 70" tall']);
    expect(label("washer no deeper than 30")).toEqual(["Washers", 'Up to 30" deep']);
    // One that does not needs the unit, and is never a price then.
    expect(label("microwave bigger than 1.5 cu ft")).toEqual(["Microwaves", "1.5 cu. ft. or more"]);
    expect(label("microwave smaller than 1.5 cu ft")).toEqual(["Microwaves", "Up to 1.5 cu. ft."]);
    // Without a unit, a width appliances are sold in is a width, another size cubic feet.
    expect(label("dryer bigger than 7")).toEqual(["Dryers", "7 cu. ft. or more"]);
    expect(label("fridge no bigger than 10")).toEqual(["Refrigerators", "Up to 10 cu. ft."]);
    expect(label("range bigger than 30")).toEqual(["Ranges", '30" or wider']);
    expect(parseSearch("fridge no bigger than 10").words).toEqual([]);
    expect(label("fridge 25+ cu ft")).toEqual(["Refrigerators", "25 cu. ft. or more"]);
    expect(label("washer 4 cu ft+")).toEqual(["Washers", "4 cu. ft. or more"]);
    expect(label("fridge 36w 70h")).toEqual(["Refrigerators", '36" wide', '70" tall']);
    expect(label("range 30 w")).toEqual(["Ranges", '30" wide']);
    // A curly quote or a double prime is the inches mark: "wide" after it is the same width.
    // So are two apostrophes or primes ("36'' fridge" had read 36 feet and shown every refrigerator).
    for (const text of [
      "fridge 36” wide",
      "fridge 36″ wide",
      "fridge 36'' wide",
      "fridge 36’’ wide",
      "fridge 36′′ wide",
    ]) {
      expect(label(text), text).toEqual(["Refrigerators", '36" wide']);
      expect(parseSearch(text).words, text).toEqual([]);
    }
    expect(label("36'' fridge")).toEqual(['36" wide', "Refrigerators"]);
    expect(parseSearch("36'' fridge").understood[0]).toMatchObject({ said: "36''" });
    expect(label("5' 10'' tall fridge")).toEqual(['70" tall', "Refrigerators"]);
    // The measure named before the number, with its bound or about it.
    expect(label("fridge width 33")).toEqual(["Refrigerators", '33" wide']);
    expect(label("fridge max width 33")).toEqual(["Refrigerators", 'Up to 33" wide']);
    expect(label("fridge height 70 inches")).toEqual(["Refrigerators", '70" tall']);
    expect(label("fridge depth 30")).toEqual(["Refrigerators", '30" deep']);
    expect(label("washer capacity 5")).toEqual(["Washers", "About 5 cu. ft."]);
    expect(label("washer min capacity 4.5")).toEqual(["Washers", "4.5 cu. ft. or more"]);
    expect(label("dishwasher quieter than 45 dba")).toEqual(["Dishwashers", "45 dBA or quieter"]);
    // Beside dishwashers alone, a most that is a noise level and no price is that noise level
    // ("dishwasher under 45" had been a budget of $45: every dishwasher, cheapest first).
    expect(label("dishwasher under 45")).toEqual(["Dishwashers", "45 dBA or quieter"]);
    expect(label("quiet dishwasher less than 46")).toEqual(["Dishwashers", "46 dBA or quieter"]);
    expect(label("dishwasher under $45")).toEqual(["Dishwashers", "Under $45"]);
    expect(label("dishwasher under 45 bucks")).toEqual(["Dishwashers", "Under $45"]);
    expect(label("dishwasher under 450")).toEqual(["Dishwashers", "Under $450"]);
    expect(label("washer under 45")).toEqual(["Washers", "Under $45"]);
    // A decimal comma before cubic feet, as much of the world writes one ("4,5" had been "5").
    expect(label("washer 4,5 cu ft")).toEqual(["Washers", "About 4.5 cu. ft."]);
    expect(label("lavadora 4,5 pies cubicos")).toEqual(["Washers", "About 4.5 cu. ft."]);
    expect(label("fridge 1,500")).toEqual(["Refrigerators", "Under $1,500"]);
    expect(label("dishwasher noise level 44")).toEqual(["Dishwashers", "44 dBA or quieter"]);
    for (const text of ["fridge width 33", "washer capacity 5", "dishwasher quieter than 45 dba"]) {
      expect(parseSearch(text).words, text).toEqual([]);
    }
    // A measure with no number after it is a word as before.
    expect(parseSearch("washer capacity").words.map((word) => word.said)).toEqual(["capacity"]);
  });

  it("reads measures written together as a width, a height and a depth", () => {
    const label = (text: string) => parseSearch(text).understood.map(understoodLabel);
    expect(label("33x70 fridge")).toEqual(['33" wide', '70" tall', "Refrigerators"]);
    expect(label("fridge 36 x 70 x 30")).toEqual(["Refrigerators", '36" wide', '70" tall', '30" deep']);
    // Measures written with their units, and the "x" between them.
    expect(label("fridge 36w x 70h")).toEqual(["Refrigerators", '36" wide', '70" tall']);
    expect(parseSearch("fridge 36w x 70h").words).toEqual([]);
    expect(label('36"x69.75" refrigerator')).toEqual(['36" wide', '69.75" tall', "Refrigerators"]);
    expect(label("24 by 34 dishwasher")).toEqual(['24" wide', '34" tall', "Dishwashers"]);
    expect(label("36×70 fridge")).toEqual(['36" wide', '70" tall', "Refrigerators"]);
    // A height written first is still the height.
    expect(label("70x36 fridge")).toEqual(['70" tall', '36" wide', "Refrigerators"]);
    // Numbers too small to be sizes are words and numbers as usual.
    expect(parseSearch("2x4 washer").words.map((word) => word.said)).toEqual(["2x4"]);
    expect(label("4.5 x 2 fridge")).toEqual(["Refrigerators", "About 4.5 cu. ft."]);
    // Each measure's chip removes its number and what joins it to the next.
    const [width, height] = parseSearch("33x70 fridge").understood;
    expect(withoutSaid("33x70 fridge", width!)).toBe("70 fridge");
    expect(withoutSaid("33x70 fridge", height!)).toBe("33x fridge");
  });

  it("reads a unit's story and a shopper's circumstances as the deal or nothing", () => {
    expect(understood("returned washer")[0]).toEqual(["deal", "returned"]);
    expect(understood("customer return fridge")[0]).toEqual(["deal", "customer return"]);
    // Like new is without a mark: every unit but the scratch-and-dent ones, named so ("undamaged
    // dryer" had been read as "dryers without undamaged").
    // So is free of damage ("damage free fridge" had shown the scratch-and-dent ones).
    for (const text of [
      "like new condition",
      "like new dryer",
      "undamaged dryer",
      "almost new dryer",
      "damage free dryer",
      "dryer without damage",
      "scratch free dryer",
    ]) {
      expect(parseSearch(text).words, text).toMatchObject([{ negated: "scratch & dent" }]);
    }
    expect(describePlan(planned("like new dryer"))).toBe("dryers without scratch & dent");
    for (const text of [
      "excellent condition washer",
      "good quality washer",
      "fridge for my new house",
      "dryer this week",
      "marked down fridge",
      "price drop range",
      "deal of the day",
    ]) {
      expect(parseSearch(text).words, text).toEqual([]);
    }
  });

  it("reads what the shop does not sell as a note, not a word to look for", () => {
    for (const text of ["used washer", "refurbished fridge", "pre-owned dryer", "second hand range"]) {
      expect(parseSearch(text).words, text).toEqual([]);
      expect(parseSearch(text).notes, text).toEqual([expect.stringMatching(/^We don't sell used or refurbished/)]);
      expect(understood(text), text).toHaveLength(1);
    }
    // A new appliance "never used" is no used one.
    expect(parseSearch("new never used fridge").notes).toEqual([]);
    expect(parseSearch("new never used fridge").words).toEqual([]);
    expect(parseSearch("coffee maker").notes).toEqual(["We sell large home appliances, not small kitchen appliances."]);
    expect(parseSearch("coffee maker").words).toEqual([]);
    // A fryer of its own is one of them; "fryer" alone is what our ranges do (had been corrected to dryer).
    for (const text of ["deep fryer", "countertop air fryer"]) {
      expect(parseSearch(text).notes, text).toEqual(["We sell large home appliances, not small kitchen appliances."]);
      expect(parseSearch(text).words, text).toEqual([]);
    }
    const forms = (text: string) => parseSearch(text).words.map((word) => word.forms);
    expect(forms("range with fryer")).toEqual(forms("range with air fryer"));
    for (const text of ["fridge handle", "dryer heating element", "range knobs", "washer door seal", "range legs"]) {
      expect(parseSearch(text).notes, text).toEqual([expect.stringMatching(/^We sell appliances, not parts/)]);
      expect(parseSearch(text).words, text).toEqual([]);
    }
    // What goes into a washer or dryer says nothing of which ("dryer for towels" had been corrected
    // to "tower": three dryers).
    for (const text of ["dryer for towels", "washer for jeans"]) {
      expect(parseSearch(text).words, text).toEqual([]);
      expect(
        understood(text).map(([kind]) => kind),
        text,
      ).toEqual(["category"]);
    }
    // What else a home needs that no appliance here is: said so, never matched to a word of a
    // product ("hot tub" had shown the dishwashers' tubs, "light bulb" their lights).
    // And what goes into one ("laundry detergent" had shown the washers with a detergent dispenser).
    for (const text of [
      "hot tub",
      "swimming pool",
      "kitchen sink",
      "faucet",
      "pots and pans",
      "cookware",
      "laundry detergent",
      "dishwasher pods",
      "dryer sheets",
      "stainless steel cleaner",
      "rinse aid",
    ]) {
      expect(parseSearch(text).notes, text).toEqual(["We sell large home appliances only."]);
      expect(parseSearch(text).words, text).toEqual([]);
    }
    // A pan of an appliance is no cookware ("sheet pan" had said we sell large appliances only).
    for (const text of ["range with drip pan", "sheet pan range", "broiler pan"])
      expect(parseSearch(text).notes, text).toEqual([]);
    for (const text of ["light bulb", "fridge light bulb", "dryer belt"]) {
      expect(parseSearch(text).notes, text).toEqual([expect.stringMatching(/^We sell appliances, not parts/)]);
      expect(parseSearch(text).words, text).toEqual([]);
    }
    expect(understood("dryer belt")).toEqual([["category", "dryer"]]);
    // "ice maker" is a refrigerator's feature still.
    expect(parseSearch("ice maker").words.map((word) => word.said)).toEqual(["ice maker"]);
    expect(parseSearch("ice maker").notes).toEqual([]);
    expect(parseSearch("window ac unit").notes).toEqual(["We don't sell heating, cooling or water heating equipment."]);
    // Made for wine or a keg: the compact refrigerators, said to be no such thing (they had been
    // shown as compact refrigerators without a word); a beer or beverage fridge is one.
    for (const text of ["wine cooler", "wine fridge under 500", "beverage center", "kegerator"]) {
      expect(parseSearch(text).understood[0], text).toMatchObject({
        kind: "style",
        subtypes: ["Refrigerator - Compact"],
        note: expect.stringMatching(/^We don't sell wine coolers, beverage centers or kegerators/),
      });
    }
    expect(parseSearch("beer fridge").understood[0]).toMatchObject({ kind: "style", note: undefined });
    expect(parseSearch("fridge on financing").services).toEqual(["payment"]);
    expect(parseSearch("pay later fridge").words).toEqual([]);
    // Parts and accessories: the appliance named with them is still read.
    // A kit of any kind too ("dryer vent kit" had looked for "kit" and found two dryers).
    for (const text of ["washer pedestal", "dryer vent hose", "stacking kit", "replacement parts", "dryer vent kit"]) {
      expect(parseSearch(text).notes, text).toEqual([
        expect.stringMatching(/^We sell appliances, not parts or accessories/),
      ]);
      expect(parseSearch(text).words, text).toEqual([]);
    }
    expect(understood("washer pedestal")).toEqual([["category", "washer"]]);
    // A filter of any kind ("fridge water filter" had shown the refrigerators that filter water).
    for (const text of ["water filter", "fridge water filter", "refrigerator filter", "microwave charcoal filter"]) {
      expect(parseSearch(text).notes, text).toEqual([expect.stringMatching(/^We sell appliances, not parts/)]);
    }
    expect(understood("refrigerator water filter")).toEqual([["category", "refrigerator"]]);
    // A refrigerator with one has a filter for its water, no part ("fridge with water filter"
    // had said we sell no parts).
    for (const text of ["fridge with water filter", "refrigerator with a water filter", "fridge with filtered water"]) {
      const read = parseSearch(text);
      expect(read.notes, text).toEqual([]);
      expect(
        read.words.map((word) => word.forms),
        text,
      ).toEqual([[["water", "dispenser"]]]);
    }
    expect(parseSearch("washer with detergent dispenser").notes).toEqual([]);
    const installation = parseSearch("dishwasher installation kit");
    expect(installation.words).toEqual([]);
    expect(installation.services).toEqual(["installation"]);
    expect(installation.notes).toEqual([expect.stringMatching(/^We sell appliances, not parts/)]);
    // An appliance named inside a part's own name is read too ("dryer cord": dryers).
    expect(understood("dryer cord")).toEqual([["category", "dryer"]]);
    expect(understood("range cord")).toEqual([["category", "range"]]);
    expect(understood("dryer vent hose")).toEqual([["category", "dryer"]]);
    expect(parseSearch("dryer cord").notes).toEqual([expect.stringMatching(/^We sell appliances, not parts/)]);
    // "stackable" is a feature still.
    expect(parseSearch("stackable washer").notes).toEqual([]);
    expect(parseSearch("gas connector").notes).toEqual([expect.stringMatching(/^We sell appliances, not parts/)]);
    // What an appliance "can handle" is no door handle.
    expect(parseSearch("washer that can handle king size comforter").notes).toEqual([]);
    expect(understood("washer that can handle king size comforter")).toEqual([["category", "washer"]]);
    // Questions about the store, the old appliance and discounts say what the shop offers, and
    // are never corrected to a word of a product ("senior" is no "sensor", "trade" no "grade").
    for (const text of ["where are you located", "open sunday", "reynoldsburg appliance outlet"]) {
      expect(parseSearch(text).services, text).toEqual(["showroom"]);
      expect(parseSearch(text).words, text).toEqual([]);
    }
    expect(parseSearch("trade in").services).toEqual(["haulAway"]);
    expect(parseSearch("trade in").words).toEqual([]);
    // A phone alone asks for the shop's; what an appliance does with one asks for a smart one
    // ("phone" had found the one washer whose text says phone).
    expect(parseSearch("phone").services).toEqual(["contact"]);
    expect(parseSearch("phone").words).toEqual([]);
    for (const text of ["washer with phone", "dryer that texts my phone", "washer i can control from my phone"]) {
      expect(parseSearch(text).services, text).toEqual([]);
      expect(
        parseSearch(text).words.map((word) => word.forms),
        text,
      ).toContainEqual(parseSearch("smart washer").words[0]!.forms);
    }
    // A policy asked about is the service's ("shipping policy" had looked for "policy" too, and
    // said no results).
    for (const [text, service] of [
      ["shipping policy", "delivery"],
      ["warranty policy", "warranty"],
      ["refund policy", "returns"],
      ["payment policy", "payment"],
      ["delivery charge", "delivery"],
      ["installation pricing", "installation"],
    ]) {
      expect(parseSearch(text!).services, text).toEqual([service]);
      expect(parseSearch(text!).words, text).toEqual([]);
    }
    for (const text of ["senior discount", "military discount", "veterans discount", "student discount"]) {
      expect(parseSearch(text).words, text).toEqual([]);
    }
  });

  it("reads a rating as the words its specification is written in, never a price", () => {
    // A power, a burner's heat and a vent fan's air flow, as "1000 W", "22,000 BTU", "22K BTU" are written.
    const ratings: [string[], string][] = [
      [["microwave 1000 watts", "1000w microwave", "microwave 1,000 watt"], "w"],
      [["range 1000 btu", "range 1,000 btus", "range 1k btu", "range 1000btu"], "btu"],
    ];
    for (const [texts, unit] of ratings) {
      for (const text of texts) {
        expect(
          parseSearch(text).words.map((word) => word.forms),
          text,
        ).toEqual([
          [
            ["1000", unit],
            ["1", "000", unit],
            ["1k", unit],
          ],
        ]);
        expect(prices(text), text).toEqual([]);
      }
    }
    expect(prices("dryer 5000 watts")).toEqual([]);
    expect(parseSearch("microwave 300cfm").words.map((word) => word.forms)).toEqual([[["300", "cfm"]]]);
    expect(prices("microwave 300 cfm")).toEqual([]);
    // A spin speed is no price ("washer 1200 rpm" had been washers under $1,200).
    expect(prices("washer 1200 rpm")).toEqual([]);
    expect(parseSearch("washer 1200 rpm").words.map((word) => word.forms[0])).toEqual([["1200", "rpm"]]);
    expect(prices("range 300 btu")).toEqual([[null, 300]]);
    // A width written with its "w" is still a width.
    expect(understood("30w range")).toContainEqual(["width", "30w"]);
  });

  it("reads a voltage: a high one as electric, a low one as gas beside dryers and ranges, else as nothing", () => {
    for (const text of ["220v dryer", "240 volt dryer", "dryer 240 volts", "range 240v"]) {
      expect(understood(text), text).toContainEqual(["fuel", text.match(/\d+ ?v\w*/)![0]]);
      expect(parseSearch(text).words, text).toEqual([]);
      expect(prices(text), text).toEqual([]);
    }
    for (const text of ["110v microwave", "120 volt fridge"]) {
      expect(understood(text), text).toEqual([["category", text.split(" ").at(-1)]]);
      expect(parseSearch(text).words, text).toEqual([]);
    }
    // What a gas dryer or range plugs into: their electric ones take 240 V ("dryer 120v" had shown
    // the electric dryers first).
    for (const text of ["dryer 120v", "120v dryer", "110 volt range", "range 120 volts"]) {
      expect(understood(text), text).toContainEqual(["fuel", text.match(/\d+ ?v\w*/)![0]]);
      expect(
        parseSearch(text).understood.find((item) => item.kind === "fuel"),
        text,
      ).toMatchObject({ fuel: "gas" });
      expect(parseSearch(text).words, text).toEqual([]);
    }
    // So does a circuit's current: 30 amps and up is what the electric ones take, 15 or 20 a plain
    // outlet ("30 amp dryer" had left out both words and shown every dryer).
    for (const [text, fuel] of [
      ["30 amp dryer", "electric"],
      ["50 amp range", "electric"],
      ["dryer 20 amps", "gas"],
    ] as const) {
      expect(
        parseSearch(text).understood.find((item) => item.kind === "fuel"),
        text,
      ).toMatchObject({ fuel });
      expect(parseSearch(text).words, text).toEqual([]);
    }
    expect(parseSearch("15 amp microwave").words).toEqual([]);
    expect(parseSearch("dryer 120v", { kinds: [] }).understood.filter((item) => item.kind === "fuel")).toHaveLength(1);
    expect(parseSearch("120v", { kinds: ["dryer"] }).understood).toMatchObject([{ kind: "fuel", fuel: "gas" }]);
    // A fuel said wins ("electric dryer 120v"); beside other kinds, or alone, it says nothing.
    expect(parseSearch("electric dryer 120v").understood.filter((item) => item.kind === "fuel")).toMatchObject([
      { fuel: "electric" },
    ]);
    expect(parseSearch("washer dryer 120v").understood.some((item) => item.kind === "fuel")).toBe(false);
    expect(parseSearch("120v").understood).toEqual([]);
    // Without its unit too, as a high one is ("dryer 120" had been a budget of $120: every dryer,
    // the cheapest first); beside other kinds a number so small is still a price.
    for (const text of ["dryer 120", "120 dryer", "range 110", "gas range 115"]) {
      expect(
        parseSearch(text).understood.filter((item) => item.kind === "fuel"),
        text,
      ).toMatchObject([{ fuel: "gas" }]);
      expect(prices(text), text).toEqual([]);
      expect(parseSearch(text).words, text).toEqual([]);
    }
    expect(parseSearch("120", { kinds: ["dryer"] }).understood).toMatchObject([{ kind: "fuel", fuel: "gas" }]);
    expect(prices("washer 120")).toEqual([[null, 120]]);
    expect(parseSearch("washer dryer 120").understood.some((item) => item.kind === "fuel")).toBe(false);
    // A price written with a thousands comma beside a category, and "price range" said with it.
    expect(prices("fridge 1,500")).toEqual([[null, 1500]]);
    // "then" for "than", as shoppers type it.
    expect(prices("dishwasher less then 500")).toEqual([[null, 500]]);
    expect(prices("fridge more then 2000")).toEqual([[2000, null]]);
    expect(parseSearch("washer les than 500").words).toEqual([]);
    expect(prices("washer price range 400 to 600")).toEqual([[400, 600]]);
    expect(understood("washer price range 400 to 600").map(([kind]) => kind)).toEqual(["category", "price"]);
    // A number alone is a voltage only when it is one of the mains voltages said of electric dryers
    // and ranges ("dryer 220"); another is a price to stay under.
    expect(prices("dryer 250")).toEqual([[null, 250]]);
    expect(prices("washer 220")).toEqual([[null, 220]]);
  });

  it("reads an outlet said in words as the voltage it has: a plain one is what gas dryers and ranges plug into", () => {
    // "dryer that plugs into regular outlet" had looked for "plugs" and "regular": one electric dryer.
    for (const text of [
      "dryer that plugs into regular outlet",
      "dryer regular outlet",
      "range that plugs into a standard outlet",
      "dryer for a normal wall outlet",
      "dryer 110 outlet",
    ]) {
      expect(
        parseSearch(text).understood.filter((item) => item.kind === "fuel"),
        text,
      ).toMatchObject([{ fuel: "gas" }]);
      expect(parseSearch(text).words, text).toEqual([]);
      expect(prices(text), text).toEqual([]);
    }
    expect(parseSearch("regular outlet", { kinds: ["dryer"] }).understood).toMatchObject([
      { kind: "fuel", fuel: "gas" },
    ]);
    // An outlet after a high voltage is an electric one's; beside other kinds, or alone, a plain
    // outlet says nothing (every other appliance plugs into one).
    expect(parseSearch("dryer for 220 outlet").understood).toContainEqual(
      expect.objectContaining({ fuel: "electric" }),
    );
    for (const text of ["fridge that plugs into a normal outlet", "washer regular outlet", "regular outlet"]) {
      expect(
        parseSearch(text).understood.some((item) => item.kind === "fuel"),
        text,
      ).toBe(false);
      expect(parseSearch(text).words, text).toEqual([]);
    }
    // Without an outlet word, the plain words are looked for as ever.
    expect(parseSearch("standard depth fridge").words.map((word) => word.said)).toContain("standard");
  });

  it("reads a size range with its unit said once or twice", () => {
    for (const text of ['30"-36" fridge', "30 inch to 36 inch fridge", "30-36 in fridge"]) {
      expect(parseSearch(text).understood[0], text).toMatchObject({ kind: "width", inches: 30, to: 36 });
      expect(parseSearch(text).understood, text).toHaveLength(2);
    }
    // Two capacities with decimal points need no unit; two whole numbers from 100 up are prices.
    const read = (text: string) => parseSearch(text).understood.map(understoodLabel);
    expect(read("microwave 1.5-2.0")).toEqual(["Microwaves", "1.5 cu. ft. to 2 cu. ft."]);
    expect(read("washer 4.0 to 5.0")).toEqual(["Washers", "4 cu. ft. to 5 cu. ft."]);
    expect(read("dryer 300-600")).toEqual(["Dryers", "$300 to $600"]);
    expect(parseSearch("20 cu ft - 25 cu ft fridge").understood[0]).toMatchObject({
      kind: "capacity",
      cubicFeet: 20,
      to: 25,
    }); // Inches too many for a width are a height, never a price.
    expect(parseSearch("fridge under 70 inches").understood[1]).toMatchObject({ kind: "height", atMost: true });
    expect(prices("fridge less than 70 inches")).toEqual([]);
    expect(understood("range 36 inches")).toEqual([
      ["category", "range"],
      ["width", "36 inches"],
    ]);
  });

  it("reads the words of the trade and Spanish names of the categories", () => {
    const groups = (text: string) =>
      parseSearch(text).understood.flatMap((item) => (item.kind === "category" ? item.groups : []));
    expect(groups("dw")).toEqual(["dishwasher"]);
    expect(groups("mw")).toEqual(["microwave"]);
    // The short names shoppers write for a refrigerator ("refer", "reefer" had found nothing).
    expect(groups("refer")).toEqual(["refrigerator"]);
    expect(groups("reefer")).toEqual(["refrigerator"]);
    expect(groups("refund")).toEqual([]);
    // "Dish washing" is no washer, though "washing machine" is one.
    expect(groups("dish washing machine")).toEqual(["dishwasher"]);
    expect(groups("dish washing")).toEqual(["dishwasher"]);
    expect(groups("lavadora")).toEqual(["washer"]);
    expect(groups("secadora")).toEqual(["dryer"]);
    expect(groups("estufa")).toEqual(["stove"]);
    expect(parseSearch("cocina eléctrica").understood.map(understoodLabel)).toEqual(["Ranges", "Electric"]);
    // A size in Spanish, and the names a French or German speaker types.
    const sought = (text: string) => planned(text).words.map(({ forms, measure }) => ({ forms, measure }));
    expect(sought("nevera pequeña")).toEqual(sought("refrigerator little"));
    expect(sought("lavadora grande")).toEqual(sought("large washer"));
    for (const [text, label] of [
      ["waschmaschine", "Washers"],
      ["kühlschrank", "Refrigerators"],
      ["réfrigérateur", "Refrigerators"],
      ["lave-linge", "Washers"],
      ["lave vaisselle", "Dishwashers"],
      ["micro-ondes", "Microwaves"],
    ]) {
      expect(parseSearch(text!).understood.map(understoodLabel), text).toEqual([label]);
    }
    expect(parseSearch("cuisinière gaz").understood.map(understoodLabel)).toEqual(["Ranges", "Gas"]);
    expect(groups("nevera")).toEqual(["refrigerator"]);
    expect(groups("heladera")).toEqual(["refrigerator"]);
    expect(groups("frigorífico")).toEqual(["refrigerator"]);
    expect(groups("horno")).toEqual(["stove", "wall-oven"]);
    expect(groups("horno de pared")).toEqual(["wall-oven"]);
    expect(groups("congelador")).toEqual(["refrigerator"]);
    expect(parseSearch("congelador").understood).toMatchObject([
      { kind: "category", note: "We sell refrigerators with a freezer, not separate freezers." },
    ]);
    // Spanish words between them say nothing; "sin" is "without".
    expect(parseSearch("estufa de gas").words).toEqual([]);
    expect(parseSearch("nevera sin hielo").words).toMatchObject([{ said: "sin hielo", negated: "hielo" }]);
    // Cheap, stainless and inches in Spanish.
    expect(parseSearch("lavadora barata").understood).toMatchObject([
      { kind: "category" },
      { kind: "sort", sort: "priceAsc" },
    ]);
    expect(parseSearch("estufa de gas 30 pulgadas").understood.map(understoodLabel)).toEqual([
      "Ranges",
      "Gas",
      '30" wide',
    ]);
    // Styles in Spanish: the kind and its style, as in English (had left the style's words out).
    for (const [text, label] of [
      ["lavadora carga superior", "Top load"],
      ["lavadora carga frontal", "Front load"],
      ["refrigerador de dos puertas", "Two-door"],
      ["refrigerador puerta francesa", "French door"],
      ["refrigerador lado a lado", "Side-by-side"],
      ["refrigerador congelador arriba", "Top freezer"],
      ["refrigerador con congelador abajo", "Bottom freezer"],
      ["microondas sobre la estufa", "Over-the-range"],
    ]) {
      const read = parseSearch(text!);
      expect(read.understood.map(understoodLabel), text).toContain(label);
      expect(
        read.understood.filter((item) => item.kind === "category"),
        text,
      ).toHaveLength(1);
      expect(read.words, text).toEqual([]);
    }
    expect(parseSearch("refrigerador acero inoxidable").words.map((word) => word.forms)).toEqual(
      parseSearch("stainless fridge").words.map((word) => word.forms),
    );
    // Colours, features and prices in Spanish, as in English (had been left out: every
    // refrigerator for "refrigerador negro"; "entre 1000 y 1500 dolares" had read 1000 alone).
    const colours = { brands: [], colors: ["Black", "White", "Stainless Steel", "Black Stainless Steel"] };
    const filters = (text: string) => planFilters(planned(text, colours).understood);
    expect(filters("refrigerador negro")).toEqual(filters("black fridge"));
    expect(filters("refrigerador negro").colors).toContain("Black");
    expect(filters("lavadora blanca")).toEqual(filters("white washer"));
    const forms = (text: string) => planned(text).words.map((word) => word.forms);
    expect(forms("refrigerador con dispensador de agua")).toEqual(forms("fridge with water dispenser"));
    expect(forms("estufa con freidora de aire")).toEqual(forms("range with air fryer"));
    expect(forms("nevera con fabrica de hielo")).toEqual(forms("fridge with ice maker"));
    expect(planned("lavavajillas silencioso").words.map(({ forms, measure }) => ({ forms, measure }))).toEqual(
      planned("quiet dishwasher").words.map(({ forms, measure }) => ({ forms, measure })),
    );
    expect(prices("lavadora menos de 500")).toEqual([[null, 500]]);
    expect(prices("secadora mas de 700 dolares")).toEqual([[700, null]]);
    expect(prices("refrigerador entre 1000 y 1500 dolares")).toEqual([[1000, 1500]]);
    expect(parseSearch("refrigerador entre 1000 y 1500 dolares").words).toEqual([]);
    expect(parseSearch("garantia extendida").words).toEqual([]);
    expect(groups("kitchen appliances")).toEqual(["refrigerator", "stove", "wall-oven", "dishwasher", "microwave"]);
    expect(groups("kitchen package")).toEqual(groups("kitchen appliances"));
    expect(understoodLabel(parseSearch("kitchen package").understood[0]!)).toBe(
      "Refrigerators, ranges, wall ovens, dishwashers, and microwaves",
    );
    expect(understood("fr door")).toEqual([["style", "fr door"]]);
    // How many a package holds says nothing ("4 piece kitchen package" had looked for a "4").
    for (const text of [
      "4 piece kitchen package",
      "3-piece kitchen suite",
      "4pc kitchen package",
      "two piece laundry set",
    ]) {
      expect(parseSearch(text).words, text).toEqual([]);
      expect(
        parseSearch(text).understood.map((item) => item.kind),
        text,
      ).toEqual(["category"]);
    }
  });

  it("reads what an appliance does as its kind, with my or the said inside", () => {
    const groups = (text: string) =>
      parseSearch(text).understood.flatMap((item) => (item.kind === "category" ? item.groups : []));
    for (const [text, group] of [
      ["something to wash clothes", "washer"],
      ["machine to wash my clothes", "washer"],
      ["something to dry the laundry", "dryer"],
      ["thing to do the dishes", "dishwasher"],
      ["something to keep my food cold", "refrigerator"],
      ["keeps drinks cold", "refrigerator"],
      ["something to heat food", "microwave"],
      ["reheat leftovers", "microwave"],
      ["something to cook dinner on", "stove"],
      ["appliance for cooking", "stove"],
      // A kind named by its name wins over what it does: a microwave to cook food is a microwave.
      ["microwave to cook food", "microwave"],
      ["microwave for cooking", "microwave"],
      ["microwave to boil water", "microwave"],
      // High efficiency is said of washers (alone it had found every product); beside a kind it
      // says nothing more.
      ["high efficiency", "washer"],
      ["hi efficiency", "washer"],
      ["h.e. washer", "washer"],
      ["high efficiency dryer", "dryer"],
      ["he dryer", "dryer"],
    ] as const) {
      expect(groups(text), text).toEqual([group]);
      expect(parseSearch(text).words, text).toEqual([]);
    }
    // Alone, "wash" is still a washer cut short; "heat" a word ("heat pump").
    expect(parseSearch("heat").understood).toEqual([]);
  });

  it("reads past what is true of every product here: a discount, delivery, pickup", () => {
    // "all", "everything" and the room it goes in tell no product apart.
    expect(understood("show all dishwashers")).toEqual([["category", "dishwashers"]]);
    for (const text of [
      "show all dishwashers",
      "everything",
      "washer for the laundry room",
      "most reliable washer brand",
      "cheap but good washer",
      "washer and dryer for both",
      // Every product here is discounted: the biggest discount is no order and no word.
      "highest discount",
      "deepest discounts",
      // The year's holiday sales, and who a price is for.
      "memorial day sale",
      "labor day appliance sale",
      "4th of july sale",
      "new years sale",
      "contractor pricing",
      "landlord special",
    ]) {
      expect(parseSearch(text).words, text).toEqual([]);
    }
    // "Free" with a service is that service, said as it is (haul-away costs $50).
    expect(parseSearch("free haul away").services).toEqual(["haulAway"]);
    expect(parseSearch("free installation").services).toEqual(["installation"]);
    expect(parseSearch("install included").words).toEqual([]);
    expect(parseSearch("pickup only").words).toEqual([]);
    expect(understood("largest discount dryer")).toEqual([
      ["bySpec", "largest discount"],
      ["category", "dryer"],
    ]);
    // The best deal is the most off; the best price the lowest.
    expect(understood("best deal on a fridge")).toEqual([
      ["bySpec", "best deal"],
      ["category", "fridge"],
    ]);
    expect(understood("best price washer")).toEqual([
      ["sort", "best price"],
      ["category", "washer"],
    ]);
    // "but not" still leaves out what follows it.
    expect(parseSearch("washer but not lg").words.map((word) => word.negated)).toEqual(["lg"]);
    expect(understood("low price washer")).toEqual([
      ["sort", "low price"],
      ["category", "washer"],
    ]);
    expect(parseSearch("washer free delivery").words).toEqual([]);
    expect(understood("washer free delivery")).toEqual([["category", "washer"]]);
    // A share off tells products apart, though: at least that much off the list price.
    for (const [text, share] of [
      ["60% off washer", "60% off"],
      ["50 percent off washer", "50 percent off"],
      ["half off washer", "half off"],
    ] as const) {
      expect(parseSearch(text).words, text).toEqual([]);
      expect(understood(text), text).toEqual([
        ["discount", share],
        ["category", "washer"],
      ]);
    }
    expect(parseSearch("fridge with delivery and extended warranty").services).toEqual(["delivery", "warranty"]);
    expect(parseSearch("fridge with delivery and extended warranty").words).toEqual([]);
    expect(parseSearch("washer").services).toEqual([]);
    // A length of time is no question about the store's hours, and no size or price.
    expect(parseSearch("dishwasher 1 hour wash").services).toEqual([]);
    expect(parseSearch("dishwasher 1 hour wash").words.map((word) => word.said)).toEqual(["wash"]);
    expect(parseSearch("washer 15 minute cycle").understood).toMatchObject([{ kind: "category" }]);
    expect(parseSearch("24 hour delivery").services).toEqual(["delivery"]);
    expect(parseSearch("store hours").services).toEqual(["showroom"]);
    expect(parseSearch("columbus ohio fridge near me").services).toEqual(["delivery", "showroom"]);
    // The store's town is also the house brand's first word.
    expect(parseSearch("reynoldsburg basics washer").services).toEqual([]);
    for (const text of ["can you install a dishwasher", "washer hook up", "installation", "dishwasher instalation"]) {
      expect(parseSearch(text).services, text).toEqual(["installation"]);
      expect(parseSearch(text).words, text).toEqual([]);
    }
    // Questions about the shop rather than a product: the results say what it offers.
    const asks: [string, string[]][] = [
      ["delivery to westerville", ["delivery"]],
      ["2nd floor delivery", ["stairs", "delivery"]],
      ["are you open sunday", ["showroom"]],
      ["phone number", ["contact"]],
      ["sales tax", ["tax"]],
      ["pay with paypal", ["payment"]],
      ["can i return a fridge", ["returns"]],
      ["track my order", ["orders"]],
      ["where is my order", ["orders"]],
      ["customer service", ["contact"]],
      ["old fridge removal", ["haulAway"]],
      // A repair is covered by the warranty; the results say we don't repair.
      ["washer repair", ["warranty"]],
      ["dryer won't start", ["warranty"]],
    ];
    for (const [text, services] of asks) {
      expect(parseSearch(text).services, text).toEqual(services);
      expect(parseSearch(text).words, text).toEqual([]);
    }
    // A phrase that says nothing wins over a negation it starts with when it is the longer.
    const broken = parseSearch("refrigerator ice maker not working");
    expect(broken.words.map((word) => [word.said, word.negated])).toEqual([["ice maker", undefined]]);
    expect(broken.services).toEqual(["warranty"]);
    expect(broken.notes).toEqual(["We sell appliances; we don't repair them."]);
    expect(parseSearch("w/o ice maker fridge").words.map((word) => word.negated)).toEqual(["ice maker"]);
    // Everything here is discounted, and the shop is an outlet; every appliance goes in a home,
    // and a second one is no other kind: these tell no product apart.
    for (const text of [
      "biggest discount",
      "appliance outlet",
      "save money dryer",
      "warehouse washer",
      "i need a new fridge for my kitchen",
      "spare fridge",
    ]) {
      expect(parseSearch(text).words, text).toEqual([]);
    }
    expect(understood("washer reviews")).toEqual([
      ["category", "washer"],
      ["sort", "reviews"],
    ]);
    expect(parseSearch("haul away my old fridge").services).toEqual(["haulAway"]);
    expect(parseSearch("haul away my old fridge").words).toEqual([]);
    expect(parseSearch("model number lrmvs").words.map((word) => word.said)).toEqual(["lrmvs"]);
    expect(understood("pickup today fridge")).toEqual([
      ["inStock", "pickup today"],
      ["category", "fridge"],
    ]);
  });

  it("reads a noise level said with its bound twice as one", () => {
    expect(understood("dishwasher 45 dba or less")).toEqual([
      ["category", "dishwasher"],
      ["noise", "45 dba or less"],
    ]);
    expect(parseSearch("dishwasher 45 dba or less").words).toEqual([]);
  });

  it("reads categories, styles, fuels, deals, sorts and stock", () => {
    expect(understood("wash machine")).toEqual([["category", "wash machine"]]);
    // Every dishwasher is built in; the freezer said where it is; an extra large capacity.
    expect(describePlan(planned("built-in dishwasher"))).toBe("built-in dishwashers");
    expect(planFilters(parseSearch("fridge with freezer on the bottom").understood).subtypes).toEqual([
      "Refrigerator - Bottom Freezer",
    ]);
    expect(parseSearch("extra large capacity dryer").words).toMatchObject([{ said: "extra large capacity" }]);
    expect(understood("cheap washer")).toEqual([
      ["sort", "cheap"],
      ["category", "washer"],
    ]);
    expect(understood("budget fridge")).toEqual([
      ["sort", "budget"],
      ["category", "fridge"],
    ]);
    // A price said not to be high is a low one ("not too expensive" had shown the dearest first).
    for (const [text, said] of [
      ["not too expensive washer", "not too expensive"],
      ["dishwasher not too pricey", "not too pricey"],
      ["washer that isnt expensive", "isnt expensive"],
      ["nothing too expensive fridge", "nothing too expensive"],
    ]) {
      expect(parseSearch(text!).understood, text).toContainEqual(
        expect.objectContaining({ kind: "sort", sort: "priceAsc", said }),
      );
    }
    expect(understood("30 inch gas range")).toEqual([
      ["width", "30 inch"],
      ["fuel", "gas"],
      ["category", "range"],
    ]);
    expect(understood("mini fridge")).toEqual([["style", "mini fridge"]]);
    expect(understood("OTR microwave")).toEqual([
      ["style", "OTR"],
      ["category", "microwave"],
    ]);
    expect(understood("over-the-range microwaves")).toEqual([
      ["style", "over-the-range"],
      ["category", "microwaves"],
    ]);
    expect(understood("scratch & dent washing machine")).toEqual([
      ["deal", "scratch & dent"],
      ["category", "washing machine"],
    ]);
    expect(understood("W/D in stock")).toEqual([
      ["category", "W/D"],
      ["inStock", "in stock"],
    ]);
    expect(understood("icebox")).toEqual([["category", "icebox"]]);
    // A pair is a washer with its dryer; a voice assistant is a smart appliance's.
    expect(describePlan(planned("pair under 2000"))).toBe("washers and dryers under $2,000");
    expect(describePlan(planned("works with google"))).toBe("smart");
    // A quick cycle, whatever its maker calls it ("TurboWash", "Express").
    expect(planned("washer fast cycle").words[0]!.forms).toContainEqual(["turbowash"]);
    expect(planned("washer with a short cycle").words[0]!.forms).toContainEqual(["quick", "wash"]);
    // "Cooking" names no feature of one range: every range.
    expect(understood("cooking range")).toEqual([["category", "cooking range"]]);
    expect(parseSearch("cooking range").words).toEqual([]);
    expect(understood("microwave over stove")).toEqual([
      ["category", "microwave"],
      ["style", "over stove"],
    ]);
    expect(understood("beer fridge")).toEqual([["style", "beer fridge"]]);
    expect(parseSearch("need washer and dryer asap under 1200 total").words).toEqual([]);
    expect(parseSearch("dishwasher with 3 racks").words.map((word) => word.forms)).toEqual([
      [
        ["third", "level", "rack"],
        ["third", "rack"],
      ],
    ]);
    // Two doors: French door and side-by-side refrigerators both.
    expect(planFilters(parseSearch("double door fridge").understood).subtypes).toEqual([
      "Refrigerator - French Door",
      "Refrigerator - Side-by-Side",
    ]);
    expect(understood("2 door fridge")).toEqual([
      ["style", "2 door"],
      ["category", "fridge"],
    ]);
    // "cooler" is a compact refrigerator, not a mistyped "cooker"; combos are washers and dryers.
    expect(understood("wine cooler")).toEqual([["style", "wine cooler"]]);
    expect(understood("cooler")).toEqual([["style", "cooler"]]);
    expect(understood("all in one washer dryer")).toEqual([["category", "all in one washer dryer"]]);
    expect(understood("2 in 1 washer dryer")).toEqual([["category", "2 in 1 washer dryer"]]);
    expect(parseSearch("2-in-1 washer dryer").words).toEqual([]);
    expect(understood("floor model dryer")).toEqual([
      ["deal", "floor model"],
      ["category", "dryer"],
    ]);
    expect(parseSearch("induction cooktop").understood[1]).toMatchObject({
      kind: "category",
      note: expect.any(String),
    });
    // A rangetop is a cooktop ("range top" had looked for "top": two ranges of seventeen).
    for (const text of ["range top", "rangetop", "gas range top"]) {
      expect(parseSearch(text).words, text).toEqual([]);
      expect(parseSearch(text).understood.at(-1), text).toMatchObject({ kind: "category", note: expect.any(String) });
    }
  });

  it("names each filter for its chip and removes it from the search text", () => {
    const labels = (text: string) => parseSearch(text).understood.map(understoodLabel);
    expect(labels("cheap 30 inch gas range under $1,500")).toEqual([
      "Price: Low to High",
      '30" wide',
      "Gas",
      "Ranges",
      "Under $1,500",
    ]);
    expect(labels("washer dryer 5 cu ft 45 dba open box $500-$900")).toEqual([
      "Washers and dryers",
      "About 5 cu. ft.",
      "45 dBA or quieter",
      "Open Box",
      "$500 to $900",
    ]);
    const parsed = parseSearch("cheap  LG washer under 500");
    expect(withoutSaid(parsed.text, parsed.understood[2]!)).toBe("cheap LG washer");
    expect(withoutSaid(parsed.text, parsed.understood[0]!)).toBe("LG washer under 500");
  });
});

describe("plans", () => {
  it("combines filters: any of one kind, all kinds together", () => {
    expect(planFilters(parseSearch("gas range").understood).subtypes).toEqual(["Range - Gas", "Range - Slide-In Gas"]);
    expect(planFilters(parseSearch("washer and dryer").understood).subtypes).toHaveLength(4);
    expect(planFilters(parseSearch("washer n dryer").understood).subtypes).toHaveLength(4);
    expect(parseSearch("washer n dryer").words).toEqual([]);
    expect(planFilters(parseSearch("slide in electric oven").understood).subtypes).toEqual([
      "Range - Slide-In Electric",
    ]);
    expect(planFilters(parseSearch("30 inch range 5 cu ft under 900 over 400").understood)).toMatchObject({
      width: [[29.4, 31.6]],
      capacity: [[4.5, 5.5]],
      minPrice: 400,
      maxPrice: 900,
    });
  });

  it("pairs brands each said before a kind with that kind", () => {
    const facets = { brands: ["LG", "Samsung", "Whirlpool"], colors: [] };
    const filters = (text: string) => planFilters(planned(text, facets).understood);
    const washers = subtypesOfGroup("washer");
    const dryers = subtypesOfGroup("dryer");
    // "lg washer and samsung dryer" had shown Samsung washers and LG dryers too, a Samsung washer first.
    expect(filters("lg washer and samsung dryer").brandKinds).toEqual([
      { brand: "LG", subtypes: washers },
      { brand: "Samsung", subtypes: dryers },
    ]);
    expect(filters("samsung washer lg dryer").brandKinds).toHaveLength(2);
    expect(describePlan(planned("lg washer and samsung dryer", facets))).toBe("LG washers and Samsung dryers");
    // A style or fuel between a brand and its kind keeps them paired.
    expect(describePlan(planned("lg front load washer and samsung gas dryer", facets))).toBe(
      "LG front load washers and Samsung gas dryers",
    );
    // Brands said any other way go with every kind said.
    for (const text of [
      "lg or samsung washer",
      "lg washer and dryer",
      "samsung washer and samsung dryer",
      "washer lg",
    ]) {
      expect(filters(text).brandKinds, text).toBeNull();
    }
    expect(describePlan(planned("lg washer and dryer", facets))).toBe("LG washers and dryers");
  });

  it("reads a fuel or style that fits none of the categories as words", () => {
    const plan = planned("gas washer");
    expect(plan.understood.map((item) => item.kind)).toEqual(["category"]);
    expect(plan.words.map((word) => word.forms)).toEqual([[["gas"]]]);
    const mini = planned("mini microwave");
    expect(mini.words.map((word) => word.said)).toEqual(["mini"]);
    expect(planFilters(mini.understood).subtypes).toEqual(["Microwave - Over-the-Range"]);
  });

  it("corrects a mistyped category word to the category, not to a close brand", () => {
    expect(correctWord("frige", [{ word: "frigidaire", products: 20 }])).toEqual({ shopWord: "fridge" });
    expect(correctWord("dishwaser", [])).toEqual({ shopWord: "dishwasher" });
    expect(correctWord("microwve", [])).toEqual({ shopWord: "microwave" });
    // A shop word of four letters only for two letters swapped: "ovne" is an oven, "open" is not;
    // a category's also for one vowel typed for another ("ovan"), no other word's ("mine" is no "mini").
    expect(correctWord("ovne", [])).toEqual({ shopWord: "oven" });
    expect(correctWord("open", [])).toBeNull();
    expect(correctWord("ovan", [])).toEqual({ shopWord: "oven" });
    expect(correctWord("mine", [])).toBeNull();
    expect(understood("ranges gass")).toEqual([
      ["category", "ranges"],
      ["fuel", "gass"],
    ]);
    expect(understood("clothes drier")).toEqual([["category", "clothes drier"]]);
    // "engery star" (two letters moved: too far to correct) is a listed misspelling.
    expect(parseSearch("engery star washer").words.map((word) => word.forms)).toEqual(
      parseSearch("energy star washer").words.map((word) => word.forms),
    );
    expect(parseSearch("engery star washer").corrections).toMatchObject([{ to: "energy star" }]);
    expect(correctWord("frigidare", [{ word: "frigidaire", products: 20 }])).toEqual({ catalogueWord: "frigidaire" });
    expect(correctWord("whirpool", [{ word: "whirlpool", products: 24 }])).toEqual({ catalogueWord: "whirlpool" });
    expect(
      correctWord("sansung", [
        { word: "samsung", products: 30 },
        { word: "sung", products: 1 },
      ]),
    ).toEqual({ catalogueWord: "samsung" });
    // Too far from anything, or too short to correct.
    expect(correctWord("xyzzy", [{ word: "fizzy", products: 3 }])).toBeNull();
    expect(correctWord("ge", [{ word: "get", products: 3 }])).toBeNull();
    // A shop word from four letters, another word of the catalogue from five: a short word is
    // more often another real word than a typo.
    expect(correctWord("dryr", [])).toEqual({ shopWord: "dryer" });
    expect(correctWord("beer", [{ word: "been", products: 40 }])).toBeNull();
    expect(correctWord("handel", [{ word: "handle", products: 2 }])).toEqual({ catalogueWord: "handle" });
    expect(editDistance("rnage", "range")).toBe(1);
    expect(editDistance("frige", "fridge")).toBe(1);
    // Asked within a limit, any answer above it is the limit and one.
    expect(editDistance("frige", "fridge", 1)).toBe(1);
    expect(editDistance("washer", "dryer", 1)).toBe(2);
    expect(editDistance("rnage", "range", 0)).toBe(1);
    // Its rows are reused from call to call: a long word after short ones, and pairs of every
    // length, agree with the whole table worked out plainly.
    expect(editDistance("x".repeat(200), `${"x".repeat(199)}y`)).toBe(1);
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const word = () => Array.from({ length: Math.floor(next() * 9) }, () => "abcd"[Math.floor(next() * 4)]).join("");
    for (let pair = 0; pair < 2000; pair += 1) {
      const [a, b] = [word(), word()];
      const table = plainEditDistance(a, b);
      expect(editDistance(a, b), `${a} ${b}`).toBe(table);
      for (const limit of [0, 1, 2]) expect(editDistance(a, b, limit), `${a} ${b}`).toBe(Math.min(table, limit + 1));
    }
    // A short word starts as the word it mistypes: the same letter, the first two swapped, or a
    // key beside it ("sryer"); "bridge" is another word, not fridge.
    expect(correctWord("bridge", [{ word: "fridge", products: 4 }])).toBeNull();
    expect(correctWord("sryer", [])).toEqual({ shopWord: "dryer" });
    expect(correctWord("rfidge", [])).toEqual({ shopWord: "fridge" });
    expect(correctWord("bange", [{ word: "range", products: 9 }])).toBeNull();
    expect(correctWord("vlack", [{ word: "black", products: 5 }])).toEqual({ catalogueWord: "black" });
  });

  it("reads what the shopper does not want: a feature, a word, or a filter's words after no, without, non", () => {
    const plan = (text: string) => planned(text, { brands: ["Samsung"], colors: [] });
    const noIce = plan("fridge without ice maker");
    expect(noIce.understood).toMatchObject([{ kind: "category", groups: ["refrigerator"] }]);
    expect(noIce.words).toMatchObject([{ said: "without ice maker", negated: "ice maker", forms: [["ice"]] }]);
    expect(describePlan(noIce)).toBe("refrigerators without ice maker");
    expect(plan("fridge without an ice maker").words).toMatchObject([{ negated: "ice maker", forms: [["ice"]] }]);
    // The noise a product should not make is a quiet one ("dishwasher that isn't loud" had read
    // every dishwasher; "fridge that doesn't make noise" had looked for "make noise").
    for (const text of ["dishwasher that isnt loud", "dishwasher not too loud", "fridge that doesnt make noise"]) {
      expect(plan(text).words, text).toMatchObject([{ measure: { noiseAtMost: 46 } }]);
    }
    // How much between says nothing of what: "not too big" is "not big" (it had read "big": the
    // largest refrigerators).
    const notBig = plan("not big fridge").words.map(({ negated, forms, measure }) => ({ negated, forms, measure }));
    expect(notBig).toMatchObject([{ negated: expect.any(String) }]);
    for (const text of ["not too big fridge", "fridge that is not that big", "not very big fridge"]) {
      expect(
        plan(text).words.map(({ negated, forms, measure }) => ({ negated, forms, measure })),
        text,
      ).toEqual(notBig);
    }
    expect(plan("non-smart washer").words).toMatchObject([
      { negated: "smart", forms: [["smart"], ["wi", "fi"], ["wifi"], ["thinq"], ["smartthings"], ["smarthq"]] },
    ]);
    // A filter's words: "no agitator" is not top load washers, it is washers with an impeller
    // (their text says "no agitator" too, so leaving out the word would leave them out).
    const agitator = plan("washer w/o agitator");
    expect(planFilters(agitator.understood).subtypes).toEqual(planFilters(plan("washer").understood).subtypes);
    expect(agitator.words).toMatchObject([{ forms: [["impeller"]] }]);
    // A style not wanted is looked for in the singular, as products are named, and as the shop
    // names it ("no french doors" had looked for "doors": every refrigerator, French doors first).
    expect(plan("fridge without french doors").words).toMatchObject([{ forms: [["french", "door"]] }]);
    expect(plan("washers no front loaders").words).toMatchObject([
      {
        forms: [
          ["front", "loader"],
          ["front", "load"],
        ],
      },
    ]);
    expect(plan("fridge no mini").words).toMatchObject([{ forms: [["mini"], ["compact"]] }]);
    // A brand not wanted stays a word; a negation with nothing after it says nothing.
    expect(planFilters(plan("not samsung fridge").understood).brands).toBeNull();
    expect(describePlan(plan("not samsung fridge"))).toBe("refrigerators without samsung");
    expect(plan("washer no 500").words.map((word) => word.said)).toEqual(["500"]);
    expect(plan("no").words).toEqual([]);
    // A negation covers a list said with "or" or "nor"; a filter after "or" is asked for.
    expect(plan("fridge no ice or water dispenser").words).toMatchObject([
      { negated: "ice", forms: [["ice"]] },
      { said: "or water dispenser", negated: "water dispenser", forms: [["water", "dispenser"]] },
    ]);
    expect(describePlan(plan("fridge no ice or water dispenser"))).toBe("refrigerators without ice or water dispenser");
    expect(plan("neither steam nor wifi washer").words.map((word) => word.negated)).toEqual(["steam", "wifi"]);
    // "nor" with nothing after it, or alone, says nothing.
    expect(plan("neither nor").words).toEqual([]);
    expect(plan("washer nor").words).toEqual([]);
    const gas = plan("dryer without steam or gas");
    expect(gas.words.map((word) => word.negated)).toEqual(["steam"]);
    expect(planFilters(gas.understood).subtypes).toEqual(["Dryer - Gas"]);
    // A shop phrase that starts with "no" is the feature it names, not a negation.
    expect(plan("no frost fridge").words).toMatchObject([
      {
        said: "no frost",
        forms: [
          ["frost", "free"],
          ["no", "frost"],
          ["auto", "defrost"],
        ],
      },
    ]);
    expect(plan("no frost fridge").words[0]).not.toHaveProperty("negated");
    expect(plan("no fingerprints").words[0]).not.toHaveProperty("negated");
    // Free of smudges or noise is the feature, free of scratches a finish: no word looked for
    // alone ("smudge free fridge" had looked for "free"; "noise free dishwasher" for "noise";
    // "scratch resistant" had shown the scratch-and-dent units).
    const featureForms = (text: string) => plan(text).words.map((word) => word.forms);
    expect(featureForms("smudge free fridge")).toEqual(featureForms("fingerprint resistant fridge"));
    expect(featureForms("noise free dishwasher")).toEqual(featureForms("quiet dishwasher"));
    expect(plan("scratch resistant range").understood.map((item) => item.kind)).toEqual(["category"]);
    expect(plan("scratch resistant range").words).toMatchObject([{ forms: [["scratch", "resistant"]] }]);
    expect(plan("no no no").words).toEqual([]);
    expect(plan("not not samsung").words).toMatchObject([{ negated: "samsung" }]);
  });

  it("reads except, excluding and other than as what the shopper does not want", () => {
    const negated = (text: string) => parseSearch(text).words.map((word) => word.negated);
    expect(negated("fridge that doesn't have ice maker")).toEqual(["ice maker"]);
    expect(negated("washer that dont have steam")).toEqual(["steam"]);
    expect(negated("washer that isnt smart")).toEqual(["smart"]);
    // A minus before a word, as in a web search; never a dash inside words or a price range.
    expect(negated("washer -samsung")).toEqual(["samsung"]);
    expect(negated("fridge -ice maker")).toEqual(["ice maker"]);
    expect(understood("range -gas")).toEqual([
      ["category", "range"],
      ["fuel", "-gas"],
    ]);
    expect(negated("washer - samsung")).toEqual([undefined]);
    expect(understood("side-by-side fridge")).toEqual([
      ["style", "side-by-side"],
      ["category", "fridge"],
    ]);
    expect(prices("washer 500-800")).toEqual([[500, 800]]);
    // What a shopper hopes a product will not do says nothing ("smell" is no "small").
    expect(parseSearch("washer that doesnt smell").words).toEqual([]);
    expect(understood("washer that doesnt smell")).toEqual([["category", "washer"]]);
    // A trouble the product should handle is looked for as said (Wrinkle Shield), not left out.
    const said = (text: string) => parseSearch(text).words.map((word) => [word.said, word.negated]);
    expect(said("dryer that doesnt wrinkle")).toEqual([["wrinkle", undefined]]);
    expect(said("washer which won't shake")).toEqual([["shake", undefined]]);
    expect(said("washer that does not vibrate")).toEqual([["vibrate", undefined]]);
    expect(negated("fridge that doesnt come with an ice maker")).toEqual(["ice maker"]);
    expect(negated("lg excluding smart")).toEqual([undefined, "smart"]);
    expect(negated("fridge except french door")).toEqual(["french door"]);
    expect(negated("washer other than samsung")).toEqual(["samsung"]);
    // "any color but white" is every colour but white, not white.
    expect(negated("any color but white washer")).toEqual(["white"]);
    expect(understood("any color but white washer")).toEqual([["category", "washer"]]);
    expect(negated("fridge any finish but stainless")).toEqual(["stainless"]);
    // A fuel not wanted is every other fuel, as a filter, not a word a description may say
    // ("ordered the gas one by mistake"): "dryer not gas" is the electric dryers.
    expect(understood("dryer not gas")).toEqual([
      ["category", "dryer"],
      ["fuel", "not gas"],
    ]);
    expect(negated("dryer not gas")).toEqual([]);
    // Mistyped, it is corrected and says so.
    expect(parseSearch("dryer not gass").corrections).toMatchObject([{ said: { said: "gass" }, to: "gas" }]);
    expect(planFilters(planned("dryer not gass").understood).subtypes).toEqual(["Dryer - Electric"]);
    expect(describePlan(planned("non-gas dryer"))).toBe("non-gas dryers");
    expect(planFilters(planned("dryer without gas").understood).subtypes).toEqual(["Dryer - Electric"]);
    // Induction ranges run on electricity: "not electric" is gas; "not induction" keeps the other electric ones.
    expect(planFilters(planned("range not electric").understood).subtypes).toEqual([
      "Range - Gas",
      "Range - Slide-In Gas",
    ]);
    expect(planFilters(planned("range not induction").understood).subtypes).toContain("Range - Electric");
    expect(planFilters(planned("range not induction").understood).subtypes).not.toContain("Range - Induction");
    expect(planFilters(planned("slide in range no gas").understood).subtypes).toEqual(["Range - Slide-In Electric"]);
    // Beside a fuel wanted, one not wanted narrows it ("electric range no induction" had shown
    // the induction ranges too, every electric one or any but induction).
    expect(planFilters(planned("electric range no induction").understood).subtypes).toEqual([
      "Range - Electric",
      "Range - Slide-In Electric",
    ]);
    expect(planFilters(planned("gas or electric range not induction").understood).subtypes).toEqual(
      planFilters(planned("range not induction").understood).subtypes,
    );
    // A colour not wanted is every other colour of the catalogue, with its chip.
    const colors = { brands: ["Samsung"], colors: ["White", "Black", "Stainless Steel", "Black Stainless Steel"] };
    expect(planned("washer not stainless", colors).understood).toMatchObject([
      { kind: "category" },
      { kind: "color", colors: ["White", "Black"], name: "non-stainless", said: "not stainless" },
    ]);
    expect(describePlan(planned("any color but white fridge", colors))).toBe("non-white refrigerators");
    // A brand not wanted, and a colour the shop does not have, stay words left out.
    expect(planned("not samsung fridge", colors).words).toMatchObject([{ negated: "samsung" }]);
    expect(planned("fridge not red", colors).words).toMatchObject([{ negated: "red" }]);
    // Where the kinds asked for have no fuel, its word is left out as said.
    expect(planned("dishwasher no gas").words).toMatchObject([{ said: "no gas", forms: [["gas"]], negated: "gas" }]);
  });

  it("reads a shop phrase typed with a mistake as the phrase, and says so", () => {
    const plan = (text: string) => planned(text);
    const washing = plan("washing machne");
    expect(washing.understood).toMatchObject([{ kind: "category", groups: ["washer"], said: "washing machne" }]);
    expect(correctedOf(washing)).toBe("washing machine");
    expect(planFilters(plan("scrach and dent dryer").understood).deal).toBe("scratch-dent");
    expect(correctedOf(plan("scrach and dent dryer"))).toBe("scratch and dent dryer");
    expect(describePlan(plan("top loadr washer"))).toBe("top load washers");
    const star = plan("energy stra washer");
    expect(star.words).toMatchObject([{ said: "energy stra", forms: [["energy", "star"]], shown: "energy star" }]);
    expect(describePlan(star)).toBe("energy star washers");
    // One word at least as written, or both words of a phrase of two long words; a word of three
    // letters only with a letter left out, two swapped or a key beside one hit, which the phrase
    // says ("top lod", "french dor", "air fyr", "side by sid").
    expect(correctedOf(plan("wshing machne"))).toBe("washing machine");
    expect(correctedOf(plan("tp lod washer"))).toBeNull();
    expect(correctedOf(plan("top lod washer"))).toBe("top load washer");
    expect(describePlan(plan("french dor fridge"))).toBe("French door refrigerators");
    expect(describePlan(plan("air fyr range"))).toBe("air fry ranges");
    expect(correctedOf(plan("side by sid"))).toBe("side by side");
    // A key beside one hit in a word of three, which the phrase says ("tip freezer" had shown the
    // French doors first).
    expect(describePlan(plan("tip freezer fridge"))).toBe("top freezer refrigerators");
    expect(describePlan(plan("tip load washer"))).toBe("top load washers");
    // A word of two letters, a phrase's word of three with a letter left out, when the rest of
    // the phrase is as written and the two letters are no word ("tp load washer" had shown front
    // loads first); "to", "as" and the like stay words ("easy to load" is no top load).
    expect(describePlan(plan("tp load washer"))).toBe("top load washers");
    expect(correctedOf(plan("tp load washer"))).toBe("top load washer");
    expect(describePlan(plan("tp freezer fridge"))).toBe("top freezer refrigerators");
    expect(describePlan(plan("ar fry range"))).toBe("air fry ranges");
    expect(correctedOf(plan("washer easy to load"))).toBeNull();
    expect(correctedOf(plan("to load washer"))).toBeNull();
    // A short word of the vocabulary read as another only in a phrase of three words or more, the
    // others as written: "ovr" (a price's "over") in "ovr the range" had shown ranges first.
    expect(describePlan(plan("ovr the range microwave"))).toBe("over-the-range microwaves");
    expect(correctedOf(plan("ovr the range microwave"))).toBe("over the range microwave");
    expect(correctedOf(plan("ovr range microwave"))).toBeNull();
    // One letter more at a word's end, though it makes a word of the vocabulary ("start").
    expect(correctedOf(plan("energy start washer"))).toBe("energy star washer");
    // Both words of a phrase of two long words mistyped.
    expect(correctedOf(plan("stainles steal fridge"))).toBe("stainless steel fridge");
    expect(plan("stainles steal fridge").words).toMatchObject([{ forms: [["stainless"]] }]);
    expect(correctedOf(plan("gaz rnge"))).toBeNull();
    expect(correctedOf(plan("top lid washer"))).toBeNull();
    expect(correctedOf(plan("gas oen"))).toBeNull();
    expect(correctedOf(plan("washing machine"))).toBeNull();
    // A word the search reads around sizes is no mistyped word of a phrase: "wide" is no "wine".
    expect(correctedOf(plan("wide fridge"))).toBeNull();
    expect(plan("wide fridge").understood.map((item) => item.kind)).toEqual(["bySpec", "category"]);
  });

  it("reads a shop word cut short as the shop word, unless a brand or colour starts so too", () => {
    const facets = { brands: ["Frigidaire", "Samsung", "Speed Queen"], colors: ["Stainless Steel", "White"] };
    const plan = (text: string) => planned(text, facets);
    for (const [typed, group, corrected] of [
      ["fridg", "refrigerator", "fridge"],
      ["rang", "stove", "range"],
      ["dishwash", "dishwasher", "dishwasher"],
      ["microwav", "microwave", "microwave"],
      ["wash", "washer", "washer"],
      // Stovetop starts so too, with a note about cooktops: it asks for ranges all the same.
      ["stov", "stove", "stove"],
    ] as const) {
      const cut = plan(typed);
      expect(cut.understood, typed).toMatchObject([{ kind: "category", groups: [group], said: typed }]);
      expect(correctedOf(cut)).toBe(corrected);
    }
    expect(describePlan(plan("samsung fridg"))).toBe("Samsung refrigerators");
    // A word the catalogue has as a word of its own stays that word ("gentle wash").
    const gentleWash = planSearch(parseSearch("gentle wash"), [found, { ...found, whole: true }], facets);
    expect(gentleWash.words.map((word) => word.said)).toEqual(["gentle", "wash"]);
    expect(correctedOf(gentleWash)).toBeNull();
    // A quick wash is the quick cycle, whatever its maker calls it.
    expect(planned("quick wash").words[0]!.forms).toContainEqual(["turbowash"]);
    // "stainl" may be a colour; "over" and "front" are words of phrases ("over 500", "front
    // load"); three letters are too few to tell.
    for (const typed of ["stainl", "over", "front", "dis"]) {
      expect(correctedOf(plan(typed)), typed).toBeNull();
      expect(
        plan(typed).words.map((word) => word.said),
        typed,
      ).toEqual([typed]);
    }
  });

  it("tells the start of a word typed with one mistake ('wirl' of whirlpool), four letters or more, or two left out of six", () => {
    expect(startsWithTypo("wirl", "whirlpool")).toBe(true);
    expect(startsWithTypo("whril", "whirlpool")).toBe(true);
    expect(startsWithTypo("smas", "samsung")).toBe(true);
    expect(startsWithTypo("micrwv", "microwave")).toBe(true);
    expect(startsWithTypo("micrw", "microwave")).toBe(true);
    expect(startsWithTypo("whir", "whirlpool")).toBe(false);
    expect(startsWithTypo("wir", "whirlpool")).toBe(false);
    expect(startsWithTypo("wash", "whirlpool")).toBe(false);
  });

  it("tells a word of six letters or more typed with two letters left out, not its first, nor its last two", () => {
    expect(twoLettersLeftOut("whirpol", "whirlpool")).toBe(true);
    expect(twoLettersLeftOut("micrwve", "microwave")).toBe(true);
    expect(twoLettersLeftOut("icrowae", "microwave")).toBe(false);
    expect(twoLettersLeftOut("samsg", "samsung")).toBe(false);
    expect(twoLettersLeftOut("whirlpo", "whirlpool")).toBe(false);
    expect(twoLettersLeftOut("install", "installer")).toBe(false);
    expect(twoLettersLeftOut("whirpl", "whirlpool")).toBe(false);
    expect(twoLettersLeftOut("whirlopl", "whirlpool")).toBe(false);
  });

  it("tells a word written without its vowels, as in a text message, and nothing else left out", () => {
    expect(vowelsLeftOut("frdg", "fridge")).toBe(true);
    expect(vowelsLeftOut("dshwshr", "dishwasher")).toBe(true);
    expect(vowelsLeftOut("micrwv", "microwave")).toBe(true);
    // One of a doubled letter goes with the vowels ("stnls": stainless).
    expect(vowelsLeftOut("stnls", "stainless")).toBe(true);
    // A consonant left out, the first letter, one vowel only, or a word too short: no.
    expect(vowelsLeftOut("frge", "fridge")).toBe(false);
    expect(vowelsLeftOut("rdg", "fridge")).toBe(false);
    expect(vowelsLeftOut("wshe", "washe")).toBe(false);
    expect(vowelsLeftOut("ovn", "oven")).toBe(false);
    expect(vowelsLeftOut("wash", "washer")).toBe(false);
    // A word that keeps a vowel and leaves out only two may be one being typed ("retr": retro).
    expect(vowelsLeftOut("retr", "retiro")).toBe(false);
  });

  it("reads a microwave to go over a range as an over-the-range microwave, the range's width its own", () => {
    const read = (text: string) => parseSearch(text).understood;
    for (const text of [
      "microwave over 30 inch range",
      "microwave that fits above 30 inch range",
      'microwave to go over my 30" stove',
    ]) {
      const understood = read(text);
      expect(
        understood.some((item) => item.kind === "category" && item.groups.includes("stove")),
        text,
      ).toBe(false);
      expect(
        understood.find((item) => item.kind === "style"),
        text,
      ).toMatchObject({ name: "over-the-range" });
      const width = understood.find((item) => item.kind === "width");
      expect(width, text).toMatchObject({ inches: 30 });
      expect(width && "atLeast" in width && width.atLeast, text).toBeFalsy();
    }
    expect(
      read("microwave over a gas range")
        .map((item) => item.kind)
        .sort(),
    ).toEqual(["category", "style"]);
    // Not when something else is said between ("microwave over $300 range"), nor without a microwave.
    expect(read("microwave over $300 range").some((item) => item.kind === "style")).toBe(false);
    expect(read("washer over 30 inch range").some((item) => item.kind === "style")).toBe(false);
    expect(read("range with microwave over it").some((item) => item.kind === "style")).toBe(false);
  });

  it("never corrects a word to one it is made from ('compactor' is no typo of compact)", () => {
    expect(correctWord("compactor", [])).toBeNull();
    expect(correctWord("rangehood", [{ word: "range", products: 17 }])).toBeNull();
    expect(correctWord("handlers", [{ word: "handle", products: 9 }])).toBeNull();
    // One letter more is a slip.
    expect(correctWord("washerr", [])).toEqual({ shopWord: "washer" });
  });

  it("never corrects to a word made from the typed one with letters before it ('inexpensive')", () => {
    expect(correctWord("flatable", [{ word: "inflatable", products: 3 }])).toBeNull();
    expect(understood("most expensive fridge")).toEqual([
      ["sort", "most expensive"],
      ["category", "fridge"],
    ]);
    expect(parseSearch("most expensive fridge").understood[0]).toMatchObject({ sort: "priceDesc" });
    for (const text of ["lowest priced dishwasher", "least expensive dishwasher"]) {
      expect(parseSearch(text).understood[0], text).toMatchObject({ kind: "sort", sort: "priceAsc" });
      expect(parseSearch(text).words, text).toEqual([]);
    }
  });

  it("reads a category said with a narrower one as the narrower one", () => {
    expect(describePlan(planned("range with oven"))).toBe("ranges");
    expect(describePlan(planned("range with double oven"))).toBe("double oven ranges");
    expect(planFilters(planned("laundry washer").understood).subtypes).toEqual(
      planFilters(planned("washer").understood).subtypes,
    );
    expect(describePlan(planned("washer, dryer"))).toBe("washers and dryers");
    // With several kinds named, a style or fuel narrows only the kinds it applies to.
    const frontLoad = planFilters(planned("front load washer and dryer").understood).subtypes!;
    expect(frontLoad).toContain("Washer - Front Load");
    expect(frontLoad).not.toContain("Washer - Top Load");
    expect(frontLoad).toEqual(expect.arrayContaining(["Dryer - Electric", "Dryer - Gas"]));
    const gas = planFilters(planned("gas washer and dryer").understood).subtypes!;
    expect(gas).toContain("Washer - Top Load");
    expect(gas).not.toContain("Dryer - Electric");
    // And is named with them alone, last.
    expect(describePlan(planned("front load washer and dryer"))).toBe("dryers and front load washers");
    expect(describePlan(planned("gas washer and dryer"))).toBe("washers and gas dryers");
    expect(describePlan(planned("kitchen package gas"))).toBe(
      "refrigerators, wall ovens, dishwashers, microwaves, and gas ranges",
    );
    // One kind that the fuel leaves nothing of still reads the fuel as a word.
    expect(planned("gas washer").words.map((word) => word.said)).toEqual(["gas"]);
  });

  it("plans corrections: a category word becomes the category, another word matches its correction", () => {
    const parsed = parseSearch("whirpool frige");
    const plan = planSearch(parsed, [notFound(["whirlpool", 24]), notFound(["frigidaire", 20])]);
    expect(plan.words).toMatchObject([{ said: "whirpool", forms: [["whirlpool"]], typo: true, shown: "whirlpool" }]);
    expect(plan.understood).toMatchObject([{ kind: "category", groups: ["refrigerator"], said: "frige" }]);
    expect(correctedOf(plan)).toBe("whirlpool fridge");
    // A word that is no shop word follows the kind of product it is looked for in.
    expect(describePlan(plan)).toBe('refrigerators matching "whirlpool"');
    expect(correctedOf(planned("whirlpool dryer"))).toBeNull();
  });

  it("reads a word of everyday English as typed, never as a typo of a word a letter or two from it", () => {
    // A word English has is meant as typed, not as the catalogue's word a letter or two away.
    for (const [typed, to] of [
      ["feels", "feet"],
      ["heart", "heat"],
      ["toast", "roast"],
      ["track", "rack"],
      ["steal", "steam"],
      ["collection", "convection"],
      ["while", "white"],
      ["towels", "tower"],
      ["closest", "closet"],
      // A rarer word of English, where the correction is no English word: another language's,
      // a word run together.
      ["retro", "retiro"],
      ["fedora", "freidora"],
      ["winemaker", "icemaker"],
    ] as const) {
      expect(meantAsTyped(typed, to), typed).toBe(true);
    }
    // A shop word with another ending is that word; a slip shoppers make for a shop word is a
    // slip though English has it; a word English has not is a typo.
    for (const [typed, to] of [
      ["freeze", "freezer"],
      ["washes", "washer"],
      ["dried", "drier"],
      ["ranges", "range"],
      ["quite", "quiet"],
      ["back", "black"],
      ["rage", "range"],
      ["ridge", "fridge"],
      ["cheep", "cheap"],
      ["frige", "fridge"],
      ["towrs", "tower"],
      // A rarer word of English a letter from an English shop word is a slip of it.
      ["dyer", "dryer"],
      ["dishwater", "dishwasher"],
      ["wisher", "washer"],
    ] as const) {
      expect(meantAsTyped(typed, to), typed).toBe(false);
    }
    expect(correctedOf(planned("whirlpool quite dishwasher", undefined, [found, notFound(), found]))).toBe(
      "whirlpool quiet dishwasher",
    );
  });

  it("reads the catalogue's brands (also of two words, also corrected) and colours as filters", () => {
    const facets = {
      brands: ["LG", "Speed Queen", "Whirlpool"],
      colors: ["Black", "Black Stainless Steel", "Stainless Steel", "White"],
    };
    const plan = (text: string, lookups?: WordLookup[]) => planned(text, facets, lookups);
    const queen = plan("speed queen stainless washer");
    expect(queen.words).toEqual([]);
    expect(planFilters(queen.understood)).toMatchObject({
      brands: ["Speed Queen"],
      colors: ["Black Stainless Steel", "Stainless Steel"],
    });
    expect(describePlan(queen)).toBe("Speed Queen stainless washers");
    // A colour's word cut short near its end is the colour, said so; one cut shorter stays a word.
    const whit = plan("whit washer");
    expect(planFilters(whit.understood).colors).toEqual(["White"]);
    expect(correctedOf(whit)).toBe("white washer");
    expect(planFilters(plan("stainles fridge").understood).colors).toEqual([
      "Black Stainless Steel",
      "Stainless Steel",
    ]);
    expect(plan("stainl fridge").words.map((word) => word.said)).toEqual(["stainl"]);
    expect(plan("not whit washer").words.map((word) => word.negated)).toEqual(["whit"]);
    // A brand said as a plural, a short one too.
    expect(describePlan(plan("lgs washers"))).toBe("LG washers");
    expect(correctedOf(plan("lgs washers"))).toBeNull();
    // One of two words too, with its "s" apart ("speed queen s washer" had looked for "s").
    expect(describePlan(plan("speed queen s washer"))).toBe("Speed Queen washers");
    expect(plan("speed queen s washer").words).toEqual([]);
    expect(planFilters(plan("black stainless steel fridge").understood).colors).toEqual(["Black Stainless Steel"]);
    expect(planFilters(plan("black").understood).colors).toEqual(["Black", "Black Stainless Steel"]);
    // Two colours said apart are either of them, never the one whose name holds both words.
    for (const text of ["black or stainless fridge", "black and stainless fridge"]) {
      expect(planFilters(plan(text).understood).colors, text).toEqual([
        "Black",
        "Black Stainless Steel",
        "Stainless Steel",
      ]);
    }
    expect(planFilters(plan("black-stainless fridge").understood).colors).toEqual(["Black Stainless Steel"]);
    expect(planFilters(plan("s/s fridge").understood).colors).toEqual(["Black Stainless Steel", "Stainless Steel"]);
    // A colour not wanted narrows the colours said ("stainless, not black": stainless steel only).
    expect(planFilters(plan("stainless not black").understood).colors).toEqual(["Stainless Steel"]);
    expect(planFilters(plan("white not black fridge").understood).colors).toEqual(["White"]);
    expect(planFilters(plan("not black").understood).colors).toEqual(["Stainless Steel", "White"]);
    expect(planFilters(plan("black not stainless").understood).colors).toEqual(["Black"]);
    const typo = plan("whirpool", [notFound(["whirlpool", 24])]);
    expect(typo.understood).toMatchObject([{ kind: "brand", brand: "Whirlpool", said: "whirpool" }]);
    expect(correctedOf(typo)).toBe("whirlpool");
    expect(plan("lg steam").words.map((word) => word.said)).toEqual(["steam"]);
    // A brand written without its spaces or with dots.
    for (const text of ["speedqueen dryer", "l.g. washer", "l g washer"]) {
      expect(plan(text).words, text).toEqual([]);
      expect(planFilters(plan(text).understood).brands, text).toHaveLength(1);
    }
    expect(planFilters(plan("speedqueen").understood).brands).toEqual(["Speed Queen"]);
    // Or written apart where its second half alone is something we don't sell ("whirl pool
    // washer" had said we sell no pools and looked for "whirl").
    const apart = plan("whirl pool washer");
    expect(planFilters(apart.understood).brands).toEqual(["Whirlpool"]);
    expect([apart.words, apart.notes]).toEqual([[], []]);
    // A brand cut short near its end, and only one brand starting so, is the brand.
    const started = plan("whirlpo range");
    expect(started.understood).toMatchObject([
      { kind: "brand", brand: "Whirlpool", said: "whirlpo" },
      { kind: "category" },
    ]);
    expect(correctedOf(started)).toBe("whirlpool range");
    for (const text of ["whirl range", "speedq", "blac"])
      expect(planFilters(plan(text).understood).brands, text).toBeNull();
  });

  it("leaves out a brand we don't carry from the start, in any spelling, never corrected", () => {
    const facets = { brands: ["LG", "Whirlpool"], colors: ["White"] };
    const maytag = planned("maytag washer", facets);
    expect(maytag.words).toEqual([]);
    expect(maytag.dropped.map((said) => said.said)).toEqual(["maytag"]);
    expect(maytag.unsold).toEqual({
      brands: ["Maytag"],
      carried: ["LG", "Whirlpool"],
      colors: [],
      carriedColors: ["White"],
    });
    expect(describePlan(maytag)).toBe("washers");
    // Two words of one brand, a possessive, and a name close to a word of the catalogue.
    expect(planned("kitchen aid dishwasher", facets).unsold.brands).toEqual(["KitchenAid"]);
    expect(planned("fisher and paykel fridge", facets).unsold.brands).toEqual(["Fisher & Paykel"]);
    expect(planned("GE's fridge", facets).unsold.brands).toEqual(["GE"]);
    // A name with an accent, typed with or without it.
    expect(planned("cafe range", facets).unsold.brands).toEqual(["Café"]);
    expect(planned("café range", facets).unsold.brands).toEqual(["Café"]);
    // A brand whose words would read as a fuel or a colour.
    expect(planned("general electric washer", facets).unsold.brands).toEqual(["General Electric"]);
    expect(planned("general electric washer", facets).understood.map((item) => item.kind)).toEqual(["category"]);
    expect(planned("black and decker microwave", facets).unsold.brands).toEqual(["Black+Decker"]);
    expect(planned("black and decker microwave", facets).understood.map((item) => item.kind)).toEqual(["category"]);
    // A brand in several words with one mistake, seven letters or more; not two words of ours, nor
    // a name with the start of the next word.
    expect(planned("kitchen aide dishwasher", facets).unsold.brands).toEqual(["KitchenAid"]);
    expect(planned("general electrc washer", facets).unsold.brands).toEqual(["General Electric"]);
    expect(planned("general electrc washer", facets).understood.map((item) => item.kind)).toEqual(["category"]);
    expect(planned("fisher paykle", facets).unsold.brands).toEqual(["Fisher & Paykel"]);
    expect(planned("sub zerro fridge", facets).unsold.brands).toEqual(["Sub-Zero"]);
    expect(planned("gas appliances", facets).unsold.brands).toEqual([]);
    expect(parseSearch("blomberg w").words.map((word) => word.said)).toEqual(["blomberg"]);
    // "and" joins a brand's words, never starts one.
    expect(planned("whirlpool and maytag", facets).dropped.map((said) => said.said)).toEqual(["maytag"]);
    const haier = planned("haier fridge", facets, [notFound(["hair", 3])]);
    expect(correctedOf(haier)).toBeNull();
    expect(haier.unsold.brands).toEqual(["Haier"]);
    // Mistyped, by a word no product has: still a brand we don't carry, unless one we carry is as close.
    expect(planned("kenmoore washer", facets, [notFound(), found]).unsold.brands).toEqual(["Kenmore"]);
    expect(planned("maytg dryer", facets, [notFound(), found]).dropped.map((said) => said.said)).toEqual(["maytg"]);
    expect(planned("kenmoore washer", facets, [found, found]).unsold.brands).toEqual([]);
    expect(planned("whirpool", facets, [notFound()]).unsold.brands).toEqual([]);
    // Four letters: a brand only with a letter left out ("bosh"), not with one changed ("care": Café).
    expect(planned("bosh dishwasher", facets, [notFound(), found]).unsold.brands).toEqual(["Bosch"]);
    expect(planned("wrinkle care", facets, [found, notFound()]).unsold.brands).toEqual([]);
    // A brand the catalogue has is that brand; a brand the shopper does not want stays a word.
    expect(planFilters(planned("ge fridge", { brands: ["GE"], colors: [] }).understood).brands).toEqual(["GE"]);
    expect(planned("not maytag", facets).words.map((word) => word.negated)).toEqual(["maytag"]);
    expect(planned("lg washer", facets).unsold.brands).toEqual([]);
  });

  it("leaves out a colour we don't have from the start, never one of the catalogue's colours", () => {
    const facets = { brands: ["LG"], colors: ["Black Stainless Steel", "White"] };
    const bisque = planned("bisque dishwasher", facets);
    expect(bisque.words).toEqual([]);
    expect(bisque.dropped.map((said) => said.said)).toEqual(["bisque"]);
    expect(bisque.unsold).toMatchObject({
      brands: [],
      colors: ["Bisque"],
      carriedColors: ["Black Stainless Steel", "White"],
    });
    expect(describePlan(bisque)).toBe("dishwashers");
    expect(planned("rose gold fridge", facets).unsold.colors).toEqual(["Rose Gold"]);
    expect(planned("Red LG fridge", facets).unsold.colors).toEqual(["Red"]);
    expect(planned("grey washer", facets).unsold.colors).toEqual(["Grey"]);
    expect(planned("silver fridge", facets).unsold.colors).toEqual(["Silver"]);
    // A colour of the catalogue, or a word of one, is that colour; one the shopper does not want stays a word.
    expect(planned("slate fridge", { brands: [], colors: ["Black Slate"] }).unsold.colors).toEqual([]);
    expect(planned("white fridge", facets).unsold.colors).toEqual([]);
    expect(planned("fridge not red", facets).words.map((word) => word.negated)).toEqual(["red"]);
  });

  it("reads two words the catalogue has as one as that word (flex zone: FlexZone)", () => {
    const parsed = parseSearch("flex zone fridge no ice");
    const apart = wordsWrittenApart(parsed.text, parsed.words);
    // Plain words side by side only: not across a shop word or a negation.
    expect(apart.map((pair) => [pair.at, pair.word.said, pair.word.forms])).toEqual([[0, "flex zone", [["flexzone"]]]]);
    const whole: WordLookup = { found: true, whole: true, close: [] };
    const missing: WordLookup = { found: false, whole: false, close: [] };
    const lookups = [found, found, whole];
    const read = (joined: WordLookup, separately = lookups) =>
      joinWordsWrittenApart(parsed, separately, apart, [joined]).parsed.words.map((word) => word.said);
    expect(read(whole)).toEqual(["flex zone", "no ice"]);
    expect(read(missing)).toEqual(["flex", "zone", "no ice"]);
    // Only the start of a word of the catalogue: joined while the two apart could not be meant.
    expect(read(found)).toEqual(["flex zone", "no ice"]);
    expect(read(found, [whole, whole, whole])).toEqual(["flex", "zone", "no ice"]);
    expect(wordsWrittenApart("lg 217 stove", parseSearch("lg 217 stove").words)).toEqual([]);
  });

  it("splits two words written together, a brand, colour or shop word and another, and nothing else", () => {
    const names = ["LG", "Samsung", "Speed Queen", "Whirlpool", "White"];
    const split = (text: string, lookups?: WordLookup[]) => {
      const words = parseSearch(text).words;
      return splitGluedWords(text, words, lookups ?? words.map(() => notFound()), names);
    };
    expect(split("washermachine")).toBe("washer machine");
    expect(split("whitewasher")).toBe("White washer");
    expect(split("gasrange under 900")).toBe("gas range under 900");
    expect(split("washerwhite")).toBe("washer White");
    expect(split("stainlessfridge")).toBe("stainless fridge");
    // Two words that say nothing are no search.
    expect(split("thebest")).toBeNull();
    expect(split("lgwasher")).toBe("LG washer");
    expect(split("cheap samsungdryers under 900")).toBe("cheap Samsung dryers under 900");
    expect(split("speedqueenwasher")).toBe("Speed Queen washer");
    expect(split("lgfrontload")).toBe("LG frontload");
    // The rest must be a shop word alone, and the word one the catalogue does not have.
    expect(split("lgxyz")).toBeNull();
    expect(split("samsungs")).toBeNull();
    expect(split("whirlpoolwasher", [found])).toBeNull();
    expect(split("no lgwasher")).toBeNull();
    // A bound written together with the next word ("overthe range").
    expect(split("overthe range microwave")).toBe("over the range microwave");
    // A word that says something written before a number, though numbers are never looked up as missing.
    expect(split("range30", [found])).toBe("range 30");
    expect(split("washer5.0", [found, found])).toBe("washer 5.0");
    expect(split("gas30inch range", [found, found])).toBe("gas 30inch range");
    expect(split("samsung28", [found])).toBe("Samsung 28");
    // Every word, each time it is said, at once: the text is read again once.
    expect(split("range30 and range30", [found, found])).toBe("range 30 and range 30");
    expect(split("lgwasher samsungdryer")).toBe("LG washer Samsung dryer");
    // Not letters that start model numbers, nor a brand of two letters ("lg5000").
    expect(split("wf45", [found])).toBeNull();
    expect(split("lg5000", [found])).toBeNull();
  });

  it("corrects a brand of two words typed with a mistake, and a short word to a colour", () => {
    const facets = { brands: ["Speed Queen", "LG"], colors: ["White", "Stainless Steel"] };
    for (const text of ["speed quen", "sped queen dryer"]) {
      const plan = planned(text, facets, [found, notFound()]);
      expect(planFilters(plan.understood).brands, text).toEqual(["Speed Queen"]);
      expect(correctedOf(plan), text).toMatch(/^speed queen/);
    }
    // Neither word of the brand as written: two other words.
    expect(planFilters(planned("sped quen", facets).understood).brands).toBeNull();
    // Typed as one word with a mistake; one of its words alone is no brand.
    const glued = planned("speedqeen washer", facets, [notFound(), found]);
    expect(planFilters(glued.understood).brands).toEqual(["Speed Queen"]);
    expect(correctedOf(glued)).toBe("speed queen washer");
    expect(planFilters(planned("queen washer", facets, [notFound(), found]).understood).brands).toBeNull();
    // A colour's word from four letters ("whte"); another word of the catalogue from five only.
    expect(correctWord("whte", [{ word: "white", products: 20 }], new Set(["white"]))).toEqual({
      catalogueWord: "white",
    });
    expect(correctWord("whte", [{ word: "white", products: 20 }])).toBeNull();
    const white = planned("whte washer", facets, [notFound(["white", 20])]);
    expect(planFilters(white.understood).colors).toEqual(["White"]);
  });

  it("leaves out the word that matches fewest products first, then filters, the category last", () => {
    let plan = planned("samsung xyzzy washer under 100");
    expect(describePlan(plan)).toBe('washers matching "samsung xyzzy" under $100');
    plan = relaxPlan(plan, [30, 0])!;
    expect(plan.dropped.map((said) => said.said)).toEqual(["xyzzy"]);
    plan = relaxPlan(plan, [30])!;
    expect(describePlan(plan)).toBe("washers under $100");
    plan = relaxPlan(plan, [])!;
    expect(plan.dropped.map((said) => said.said)).toEqual(["xyzzy", "samsung", "under 100"]);
    expect(describePlan(plan)).toBe("washers");
    plan = relaxPlan(plan, [])!;
    expect(describePlan(plan)).toBe("");
    expect(relaxPlan(plan, [])).toBeNull();
  });

  it("leaves out a filter before any word when the filters alone find nothing", () => {
    const facets = { brands: ["LG"], colors: ["Stainless Steel", "White"] };
    const plan = planned("white lg dryer with steam", facets);
    const relaxed = relaxPlan(plan, [0], { filtersEmpty: true })!;
    expect(relaxed.dropped.map((said) => said.said)).toEqual(["white"]);
    expect(relaxed.words.map((word) => word.said)).toEqual(["steam"]);
    // Two filters to choose from besides the kind: each is offered, the words kept.
    const drops = filterDrops(plan, { filtersEmpty: true });
    expect(drops.map((each) => each.dropped.map((said) => said.said))).toEqual([["white"], ["lg"]]);
    expect(drops.every((each) => each.words.length === 1)).toBe(true);
    // Else a word goes first.
    expect(relaxPlan(plan, [0])!.dropped.map((said) => said.said)).toEqual(["steam"]);
  });

  it("offers each filter but the kind of product to leave out when two or more of them find nothing", () => {
    const facets = { brands: ["LG"], colors: ["Stainless Steel", "White"] };
    const shown = (text: string) =>
      filterDrops(planned(text, facets)).map((plan) => plan.dropped.map((said) => said.said));
    expect(shown("fridge 33 x 70 x 12 under 900")).toEqual([["under 900"], ["70 x "], ["12"], ["33 x "]]);
    // A colour, a deal, stock and a brand too, after the measures; never the kind of product.
    expect(shown("white gas range under 900")).toEqual([["under 900"], ["white"]]);
    expect(shown("open box stainless dishwasher")).toEqual([["open box"], ["stainless"]]);
    // One measure, or words still to leave out: the fixed order.
    expect(shown("fridge 33 inches wide")).toEqual([]);
    expect(shown("xyzzy fridge 33 x 70")).toEqual([]);
  });

  it("names a shop phrase said in other words as the shop does, and one said in its own words as said", () => {
    const shown = (text: string) => describePlan(planned(text));
    expect(shown("stack unit")).toBe("laundry tower");
    expect(shown("laundry center")).toBe("laundry center");
    expect(shown("closet depth washer")).toBe("closet depth washers");
    expect(shown("counter depth fridge")).toBe("counter depth refrigerators");
    // Laundromats' machines in the shop's words; controls turned by hand said otherwise.
    const forms = (text: string) => parseSearch(text).words.map((word) => word.forms);
    expect(forms("industrial washer")).toEqual(forms("commercial grade washer"));
    expect(forms("laundromat dryer")).toEqual(forms("commercial dryer"));
    expect(forms("industrial washer")).not.toEqual([]);
    expect(forms("washer with manual controls")).toEqual(forms("washer with dial controls"));
    // Pots and pans a dishwasher cleans are its heavy duty cycle, not cookware we don't sell.
    expect(shown("dishwasher that cleans pots and pans")).toBe("heavy duty cycle dishwashers");
    expect(parseSearch("dishwasher for pots and pans").notes).toEqual([]);
    expect(parseSearch("pots and pans").notes).toEqual(["We sell large home appliances only."]);
    // As deep as the cabinets is counter depth ("cabinet" alone had said we sell no cabinets).
    expect(shown("cabinet depth fridge")).toBe("counter depth refrigerators");
    expect(parseSearch("whirlpool cabinet depth fridge").notes).toEqual([]);
    expect(shown("for family washers")).toBe("large capacity washers");
    // What a connection does is said of a smart appliance ("app controlled range" had shown "app ranges").
    expect(shown("app controlled range")).toBe("smart ranges");
    expect(shown("wifi enabled washer")).toBe("smart washers");
  });

  it("describes what a plan shows", () => {
    const brands = { brands: ["LG"], colors: [] };
    expect(describePlan(planned("lg 30 inch front load washer under $500", brands))).toBe(
      "LG 30-inch front load washers under $500",
    );
    // The shop's words name a kind of product; other words are what it is looked for by.
    expect(describePlan(planned("quiet dishwasher with bottle jets"))).toBe('quiet dishwashers matching "bottle jets"');
    expect(describePlan(planned("dryer for large loads"))).toBe("large capacity dryers");
    expect(describePlan(planned("bottle jets"))).toBe("bottle jets");
    // A shop phrase said in other words is named as the shop names it.
    expect(describePlan(planned("washer for a large family"))).toBe("large capacity washers");
    expect(describePlan(planned("washer for a family of 5"))).toBe("large capacity washers");
    expect(describePlan(planned("washer for a family of four"))).toBe("large capacity washers");
    // So is a household: four or more people large, one or two small.
    expect(describePlan(planned("washer for 6 people"))).toBe("large capacity washers");
    // A drum oversize, or king size as makers name their largest (had looked for "over", "king").
    expect(describePlan(planned("king size capacity washer"))).toBe("large capacity washers");
    expect(describePlan(planned("over size dryer"))).toBe("large capacity dryers");
    expect(planned("oversize washer").words.map((word) => word.forms)).toEqual(
      planned("oversized washer").words.map((word) => word.forms),
    );
    expect(describePlan(planned("fridge for two people"))).toBe("small refrigerators");
    expect(describePlan(planned("dryer for a couple"))).toBe("small dryers");
    // And what a large drum is bought for; what it holds says nothing more.
    expect(describePlan(planned("washer that holds a king comforter"))).toBe("large capacity washers");
    expect(describePlan(planned("dryer for bulky items"))).toBe("large capacity dryers");
    expect(describePlan(planned("energy saver fridge"))).toBe("energy star refrigerators");
    expect(describePlan(planned("fridge with freezer on the side"))).toBe("side-by-side refrigerators");
    expect(correctedOf(planned("apartment sized fridge"))).toBeNull();
    expect(describePlan(planned("fridge with 2 ice makers"))).toBe("dual ice refrigerators");
    // A freezer drawer is a refrigerator's, no separate freezer.
    expect(describePlan(planned("bottom drawer freezer"))).toBe("freezer drawer refrigerators");
    expect(understood("freezer drawer")).toEqual([["style", "freezer drawer"]]);
    expect(describePlan(planned("apartment sized fridge"))).toBe(describePlan(planned("apartment size fridge")));
    expect(describePlan(planned("dishwasher with stainless interior"))).toBe("stainless tub dishwashers");
    // Knobs are a part, but a washer "with knobs" has dial controls.
    expect(describePlan(planned("washer with knobs"))).toBe("dial control washers");
    expect(parseSearch("washer with knobs").notes).toEqual([]);
    expect(parseSearch("range knobs").notes).toEqual([expect.stringMatching(/^We sell appliances, not parts/)]);
    for (const [text, sort] of [
      ["economical dryer", "priceAsc"],
      ["entry level washer", "priceAsc"],
      ["cheaper washer", "priceAsc"],
      // "lowest" alone is the price (had found nothing); "lowest dba" is still the noise.
      ["lowest", "priceAsc"],
      ["lowest washer", "priceAsc"],
      ["lowest cost dryer", "priceAsc"],
      ["fancy fridge", "priceDesc"],
      ["upscale range", "priceDesc"],
    ] as const) {
      expect(planFilters(planned(text).understood).sort, text).toBe(sort);
      expect(correctedOf(planned(text)), text).toBeNull();
    }
    expect(describePlan(planned("dishwasher low noise"))).toBe("quiet dishwashers");
    expect(planFilters(planned("lowest dba dishwasher").understood).sort).not.toBe("priceAsc");
    // A filter said twice is named once.
    expect(describePlan(planned("french door fridge with french doors"))).toBe("French door refrigerators");
    expect(describePlan(planned("gas"))).toBe("gas dryers and ranges");
    expect(describePlan(planned("induction cooktop"))).toBe("induction ranges");
    expect(describePlan(planned("under 500"))).toBe("products under $500");
  });
});
