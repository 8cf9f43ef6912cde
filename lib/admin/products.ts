// Staff product work: create, edit every field, archive and restore, and quick stock and price
// edits (the list, the photos, the CSV export and import have modules of their own). Every write
// refreshes the cached storefront pages that show the product and is logged in the product change
// log, naming the staff member, in the same transaction.
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderItems, products, type NewProduct, type Product } from "@/db/schema";
import { refreshProductCaches } from "@/lib/catalog/product-cache";
import { recordProductChanges, type ProductChangeOrigin } from "@/lib/catalog/product-changes";
import { ShopError } from "@/lib/errors";
import type { Tx } from "@/db/transaction";
import type { NoticeCode } from "./notices";
import { createdEntry, productChangeEntries } from "./product-change-entries";
import { productText, readProductText, type FieldErrors, type ProductField, type ProductText } from "./product-form";

const NOT_FOUND = "Product not found";

export class ProductEditError extends ShopError {
  override name = "ProductEditError";
  constructor(message: string, status = 400) {
    super(message, status, "product_edit_refused");
  }
}

export async function getAdminProduct(db: Db, id: string): Promise<Product | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** A staff member's edit, as the change log names it. */
const byStaff = (staffName: string): ProductChangeOrigin => ({ source: "staff", actorName: staffName });

/** The product locked until the transaction ends, so what the log says it was is what was changed. */
async function lockedProduct(tx: Tx, id: string): Promise<Product | null> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update").limit(1);
  return row ?? null;
}

async function lockProduct(tx: Tx, id: string): Promise<Product> {
  const row = await lockedProduct(tx, id);
  if (!row) throw new ProductEditError(NOT_FOUND, 404);
  return row;
}

/** Adds a product; a taken id is refused (products are never overwritten by a create). */
export async function createProduct(db: Db, row: NewProduct, staffName: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [created] = await tx.insert(products).values(row).onConflictDoNothing({ target: products.id }).returning();
    if (!created) throw new ProductEditError(`A product with ID "${row.id}" already exists`, 409);
    await recordProductChanges(tx, [createdEntry(created)], byStaff(staffName));
  });
  refreshProductCaches([row.id]);
}

/** Replaces every field of a product but its id and photos (the photos section changes those). */
export async function updateProduct(db: Db, id: string, row: NewProduct, staffName: string): Promise<void> {
  const fields: Partial<NewProduct> = { ...row };
  delete fields.id;
  delete fields.images;
  await db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    const [after] = await tx
      .update(products)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(products.id, id))
      .returning();
    await recordProductChanges(tx, productChangeEntries(before, after!), byStaff(staffName));
  });
  refreshProductCaches([id]);
}

/** Hides a product from the shop (or brings it back); orders that name it keep their lines. */
export async function setArchived(db: Db, id: string, archived: boolean, staffName: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    const [after] = await tx
      .update(products)
      .set({ archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(products.id, id))
      .returning();
    await recordProductChanges(tx, productChangeEntries(before, after!, ["archived"]), byStaff(staffName));
  });
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
  staffName: string,
): Promise<{ ok: true } | { ok: false; errors: FieldErrors }> {
  const result = await db.transaction(async (tx): Promise<{ ok: true } | { ok: false; errors: FieldErrors }> => {
    const current = await lockedProduct(tx, id);
    if (!current) return { ok: false, errors: { id: NOT_FOUND } };
    const read = readProductText({ ...productText(current), ...text });
    if (!read.ok) return read;
    const [after] = await tx
      .update(products)
      .set({
        stockQuantity: read.row.stockQuantity,
        priceCents: read.row.priceCents,
        salePriceCents: read.row.salePriceCents,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, id))
      .returning();
    const entries = productChangeEntries(current, after!, ["stockQuantity", "price", "salePrice"]);
    await recordProductChanges(tx, entries, byStaff(staffName));
    return { ok: true };
  });
  if (result.ok) refreshProductCaches([id]);
  return result;
}

/** The notice for a quick edit refused on a field staff typed in the list. */
const QUICK_EDIT_REFUSALS = [
  ["stockQuantity", "stock-refused"],
  ["price", "price-refused"],
  ["salePrice", "sale-price-refused"],
] as const satisfies readonly (readonly [ProductField, NoticeCode])[];

/** The list's quick edit as the page reports it: saved, or why not (the first field refused). */
export async function quickEditStep(db: Db, id: string, text: QuickEditText, staffName: string): Promise<NoticeCode> {
  const result = await quickEdit(db, id, text, staffName);
  if (result.ok) return "stock-saved";
  const typed = QUICK_EDIT_REFUSALS.find(([field]) => result.errors[field]);
  if (typed) return typed[1];
  return result.errors.id === NOT_FOUND ? "product-not-found" : "product-refused";
}
