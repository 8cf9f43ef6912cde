// Reads the catalogue for the feeds: which products go in (priced, not archived; out-of-stock
// units for one day after their last change, so listings close cleanly), a batch at a time so a
// large catalogue is never held in memory, and the catalogue's version for ETag/Last-Modified.
import "server-only";
import { and, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products } from "@/db/schema";
import { catalogOrder, inCatalogOrder } from "@/lib/catalog/catalog-order";
import { toFeedItem, type FeedItem } from "./feed-item";

const feedColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  brand: products.brand,
  subcategory: products.subcategory,
  category: products.category,
  modelNumber: products.modelNumber,
  priceCents: products.priceCents,
  salePriceCents: products.salePriceCents,
  images: products.images,
  stockQuantity: products.stockQuantity,
  dealType: products.dealType,
  conditionNote: products.conditionNote,
  gtin: products.gtin,
  color: products.color,
  position: products.position,
};

/** The products the feeds list. */
export const inFeeds: SQL = and(
  isNull(products.archivedAt),
  gt(products.priceCents, 0),
  or(gt(products.stockQuantity, 0), sql`${products.updatedAt} > now() - interval '1 day'`),
)!;

/** Every product of the feeds as a feed item, in catalogue order, read a batch at a time. */
export async function* feedItems(db: Db): AsyncGenerator<FeedItem> {
  const rows = inCatalogOrder((after, limit) =>
    db
      .select(feedColumns)
      .from(products)
      .where(after ? and(inFeeds, after) : inFeeds)
      .orderBy(...catalogOrder)
      .limit(limit),
  );
  for await (const row of rows) yield toFeedItem(row);
}

export interface FeedVersion {
  /** The catalogue's last change (any product, archived ones included). */
  lastModified: Date;
  etag: string;
}

export async function feedVersion(db: Db, now: Date = new Date()): Promise<FeedVersion> {
  const [row] = await db
    .select({
      changed: sql<string | null>`max(${products.updatedAt})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(products);
  const lastModified = row?.changed ? new Date(row.changed) : new Date(0);
  lastModified.setMilliseconds(0);
  // Out-of-stock units leave the feeds a day after their last change: the day is part of the version.
  const day = now.toISOString().slice(0, 10);
  return { lastModified, etag: `W/"${lastModified.getTime().toString(36)}-${row?.count ?? 0}-${day}"` };
}

export interface FeedCounts {
  listed: number;
  priceOnRequest: number;
  archived: number;
}

/** How many products the feeds list and leave out (for the staff dashboard). */
export async function feedCounts(db: Db): Promise<FeedCounts> {
  const [row] = await db
    .select({
      listed: sql<number>`count(*) filter (where ${inFeeds})::int`,
      priceOnRequest: sql<number>`count(*) filter (where ${products.archivedAt} is null and ${products.priceCents} = 0)::int`,
      archived: sql<number>`count(*) filter (where ${products.archivedAt} is not null)::int`,
    })
    .from(products);
  return { listed: row?.listed ?? 0, priceOnRequest: row?.priceOnRequest ?? 0, archived: row?.archived ?? 0 };
}
