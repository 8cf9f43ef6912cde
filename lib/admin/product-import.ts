// The CSV import: a preview of exactly what a file would change, then Apply, which writes that
// and nothing else in one transaction, or, when the catalogue changed meanwhile, a new preview.
// Every cell it writes is logged in the product change log, naming the file and the staff member.
import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { products, type NewProduct, type Product } from "@/db/schema";
import type { Tx } from "@/db/transaction";
import { refreshProductCaches } from "@/lib/catalog/product-cache";
import { recordProductChanges, type ProductChangeEntry } from "@/lib/catalog/product-changes";
import { ShopError } from "@/lib/errors";
import { planFingerprint, planImport, type FieldChange, type ImportPlan } from "./import-plan";
import { createdEntry, productChangeEntries } from "./product-change-entries";
import { readProductFile, type ImportField, type ProductFile } from "./product-csv";
import { ProductEditError } from "./products";

export interface ImportPreview {
  /** A problem with the file as a whole (no header, unknown columns...); the plan is then empty. */
  fileProblem: string | null;
  /** Whether the file's rows carry the base they were exported from. */
  hasBase: boolean;
  plan: ImportPlan;
  /** The plan's fingerprint, which Apply checks against the catalogue it finds. */
  fingerprint: string;
}

/** Who applies an import and from which file, as the change log names them. */
export interface ImportOrigin {
  fileName: string;
  staffName: string;
}

export type ImportOutcome =
  | { applied: true; created: number; updated: number; skipped: number; unchanged: number }
  /** The catalogue changed since the preview: nothing was written; this is the new preview. */
  | { applied: false; preview: ImportPreview };

const LOOKUP_BATCH = 1000;

/** The products the file's rows name, by id; inside Apply, locked until it ends. */
async function productsOf(db: Db | Tx, file: ProductFile, lock: boolean): Promise<Map<string, Product>> {
  // In id order, so two imports lock their common rows in the same order and never deadlock.
  const ids = file.rows.map((row) => row.id).sort();
  const found = new Map<string, Product>();
  for (let from = 0; from < ids.length; from += LOOKUP_BATCH) {
    const query = db
      .select()
      .from(products)
      .where(inArray(products.id, ids.slice(from, from + LOOKUP_BATCH)))
      .orderBy(products.id);
    for (const product of await (lock ? query.for("update") : query)) found.set(product.id, product);
  }
  return found;
}

function previewOf(file: ProductFile, plan: ImportPlan): ImportPreview {
  return { fileProblem: file.fileProblem, hasBase: file.hasBase, plan, fingerprint: planFingerprint(plan) };
}

/** Checks every row of an import against the catalogue without changing anything. */
export async function previewProductImport(db: Db, csv: string): Promise<ImportPreview> {
  const file = readProductFile(csv);
  return previewOf(file, planImport(file, await productsOf(db, file, false)).plan);
}

/** The columns a cell is stored in, where they are not the one named as the cell. */
const STORED_IN: Partial<Record<ImportField, readonly (keyof NewProduct)[]>> = {
  price: ["priceCents"],
  salePrice: ["salePriceCents"],
  subcategory: ["subcategory", "category"],
  archived: ["archivedAt"],
};

/** The columns a product's changed cells are stored in, set to the changed product's values. */
function columnsOf(changes: readonly FieldChange[], row: NewProduct): PgUpdateSetSource<typeof products> {
  const set: PgUpdateSetSource<typeof products> = { updatedAt: sql`now()` };
  for (const { field } of changes) {
    for (const column of STORED_IN[field] ?? [field as keyof NewProduct]) Object.assign(set, { [column]: row[column] });
  }
  return set;
}

const rejectedRows = () =>
  new ProductEditError("The file has rejected rows: nothing was imported. Fix them and import again.", 422);

/** A product the file creates was created by someone else after the rows were locked. */
class CreatedMeanwhile extends ShopError {
  override name = "CreatedMeanwhile";
  constructor() {
    super("A product of the file was created meanwhile", 409, "import_plan_changed");
  }
}

/**
 * Applies an import as previewed: within one transaction the file's products are locked and the
 * plan worked out again; when it is not the previewed one (`fingerprint`), nothing is written and
 * the new preview is returned. Otherwise the new products are created, each update writes only
 * its changed cells, and a conflicting row is written only when its id is in `useFile`. A sale
 * waiting on a locked product takes its unit from what the import wrote, so none is lost.
 */
export async function applyProductImport(
  db: Db,
  csv: string,
  { fingerprint, useFile }: { fingerprint: string; useFile: readonly string[] },
  origin: ImportOrigin,
): Promise<ImportOutcome> {
  const file = readProductFile(csv);
  if (file.fileProblem || file.rejected.length > 0) throw rejectedRows();
  if (file.rows.length === 0) throw new ProductEditError("The file has no products to import", 422);
  const chosen = new Set(useFile);
  let outcome: ImportOutcome;
  const written: string[] = [];
  try {
    outcome = await db.transaction(async (tx): Promise<ImportOutcome> => {
      const current = await productsOf(tx, file, true);
      const { plan, changedRows } = planImport(file, current);
      const preview = previewOf(file, plan);
      if (preview.fingerprint !== fingerprint) return { applied: false, preview };
      if (plan.rejected.length > 0) throw rejectedRows();
      const fileRows = new Map(file.rows.map((row) => [row.id, row]));
      const logged: ProductChangeEntry[] = [];
      for (const { id } of plan.creates) {
        const [created] = await tx
          .insert(products)
          .values(fileRows.get(id)!.row)
          .onConflictDoNothing({ target: products.id })
          .returning();
        if (!created) throw new CreatedMeanwhile();
        logged.push(createdEntry(created));
        written.push(id);
      }
      const updates = [...plan.updates, ...plan.conflicts.filter((row) => chosen.has(row.id))];
      for (const { id, changes } of updates) {
        const [after] = await tx
          .update(products)
          .set(columnsOf(changes, changedRows.get(id)!))
          .where(eq(products.id, id))
          .returning();
        const fields = changes.map((change) => change.field);
        logged.push(...productChangeEntries(current.get(id)!, after!, fields));
        written.push(id);
      }
      await recordProductChanges(tx, logged, {
        source: "import",
        sourceDetail: origin.fileName,
        actorName: origin.staffName,
      });
      return {
        applied: true,
        created: plan.creates.length,
        updated: updates.length,
        skipped: plan.conflicts.length - (updates.length - plan.updates.length),
        unchanged: plan.unchanged,
      };
    });
  } catch (error) {
    if (!(error instanceof CreatedMeanwhile)) throw error;
    return { applied: false, preview: await previewProductImport(db, csv) };
  }
  refreshProductCaches(written);
  return outcome;
}
