// /areas/{town}: the page of Reynoldsburg and of each of the six surrounding communities, and the
// Columbus and surrounding-communities pages (_pages/).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import { getFeaturedProducts } from "@/lib/catalog/products";
import { logError } from "@/lib/log";
import { CommunityPage } from "@/components/areas/community-page";
import { SURROUNDING_SLUGS, areaDeliverySentence, communityBySlug } from "@/lib/content/areas";
import { logNotFound } from "@/lib/http/not-found-log";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { areaBySlug } from "@/lib/delivery/service-areas";
import { JsonLd } from "@/components/shared/json-ld";
import { areaDeliveryJsonLd } from "@/lib/seo/structured-data";
import * as columbus from "./_pages/columbus";
import * as surrounding from "./_pages/surrounding";

// Rendered on the first request and then cached, so nothing (not even the site address in the
// canonical link) is fixed at build time.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

/** The two area pages of their own: the Columbus metro and the surrounding communities. */
const OWN_PAGES: Record<string, { metadata: Metadata; default: () => React.ReactNode }> = { columbus, surrounding };

function ownPage(slug: string) {
  return Object.hasOwn(OWN_PAGES, slug) ? OWN_PAGES[slug] : undefined;
}

/** A few priced units on the floor now (the page is refreshed with the catalogue). */
async function inStockUnits(): Promise<CatalogProduct[]> {
  try {
    const featured = await getFeaturedProducts(24);
    return featured.filter((product) => product.stockQuantity > 0 && product.priceCents > 0).slice(0, 4);
  } catch (error) {
    logError("Could not load in-stock units for an area page", error);
    return [];
  }
}

function lookup(slug: string) {
  const content = communityBySlug(slug);
  const area = areaBySlug(slug);
  return content && area ? { content, area } : null;
}

export async function generateMetadata({ params }: PageProps<"/areas/[area]">): Promise<Metadata> {
  const { area: slug } = await params;
  const own = ownPage(slug);
  if (own) return own.metadata;
  const found = lookup(slug);
  if (!found) return {};
  return pageMetadata({
    title: `Discount Appliances in ${found.area.name}, OH`,
    description: `${found.content.summary} ${areaDeliverySentence(found.area)}`,
    path: `/areas/${slug}`,
  });
}

export default async function AreaPage({ params }: PageProps<"/areas/[area]">) {
  const { area: slug } = await params;
  const own = ownPage(slug);
  if (own) {
    const Own = own.default;
    return <Own />;
  }
  const found = lookup(slug);
  if (!found) {
    logNotFound(`/areas/${slug}`);
    notFound();
  }
  const surrounding = (SURROUNDING_SLUGS as readonly string[]).includes(slug);
  const fee = found.area.quote.kind === "free" || found.area.quote.kind === "flat" ? found.area.quote.feeCents : null;
  return (
    <>
      {fee !== null && <JsonLd data={areaDeliveryJsonLd(found.area, fee)} />}
      <CommunityPage
        content={found.content}
        area={found.area}
        surrounding={surrounding}
        inStock={await inStockUnits()}
      />
    </>
  );
}
