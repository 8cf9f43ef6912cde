// Catalogue reads for pages and route handlers: cached in Next's data cache and tagged so
// product changes revalidate them (cache-tags.ts).
import "server-only";
import { asc, eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { toCatalogProduct, type CatalogProduct } from "./catalog-product";
import { CACHE_TAGS, CATALOG_REVALIDATE_SECONDS } from "./cache-tags";
import { SUBTYPES } from "./categories";
import { applyListing, type ListingFilters } from "./listing";
import { searchProducts } from "./search";

export async function readProduct(id: string): Promise<CatalogProduct | null> {
  const db = await getDb();
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ? toCatalogProduct(row) : null;
}

export async function readAllProducts(): Promise<CatalogProduct[]> {
  const db = await getDb();
  const rows = await db.select().from(products).orderBy(asc(products.position), asc(products.id));
  return rows.map(toCatalogProduct);
}

export function getProduct(id: string): Promise<CatalogProduct | null> {
  return unstable_cache(() => readProduct(id), ["product", id], {
    tags: [CACHE_TAGS.catalog, CACHE_TAGS.product(id)],
    revalidate: CATALOG_REVALIDATE_SECONDS,
  })();
}

/** Every product in catalogue order (the "featured" order). */
export const getAllProducts = unstable_cache(readAllProducts, ["all-products"], {
  tags: [CACHE_TAGS.catalog],
  revalidate: CATALOG_REVALIDATE_SECONDS,
});

/** The listing for a query (listing.ts rules, search ranked by search.ts). */
export async function listProducts(query: ListingFilters): Promise<CatalogProduct[]> {
  const [all, relevance] = await Promise.all([
    getAllProducts(),
    query.search ? searchProducts(query.search) : Promise.resolve(undefined),
  ]);
  return applyListing(all, query, relevance);
}

/** The subtype categories that have products, in catalogue order of SUBTYPES. */
export async function listCategories(): Promise<string[]> {
  const present = new Set((await getAllProducts()).map((product) => product.subcategory));
  return SUBTYPES.filter((subtype) => present.has(subtype));
}

/** Brands with products, alphabetically. */
export async function listBrands(): Promise<string[]> {
  const brands = new Set((await getAllProducts()).map((product) => product.brand));
  return [...brands].sort((a, b) => a.localeCompare(b));
}
