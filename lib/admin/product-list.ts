// The staff products list: which products it shows (in the shop, low stock, sold out, Call for
// Price, archived, all), in which order, searched how, with the count of each view, and the
// list's address for a set of filters, so the filters live in the URL and work without JavaScript.
import "server-only";
import { and, asc, desc, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products, type Product } from "@/db/schema";
import { searchCondition } from "@/lib/catalog/search-sql";
import { hasSalePrice, isCallForPrice } from "@/lib/product-price";
import { readPage, readPageNumber, type Paged } from "./paging";

/** Units left at which a product in the shop counts as low on stock (1 up to this many). */
export const LOW_STOCK_MAX = 2;

/**
 * The views of the list. Low stock, sold out and Call for Price are of the products in the shop:
 * an archived product is hidden from the shop, so its stock and price wait until it is restored.
 */
export const PRODUCT_VIEWS = {
  live: { label: "In the shop", where: isNull(products.archivedAt) },
  "low-stock": {
    label: `Low stock (1–${LOW_STOCK_MAX} left)`,
    where: and(isNull(products.archivedAt), sql`${products.stockQuantity} between 1 and ${LOW_STOCK_MAX}`)!,
  },
  "sold-out": {
    label: "Sold out",
    where: and(isNull(products.archivedAt), sql`${products.stockQuantity} = 0`)!,
  },
  "call-for-price": {
    label: "Call for Price (no price)",
    where: and(isNull(products.archivedAt), sql`${products.priceCents} = 0`)!,
  },
  archived: { label: "Archived", where: isNotNull(products.archivedAt) },
  all: { label: "All", where: sql`true` },
} as const satisfies Record<string, { label: string; where: SQL }>;
export type ProductView = keyof typeof PRODUCT_VIEWS;

/** Price sorts put Call for Price products (no price to compare) last either way. */
const callForPriceLast = asc(sql`(${products.priceCents} = 0)`);

/** The orders of the list; each ends with the id, so pages never share or skip a product. */
export const PRODUCT_SORTS = {
  catalogue: { label: "Catalogue order", order: [asc(products.position), asc(products.id)] },
  name: { label: "Name (A–Z)", order: [asc(products.nameKey), asc(products.id)] },
  stock: {
    label: "Stock (fewest first)",
    order: [asc(products.stockQuantity), asc(products.nameKey), asc(products.id)],
  },
  "stock-desc": {
    label: "Stock (most first)",
    order: [desc(products.stockQuantity), asc(products.nameKey), asc(products.id)],
  },
  price: { label: "Price (low to high)", order: [callForPriceLast, asc(products.unitPriceCents), asc(products.id)] },
  "price-desc": {
    label: "Price (high to low)",
    order: [callForPriceLast, desc(products.unitPriceCents), asc(products.id)],
  },
  changed: { label: "Last changed (newest first)", order: [desc(products.updatedAt), asc(products.id)] },
} as const satisfies Record<string, { label: string; order: SQL[] }>;
export type ProductSort = keyof typeof PRODUCT_SORTS;

export interface ProductFilters {
  search: string;
  view: ProductView;
  sort: ProductSort;
  page: number;
}

export const DEFAULT_PRODUCT_FILTERS: ProductFilters = { search: "", view: "live", sort: "catalogue", page: 1 };

/** The filters an address asks for; anything unknown is the default. */
export function readProductFilters(params: Record<string, string | string[] | undefined>): ProductFilters {
  const one = (name: string) => {
    const value = params[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  };
  const view = one("view");
  const sort = one("sort");
  return {
    search: one("search").slice(0, 100),
    view: Object.hasOwn(PRODUCT_VIEWS, view) ? (view as ProductView) : "live",
    sort: Object.hasOwn(PRODUCT_SORTS, sort) ? (sort as ProductSort) : "catalogue",
    page: readPageNumber(params.page),
  };
}

/** The list's address for `filters` (their page unless `page` is given); defaults are left out. */
export function productListHref(filters: ProductFilters, page = filters.page): string {
  const query = new URLSearchParams();
  if (filters.search) query.set("search", filters.search);
  if (filters.view !== "live") query.set("view", filters.view);
  if (filters.sort !== "catalogue") query.set("sort", filters.sort);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/admin/products?${text}` : "/admin/products";
}

/** What the search text finds: the shop's search engine, plus any part of an id or model number. */
async function searchMatch(db: Db, search: string): Promise<SQL | undefined> {
  const words = search.trim().slice(0, 100);
  if (!words) return undefined;
  const like = `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const found = await searchCondition(db, words);
  return or(...(found ? [found] : []), ilike(products.modelNumber, like), ilike(products.id, like));
}

export interface ProductList extends Paged<Product> {
  /** How many products the search finds in each view, for the view links. */
  counts: Record<ProductView, number>;
}

/** A page of the list, and the count of every view, all for the same search. */
export async function listAdminProducts(db: Db, filters: Partial<ProductFilters> = {}): Promise<ProductList> {
  const { search, view, sort, page } = { ...DEFAULT_PRODUCT_FILTERS, ...filters };
  const match = await searchMatch(db, search);
  const views = Object.entries(PRODUCT_VIEWS) as [ProductView, (typeof PRODUCT_VIEWS)[ProductView]][];
  // One pass over the matching products counts every view.
  const [row] = await db
    .select(
      Object.fromEntries(
        views.map(([name, { where }]) => [name, sql<number>`(count(*) filter (where ${where}))::int`]),
      ) as Record<ProductView, SQL<number>>,
    )
    .from(products)
    .where(match);
  const counts = Object.fromEntries(views.map(([name]) => [name, row?.[name] ?? 0])) as Record<ProductView, number>;
  const where = and(PRODUCT_VIEWS[view].where, match);
  const paged = await readPage(page, counts[view], ({ limit, offset }) =>
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...PRODUCT_SORTS[sort].order)
      .limit(limit)
      .offset(offset),
  );
  return { ...paged, counts };
}

export type ProductState = "archived" | "sold-out" | "low-stock" | "call-for-price" | "on-sale";

/** What the list says of a product at a glance: archived, sold out or low, Call for Price, on sale. */
export function productStates(
  product: Pick<Product, "archivedAt" | "stockQuantity" | "priceCents" | "salePriceCents">,
): ProductState[] {
  const states: ProductState[] = [];
  if (product.archivedAt) states.push("archived");
  if (product.stockQuantity === 0) states.push("sold-out");
  else if (product.stockQuantity <= LOW_STOCK_MAX) states.push("low-stock");
  if (isCallForPrice(product)) states.push("call-for-price");
  else if (hasSalePrice(product)) states.push("on-sale");
  return states;
}
