// A product's photos as staff manage them on its page: add or replace one with an uploaded file,
// move one earlier or later or make it the main photo (the first is the main image), delete one.
// Each change reads the product's photos locked, so two staff members never undo each other's
// step; names a photo by its address, so a step from a page that is out of date changes nothing;
// writes the change log; and refreshes the cached shop pages that show the product.
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products } from "@/db/schema";
import { refreshProductCaches } from "@/lib/catalog/product-cache";
import { recordProductChanges } from "@/lib/catalog/product-changes";
import { ShopError } from "@/lib/errors";
import { databaseStorage, removeUnusedPhoto, storeProductImage } from "./image-store";
import { productChangeEntries } from "./product-change-entries";
import { NOTICES, type NoticeCode } from "./notices";

export type PhotoMove = "earlier" | "later" | "main";

export const PHOTO_MOVES: readonly PhotoMove[] = ["earlier", "later", "main"];

/** Why a photo step was refused: the photo or the product is gone (a page out of date). */
type PhotoRefusal = "photo-not-found" | "product-not-found";

export class PhotoEditError extends ShopError {
  override name = "PhotoEditError";
  readonly notice: PhotoRefusal;
  constructor(notice: PhotoRefusal) {
    super(NOTICES[notice].text, notice === "product-not-found" ? 404 : 409, "photo_edit_refused");
    this.notice = notice;
  }
}

/** The photos with `url` moved one place earlier or later, or to the front; null when it is not one of them. */
export function movedPhotos(images: readonly string[], url: string, move: PhotoMove): string[] | null {
  const at = images.indexOf(url);
  if (at < 0) return null;
  const to = move === "main" ? 0 : Math.min(images.length - 1, Math.max(0, at + (move === "earlier" ? -1 : 1)));
  const moved = images.filter((_, index) => index !== at);
  moved.splice(to, 0, url);
  return moved;
}

/** The photos without `url` (its first place), or with `replacement` in its place; null when it is not one of them. */
export function withoutPhoto(images: readonly string[], url: string, replacement?: string): string[] | null {
  const at = images.indexOf(url);
  if (at < 0) return null;
  return images.flatMap((image, index) => (index !== at ? [image] : replacement ? [replacement] : []));
}

/**
 * Changes a product's photos by `change` (null: the photo it names is not one of them), in one
 * transaction with the product locked and the change logged as the staff member's.
 */
async function changePhotos(
  db: Db,
  productId: string,
  actorName: string,
  change: (images: readonly string[]) => string[] | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, productId)).for("update");
    if (!product) throw new PhotoEditError("product-not-found");
    const images = change(product.images);
    if (!images) throw new PhotoEditError("photo-not-found");
    await tx
      .update(products)
      .set({ images, updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    await recordProductChanges(tx, productChangeEntries(product, { ...product, images }, ["images"]), {
      source: "staff",
      actorName,
    });
  });
  refreshProductCaches([productId]);
}

/** Moves a photo earlier or later, or makes it the main photo. */
export async function movePhoto(db: Db, productId: string, url: string, move: PhotoMove, actorName: string) {
  await changePhotos(db, productId, actorName, (images) => movedPhotos(images, url, move));
}

/** Takes a photo off the product; its stored file goes too once nothing names it. */
export async function deletePhoto(db: Db, productId: string, url: string, actorName: string): Promise<void> {
  await changePhotos(db, productId, actorName, (images) => withoutPhoto(images, url));
  await removeUnusedPhoto(db, url);
}

/**
 * Stores an uploaded photo and adds it after the product's others, or puts it in the place of
 * `replacing` (whose stored file goes once nothing names it). A refused step keeps nothing of
 * the upload. File problems are ImageUploadErrors, with words for the staff member.
 */
export async function uploadPhoto(
  db: Db,
  productId: string,
  file: File,
  { actorName, replacing }: { actorName: string; replacing?: string },
): Promise<void> {
  // Checked before the work of resizing, and again, locked, when the photo is added.
  const [product] = await db.select({ images: products.images }).from(products).where(eq(products.id, productId));
  if (!product) throw new PhotoEditError("product-not-found");
  if (replacing !== undefined && !product.images.includes(replacing)) throw new PhotoEditError("photo-not-found");
  const url = await storeProductImage(file, databaseStorage(db));
  try {
    await changePhotos(db, productId, actorName, (images) =>
      replacing === undefined ? [...images, url] : withoutPhoto(images, replacing, url),
    );
  } catch (error) {
    await removeUnusedPhoto(db, url);
    throw error;
  }
  if (replacing !== undefined) await removeUnusedPhoto(db, replacing);
}

/** A move or delete as the product page reports it: done, or why not. */
export async function photoStep(work: () => Promise<void>, done: NoticeCode): Promise<NoticeCode> {
  try {
    await work();
    return done;
  } catch (error) {
    if (error instanceof PhotoEditError) return error.notice;
    throw error;
  }
}
