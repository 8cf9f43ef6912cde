// /areas/{town}: the page of Reynoldsburg and of each of the six surrounding communities.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CommunityPage } from "@/components/areas/community-page";
import { COMMUNITIES, SURROUNDING_SLUGS, areaDeliverySentence, communityBySlug } from "@/lib/content/areas";
import { logNotFound } from "@/lib/http/not-found-log";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { areaBySlug } from "@/lib/delivery/service-areas";
import { JsonLd } from "@/components/shared/json-ld";
import { areaDeliveryJsonLd } from "@/lib/seo/structured-data";

// Reynoldsburg and the six surrounding communities, prerendered at build (no database).
export function generateStaticParams() {
  return COMMUNITIES.map((community) => ({ area: community.slug }));
}

function lookup(slug: string) {
  const content = communityBySlug(slug);
  const area = areaBySlug(slug);
  return content && area ? { content, area } : null;
}

export async function generateMetadata({ params }: PageProps<"/areas/[area]">): Promise<Metadata> {
  const { area: slug } = await params;
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
      <CommunityPage content={found.content} area={found.area} surrounding={surrounding} />
    </>
  );
}
