// The storefront's indexable pages besides products and categories: the sitemap lists them.
import { SERVICE_AREAS } from "@/lib/store";
import { CATEGORY_GROUPS } from "@/lib/catalog/categories";
import { LANDING_LINKS, landingPath } from "./landing-links";

export const LANDING_PAGE_PATHS = LANDING_LINKS.map((link) => landingPath(link.slug));

export const AREA_PAGE_PATHS = [...SERVICE_AREAS.map((area) => `/areas/${area.slug}`), "/areas/surrounding"] as const;

export const CONTENT_PAGE_PATHS = [
  "/store",
  "/about",
  "/faqs",
  "/measurement-guide",
  "/contact",
  "/order-tracking",
  "/returns-policy",
  "/shipping-policy",
  "/warranty",
  "/payment-policy",
  "/privacy-policy",
  "/terms-conditions",
] as const;

export const CATEGORY_PAGE_PATHS = [
  "/products",
  ...CATEGORY_GROUPS.map((group) => `/products/${group}`),
  "/products/electric-range",
  "/products/gas-range",
] as const;
