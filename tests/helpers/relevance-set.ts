// The search relevance set: realistic searches across every category, brand, size, price,
// feature, typo and model-number case, each with what a relevant result is (a rule over the
// product, never its id, so the same set judges the sample catalogue and a generated one), and
// the measure: how many searches find nothing, and how often the first result and the top three
// are relevant. tests/catalog/search-relevance.test.ts runs it on the sample through the
// database, and `npm run bench` on 50,000 products through the API (scripts/bench-relevance.ts).
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import type { ProductGroup, Subtype } from "@/lib/catalog/categories";
import { listPriceSavings, unitPriceCents } from "@/lib/product-price";

/** The facts of a product the rules read. */
export type JudgedProduct = Pick<
  CatalogProduct,
  | "id"
  | "name"
  | "brand"
  | "category"
  | "subcategory"
  | "priceCents"
  | "salePriceCents"
  | "specifications"
  | "features"
  | "color"
  | "dealType"
  | "stockQuantity"
  | "warrantyYears"
>;

type Rule = (product: JudgedProduct) => boolean;

export interface RelevanceCase {
  /** What the shopper types; for a model-number case, written from the product at `modelAt`. */
  query: string | ((product: ModelSource) => string);
  /** A model-number case: the place in the listing (1 is first) of the product whose model number is typed. */
  modelAt?: number;
  kind: "category" | "brand" | "size" | "price" | "feature" | "deal" | "typo" | "model" | "mixed";
  /** What a relevant result is; a model-number case also accepts its own product. */
  relevant: Rule;
}

const all =
  (...rules: Rule[]): Rule =>
  (product) =>
    rules.every((rule) => rule(product));
const any =
  (...rules: Rule[]): Rule =>
  (product) =>
    rules.some((rule) => rule(product));
const group =
  (...groups: ProductGroup[]): Rule =>
  (product) =>
    (groups as string[]).includes(product.category);
const subtype =
  (...subtypes: Subtype[]): Rule =>
  (product) =>
    (subtypes as string[]).includes(product.subcategory);
const brand =
  (name: string): Rule =>
  (product) =>
    product.brand === name;
/** The first number of a specification whose name matches. */
function specNumber(product: JudgedProduct, name: RegExp): number | null {
  const value = product.specifications.find((spec) => name.test(spec.name))?.value;
  const number = value ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}
const between =
  (name: RegExp, low: number, high: number): Rule =>
  (product) => {
    const value = specNumber(product, name);
    return value !== null && value >= low && value <= high;
  };
const width = (inches: number) => between(/^Width$/, inches - 0.6, inches + 1.6);
const capacity = (cubicFeet: number) => between(/^(Total |Oven )?Capacity$/, cubicFeet * 0.9, cubicFeet * 1.1);
const price =
  (min: number, max: number): Rule =>
  (product) =>
    product.priceCents > 0 && unitPriceCents(product) >= min * 100 && unitPriceCents(product) <= max * 100;
/** A specification the product has (its value is not "No" or "None"). */
const spec =
  (name: RegExp): Rule =>
  (product) =>
    product.specifications.some((row) => name.test(row.name) && !/^(no|none)\b/i.test(row.value));
/** A specification whose value is written so ("22,000 BTU"). */
const specIs =
  (name: RegExp, value: RegExp): Rule =>
  (product) =>
    product.specifications.some((row) => name.test(row.name) && value.test(row.value));
/** Words in the name or the features. */
const says =
  (words: RegExp): Rule =>
  (product) =>
    words.test(product.name) || product.features.some((feature) => words.test(feature));
const colour =
  (words: RegExp): Rule =>
  (product) =>
    words.test(product.color ?? "");
const deal =
  (type: CatalogProduct["dealType"]): Rule =>
  (product) =>
    product.dealType === type;
const inStock: Rule = (product) => product.stockQuantity > 0;
/** At least so many percent below the new unit's list price, as the card rounds it. */
const percentOff =
  (percent: number): Rule =>
  (product) =>
    (listPriceSavings(product)?.percent ?? 0) >= percent;
const smart = any(says(/\b(smart|wi-fi|thinq|smartthings)\b/i));

const washer = group("washer");
const dryer = group("dryer");
const dishwasher = group("dishwasher");
const fridge = group("refrigerator");
const range = group("stove");
const microwave = group("microwave");

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // Categories and their styles.
  { query: "washer", kind: "category", relevant: washer },
  { query: "washers", kind: "category", relevant: washer },
  { query: "washing machine", kind: "category", relevant: washer },
  { query: "dryer", kind: "category", relevant: dryer },
  { query: "clothes dryer", kind: "category", relevant: dryer },
  { query: "dishwasher", kind: "category", relevant: dishwasher },
  { query: "microwave", kind: "category", relevant: microwave },
  { query: "refrigerator", kind: "category", relevant: fridge },
  { query: "fridge", kind: "category", relevant: fridge },
  { query: "range", kind: "category", relevant: range },
  { query: "stove", kind: "category", relevant: range },
  { query: "wall oven", kind: "category", relevant: group("wall-oven") },
  { query: "oven", kind: "category", relevant: group("stove", "wall-oven") },
  { query: "laundry", kind: "category", relevant: group("washer", "dryer") },
  { query: "washer and dryer", kind: "category", relevant: group("washer", "dryer") },
  { query: "cooktop", kind: "category", relevant: range },
  { query: "induction cooktop", kind: "category", relevant: subtype("Range - Induction") },
  { query: "front load washer", kind: "category", relevant: subtype("Washer - Front Load") },
  { query: "top loader", kind: "category", relevant: subtype("Washer - Top Load") },
  { query: "french door fridge", kind: "category", relevant: subtype("Refrigerator - French Door") },
  { query: "side by side refrigerator", kind: "category", relevant: subtype("Refrigerator - Side-by-Side") },
  { query: "top freezer fridge", kind: "category", relevant: subtype("Refrigerator - Top Freezer") },
  { query: "bottom freezer refrigerator", kind: "category", relevant: subtype("Refrigerator - Bottom Freezer") },
  { query: "mini fridge", kind: "category", relevant: subtype("Refrigerator - Compact") },
  { query: "dorm fridge", kind: "category", relevant: subtype("Refrigerator - Compact") },
  { query: "beer fridge", kind: "category", relevant: subtype("Refrigerator - Compact") },
  { query: "icebox", kind: "category", relevant: fridge },
  { query: "otr microwave", kind: "category", relevant: subtype("Microwave - Over-the-Range") },
  { query: "over the range microwave", kind: "category", relevant: subtype("Microwave - Over-the-Range") },
  { query: "slide in range", kind: "category", relevant: subtype("Range - Slide-In Electric", "Range - Slide-In Gas") },
  { query: "gas range", kind: "category", relevant: subtype("Range - Gas", "Range - Slide-In Gas") },
  {
    query: "electric stove",
    kind: "category",
    relevant: subtype("Range - Electric", "Range - Slide-In Electric", "Range - Induction"),
  },
  { query: "gas dryer", kind: "category", relevant: subtype("Dryer - Gas") },
  { query: "electric dryer", kind: "category", relevant: subtype("Dryer - Electric") },
  { query: "gas washer", kind: "category", relevant: washer },

  // Brands.
  { query: "samsung", kind: "brand", relevant: brand("Samsung") },
  { query: "LG", kind: "brand", relevant: brand("LG") },
  { query: "whirlpool", kind: "brand", relevant: brand("Whirlpool") },
  { query: "frigidaire", kind: "brand", relevant: brand("Frigidaire") },
  { query: "speed queen", kind: "brand", relevant: brand("Speed Queen") },
  { query: "speedqueen washer", kind: "brand", relevant: all(brand("Speed Queen"), washer) },
  { query: "l.g. dryer", kind: "brand", relevant: all(brand("LG"), dryer) },
  { query: "samsung washer", kind: "brand", relevant: all(brand("Samsung"), washer) },
  { query: "lg fridge", kind: "brand", relevant: all(brand("LG"), fridge) },
  { query: "whirlpool dishwasher", kind: "brand", relevant: all(brand("Whirlpool"), dishwasher) },
  { query: "frigidaire range", kind: "brand", relevant: all(brand("Frigidaire"), range) },
  { query: "speed queen dryer", kind: "brand", relevant: all(brand("Speed Queen"), dryer) },
  { query: "frigidaire gallery", kind: "brand", relevant: all(brand("Frigidaire"), says(/gallery/i)) },

  // Sizes.
  { query: "30 inch range", kind: "size", relevant: all(range, width(30)) },
  { query: '30" gas range', kind: "size", relevant: all(subtype("Range - Gas", "Range - Slide-In Gas"), width(30)) },
  { query: "36 inch refrigerator", kind: "size", relevant: all(fridge, width(36)) },
  { query: "24 inch dishwasher", kind: "size", relevant: all(dishwasher, width(24)) },
  { query: "27 in washer", kind: "size", relevant: all(washer, width(27)) },
  { query: "5 cu ft washer", kind: "size", relevant: all(washer, capacity(5)) },
  { query: "7.4 cu. ft. dryer", kind: "size", relevant: all(dryer, capacity(7.4)) },
  { query: "25 cu ft french door", kind: "size", relevant: all(subtype("Refrigerator - French Door"), capacity(25)) },
  {
    query: "fridge over 25 cu ft",
    kind: "size",
    relevant: all(fridge, between(/^(Total )?Capacity$/, 25, 1000)),
  },
  { query: "washer under 30 inches wide", kind: "size", relevant: all(washer, between(/^Width$/, 0, 31.6)) },
  {
    query: "36-inch french door refrigerator",
    kind: "size",
    relevant: all(subtype("Refrigerator - French Door"), width(36)),
  },

  // Prices.
  { query: "washer under 500", kind: "price", relevant: all(washer, price(0, 500)) },
  { query: "fridge under $1000", kind: "price", relevant: all(fridge, price(0, 1000)) },
  { query: "dishwasher below $500", kind: "price", relevant: all(dishwasher, price(0, 500)) },
  { query: "range under 800", kind: "price", relevant: all(range, price(0, 800)) },
  { query: "dryer between 500 and 700", kind: "price", relevant: all(dryer, price(500, 700)) },
  { query: "microwave under 300", kind: "price", relevant: all(microwave, price(0, 300)) },
  { query: "refrigerator over $2000", kind: "price", relevant: all(fridge, price(2000, 5000)) },
  { query: "cheap washer", kind: "price", relevant: washer },
  { query: "cheap dishwasher", kind: "price", relevant: dishwasher },
  { query: "budget refrigerator", kind: "price", relevant: fridge },
  { query: "dryer 300-600", kind: "price", relevant: all(dryer, price(300, 600)) },
  { query: "dishwasher around 500", kind: "price", relevant: all(dishwasher, price(400, 600)) },

  // Features and specifications.
  { query: "stackable washer", kind: "feature", relevant: all(washer, any(spec(/^Stackable$/), says(/stackable/i))) },
  { query: "steam dryer", kind: "feature", relevant: all(dryer, any(spec(/^Steam$/), says(/steam/i))) },
  { query: "air fry range", kind: "feature", relevant: all(range, spec(/^Air Fry$/)) },
  {
    query: "dishwasher with third rack",
    kind: "feature",
    relevant: all(dishwasher, any(spec(/^Third Rack$/), says(/third level rack/i))),
  },
  {
    query: "fridge with ice maker",
    kind: "feature",
    relevant: all(fridge, any(spec(/^Ice Maker$/), says(/\bice\b/i))),
  },
  { query: "quiet dishwasher", kind: "feature", relevant: all(dishwasher, between(/^Noise/, 0, 47)) },
  { query: "dishwasher 44 dba", kind: "feature", relevant: all(dishwasher, between(/^Noise/, 0, 44)) },
  { query: "energy star washer", kind: "feature", relevant: all(washer, spec(/^Energy Star$/)) },
  { query: "smart refrigerator", kind: "feature", relevant: all(fridge, smart) },
  { query: "wifi washer", kind: "feature", relevant: all(washer, smart) },
  { query: "convection range", kind: "feature", relevant: all(range, spec(/^Convection$/)) },
  { query: "self cleaning oven", kind: "feature", relevant: all(group("stove", "wall-oven"), spec(/^Self-Clean$/)) },
  { query: "black stainless", kind: "feature", relevant: colour(/black stainless/i) },
  { query: "stainless steel dishwasher", kind: "feature", relevant: all(dishwasher, colour(/stainless/i)) },
  { query: "white washer", kind: "feature", relevant: all(washer, colour(/white/i)) },
  { query: "fridge with water dispenser", kind: "feature", relevant: all(fridge, spec(/^Water Dispenser$/)) },
  { query: "sanitize washer", kind: "feature", relevant: all(washer, says(/sanitiz/i)) },
  {
    query: "dryer that can be stacked",
    kind: "feature",
    relevant: all(dryer, any(spec(/^Stackable$/), says(/stackable/i))),
  },
  { query: "flex zone", kind: "feature", relevant: says(/flexzone/i) },

  // Deals and stock.
  { query: "open box washer", kind: "deal", relevant: all(washer, deal("open-box")) },
  { query: "scratch and dent fridge", kind: "deal", relevant: all(fridge, deal("scratch-dent")) },
  { query: "clearance dryer", kind: "deal", relevant: all(dryer, deal("clearance")) },
  { query: "floor model fridge", kind: "deal", relevant: all(fridge, deal("open-box")) },
  { query: "dishwasher in stock", kind: "deal", relevant: all(dishwasher, inStock) },

  // Typos.
  { query: "frige", kind: "typo", relevant: fridge },
  { query: "dishwaser", kind: "typo", relevant: dishwasher },
  { query: "microwve", kind: "typo", relevant: microwave },
  { query: "frigidare", kind: "typo", relevant: brand("Frigidaire") },
  { query: "whirpool dryer", kind: "typo", relevant: all(brand("Whirlpool"), dryer) },
  { query: "whirpol washer", kind: "typo", relevant: all(brand("Whirlpool"), washer) },
  { query: "micrwve", kind: "typo", relevant: microwave },
  { query: "samsng washer", kind: "typo", relevant: all(brand("Samsung"), washer) },
  { query: "refridgerator", kind: "typo", relevant: fridge },
  { query: "dryr", kind: "typo", relevant: dryer },
  { query: "wahser", kind: "typo", relevant: washer },
  { query: "rnage", kind: "typo", relevant: range },
  { query: "fridg", kind: "typo", relevant: fridge },
  { query: "dshwshr", kind: "typo", relevant: dishwasher },
  { query: "smsng wshr", kind: "typo", relevant: all(brand("Samsung"), washer) },
  { query: "blk frdg", kind: "typo", relevant: all(fridge, colour(/black/i)) },
  { query: "washing machne", kind: "typo", relevant: washer },
  {
    query: "non smart washer",
    kind: "feature",
    relevant: (product) => washer(product) && !/smart|wi-?fi|thinq|smartthings/i.test(product.name),
  },
  { query: "scrach and dent dryer", kind: "typo", relevant: all(dryer, deal("scratch-dent")) },
  { query: "dishwash", kind: "typo", relevant: dishwasher },
  { query: "lg frdge", kind: "typo", relevant: all(brand("LG"), fridge) },
  { query: "stainles steel fridge", kind: "typo", relevant: all(fridge, colour(/stainless/i)) },
  { query: "whirl pool washer", kind: "typo", relevant: all(brand("Whirlpool"), washer) },
  { query: "speed quen", kind: "typo", relevant: brand("Speed Queen") },
  { query: "whte washer", kind: "typo", relevant: all(washer, colour(/white/i)) },
  { query: "sidebyside fridge", kind: "typo", relevant: subtype("Refrigerator - Side-by-Side") },
  { query: "refridgerater", kind: "typo", relevant: fridge },

  // Model numbers: written from the model of the product at a catalogue position.
  { query: ({ modelNumber }) => modelNumber, modelAt: 1, kind: "model", relevant: () => false },
  { query: ({ modelNumber }) => modelNumber.toLowerCase(), modelAt: 7, kind: "model", relevant: () => false },
  {
    query: ({ modelNumber }) => `${modelNumber.slice(0, 4)} ${modelNumber.slice(4)}`,
    modelAt: 2,
    kind: "model",
    relevant: () => false,
  },
  {
    query: ({ modelNumber }) => `${modelNumber.slice(0, 3)}-${modelNumber.slice(3)}`,
    modelAt: 12,
    kind: "model",
    relevant: () => false,
  },
  { query: ({ brand, modelNumber }) => `${brand} ${modelNumber}`, modelAt: 14, kind: "model", relevant: () => false },
  // With another maker's name, a slip: the product, the name left out.
  {
    query: ({ brand, modelNumber }) => `${brand === "Samsung" ? "LG" : "Samsung"} ${modelNumber}`,
    modelAt: 9,
    kind: "model",
    relevant: () => false,
  },
  // Its first two letters written apart (they may be a shop word: "DW 80CG4021SR").
  {
    query: ({ modelNumber }) => `${modelNumber.slice(0, 2)} ${modelNumber.slice(2)}`,
    modelAt: 26,
    kind: "model",
    relevant: () => false,
  },
  { query: ({ modelNumber }) => modelNumber.slice(0, -2), modelAt: 20, kind: "model", relevant: () => false },
  {
    query: ({ modelNumber }) =>
      `${modelNumber.slice(0, -3)}${modelNumber.at(-3) === "9" ? "8" : "9"}${modelNumber.slice(-2)}`,
    modelAt: 31,
    kind: "model",
    relevant: () => false,
  },

  // Several things at once.
  {
    query: "lg front load washer under 1000",
    kind: "mixed",
    relevant: all(brand("LG"), subtype("Washer - Front Load"), price(0, 1000)),
  },
  { query: "30 inch electric range with air fry", kind: "mixed", relevant: all(range, width(30), spec(/^Air Fry$/)) },
  {
    query: "cheap 30 inch gas range",
    kind: "mixed",
    relevant: all(subtype("Range - Gas", "Range - Slide-In Gas"), width(30)),
  },
  {
    query: "samsung french door fridge with ice maker",
    kind: "mixed",
    relevant: all(brand("Samsung"), subtype("Refrigerator - French Door")),
  },
  {
    query: "stackable washer and dryer",
    kind: "mixed",
    relevant: all(group("washer", "dryer"), any(spec(/^Stackable$/), says(/stackable/i))),
  },
  { query: "black fridge", kind: "mixed", relevant: all(fridge, colour(/black/i)) },
  { query: "washer and dryer set", kind: "category", relevant: group("washer", "dryer") },
  // A kind said to go with another: the one wanted ("dryer to match my samsung washer").
  { query: "dryer to match my samsung washer", kind: "mixed", relevant: all(brand("Samsung"), group("dryer")) },
  { query: "dryer to match my WM4000HWA", kind: "mixed", relevant: all(brand("LG"), group("dryer")) },
  { query: "dishwasher that goes with my lg fridge", kind: "mixed", relevant: group("dishwasher") },
  { query: "lg washer tower", kind: "mixed", relevant: all(brand("LG"), group("washer", "dryer")) },
  {
    query: "glass top stove",
    kind: "feature",
    relevant: subtype("Range - Electric", "Range - Slide-In Electric", "Range - Induction"),
  },
  { query: "do you have any gas dryers", kind: "mixed", relevant: subtype("Dryer - Gas") },
  { query: "lavadora", kind: "category", relevant: washer },
  { query: "lavadora carga superior", kind: "category", relevant: subtype("Washer - Top Load") },
  { query: "microondas sobre la estufa", kind: "category", relevant: subtype("Microwave - Over-the-Range") },
  { query: "dw", kind: "category", relevant: dishwasher },
  { query: '30"-36" fridge', kind: "size", relevant: all(fridge, between(/^Width$/, 29.4, 37.6)) },
  { query: "fridge 3 feet wide", kind: "size", relevant: all(fridge, width(36)) },
  // A brand we don't carry: the rest of the search.
  { query: "maytag washer", kind: "mixed", relevant: washer },
  // A number after such a brand is its product line, not a price: every dishwasher.
  { query: "bosch 500 dishwasher", kind: "mixed", relevant: group("dishwasher") },
  { query: "frigidair range", kind: "typo", relevant: all(brand("Frigidaire"), range) },
  { query: "fridge 1200", kind: "price", relevant: all(fridge, price(0, 1200)) },
  { query: "fridge under 70 inches tall", kind: "size", relevant: all(fridge, between(/^Height$/, 0, 70.5)) },
  { query: "gas range 30", kind: "size", relevant: all(subtype("Range - Gas", "Range - Slide-In Gas"), width(30)) },
  { query: "washer 4.5", kind: "size", relevant: all(washer, capacity(4.5)) },
  { query: "dryer 7", kind: "size", relevant: all(dryer, capacity(7)) },
  { query: "fridge 25", kind: "size", relevant: all(fridge, capacity(25)) },
  { query: "kitchen aide dishwasher", kind: "mixed", relevant: dishwasher },
  { query: "above the stove microwave", kind: "category", relevant: subtype("Microwave - Over-the-Range") },
  { query: "black friday deals on fridges", kind: "category", relevant: fridge },
  { query: "240 volt dryer", kind: "category", relevant: subtype("Dryer - Electric") },
  // What a gas dryer plugs into: a plain outlet.
  { query: "dryer 120v", kind: "category", relevant: subtype("Dryer - Gas") },
  { query: "dryer 120", kind: "category", relevant: subtype("Dryer - Gas") },
  { query: "fridge under eight hundred dollars", kind: "price", relevant: all(fridge, price(0, 800)) },
  { query: "something for drying clothes", kind: "category", relevant: dryer },
  { query: "samsungdryer", kind: "mixed", relevant: all(brand("Samsung"), dryer) },
  { query: "33x70 fridge", kind: "size", relevant: all(fridge, width(33)) },
  // Two brands, each with its own kind.
  {
    query: "lg washer and samsung dryer",
    kind: "mixed",
    relevant: any(all(brand("LG"), washer), all(brand("Samsung"), dryer)),
  },
  // Widths said as choices, the unit said once.
  { query: "33 or 36 inch fridge", kind: "size", relevant: all(fridge, any(width(33), width(36))) },
  // The inches mark typed as two apostrophes; two prices said as choices; a price said roughly.
  { query: "36'' fridge", kind: "size", relevant: all(fridge, width(36)) },
  { query: "500 or 600 dollar washer", kind: "price", relevant: all(washer, price(0, 600)) },
  { query: "dryer 700ish", kind: "price", relevant: all(dryer, price(560, 840)) },
  // A dishwasher's most that is a noise level; a decimal comma before cubic feet; a package's count.
  { query: "washer not more than $800", kind: "price", relevant: all(washer, price(0, 800)) },
  { query: "dishwasher under 45", kind: "feature", relevant: all(dishwasher, between(/^Noise/, 0, 45)) },
  { query: "washer 4,5 cu ft", kind: "size", relevant: all(washer, capacity(4.5)) },
  {
    query: "4 piece kitchen package",
    kind: "category",
    relevant: any(fridge, range, group("wall-oven"), dishwasher, microwave),
  },
  // Controls said in other words; a fuel not wanted beside one wanted; counter depth said of the cabinets.
  { query: "range with knobs on front", kind: "feature", relevant: all(range, says(/front (controls?|knobs)/i)) },
  {
    query: "electric range no induction",
    kind: "category",
    relevant: subtype("Range - Electric", "Range - Slide-In Electric"),
  },
  { query: "whirlpool cabinet depth fridge", kind: "mixed", relevant: all(fridge, brand("Whirlpool")) },
  { query: "used washer", kind: "category", relevant: washer },
  { query: "refurbished dryer under 900", kind: "price", relevant: all(dryer, price(0, 900)) },
  { query: "microwave 1000 watts", kind: "feature", relevant: all(microwave, between(/^Wattage$/, 1000, 1000)) },
  {
    query: "white gas range under 900",
    kind: "price",
    relevant: all(range, subtype("Range - Gas", "Range - Slide-In Gas"), price(0, 900)),
  },
  {
    query: "double door fridge",
    kind: "category",
    relevant: subtype("Refrigerator - French Door", "Refrigerator - Side-by-Side"),
  },
  { query: "fridge under 70 inches", kind: "size", relevant: all(fridge, between(/^Height$/, 0, 70)) },
  { query: "frig", kind: "category", relevant: fridge },
  { query: "washermachine", kind: "typo", relevant: washer },
  { query: "top lod washer", kind: "typo", relevant: subtype("Washer - Top Load") },
  { query: "2025 fridge", kind: "category", relevant: fridge },
  { query: "range 22000 btu", kind: "feature", relevant: all(range, specIs(/^Max Burner Output$/, /^22,000 BTU$/)) },
  { query: "lgg washer", kind: "typo", relevant: all(brand("LG"), washer) },
  { query: "wash machine", kind: "category", relevant: washer },
  { query: "fridge with freezer on the bottom", kind: "category", relevant: subtype("Refrigerator - Bottom Freezer") },
  { query: "dryer machne", kind: "typo", relevant: dryer },
  { query: "washer that doesnt smell", kind: "category", relevant: washer },
  { query: "moisture sensor dryer", kind: "feature", relevant: all(dryer, says(/moisture sensing|sensor dry/i)) },
  {
    query: "any color but white washer",
    kind: "mixed",
    relevant: all(washer, (product) => !/white/i.test(product.color ?? "")),
  },
  { query: "dryer undr 600", kind: "price", relevant: all(dryer, price(0, 600)) },
  { query: "closet depth washer", kind: "feature", relevant: all(washer, says(/closet-depth/i)) },
  { query: "samsung chef collection", kind: "brand", relevant: brand("Samsung") },
  // A part the shop does not sell, named with its appliance: the appliance.
  { query: "dryer cord", kind: "category", relevant: dryer },
  { query: "lg dryer vent", kind: "mixed", relevant: all(brand("LG"), dryer) },
  { query: "college fridge", kind: "category", relevant: subtype("Refrigerator - Compact") },
  { query: "fdr", kind: "category", relevant: subtype("Refrigerator - French Door") },
  { query: "drying machine", kind: "category", relevant: dryer },
  // What the appliance does, said for it.
  { query: "something to heat food", kind: "category", relevant: microwave },
  { query: "machine to wash my clothes", kind: "category", relevant: washer },
  { query: "keep my food cold", kind: "category", relevant: fridge },
  // The biggest or smallest: the largest or smallest capacities first.
  { query: "biggest fridge", kind: "size", relevant: all(fridge, between(/^(Total )?Capacity$/, 25, 40)) },
  { query: "smallest fridge", kind: "size", relevant: all(fridge, between(/^(Total )?Capacity$/, 0, 5)) },
  { query: "dryer with the biggest drum", kind: "size", relevant: all(dryer, between(/^Capacity$/, 7.3, 12)) },
  // Large is also a capacity, whatever the words: where each kind is sold as large.
  { query: "big fridge", kind: "size", relevant: all(fridge, between(/^(Total )?Capacity$/, 25, 40)) },
  { query: "large capacity dryer", kind: "size", relevant: all(dryer, between(/^Capacity$/, 7.3, 12)) },
  // Numbers in words, colours said apart or not wanted, a web search's minus, a number alone.
  { query: "fridge under a couple grand", kind: "price", relevant: all(fridge, price(0, 2000)) },
  { query: "500", kind: "price", relevant: price(0, 500) },
  { query: "black or stainless fridge", kind: "mixed", relevant: all(fridge, colour(/^(Black|Stainless Steel)$/)) },
  { query: "stainless fridge not black", kind: "mixed", relevant: all(fridge, colour(/^Stainless Steel$/)) },
  { query: "washer -samsung", kind: "brand", relevant: all(washer, (product) => product.brand !== "Samsung") },
  { query: "fridge with freezer on the side", kind: "category", relevant: subtype("Refrigerator - Side-by-Side") },
  { query: "side bye side fridge", kind: "typo", relevant: subtype("Refrigerator - Side-by-Side") },
  // A feature no product has: the kinds it is one of.
  { query: "downdraft", kind: "feature", relevant: range },
  { query: "s/s dishwasher", kind: "mixed", relevant: all(dishwasher, colour(/Stainless/)) },
  { query: "economical dryer", kind: "price", relevant: dryer },
  { query: "washer for a family of 5", kind: "size", relevant: all(washer, between(/^Capacity$/, 4.5, 7)) },
  { query: "congelador", kind: "category", relevant: fridge },
  // Narrow is a width; a size said as about so much, the closest first; words written together.
  { query: "skinny fridge", kind: "size", relevant: all(fridge, between(/^Width$/, 0, 30)) },
  { query: "5 cu ft washer", kind: "size", relevant: all(washer, capacity(5)) },
  { query: "range30", kind: "size", relevant: all(range, width(30)) },
  { query: "overthe range microwave", kind: "typo", relevant: subtype("Microwave - Over-the-Range") },
  { query: "fridge freezer on top", kind: "category", relevant: subtype("Refrigerator - Top Freezer") },
  { query: "washer under", kind: "category", relevant: washer },
  { query: "discontinued washer", kind: "deal", relevant: all(washer, deal("clearance")) },
  // Sizes said in words, a share off, a microwave to go over a range, a length of time.
  { query: "five cubic foot washer", kind: "size", relevant: all(washer, capacity(5)) },
  { query: "washers 30% off", kind: "deal", relevant: all(washer, percentOff(30)) },
  {
    query: "microwave over 30 inch range",
    kind: "mixed",
    relevant: all(subtype("Microwave - Over-the-Range"), width(30)),
  },
  { query: "dishwasher 1 hour wash", kind: "feature", relevant: group("dishwasher") },
  {
    query: "4 burner electric range",
    kind: "feature",
    relevant: all(group("stove"), specIs(/^Number of (Burners|Elements)$/, /^4$/)),
  },
  { query: "dishwasher 12 place settings", kind: "feature", relevant: specIs(/^Place Settings$/, /^12$/) },
  // A count written with a dash, as product titles write it.
  {
    query: "5-burner gas range",
    kind: "feature",
    relevant: all(subtype("Range - Gas", "Range - Slide-In Gas"), specIs(/^Number of Burners$/, /^5$/)),
  },
  // The best deal is the most off; an undamaged unit; what a large drum is for; a pair; a voice
  // assistant; the names other languages give.
  { query: "best deal on a fridge", kind: "deal", relevant: all(fridge, percentOff(20)) },
  { query: "undamaged washer", kind: "deal", relevant: all(washer, (product) => product.dealType !== "scratch-dent") },
  {
    query: "washer that holds a king comforter",
    kind: "size",
    relevant: all(washer, between(/^Capacity$/, 4.5, 99)),
  },
  { query: "pair under 2000", kind: "mixed", relevant: all(group("washer", "dryer"), price(0, 2000)) },
  { query: "works with google", kind: "feature", relevant: smart },
  { query: "kühlschrank", kind: "category", relevant: fridge },
  { query: "high efficiency", kind: "category", relevant: washer },
  { query: "cooking range", kind: "category", relevant: range },
  // A warranty's length; weighing two brands; the superlatives of a space to fit; a price none is about.
  {
    query: "dryer with 7 year warranty",
    kind: "feature",
    relevant: all(dryer, says(/\b7-Year Warranty\b/i)),
  },
  { query: "washer with 10 year warranty", kind: "category", relevant: washer },
  {
    query: "washer with agitator",
    kind: "feature",
    relevant: all(washer, says(/agitator/i), (product) => !says(/impeller|no agitator/i)(product)),
  },
  {
    query: "washer with 5 year warranty",
    kind: "feature",
    relevant: all(washer, (product) => (product.warrantyYears ?? 1) >= 5),
  },
  { query: "which is better lg or samsung", kind: "brand", relevant: any(brand("LG"), brand("Samsung")) },
  { query: "highest capacity dryer", kind: "size", relevant: all(dryer, between(/^Capacity$/, 7.4, 99)) },
  { query: "tallest refrigerator", kind: "size", relevant: all(fridge, between(/^Height$/, 69, 99)) },
  { query: "shortest fridge", kind: "size", relevant: all(fridge, between(/^Height$/, 0, 40)) },
  { query: "fridge around 3000", kind: "price", relevant: all(fridge, price(1500, 5000)) },
  { query: "wite fridge", kind: "typo", relevant: all(fridge, colour(/white/i)) },
  { query: "do you take old fridge", kind: "category", relevant: fridge },
  { query: "washer delivered to zanesville", kind: "category", relevant: washer },
  { query: "sq washer", kind: "brand", relevant: all(brand("Speed Queen"), washer) },
  { query: "4.5 sq ft washer", kind: "size", relevant: all(washer, capacity(4.5)) },
  { query: "can you bring a dryer to heath", kind: "category", relevant: dryer },
  // A repair asked about, "cloth" for clothes, a word cut short, the makers' apps, a customer's favourite.
  { query: "fridge not cooling", kind: "category", relevant: fridge },
  { query: "cloth washer", kind: "category", relevant: washer },
  { query: "larg washer", kind: "typo", relevant: all(washer, between(/^Capacity$/, 4.5, 12)) },
  { query: "smartthings fridge", kind: "feature", relevant: all(fridge, smart) },
  { query: "customer favorite dishwasher", kind: "category", relevant: dishwasher },
  // A price a listing starts from; compact said of a washer.
  { query: "dryers from $600", kind: "price", relevant: all(dryer, price(600, Infinity)) },
  { query: "compact washer", kind: "size", relevant: all(washer, between(/^Capacity$/, 0, 3.5)) },
  { query: "fridge with see through door", kind: "feature", relevant: all(fridge, says(/instaview/i)) },
  { query: "coil burner range", kind: "feature", relevant: all(range, says(/\bcoil/i)) },
  // A plural mistyped, a first letter left out.
  { query: "gas stves", kind: "typo", relevant: all(range, subtype("Range - Gas", "Range - Slide-In Gas")) },
  { query: "30 inch ange", kind: "typo", relevant: range },
  { query: "bkack fridge", kind: "typo", relevant: all(fridge, colour(/black/i)) },
  // The most of what is counted.
  { query: "dishwasher with the most place settings", kind: "feature", relevant: dishwasher },
  // Short words mistyped: the fuel's word, a key beside in a phrase, a price's word in a phrase.
  { query: "gsa range", kind: "typo", relevant: all(range, subtype("Range - Gas", "Range - Slide-In Gas")) },
  { query: "tip freezer fridge", kind: "typo", relevant: subtype("Refrigerator - Top Freezer") },
  { query: "ovr the range microwave", kind: "typo", relevant: subtype("Microwave - Over-the-Range") },
  { query: "ompact fridge", kind: "typo", relevant: subtype("Refrigerator - Compact") },
  { query: "tp load washer", kind: "typo", relevant: subtype("Washer - Top Load") },
  { query: "ar fry range", kind: "typo", relevant: all(range, spec(/^Air Fry$/)) },
  // What an outlet, a style not wanted or a feature is, said as a shopper would.
  { query: "dryer that plugs into a regular outlet", kind: "feature", relevant: subtype("Dryer - Gas") },
  {
    query: "fridge without french doors",
    kind: "feature",
    relevant: all(fridge, (product) => product.subcategory !== "Refrigerator - French Door"),
  },
  { query: "range with warming zone", kind: "feature", relevant: all(range, says(/keep warm zone/i)) },
  { query: "washer with built in faucet", kind: "feature", relevant: all(washer, says(/faucet/i)) },
  { query: "double oven range", kind: "feature", relevant: all(range, says(/flex duo/i)) },
  { query: "cold water wash washer", kind: "feature", relevant: all(washer, says(/coldwash/i)) },
  {
    query: "fridge with ice and water on the outside",
    kind: "feature",
    relevant: all(fridge, specIs(/^Water Dispenser$/, /^External/)),
  },
];

/** A product whose model number a case types. */
export interface ModelSource {
  id: string;
  modelNumber: string;
  brand: string;
}

/** How the set reaches a search: its first results and how many it found, and a product of the listing. */
export interface SearchAccess {
  search(query: string): Promise<{ total: number; products: JudgedProduct[] }>;
  productAt(place: number): Promise<ModelSource>;
}

export interface CaseOutcome {
  query: string;
  kind: RelevanceCase["kind"];
  found: number;
  firstRelevant: boolean;
  topThreeRelevant: boolean;
}

export interface RelevanceReport {
  cases: CaseOutcome[];
  /** Searches that found nothing. */
  empty: number;
  /** Shares of the searches whose first result, and whose first three results (or all, when fewer), are relevant. */
  first: number;
  topThree: number;
}

/** Runs the set through a search and judges what it shows first. */
export async function judgeRelevance(
  access: SearchAccess,
  set: readonly RelevanceCase[] = RELEVANCE_SET,
): Promise<RelevanceReport> {
  const cases: CaseOutcome[] = [];
  for (const item of set) {
    let query = typeof item.query === "string" ? item.query : "";
    let relevant = item.relevant;
    if (item.modelAt !== undefined && typeof item.query === "function") {
      const product = await access.productAt(item.modelAt);
      query = item.query(product);
      relevant = (candidate) => candidate.id === product.id;
    }
    const result = await access.search(query);
    const shown = result.products.slice(0, 3);
    cases.push({
      query,
      kind: item.kind,
      found: result.total,
      firstRelevant: shown.length > 0 && relevant(shown[0]!),
      topThreeRelevant: shown.length > 0 && shown.every(relevant),
    });
  }
  const share = (test: (outcome: CaseOutcome) => boolean) => cases.filter(test).length / cases.length;
  return {
    cases,
    empty: cases.filter((outcome) => outcome.found === 0).length,
    first: share((outcome) => outcome.firstRelevant),
    topThree: share((outcome) => outcome.topThreeRelevant),
  };
}

/** The report in one line, and the searches whose top three were not all relevant. */
export function describeRelevance(report: RelevanceReport): string {
  const missed = report.cases.filter((outcome) => !outcome.topThreeRelevant);
  return [
    `relevance set: ${report.cases.length} searches, ${report.empty} found nothing, first result relevant ${(report.first * 100).toFixed(1)}%, top three ${(report.topThree * 100).toFixed(1)}%`,
    ...missed.map(
      (outcome) =>
        `  not all relevant in the top three: "${outcome.query}" (${outcome.found} found, first ${outcome.firstRelevant ? "relevant" : "not relevant"})`,
    ),
  ].join("\n");
}
