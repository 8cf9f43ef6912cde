// /areas/{town}: the page of Reynoldsburg, Columbus and each of the six surrounding communities,
// and the surrounding-communities page (_pages/).
import type { Metadata } from "next";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import { listSectionProducts } from "@/lib/catalog/products";
import { logError } from "@/lib/log";
import { CommunityPage } from "@/components/areas/community-page";
import { AnswerNotFound } from "@/components/layout/answer-not-found";
import { ShopNotFound } from "@/components/layout/shop-not-found";
import { areaDeliverySentence, communityBySlug, townPage, type CommunityContent } from "@/lib/content/areas";
import { logNotFound } from "@/lib/http/not-found-log";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/page-metadata";
import { areaBySlug, settledFee, zipFees } from "@/lib/delivery/service-areas";
import { JsonLd } from "@/components/shared/json-ld";
import { areaDeliveryJsonLd, storeJsonLd } from "@/lib/seo/structured-data";
import * as surrounding from "./_pages/surrounding";

// Rendered on the first request and then cached, so nothing (not even the site address in the
// canonical link) is fixed at build time.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

/** The area page of its own: the surrounding communities. */
const OWN_PAGES: Record<string, { metadata: Metadata; default: () => React.ReactNode }> = { surrounding };

function ownPage(slug: string) {
  return Object.hasOwn(OWN_PAGES, slug) ? OWN_PAGES[slug] : undefined;
}

/**
 * One priced unit on the floor now of each kind the town asks for most: each can be delivered there
 * within the in-stock days (the page is refreshed with the catalogue).
 */
async function inStockUnits(content: CommunityContent): Promise<CatalogProduct[]> {
  try {
    const units = await listSectionProducts({ subtypes: content.wanted, perSubtype: 1, limit: content.wanted.length });
    return units.filter((product) => product.stockQuantity > 0 && product.priceCents > 0);
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
  if (!found) return notFoundMetadata();
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
    return (
      <>
        <ShopNotFound />
        <AnswerNotFound />
      </>
    );
  }
  const fee = settledFee(zipFees(found.area));
  return (
    <>
      {/* The delivery service names the store by its @id, so the store's node is on the page too. */}
      <JsonLd data={[storeJsonLd(), areaDeliveryJsonLd(found.area, fee?.feeCents ?? null)]} />
      <CommunityPage
        page={townPage(found.content, found.area)}
        actions={found.content.actions}
        inStock={await inStockUnits(found.content)}
      />
    </>
  );
}
