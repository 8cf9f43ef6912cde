// /sitemap.xml: the content, landing, area, listing and product pages, built per request.
import type { MetadataRoute } from "next";
import { listingImages } from "@/lib/catalog/product-images";
import { listProductUrls } from "@/lib/catalog/products";
import { AREA_PAGE_PATHS, CATEGORY_PAGE_PATHS, CONTENT_PAGE_PATHS, LANDING_PAGE_PATHS } from "@/lib/content/site-pages";
import { absoluteUrl } from "@/lib/seo/structured-data";

// Lists every product, so it reads the catalogue on request (cached), never at build time.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const products = await listProductUrls();
  const page = (path: string, priority: number, changeFrequency: "daily" | "weekly" | "monthly") => ({
    // The home page as its canonical link names it: the bare address.
    url: path === "/" ? absoluteUrl(path).replace(/\/$/, "") : absoluteUrl(path),
    changeFrequency,
    priority,
  });
  return [
    page("/", 1, "daily"),
    ...CATEGORY_PAGE_PATHS.map((path) => page(path, 0.9, "daily")),
    ...LANDING_PAGE_PATHS.map((path) => page(path, 0.8, "daily")),
    ...products.map((product) => ({
      url: absoluteUrl(`/product/${product.id}`),
      lastModified: new Date(product.updatedAt),
      changeFrequency: "daily" as const,
      priority: 0.7,
      // Raster pictures only, a photo of the unit first.
      images: listingImages(product.images).map((image) => absoluteUrl(image)),
    })),
    ...AREA_PAGE_PATHS.map((path) => page(path, 0.6, "monthly")),
    ...CONTENT_PAGE_PATHS.map((path) => page(path, 0.4, "monthly")),
  ];
}
