import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { GET as getUpload } from "@/app/uploads/[...key]/route";
import { databaseStorage, importFolderUploads, storeProductImage } from "@/lib/admin/image-store";
import { PHOTO_MAX_BYTES } from "@/lib/upload-limits.mjs";
import { describeEachDatabase } from "@/tests/helpers/database";

async function photo(width: number, height: number, format: "png" | "jpeg" = "png"): Promise<File> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  const bytes = await (format === "png" ? image.png() : image.jpeg()).toBuffer();
  return new File([new Uint8Array(bytes)], `photo.${format}`, { type: `image/${format}` });
}

describeEachDatabase("product photo uploads", (context) => {
  // The suite's database only exists once the suite starts.
  const storage = {
    get: (key: string) => databaseStorage(context.db).get(key),
    put: (key: string, bytes: Buffer) => databaseStorage(context.db).put(key, bytes),
  };

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
    const huge = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], "huge.jpg", { type: "image/jpeg" });
    await expect(storeProductImage(huge, storage)).rejects.toThrow("The photo is larger than 10 MB");
    const broken = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])], "b.png");
    await expect(storeProductImage(broken, storage)).rejects.toThrow("could not be read");
  });

  it("serves only keys it made", async () => {
    expect(await storage.get("../../etc/passwd")).toBeNull();
    expect(await storage.get("products/0000000000000000-1200.webp")).toBeNull();
  });

  it("serves a stored photo at its address with a year's caching, and 404 for any other", async () => {
    const url = await storeProductImage(await photo(800, 600), storage);
    const key = url.replace("/uploads/", "").split("/");
    const response = await getUpload(new Request(`http://shop.test${url}`), { params: Promise.resolve({ key }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 800 });
    const missing = await getUpload(new Request("http://shop.test/uploads/products/x.webp"), {
      params: Promise.resolve({ key: ["products", "0000000000000000-400.webp"] }),
    });
    expect(missing.status).toBe(404);
  });

  it("copies photos uploaded to the old folder into the database once, and keeps the folder", async () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), "uploads-")), "uploads");
    mkdirSync(path.join(folder, "products"), { recursive: true });
    const bytes = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#123456" } })
      .webp()
      .toBuffer();
    writeFileSync(path.join(folder, "products", "abcdef0123456789-400.webp"), bytes);
    writeFileSync(path.join(folder, "products", "not-a-photo.txt"), "ignored");
    expect(await importFolderUploads(context.db, folder)).toBe(1);
    expect((await storage.get("products/abcdef0123456789-400.webp"))?.equals(bytes)).toBe(true);
    expect(existsSync(folder)).toBe(false);
    expect(existsSync(`${folder}.imported/products/abcdef0123456789-400.webp`)).toBe(true);
    expect(await importFolderUploads(context.db, folder)).toBe(0);
  });
});
