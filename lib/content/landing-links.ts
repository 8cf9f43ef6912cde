// The category landing pages, listed once: their paths, their names in the menus and the product
// groups each one covers, in the category bar's order. Small on purpose: the header and menus
// (browser code) read it without the pages' copy.
export const LANDING_LINKS = [
  { slug: "washers-dryers", label: "Washers & Dryers", groups: ["washer", "dryer"] },
  { slug: "dishwashers", label: "Dishwashers", groups: ["dishwasher"] },
  { slug: "microwaves", label: "Microwaves", groups: ["microwave"] },
  { slug: "refrigerators", label: "Refrigerators", groups: ["refrigerator"] },
  { slug: "ranges-stoves", label: "Ranges & Stoves", groups: ["stove"] },
] as const;

export type LandingSlug = (typeof LANDING_LINKS)[number]["slug"];

export function landingPath(slug: LandingSlug): string {
  return `/${slug}`;
}

/** The landing page that covers a product group, if any. */
export function landingLinkForGroup(group: string): (typeof LANDING_LINKS)[number] | undefined {
  return LANDING_LINKS.find((link) => (link.groups as readonly string[]).includes(group));
}
