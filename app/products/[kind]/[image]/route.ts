// GET /products/{kind}/{name}.jpg: a drawn product picture as JPEG, for the feeds, sitemap, share
// tags and structured data (Google and Meta take no SVG).
import { artAsJpeg } from "@/lib/catalog/art-raster";
import { ART_CACHE_CONTROL, drawnArtFor } from "@/lib/catalog/product-images";
import { failure } from "@/lib/http/answer";

export async function GET(_request: Request, { params }: RouteContext<"/products/[kind]/[image]">) {
  const { kind, image } = await params;
  const art = drawnArtFor(kind, image);
  const jpeg = art ? await artAsJpeg(art) : null;
  if (!jpeg) return failure(404, "No such image");
  return new Response(new Uint8Array(jpeg), {
    headers: { "content-type": "image/jpeg", "cache-control": ART_CACHE_CONTROL },
  });
}
