// The drawn product art as JPEG for the places that refuse SVG (Google, Meta, share tags): each
// picture rendered once with sharp, on a white square, and kept in memory (a few hundred small
// files at most: the art in public/products).
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ART_RASTER } from "./product-images";

const rendered = new Map<string, Promise<Buffer | null>>();

async function render(art: string): Promise<Buffer | null> {
  let svg: Buffer;
  try {
    svg = await readFile(path.join(process.cwd(), "public", art));
  } catch {
    return null;
  }
  return sharp(svg, { density: 300 })
    .resize(ART_RASTER.size, ART_RASTER.size, { fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

/** The JPEG of a drawn picture ("/products/dishwasher/white-front.svg"), or null when there is none. */
export function artAsJpeg(art: string): Promise<Buffer | null> {
  let jpeg = rendered.get(art);
  if (!jpeg) {
    jpeg = render(art);
    rendered.set(art, jpeg);
    // A failed render is tried again on the next request.
    jpeg.catch(() => rendered.delete(art));
  }
  return jpeg;
}
