// Metadata for the storefront's content pages: title, description, canonical URL and Open Graph
// from one call, and noindex for pages that are personal to the browser (account, saved items).
import type { Metadata } from "next";
import { STORE } from "@/lib/store";

export interface PageMetadataInput {
  title: string;
  description: string;
  /** The page's own path, used as its canonical URL. */
  path: string;
  /** False for pages search engines should not list. */
  index?: boolean;
}

export function pageMetadata({ title, description, path, index = true }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      url: path,
      siteName: STORE.name,
      title: `${title} | ${STORE.name}`,
      description,
    },
    ...(index ? {} : { robots: { index: false, follow: true } }),
  };
}
