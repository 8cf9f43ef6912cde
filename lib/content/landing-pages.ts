// The category landing pages (/washers-dryers, /dishwashers, /ranges-stoves, /refrigerators,
// /microwaves): their copy, their product sections and the rules for filling them
// (so many products per subtype, so many in all).
import { SUBTYPES, type Subtype } from "@/lib/catalog/categories";
import { formatCentsShort } from "@/lib/money";
import { LANDING_LINKS, type LandingSlug } from "./landing-links";
import { CLAIMS, DELIVERY, extendedWarrantyYears } from "@/lib/store";

const HAUL_AWAY = formatCentsShort(DELIVERY.haulAwayCentsPerUnit);
const STAIR_CARRY = formatCentsShort(DELIVERY.stairCarryCentsPerFlight);

export interface LandingSection {
  id: string;
  title: string;
  /** Subtypes shown, each contributing at most `perSubtype` products. */
  subtypes: readonly Subtype[];
  perSubtype: number;
  /** Most products shown in the section. */
  limit: number;
  emptyText: string;
  viewAll: { href: string; label: string };
  /** Grid columns at desktop width. */
  columns: 3 | 4;
}

export interface LandingPage {
  slug: LandingSlug;
  title: string;
  metaTitle: string;
  description: string;
  heroText: string;
  shopButtons: { href: string; label: string }[];
  benefits: { title: string; text: string }[];
  blurbs: { title: string; text: string }[];
  sections: LandingSection[];
  /** Shown with a restocking note and a /support link when every section is empty. */
  emptyPage?: { title: string; text: string };
  /** The listing's group key for brand names on this page. */
  groups: readonly string[];
}

// Range subtypes split into electric and gas by name.
const ranges = SUBTYPES.filter((subtype) => subtype.toLowerCase().includes("range - "));
const gasRanges = ranges.filter((subtype) => subtype.toLowerCase().includes("gas"));
const electricRanges = ranges.filter((subtype) => !subtype.toLowerCase().includes("gas"));
const fridges = SUBTYPES.filter((subtype) => subtype.startsWith("Refrigerator"));

const COPY: Record<LandingSlug, Omit<LandingPage, "slug" | "title" | "groups">> = {
  "washers-dryers": {
    metaTitle: "Discount Washers and Dryers in Reynoldsburg, OH",
    description: `Scratch-and-dent and open-box washers and dryers from LG, Samsung, Whirlpool and Speed Queen, ${CLAIMS.maxDiscount}, with local delivery and haul-away around Columbus.`,
    heroText:
      "Front-load and top-load washers, electric and gas dryers: tested in our shop, sold with the manufacturer warranty, and often with nothing worse than a scuff on a side panel.",
    shopButtons: [
      { href: "/products/washer", label: "Shop Washers" },
      { href: "/products/dryer", label: "Shop Dryers" },
    ],
    benefits: [
      {
        title: "Tested before sale",
        text: "Every washer runs a full cycle and every dryer heats before it reaches the floor.",
      },
      {
        title: "Pairs and stacking kits",
        text: "Ask us to match a washer and dryer; we keep stacking kits for popular models.",
      },
      { title: "Haul-away available", text: `We take your old unit for ${HAUL_AWAY} when we deliver the new one.` },
    ],
    blurbs: [
      {
        title: "Front load or top load?",
        text: "Front loaders use less water and are gentler on clothes; top loaders load easily and run shorter cycles. Both are here at outlet prices.",
      },
      {
        title: "Electric or gas dryer?",
        text: "Check your laundry room: a 240V outlet means electric, a gas line means gas. Our measurement guide shows what to look for.",
      },
    ],
    sections: [
      {
        id: "washers",
        title: "Washers",
        subtypes: ["Washer - Front Load", "Washer - Top Load"],
        perSubtype: 3,
        limit: 6,
        emptyText: "No washers available at the moment.",
        viewAll: { href: "/products/washer", label: "View All Washers" },
        columns: 3,
      },
      {
        id: "dryers",
        title: "Dryers",
        subtypes: ["Dryer - Electric", "Dryer - Gas"],
        perSubtype: 3,
        limit: 6,
        emptyText: "No dryers available at the moment.",
        viewAll: { href: "/products/dryer", label: "View All Dryers" },
        columns: 3,
      },
    ],
  },
  dishwashers: {
    metaTitle: "Discount Dishwashers in Reynoldsburg, OH",
    description:
      "Built-in and standard dishwashers from Whirlpool, Samsung, LG and Frigidaire at scratch-and-dent and open-box prices, with free pickup in Reynoldsburg or local delivery.",
    heroText:
      "Quiet, efficient dishwashers with third racks and stainless tubs. A scratch on a door panel costs you nothing once it sits under the counter.",
    shopButtons: [{ href: "/products?category=dishwasher", label: "Shop Dishwashers" }],
    benefits: [
      { title: "Hidden damage", text: "Most marks are on the sides or the toe kick, out of sight once installed." },
      {
        title: "Fits standard openings",
        text: "24-inch models fit the standard cabinet cut-out; check our measurement guide.",
      },
      {
        title: "Warranty included",
        text: `The manufacturer warranty comes with every unit; add ${extendedWarrantyYears()} years of protection.`,
      },
    ],
    blurbs: [
      {
        title: "Built-in or standard?",
        text: "Built-in models hide the controls on top of the door for a clean look; front-control models show cycle progress at a glance.",
      },
      {
        title: "Quiet matters",
        text: "Below 45 dBA you will barely hear it from the next room. The noise level is in every listing's specifications.",
      },
    ],
    sections: [
      {
        id: "dishwashers",
        title: "Featured dishwashers",
        subtypes: ["Dishwasher", "Dishwasher - Built-In"],
        perSubtype: 8,
        limit: 8,
        emptyText: "No dishwashers available at the moment.",
        viewAll: { href: "/products?category=dishwasher", label: "Browse All Appliances" },
        columns: 4,
      },
    ],
  },
  "ranges-stoves": {
    metaTitle: "Discount Ranges and Stoves in Reynoldsburg, OH",
    description: `Electric, gas, induction and slide-in ranges from Frigidaire, Samsung, LG and Whirlpool at ${CLAIMS.maxDiscount}: open-box, scratch-and-dent and clearance, tested in Reynoldsburg.`,
    heroText:
      "Freestanding and slide-in ranges with convection, air fry and self-clean. Every burner and element is tested before the range goes on sale.",
    shopButtons: [{ href: "/products?category=range", label: "Shop Ranges" }],
    benefits: [
      { title: "Every burner tested", text: "We light every burner and heat every element and oven before sale." },
      { title: "Gas or electric", text: "Both are here; we can tell you which hookup your kitchen has." },
      { title: "Old range hauled away", text: `We take your old range for ${HAUL_AWAY} when we deliver.` },
    ],
    blurbs: [
      {
        title: "Induction is worth a look",
        text: "Induction boils water fast and the glass stays cooler. It needs magnetic cookware: if a magnet sticks to the pan, it works.",
      },
      {
        title: "Slide-in or freestanding?",
        text: "Slide-ins have front controls and sit flush with the counter; freestanding ranges have finished sides and a back control panel.",
      },
    ],
    sections: [
      {
        id: "electric",
        title: "Electric ranges",
        subtypes: electricRanges,
        perSubtype: 3,
        limit: 6,
        emptyText: "No electric ranges available at the moment.",
        viewAll: { href: "/products/electric-range", label: "View All Electric" },
        columns: 3,
      },
      {
        id: "gas",
        title: "Gas ranges",
        subtypes: gasRanges,
        perSubtype: 3,
        limit: 6,
        emptyText: "No gas ranges available at the moment.",
        viewAll: { href: "/products/gas-range", label: "View All Gas" },
        columns: 3,
      },
    ],
  },
  refrigerators: {
    metaTitle: "Discount Refrigerators in Reynoldsburg, OH",
    description:
      "French door, side-by-side, top freezer, bottom freezer and compact refrigerators at scratch-and-dent prices, with delivery, haul-away and stair carry around Columbus.",
    heroText:
      "Big-brand refrigerators with ice makers, water dispensers and counter-depth options, at prices that make a small dent easy to live with.",
    shopButtons: [{ href: "/products?category=refrigerator", label: "Shop Refrigerators" }],
    benefits: [
      {
        title: "Cooled and checked",
        text: "Every refrigerator runs for a day in our shop to prove it holds temperature.",
      },
      {
        title: "Stair carry",
        text: `Basement or upstairs kitchen? Stair carry is ${STAIR_CARRY} a flight at checkout.`,
      },
      { title: "Measure the door", text: "Our measurement guide covers doorways, hallways and door swing." },
    ],
    blurbs: [
      {
        title: "Which style fits your kitchen?",
        text: "French doors need less swing room; side-by-sides suit narrow galleys; top freezers give the most space for the money.",
      },
      {
        title: "Counter depth",
        text: "Counter-depth models sit flush with cabinets but hold a little less. The depth is listed on every product page.",
      },
    ],
    sections: [
      {
        id: "refrigerators",
        title: "Featured refrigerators",
        subtypes: fridges,
        perSubtype: 4,
        limit: 12,
        emptyText: "No refrigerators available at the moment.",
        viewAll: { href: "/products?category=refrigerator", label: "View All Refrigerators" },
        columns: 4,
      },
    ],
  },
  microwaves: {
    metaTitle: "Discount Over-the-Range Microwaves in Reynoldsburg, OH",
    description:
      "Over-the-range microwaves from Whirlpool, Samsung, LG and Frigidaire at open-box and scratch-and-dent prices in Reynoldsburg, OH.",
    heroText:
      "Over-the-range microwaves that vent your cooktop and free up counter space, often open-box units that were never installed.",
    shopButtons: [{ href: "/products?category=microwave", label: "Shop Microwaves" }],
    benefits: [
      { title: "Vents your range", text: "Over-the-range models double as a range hood with a light and fan." },
      {
        title: "Mounting kit included",
        text: "Open-box units come with their wall plate and hardware, checked before sale.",
      },
      { title: "Match your range", text: "Pick the same finish as your range for a matched look." },
    ],
    blurbs: [
      {
        title: "Check the space",
        text: "Most over-the-range microwaves fit a 30-inch opening with at least 66 inches from floor to top of the cabinet above.",
      },
      { title: "Venting", text: "Recirculating or vented outside: every model here does both, with the right kit." },
    ],
    sections: [
      {
        id: "microwaves",
        title: "Featured microwaves",
        subtypes: ["Microwave - Over-the-Range"],
        perSubtype: 8,
        limit: 8,
        emptyText: "No Microwaves Available",
        viewAll: { href: "/products?category=microwave", label: "View All Microwaves" },
        columns: 4,
      },
    ],
    emptyPage: {
      title: "No Microwaves Available",
      text: "We restock microwaves every week. Contact us and we will call you when the model you want comes in.",
    },
  },
};

/** Every landing page in the category bar's order, its path, name and groups from LANDING_LINKS. */
export const LANDING_PAGES: readonly LandingPage[] = LANDING_LINKS.map((link) => ({
  slug: link.slug,
  title: link.label,
  groups: link.groups,
  ...COPY[link.slug],
}));

export function landingPage(slug: string): LandingPage | undefined {
  return LANDING_PAGES.find((page) => page.slug === slug);
}
