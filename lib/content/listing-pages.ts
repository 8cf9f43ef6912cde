// The listing routes' shared rules: which category names are pages (their metadata is in
// lib/seo/listing-metadata.ts).
import { CATEGORY_GROUPS, groupForName, subtypesForCategory } from "@/lib/catalog/categories";

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
