// Staff product work: the searchable list (archived ones too), create, edit every field, archive
// and restore, quick stock and price edits, and the catalogue as CSV out and in. Every write
// refreshes the cached storefront pages that show the product.
import "server-only";
import { and, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderItems, products, type NewProduct, type Product } from "@/db/schema";
import { refreshProductCaches } from "@/lib/catalog/product-cache";
import { ShopError } from "@/lib/errors";
import { CsvSyntaxError, csvLine, parseCsv, unguardCell } from "@/lib/csv";
import { catalogOrder, inCatalogOrder } from "@/lib/catalog/catalog-order";
import { searchCondition } from "@/lib/catalog/search-sql";
import type { NoticeCode } from "./notices";
import { readPage, type Paged } from "./paging";
import {
  PRODUCT_FIELDS,
  productText,
  readProductText,
  type FieldErrors,
  type ProductField,
  type ProductText,
} from "./product-form";

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

/**
 * The whole catalogue (archived products included, marked) as CSV lines with the form's columns,
 * the header first, read a batch at a time so the download never holds the whole catalogue.
 */
export async function* productCsvLines(db: Db): AsyncGenerator<string> {
  yield csvLine([...PRODUCT_FIELDS, "archived"]);
  const rows = inCatalogOrder((after, limit) =>
    db
      .select()
      .from(products)
      .where(after)
      .orderBy(...catalogOrder)
      .limit(limit),
  );
  for await (const product of rows) {
    const text = productText(product);
    yield csvLine([...PRODUCT_FIELDS.map((field) => text[field]), product.archivedAt ? "yes" : ""]);
  }
}

export interface ImportRowProblem {
  /** The row's line in the file, counting the header as line 1. */
  line: number;
  id: string;
  problems: string[];
}

export interface ImportPreview {
  rows: NewProduct[];
  /** Ids among `rows` that already exist and will be updated. */
  updates: string[];
  creates: string[];
  rejected: ImportRowProblem[];
  /** A problem with the file as a whole (no header, unknown columns...). */
  fileProblem: string | null;
}

const MAX_IMPORT_ROWS = 20_000;

/** Checks every row of an import without changing anything. */
export async function previewProductImport(db: Db, csv: string): Promise<ImportPreview> {
  const empty: ImportPreview = { rows: [], updates: [], creates: [], rejected: [], fileProblem: null };
  let table: string[][];
  try {
    // The header, the most rows an import takes, and one more to tell that there are too many.
    table = parseCsv(csv, { maxRows: MAX_IMPORT_ROWS + 2 });
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ...empty, fileProblem: error.message };
    throw error;
  }
  const [header, ...body] = table;
  if (!header) return { ...empty, fileProblem: "The file is empty" };
  const columns = header.map((name) => name.trim());
  const unknown = columns.filter(
    (name) => name !== "archived" && !(PRODUCT_FIELDS as readonly string[]).includes(name),
  );
  const missing = PRODUCT_FIELDS.filter((field) => !columns.includes(field));
  if (unknown.length > 0 || missing.length > 0) {
    return {
      ...empty,
      fileProblem: [
        missing.length > 0 ? `Missing columns: ${missing.join(", ")}` : "",
        unknown.length > 0 ? `Unknown columns: ${unknown.join(", ")}` : "",
      ]
        .filter(Boolean)
        .join(". "),
    };
  }
  if (body.length > MAX_IMPORT_ROWS) return { ...empty, fileProblem: `At most ${MAX_IMPORT_ROWS} rows per import` };
  const preview: ImportPreview = { ...empty };
  const seen = new Set<string>();
  body.forEach((cells, index) => {
    const line = index + 2;
    const text = Object.fromEntries(columns.map((name, column) => [name, unguardCell(cells[column] ?? "")]));
    const problems: string[] = [];
    if (cells.length !== columns.length) problems.push(`has ${cells.length} cells, the header has ${columns.length}`);
    const read = readProductText(text as Record<ProductField, string>);
    if (!read.ok) problems.push(...Object.values(read.errors));
    const id = (text.id ?? "").trim().toLowerCase();
    if (id && seen.has(id)) problems.push(`ID "${id}" appears twice in the file`);
    seen.add(id);
    if (problems.length > 0 || !read.ok) {
      preview.rejected.push({ line, id, problems });
      return;
    }
    const archived = (text.archived ?? "").trim().toLowerCase();
    preview.rows.push({ ...read.row, archivedAt: archived === "yes" || archived === "true" ? new Date() : null });
  });
  if (preview.rows.length > 0) {
    const ids = preview.rows.map((row) => row.id);
    const existing = new Set<string>();
    for (let from = 0; from < ids.length; from += 1000) {
      const found = await db
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.id} in ${ids.slice(from, from + 1000)}`);
      for (const row of found) existing.add(row.id);
    }
    preview.updates = ids.filter((id) => existing.has(id));
    preview.creates = ids.filter((id) => !existing.has(id));
  }
  return preview;
}

/**
 * Applies an import in one transaction: every row is created or updated, or (when any row is
 * rejected) nothing at all. Products missing from the file are left as they are.
 */
export async function applyProductImport(db: Db, csv: string): Promise<ImportPreview> {
  const preview = await previewProductImport(db, csv);
  if (preview.fileProblem || preview.rejected.length > 0) {
    throw new ProductEditError("The file has rejected rows: nothing was imported. Fix them and import again.", 422);
  }
  if (preview.rows.length === 0) throw new ProductEditError("The file has no products to import", 422);
  await db.transaction(async (tx) => {
    for (const row of preview.rows) {
      const { archivedAt, ...fields } = row;
      delete (fields as Partial<NewProduct>).id;
      await tx
        .insert(products)
        .values(row)
        .onConflictDoUpdate({
          target: products.id,
          set: {
            ...fields,
            // An archived product stays archived since its first archiving; "no" restores it.
            archivedAt: archivedAt ? sql`coalesce(${products.archivedAt}, now())` : null,
            updatedAt: sql`now()`,
          },
        });
    }
  });
  refreshProductCaches(preview.rows.map((row) => row.id));
  return preview;
}
