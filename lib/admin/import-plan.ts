// What an import would change, cell by cell, against the catalogue as it is now: a cell the file
// kept as exported leaves the product alone, so a sale or another edit since the export is never
// undone; a cell both the file and the shop changed is a conflict staff decide on.
import "server-only";
import { createHash } from "node:crypto";
import type { NewProduct, Product } from "@/db/schema";
import { readProductText } from "./product-form";
import {
  cellHash,
  IMPORT_FIELDS,
  storedCells,
  type FileRow,
  type ImportField,
  type ImportRowProblem,
  type ProductFile,
} from "./product-csv";

export interface FieldChange {
  field: ImportField;
  /** The value in the shop now. */
  from: string;
  /** The file's value. */
  to: string;
  /** The shop's value changed since the export too (or, for a row without a base, it is stock). */
  conflict: boolean;
}

export interface RowChanges {
  line: number;
  id: string;
  /** The product's name in the shop now. */
  name: string;
  changes: FieldChange[];
}

export interface ImportPlan {
  creates: { line: number; id: string; name: string }[];
  /** Rows whose changes are all the file's own: written on Apply. */
  updates: RowChanges[];
  /** Rows with a conflict: skipped unless staff choose the file's values for the row. */
  conflicts: RowChanges[];
  /** Rows that change nothing. */
  unchanged: number;
  rejected: ImportRowProblem[];
}

/**
 * The rule for one cell of a row of an existing product. With a base, the file changed a cell
 * when it differs from what was exported; a change is a conflict when the shop's value is not
 * the exported one either (a sale, another staff edit). A row without a base (typed in, or from
 * an export made before rows carried one) cannot tell staff's edits from the shop's: every cell
 * that differs is taken as staff's, except stock, which a sale may have lowered since, so a stock
 * that differs is a conflict.
 */
function changesOf(row: FileRow, product: Product): FieldChange[] {
  const now = storedCells(product);
  const changes: FieldChange[] = [];
  for (const field of IMPORT_FIELDS) {
    const typed = row.cells[field];
    if (typed === undefined || typed === now[field]) continue;
    if (!row.base) {
      changes.push({ field, from: now[field], to: typed, conflict: field === "stockQuantity" });
      continue;
    }
    const exported = row.base[field];
    if (cellHash(row.id, field, typed) === exported) continue;
    changes.push({ field, from: now[field], to: typed, conflict: cellHash(row.id, field, now[field]) !== exported });
  }
  return changes;
}

/** The product with the given changes made, read as the form reads it; or why that is not valid. */
function changedProduct(
  product: Product,
  changes: readonly FieldChange[],
): { ok: true; row: NewProduct } | { ok: false; problems: string[] } {
  const text = { ...storedCells(product), id: product.id };
  for (const change of changes) text[change.field] = change.to;
  const read = readProductText(text);
  if (!read.ok) return { ok: false, problems: Object.values(read.errors) };
  // An archived product stays archived since it was first archived.
  return { ok: true, row: { ...read.row, archivedAt: text.archived ? (product.archivedAt ?? new Date()) : null } };
}

/**
 * Compares every row of the file with the products that have its id (`current`, by id): the plan,
 * and each changed product as it would be written, by id.
 */
export function planImport(
  file: ProductFile,
  current: ReadonlyMap<string, Product>,
): { plan: ImportPlan; changedRows: Map<string, NewProduct> } {
  const plan: ImportPlan = { creates: [], updates: [], conflicts: [], unchanged: 0, rejected: [...file.rejected] };
  const changedRows = new Map<string, NewProduct>();
  for (const row of file.rows) {
    const product = current.get(row.id);
    if (!product) {
      plan.creates.push({ line: row.line, id: row.id, name: row.cells.name });
      continue;
    }
    const changes = changesOf(row, product);
    if (changes.length === 0) {
      plan.unchanged += 1;
      continue;
    }
    // What Apply would write must be a valid product with the shop's other values as they are now.
    const changed = changedProduct(product, changes);
    if (!changed.ok) {
      plan.rejected.push({
        line: row.line,
        id: row.id,
        problems: changed.problems.map((problem) => `With the shop's current values: ${problem}`),
      });
      continue;
    }
    changedRows.set(row.id, changed.row);
    const planned = { line: row.line, id: row.id, name: product.name, changes };
    (changes.some((change) => change.conflict) ? plan.conflicts : plan.updates).push(planned);
  }
  plan.rejected.sort((a, b) => a.line - b.line);
  return { plan, changedRows };
}

/** A fingerprint of a plan: Apply writes only when the plan it finds is the one staff saw. */
export function planFingerprint(plan: ImportPlan): string {
  return createHash("sha256").update(JSON.stringify(plan)).digest("hex").slice(0, 32);
}
