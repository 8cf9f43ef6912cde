// The catalogue's categories: the groups shoppers browse, the subtypes products carry, and the
// mapping from a category name in a URL or query to the subtypes it covers.

export const SUBTYPES = [
  "Washer - Front Load",
  "Washer - Top Load",
  "Dryer - Electric",
  "Dryer - Gas",
  "Dishwasher",
  "Dishwasher - Built-In",
  "Microwave - Over-the-Range",
  "Refrigerator - French Door",
  "Refrigerator - Side-by-Side",
  "Refrigerator - Top Freezer",
  "Refrigerator - Bottom Freezer",
  "Refrigerator - Compact",
  "Range - Electric",
  "Range - Gas",
  "Range - Induction",
  "Range - Slide-In Electric",
  "Range - Slide-In Gas",
  "Wall Oven",
] as const;

export type Subtype = (typeof SUBTYPES)[number];

/** The groups of the listing sidebar and the `/products/{category}` routes, in the menus' order. */
export const CATEGORY_GROUPS = ["washer", "dryer", "dishwasher", "microwave", "refrigerator", "stove"] as const;

export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

/** Every group a product can belong to: the sidebar's six plus wall ovens. */
export type ProductGroup = CategoryGroup | "wall-oven";

const GROUP_SUBTYPES: Record<ProductGroup, readonly Subtype[]> = {
  washer: ["Washer - Front Load", "Washer - Top Load"],
  dryer: ["Dryer - Electric", "Dryer - Gas"],
  dishwasher: ["Dishwasher", "Dishwasher - Built-In"],
  microwave: ["Microwave - Over-the-Range"],
  refrigerator: [
    "Refrigerator - French Door",
    "Refrigerator - Side-by-Side",
    "Refrigerator - Top Freezer",
    "Refrigerator - Bottom Freezer",
    "Refrigerator - Compact",
  ],
  stove: ["Range - Electric", "Range - Gas", "Range - Induction", "Range - Slide-In Electric", "Range - Slide-In Gas"],
  "wall-oven": ["Wall Oven"],
};

/** Names that map onto a group besides the group's own key. */
const ALIASES: Record<string, ProductGroup> = {
  range: "stove",
  ranges: "stove",
  stoves: "stove",
  washers: "washer",
  dryers: "dryer",
  dishwashers: "dishwasher",
  microwaves: "microwave",
  refrigerators: "refrigerator",
  fridge: "refrigerator",
  fridges: "refrigerator",
  oven: "wall-oven",
  "wall-oven": "wall-oven",
  "wall oven": "wall-oven",
};

/** The group a name stands for (`washer`, `Ranges`, `oven`...), or undefined. */
export function groupForName(name: string): ProductGroup | undefined {
  const key = name.trim().toLowerCase();
  // Own keys only: a name an object has of its own ("constructor", "__proto__") is no group.
  if (Object.hasOwn(GROUP_SUBTYPES, key)) return key as ProductGroup;
  return Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined;
}

/** The group a product's subtype belongs to. */
export function groupOfSubtype(subtype: Subtype): ProductGroup {
  for (const [group, subtypes] of Object.entries(GROUP_SUBTYPES)) {
    if (subtypes.includes(subtype)) return group as ProductGroup;
  }
  throw new Error(`Unknown subtype ${subtype}`);
}

/** The groups some subtypes belong to, each once, in the subtypes' order. */
export function groupsOfSubtypes(subtypes: readonly Subtype[]): ProductGroup[] {
  return [...new Set(subtypes.map(groupOfSubtype))];
}

/** The subtypes of one group, for listings and landing pages. */
export function subtypesOfGroup(group: ProductGroup): readonly Subtype[] {
  return GROUP_SUBTYPES[group];
}

/** Named sets across subtype names, for the ranges page's electric and gas sections. */
const CATEGORY_SETS: Record<string, readonly Subtype[]> = {
  "electric-range": ["Range - Electric", "Range - Induction", "Range - Slide-In Electric"],
  "gas-range": ["Range - Gas", "Range - Slide-In Gas"],
};

/**
 * The subtypes a category name covers : a group name or alias maps to its
 * subtypes; any other name matches the subtypes that contain it, ignoring case. An empty name
 * covers nothing (callers treat "no category" separately).
 */
export function subtypesForCategory(name: string): Subtype[] {
  const trimmed = name.trim();
  if (!trimmed) return [];
  const group = groupForName(trimmed);
  if (group) return [...GROUP_SUBTYPES[group]];
  const needle = trimmed.toLowerCase();
  if (Object.hasOwn(CATEGORY_SETS, needle)) return [...CATEGORY_SETS[needle]!];
  return SUBTYPES.filter((subtype) => subtype.toLowerCase().includes(needle));
}

/** The kinds of product a category's page lists ("washer": washers), none for no category. */
export function groupsOfCategory(name: string): ProductGroup[] {
  return groupsOfSubtypes(subtypesForCategory(name));
}
