// The storefront's indexable pages besides products and categories: the sitemap lists them.
import { SERVICE_AREAS } from "./store";
import { CATEGORY_GROUPS } from "./categories";

export const LANDING_PAGE_PATHS = [
  "/washers-dryers",
  "/dishwashers",
  "/ranges-stoves",
  "/refrigerators",
  "/microwaves",
] as const;

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

export const CATEGORY_PAGE_PATHS = ["/products", ...CATEGORY_GROUPS.map((group) => `/products/${group}`)] as const;
