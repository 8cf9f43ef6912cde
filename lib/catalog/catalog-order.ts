// Reads every product a query selects in catalogue order (position, then id), a batch at a time,
// so the feeds and the staff's CSV export hold one batch in memory whatever the catalogue's size.
import "server-only";
import { asc, sql, type SQL } from "drizzle-orm";
import { products } from "@/db/schema";

const BATCH = 500;

/** The order every batch is read in; a query passed to `inCatalogOrder` sorts by it. */
export const catalogOrder = [asc(products.position), asc(products.id)];

/**
 * Yields the rows `read` returns, batch after batch: `read` gets the condition "after the last
 * row so far" (undefined for the first batch) and the batch size, and must sort by `catalogOrder`.
 */
export async function* inCatalogOrder<Row extends { position: number; id: string }>(
  read: (after: SQL | undefined, limit: number) => Promise<Row[]>,
  batch = BATCH,
): AsyncGenerator<Row> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await read(after, batch);
    yield* rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = sql`(${products.position}, ${products.id}) > (${last.position}, ${last.id})`;
  }
}
