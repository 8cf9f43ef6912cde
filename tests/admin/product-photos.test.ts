// A product's photos as staff manage them: add, reorder, make main, replace and delete keep the
// other photos as they were; a photo the product does not have is refused and changes nothing;
// every change is in the change log under the staff member's name and refreshes the shop's
// caches; a stored photo goes once nothing names it.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { productChanges, products, storedFiles } from "@/db/schema";
import { databaseStorage, thumbnailOf } from "@/lib/admin/image-store";
import {
  deletePhoto,
  movedPhotos,
  movePhoto,
  PhotoEditError,
  photoStep,
  uploadPhoto,
  withoutPhoto,
} from "@/lib/admin/product-photos";
import { item, pickupBody, postCheckout, stockedProduct } from "../helpers/checkout";
import { describeEachDatabase } from "../helpers/database";
import { revalidatedTags } from "../helpers/next-cache";

async function photo(colour: string, format: "png" | "jpeg" = "png"): Promise<File> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: colour } });
  const bytes = await (format === "png" ? image.png() : image.jpeg()).toBuffer();
  return new File([new Uint8Array(bytes)], `photo.${format}`, { type: `image/${format}` });
}

describe("a product's photos in order", () => {
  const photos = ["/a.svg", "/b.svg", "/c.svg"];

  it("moves one earlier, later or to the front, and stays put at either end", () => {
    expect(movedPhotos(photos, "/c.svg", "earlier")).toEqual(["/a.svg", "/c.svg", "/b.svg"]);
    expect(movedPhotos(photos, "/a.svg", "later")).toEqual(["/b.svg", "/a.svg", "/c.svg"]);
    expect(movedPhotos(photos, "/c.svg", "main")).toEqual(["/c.svg", "/a.svg", "/b.svg"]);
    expect(movedPhotos(photos, "/a.svg", "earlier")).toEqual(photos);
    expect(movedPhotos(photos, "/c.svg", "later")).toEqual(photos);
    expect(movedPhotos(photos, "/d.svg", "main")).toBeNull();
  });

  it("takes one out or puts another in its place, the others as they were", () => {
    expect(withoutPhoto(photos, "/b.svg")).toEqual(["/a.svg", "/c.svg"]);
    expect(withoutPhoto(photos, "/b.svg", "/new.svg")).toEqual(["/a.svg", "/new.svg", "/c.svg"]);
    expect(withoutPhoto(photos, "/d.svg")).toBeNull();
  });

  it("shows an uploaded photo's small size as its thumbnail, anything else as it is", () => {
    expect(thumbnailOf("/uploads/products/0123456789abcdef-1200.webp")).toBe(
      "/uploads/products/0123456789abcdef-400.webp",
    );
    expect(thumbnailOf("/products/washer/white-front.svg")).toBe("/products/washer/white-front.svg");
  });
});

describeEachDatabase("staff manage a product's photos", (context) => {
  const ACTOR = "Pat Photos";
  let productId = "";
  let art: string[] = [];

  const imagesOf = async (id = productId) =>
    (await context.db.select({ images: products.images }).from(products).where(eq(products.id, id)))[0]!.images;
  const logOf = async () =>
    context.db.select().from(productChanges).where(eq(productChanges.productId, productId)).orderBy(productChanges.id);
  const stored = async (url: string) => Boolean(await databaseStorage(context.db).get(url.replace("/uploads/", "")));

  beforeEach(async () => {
    const [product] = await context.db.select().from(products).orderBy(products.id).limit(1);
    productId = product!.id;
    art = product!.images;
    expect(art.length).toBeGreaterThan(0);
  });

  it("adds two photos, makes the second main, moves and deletes, keeping the others and logging each", async () => {
    revalidatedTags.length = 0;
    await uploadPhoto(context.db, productId, await photo("#2563eb"), { actorName: ACTOR });
    await uploadPhoto(context.db, productId, await photo("#dc2626", "jpeg"), { actorName: ACTOR });
    const [first, second] = (await imagesOf()).slice(art.length);
    expect(await imagesOf()).toEqual([...art, first, second]);
    expect(first).toMatch(/^\/uploads\/products\/[a-z0-9]{16}-1200\.webp$/);
    expect(await stored(first!)).toBe(true);
    expect(revalidatedTags).toEqual(expect.arrayContaining([`product:${productId}`, "catalog"]));

    await movePhoto(context.db, productId, second!, "main", ACTOR);
    expect(await imagesOf()).toEqual([second, ...art, first]);
    await movePhoto(context.db, productId, first!, "earlier", ACTOR);
    expect(await imagesOf()).toEqual([second, ...art.slice(0, -1), first, ...art.slice(-1)]);
    await movePhoto(context.db, productId, first!, "later", ACTOR);
    expect(await imagesOf()).toEqual([second, ...art, first]);

    await deletePhoto(context.db, productId, second!, ACTOR);
    expect(await imagesOf()).toEqual([...art, first]);
    // Nothing names the deleted photo any more: its stored sizes are gone.
    expect(await stored(second!)).toBe(false);
    expect(await stored(second!.replace("-1200", "-400"))).toBe(false);

    const log = await logOf();
    expect(log).toHaveLength(6);
    expect(
      log.every((entry) => entry.field === "images" && entry.source === "staff" && entry.actorName === ACTOR),
    ).toBe(true);
    expect(log[2]).toMatchObject({
      oldValue: [...art, first, second].join("\n"),
      newValue: [second, ...art, first].join("\n"),
    });
  });

  it("replaces a photo in its place, keeping the others, and removes the old one's file", async () => {
    await uploadPhoto(context.db, productId, await photo("#16a34a"), { actorName: ACTOR });
    const old = (await imagesOf()).at(-1)!;
    await movePhoto(context.db, productId, old, "main", ACTOR);
    await uploadPhoto(context.db, productId, await photo("#9333ea", "jpeg"), { actorName: ACTOR, replacing: old });
    const images = await imagesOf();
    expect(images.slice(1)).toEqual(art);
    expect(images[0]).not.toBe(old);
    expect(await stored(images[0]!)).toBe(true);
    expect(await stored(old)).toBe(false);
    expect((await logOf()).at(-1)).toMatchObject({ oldValue: [old, ...art].join("\n"), newValue: images.join("\n") });
  });

  it("refuses a photo the product does not have, or a product that is gone, changing nothing", async () => {
    const before = await imagesOf();
    const entries = (await logOf()).length;
    const [other] = await context.db.select().from(products).orderBy(products.id).offset(1).limit(1);
    const notHers = other!.images[0]!;
    for (const step of [
      () => movePhoto(context.db, productId, notHers, "main", ACTOR),
      () => deletePhoto(context.db, productId, "/uploads/products/0000000000000000-1200.webp", ACTOR),
      async () => uploadPhoto(context.db, productId, await photo("#000000"), { actorName: ACTOR, replacing: notHers }),
    ]) {
      await expect(step()).rejects.toThrow("That photo is no longer on this product");
    }
    await expect(movePhoto(context.db, "no-such-product", art[0]!, "later", ACTOR)).rejects.toThrow(PhotoEditError);
    await expect(
      uploadPhoto(context.db, "no-such-product", await photo("#000000"), { actorName: ACTOR }),
    ).rejects.toThrow("Product not found");
    expect(await imagesOf()).toEqual(before);
    expect(await imagesOf(other!.id)).toEqual(other!.images);
    expect(await logOf()).toHaveLength(entries);
    expect(await photoStep(() => movePhoto(context.db, productId, notHers, "main", ACTOR), "photo-moved")).toBe(
      "photo-not-found",
    );
    expect(await photoStep(() => movePhoto(context.db, productId, art[0]!, "later", ACTOR), "photo-moved")).toBe(
      "photo-moved",
    );
  });

  it("refuses a file that is not a photo before anything is stored", async () => {
    const files = (await context.db.select({ key: storedFiles.key }).from(storedFiles)).length;
    const text = new File(["not a photo"], "notes.png", { type: "image/png" });
    await expect(uploadPhoto(context.db, productId, text, { actorName: ACTOR })).rejects.toThrow(
      "Upload a JPEG, PNG or WebP photo",
    );
    expect((await context.db.select({ key: storedFiles.key }).from(storedFiles)).length).toBe(files);
  });

  it("keeps a deleted photo's file while another product still shows it", async () => {
    await uploadPhoto(context.db, productId, await photo("#f59e0b"), { actorName: ACTOR });
    const shared = (await imagesOf()).at(-1)!;
    const [other] = await context.db.select().from(products).orderBy(products.id).offset(2).limit(1);
    await context.db
      .update(products)
      .set({ images: [...other!.images, shared] })
      .where(eq(products.id, other!.id));
    await deletePhoto(context.db, productId, shared, ACTOR);
    expect(await imagesOf()).not.toContain(shared);
    expect(await stored(shared)).toBe(true);
    await deletePhoto(context.db, other!.id, shared, ACTOR);
    expect(await stored(shared)).toBe(false);
  });

  it("keeps a deleted photo's file while an order line shows it", async () => {
    const sold = await stockedProduct(context.db, 3, (product) => product.id !== productId);
    await uploadPhoto(context.db, sold.id, await photo("#0ea5e9"), { actorName: ACTOR });
    const main = (await imagesOf(sold.id)).at(-1)!;
    await movePhoto(context.db, sold.id, main, "main", ACTOR);
    const placed = await postCheckout(pickupBody([item(sold.id)]));
    expect(placed.body.success, JSON.stringify(placed.body)).toBe(true);
    await deletePhoto(context.db, sold.id, main, ACTOR);
    expect(await imagesOf(sold.id)).not.toContain(main);
    expect(await stored(main)).toBe(true);
  });
});
