// /sitemap.xml: the content, landing, area, listing and product pages, built per request. Each
// page's lastmod is its last real change: a product's own; for any other page the later of the
// day its copy changed and the newest change among the products it shows.
import type { MetadataRoute } from "next";
import { listingImages } from "@/lib/catalog/product-images";
import { listProductUrls } from "@/lib/catalog/products";
import {
  AREA_PAGES,
  CATEGORY_PAGES,
  CONTENT_PAGES,
  HOME_PAGE,
  LANDING_PAGES,
  type SitePage,
} from "@/lib/content/site-pages";
import { absoluteUrl } from "@/lib/seo/structured-data";

// Lists every product, so it reads the catalogue on request (cached), never at build time.
export const dynamic = "force-dynamic";

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const products = await listProductUrls();
  const page = (site: SitePage, priority: number, changeFrequency: "daily" | "weekly" | "monthly") => ({
    // The home page as its canonical link names it: the bare address.
    url: site.path === "/" ? absoluteUrl(site.path).replace(/\/$/, "") : absoluteUrl(site.path),
    lastModified: products
      .filter((product) => (site.groups as readonly string[]).includes(product.category))
      .reduce((newest, product) => later(newest, product.updatedAt), site.copyUpdated),
    changeFrequency,
    priority,
  });
  return [
    page(HOME_PAGE, 1, "daily"),
    ...CATEGORY_PAGES.map((site) => page(site, 0.9, "daily")),
    ...LANDING_PAGES.map((site) => page(site, 0.8, "daily")),
    ...products.map((product) => ({
      url: absoluteUrl(`/product/${product.id}`),
      lastModified: product.updatedAt,
      changeFrequency: "daily" as const,
      priority: 0.7,
      // Raster pictures only, a photo of the unit first.
      images: listingImages(product.images).map((image) => absoluteUrl(image)),
    })),
    ...AREA_PAGES.map((site) => page(site, 0.6, "monthly")),
    ...CONTENT_PAGES.map((site) => page(site, 0.4, "monthly")),
  ];
}
