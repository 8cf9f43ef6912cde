// /areas/columbus: the Columbus metro page with the delivery areas, services and neighbourhoods.
import Link from "next/link";
import {
  ArrowRight,
  Building2,
  ChefHat,
  DoorStairwell,
  Home,
  PackageCheck,
  ShieldCheck,
  Shirt,
  Trash2,
  Truck,
  Undo2,
} from "lucide-react";
import { AreaDistanceList } from "@/components/areas/area-distance-list";
import { ReviewCard } from "@/components/shared/review-card";
import { InfoCard } from "@/components/content/info-card";
import { PageHero } from "@/components/content/page-hero";
import { JsonLd } from "@/components/shared/json-ld";
import { Button } from "@/components/ui/button";
import { METRO, areaDeliverySentence } from "@/lib/content/areas";
import { formatList } from "@/lib/format-text";
import { formatCentsShort } from "@/lib/money";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { areaBySlug } from "@/lib/delivery/service-areas";
import { CLAIMS, DELIVERY, PICKUP, RETURNS, WARRANTY } from "@/lib/store";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";

const PATH = "/areas/columbus";
const CRUMBS = [
  { name: "Home", href: "/" },
  { name: "Columbus", href: PATH },
];
const FLAT_FEE = formatCentsShort(DELIVERY.flatFeeCents);

export const metadata = pageMetadata({
  title: "Discount Appliances in Columbus, OH",
  description: `Scratch-and-dent, open-box and clearance appliances ${CLAIMS.maxDiscount}, delivered across Columbus and its suburbs from our Reynoldsburg showroom. Free within ${DELIVERY.freeRadiusMiles} miles, ${FLAT_FEE} up to ${DELIVERY.maxMiles} miles.`,
  path: PATH,
});

const SERVICES = [
  {
    icon: Truck,
    title: "Local delivery",
    text: `Free within ${DELIVERY.freeRadiusMiles} miles of the showroom, a flat ${FLAT_FEE} up to ${DELIVERY.maxMiles} miles, in a two-hour window you choose.`,
  },
  {
    icon: PackageCheck,
    title: "Free store pickup",
    text: `Order online and collect it at the showroom, ready in ${PICKUP.readyInHours} hours.`,
  },
  {
    icon: Trash2,
    title: "Old-appliance haul-away",
    text: `${formatCentsShort(DELIVERY.haulAwayCentsPerUnit)} per unit: we take the old one when we bring the new one.`,
  },
  {
    icon: DoorStairwell,
    title: "Stair carry",
    text: `${formatCentsShort(DELIVERY.stairCarryCentsPerFlight)} per flight, for basements and upstairs laundry rooms.`,
  },
  {
    icon: ShieldCheck,
    title: "Warranty included",
    text: `The ${WARRANTY.manufacturerYears}-year manufacturer warranty on every unit, with extended plans available at checkout.`,
  },
  { icon: Undo2, title: `${RETURNS.days}-day returns`, text: `${RETURNS.days} days from delivery, no restocking fee.` },
];

const POPULAR = [
  {
    icon: Shirt,
    title: "Laundry",
    links: [
      { href: "/products/washer", label: "Washers" },
      { href: "/products/dryer", label: "Dryers" },
      { href: "/products/washer?deal=open-box", label: "Open-box washers" },
      { href: "/products/dryer?deal=scratch-dent", label: "Scratch-and-dent dryers" },
    ],
  },
  {
    icon: ChefHat,
    title: "Kitchen",
    links: [
      { href: "/products/refrigerator", label: "Refrigerators" },
      { href: "/products/stove", label: "Ranges & stoves" },
      { href: "/products/dishwasher", label: "Dishwashers" },
      { href: "/products/microwave", label: "Microwaves" },
    ],
  },
];

export default function ColumbusPage() {
  const columbus = areaBySlug("columbus");
  if (!columbus) throw new Error("Columbus must be a service area");
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(CRUMBS)} />
      <PageHero
        crumbs={CRUMBS}
        tone="brand"
        eyebrow="Columbus metro area"
        icon={Building2}
        title="Discount Appliances Delivered Across Columbus"
        lead={`Brand-name washers, dryers, refrigerators and ranges ${CLAIMS.maxDiscount}, from our showroom on the east side to homes all over Columbus and its suburbs.`}
      >
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg" variant="deal">
            <Link href="/products">
              Shop All Appliances
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="onDark">
            <Link href="/support">Contact Us</Link>
          </Button>
        </div>
      </PageHero>

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        <section aria-labelledby="areas-heading" className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
          <div>
            <h2 id="areas-heading" className="text-3xl font-bold tracking-tight">
              Where we deliver
            </h2>
            <p className="mt-3 text-muted-foreground">{areaDeliverySentence(columbus)}</p>
            <p className="mt-3 text-muted-foreground">
              The fee depends on the driving distance to your address, so many east-side homes are closer than downtown.
              Enter your address at checkout to see your exact fee. We also deliver to {formatList(METRO.nearbyCities)}.
            </p>
          </div>
          <AreaDistanceList />
        </section>

        <section aria-labelledby="services-heading" className="render-when-near">
          <h2 id="services-heading" className="text-3xl font-bold tracking-tight">
            Our services
          </h2>
          <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map((service) => (
              <InfoCard key={service.title} icon={service.icon} title={service.title} headingLevel={3}>
                {service.text}
              </InfoCard>
            ))}
          </div>
        </section>

        <section aria-labelledby="popular-heading" className="render-when-near rounded-2xl bg-muted/50 p-6 sm:p-10">
          <h2 id="popular-heading" className="text-3xl font-bold tracking-tight">
            Popular with Columbus shoppers
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {POPULAR.map((group) => (
              <div key={group.title} className="rounded-xl border bg-card p-6 shadow-sm">
                <h3 className="flex items-center gap-2 text-xl font-semibold">
                  <group.icon className="size-6 text-primary" aria-hidden="true" />
                  {group.title}
                </h3>
                <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        className="flex items-center gap-1 rounded-md px-2 py-1.5 font-medium text-primary hover:bg-accent"
                      >
                        <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild>
              <Link href="/products/washer">Shop Washers</Link>
            </Button>
            <Button asChild>
              <Link href="/products/refrigerator">Shop Refrigerators</Link>
            </Button>
          </div>
        </section>

        <section aria-labelledby="neighborhoods-heading" className="render-when-near">
          <h2 id="neighborhoods-heading" className="text-3xl font-bold tracking-tight">
            Columbus neighborhoods we serve
          </h2>
          <p className="mt-3 max-w-prose text-muted-foreground">
            From the east side next door to our showroom to the north and west of the city, our crew is on Columbus
            streets every week.
          </p>
          <ul className="mt-6 flex flex-wrap gap-2">
            {METRO.neighborhoods.map((neighborhood) => (
              <li key={neighborhood} className="rounded-full border bg-card px-4 py-1.5 text-sm font-medium shadow-xs">
                {neighborhood}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="reviews-heading" className="render-when-near">
          <h2 id="reviews-heading" className="text-3xl font-bold tracking-tight">
            What Columbus customers say
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {METRO.reviews.map((review) => (
              <li key={review.name}>
                <ReviewCard name={review.name} place={review.place} text={review.text} />
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="cta-heading"
          className="flex flex-col gap-5 rounded-2xl bg-gradient-to-br from-primary to-slate-900 p-6 text-white sm:p-10 md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
              Ready to save on your next appliance?
            </h2>
            <p className="mt-2 text-white/85">See what is on the showroom floor today, or ask us about a model.</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg" variant="deal">
              <Link href="/support">Contact Us</Link>
            </Button>
            <Button asChild size="lg" variant="onDark">
              <Link href="/">
                <Home aria-hidden="true" />
                Back to Home
              </Link>
            </Button>
          </div>
        </section>
      </div>
    </>
  );
}
