// Product photos staff upload: checked (JPEG, PNG or WebP by their first bytes, at most 10 MB,
// at most 40 megapixels), turned into the two sizes the storefront shows (1200 px for the
// product page, 400 px for cards) as WebP, and kept by a storage adapter: the database, so every
// app server reads the same photos, served by the app at /uploads/... with a year's caching.
// Another adapter (object storage) only has to offer the same put/get.
import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, rename } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "@/db/client";
import { orderItems, products, storedFiles } from "@/db/schema";
import { ShopError } from "@/lib/errors";
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from "@/lib/upload-limits.mjs";

const MAX_PIXELS = 40_000_000;
/** Widths the storefront uses: the product page's gallery and the cards. */
export const IMAGE_WIDTHS = { large: 1200, card: 400 } as const;

export class ImageUploadError extends ShopError {
  override name = "ImageUploadError";
  constructor(message: string) {
    super(message, 422, "image_refused");
  }
}

export interface ImageStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
}

/** Keys look like "products/ab12cd34-1200.webp": no dots or slashes a caller could abuse. */
export const UPLOAD_KEY = /^products\/[a-z0-9]{16}-(1200|400)\.webp$/;

/** Photos kept in the database (the stored_files table): one store for every app server. */
export function databaseStorage(db: Db): ImageStorage {
  return {
    async put(key, bytes) {
      if (!UPLOAD_KEY.test(key)) throw new ImageUploadError("Bad image key");
      await db.insert(storedFiles).values({ key, contentType: "image/webp", bytes }).onConflictDoNothing();
    },
    async get(key) {
      if (!UPLOAD_KEY.test(key)) return null;
      const [row] = await db.select({ bytes: storedFiles.bytes }).from(storedFiles).where(eq(storedFiles.key, key));
      return row?.bytes ?? null;
    },
  };
}

/**
 * Photos uploaded before they were kept in the database lived in a folder (UPLOADS_DIR, default
 * .data/uploads). On start they are copied into the database once, and the folder is renamed
 * "<folder>.imported" so it is neither read again nor lost. Answers how many photos were copied.
 */
export async function importFolderUploads(db: Db, folder: string): Promise<number> {
  const root = path.resolve(/*turbopackIgnore: true*/ folder);
  const products = path.join(root, "products");
  if (!existsSync(products)) return 0;
  const storage = databaseStorage(db);
  let copied = 0;
  for (const name of await readdir(products)) {
    const key = `products/${name}`;
    if (!UPLOAD_KEY.test(key) || (await storage.get(key))) continue;
    await storage.put(key, await readFile(path.join(products, name)));
    copied += 1;
  }
  await rename(root, `${root}.imported`);
  return copied;
}

function kindOf(bytes: Buffer): "jpeg" | "png" | "webp" | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (bytes.length > 12 && bytes.toString("ascii", 0, 4) === "RIFF" && bytes.toString("ascii", 8, 12) === "WEBP")
    return "webp";
  return null;
}

/** An uploaded photo's storefront path: "/uploads/products/{name}-1200.webp". */
const UPLOADED_PHOTO = /^\/uploads\/products\/([a-z0-9]{16})-1200\.webp$/;

/** The stored keys of an uploaded photo's sizes; none for any other image (drawn art, https). */
function uploadedPhotoKeys(url: string): string[] {
  const name = UPLOADED_PHOTO.exec(url)?.[1];
  return name ? Object.values(IMAGE_WIDTHS).map((width) => `products/${name}-${width}.webp`) : [];
}

/** What a thumbnail shows: an uploaded photo's card size, any other image as it is. */
export function thumbnailOf(url: string): string {
  return UPLOADED_PHOTO.test(url) ? url.replace(/-1200\.webp$/, `-${IMAGE_WIDTHS.card}.webp`) : url;
}

/**
 * Removes an uploaded photo's stored sizes once nothing names it any more: no product (archived
 * ones included) and no order line. A photo still named anywhere stays, so a product, an order
 * or a copy of the photo's address in another product never loses its picture. Answers whether
 * the photo was removed.
 */
export async function removeUnusedPhoto(db: Db, url: string): Promise<boolean> {
  const keys = uploadedPhotoKeys(url);
  if (keys.length === 0) return false;
  const removed = await db
    .delete(storedFiles)
    .where(
      and(
        inArray(storedFiles.key, keys),
        sql`not exists (select 1 from ${products} where ${url} = any(${products.images}))`,
        sql`not exists (select 1 from ${orderItems} where ${orderItems.image} = ${url})`,
      ),
    )
    .returning({ key: storedFiles.key });
  return removed.length > 0;
}

/** Checks and stores an uploaded photo; answers the storefront path of its large size. */
export async function storeProductImage(file: File, storage: ImageStorage): Promise<string> {
  if (file.size === 0) throw new ImageUploadError("Choose a photo to upload");
  if (file.size > PHOTO_MAX_BYTES) throw new ImageUploadError(PHOTO_TOO_LARGE);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!kindOf(bytes)) throw new ImageUploadError("Upload a JPEG, PNG or WebP photo");
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new ImageUploadError("The photo could not be read: it may be damaged or too large");
  }
  if (!metadata.width || !metadata.height) throw new ImageUploadError("The photo could not be read");
  const name = randomBytes(8).toString("hex");
  for (const width of Object.values(IMAGE_WIDTHS)) {
    const resized = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width, height: width, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    await storage.put(`products/${name}-${width}.webp`, resized);
  }
  return `/uploads/products/${name}-${IMAGE_WIDTHS.large}.webp`;
}
