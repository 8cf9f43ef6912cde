// The product change log as staff read it: one product's changes, newest first, some at a time;
// and the shop's recent changes, filtered by source and by account and searched by product id or
// name, a page at a time. Each entry comes with its product's name now and the order it names.
import "server-only";
import { and, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { PRODUCT_CHANGE_SOURCES, type ProductChangeSource } from "@/db/enums";
import { orders, productChanges, products } from "@/db/schema";
import { readPage, readPageNumber, type Paged } from "./paging";

export interface ChangeLogEntry {
  id: number;
  productId: string;
  /** The product's name now; null when it no longer exists. */
  productName: string | null;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  source: ProductChangeSource;
  /** The CSV file's name for an import, the order number for a sale, release or return. */
  sourceDetail: string | null;
  actorName: string | null;
  createdAt: Date;
  /** The order the entry names, when it names one that exists. */
  orderId: string | null;
}

export interface ChangeFilters {
  source: ProductChangeSource | "";
  /** An account's name as the log keeps it. */
  actor: string;
  /** A product's id (or part of it) or words of its name. */
  search: string;
  page: number;
}

/** The sources whose detail is an order number. */
const ORDER_SOURCES: readonly ProductChangeSource[] = ["sale", "release", "return"];

/** Forgiving reading of the list's URL: unknown values are ignored. */
export function readChangeFilters(params: Record<string, string | string[] | undefined>): ChangeFilters {
  const one = (name: string) => {
    const value = params[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  };
  const source = one("source");
  return {
    source: (PRODUCT_CHANGE_SOURCES as readonly string[]).includes(source) ? (source as ProductChangeSource) : "",
    actor: one("actor").slice(0, 100),
    search: one("search").slice(0, 100),
    page: readPageNumber(params.page),
  };
}

/** The list's address for `filters` at `page`: what the filter form, the pager and product pages link to. */
export function changeListHref(filters: Partial<ChangeFilters>, page = 1): string {
  const query = new URLSearchParams();
  for (const key of ["source", "actor", "search"] as const) {
    if (filters[key]) query.set(key, filters[key]);
  }
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/admin/changes?${text}` : "/admin/changes";
}

function filtersWhere(filters: ChangeFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.source) conditions.push(eq(productChanges.source, filters.source));
  if (filters.actor) conditions.push(eq(productChanges.actorName, filters.actor));
  if (filters.search) {
    const like = `%${filters.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(or(ilike(productChanges.productId, like), ilike(products.name, like))!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The log's entries with their product's name and named order, newest first. */
function entries(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: productChanges.id,
      productId: productChanges.productId,
      productName: products.name,
      field: productChanges.field,
      oldValue: productChanges.oldValue,
      newValue: productChanges.newValue,
      source: productChanges.source,
      sourceDetail: productChanges.sourceDetail,
      actorName: productChanges.actorName,
      createdAt: productChanges.createdAt,
      orderId: orders.id,
    })
    .from(productChanges)
    .leftJoin(products, eq(products.id, productChanges.productId))
    .leftJoin(
      orders,
      and(eq(orders.orderNumber, productChanges.sourceDetail), inArray(productChanges.source, [...ORDER_SOURCES])),
    )
    .where(where)
    .orderBy(desc(productChanges.id));
}

/** The shop's recent changes for `filters`, newest first, a page at a time. */
export async function listChanges(db: Db, filters: ChangeFilters): Promise<Paged<ChangeLogEntry>> {
  const where = filtersWhere(filters);
  const counted = db.select({ total: sql<number>`count(*)::int` }).from(productChanges);
  const [count] = await (
    filters.search ? counted.leftJoin(products, eq(products.id, productChanges.productId)) : counted
  ).where(where);
  return readPage(filters.page, count?.total ?? 0, ({ limit, offset }) =>
    entries(db, where).limit(limit).offset(offset),
  );
}

/** A product's `count` latest changes, newest first, and whether it has older ones. */
export async function productChangesOf(
  db: Db,
  productId: string,
  count: number,
): Promise<{ entries: ChangeLogEntry[]; more: boolean }> {
  const rows = await entries(db, eq(productChanges.productId, productId)).limit(count + 1);
  return { entries: rows.slice(0, count), more: rows.length > count };
}

/** How many of a product's changes its page shows at first, and how many more each "show older" adds. */
export const PRODUCT_CHANGES_STEP = 10;

/** A product page's ?changes= value: how many changes it shows (a step at a time, at most 500). */
export function readChangeCount(value: string | string[] | undefined): number {
  const asked = Number(Array.isArray(value) ? value[0] : value);
  if (!Number.isSafeInteger(asked) || asked <= PRODUCT_CHANGES_STEP) return PRODUCT_CHANGES_STEP;
  return Math.min(500, Math.ceil(asked / PRODUCT_CHANGES_STEP) * PRODUCT_CHANGES_STEP);
}

/** The names of the accounts the log names, for the list's account filter. */
export async function changeActors(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: productChanges.actorName })
    .from(productChanges)
    .where(isNotNull(productChanges.actorName))
    .orderBy(productChanges.actorName);
  return rows.map((row) => row.name!);
}
