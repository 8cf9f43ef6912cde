// The change log of products: every field a staff edit, a CSV import, a sale, a released hold or
// a return changed, with who did it and from what to what. Written in the transaction that made
// the change, so the log and the product never disagree.
import { productChanges, type ProductChangeSource } from "@/db/schema";
import type { Db } from "@/db/client";
import type { Tx } from "@/db/transaction";

export interface ProductChangeEntry {
  productId: string;
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

export interface ProductChangeOrigin {
  source: ProductChangeSource;
  /** The CSV file's name for an import; the order number for a sale, release or return. */
  sourceDetail?: string | null;
  /** The staff account's name; none for a shopper's sale or the system. */
  actorName?: string | null;
}

/** The field stock moves are logged under, whoever moved it (staff, an import, a sale, a return). */
export const STOCK_FIELD = "stockQuantity";

/** A move of a product's stock as the log shows it: the units on the shelf before and after. */
export function stockChange(productId: string, before: number, after: number): ProductChangeEntry {
  return { productId, field: STOCK_FIELD, oldValue: String(before), newValue: String(after) };
}

/** Rows one insert writes: a large import's entries take a few statements, each within Postgres's bind limit. */
const INSERT_BATCH = 1000;

/** Writes the changes that really changed something (old and new differ), all from one origin. */
export async function recordProductChanges(
  tx: Tx | Db,
  changes: readonly ProductChangeEntry[],
  origin: ProductChangeOrigin,
): Promise<void> {
  const rows = changes
    .filter((change) => change.oldValue !== change.newValue)
    .map((change) => ({
      ...change,
      source: origin.source,
      sourceDetail: origin.sourceDetail ?? null,
      actorName: origin.actorName ?? null,
    }));
  for (let from = 0; from < rows.length; from += INSERT_BATCH) {
    await tx.insert(productChanges).values(rows.slice(from, from + INSERT_BATCH));
  }
}
