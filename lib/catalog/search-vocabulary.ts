// The shop's search vocabulary as data staff can read and extend: what shoppers say and what it
// means in our catalogue (a category, a style, a fuel, a deal, a sort, other words for the same
// thing, words that say nothing), the cue words of price and size phrases, and how close a size
// must be to the one asked for. The search's parser reads it (search-tokens.ts, search-phrases.ts,
// search-amounts.ts, search-parse.ts), and staff read it on /admin/search; nothing here is code.
import type { DealType } from "@/db/enums";
import { COLUMBUS_PLACES, HOUSE_BRAND, INSTALLATION, SERVICE_AREAS, STORE } from "@/lib/store";
import { CATEGORY_GROUPS, type ProductGroup, type Subtype } from "./categories";
import type { Sort } from "./listing";

export type Fuel = "gas" | "electric" | "induction";

/**
 * The year's holidays whose name alone says their sale ("labor day"): every product here is
 * marked down already, so they say nothing of which.
 */
const SALE_DAYS: readonly string[] = [
  "black friday",
  "cyber monday",
  "presidents day",
  "memorial day",
  "labor day",
  "4th of july",
  "fourth of july",
  "july 4th",
  "new years",
  "new year",
];

/**
 * Those and the holidays the showroom closes for, said with a sale ("christmas sale",
 * "thanksgiving deals"): the sale, not whether the showroom opens that day ("christmas" alone
 * asks that).
 */
const HOLIDAY_SALES: readonly string[] = [
  ...SALE_DAYS,
  "holiday",
  "holidays",
  "christmas",
  "xmas",
  "after christmas",
  "thanksgiving",
  "easter",
].flatMap((day) =>
  ["sale", "sales", "deal", "deals", "special", "specials", "savings", "doorbuster", "doorbusters"].map(
    (sale) => `${day} ${sale}`,
  ),
);

/** The kinds of product whose specifications give a capacity (dishwashers have none). */
const RATED_BY_CAPACITY = [
  "washer",
  "dryer",
  "refrigerator",
  "microwave",
  "stove",
  "wall-oven",
] as const satisfies readonly ProductGroup[];

/** A capacity in cubic feet for each kind of product that has one. */
type CapacityByKind = Readonly<Record<(typeof RATED_BY_CAPACITY)[number], number>>;

/** A width in inches for each kind of product (every kind has one). */
type WidthByKind = Readonly<Record<ProductGroup, number>>;

/**
 * A measurement in a product's specifications that gives it a feature whatever its words: a noise
 * level at most so many dBA ("quiet"), a capacity at least that of the large ones of its kind
 * ("large capacity": a 5.0 cu. ft. washer, a 28 cu. ft. refrigerator), at most that of the
 * small ones ("small": a 3.2 cu. ft. washer), or a width at most that of the narrow ones
 * ("narrow": a 28-inch refrigerator).
 */
export type Measure =
  | { noiseAtMost: number }
  | { capacityAtLeast: CapacityByKind }
  | { capacityAtMost: CapacityByKind }
  | { widthAtMost: WidthByKind };

/**
 * An order a superlative asks for: "the biggest fridge" is every one, the largest capacity first;
 * "the smallest microwave" the smallest first; "the quietest dishwasher" the lowest noise first;
 * "the narrowest fridge" the least wide first; "the biggest discount" the largest share off the new
 * unit's price first; "the longest warranty" the most years of the manufacturer's warranty first.
 */
export type SpecOrder =
  | "largest"
  | "smallest"
  | "quietest"
  | "narrowest"
  | "widest"
  | "tallest"
  | "shortest"
  | "deepest"
  | "shallowest"
  | "savings"
  | "warranty"
  | CountOrder;

/**
 * The orders by a counted specification: "the range with the most burners" is every range, the
 * most burners (or an electric range's elements) first; "most place settings", "most cycles" alike.
 */
export type CountOrder = "mostBurners" | "mostPlaceSettings" | "mostCycles";

/** The counted specification each count order reads (a label of COUNTED_SPECS). */
const COUNT_ORDER_LABELS: Readonly<Record<CountOrder, (typeof COUNTED_SPECS)[number]["label"]>> = {
  mostBurners: "burners",
  mostPlaceSettings: "place settings",
  mostCycles: "cycles",
};

/** The specifications a count order reads, by their names. */
export const countOrderSpecs = (order: CountOrder): readonly string[] =>
  COUNTED_SPECS.find((counted) => counted.label === COUNT_ORDER_LABELS[order])!.specs;

/**
 * The kinds of product whose specifications give what each order sorts by: "the biggest
 * dishwasher" has no capacity to go by, so it is every dishwasher in the usual order.
 */
const EVERY_KIND: readonly ProductGroup[] = [...CATEGORY_GROUPS, "wall-oven"];
export const SPEC_ORDER_KINDS: Readonly<Record<SpecOrder, readonly ProductGroup[]>> = {
  largest: RATED_BY_CAPACITY,
  smallest: RATED_BY_CAPACITY,
  quietest: ["dishwasher", "washer"],
  // Every kind has its measures and a list price.
  narrowest: EVERY_KIND,
  widest: EVERY_KIND,
  tallest: EVERY_KIND,
  shortest: EVERY_KIND,
  deepest: EVERY_KIND,
  shallowest: EVERY_KIND,
  savings: EVERY_KIND,
  // Every product has a manufacturer's warranty (1 year when none is written).
  warranty: EVERY_KIND,
  mostBurners: ["stove"],
  mostPlaceSettings: ["dishwasher"],
  mostCycles: ["washer", "dryer", "dishwasher"],
};

/** The ways of asking for the most of something counted: "most burners", "max burners", "the most burners". */
function mostOf(things: readonly string[]): string[] {
  return things.flatMap((thing) =>
    ["most", "more", "max", "maximum", "highest number of", "greatest number of", "lots of"].map(
      (most) => `${most} ${thing}`,
    ),
  );
}

/**
 * One entry: the words or phrases shoppers type (`says`, lowercase; dashes, slashes and "&" are
 * read as spaces, and a plural "s" is understood) and the one thing they mean.
 */
export type ShopTerm = {
  says: readonly string[];
  /** Misspellings common enough to read as the term, shown corrected to its first phrase. */
  misspelled?: readonly string[];
} & (
  | {
      /** The kind of appliance: the search shows these categories. */
      category: readonly ProductGroup[];
      /** Said on the results when the word names something we sell in another form. */
      note?: string;
      /** The words say what the appliance does, not its name: never suggested as one. */
      byUse?: true;
      /**
       * The words name the kind only said without one: on a kind's page they say nothing more, as
       * beside a kind said (`byUse`): "high efficiency", which every washer we sell is, is no
       * washer on the dryers' page.
       */
      aloneOnly?: true;
      /**
       * The categories are bought together (a laundry pair, a kitchen package), not one of them:
       * a style or fuel of one leaves the others whole ("front load laundry pair").
       */
      together?: true;
    }
  | {
      /** A style within a category: the search shows these subtypes, named `name` on the page. */
      style: readonly Subtype[];
      name: string;
      /** Said on the results when the word names something we sell in another form. */
      note?: string;
      /**
       * The words say how it stands or where its controls are, not its name: never suggested as
       * one while they are typed ("cont" is no start of "controls on the back").
       */
      byUse?: true;
      /**
       * Said of another kind, which has no such style ("compact washer"), the words read as the
       * entry of other words for the same thing whose first phrase this is ("small").
       */
      ofOtherKinds?: string;
    }
  | { fuel: Fuel }
  /**
   * A deal; or, `not`, every product but that deal's ("undamaged": no scratch-and-dent unit);
   * `service`, the words also ask about one ("what is open box": what each deal is).
   */
  | { deal: DealType; not?: true; service?: Service }
  | { sort: Sort }
  /**
   * The largest, smallest or quietest first: the search's order while the shopper has chosen no
   * sort; `service`, the words also ask about one ("longest warranty").
   */
  | { bySpec: SpecOrder; service?: Service }
  /** In stock now; `service`, the words also ask about one ("ready for pickup"). */
  | { inStock: true; service?: Service }
  /** Other words for the same thing: a product matches when it has any of these words or phrases. */
  | {
      means: readonly string[];
      /**
       * The kinds of product the feature is one of ("griddle": ranges): when no product has it and
       * the search names no kind, the results show these instead of nothing.
       */
      of?: readonly ProductGroup[];
      /** Its words are found whole, not as the start of a longer word ("smart", not SmartDiagnosis). */
      whole?: true;
      /** Phrases that say a product lacks it though they have its words ("ice maker ready"). */
      except?: readonly string[];
      /** A measurement that gives a product the feature too, whatever its words ("quiet": 46 dBA or less). */
      measure?: Measure;
    }
  /**
   * Words that say nothing about which product is wanted; a service's words (delivery, warranty)
   * also have the results say what the shop offers and link the page that explains it, and
   * words for what the shop does not sell have them say so (`note`).
   */
  | {
      ignore: true;
      service?: Service;
      note?: string;
      /**
       * The note names what the shop sells in its place, and the results show it (every product,
       * or the kinds named with it), not nothing: "used" asks for what our units are.
       */
      insteadOurs?: true;
      /** The words ask which brands or colours the shop has: the results name the catalogue's. */
      lists?: CatalogList;
    }
);

/** What the catalogue has that a search may ask to be named: its brands or its colours. */
export type CatalogList = "brands" | "colors";

/** What the shop offers with every appliance, that a search may ask about. */
export type Service =
  | "delivery"
  | "stairs"
  | "pickup"
  | "haulAway"
  | "installation"
  | "warranty"
  | "returns"
  | "showroom"
  | "payment"
  | "tax"
  | "contact"
  | "orders"
  | "saved"
  | "account"
  | "cart"
  | "about"
  | "faqs"
  | "measuring"
  | "privacy"
  | "terms"
  | "deals";

/**
 * Words of a unit's damage. A size word before one of these is the damage's size, not the
 * appliance's: a range whose description says "a small dent" is no small range, and a shopper's
 * "minor scratch" asks for a scratch-and-dent unit. ("Spot" is not one: "a small spot" is a space.)
 */
const DAMAGE = [
  ...["dent", "ding", "scratch", "scuff", "crease", "chip", "mark", "blemish", "nick", "scrape", "gouge"],
  ...["dents", "dings", "scratches", "scuffs", "creases", "chips", "marks", "blemishes", "nicks", "scrapes"],
  "gouges",
];
/**
 * The showroom's town as a search reads it: said beside other words, the place ("appliance outlet
 * reynoldsburg", "washer reynoldsburg"); said alone or before the start of the rest of the house
 * brand's name (`houseBrandRest`), the house brand ("reynoldsburg basics", "reynoldsburg b").
 */
const town = STORE.address.city.toLowerCase();
export const STORE_TOWN = { town, houseBrandRest: HOUSE_BRAND.name.toLowerCase().replace(`${town} `, "") } as const;

const damageOfSize = (size: string) => DAMAGE.map((damage) => `${size} ${damage}`);

/** A deal's name asked about ("what is open box", "what does scratch and dent mean"). */
const askedWhatIs = (deal: string) => [
  ...["what is", "what's", "whats", "what is a", "what's a", "whats a", "what are", "what are the", "define"].map(
    (question) => `${question} ${deal}`,
  ),
  ...["what does", "what do you", "what do you mean by"].map((question) => `${question} ${deal} mean`),
  `${deal} meaning`,
  `${deal} means`,
  `${deal} mean`,
  `${deal} definition`,
];

export const SHOP_TERMS: readonly ShopTerm[] = [
  // Categories.
  // Each with the words of the trade ("dw", "mw"), in Spanish ("lavadora", "estufa"), and the
  // French and German names a newcomer may type ("lave-linge", "kühlschrank").
  {
    says: [
      "washer",
      "washing machine",
      "wash machine",
      "clothes washer",
      "cloth washer",
      "cloths washer",
      "washers",
      "lavadora",
      "lave linge",
      "machine a laver",
      "machine à laver",
      "waschmaschine",
    ],
    category: ["washer"],
  },
  {
    says: [
      "dryer",
      "drier",
      "clothes dryer",
      "cloth dryer",
      "clothes drier",
      "tumble dryer",
      "secadora",
      "seche linge",
      "sèche linge",
      "trockner",
      "drying machine",
      "dryer machine",
    ],
    category: ["dryer"],
  },
  {
    says: [
      "laundry",
      "laundry pair",
      "washer dryer",
      "washer and dryer",
      "w d",
      "washer dryer set",
      "washer n dryer",
      // A pair, in an appliance shop, is a washer with its dryer.
      "pair",
      "matching pair",
    ],
    category: ["washer", "dryer"],
    together: true,
  },
  {
    says: [
      "washer dryer combo",
      "washer and dryer combo",
      "combo washer dryer",
      "combo washer and dryer",
      "washer dryer combination",
      "washer dryer all in one",
      "all in one washer dryer",
      "all in one washer and dryer",
      "all in one washer",
      "2 in 1 washer dryer",
      "two in one washer dryer",
      "washer dryer in one",
      "ventless washer dryer",
    ],
    category: ["washer", "dryer"],
    together: true,
    note: "We don't sell washer-dryer combos (one machine that both washes and dries), only separate washers and dryers.",
  },
  {
    says: [
      "dishwasher",
      "dish washer",
      "dishwashing machine",
      "dish washing machine",
      "dish washing",
      "dw",
      "lavaplatos",
      "lave vaisselle",
      "geschirrspuler",
      "geschirrspüler",
      "geschirrspülmaschine",
      "lavavajillas",
    ],
    category: ["dishwasher"],
  },
  {
    says: [
      "microwave",
      "micro",
      "microwave oven",
      "micro wave",
      "mw",
      "nuker",
      "nuke",
      "microondas",
      "micro ondes",
      "mikrowelle",
    ],
    category: ["microwave"],
  },
  {
    says: [
      "refrigerator",
      "fridge",
      // A spelling of "fridge" of its own, before the brand it starts ("frig": refrigerators).
      "frig",
      // The trade's short name ("ref", as "dw" and "mw" above).
      "ref",
      // And the short names shoppers write ("refer", "reefer" had found nothing).
      "refer",
      "reefer",
      "refrigerator freezer",
      "fridge freezer",
      "icebox",
      "ice box",
      "refrigerador",
      "refrigeradores",
      "nevera",
      "heladera",
      "frigorifico",
      "frigorífico",
      "refrigerateur",
      "réfrigérateur",
      "frigo",
      "kuhlschrank",
      "kühlschrank",
    ],
    misspelled: ["refridgerator", "refrigerater", "fridgerator"],
    category: ["refrigerator"],
  },
  {
    says: [
      "range",
      "stove",
      "cooker",
      "oven range",
      "stove oven",
      "cooking range",
      "cooking stove",
      "estufa",
      "cocina",
      "cuisiniere",
      "cuisinière",
    ],
    category: ["stove"],
  },
  {
    says: ["cooktop", "cook top", "stovetop", "stove top", "rangetop", "range top", "hob"],
    category: ["stove"],
    note: "We sell ranges (a cooktop on top of an oven), not separate cooktops.",
  },
  {
    says: ["wall oven", "built in oven", "single wall oven", "horno de pared", "horno empotrado"],
    category: ["wall-oven"],
  },
  // What the appliance does, as a shopper asks for it: "something to wash clothes", "keep my
  // food cold" ("my" and "the" may be said inside any phrase).
  {
    says: ["washing clothes", "wash clothes", "wash laundry", "washing laundry", "clean clothes", "cleaning clothes"],
    category: ["washer"],
    byUse: true,
  },
  // High efficiency is said of washers, and every washer we sell is one: said alone it asks for
  // washers; beside a kind or on a kind's page it says nothing more ("high efficiency dryer").
  {
    says: ["high efficiency", "hi efficiency", "high efficient", "h e"],
    category: ["washer"],
    byUse: true,
    aloneOnly: true,
  },
  {
    says: ["dry clothes", "dries clothes", "drying clothes", "dry laundry", "drying laundry"],
    category: ["dryer"],
    byUse: true,
  },
  {
    says: [
      "wash dishes",
      "washing dishes",
      "clean dishes",
      "cleaning dishes",
      "do dishes",
      "doing dishes",
      "dirty dishes",
    ],
    category: ["dishwasher"],
    byUse: true,
  },
  {
    says: [
      "heat food",
      "heating food",
      "heat up food",
      "heat leftovers",
      "heat up leftovers",
      "warm food",
      "warm up food",
      "reheat",
      "reheating",
      "reheat food",
      "reheat leftovers",
      "leftovers",
      "popcorn",
      "make popcorn",
      "defrost food",
      "thaw food",
    ],
    category: ["microwave"],
    byUse: true,
  },
  {
    says: [
      "keep food cold",
      "keep food cool",
      "keep food fresh",
      "keep drinks cold",
      "keep drinks cool",
      "keep groceries cold",
      "cold food",
      "cold drinks",
      "chill drinks",
      "store food",
    ],
    category: ["refrigerator"],
    byUse: true,
  },
  {
    says: [
      "cook food",
      "cooking food",
      "cook meals",
      "cook dinner",
      "cook on",
      "cook with",
      "boil water",
      "for cooking",
      "to cook",
      "to cook food",
      "to cook meals",
      "to cook dinner",
      "cooking appliance",
      "cooking appliances",
    ],
    category: ["stove"],
    byUse: true,
  },
  {
    says: [
      "freezer",
      "chest freezer",
      "upright freezer",
      "deep freezer",
      "standalone freezer",
      "congelador",
      "congeladores",
      "congeladora",
    ],
    category: ["refrigerator"],
    note: "We sell refrigerators with a freezer, not separate freezers.",
  },
  { says: ["oven", "horno"], category: ["stove", "wall-oven"] },
  {
    says: ["kitchen appliance", "kitchen package", "kitchen suite", "kitchen set", "kitchen bundle"],
    category: ["refrigerator", "stove", "wall-oven", "dishwasher", "microwave"],
    together: true,
  },
  // How many appliances a package holds says nothing of which ("4 piece kitchen package" had looked
  // for a "4" in products' text).
  {
    says: [
      ...[2, 3, 4, 5, 6].flatMap((count) => [`${count} piece`, `${count} pc`, `${count}pc`, `${count} pcs`]),
      ...["two", "three", "four", "five", "six"].map((count) => `${count} piece`),
    ],
    ignore: true,
  },

  // Styles.
  {
    says: ["front load", "front loader", "front loading", "frontload", "front loader washer", "f l", "carga frontal"],
    style: ["Washer - Front Load"],
    name: "front load",
  },
  {
    says: ["top load", "top loader", "top loading", "topload", "t l", "carga superior", "carga vertical"],
    style: ["Washer - Top Load"],
    name: "top load",
  },
  {
    says: [
      "french door",
      "french doors",
      "fr door",
      "french dr",
      "fd",
      "fdr",
      "4 door",
      "four door",
      "3 door",
      "three door",
      // In Spanish ("refrigerador de puerta francesa").
      "puerta francesa",
      "puertas francesas",
    ],
    style: ["Refrigerator - French Door"],
    name: "French door",
  },
  {
    says: [
      "side by side",
      "side bye side",
      "side buy side",
      "side to side",
      "sxs",
      "sbs",
      "freezer on the side",
      "freezer on side",
      "side freezer",
      "lado a lado",
    ],
    style: ["Refrigerator - Side-by-Side"],
    name: "side-by-side",
  },
  {
    says: ["double door", "double doors", "2 door", "two door", "2 doors", "two doors", "dos puertas"],
    style: ["Refrigerator - French Door", "Refrigerator - Side-by-Side"],
    name: "two-door",
  },
  {
    says: [
      "top freezer",
      "top mount",
      "tf",
      "tmf",
      "freezer on top",
      "freezer on the top",
      "freezer at the top",
      "congelador arriba",
      "congelador superior",
    ],
    style: ["Refrigerator - Top Freezer"],
    name: "top freezer",
  },
  {
    says: [
      "bottom freezer",
      "bottom mount",
      "bf",
      "bmf",
      "freezer on bottom",
      "freezer on the bottom",
      "freezer at the bottom",
      "congelador abajo",
      "congelador inferior",
    ],
    style: ["Refrigerator - Bottom Freezer"],
    name: "bottom freezer",
  },
  // A freezer that pulls out as a drawer: bottom freezers and French doors have one.
  {
    says: ["freezer drawer", "freezer drawers", "drawer freezer", "bottom drawer freezer"],
    style: ["Refrigerator - Bottom Freezer", "Refrigerator - French Door"],
    name: "freezer drawer",
  },
  {
    says: [
      "compact",
      "mini",
      "dorm",
      "mini fridge",
      "dorm fridge",
      "bar fridge",
      "beverage fridge",
      "beer fridge",
      // What it is for: "something to keep beer cold", "a fridge for drinks".
      "beer",
      "for drinks",
      "drinks fridge",
      "soda",
      "sodas",
      "soda fridge",
      "keep beer cold",
      "keep drinks cold",
      "cooler",
      "small fridge",
      "mini refrigerator",
      "small refrigerator",
      "college fridge",
      "college refrigerator",
      "office fridge",
      "office refrigerator",
      // A room of one's own ("fridge for bedroom" had said no results and shown every refrigerator).
      "bedroom fridge",
      "bedroom refrigerator",
      "for bedroom",
      "for my bedroom",
      "for the bedroom",
      "for my room",
      "dorm room",
      // A refrigerator that fits under a counter is a compact one (a dishwasher said so is any dishwasher).
      "undercounter",
      "under counter",
      "under the counter",
    ],
    style: ["Refrigerator - Compact"],
    name: "compact",
    ofOtherKinds: "small",
  },
  // Made for wine or a keg, with racks, a glass door or a tap: none of ours, said so.
  {
    says: [
      "wine fridge",
      "wine fridges",
      "wine cooler",
      "wine coolers",
      "wine refrigerator",
      "beverage cooler",
      "beverage center",
      "beverage centre",
      "kegerator",
      "kegorator",
      "keg fridge",
    ],
    style: ["Refrigerator - Compact"],
    name: "compact",
    note: "We don't sell wine coolers, beverage centers or kegerators; a compact refrigerator keeps drinks cold.",
  },
  {
    says: [
      "over the range",
      "otr",
      "over range",
      "over the stove",
      "over stove",
      "above the range",
      "above range",
      "above the stove",
      "above stove",
      // ("microwave on top of stove" had found the two ranges whose text says top.)
      ...["on top of", "on top of the"].flatMap((on) => ["stove", "range", "oven"].map((cooker) => `${on} ${cooker}`)),
      "microwave hood",
      "vented microwave",
      // In Spanish ("microondas sobre la estufa").
      "sobre la estufa",
      "sobre estufa",
      "arriba de la estufa",
    ],
    style: ["Microwave - Over-the-Range"],
    name: "over-the-range",
  },
  {
    says: ["range hood", "vent hood", "hood", "exhaust hood", "stove hood", "hood fan"],
    style: ["Microwave - Over-the-Range"],
    name: "over-the-range",
    note: "We don't sell range hoods; an over-the-range microwave vents the cooktop below it like one.",
  },
  {
    says: ["slide in", "slidein", "slide n"],
    style: ["Range - Slide-In Electric", "Range - Slide-In Gas"],
    name: "slide-in",
  },
  // A range that stands on its own between cabinets: every one that is not slide-in.
  {
    says: ["freestanding", "free standing"],
    style: ["Range - Electric", "Range - Gas", "Range - Induction"],
    name: "freestanding",
  },
  // So is one standing alone, and one with its controls on a backguard (a slide-in's are in
  // front): "range with back controls" had looked for the words. (Not "floor standing": "floor"
  // starts the floor models.)
  {
    says: [
      "stand alone",
      "rear control",
      "back control",
      "controls on back",
      "controls on the back",
      "controls in back",
      "controls in the back",
      "backguard controls",
    ],
    style: ["Range - Electric", "Range - Gas", "Range - Induction"],
    name: "freestanding",
    byUse: true,
  },
  // Every dishwasher here is built in (under a counter); "built in oven" is a wall oven.
  { says: ["built in", "builtin"], style: ["Dishwasher", "Dishwasher - Built-In"], name: "built-in" },

  // Fuel.
  { says: ["gas", "natural gas", "propane", "lp", "gaz"], misspelled: ["gass"], fuel: "gas" },
  { says: ["electric", "electrical", "electrica", "electrico"], fuel: "electric" },
  { says: ["induction"], fuel: "induction" },

  // Deals.
  {
    says: [
      "open box",
      "openbox",
      "floor model",
      "display model",
      "showroom model",
      "demo unit",
      "customer return",
      "returned",
      "returned unit",
      "unboxed",
      "opened box",
      "box opened",
    ],
    deal: "open-box",
  },
  {
    says: [
      "scratch and dent",
      "scratch dent",
      "scratch n dent",
      "s&d",
      "s and d",
      "s n d",
      "scratch",
      "scratched",
      "dented",
      "dent",
      "damaged",
      "damage",
      "cosmetic damage",
      "cosmetically damaged",
      "cosmetic",
      "cosmetic only",
      "cosmetic flaw",
      "cosmetic flaws",
      // The damage's size ("minor scratch", "big dent ok") is no size of the appliance.
      ...["small", "minor", "little", "tiny", "slight", "short", "long", "big", "large", "major"].flatMap(damageOfSize),
      "blemished",
      "blemish",
      "ding",
      "dinged",
      "scuff",
      "scuffed",
      "chipped",
      "nicked",
      "scraped",
      "gouged",
      "creased",
    ],
    deal: "scratch-dent",
  },
  // Without a mark: the open-box and clearance units.
  {
    says: [
      "undamaged",
      "flawless",
      "pristine",
      "unblemished",
      "perfect condition",
      "mint condition",
      // "like new dryer" had shown every dryer, the dented ones too.
      "like new",
      "almost new",
      "nearly new",
      "good as new",
      // Free of marks ("damage free fridge" had shown the scratch-and-dent ones).
      "damage free",
      "dent free",
      "scratch free",
      "no damage",
      "without damage",
      "not damaged",
    ],
    deal: "scratch-dent",
    not: true,
  },
  {
    // Last year's models, new in their carton.
    says: [
      "clearance",
      "closeout",
      "new in box",
      "new in the box",
      "still in box",
      "still in the box",
      "factory sealed",
      "new in carton",
      "new in the carton",
      "unopened",
      "sealed box",
      "last year's model",
      "last years model",
      "previous year model",
      "prior year model",
      "discontinued",
      "discontinued model",
      "close out",
      "overstock",
    ],
    deal: "clearance",
  },
  // A deal's name asked about: its products, and what each deal is ("what does scratch and dent
  // mean" had shown the scratch-and-dent units and said nothing of what they are).
  {
    says: ["open box", "open-box", "floor model", "customer return"].flatMap(askedWhatIs),
    deal: "open-box",
    service: "deals",
  },
  {
    says: ["scratch and dent", "scratch-and-dent", "scratch n dent", "s&d"].flatMap(askedWhatIs),
    deal: "scratch-dent",
    service: "deals",
  },
  { says: ["clearance", "closeout"].flatMap(askedWhatIs), deal: "clearance", service: "deals" },

  // Sorts.
  {
    says: [
      "cheap",
      "cheapest",
      "barato",
      "barata",
      "economico",
      "economica",
      "economical",
      "entry level",
      "cheaper",
      "less expensive",
      "budget",
      "affordable",
      "inexpensive",
      "bargain",
      "low cost",
      "low price",
      "low priced",
      "low prices",
      "lowest price",
      "lowest priced",
      "lowest prices",
      "lowest cost",
      // Said alone, the lowest is the price ("lowest" had found nothing).
      "lowest",
      "best price",
      "good price",
      "great price",
      "low priced",
      "least expensive",
      // A price not too high ("not too expensive" had read "expensive": the dearest first).
      ...["not", "nothing", "not too", "nothing too", "not so", "not very", "not that", "isnt", "isn't"].flatMap(
        (not) => ["expensive", "pricey", "costly"].map((dear) => `${not} ${dear}`),
      ),
      "price low to high",
      "low to high",
      "lowest to highest",
      "sort by price",
    ],
    sort: "priceAsc",
  },
  {
    says: [
      "expensive",
      "most expensive",
      "priciest",
      "pricey",
      "premium",
      "high end",
      "luxury",
      "fancy",
      "fanciest",
      "upscale",
      "top of the line",
      "top of line",
      "top line",
      "highest price",
      "highest priced",
      "price high to low",
      "high to low",
      "highest to lowest",
    ],
    sort: "priceDesc",
  },
  {
    says: [
      "best rated",
      "top rated",
      "highest rated",
      "best reviewed",
      "highly rated",
      "well rated",
      "reviews",
      "review",
      "reviewed",
      "ratings",
      "rating",
      "good reviews",
      "best reviews",
      "top 10",
      "top ten",
      "top 5",
      "top five",
      "five star",
      "five stars",
      "5 star",
      "5 stars",
      // A least rating said in stars, with its bound or not ("4 stars and up" had looked for "up"):
      // the best rated come first.
      ...["four", "4", "4.5"].flatMap((count) =>
        [`${count} star`, `${count} stars`].flatMap((stars) => [
          stars,
          ...["and up", "or more", "or better", "and above", "or higher", "plus"].map((bound) => `${stars} ${bound}`),
        ]),
      ),
      "star rating",
      // What shoppers like best ("customer favorite" had found the 15 products whose text says customer).
      "customer favorite",
      "customer favorites",
      "customer favourite",
      "customer favourites",
      "fan favorite",
      "fan favorites",
    ],
    sort: "rating",
  },
  // By name, as a listing's sort names it ("a to z").
  { says: ["a to z", "a z", "alphabetical", "alphabetically", "by name", "name a to z"], sort: "nameAsc" },
  { says: ["z to a", "z a", "reverse alphabetical", "name z to a"], sort: "nameDesc" },

  // The largest, smallest or quietest asked for: every product of the kind, in that order.
  {
    says: [
      "largest",
      "biggest",
      "largest capacity",
      "biggest capacity",
      "largest size",
      "biggest size",
      "most capacity",
      "highest capacity",
      "more capacity",
      "max capacity",
      "maximum capacity",
      "greatest capacity",
      "most space",
      "roomiest",
      "largest one",
      "biggest one",
      // Of the part that holds the load ("dryer with the biggest drum" had looked for "drum").
      ...["largest", "biggest"].flatMap((big) => ["drum", "tub", "drum size"].map((part) => `${big} ${part}`)),
    ],
    bySpec: "largest",
  },
  {
    says: ["smallest", "tiniest", "smallest size", "smallest capacity", "most compact", "smallest one"],
    bySpec: "smallest",
  },
  {
    says: ["quietest", "most quiet", "least noisy", "lowest noise", "lowest dba", "lowest decibel"],
    bySpec: "quietest",
  },
  {
    says: ["narrowest", "skinniest", "slimmest", "thinnest", "least wide", "narrowest one", "narrowest width"],
    bySpec: "narrowest",
  },
  // The other measures of a space to fit ("the shortest fridge" for under a cabinet).
  // Tall or wide said without a number is as tall or wide as we have, the tallest first, as short
  // is the shortest ("tall fridge" had shown every refrigerator, "wide fridge" the three whose
  // names say Wide); with a number they are its measure ("70 tall", "30 wide").
  { says: ["widest", "widest one", "most wide", "widest width", "wide", "wider", "extra wide"], bySpec: "widest" },
  {
    says: ["tallest", "tallest one", "most tall", "highest height", "tall", "taller", "extra tall"],
    bySpec: "tallest",
  },
  {
    // Short is as short as we have, the shortest first ("short fridge" for under a cabinet).
    says: [
      "shortest",
      "shortest one",
      "least tall",
      "lowest height",
      "lowest profile",
      "short",
      "shorter",
      "not too tall",
    ],
    bySpec: "shortest",
  },
  { says: ["deepest", "deepest one", "most deep"], bySpec: "deepest" },
  // The most of what a product is counted to have ("gas range with most burners" had kept the
  // shop's order): every product of the kind, the most first.
  {
    says: mostOf(["burners", "burner", "elements"]),
    bySpec: "mostBurners",
  },
  { says: mostOf(["place settings", "place setting", "settings"]), bySpec: "mostPlaceSettings" },
  { says: mostOf(["cycles"]), bySpec: "mostCycles" },
  {
    says: [
      "shallowest",
      "shallowest one",
      "least deep",
      "thinnest depth",
      "least depth",
      // Shallow is as shallow as we have: the shallowest first, as "cheap" is the lowest price first.
      "shallow",
      "shallower",
      "not too deep",
      "not very deep",
      "less deep",
    ],
    bySpec: "shallowest",
  },
  {
    says: [
      "biggest discount",
      "best discount",
      "most discount",
      "highest discount",
      "largest discount",
      "greatest discount",
      "deepest discount",
      "max discount",
      "most off",
      "biggest savings",
      "best savings",
      "greatest savings",
      "most savings",
      "most money off",
      "save the most",
      "save most",
      // The best deal, in a shop where everything is marked down, is the most off.
      "best deal",
      "good deal",
      "great deal",
      "top deal",
      "biggest deal",
      "best bargain",
      // Value for what it costs: "best value washer", "best fridge for the money".
      "best value",
      "good value",
      "great value",
      "value for money",
      "for the money",
      "bang for the buck",
      "bang for your buck",
      "bang for buck",
    ],
    bySpec: "savings",
  },
  // The most years of the manufacturer's warranty ("longest warranty" had shown every product).
  {
    says: [
      "longest warranty",
      "longer warranty",
      "long warranty",
      "best warranty",
      "better warranty",
      "most warranty",
      "longest guarantee",
      "best guarantee",
    ],
    bySpec: "warranty",
    service: "warranty",
  },

  // Stock.
  {
    says: ["in stock", "available now", "available today", "ready to ship", "available", "in store"],
    inStock: true,
  },
  // In stock, and a question about picking it up: the results say what pickup is.
  {
    says: ["pickup today", "pick up today", "ready for pickup", "ready for pick up", "pick up now", "same day pickup"],
    inStock: true,
    service: "pickup",
  },

  // Other words for the same thing.
  { says: ["stainless", "stainless steel", "ss", "s/s", "acero inoxidable", "inoxidable"], means: ["stainless"] },
  // Controls turned by hand; "knobs" alone are a part.
  {
    says: [
      "dial control",
      "dial controls",
      "with knobs",
      "with knob",
      "knob controls",
      "knob control",
      "dials",
      "manual controls",
      "manual control",
      "mechanical controls",
      "mechanical control",
    ],
    means: ["dial", "dials", "knob", "knobs"],
  },
  // A stainless tub or drum is inside a washer or dishwasher of any finish, not its colour.
  {
    says: [
      "stainless tub",
      "stainless steel tub",
      "stainless drum",
      "stainless steel drum",
      "steel tub",
      "steel drum",
      "stainless interior",
      "stainless steel interior",
    ],
    means: ["stainless tub", "stainless steel tub", "stainless drum", "stainless steel drum"],
    of: ["dishwasher", "washer"],
  },
  // The shop's own brand, as shoppers ask for a cheaper one.
  {
    says: ["house brand", "store brand", "generic", "off brand", "no name brand", "budget brand"],
    means: ["house brand", "reynoldsburg basics"],
  },
  { says: ["black stainless", "black stainless steel", "black steel", "bss"], means: ["black stainless"] },
  // Colours as shoppers shorten them (the catalogue's colours are read from its products), and
  // "wite", which a phrase would otherwise take for its own word ("wite fridge" is no wine fridge).
  { says: ["blk", "blck"], means: ["black"] },
  { says: ["wht", "wite"], means: ["white"] },
  // In Spanish ("refrigerador negro", "lavadora blanca").
  { says: ["negro", "negra"], means: ["black"] },
  { says: ["blanco", "blanca"], means: ["white"] },
  { says: ["acero inoxidable negro", "inoxidable negro"], means: ["black stainless"] },
  // Brands as shoppers shorten or sound them out ("sq washer", "elgee fridge").
  { says: ["sq"], means: ["speed queen"] },
  { says: ["elgee", "el gee"], means: ["lg"] },
  {
    says: [
      "smart",
      "smarter",
      "wifi",
      "wi fi",
      "wireless",
      "connected",
      "app",
      "alexa",
      "works with alexa",
      "alexa compatible",
      "google assistant",
      "google home",
      "works with google",
      "voice control",
      "voice controlled",
      // What the connection does, said of it: "app controlled range", "wifi enabled washer".
      "app controlled",
      "app control",
      "app connected",
      "controlled by app",
      "wifi enabled",
      "wifi connected",
      "wi fi enabled",
      "wi fi connected",
      "smart home",
      "remote start",
      "remote control",
      "remote monitoring",
      // From a phone: "washer I can control from my phone", "phone controlled dryer".
      "control from phone",
      "control from my phone",
      "control from your phone",
      "control with phone",
      "control with my phone",
      "controlled from phone",
      "controlled by phone",
      "phone control",
      "phone controlled",
      "phone app",
      "from my phone",
      "from your phone",
      "from phone",
      "with my phone",
      "with your phone",
      "with phone",
      "on my phone",
      "on your phone",
      // What it does to one's phone ("dryer that texts my phone").
      "my phone",
      // The makers' apps by name ("smartthings fridge" had said no results for the word).
      "smartthings",
      "smart things",
      "thinq",
      "smarthq",
      "smart hq",
    ],
    means: ["smart", "wi fi", "wifi", "thinq", "smartthings", "smarthq"],
    whole: true,
  },
  {
    says: [
      "energy star",
      "energystar",
      // Rated by it ("energy star rated washer" had looked for "rated").
      "energy star rated",
      "energy star qualified",
      "energy efficient",
      "efficient",
      "energy saving",
      "energy saver",
      "energy savings",
      // Kind to the environment ("eco friendly dryer" had said no results for the words).
      "eco",
      "eco friendly",
      "environmentally friendly",
    ],
    // Its first word with two letters moved is a common slip, too far from it to correct.
    misspelled: ["engery star"],
    means: ["energy star"],
  },
  // A refrigerator "ice maker ready" (the kit sold separately) or with ice trays has none.
  {
    says: ["ice maker", "icemaker", "fabrica de hielo", "maquina de hielo", "hielera", "hielo"],
    means: ["ice"],
    of: ["refrigerator"],
    except: ["ice maker ready", "icemaker ready", "ice maker optional", "ice tray", "ice trays"],
  },
  {
    says: ["air fry", "air fryer", "airfry", "fryer", "freidora de aire", "freidora"],
    means: ["air fry"],
    of: ["stove", "wall-oven", "microwave"],
  },
  {
    says: ["dual ice", "dual ice maker", "dual ice makers", "2 ice makers", "two ice makers", "double ice maker"],
    means: ["dual ice"],
    of: ["refrigerator"],
  },
  // A microwave that sits on the counter (ours hang over the range: said, they show the microwaves).
  { says: ["countertop", "counter top"], means: ["countertop"], of: ["microwave"] },
  {
    says: [
      "double oven",
      "double ovens",
      "two ovens",
      "2 ovens",
      "dual oven",
      "split oven",
      "divided oven",
      "oven divider",
    ],
    // A divider that makes one oven two is how a range here has two (Samsung's Flex Duo).
    means: ["double oven", "flex duo"],
    of: ["stove", "wall-oven"],
  },
  { says: ["rotisserie", "rotisserie oven", "rotisserie spit"], means: ["rotisserie"], of: ["stove", "wall-oven"] },
  // Cooktop features: a range's, whether or not a product here has one.
  { says: ["griddle", "built in griddle", "griddle burner"], means: ["griddle"], of: ["stove"] },
  { says: ["wok", "wok burner", "wok ring"], means: ["wok"], of: ["stove"] },
  // A cooktop that vents down into the counter.
  { says: ["downdraft", "down draft", "downdraft vent", "downdraft ventilation"], means: ["downdraft"], of: ["stove"] },
  { says: ["simmer burner", "simmer"], means: ["simmer"], of: ["stove"] },
  { says: ["bridge element", "bridge burner"], means: ["bridge element", "bridge"], of: ["stove"] },
  { says: ["hard food disposer", "food disposer", "disposer"], means: ["disposer"], of: ["dishwasher"] },
  {
    says: ["third rack", "3rd rack", "third level rack", "3 racks", "three racks", "3 rack", "3rd level rack"],
    means: ["third level rack", "third rack"],
    of: ["dishwasher"],
  },
  // A basket of the dishwasher's, not the shop's ("dishwasher with silverware basket" had been read
  // as asking about the cart).
  {
    says: ["silverware basket", "cutlery basket", "utensil basket", "silverware", "cutlery", "utensils"],
    means: ["silverware"],
    of: ["dishwasher"],
  },
  {
    says: [
      "self clean",
      "self cleaning",
      "pyrolytic",
      "high heat clean",
      "cleans itself",
      "clean itself",
      "cleans by itself",
      "cleans itself automatically",
    ],
    means: ["self clean"],
    of: ["stove", "wall-oven"],
  },
  {
    says: ["steam", "steam clean", "steam cleaning", "steam cleans", "steamer", "steaming", "vapor"],
    means: ["steam"],
  },
  // Keeping clothes from wrinkling (Wrinkle Shield): a shop word, so "removes" in "removes
  // wrinkles" is not taking an old appliance away.
  {
    says: [
      "wrinkle",
      "wrinkle shield",
      "wrinkle care",
      "wrinkle guard",
      "wrinkle prevent",
      "wrinkle prevention",
      "wrinkle free",
      "anti wrinkle",
      "wrinkle removal",
      "removes wrinkles",
      "remove wrinkles",
      "reduces wrinkles",
      "reduce wrinkles",
      "no wrinkles",
      "less wrinkles",
      "fewer wrinkles",
    ],
    means: ["wrinkle"],
    of: ["dryer", "washer"],
  },
  // A cycle for pet hair: a shop word, so "removal" in "pet hair removal" is not taking an old appliance away.
  {
    says: [
      "pet hair",
      "pet hair removal",
      "pet hair cycle",
      "pet plus",
      "pet cycle",
      "pet friendly",
      "pet fur",
      "dog hair",
      "cat hair",
    ],
    means: ["pet"],
  },
  { says: ["sanitize", "sanitizing", "sanitise"], means: ["sanitize"] },
  // Laundry said for allergies: the cycles that take allergens out, or sanitize.
  {
    says: ["allergy", "allergies", "allergen", "allergens", "allergy cycle", "allergen cycle", "allergy friendly"],
    means: ["allergen", "sanitize"],
    of: ["washer", "dryer"],
  },
  // A washer that reads its load to set the water and time.
  {
    says: [
      "senses load",
      "senses load size",
      "senses the load",
      "load sensing",
      "load sensor",
      "load size sensing",
      "adjusts water to the load",
      "auto water level",
      "automatic water level",
      "fabric sensing",
    ],
    means: ["sensor cycle", "fabric sensing", "load sensing"],
    of: ["washer"],
  },
  { says: ["cycle memory", "remembers cycle", "remembers settings", "favorite cycle"], means: ["cycle memory"] },
  // Cooking without choosing a time: presets, or a sensor that reads the food.
  {
    says: ["auto cook", "autocook", "cooks automatically", "automatic cooking", "cook presets"],
    means: ["auto cook", "sensor cook"],
    of: ["microwave"],
  },
  // Baking from frozen with no preheat: makers write "Frozen Bake".
  {
    says: [
      "frozen bake",
      "cooks frozen food",
      "cook frozen food",
      "bakes frozen food",
      "bake frozen food",
      "bake from frozen",
      "frozen food without preheat",
      "frozen pizza without preheat",
    ],
    means: ["frozen bake"],
    of: ["stove"],
  },
  // Washing in cold water to save energy: makers write "ColdWash".
  {
    says: [
      "cold wash",
      "coldwash",
      "cold water wash",
      "cold water washing",
      "cold water cycle",
      "washes in cold water",
    ],
    means: ["coldwash", "cold wash"],
    of: ["washer"],
  },
  // A faucet built into a top-load washer for pre-washing stains; a faucet alone is a kitchen's,
  // which the shop does not sell.
  {
    says: [
      "built in faucet",
      "builtin faucet",
      "prewash faucet",
      "water faucet",
      "with faucet",
      "with a faucet",
      "prewash sink",
      "built in sink",
      "with sink",
      "with a sink",
    ],
    means: ["faucet"],
    of: ["washer"],
  },
  // A detergent dispenser that doses many loads, by its maker's name ("and" would otherwise be left out and "load" find every washer).
  { says: ["load and go", "load n go", "load & go", "load go"], means: ["load & go"], of: ["washer"] },
  // A washer that shakes or walks across the floor is what vibration control is for ("a washer
  // that won't walk", "low vibration washer").
  {
    says: [
      "vibration",
      "low vibration",
      "anti vibration",
      "shake",
      "shakes",
      "shaking",
      "vibrate",
      "vibrates",
      "vibrating",
      // Said as the shaking it should not have ("washer with no vibration" had left out the
      // washers that reduce it).
      ...["no", "without", "less", "reduced", "minimal", "little"].flatMap((few) =>
        ["vibration", "vibrations", "shaking", "wobble", "wobbling"].map((shaking) => `${few} ${shaking}`),
      ),
      "walk",
      "walks",
      "walking",
      "wobble",
      "wobbles",
      "wobbling",
      "bounce",
      "bounces",
      "bouncing",
    ],
    means: ["vibration reduction", "vibration"],
  },
  // Quiet is also a noise level: 46 dBA or less, where dishwashers are sold as quiet.
  {
    says: [
      "quiet",
      "quieter",
      "silent",
      "low noise",
      // Said as the noise it should not make ("dishwasher that isn't loud" had read every dishwasher).
      ...["not", "isnt", "isn't", "not too", "isnt too", "isn't too", "not very"].flatMap((not) =>
        ["loud", "noisy"].map((loud) => `${not} ${loud}`),
      ),
      "no noise",
      "noise free",
      "noiseless",
      "makes no noise",
      "doesnt make noise",
      "doesn't make noise",
      "does not make noise",
      "silencioso",
      "silenciosa",
    ],
    means: ["quiet", "vibration reduction"],
    measure: { noiseAtMost: 46 },
  },
  {
    says: [
      "large capacity",
      "larger capacity",
      "bigger capacity",
      "big capacity",
      "huge capacity",
      "high capacity",
      "max capacity",
      "maximum capacity",
      "big",
      "bigger",
      "large",
      "larger",
      "extra large",
      "extra large capacity",
      "extra capacity",
      "xl",
      "xl capacity",
      "super capacity",
      "mega capacity",
      "large load",
      "big load",
      "family size",
      "family sized",
      "for a family",
      "for family",
      "large family",
      "big family",
      // A family of four or more ("for a family of 5"; "for a family" alone says large too).
      ...[4, 5, 6, 7, 8, "four", "five", "six", "seven", "eight"].flatMap((size) =>
        ["family of", "for a family of", "for family of"].map((family) => `${family} ${size}`),
      ),
      // So does a household of four or more ("for 6 people").
      ...[4, 5, 6, 7, 8, "four", "five", "six", "seven", "eight"].flatMap((size) =>
        ["people", "persons"].map((people) => `for ${size} ${people}`),
      ),
      "huge",
      "giant",
      // Room for a lot ("fridge with lots of storage" had left "lots" out, said so), of the whole
      // or of a part ("lots of freezer space" is a large refrigerator; it had looked for "lots").
      ...["lots of", "plenty of", "more", "a lot of", "tons of"].flatMap((much) =>
        ["", "freezer ", "fridge ", "refrigerator ", "oven ", "drum ", "tub "].flatMap((part) =>
          ["storage", "space", "room", "capacity"].map((room) => `${much} ${part}${room}`),
        ),
      ),
      // Holding a lot is room for a lot ("washer that holds a lot" had looked for "lot"); "holds
      // more than 4 cu ft" stays a bound.
      ...["holds", "hold", "fits", "fit", "takes"].flatMap((hold) => ["a lot", "lots"].map((lot) => `${hold} ${lot}`)),
      "massive",
      "jumbo",
      "oversized",
      "oversize",
      "over sized",
      "over size",
      // As makers name their largest drums ("King Size Capacity").
      "king size",
      "king sized",
      "king size capacity",
      // What a large drum is bought for ("a washer that holds a king comforter").
      "comforter",
      "king comforter",
      "king size comforter",
      "king sized comforter",
      "queen comforter",
      "queen size comforter",
      "comforters",
      "quilt",
      "quilts",
      "king quilt",
      "king size quilt",
      "queen quilt",
      "bulky items",
      "bulky",
      "bedding",
      "grande",
    ],
    means: ["large", "mega", "xl"],
    except: damageOfSize("large"),
    // Where each kind is sold as large: washers from 4.5 cu. ft., dryers from 7.3, full-size
    // refrigerators from 25, microwaves from 2.0, range ovens from 5.8, wall ovens from 5.0.
    measure: {
      capacityAtLeast: { washer: 4.5, dryer: 7.3, refrigerator: 25, microwave: 2, stove: 5.8, "wall-oven": 5 },
    },
  },
  {
    says: [
      "small",
      "smaller",
      "tiny",
      "little",
      "pequeño",
      "pequeña",
      "pequeno",
      "pequena",
      "apartment size",
      "apartment sized",
      "apartment",
      "apartments",
      "condo",
      // A household of one or two ("for 2 people", "for a couple").
      ...["for 1 person", "for one person", "for a single person", "for a couple"],
      ...[2, "two"].flatMap((size) => ["people", "persons"].map((people) => `for ${size} ${people}`)),
      "small kitchen",
      "small space",
      "small spaces",
      "tight space",
    ],
    means: ["compact", "small", "apartment"],
    // A dishwasher's rack "for small items" is no small dishwasher either.
    except: [...damageOfSize("small"), "small items"],
    // Where each kind is sold as small or apartment size: washers to 3.5 cu. ft., dryers to 4.5,
    // refrigerators to 12, microwaves to 1.2, range ovens to 4.0 (24 inches), wall ovens to 3.5.
    measure: {
      capacityAtMost: { washer: 3.5, dryer: 4.5, refrigerator: 12, microwave: 1.2, stove: 4, "wall-oven": 3.5 },
    },
  },
  {
    says: ["narrow", "narrower", "skinny", "slim", "slimmer", "thin", "slender", "not too wide", "not very wide"],
    // The width in the specifications says it; a description's "too narrow" does not.
    means: ["narrow width", "slim design"],
    // Where each kind is sold as narrow: refrigerators to 30 inches (full-size ones are 33 to 36),
    // washers, dryers, ranges, wall ovens and microwaves to 24, dishwashers to 18.
    measure: {
      widthAtMost: {
        washer: 24,
        dryer: 24,
        refrigerator: 30,
        microwave: 24,
        stove: 24,
        "wall-oven": 24,
        dishwasher: 18,
      },
    },
  },
  {
    says: [
      "water dispenser",
      "water in door",
      "water in the door",
      "in door water",
      "door water",
      "through the door water",
      "water through the door",
      // Water poured filtered is the dispenser's (the refrigerator's filter feeds it).
      "filtered water",
      "filtered water dispenser",
      "cold filtered water",
      // A refrigerator with a filter has one for its water ("fridge with water filter" had been
      // read as asking for a filter, a part); "fridge water filter" still asks for the part.
      "with water filter",
      "with a water filter",
      "with built in water filter",
      "with a built in water filter",
      "with filtered water",
      "dispensador de agua",
      "despachador de agua",
      // Spanish for water, said of a refrigerator ("refrigerador con agua").
      "agua",
    ],
    means: ["water dispenser"],
    of: ["refrigerator"],
  },
  {
    says: [
      "ice dispenser",
      "through the door ice",
      "door ice",
      "ice in door",
      "ice in the door",
      "ice through the door",
      "ice and water dispenser",
      "ice and water in door",
      "ice and water in the door",
      "water and ice in door",
      "water and ice in the door",
      "external ice",
      // On the outside of the door, as against a dispenser inside the fridge.
      "ice and water on the outside",
      "ice and water outside",
      "water and ice on the outside",
      "ice on the outside",
      "water on the outside",
      "outside dispenser",
      "outside water",
      "external dispenser",
      "external water",
      "external water dispenser",
      "outside water dispenser",
      "exterior dispenser",
      "dispensador de hielo",
      "despachador de hielo",
      "hielo y agua",
      "agua y hielo",
    ],
    means: ["external ice", "ice and water dispenser", "ice dispenser"],
    of: ["refrigerator"],
  },
  {
    says: [
      "power burner",
      "quick boil",
      "rapid boil",
      "fast boil",
      "high output burner",
      "power boil",
      // What it does, said as a shopper would ("a range that boils water fast").
      "boils water fast",
      "boil water fast",
      "boils fast",
      "boils water quickly",
      "boil water quickly",
      "boils quickly",
      "fast boiling",
      "quick boiling",
      "powerful burner",
      "strong burner",
    ],
    means: ["quick boil", "rapid boil", "fast boil", "power burner", "power boil", "speedheat"],
    of: ["stove"],
  },
  {
    says: [
      "stackable",
      "stacking",
      "stack",
      "stacked",
      // One on the other ("washer on top of dryer" had read "top" as a top-load washer).
      "on top of dryer",
      "on top of the dryer",
      "on top of washer",
      "on top of the washer",
      "on top of each other",
      "one on top of the other",
    ],
    means: ["stackable"],
    of: ["washer", "dryer"],
  },
  // Where a product says it is made ("Made in Ripon, Wisconsin"), unless that is abroad.
  {
    says: [
      "made in usa",
      "made in the usa",
      "made in america",
      "american made",
      "usa made",
      "built in usa",
      "built in america",
    ],
    means: ["made in"],
    except: [
      ...["china", "mexico", "korea", "south korea", "thailand", "vietnam", "indonesia", "malaysia", "india"],
      ...["poland", "germany", "italy", "turkey", "brazil", "canada", "japan", "taiwan", "slovenia", "spain"],
      "sweden",
    ].map((country) => `made in ${country}`),
  },
  // A refrigerator for an unheated garage, as its text says (the header had read "ready" of
  // "garage ready" as the start of "ready for pickup").
  {
    says: ["garage ready", "garage", "for garage", "for the garage", "for my garage", "in the garage", "in my garage"],
    means: ["garage ready", "garage"],
    of: ["refrigerator"],
  },
  // A washer and dryer built or stacked as one column.
  {
    says: ["laundry tower", "tower", "laundry center", "laundry centre", "stack unit"],
    means: ["stackable", "washtower", "laundry center"],
    of: ["washer", "dryer"],
  },
  // An electric cooktop under glass, radiant or induction (as against coils or gas grates).
  {
    says: [
      "glass top",
      "glasstop",
      "glass cooktop",
      "smooth top",
      "smoothtop",
      "ceramic top",
      "ceramic glass",
      "flat top",
    ],
    means: ["smoothtop", "smooth top", "glass top", "ceramic glass", "radiant", "induction"],
    of: ["stove"],
  },
  // An electric cooktop of open coils, however it is said ("coil burner range" had left out "coil"
  // as the word that matched fewest, showing gas ranges first).
  {
    says: [
      "coil",
      "coil burner",
      "coil element",
      "coil top",
      "coil cooktop",
      "coil surface",
      "electric coil",
      "exposed coil",
    ],
    means: ["coil"],
    of: ["stove"],
  },
  { says: ["heat pump", "ventless", "vent free"], means: ["heat pump", "ventless"], of: ["dryer"] },
  // A washer that washes fast: a quick cycle, whatever its maker calls it.
  {
    // ("wash" typed alone stays the start of washer: these phrases start with other words.)
    says: [
      "quick wash",
      "quick cycle",
      "fast cycle",
      "short cycle",
      "speedy cycle",
      "shortest cycle",
      "fastest cycle",
      "quickest cycle",
      // Said of the washing ("washer that washes fast" had shown every washer).
      "washes fast",
      "washes quickly",
      "fast wash",
      "fast washing",
      "quick washing",
    ],
    means: ["quick wash", "turbowash", "express", "speed wash", "quick cycle"],
    of: ["washer"],
  },
  // A dryer that dries fast: a quick drying cycle, whatever its maker calls it.
  {
    says: ["quick dry", "fast dry", "dries fast", "dries quickly", "fast drying", "quick drying", "express dry"],
    means: ["quick dry", "express dry", "speed dry", "turbo dry", "fast dry"],
    of: ["dryer"],
  },
  {
    says: ["convection", "true convection", "fan convection"],
    means: ["convection"],
    of: ["stove", "wall-oven", "microwave"],
  },
  // A fridge as deep as the counters (or the cabinets) around it.
  { says: ["counter depth", "closet depth", "cabinet depth"], means: ["closet depth", "counter depth"] },
  // An agitator is what a washer's text says it has, not every top loader ("washer with agitator"
  // had shown the two impeller washers too): one that washes with an impeller has none, though its
  // text says "no agitator" or "as well as an agitator".
  {
    says: ["agitator", "agitators"],
    means: ["agitator"],
    of: ["washer"],
    except: ["impeller"],
  },
  // A top loader without an agitator washes with an impeller (its text says "no agitator", which
  // a negation would leave out).
  {
    says: [
      "impeller",
      "no agitator",
      "without agitator",
      "without an agitator",
      "w/o agitator",
      "agitator free",
      "agitatorless",
    ],
    means: ["impeller"],
    of: ["washer"],
  },
  // Features named by two words that are each common alone: only the two together say it.
  { says: ["dual fuel"], means: ["dual fuel"], of: ["stove"] },
  {
    says: ["panel ready", "custom panel", "integrated", "fully integrated"],
    means: ["panel ready", "custom panel"],
    of: ["dishwasher", "refrigerator"],
  },
  // One that rolls to the sink or hooks to the faucet: a kind of dishwasher or washer we may have.
  { says: ["portable"], means: ["portable"], of: ["dishwasher", "washer"] },
  { says: ["warming drawer"], means: ["warming drawer"], of: ["stove"] },
  // An element on the cooktop that keeps food warm: makers write "Keep Warm zone".
  {
    says: ["warming zone", "warming element", "warming burner", "warm zone", "keep warm zone"],
    means: ["warming zone", "warm zone", "keep warm zone"],
    of: ["stove"],
  },
  { says: ["door in door"], means: ["door in door"], of: ["refrigerator"] },
  // A refrigerator door to see inside without opening it, each maker's words for it ("see through
  // door" had found the two whose text has "see" and "door").
  {
    says: [
      "see through door",
      "see thru door",
      "see-through door",
      "glass door",
      "glass doors",
      "glass panel",
      "see inside",
      "see inside without opening",
      "knock to see inside",
      "transparent door",
      "window door",
    ],
    means: ["instaview", "knock twice", "knock-to-see", "see inside", "glass panel"],
    of: ["refrigerator"],
  },
  // A dishwasher for baked-on pots and pans: a boost, heavy or pots cycle ("dishwasher that cleans
  // pots and pans" had said we sell no cookware).
  {
    says: [
      "heavy duty cycle",
      "cleans pots and pans",
      "clean pots and pans",
      "for pots and pans",
      "pots and pans cycle",
      "pots and pans setting",
      "baked on food",
      "baked-on food",
      "greasy pans",
      "pots cycle",
    ],
    means: ["boost", "heavy duty", "baked on", "pots", "pans", "power scrub"],
    of: ["dishwasher"],
  },
  // Built as laundromats' machines are ("industrial washer" had shown every washer).
  {
    says: ["commercial grade", "commercial quality", "commercial", "industrial", "laundromat", "laundromat quality"],
    means: ["commercial", "laundromat"],
    of: ["washer", "dryer"],
  },
  // Controls, or the knobs, on the front ("range with knobs on front": a front control range).
  {
    says: [
      "front control",
      "front controls",
      "front knobs",
      "knobs on front",
      "knobs on the front",
      "knobs in front",
      "knobs in the front",
      "controls on front",
      "controls on the front",
      "controls in front",
      "controls in the front",
      "front buttons",
      "buttons on front",
      "buttons on the front",
      "buttons in front",
      "buttons in the front",
    ],
    means: ["front control", "front controls", "front knobs"],
    of: ["stove", "dishwasher"],
  },
  // Where a range's controls are: "rear control" is no front control range.
  {
    says: ["rear control", "rear controls", "back control", "back controls"],
    means: ["rear control", "rear controls", "back control"],
    of: ["stove"],
  },
  // A dryer that stops when the clothes are dry, each maker's words for it.
  {
    says: [
      "sensor dry",
      "sensor drying",
      "moisture sensor",
      "moisture sensing",
      "moisture sensors",
      "dryness sensor",
      // What it prevents ("a dryer that doesn't over dry", "won't shrink clothes").
      "over dry",
      "over drying",
      "overdry",
      "overdrying",
      "doesnt over dry",
      "doesnt shrink",
      "won't shrink",
      "wont shrink",
      "no shrinking",
      "no over drying",
      "no overdrying",
      "no over dry",
      "without over drying",
    ],
    means: ["sensor dry", "moisture sensing", "moisture sensor", "accudry"],
    of: ["dryer"],
  },
  // Said as a negation, meant as a feature: shop phrases win over "no".
  {
    says: [
      "no preheat",
      "no preheating",
      "skip the preheat",
      "skip preheat",
      "skip preheating",
      "without preheat",
      "without preheating",
      "without the preheat",
      "no need to preheat",
    ],
    means: ["no preheat", "skip the preheat"],
    of: ["stove", "wall-oven"],
  },
  {
    says: ["frost free", "no frost", "frostless", "auto defrost"],
    means: ["frost free", "no frost", "auto defrost"],
    of: ["refrigerator"],
  },
  {
    says: [
      "fingerprint resistant",
      "fingerprint proof",
      "no fingerprint",
      "fingerprint free",
      "smudge proof",
      "smudge resistant",
      "smudge free",
    ],
    means: ["fingerprint resistant", "printproof", "printshield", "smudge proof", "smudge resistant"],
  },
  // A finish that resists scratches is no scratch-and-dent unit ("scratch resistant" had shown
  // those); looked for as said, on the kinds with such finishes.
  {
    says: ["scratch resistant", "scratch proof"],
    means: ["scratch resistant"],
    of: ["refrigerator", "stove", "dishwasher", "microwave"],
  },

  // Which brands or colours the shop has: the results name them over every product. Asked as a
  // question or a list: "brand" and "color" alone (a word's singular reads as its plural) say
  // nothing ("brand new", "washer in white color").
  {
    says: [
      "what brands",
      "which brands",
      "brands you carry",
      "brands do you carry",
      "brands do you sell",
      "brands do you have",
      "brand names",
      "brand list",
      "list of brands",
      "all brands",
    ],
    ignore: true,
    lists: "brands",
  },
  {
    says: [
      "what colors",
      "which colors",
      "what colours",
      "which colours",
      "color options",
      "colour options",
      "colors available",
      "colours available",
      "what finishes",
      // "fridge colors", "color options": the colours are named unless the search names one
      // ("washer in white color").
      "colors",
      "colours",
    ],
    ignore: true,
    lists: "colors",
  },

  // Words that say nothing about which product is wanted.
  {
    says: [
      "a",
      "an",
      "the",
      "and",
      "or",
      "nor",
      "with",
      "combo",
      "all in one",
      "2 in 1",
      "two in one",
      // A washer and dryer bought together: "washer and dryer set" ("pair" names the two itself).
      "set",
      "sets",
      "bundle",
      "matching",
      // What a product goes with ("dryer to match my washer", "pairs with", "works with"): the
      // kind after it is no product to show (search-parse.ts).
      "match",
      "matches",
      "pairs with",
      "pair with",
      "paired with",
      "pairs well with",
      "compatible",
      // Two brands weighed against each other: "samsung vs lg fridge" is either.
      "vs",
      "versus",
      "compare",
      "comparison",
      "comparing",
      "better",
      "which is better",
      "difference",
      "difference between",
      // "fridge in a stainless finish" ("color" asks which colours we have, below).
      "finish",
      // What a shopper hopes a product will not do tells no product here apart ("a washer that
      // doesn't smell"; "smell" is no mistyped "small").
      "smell",
      "smells",
      "smelly",
      "odor",
      "odors",
      "odour",
      "stink",
      "stinky",
      "musty",
      "mildew",
      "mold",
      "mould",
      "that",
      "which",
      "than",
      // Who an appliance is for, or what it is for, tells no product apart ("microwave for my mom").
      "mom",
      "moms",
      "mother",
      "dad",
      "dads",
      "father",
      "parents",
      "grandma",
      "grandmother",
      "grandpa",
      "grandfather",
      "wife",
      "husband",
      "son",
      "daughter",
      "kid",
      "kids",
      "child",
      "children",
      "gift",
      "gifts",
      "present",
      "birthday",
      "senior",
      "seniors",
      "contractor",
      "contractors",
      "landlord",
      "landlords",
      // Who it is for tells no product apart: any appliance goes in a rental.
      "rental",
      "rentals",
      "rental property",
      "rental properties",
      "rental unit",
      "rental units",
      "investment property",
      "airbnb",
      "elderly",
      "military",
      "veteran",
      "veterans",
      "student",
      "students",
      "has",
      "have",
      "come",
      "comes",
      "is",
      "are",
      "it",
      "uses",
      "use",
      "using",
      // "Handle" as what an appliance can do, not a door handle ("washer that can handle a comforter").
      "can handle",
      "could handle",
      "will handle",
      "able to handle",
      "that handles",
      "which handles",
      "w",
      "for",
      "of",
      "to",
      "in",
      "on",
      "my",
      "me",
      "i",
      "need",
      "needed",
      // How it is connected, said before the outlet ("dryer that plugs into a regular outlet").
      "plugs into",
      "plug into",
      "plugs in to",
      "plug in to",
      "plugged into",
      "plugs in",
      "plug in",
      "plugged in",
      "runs on",
      "want",
      // A shopper's own words about the appliance they are replacing ("my dryer broke").
      "i'm",
      "im",
      "i've",
      "ive",
      "i'd",
      "that's",
      "thats",
      "it's",
      "its",
      "broke",
      "broken",
      "died",
      "stopped",
      "stopping",
      "starting",
      // Said of the old one, or of what is wanted; everyday words a letter or two from the
      // catalogue's, never read as its typos ("louder" had been read as loader, "solid" as sold,
      // "garbage" as garage, "scrap" as scraped, "brushed" stainless as crushed).
      "louder",
      "solid",
      "garbage",
      "scrap",
      "scrapped",
      "brushed",
      "replacement",
      "replace",
      "replacing",
      "to replace",
      "quit",
      "asap",
      "money",
      "for the money",
      // What a feature is called says nothing of which one ("sabbath mode" showed every product
      // whose text says "mode" when no product has a sabbath mode).
      "mode",
      "modes",
      "cycle",
      "cycles",
      "feature",
      "features",
      "option",
      "options",
      "function",
      "setting",
      "settings",
      "technology",
      // A standard met says nothing the catalogue writes ("ada compliant": compliant is no complaint).
      "compliant",
      "certified",
      "approved",
      // A question about the words themselves, or the pictures every product has ("what does
      // scratch and dent mean", "photos of damage").
      "mean",
      "means",
      "meaning",
      "photos",
      "photo",
      "pictures",
      "picture",
      "pics",
      "images",
      "looking",
      // What comes with it is what the product's words say ("warranty included" had found the four
      // ranges whose text says included).
      "included",
      "include",
      "includes",
      "including",
      "buy",
      "new",
      "best",
      "good",
      "but",
      "most",
      "reliable",
      "dependable",
      "durable",
      "value",
      "best value",
      "great",
      "nice",
      "appliance",
      "appliances",
      "package",
      "bundle",
      "unit",
      "units",
      "machine",
      "model",
      // A maker's line of products ("samsung chef collection"): the brand and the line's name say it.
      "collection",
      "series",
      "number",
      "model number",
      "model no",
      "part number",
      "sku",
      // What a question about the shop's terms ends with ("shipping policy", "warranty policy"
      // had said no results and shown every product): the service asked about says it.
      "policy",
      "policies",
      "sale",
      "deal",
      "deals",
      "doorbuster",
      "doorbusters",
      "last chance",
      "last call",
      ...SALE_DAYS,
      ...HOLIDAY_SALES,
      "only",
      "pricing",
      "tomorrow",
      "asap",
      "ok",
      "okay",
      // A link pasted whole ("https://www.homedepot.com/p/whirlpool-washer"): its words of the web.
      "http",
      "https",
      "www",
      "com",
      "html",
      // What it takes ("a washer that holds a king comforter").
      "holds",
      "hold",
      // Where it goes: "fits a 33 inch opening".
      "fits",
      "fit",
      "fitting",
      "space",
      "opening",
      "spot",
      "cutout",
      "popular",
      "most popular",
      "best selling",
      "best seller",
      "bestseller",
      // What a shop picks out says nothing of which product ("top sellers", "staff picks").
      "top seller",
      "top selling",
      "featured",
      "staff pick",
      "our pick",
      "top pick",
      "editors choice",
      "editor's choice",
      "recommended",
      "recommend",
      "trending",
      "most viewed",
      // An order's word after a sort said ("lowest price first").
      "first",
      // Spanish words between the words that say what is wanted ("estufa de gas").
      "de",
      "con",
      "para",
      "el",
      "la",
      "los",
      "las",
      "y",
      // And the words of a Spanish question or wish ("tienen lavadoras", "necesito una secadora").
      "un",
      "una",
      "tienen",
      "tiene",
      "hay",
      "venden",
      "quiero",
      "busco",
      "necesito",
      "arrival",
      "arrivals",
      "just arrived",
      "just in",
      // "HE" beside a kind says nothing more: every washer we sell is high efficiency (alone, "he"
      // is more often a word of a sentence than a washer asked for); the unit of a size said
      // without its number.
      "he",
      "inch",
      "inches",
      "discount",
      "discounted",
      "price",
      "priced",
      "cost",
      "price range",
      "price point",
      "condition",
      "enough",
      "total",
      // A price said of each of two ("washer and dryer under 1000 each" had left "each" out, said so).
      "each",
      "apiece",
      "a piece",
      "per unit",
      "fee",
      "fees",
      "charge",
      "charges",
      "costs",
      "pricing",
      "work",
      "works",
      // Said of a new appliance: "never used" is no used one.
      "never used",
      "unused",
      "both",
      "old",
      "older",
      "excellent condition",
      "good condition",
      "great condition",
      "quality",
      "good quality",
      "high quality",
      "top quality",
      // Where every appliance goes ("kitchen aid", a brand we don't carry, is read before this).
      "kitchen",
      "house",
      "home",
      // Every dishwasher's tub is a tall one: "tall tub" tells none apart, and is no tallest first.
      "tall tub",
      // How much: "minor dent", "slight scratch".
      "minor",
      "slight",
      "slightly",
      // Which of several: "second fridge for the garage".
      "second",
      "extra",
      "spare",
      "another",
      "backup",
      "new house",
      "new home",
      // Moving house says nothing of which product ("moving into a new house" had found the six
      // products whose text says into).
      "into",
      "moving",
      "moving in",
      "move",
      "moved",
      "just moved",
      // A home or appliance just bought ("we just bought a house" had found the one product whose
      // text says bought).
      "bought",
      "just bought",
      "purchased",
      "going",
      "week",
      "this week",
      "weekend",
      "tonight",
      "near",
      "size",
      "sized",
      "type",
      "kind",
      "brand",
      "shop",
      // Never typos of the catalogue's words ("shopping" had been read as shipping, "searching" as
      // searing, a "wedding" gift as bedding).
      "shopping",
      "searching",
      "wedding",
      "store",
      "please",
      // Words of a question or a sentence: "do you have any gas dryers", "what is the cheapest".
      "do",
      "does",
      "you",
      "your",
      "they",
      "them",
      "their",
      "y'all",
      "yall",
      "ya'll",
      "you all",
      "we",
      "our",
      "us",
      "any",
      "anything",
      "something",
      "some",
      "can",
      "could",
      "would",
      "will",
      "be",
      "been",
      "was",
      "were",
      "am",
      "this",
      "these",
      "those",
      "there",
      "here",
      "where",
      "what",
      "who",
      "how",
      "get",
      "got",
      "find",
      "show",
      "see",
      "view",
      "browse",
      "list",
      "all",
      "every",
      "everything",
      "room",
      "sell",
      "carry",
      "like",
      "just",
      "really",
      "very",
      "one",
      "ones",
      "thing",
      "things",
      "item",
      "items",
      "stuff",
      // The usual size asked for says nothing ("standard size washer", "full size fridge").
      "standard size",
      "standard sized",
      "full size",
      "full sized",
      "regular size",
      "regular sized",
      "normal size",
      "normal sized",
      "normal",
      "regular",
      "product",
      "products",
      "give",
      "catalog",
      "catalogue",
      "inventory",
      // Asking after more of a kind ("when will you get more washers").
      "when",
      "will",
      "more",
      "restock",
      "restocked",
      "back in stock",
      "goes",
      "go",
      "if",
      "so",
      // Said after a number to mean roughly ("30ish inch fridge"; a price's is read as about it).
      "ish",
      "as",
      "at",
      "by",
      // Between two measures written with their units: "36w x 70h".
      "x",
      "×",
      "from",
      "made",
      "make",
      "manufactured",
      "anywhere",
      "today",
      "now",
      "newest",
      "newer",
      "latest",
      // Nor where or when it is used ("motel" had been read as model, "grass stains" as glass,
      // "summer" as simmer).
      "motel",
      "grass",
      "summer",
      // A model year or what is on its way says nothing of which product ("2024 model", "coming soon").
      ...Array.from({ length: 16 }, (_, index) => 2015 + index).flatMap((year) => [`${year} model`, `${year} models`]),
      "new model",
      "latest model",
      "newest model",
      "coming soon",
      "arriving soon",
      "new arrival",
      "new arrivals",
      "just arrived",
      "just in",
      "how much",
      "how many",
      // What every washer, dryer or dishwasher is for ("a washer that gets clothes clean").
      "clothes",
      "cloths",
      "towels",
      "towel",
      "jeans",
      "shirts",
      "shirt",
      "sweaters",
      "sweater",
      "pants",
      "socks",
      "uniforms",
      "scrubs",
      "shoes",
      "sneakers",
      // Nor what is washed or kept in one ("plates" had been read as "place", "steak" as steam).
      "plates",
      "plate",
      "bowls",
      "cups",
      "mugs",
      "bread",
      "steak",
      "steaks",
      "snacks",
      "snack",
      "groceries",
      "gets clothes clean",
      "get clothes clean",
      "gets dishes clean",
      "get dishes clean",
      "cleans well",
      "clean well",
      "dries well",
      "works well",
      // A budget said as a sentence ("i can spend up to 1000 on a fridge": the amount is the price).
      "spend",
      "to spend",
      "can spend",
      "want to spend",
      "willing to spend",
      "looking to spend",
      // A product's measurements asked about: every product page lists them ("how big is the lg
      // washer" had read "big" as a large capacity).
      "how big",
      "how large",
      "how wide",
      "how tall",
      "how deep",
      "how heavy",
      "dimensions",
      "dimension",
      "measurements",
      "measurement",
      "weight",
      "weigh",
      "weighs",
      "specs",
      "specifications",
      "spec sheet",
      // "how long does delivery take", "how soon can you deliver".
      "how long",
      "how soon",
      "take",
      "takes",
      // Whether a product is worth its price ("is speed queen worth it" had left worth out, said so).
      "worth it",
      "worth",
      "worth the money",
      // Whether a unit is in stock shows on its card ("out of stock washer": the washers).
      "out of stock",
      "sold out",
      "unavailable",
      "still",
      "appliance",
      "appliances",
      // Every appliance here is a major one.
      "major appliance",
      "major appliances",
      "large appliance",
      "large appliances",
      "big appliances",
      // Everything here is discounted: these words tell no product apart (a share said, "40% off"
      // or "half off", is read as a discount at least that large before these).
      "under retail",
      "below retail",
      "off retail",
      "under msrp",
      "below msrp",
      "off msrp",
      "less than retail",
      "off",
      "percent",
      "marked down",
      "markdown",
      "price drop",
      "price cut",
      "reduced",
      "deal of the day",
      "deals of the day",
      "doorbuster",
      "doorbusters",
      "last chance",
      "last call",
      // A shop's names for its sales ("hot deals", "weekly specials").
      ...["hot", "weekly", "daily", "todays"].flatMap((when) =>
        ["deal", "deals", "special", "specials", "sale", "buys"].map((sale) => `${when} ${sale}`),
      ),
      "deal of the week",
      "deals of the week",
      "flash sale",
      "weekly ad",
      // When prices fall further: every price here is marked down already.
      "next sale",
      "price drop",
      "price drops",
      "go down",
      "price go down",
      "prices go down",
      "special",
      "specials",
      "offer",
      "offers",
      "savings",
      "save",
      "save money",
      // What the shop is: an outlet for discounted appliances.
      "outlet",
      "outlets",
      "appliance outlet",
      "warehouse",
      "liquidation",
      "wholesale",
    ],
    ignore: true,
  },
  // Repairs: the shop sells appliances and the warranty that covers their repairs.
  {
    says: [
      "repair",
      "repairs",
      "repairing",
      "repairman",
      "repair service",
      "appliance repair",
      "fix",
      "fixing",
      "fixed",
      "technician",
      "service call",
      "broken",
      "not working",
      "stopped working",
      "won't start",
      "wont start",
      "leaking",
      "leaks",
      // What a broken appliance does ("fridge not cooling" had left out the products whose text says
      // cooling; "washer won't drain" had said no results).
      "doesn't work",
      "doesnt work",
      "does not work",
      "not working right",
      "quit working",
      "error code",
      ...["cooling", "cold", "getting cold", "heating", "drying", "spinning", "draining", "turning on", "starting"].map(
        (symptom) => `not ${symptom}`,
      ),
      ...["won't", "wont", "will not", "doesn't", "doesnt", "stopped"].flatMap((stopped) =>
        ["cool", "cooling", "heat", "heating", "dry", "drying", "spin", "spinning", "drain", "draining", "turn on"].map(
          (symptom) => `${stopped} ${symptom}`,
        ),
      ),
    ],
    ignore: true,
    service: "warranty",
    note: "We sell appliances; we don't repair them.",
  },
  // Another store, or its prices: the results show ours, and say where theirs are shown.
  {
    says: [
      "home depot",
      "homedepot",
      "lowes",
      "lowe's",
      "best buy",
      "bestbuy",
      "costco",
      "aj madison",
      "ajmadison",
      "sears",
      "menards",
      "walmart",
      "price match",
      "price matching",
      "compare prices",
      "price comparison",
      "competitor prices",
      "retail price",
    ],
    ignore: true,
    insteadOurs: true,
    note: "Each product's page shows what other stores ask for the same model new when they ask more, and what you save here.",
  },
  // A code for a discount: the results say there is none to find, and show every product ("coupon
  // code" had found nothing, then every product without a word on it).
  {
    says: [
      "coupon",
      "coupons",
      "coupon code",
      "coupon codes",
      "promo",
      "promo code",
      "promo codes",
      "promotion",
      "promotions",
      "discount code",
      "discount codes",
      "voucher",
      "vouchers",
    ],
    ignore: true,
    insteadOurs: true,
    note: "We don't have coupon codes: our prices are already marked down, and are the ones you pay before tax and delivery.",
  },
  // A discount for who the shopper is: the results say the prices are the same for everyone
  // online and where to ask, and show every product ("military discount" had shown them without a word).
  {
    says: [
      "military",
      "veteran",
      "veterans",
      "senior",
      "seniors",
      "senior citizen",
      "student",
      "teacher",
      "first responder",
      "nurse",
      "employee",
      "aarp",
    ].flatMap((who) => [`${who} discount`, `${who} discounts`]),
    ignore: true,
    insteadOurs: true,
    note: `Our prices are already marked down and are the same for everyone online; to ask about any other discount, call us at ${STORE.phone}.`,
  },
  // Used and refurbished appliances: the results say what our units are, and show them.
  {
    says: [
      "used",
      "pre owned",
      "preowned",
      "second hand",
      "secondhand",
      "refurbished",
      "refurb",
      "reconditioned",
      "remanufactured",
      "rebuilt",
    ],
    ignore: true,
    insteadOurs: true,
    note: "We don't sell used or refurbished appliances: ours are scratch-and-dent, open-box and clearance units, never installed, tested in our showroom and sold with the manufacturer's warranty.",
  },
  // Whether our units work, are new, are tested ("are they tested" had found the two products
  // whose text says they): what every unit is, over every product.
  {
    says: [
      "tested",
      "inspected",
      "are they tested",
      "are they inspected",
      "do they work",
      "does it work",
      "will it work",
      "are they new",
      "is it new",
      "are they brand new",
      "is it brand new",
      "what condition",
      "what condition are they in",
    ],
    ignore: true,
    insteadOurs: true,
    note: "Our scratch-and-dent, open-box and clearance units were never installed; each is tested in our showroom and sold with the manufacturer's warranty.",
  },
  {
    says: [
      "small appliance",
      "countertop appliance",
      "toaster",
      "toaster oven",
      "blender",
      "coffee maker",
      "coffee machine",
      "espresso machine",
      "keurig",
      "mixer",
      "stand mixer",
      "food processor",
      "slow cooker",
      "crock pot",
      "crockpot",
      "instant pot",
      "pressure cooker",
      "rice cooker",
      "kettle",
      "juicer",
      "waffle maker",
      // A fryer of its own ("fryer" alone is the air fry of our ranges, as "freidora" is).
      "deep fryer",
      "deep fat fryer",
      "countertop air fryer",
    ],
    ignore: true,
    note: "We sell large home appliances, not small kitchen appliances.",
  },
  {
    says: [
      "air conditioner",
      "ac unit",
      "window ac",
      "window unit",
      "portable ac",
      "mini split",
      "furnace",
      "water heater",
      "tankless water heater",
      "space heater",
      "dehumidifier",
      "humidifier",
      "air purifier",
      "water softener",
    ],
    ignore: true,
    note: "We don't sell heating, cooling or water heating equipment.",
  },
  {
    says: [
      "tv",
      "television",
      "smart tv",
      "soundbar",
      "laptop",
      "computer",
      "vacuum",
      "vacuum cleaner",
      "carpet cleaner",
      "mattress",
      "furniture",
      "couch",
      "sofa",
      "recliner",
      "grill",
      "bbq",
      "smoker",
      "lawn mower",
      "mower",
      "generator",
      "trash compactor",
      "compactor",
      "garbage disposal",
      "hot tub",
      "jacuzzi",
      // Not "pool" alone: "whirl pool" is Whirlpool written apart.
      "swimming pool",
      "pool heater",
      "sink",
      "kitchen sink",
      "faucet",
      "sump pump",
      "well pump",
      "cabinets",
      "kitchen cabinets",
      "cookware",
      "pots and pans",
      // What goes into an appliance ("laundry detergent" had shown the washers with a dispenser).
      "laundry detergent",
      "dishwasher detergent",
      "detergent pods",
      "laundry pods",
      "dishwasher pods",
      "dish soap",
      "dryer sheets",
      "fabric softener",
      "rinse aid",
      "descaler",
      "stainless steel cleaner",
      "washing machine cleaner",
      "washer cleaner",
      "dishwasher cleaner",
      "oven cleaner",
    ],
    ignore: true,
    note: "We sell large home appliances only.",
  },
  {
    says: [
      "parts",
      "replacement parts",
      "replacement part",
      "accessories",
      "accessory",
      "pedestal",
      "pedestals",
      "laundry pedestal",
      "stacking kit",
      "stack kit",
      // A kit is a part whatever it is for ("dryer vent kit", "dishwasher installation kit").
      "kit",
      "kits",
      "legs",
      "leg",
      "leveling legs",
      "leveling feet",
      "power cord",
      "dryer cord",
      "range cord",
      "cord",
      "cords",
      "4 prong",
      "3 prong",
      "prong",
      "dryer vent",
      "vent kit",
      "vent hose",
      "hose",
      "hoses",
      "fill hose",
      "drain hose",
      "handle",
      "handles",
      "door handle",
      "knob",
      "knobs",
      "gasket",
      "door seal",
      "control board",
      "igniter",
      "connector",
      "connectors",
      "heating element",
      "drive belt",
      "dryer belt",
      "light bulb",
      "bulb",
      "bulbs",
      "thermostat",
      // A filter of any kind ("fridge water filter" had shown the refrigerators that filter water).
      "filter",
      "water filter",
      "replacement filter",
    ],
    ignore: true,
    note: `We sell appliances, not parts or accessories. ${INSTALLATION.included}.`,
  },
  // Every appliance can be delivered or picked up, with a warranty and returns, and paid for the
  // same ways: these words tell no product apart, and the results say what the shop offers.
  {
    says: [
      "delivery",
      // In Spanish ("entrega a domicilio", "garantia" had found nothing and said nothing).
      "entrega",
      "entregas",
      "entregan",
      "entrega a domicilio",
      "a domicilio",
      "envio",
      "envios",
      "envio gratis",
      "reparto",
      "deliveries",
      "deliver",
      "delivered",
      "free delivery",
      "delivery free",
      "delivery is free",
      "deliver free",
      "deliver for free",
      "delivered free",
      "delivered for free",
      "same day delivery",
      "next day delivery",
      "how far",
      "delivery area",
      "delivery areas",
      "delivery zone",
      "delivery radius",
      // A ZIP code asked about without its digits ("delivery zip", "what zip codes").
      "zip",
      "zip code",
      "zipcode",
      "zip codes",
      "zipcodes",
      "service area",
      "shipping",
      "free shipping",
      "shipping free",
      "shipping is free",
      "shipped",
      "ship",
      "ships",
      // Bringing it to the house ("can you bring a fridge to heath", "drop it off").
      "bring",
      "bring it",
      "bring them",
      "drop off",
      "drop it off",
      // Who brings it ("do your drivers carry it in" had read "drivers" as dryers).
      "driver",
      "drivers",
      "delivery driver",
      "delivery truck",
      // When it is needed by ("need a dryer by friday" had told the showroom's hours).
      ...["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => `by ${day}`),
      "by tomorrow",
      "by the weekend",
      "by this weekend",
      "by next week",
      // Beyond the state ("do you ship out of state" had found the 22 products whose text says out).
      "out of state",
      "outside ohio",
      "outside of ohio",
      "other states",
      "another state",
      "nationwide",
      "across the country",
      // The places we deliver to, by name ("delivery to westerville", "bexley"); the store's own
      // town names the house brand too ("reynoldsburg basics").
      ...SERVICE_AREAS.filter((area) => area.name !== STORE.address.city).map((area) => area.name.toLowerCase()),
      ...Object.keys(COLUMBUS_PLACES).map((name) => name.toLowerCase()),
    ],
    misspelled: ["delivry", "delievery"],
    ignore: true,
    service: "delivery",
  },
  {
    says: [
      "stairs",
      "stair",
      "stair carry",
      "flight of stairs",
      "flights of stairs",
      "upstairs",
      "downstairs",
      "second floor",
      "2nd floor",
      "third floor",
      "3rd floor",
      "basement",
      "steps",
      "front steps",
    ],
    ignore: true,
    service: "stairs",
  },
  {
    says: [
      "pickup",
      // In Spanish.
      "recoger",
      "recoger en tienda",
      "recogida",
      "pick up",
      "curbside",
      "local pickup",
      "store pickup",
      "in store pickup",
      "pick it up",
      "pick them up",
      "pick up myself",
      "pick it up myself",
      "pick up in store",
      "pickup in store",
    ],
    ignore: true,
    service: "pickup",
  },
  {
    says: [
      "haul away",
      // In Spanish.
      "retiro",
      "retiran",
      "retirar el viejo",
      "llevan el viejo",
      "free haul away",
      "free removal",
      "haulaway",
      "haul off",
      "old appliance removal",
      "removal of old appliance",
      "take away",
      "take my old",
      "old appliance",
      "old appliances",
      "old one",
      "removal",
      "remove",
      "remove old",
      "disposal of old",
      "recycle",
      "recycling",
      // No trade-in credit: what we offer for the old appliance is taking it away.
      "trade in",
      "trade ins",
      "trade my old",
      // Asked as a question: "do you take the old fridge", "can you pick up my old washer".
      "take old",
      "take the old",
      "take your old",
      "take our old",
      "pick up old",
      "pick up my old",
      "pick up the old",
    ],
    ignore: true,
    service: "haulAway",
  },
  {
    says: [
      "installation",
      // In Spanish.
      "instalacion",
      "instalan",
      "instalar",
      "install",
      "free installation",
      "free install",
      "install included",
      "installation included",
      "installed",
      "installer",
      "installing",
      "hook up",
      "hookup",
      "hooked up",
      "set up",
      "setup",
      // "do you connect gas", "water hookup".
      "connect",
      "connecting",
      "connection",
      "gas hookup",
      "gas hook up",
      "water hookup",
      "water hook up",
      "gas line",
      "gas lines",
      "water line",
      "water lines",
      "electrician",
      "plumber",
    ],
    misspelled: ["instalation", "instal", "instalations"],
    ignore: true,
    service: "installation",
  },
  {
    says: [
      "warranty",
      // In Spanish.
      "garantia",
      "garantias",
      "garantia extendida",
      "warranties",
      "extended warranty",
      "protection plan",
      "guarantee",
      "guaranteed",
      // What happens when it fails ("what if it breaks" had found the one product whose text says breaks).
      "if it breaks",
      "if it breaks down",
      "if it stops working",
      "breaks down",
      "break down",
      "breaks",
      // How long it lasts ("how long do washers last" had found the four whose text says last).
      "last",
      "lasts",
      "last long",
      "last a long time",
      "how long will it last",
      "how long do they last",
      "lifespan",
      "life span",
      "life expectancy",
    ],
    misspelled: ["warrenty", "waranty", "warrantee"],
    ignore: true,
    service: "warranty",
  },
  {
    says: [
      "return policy",
      "returns",
      // In Spanish.
      "devolucion",
      "devoluciones",
      "devolver",
      "reembolso",
      "return",
      "returnable",
      "money back",
      "refund",
      "refunds",
      "exchange",
      "exchanges",
      "restocking fee",
      "restocking fees",
      // Whether a sale is final: the returns' terms say (we take returns).
      "final sale",
      "final sales",
      "no returns",
      "restock fee",
      "restocking",
    ],
    ignore: true,
    service: "returns",
  },
  {
    says: [
      "financing",
      // In Spanish.
      "financiamiento",
      "financiacion",
      "a plazos",
      "pagos",
      "formas de pago",
      "tarjeta",
      "efectivo",
      "finance",
      "financed",
      "financing available",
      "apply for credit",
      "apply for financing",
      "credit application",
      "payment plan",
      "payment plans",
      "payments",
      "monthly payments",
      "pay monthly",
      "pay later",
      "buy now pay later",
      "lease to own",
      "rent to own",
      "lease",
      "leasing",
      "layaway",
      "lay away",
      "no credit check",
      "credit",
      "credit card",
      "credit cards",
      // Asked as a question ("do you take credit cards", "can I pay with a card").
      "card",
      "cards",
      "take credit",
      "take credit cards",
      "take cards",
      "take card",
      "accept credit",
      "accept credit cards",
      "accept cards",
      "accept card",
      "pay by card",
      "visa",
      "mastercard",
      "master card",
      "amex",
      "american express",
      "klarna",
      "affirm",
      "afterpay",
      "paypal",
      "apple pay",
      "google pay",
      "venmo",
      "zelle",
      "cash",
      "debit",
      "debit card",
      "payment methods",
      "payment options",
      "pay with",
      // Asked as a question: "how do I pay", "can I pay cash", "do you take checks".
      "pay",
      "paying",
      "how to pay",
      "checks",
      "pay by check",
      "personal check",
      "money order",
    ],
    ignore: true,
    service: "payment",
  },
  {
    says: [
      "near me",
      "nearby",
      "local",
      // The store's own town said as a place with the words of where (beside any other word the
      // parser reads it so too: STORE_TOWN below).
      ...[`near ${STORE_TOWN.town}`, `in ${STORE_TOWN.town}`, `${STORE_TOWN.town} ohio`, `${STORE_TOWN.town} oh`],
      "in person",
      "see it in person",
      "see them in person",
      "see in person",
      "look at it in person",
      "visit",
      "visit the store",
      "visit your store",
      "visit the showroom",
      "stop by",
      "come by",
      // Coming to the store, not what a product comes in ("what colors does it come in").
      "can i come in",
      "come in today",
      "come in tomorrow",
      "come in and see",
      "come in to see",
      "come in to look",
      "come into the store",
      "walk in",
      "showroom",
      "store hours",
      "hours",
      // In Spanish.
      "donde estan",
      "donde queda",
      "donde se encuentran",
      "ubicacion",
      "direccion",
      "horario",
      "horarios",
      "tienda",
      "abierto",
      "abren",
      "cierran",
      "open today",
      "location",
      "located",
      "where are you",
      "where is the store",
      "where is your store",
      "where is your showroom",
      "address",
      "directions",
      STORE.name.toLowerCase(),
      "ohio",
      "appliance store",
      "appliance stores",
      "are you open",
      "open on",
      // The hours asked as a question ("what time do you close", "when do you open").
      "what time",
      "what time do you open",
      "what time do you close",
      "when do you open",
      "when do you close",
      "do you close",
      "closing time",
      "opening time",
      "open now",
      "open late",
      "opening hours",
      "closed",
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
      "sunday",
      ...["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => `open ${day}`),
      "holiday hours",
      // The days the showroom closes, as shoppers write them ("are you open christmas eve"); a
      // holiday's sale ("labor day", "4th of july") says nothing, as the sales words above.
      "thanksgiving",
      "christmas",
      "christmas eve",
      "christmas day",
      "new years day",
      "new year's day",
      "new years eve",
      "july 4",
      "independence day",
      // "open" before a day off asks whether the showroom is ("open new years day", "open july 4th").
      ...[
        "thanksgiving",
        "christmas",
        "christmas eve",
        "christmas day",
        "new years",
        "new years day",
        "new year's day",
        "new years eve",
        "july 4",
        "july 4th",
        "4th of july",
        "fourth of july",
        "independence day",
        "memorial day",
        "labor day",
        "easter",
        "the holidays",
        "holidays",
      ].map((day) => `open ${day}`),
    ],
    ignore: true,
    service: "showroom",
  },
  {
    says: [
      "sales tax",
      "tax",
      "taxes",
      "tax free",
      "tax included",
      "is tax included",
      "including tax",
      "plus tax",
      "after tax",
      "with tax",
    ],
    ignore: true,
    service: "tax",
  },
  {
    says: [
      "contact",
      "contact us",
      // A phone said alone asks for ours; said with what it does, for a smart appliance ("control
      // from my phone", above).
      "phone",
      "phone number",
      // In Spanish.
      "telefono",
      "numero de telefono",
      "contacto",
      "llamar",
      "your phone",
      "telephone",
      "call us",
      "email",
      "e mail",
      "customer service",
      "service",
      "talk to someone",
      "help",
      // A price or a unit to settle with us ("do you negotiate" had found nothing; "can you hold
      // it for me" said nothing).
      "negotiate",
      "negotiable",
      "haggle",
      "best offer",
      "make an offer",
      "hold it",
      "hold it for me",
      "hold one",
      "put on hold",
      "on hold",
      "reserve",
      "reserve it",
      "reservation",
      // Working here is asked of the shop too ("are you hiring").
      "jobs",
      "job",
      "hiring",
      "are you hiring",
      "careers",
      "employment",
      "job application",
    ],
    ignore: true,
    service: "contact",
  },
  {
    says: [
      "track my order",
      "track order",
      "order tracking",
      "tracking",
      "order status",
      "where is my order",
      "my order",
      "order number",
      "cancel order",
      "cancel my order",
      "change my order",
      "order history",
      "my orders",
      "past orders",
      "receipt",
      "invoice",
      "order confirmation",
    ],
    ignore: true,
    service: "orders",
  },
  // The products a shopper saved ("saved items" had read as "saves items", "favorites" had found
  // the one product whose text says favorite).
  {
    says: [
      "saved",
      "saved items",
      "saved item",
      "saved products",
      "my saved items",
      "favorites",
      "favourites",
      "my favorites",
      "my favourites",
      "wishlist",
      "wish list",
      "my list",
      "save for later",
      "saved for later",
    ],
    ignore: true,
    service: "saved",
  },
  // The site's own pages asked for by name ("my account", "cart", "faq", "privacy" had found
  // nothing or the products whose text has a word starting so).
  {
    says: [
      "account",
      "accounts",
      "my account",
      "login",
      "log in",
      "sign in",
      "signin",
      "sign up",
      "signup",
      "register",
      "create account",
      "create an account",
      "password",
      "forgot password",
    ],
    ignore: true,
    service: "account",
  },
  {
    says: ["cart", "my cart", "shopping cart", "view cart", "basket", "checkout"],
    ignore: true,
    service: "cart",
  },
  {
    says: ["about us", "about you", "who are you", "who we are", "your story", "your company"],
    ignore: true,
    service: "about",
  },
  { says: ["faq", "faqs", "frequently asked questions"], ignore: true, service: "faqs" },
  {
    says: [
      "measurement guide",
      "measuring guide",
      "how to measure",
      "measure",
      "measuring",
      "will it fit",
      "will it fit through my door",
      "fit through door",
      "fit through my door",
      // Which size to buy ("what size fridge do i need").
      "what size",
      "which size",
      "size do i need",
    ],
    ignore: true,
    service: "measuring",
  },
  {
    says: ["privacy", "privacy policy", "cookies", "cookie policy", "my data", "personal data"],
    ignore: true,
    service: "privacy",
  },
  {
    says: ["terms", "terms and conditions", "terms of service", "terms of use", "terms of sale", "conditions of sale"],
    ignore: true,
    service: "terms",
  },
];

/**
 * Appliance brands shoppers ask for that the shop does not carry at the moment, as each writes
 * its name. A search names one in any spelling of its letters ("kitchen aid", "GE's"); the results
 * say we don't carry it and show the rest of the search. A brand the catalogue has is never read
 * as one of these, so stocking one needs no change here.
 */
export const OTHER_BRANDS: readonly string[] = [
  "GE",
  "GE Profile",
  "GE Appliances",
  "General Electric",
  "Café",
  "Monogram",
  "Hotpoint",
  "Maytag",
  "KitchenAid",
  "Amana",
  "JennAir",
  "Bosch",
  "Thermador",
  "Gaggenau",
  "Electrolux",
  "Haier",
  "Hisense",
  "Midea",
  "Kenmore",
  "Miele",
  "Fisher & Paykel",
  "Sub-Zero",
  "Wolf",
  "Viking",
  "Dacor",
  "Beko",
  "Blomberg",
  "Asko",
  "Smeg",
  "Bertazzoni",
  "Verona",
  "ZLINE",
  "Cosmo",
  "Danby",
  "Summit",
  "Avanti",
  "Magic Chef",
  "Insignia",
  "Galanz",
  "Panasonic",
  "Sharp",
  "Toshiba",
  "Black+Decker",
  "Hamilton Beach",
  "Equator",
  "Crosley",
  "Roper",
  "Inglis",
  "Admiral",
  "Vissani",
  "Comfee",
];

/**
 * Appliance colours shoppers ask for that the shop has none of at the moment. A search that names
 * one says we don't have it, names the colours we have and shows the rest of the search. A colour
 * the catalogue has (or a word of one of its colours) is never read as one of these.
 */
export const OTHER_COLORS: readonly string[] = [
  "Bisque",
  "Biscuit",
  "Almond",
  "Ivory",
  "Cream",
  "Beige",
  "Red",
  "Blue",
  "Navy",
  "Green",
  "Sage",
  "Yellow",
  "Orange",
  "Pink",
  "Purple",
  "Slate",
  "Graphite",
  "Copper",
  "Bronze",
  "Gold",
  "Rose Gold",
  "Brass",
  "Champagne",
  "Gray",
  "Grey",
  "Silver",
  "Titanium",
];

/** How each category is named when the results say what they show ("showing washers"). */
export const CATEGORY_NOUNS: Record<ProductGroup, string> = {
  washer: "washers",
  dryer: "dryers",
  dishwasher: "dishwashers",
  microwave: "microwaves",
  refrigerator: "refrigerators",
  stove: "ranges",
  "wall-oven": "wall ovens",
};

/** The subtypes each fuel covers (induction ranges are electric too). */
export const FUEL_SUBTYPES: Record<Fuel, readonly Subtype[]> = {
  gas: ["Dryer - Gas", "Range - Gas", "Range - Slide-In Gas"],
  electric: ["Dryer - Electric", "Range - Electric", "Range - Induction", "Range - Slide-In Electric", "Wall Oven"],
  induction: ["Range - Induction"],
};

/**
 * Cue words of price and size phrases ("under 500", "over $1,000", "between 500 and 800"). Cues
 * and units are matched as written, so each form is listed ("dollar", "dollars").
 */
export const PRICE_CUES = {
  atMost: [
    "under",
    // Its common slips: a cue typed wrong is still a cue, not a word to look for.
    "undr",
    "uder",
    "unter",
    "undder",
    "below",
    "bellow",
    "belw",
    "less than",
    "less then",
    "sub",
    "les than",
    "lees than",
    "less tan",
    "lower than",
    "max",
    "maximum",
    // A budget said as the most to spend ("max budget 1000" had left out "max" as a word no
    // product has; "top budget 1200 fridge" had looked for "top": top freezers only).
    "max budget",
    "maximum budget",
    "top budget",
    "max budget of",
    "maximum budget of",
    "top budget of",
    "up to",
    "at most",
    "no more than",
    // A bound of the other side said not to be passed ("not more than $800" had read over $800).
    "not more than",
    "not over",
    "not above",
    "nothing over",
    "nothing above",
    "not exceeding",
    "not to exceed",
    "no higher than",
    "not higher than",
    "no greater than",
    "not greater than",
    "cheaper than",
    "within",
    // In Spanish ("lavadora menos de 500").
    "menos de",
    "hasta",
    "maximo",
    "no mas de",
  ],
  atLeast: [
    "over",
    "ovr",
    "above",
    "abov",
    "more than",
    "more then",
    "mor than",
    "greater than",
    "at least",
    "atleast",
    "not less than",
    "no less than",
    "not under",
    "not below",
    "min",
    "minimum",
    "starting at",
    // A price a listing starts from ("washers from $300" had been read as $300 or less).
    "from",
    "starting from",
    "starts at",
    "prices from",
    "priced from",
    "mas de",
    "minimo",
    "desde",
  ],
  /** Said after a number: "500 or less", "$800 and up". */
  afterAtMost: ["or less", "or under", "and under", "or below", "max", "tops", "or smaller", "or narrower"],
  afterAtLeast: ["and up", "or more", "and above", "plus", "or over", "or wider", "or larger", "or bigger"],
  /** Said before a price meant roughly: "around 500", "about $800", "~600". */
  about: [
    "around",
    "about",
    "approximately",
    "approx",
    "roughly",
    "close to",
    "near",
    "in the range of",
    "ballpark",
    "~",
  ],
  /** Said after a price meant roughly: "500ish", "$800 or so". */
  afterAbout: ["ish", "or so", "or thereabouts", "give or take", "more or less", "or around"],
  /** Said after a number to make it a price: "500 dollars", "500$". */
  currency: ["dollars", "dollar", "dolars", "dolar", "dolares", "dollers", "doller", "bucks", "buck", "usd", "$"],
} as const;

/**
 * Cue words of a size only, with the measure they name (none: the unit says it) and its bound:
 * "no wider than 30" is a width up to 30, "taller than 68" a height from 68, "width 33" a width
 * about 33, "bigger than 1.5 cu ft" a capacity, "quieter than 45" a noise level.
 */
export const SIZE_CUES = [
  {
    kind: "width",
    atMost: ["no wider than", "narrower than", "max width", "maximum width"],
    atLeast: ["wider than", "min width", "minimum width"],
    about: ["width", "width of"],
  },
  {
    kind: "height",
    atMost: ["no taller than", "shorter than", "max height", "maximum height"],
    atLeast: ["taller than", "min height", "minimum height"],
    about: ["height", "height of"],
  },
  {
    kind: "depth",
    atMost: ["no deeper than", "shallower than", "max depth", "maximum depth"],
    atLeast: ["deeper than", "min depth", "minimum depth"],
    about: ["depth", "depth of"],
  },
  {
    kind: "capacity",
    atMost: ["max capacity", "maximum capacity"],
    atLeast: ["min capacity", "minimum capacity"],
    about: ["capacity", "capacity of"],
  },
  {
    kind: "noise",
    atMost: ["quieter than", "no louder than", "noise level", "noise level of", "noise", "max noise"],
    atLeast: [],
    about: [],
  },
  {
    kind: null,
    atMost: ["smaller than", "no bigger than", "no larger than"],
    atLeast: ["bigger than", "larger than"],
    about: [],
  },
] as const;

/** Words that start a range of prices or sizes ("between 500 and 800"), with the slips of "between". */
export const RANGE_START_WORDS = ["between", "betwen", "beetween", "betweem", "btwn", "from", "entre"] as const;

/** A price said roughly ("around 500") covers this share either side of it. */
export const PRICE_AROUND_SHARE = 0.2;

/** Words before a feature or word the shopper does not want: "fridge without ice maker", "non smart". */
export const NEGATIONS = [
  "without",
  "no",
  "non",
  "not",
  "doesn't",
  "doesnt",
  "don't",
  "dont",
  "isn't",
  "isnt",
  "w o",
  "except",
  "excluding",
  "exclude",
  "but not",
  "other than",
  "anything but",
  "everything but",
  "any brand but",
  "any color but",
  "any colour but",
  "any finish but",
  "neither",
  "sin",
] as const;

/**
 * What an appliance should not do, after "that" or "which" ("a dryer that doesn't wrinkle", "a
 * washer that won't shake"): not a feature the shopper does not want but a trouble the product
 * should handle, so the word after it is looked for as said (Wrinkle Shield), and left out when
 * no product names it. Unless a word of having follows ("that doesn't have an ice maker").
 */
export const TROUBLE_NEGATIONS = {
  after: ["that", "which", "it"],
  says: ["doesn't", "doesnt", "does not", "don't", "dont", "do not", "won't", "wont", "will not"],
  having: [
    "have",
    "has",
    "had",
    "come",
    "comes",
    "need",
    "needs",
    "require",
    "requires",
    "include",
    "includes",
    "use",
    "uses",
    "take",
    "takes",
    "got",
    "get",
  ],
} as const;

/**
 * A manufacturer's warranty's length said in years: "5 year warranty", "7 yr manufacturer
 * warranty", "warranty of 5 years". The years are a least; one year is every product's.
 */
export const WARRANTY_LENGTH = {
  years: ["year", "years", "yr", "yrs"],
  /** The warranty, after the years or before them. */
  warranty: ["warranty", "warranties", "warrantee", "warrenty", "waranty", "guarantee"],
  /** Words between the years and the warranty, or between the warranty and the years ("of"). */
  between: ["manufacturer", "manufacturers", "factory", "full", "limited", "parts", "of"],
  /** No manufacturer's warranty is longer: a larger number is no warranty's length. */
  most: 25,
} as const;

/** Units after a number: a width in inches, a capacity in cubic feet, a noise level. */
export const UNITS = {
  inches: [
    "inch",
    "inches",
    "in",
    '"',
    "wide",
    "inch wide",
    "inches wide",
    "in wide",
    '" wide',
    "w",
    "pulgadas",
    "pulgada",
  ],
  // Square feet, as shoppers mix up the two, is the capacity too ("5 sq ft washer").
  cubicFeet: [
    "cu ft",
    "cubic feet",
    "cubic foot",
    "cubic ft",
    "cuft",
    "cu",
    "cf",
    "cu feet",
    "cubic",
    "c f",
    "ft3",
    "sq ft",
    "sq feet",
    "sqft",
    "square feet",
    "square foot",
    "square ft",
    // In Spanish ("lavadora 4,5 pies cubicos").
    "pies cubicos",
    "pie cubico",
  ],
  decibels: ["dba", "db", "decibels", "decibel"],
  /** Read as inches (a number before one is converted): "60 cm dishwasher" is 24 inches wide. */
  centimetres: ["cm", "cms", "centimeter", "centimeters", "centimetre", "centimetres"],
  /**
   * Read as inches when a width, height or depth follows ("3 feet wide" is 36 inches wide, "6 ft
   * tall" 72 inches tall); without one, "5 ft" is a capacity said short.
   */
  feet: ["ft", "feet", "foot"],
  /** After a number in inches (or after the number alone, for "tall" and "deep"): a height or a depth. */
  height: ["tall", "high", "in height", "height", "h"],
  depth: ["deep", "in depth", "depth", "d"],
} as const;

/**
 * Mains voltages said with their unit ("240v", "220 volt"): from `electricFrom` up, what electric
 * dryers and ranges plug into (the search shows electric ones); below it, what gas dryers and
 * ranges and every other appliance plug into (beside dryers or ranges, the search shows gas ones).
 */
export const VOLTAGES = { units: ["v", "volt", "volts", "vac"], min: 100, electricFrom: 200, max: 280 } as const;

/**
 * A household circuit's current said with its unit ("30 amp dryer", "50 amp range"): from
 * `electricFrom` up, the 240 V circuits electric dryers and ranges take; below it, a plain
 * outlet's, as a low voltage is.
 */
export const AMPS = {
  units: ["amp", "amps", "ampere", "amperes"],
  circuits: [15, 20, 30, 40, 50],
  electricFrom: 30,
} as const;

/**
 * An outlet said in words: after a voltage, what takes it ("220 outlet" is 220 V); after a plain
 * word ("regular outlet", "standard plug", "normal wall outlet"), the low voltage every household
 * outlet has, which gas dryers and ranges plug into.
 */
export const OUTLETS = {
  words: ["outlet", "outlets", "plug", "plugs", "socket", "sockets", "receptacle"],
  plain: ["regular", "standard", "normal", "ordinary", "household", "everyday", "wall", "home", "house"],
} as const;

/**
 * The mains voltages an electric dryer or range is said to take without their unit ("220 dryer",
 * "range 240"): beside only kinds sold electric or gas, such a number is that, not a budget (no
 * dryer, range or wall oven costs so little). So is a low one (`low`: "dryer 120") beside only the
 * kinds sold both gas and electric: what their gas ones plug into.
 */
export const BARE_VOLTS: { values: readonly number[]; low: readonly number[]; groups: readonly ProductGroup[] } = {
  values: [208, 220, 230, 240],
  low: [110, 115, 120],
  groups: ["dryer", "stove", "wall-oven"],
};

/**
 * Ratings said with their unit, never a price: a power ("1000 watts", "1100w"), a burner's heat
 * ("18,000 btu", "18k btu"), a vent fan's air flow ("300 cfm"). The specifications write them as
 * a number and the unit (`written`: "1000 W", "22,000 BTU", "22K BTU", "300 CFM"), so they are
 * looked for as those words. Numbers outside a rating's range are no such rating.
 */
export const RATINGS = [
  { units: ["w", "watt", "watts", "wattage"], written: "w", min: 100, max: 10_000 },
  { units: ["btu", "btus"], written: "btu", min: 1_000, max: 100_000 },
  { units: ["cfm"], written: "cfm", min: 50, max: 2_000 },
  // A washer's spin speed.
  { units: ["rpm", "rpms"], written: "rpm", min: 100, max: 3_000 },
] as const;

/**
 * Things a product has a number of, said as that number and the thing ("5 burner range", "range
 * with 4 burners", "dishwasher 12 place settings", "washer with 14 cycles"): the products whose
 * specification of that name holds exactly the number. A shopper says "burners" of an electric
 * range's elements too. `label` names them on the chip ("5 burners"); `of` are the kinds that have them.
 */
export const COUNTED_SPECS = [
  { says: ["burner", "burners"], specs: ["Number of Burners", "Number of Elements"], label: "burners", of: ["stove"] },
  {
    says: ["element", "elements", "cooking element", "cooking elements"],
    specs: ["Number of Elements"],
    label: "elements",
    of: ["stove"],
  },
  {
    says: ["cycle", "cycles", "wash cycle", "wash cycles"],
    specs: ["Number of Cycles"],
    label: "cycles",
    of: ["washer", "dryer", "dishwasher"],
  },
  {
    says: ["place setting", "place settings", "place", "setting", "settings"],
    specs: ["Place Settings"],
    label: "place settings",
    of: ["dishwasher"],
  },
] as const;

/** The most of anything a product is counted to have: a larger number before such a word is no count. */
export const MOST_COUNTED = 30;

/**
 * The nominal widths appliances are sold in, in inches. A bare number beside a category that is
 * one of them is a width ("gas range 36", "30 wall oven"); other bare numbers stay words.
 */
export const NOMINAL_WIDTHS: ReadonlySet<number> = new Set([18, 20, 21, 24, 27, 28, 29, 30, 33, 36, 42, 48]);

/**
 * The widths most appliances are sold in (dishwashers, laundry, ranges, refrigerators): a number
 * said alone that is one of them is that width.
 */
export const COMMON_WIDTHS: ReadonlySet<number> = new Set([18, 24, 27, 30, 33, 36]);

/**
 * The widths refrigerators are sold in, in inches: beside refrigerators alone, a bare whole number
 * that is one of them is that width ("fridge 30", "fridge 36"), and another in their capacities is
 * a capacity ("fridge 18", "fridge 21", "fridge 27": cubic feet, as shoppers size a refrigerator).
 */
export const REFRIGERATOR_WIDTHS: ReadonlySet<number> = new Set([24, 28, 30, 33, 36]);

/** The capacities a bare decimal beside a category may be, in cubic feet ("microwave 1.7", "washer 4.5"). */
export const BARE_CAPACITY = { min: 0.5, max: 40 } as const;

/** The sizes each kind is sold in, from its smallest to its largest. */
export type SizesSold = Partial<Record<ProductGroup, { min: number; max: number }>>;

/**
 * The whole cubic feet each kind is sold in: a bare whole number beside a kind within them is its
 * capacity ("washer 5", "dryer 7", "fridge 25"), unless it is a nominal width ("fridge 30").
 * Dishwashers have no capacity (a number beside one is a noise level or a width).
 */
export const WHOLE_CAPACITIES: SizesSold = {
  washer: { min: 2, max: 6 },
  dryer: { min: 3, max: 9 },
  refrigerator: { min: 3, max: 35 },
  stove: { min: 4, max: 7 },
  "wall-oven": { min: 2, max: 6 },
  microwave: { min: 1, max: 2 },
};

/**
 * The widths each kind is sold in, in inches, from its narrowest (compact and apartment sizes) to
 * its widest (built-in refrigerators, professional ranges): after a width, the header's search
 * starts only the kinds sold in it ("36 inch fr": refrigerators, no front load washers).
 */
export const WHOLE_WIDTHS: SizesSold = {
  washer: { min: 23, max: 29 },
  dryer: { min: 23, max: 29 },
  refrigerator: { min: 17, max: 49 },
  stove: { min: 19, max: 49 },
  "wall-oven": { min: 23, max: 31 },
  microwave: { min: 17, max: 31 },
  dishwasher: { min: 17, max: 25 },
};

/**
 * The largest capacity any kind but a refrigerator is sold in, in cubic feet: beside those kinds
 * a larger decimal is a width measured ("microwave 29.9": a 30-inch one), not a capacity.
 */
export const LARGEST_CAPACITY_BUT_FRIDGES = 12;

/**
 * The noise levels a bare whole number beside the categories rated by their noise may be, in dBA:
 * "quiet dishwasher 44" is at most 44 dBA (no dishwasher is 42 or 48 inches wide).
 */
export const BARE_NOISE = { groups: ["dishwasher"] as readonly ProductGroup[], min: 38, max: 60 } as const;

/**
 * How close a product's measure must be to the size asked for. Appliances are sold by nominal
 * width: a "30 inch" range measures 29.9" to 31.5"; a capacity is read as about that much.
 */
export const SIZE_TOLERANCE = {
  /** A nominal width covers this far below and above it, in inches. */
  widthBelow: 0.6,
  widthAbove: 1.6,
  /** A capacity covers this share either side of it. */
  capacityShare: 0.1,
  /**
   * A height or depth is measured, not nominal, and said for a space: one said alone covers this
   * far below and above it ("70 inches tall": 68" to 70.5"), a bound this far past it.
   */
  measureBelow: 2,
  measureAbove: 0.5,
} as const;
