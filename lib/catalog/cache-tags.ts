// Every cache tag and lifetime of the catalogue in one place: catalogue reads are cached and
// tagged, and anything that changes products revalidates exactly these tags.

export const CACHE_TAGS = {
  /** Every catalogue read: lists, search, categories, brands, feeds, sitemap. */
  catalog: "catalog",
  /** One product's page and reads. */
  product: (id: string) => `product:${id}`,
} as const;

/** Catalogue reads are refreshed at least this often (seconds) even without a revalidation. */
export const CATALOG_REVALIDATE_SECONDS = 3600;
