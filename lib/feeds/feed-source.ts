// Reads the catalogue for the feeds: which products go in (priced, not archived; out-of-stock
// units for one day after their last change, so listings close cleanly; with FEEDS_REQUIRE_PHOTO=1
// only those with an uploaded photo), a batch at a time so a large catalogue is never held in
// memory, and the catalogue's version for ETag/Last-Modified.
import "server-only";
import { and, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products } from "@/db/schema";
import { catalogOrder, inCatalogOrder } from "@/lib/catalog/catalog-order";
import { UPLOADED_PHOTO_PREFIX } from "@/lib/catalog/product-images";
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

/** The products the feeds may list: priced, not archived, in stock or sold within the day. */
const listable: SQL = and(
  isNull(products.archivedAt),
  gt(products.priceCents, 0),
  or(gt(products.stockQuantity, 0), sql`${products.updatedAt} > now() - interval '1 day'`),
)!;

/** A product with a photo staff uploaded; the others have only the drawn art of their kind. */
const withPhoto: SQL = sql`exists (select from unnest(${products.images}) as image where starts_with(image, ${UPLOADED_PHOTO_PREFIX}))`;

/**
 * FEEDS_REQUIRE_PHOTO=1 leaves out products whose only pictures are drawn art: Google and Meta
 * may disapprove them as generic images.
 */
export function photoRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FEEDS_REQUIRE_PHOTO?.trim() === "1";
}

/** The products the feeds list. */
function inFeeds(env: NodeJS.ProcessEnv = process.env): SQL {
  return photoRequired(env) ? and(listable, withPhoto)! : listable;
}

/** Every product of the feeds as a feed item, in catalogue order, read a batch at a time. */
export async function* feedItems(db: Db, env: NodeJS.ProcessEnv = process.env): AsyncGenerator<FeedItem> {
  const listed = inFeeds(env);
  const rows = inCatalogOrder((after, limit) =>
    db
      .select(feedColumns)
      .from(products)
      .where(after ? and(listed, after) : listed)
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
  // Turning FEEDS_REQUIRE_PHOTO on or off changes what is listed, not the catalogue.
  const photos = photoRequired() ? "-photos" : "";
  return { lastModified, etag: `W/"${lastModified.getTime().toString(36)}-${row?.count ?? 0}-${day}${photos}"` };
}

export interface FeedCounts {
  listed: number;
  priceOnRequest: number;
  archived: number;
  /** Products the feeds may list whose only pictures are drawn art (left out with FEEDS_REQUIRE_PHOTO=1). */
  drawnArtOnly: number;
}

/** How many products the feeds list and leave out (for the staff dashboard). */
export async function feedCounts(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<FeedCounts> {
  const [row] = await db
    .select({
      listed: sql<number>`count(*) filter (where ${inFeeds(env)})::int`,
      priceOnRequest: sql<number>`count(*) filter (where ${products.archivedAt} is null and ${products.priceCents} = 0)::int`,
      archived: sql<number>`count(*) filter (where ${products.archivedAt} is not null)::int`,
      drawnArtOnly: sql<number>`count(*) filter (where ${listable} and not ${withPhoto})::int`,
    })
    .from(products);
  return {
    listed: row?.listed ?? 0,
    priceOnRequest: row?.priceOnRequest ?? 0,
    archived: row?.archived ?? 0,
    drawnArtOnly: row?.drawnArtOnly ?? 0,
  };
}
