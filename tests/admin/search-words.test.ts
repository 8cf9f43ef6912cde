// The search's vocabulary as staff read it on /admin/search: every entry once, in the group of what
// it does, said in words; the entries a search's text says; and a search tried as the shop reads
// it, on each database.
import { describe, expect, it } from "vitest";
import { entriesSaidIn, searchWordGroups, trySearch } from "@/lib/admin/search-words";
import { SHOP_TERMS } from "@/lib/catalog/search-vocabulary";
import { describeEachDatabase } from "../helpers/database";

const groups = searchWordGroups();
/** The entry that lists `said` among what shoppers type, and its group's title. */
function entryFor(said: string) {
  for (const group of groups) {
    const entry = group.entries.find((item) => item.says.includes(said));
    if (entry) return { group: group.title, means: entry.means };
  }
  return null;
}

describe("the search's words for staff", () => {
  it("lists every entry of the vocabulary once, in the group of what it does", () => {
    const terms = groups.filter((group) => !["cues", "not-carried"].includes(group.id));
    // Each vocabulary entry, and the showroom's town among the store's questions.
    expect(terms.reduce((count, group) => count + group.entries.length, 0)).toBe(SHOP_TERMS.length + 1);
    for (const group of groups) expect(group.entries.length, group.title).toBeGreaterThan(0);
    expect(entryFor("fridge")).toEqual({ group: "Kinds of appliance", means: "Refrigerators." });
    expect(entryFor("otr")).toEqual({ group: "Styles", means: "Over-the-range: Microwave - Over-the-Range." });
    expect(entryFor("compact")).toEqual({
      group: "Styles",
      means: "Compact: Refrigerator - Compact. Said of another kind, which has no such style: as “small”.",
    });
    expect(entryFor("propane")).toEqual({ group: "Fuels", means: "Gas." });
    expect(entryFor("reynoldsburg")?.group).toBe("Questions about the store");
    expect(entryFor("reynoldsburg")?.means).toMatch(
      /^Beside other words \(“washer reynoldsburg”\), the place: says “Our showroom is at .*” Alone or before “basics”, the brand Reynoldsburg Basics\.$/,
    );
    expect(entryFor("floor model")).toEqual({ group: "Deals", means: "Open Box." });
    expect(entryFor("what is open box")?.means).toMatch(/^Open Box\. Says: “Open Box: Customer returns/);
    expect(entryFor("cheap")).toEqual({ group: "Orders and stock", means: "Price: Low to High." });
    expect(entryFor("quiet")?.group).toBe("Features and other words for the same thing");
    expect(entryFor("quiet")?.means).toMatch(/^Products with .*“quiet”.* Also any product of \d+ dBA or quieter\.$/);
    expect(entryFor("delivery")?.group).toBe("Questions about the store");
    expect(entryFor("delivery")?.means).toMatch(/^Says: “We deliver up to \d+ miles/);
    expect(entryFor("refurbished")?.means).toMatch(/^Says: “We don't sell used or refurbished/);
    expect(entryFor("the")).toEqual({ group: "Words that say nothing", means: "Left out of the search." });
    expect(entryFor("under")?.group).toBe("Price and size words");
    expect(entryFor("Maytag")?.group).toBe("Brands and colors we don't carry");
  });

  it("finds the entries a search says, as the search reads words (plurals, any case)", () => {
    const said = entriesSaidIn("Cheap OTR Microwaves", groups).map((item) => [item.group, item.entry.means]);
    expect(said).toEqual([
      ["Kinds of appliance", "Microwaves."],
      ["Styles", "Over-the-range: Microwave - Over-the-Range."],
      ["Orders and stock", "Price: Low to High."],
    ]);
    expect(entriesSaidIn("", groups)).toEqual([]);
    expect(entriesSaidIn("wf45t6000aw", groups)).toEqual([]);
  });
});

describeEachDatabase("a search tried by staff", (context) => {
  it("shows what the shop shows for it: its filters, the products, and what the results say", async () => {
    const otr = await trySearch(context.db, "cheap otr microwave", groups);
    expect(otr.chips).toEqual(["Price: Low to High", "Over-the-range", "Microwaves"]);
    expect(otr.total).toBeGreaterThan(0);
    expect(otr.products.every((product) => /Microwave/.test(product.name))).toBe(true);
    expect(otr.products[0]!.price).toMatch(/^\$\d/);
    expect(otr.said.map((item) => item.group)).toEqual(["Kinds of appliance", "Styles", "Orders and stock"]);

    const maytag = await trySearch(context.db, "maytag washer", groups);
    expect(maytag.instead).toBe("washers");
    expect(maytag.notes.some((note) => note.startsWith("We don't carry Maytag"))).toBe(true);
    const typo = await trySearch(context.db, "dishwaser", groups);
    expect(typo.didYouMean).toBe("dishwasher");
    const asked = await trySearch(context.db, "delivery", groups);
    expect(asked.notes[0]).toMatch(/^We deliver up to/);
  });
});
