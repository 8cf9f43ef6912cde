// The listing routes' shared rules: which category names are pages and their metadata.
import type { Metadata } from "next";
import { CATEGORY_GROUPS, groupForName, subtypesForCategory } from "@/lib/catalog/categories";
import { categoryCopy } from "./category-copy";
import { fitDescription, pageTitle } from "@/lib/seo/titles";
import { SHOP_SHARE_IMAGE } from "@/lib/seo/page-metadata";

/** Category names that are listing pages (the six groups, their aliases, the range sets). */
export const LISTING_CATEGORY_PAGES = [
  ...CATEGORY_GROUPS,
  "range",
  "ranges",
  "stoves",
  "washers",
  "dryers",
  "dishwashers",
  "microwaves",
  "refrigerators",
  "fridge",
  "fridges",
  "oven",
  "wall-oven",
  "electric-range",
  "gas-range",
] as const;

/**
 * The one address of a listing page: an alias (`ranges`, `fridge`, `Washers`) names its group's
 * page, which search engines should see as the only one. Null for a name that is no listing page.
 */
export function canonicalListingCategory(raw: string): string | null {
  const category = listingRouteCategory(raw);
  if (!category) return null;
  return groupForName(category) ?? category;
}

/** The route's category, or null for a name that is not a listing page. */
export function listingRouteCategory(raw: string): string | null {
  const category = decodeURIComponent(raw).trim().toLowerCase();
  return (LISTING_CATEGORY_PAGES as readonly string[]).includes(category) && subtypesForCategory(category).length > 0
    ? category
    : null;
}

export function listingMetadata(category: string, { search = "", page = 1 } = {}): Metadata {
  const copy = categoryCopy(category);
  const path = category ? `/products/${encodeURIComponent(category)}` : "/products";
  return {
    title: {
      absolute: pageTitle(search ? `Search: ${search}` : page > 1 ? `${copy.title} (page ${page})` : copy.title),
    },
    description: fitDescription(copy.description),
    // Filtered and searched variants point search engines at the plain listing; its further
    // pages are pages of their own.
    alternates: { canonical: page > 1 ? `${path}?page=${page}` : path },
    openGraph: {
      type: "website",
      url: page > 1 ? `${path}?page=${page}` : path,
      title: pageTitle(copy.title),
      description: fitDescription(copy.description),
      images: [SHOP_SHARE_IMAGE],
    },
    ...(search ? { robots: { index: false, follow: true } } : {}),
  };
}
