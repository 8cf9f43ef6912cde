// /areas/surrounding: the six surrounding communities with their distances and fees.
import Link from "next/link";
import { ArrowRight, MapPinned } from "lucide-react";
import { CommunityCard } from "@/components/areas/community-card";
import { PageHero } from "@/components/content/page-hero";
import { ServiceAreaMap } from "@/components/home/service-area-map";
import { JsonLd } from "@/components/shared/json-ld";
import { Button } from "@/components/ui/button";
import { SURROUNDING_SLUGS, communityBySlug } from "@/lib/content/areas";
import { formatCentsShort } from "@/lib/money";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { areaBySlug } from "@/lib/delivery/service-areas";
import { DELIVERY } from "@/lib/store";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";

const PATH = "/areas/surrounding";
const CRUMBS = [
  { name: "Home", href: "/" },
  { name: "Surrounding Areas", href: PATH },
];

function communities() {
  return SURROUNDING_SLUGS.map((slug) => {
    const content = communityBySlug(slug);
    const area = areaBySlug(slug);
    if (!content || !area) throw new Error(`Surrounding area ${slug} needs content and a service area`);
    return { content, area };
  });
}

export const metadata = pageMetadata({
  title: "Appliance Delivery to Surrounding Communities",
  description: `Discount appliance delivery from our Reynoldsburg showroom to ${communities()
    .map(({ area }) => area.name)
    .join(
      ", ",
    )}: free within ${DELIVERY.freeRadiusMiles} miles, ${formatCentsShort(DELIVERY.flatFeeCents)} up to ${DELIVERY.maxMiles} miles.`,
  path: PATH,
});

export default function SurroundingAreasPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(CRUMBS)} />
      <PageHero
        crumbs={CRUMBS}
        tone="brand"
        eyebrow="Central Ohio delivery"
        icon={MapPinned}
        title="Serving the Communities Around Reynoldsburg"
        lead={`Our crew delivers across central Ohio: free within ${DELIVERY.freeRadiusMiles} miles of the showroom and a flat ${formatCentsShort(DELIVERY.flatFeeCents)} up to ${DELIVERY.maxMiles} miles. Distances below are estimated driving miles from our door.`}
      />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12">
        <section aria-label="Communities we serve" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {communities().map(({ content, area }) => (
            <CommunityCard key={area.slug} content={content} area={area} />
          ))}
        </section>

        <section
          aria-labelledby="map-heading"
          className="grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]"
        >
          <div>
            <h2 id="map-heading" className="text-3xl font-bold tracking-tight">
              Not on the list?
            </h2>
            <p className="mt-3 max-w-prose text-muted-foreground">
              We deliver anywhere in Ohio within {DELIVERY.maxMiles} driving miles of the showroom, including Columbus
              and its neighborhoods. Your exact fee is shown at checkout once you enter your address.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button asChild>
                <Link href="/areas/columbus">
                  Columbus delivery
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/areas/reynoldsburg">Reynoldsburg</Link>
              </Button>
            </div>
          </div>
          <ServiceAreaMap />
        </section>
      </div>
    </>
  );
}
