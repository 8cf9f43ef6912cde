// Titles and descriptions of the listing pages, per category group.
import { groupForName, type ProductGroup } from "@/lib/catalog/categories";
import { CLAIMS } from "@/lib/store";

interface CategoryCopy {
  heading: string;
  title: string;
  description: string;
}

const COPY: Record<ProductGroup, CategoryCopy> = {
  washer: {
    heading: "Washers",
    title: "Discount Washers: Front Load and Top Load",
    description: `Scratch-and-dent and open-box front-load and top-load washers from LG, Samsung, Whirlpool and Speed Queen, ${CLAIMS.maxDiscount} in Reynoldsburg, OH.`,
  },
  dryer: {
    heading: "Dryers",
    title: "Discount Dryers: Electric and Gas",
    description: `Electric and gas dryers ${CLAIMS.maxDiscount}: scratch-and-dent, open-box and clearance units, tested and warrantied, with local delivery around Columbus.`,
  },
  dishwasher: {
    heading: "Dishwashers",
    title: "Discount Dishwashers",
    description:
      "Built-in and standard dishwashers from Whirlpool, Samsung, LG and Frigidaire at scratch-and-dent prices. Free pickup in Reynoldsburg or delivery.",
  },
  microwave: {
    heading: "Microwaves",
    title: "Discount Over-the-Range Microwaves",
    description: `Over-the-range microwaves ${CLAIMS.maxDiscount}: open-box and scratch-and-dent units, inspected and tested, in Reynoldsburg, OH.`,
  },
  refrigerator: {
    heading: "Refrigerators",
    title: "Discount Refrigerators: French Door, Side-by-Side and More",
    description:
      "French door, side-by-side, top and bottom freezer and compact refrigerators at scratch-and-dent prices, with delivery and haul-away around Columbus.",
  },
  stove: {
    heading: "Ranges & Stoves",
    title: "Discount Ranges and Stoves: Electric, Gas and Induction",
    description: `Electric, gas, induction and slide-in ranges ${CLAIMS.maxDiscount}: open-box, scratch-and-dent and clearance, tested in our Reynoldsburg showroom.`,
  },
  "wall-oven": {
    heading: "Wall Ovens",
    title: "Discount Wall Ovens",
    description: "Single and double wall ovens at scratch-and-dent and clearance prices in Reynoldsburg, OH.",
  },
};

const SET_COPY: Record<string, CategoryCopy> = {
  "electric-range": {
    heading: "Electric Ranges",
    title: "Discount Electric and Induction Ranges",
    description:
      "Electric, induction and slide-in electric ranges at scratch-and-dent, open-box and clearance prices in Reynoldsburg, OH.",
  },
  "gas-range": {
    heading: "Gas Ranges",
    title: "Discount Gas Ranges",
    description:
      "Freestanding and slide-in gas ranges at scratch-and-dent, open-box and clearance prices in Reynoldsburg, OH.",
  },
};

export const ALL_PRODUCTS_COPY: CategoryCopy = {
  heading: "All Products",
  title: "Shop Discount Appliances",
  description: `Every scratch-and-dent, open-box and clearance appliance we have in stock: washers, dryers, refrigerators, ranges, dishwashers and microwaves ${CLAIMS.maxDiscount}.`,
};

/** Copy for a category name; a name that is not a group (e.g. "gas") gets generic copy. */
export function categoryCopy(name: string): CategoryCopy {
  if (!name) return ALL_PRODUCTS_COPY;
  const group = groupForName(name);
  if (group) return COPY[group];
  const key = name.trim().toLowerCase();
  if (Object.hasOwn(SET_COPY, key)) return SET_COPY[key]!;
  const label = name.replace(/[-_]+/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());
  return {
    heading: label,
    title: `Discount ${label} Appliances`,
    description: `${label} appliances at scratch-and-dent, open-box and clearance prices, ${CLAIMS.maxDiscount} in Reynoldsburg, OH.`,
  };
}

/** Short label for the category badge and sidebar. */
export function categoryLabel(name: string): string {
  return categoryCopy(name).heading;
}
