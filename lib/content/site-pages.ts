// The storefront's indexable pages besides products: the sitemap lists them, with the day each
// page's copy last changed (its lastmod, with the newest change of the products it shows).
import { SERVICE_AREAS } from "@/lib/store";
import { CATEGORY_GROUPS, type ProductGroup } from "@/lib/catalog/categories";
import { LANDING_LINKS, landingPath } from "./landing-links";

/** A page and the product groups it shows (none for a page of copy only). */
export interface SitePage {
  path: string;
  groups: readonly ProductGroup[];
  /** The day ("YYYY-MM-DD") its copy last changed: change it with the copy. */
  copyUpdated: string;
}

const EVERY_GROUP: readonly ProductGroup[] = [...CATEGORY_GROUPS, "wall-oven"];

export const HOME_PAGE: SitePage = { path: "/", groups: EVERY_GROUP, copyUpdated: "2026-11-24" };

/** The listings: all products, each group, and the two kinds of range. */
export const CATEGORY_PAGES: readonly SitePage[] = [
  { path: "/products", groups: EVERY_GROUP, copyUpdated: "2026-11-23" },
  ...CATEGORY_GROUPS.map((group) => ({ path: `/products/${group}`, groups: [group], copyUpdated: "2026-11-23" })),
  { path: "/products/electric-range", groups: ["stove"], copyUpdated: "2026-11-23" },
  { path: "/products/gas-range", groups: ["stove"], copyUpdated: "2026-11-23" },
];

export const LANDING_PAGES: readonly SitePage[] = LANDING_LINKS.map((link) => ({
  path: landingPath(link.slug),
  groups: link.groups,
  copyUpdated: "2026-11-24",
}));

/** The town pages (each shows units on the floor that can reach it) and the surrounding areas. */
export const AREA_PAGES: readonly SitePage[] = [
  ...SERVICE_AREAS.map((area) => ({ path: `/areas/${area.slug}`, groups: EVERY_GROUP, copyUpdated: "2026-11-24" })),
  { path: "/areas/surrounding", groups: [], copyUpdated: "2026-11-24" },
];

/** The pages of copy; the policy pages print their day as "Last updated". */
export const CONTENT_UPDATED = {
  "/store": "2026-11-24",
  "/about": "2026-11-24",
  "/faqs": "2026-11-24",
  "/measurement-guide": "2026-11-23",
  "/contact": "2026-11-23",
  "/order-tracking": "2026-11-24",
  "/returns-policy": "2026-11-24",
  "/shipping-policy": "2026-11-24",
  "/warranty": "2026-11-20",
  "/payment-policy": "2026-11-24",
  "/privacy-policy": "2026-11-20",
  "/terms-conditions": "2026-11-20",
} as const;

export const CONTENT_PAGES: readonly SitePage[] = Object.entries(CONTENT_UPDATED).map(([path, copyUpdated]) => ({
  path,
  groups: [],
  copyUpdated,
}));
