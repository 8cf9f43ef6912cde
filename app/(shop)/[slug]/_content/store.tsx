// /store: the showroom: address, hours, directions, pickup, parking and loading.
import { Fragment } from "react";
import Link from "next/link";
import { Car, Clock, Mail, MapPin, PackageCheck, Phone, Store, Truck } from "lucide-react";
import { CheckList } from "@/components/content/check-list";
import { InfoCard } from "@/components/content/info-card";
import { PageHero } from "@/components/content/page-hero";
import { ServiceAreaMap } from "@/components/home/service-area-map";
import { JsonLd } from "@/components/shared/json-ld";
import { Button } from "@/components/ui/button";
import { ClosureNotice } from "@/components/layout/closure-notice";
import { DirectionsButton } from "@/components/layout/directions-button";
import { formatClock } from "@/lib/format-text";
import { formatCentsShort } from "@/lib/money";
import { pageMetadata } from "@/lib/seo/page-metadata";
import {
  CLAIMS,
  DELIVERY,
  HOURS,
  PICKUP,
  STORE,
  STORE_ADDRESS_LINE,
  phoneHref,
  STORE_MAP_URL,
  SERVICE_AREAS,
} from "@/lib/store";
import { breadcrumbJsonLd, storeJsonLd } from "@/lib/seo/structured-data";

const PATH = "/store";
const TITLE = "Visit Our Reynoldsburg Showroom";
const CRUMBS = [
  { name: "Home", href: "/" },
  { name: "Store", href: PATH },
];

export const metadata = pageMetadata({
  title: "Store Information",
  description: `${STORE.name}, ${STORE_ADDRESS_LINE}. Open ${HOURS.summary}. Free pickup ready in ${PICKUP.readyInHours} hours, parking and loading at the door.`,
  path: PATH,
});

const BRING = [
  "Your order number or the order confirmation e-mail.",
  "A photo ID in the name on the order, or the buyer's OK by phone if someone else collects it.",
  "A pickup truck, van or trailer big enough for the appliance. Refrigerators travel upright.",
  "Ratchet straps and a moving blanket to protect the finish on the way home.",
  "A helper to unload at the other end.",
];

export default function StorePage() {
  return (
    <>
      <JsonLd data={[storeJsonLd(), breadcrumbJsonLd(CRUMBS)]} />
      <PageHero
        crumbs={CRUMBS}
        eyebrow="Store information"
        icon={Store}
        title={TITLE}
        lead={`See the exact unit you are buying, scratches and all. Our showroom floor is full of washers, dryers, refrigerators, ranges, dishwashers and microwaves, ${CLAIMS.maxDiscount}.`}
      >
        <div className="flex flex-wrap gap-3">
          <DirectionsButton size="lg" icon />
          <Button asChild size="lg" variant="outline">
            <a href={phoneHref()}>
              <Phone aria-hidden="true" />
              Call {STORE.phone}
            </a>
          </Button>
        </div>
      </PageHero>

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12">
        <section aria-labelledby="visit-heading" className="grid gap-5 md:grid-cols-3">
          <h2 id="visit-heading" className="sr-only">
            Address, hours and contact
          </h2>
          <InfoCard icon={MapPin} title="Address" headingLevel={3}>
            <address className="not-italic">
              {STORE.name}
              <br />
              {STORE.address.street}
              <br />
              {STORE.address.city}, {STORE.address.state} {STORE.address.zip}
            </address>
            <a
              href={STORE_MAP_URL}
              target="_blank"
              rel="noopener"
              className="mt-2 inline-flex font-medium text-primary hover:underline"
            >
              Open in Google Maps
            </a>
          </InfoCard>
          <InfoCard icon={Clock} title="Opening hours" headingLevel={3}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
              {HOURS.days.map((day) => (
                <div key={day} className="contents">
                  <dt>{day}</dt>
                  <dd className="text-foreground tabular-nums">
                    {formatClock(HOURS.opens)}-{formatClock(HOURS.closes)}
                  </dd>
                </div>
              ))}
            </dl>
            <ClosureNotice className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-amber-900" />
          </InfoCard>
          <InfoCard icon={Phone} title="Call or e-mail" headingLevel={3}>
            <p>
              <a href={phoneHref()} className="font-medium text-primary hover:underline">
                {STORE.phone}
              </a>
            </p>
            <p className="mt-1 flex items-center gap-1.5 break-all">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${STORE.email}`} className="text-primary hover:underline">
                {STORE.email}
              </a>
            </p>
            <p className="mt-2">
              Ask for photos of a unit, its measurements or a look at the damage before you come in.
            </p>
          </InfoCard>
        </section>

        <div className="grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="pickup-heading" className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <div className="flex items-center gap-3">
              <PackageCheck className="size-7 text-primary" aria-hidden="true" />
              <h2 id="pickup-heading" className="text-2xl font-bold tracking-tight">
                Free pickup in {PICKUP.readyInHours} hours
              </h2>
            </div>
            <p className="mt-3 text-muted-foreground">
              Choose store pickup at checkout and your appliance is ready {PICKUP.readyInHours} hours later, any day we
              are open. Here is what to bring:
            </p>
            <CheckList items={BRING} className="mt-5" />
          </section>

          <section aria-labelledby="parking-heading" className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <div className="flex items-center gap-3">
              <Car className="size-7 text-primary" aria-hidden="true" />
              <h2 id="parking-heading" className="text-2xl font-bold tracking-tight">
                Parking and loading
              </h2>
            </div>
            <div className="mt-3 space-y-3 text-muted-foreground">
              <p>
                Customer parking is free, right outside the showroom at {STORE.address.street}. Come in and look around
                as long as you like.
              </p>
              <p>
                Picking up? Tell us at the counter and pull your vehicle up to the showroom door. Our staff bring the
                appliance out on a dolly and help you load and strap it down. We do not load into cars that are too
                small to carry the appliance safely.
              </p>
              <p>
                No truck? Let us bring it: delivery is free within {DELIVERY.freeRadiusMiles} miles and a flat{" "}
                {formatCentsShort(DELIVERY.flatFeeCents)} up to {DELIVERY.maxMiles} miles.{" "}
                <Link href="/shipping-policy" className="font-medium text-primary hover:underline">
                  Delivery details
                </Link>
              </p>
            </div>
          </section>
        </div>

        <section
          aria-labelledby="map-heading"
          className="grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]"
        >
          <div>
            <div className="flex items-center gap-3">
              <Truck className="size-7 text-primary" aria-hidden="true" />
              <h2 id="map-heading" className="text-2xl font-bold tracking-tight">
                Finding us
              </h2>
            </div>
            <p className="mt-3 text-muted-foreground">
              We are on the east side of Columbus in Reynoldsburg, a short drive from I-70 and within easy reach of
              Whitehall, Pickerington, Gahanna and downtown Columbus.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <DirectionsButton />
              <Button asChild variant="outline">
                <Link href="/areas/reynoldsburg">About Reynoldsburg</Link>
              </Button>
            </div>
            <p className="mt-6 text-sm text-muted-foreground">
              Delivery, fees and local questions for each town we serve:{" "}
              {SERVICE_AREAS.map((area, index) => (
                <Fragment key={area.slug}>
                  {index > 0 && ", "}
                  <Link href={`/areas/${area.slug}`} className="font-medium text-primary hover:underline">
                    {area.name}
                  </Link>
                </Fragment>
              ))}
              .
            </p>
          </div>
          <ServiceAreaMap />
        </section>
      </div>
    </>
  );
}
