// Staff product work: the searchable list (archived ones too), create, edit every field, archive
// and restore, and quick stock and price edits (the CSV export and import have modules of their
// own). Every write refreshes the cached storefront pages that show the product.
import "server-only";
import { and, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderItems, products, type NewProduct, type Product } from "@/db/schema";
import { refreshProductCaches } from "@/lib/catalog/product-cache";
import { ShopError } from "@/lib/errors";
import { catalogOrder } from "@/lib/catalog/catalog-order";
import { searchCondition } from "@/lib/catalog/search-sql";
import type { NoticeCode } from "./notices";
import { readPage, type Paged } from "./paging";
import { productText, readProductText, type FieldErrors, type ProductField, type ProductText } from "./product-form";

const NOT_FOUND = "Product not found";

export class ProductEditError extends ShopError {
  override name = "ProductEditError";
  constructor(message: string, status = 400) {
    super(message, status, "product_edit_refused");
  }
}

export type ProductShelf = "live" | "archived" | "all";

export async function listAdminProducts(
  db: Db,
  { search = "", shelf = "live", page = 1 }: { search?: string; shelf?: ProductShelf; page?: number },
): Promise<Paged<Product>> {
  const conditions: SQL[] = [];
  if (shelf === "live") conditions.push(isNull(products.archivedAt));
  if (shelf === "archived") conditions.push(isNotNull(products.archivedAt));
  const words = search.trim().slice(0, 100);
  if (words) {
    // The shop's search engine, plus any part of an id or model number as typed.
    const like = `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const found = await searchCondition(db, words);
    conditions.push(or(...(found ? [found] : []), ilike(products.modelNumber, like), ilike(products.id, like))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  return readPage(page, count?.total ?? 0, ({ limit, offset }) =>
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...catalogOrder)
      .limit(limit)
      .offset(offset),
  );
}

export async function getAdminProduct(db: Db, id: string): Promise<Product | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** Adds a product; a taken id is refused (products are never overwritten by a create). */
export async function createProduct(db: Db, row: NewProduct): Promise<void> {
  const inserted = await db
    .insert(products)
    .values(row)
    .onConflictDoNothing({ target: products.id })
    .returning({ id: products.id });
  if (inserted.length === 0) throw new ProductEditError(`A product with ID "${row.id}" already exists`, 409);
  refreshProductCaches([row.id]);
}

/** Replaces every field of a product (its id stays). */
export async function updateProduct(db: Db, id: string, row: NewProduct): Promise<void> {
  const fields: Partial<NewProduct> = { ...row };
  delete fields.id;
  const updated = await db
    .update(products)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (updated.length === 0) throw new ProductEditError(NOT_FOUND, 404);
  refreshProductCaches([id]);
}

/** Hides a product from the shop (or brings it back); orders that name it keep their lines. */
export async function setArchived(db: Db, id: string, archived: boolean): Promise<void> {
  const updated = await db
    .update(products)
    .set({ archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (updated.length === 0) throw new ProductEditError(NOT_FOUND, 404);
  refreshProductCaches([id]);
}

/** Adds an uploaded photo at the end of a product's images. */
export async function addProductImage(db: Db, id: string, url: string): Promise<void> {
  const updated = await db
    .update(products)
    .set({ images: sql`array_append(${products.images}, ${url})`, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (updated.length === 0) throw new ProductEditError(NOT_FOUND, 404);
  refreshProductCaches([id]);
}

/** How many order lines name the product (archived products keep them). */
export async function orderLinesOf(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(eq(orderItems.productId, id));
  return row?.count ?? 0;
}

/** What the list's quick edit changes, as staff type it. */
export type QuickEditText = Pick<ProductText, "stockQuantity" | "price" | "salePrice">;

/** The list's quick edit: stock and price (and sale price) of one product. */
export async function quickEdit(
  db: Db,
  id: string,
  text: QuickEditText,
): Promise<{ ok: true } | { ok: false; errors: FieldErrors }> {
  const current = await getAdminProduct(db, id);
  if (!current) return { ok: false, errors: { id: NOT_FOUND } };
  const read = readProductText({ ...productText(current), ...text });
  if (!read.ok) return read;
  await db
    .update(products)
    .set({
      stockQuantity: read.row.stockQuantity,
      priceCents: read.row.priceCents,
      salePriceCents: read.row.salePriceCents,
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, id));
  refreshProductCaches([id]);
  return { ok: true };
}

/** The notice for a quick edit refused on a field staff typed in the list. */
const QUICK_EDIT_REFUSALS = [
  ["stockQuantity", "stock-refused"],
  ["price", "price-refused"],
  ["salePrice", "sale-price-refused"],
] as const satisfies readonly (readonly [ProductField, NoticeCode])[];

/** The list's quick edit as the page reports it: saved, or why not (the first field refused). */
export async function quickEditStep(db: Db, id: string, text: QuickEditText): Promise<NoticeCode> {
  const result = await quickEdit(db, id, text);
  if (result.ok) return "stock-saved";
  const typed = QUICK_EDIT_REFUSALS.find(([field]) => result.errors[field]);
  if (typed) return typed[1];
  return result.errors.id === NOT_FOUND ? "product-not-found" : "product-refused";
}
