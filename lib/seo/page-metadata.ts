// Metadata for the storefront's content pages: title (at most 60 characters, with the shop's name
// when it fits), description (at most 160), canonical URL and Open Graph from one call, and noindex for pages that are personal to the browser (account, saved items).
import type { Metadata } from "next";
import { STORE } from "@/lib/store";
import { fitDescription, pageTitle } from "./titles";

/** What every page's Open Graph tags say of the site: its name and language. */
export const OPEN_GRAPH_SITE = { type: "website", siteName: STORE.name, locale: "en_US" } as const;

/** The shop's share card (app/opengraph-image.tsx), for every page without its own picture. */
export const SHOP_SHARE_IMAGE = {
  url: "/opengraph-image",
  width: 1200,
  height: 630,
  alt: `${STORE.name}: discount appliances in ${STORE.address.city}, ${STORE.address.state}`,
};

export interface PageMetadataInput {
  title: string;
  description: string;
  /** The page's own path, used as its canonical URL. */
  path: string;
  /** False for pages search engines should not list. */
  index?: boolean;
}

/**
 * A 404 page's metadata: a title of its own. No robots tag: Next adds noindex to every answer
 * with the 404 status, and a second one would repeat it.
 */
export function notFoundMetadata(title = "Page not found"): Metadata {
  return { title: { absolute: pageTitle(title) } };
}

export function pageMetadata({ title, description, path, index = true }: PageMetadataInput): Metadata {
  const fullTitle = pageTitle(title);
  const fitted = fitDescription(description);
  return {
    title: { absolute: fullTitle },
    description: fitted,
    alternates: { canonical: path },
    openGraph: {
      ...OPEN_GRAPH_SITE,
      url: path,
      title: fullTitle,
      description: fitted,
      images: [SHOP_SHARE_IMAGE],
    },
    ...(index ? {} : { robots: { index: false, follow: true } }),
  };
}
