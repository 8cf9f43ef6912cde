import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { folderStorage, MAX_IMAGE_BYTES, storeProductImage } from "@/lib/admin/image-store";

const storage = folderStorage(mkdtempSync(path.join(tmpdir(), "uploads-")));

async function photo(width: number, height: number, format: "png" | "jpeg" = "png"): Promise<File> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  const bytes = await (format === "png" ? image.png() : image.jpeg()).toBuffer();
  return new File([new Uint8Array(bytes)], `photo.${format}`, { type: `image/${format}` });
}

describe("product photo uploads", () => {
  it("stores a large and a card size as WebP, never enlarging", async () => {
    const url = await storeProductImage(await photo(3000, 2000), storage);
    expect(url).toMatch(/^\/uploads\/products\/[a-z0-9]{16}-1200\.webp$/);
    const key = url.replace("/uploads/", "");
    const large = await sharp((await storage.get(key))!).metadata();
    expect(large).toMatchObject({ format: "webp", width: 1200, height: 800 });
    const card = await sharp((await storage.get(key.replace("-1200", "-400")))!).metadata();
    expect(card).toMatchObject({ width: 400 });
    const small = (await storeProductImage(await photo(300, 300, "jpeg"), storage)).replace("/uploads/", "");
    expect(await sharp((await storage.get(small))!).metadata()).toMatchObject({ width: 300 });
  });

  it("refuses other types, empty and oversized files, and damaged images", async () => {
    const text = new File(["<svg onload=alert(1)>"], "x.png", { type: "image/png" });
    await expect(storeProductImage(text, storage)).rejects.toThrow("Upload a JPEG, PNG or WebP photo");
    await expect(storeProductImage(new File([], "empty.png"), storage)).rejects.toThrow("Choose a photo to upload");
    const huge = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "huge.jpg", { type: "image/jpeg" });
    await expect(storeProductImage(huge, storage)).rejects.toThrow("The photo is larger than 10 MB");
    const broken = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])], "b.png");
    await expect(storeProductImage(broken, storage)).rejects.toThrow("could not be read");
  });

  it("serves only keys it made", async () => {
    expect(await storage.get("../../etc/passwd")).toBeNull();
    expect(await storage.get("products/0000000000000000-1200.webp")).toBeNull();
  });
});
