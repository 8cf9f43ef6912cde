// /robots.txt: everything but the private pages may be crawled; points to the sitemap.
import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/structured-data";

// Answered per request: its sitemap line carries the site address, read when the server runs.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: [
          "/admin",
          "/cart",
          "/checkout",
          "/checkout-success",
          "/account",
          "/saved",
          "/facebook-checkout",
          "/api/",
        ],
      },
    ],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
