// A listing page's metadata: title and description for search results, canonical address (the
// plain listing for filtered and searched variants; further pages are pages of their own).
import type { Metadata } from "next";
import { categoryCopy } from "@/lib/content/category-copy";
import { OPEN_GRAPH_SITE, SHOP_SHARE_IMAGE } from "./page-metadata";
import { fitDescription, pageTitle } from "./titles";

export function listingMetadata(category: string, { search = "", page = 1 } = {}): Metadata {
  const copy = categoryCopy(category);
  const path = category ? `/products/${encodeURIComponent(category)}` : "/products";
  return {
    title: {
      absolute: pageTitle(search ? `Search: ${search}` : page > 1 ? `${copy.title} (page ${page})` : copy.title),
    },
    description: fitDescription(copy.description),
    // Filtered and searched variants point search engines at the plain listing; its further
    // pages are pages of their own.
    alternates: { canonical: page > 1 ? `${path}?page=${page}` : path },
    openGraph: {
      ...OPEN_GRAPH_SITE,
      url: page > 1 ? `${path}?page=${page}` : path,
      title: pageTitle(copy.title),
      description: fitDescription(copy.description),
      images: [SHOP_SHARE_IMAGE],
    },
    ...(search ? { robots: { index: false, follow: true } } : {}),
  };
}
