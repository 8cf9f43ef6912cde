// /about: who the store is, how scratch-and-dent buying works and why to shop here.
import Link from "next/link";
import {
  ArrowRight,
  BadgePercent,
  HeartHandshake,
  Info,
  MapPin,
  SearchCheck,
  ShieldCheck,
  Truck,
  Wrench,
} from "lucide-react";
import { AreaDistanceList } from "@/components/areas/area-distance-list";
import { InfoCard } from "@/components/content/info-card";
import { PageHero } from "@/components/content/page-hero";
import { JsonLd } from "@/components/shared/json-ld";
import { Button } from "@/components/ui/button";
import { capitalize } from "@/lib/format-text";
import { formatCentsShort } from "@/lib/money";
import { LIST_PRICE } from "@/lib/product-price";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { CLAIMS, DELIVERY, PICKUP, RETURNS, SERVICE_AREAS, STORE, WARRANTY } from "@/lib/store";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";

const PATH = "/about";
const CRUMBS = [
  { name: "Home", href: "/" },
  { name: "About", href: PATH },
];

export const metadata = pageMetadata({
  title: "About Us",
  description: `${STORE.name} has sold scratch-and-dent, open-box and clearance appliances in Reynoldsburg for ${STORE.yearsInBusiness}: brand names ${CLAIMS.maxDiscount}, inspected, tested and delivered by a local crew.`,
  path: PATH,
});

const VALUES = [
  {
    icon: SearchCheck,
    title: "Every mark, out in the open",
    text: "We describe and show the scratch or dent on each unit before you buy it. No surprises when it comes off the truck.",
  },
  {
    icon: Wrench,
    title: "Tested before it is sold",
    text: "Every appliance is checked in our shop: it powers up, heats, cools, spins and drains before it goes on the floor.",
  },
  {
    icon: BadgePercent,
    title: "Savings you can see",
    text: `Brand-name appliances ${CLAIMS.maxDiscount} ${LIST_PRICE.reference}, ${CLAIMS.openBoxDiscount}, with that list price shown next to ours.`,
  },
  {
    icon: ShieldCheck,
    title: "Backed after the sale",
    text: `The ${WARRANTY.manufacturerYears}-year manufacturer warranty comes with every unit, and you have ${RETURNS.days} days from delivery to return it with no restocking fee.`,
  },
  {
    icon: Truck,
    title: "Simple delivery fees",
    text: `Free within ${DELIVERY.freeRadiusMiles} miles, a flat ${formatCentsShort(DELIVERY.flatFeeCents)} up to ${DELIVERY.maxMiles} miles, or free pickup ready in ${PICKUP.readyInHours} hours.`,
  },
  {
    icon: HeartHandshake,
    title: "Neighbors, not a call center",
    text: "When you call, you reach the showroom. Our own crew delivers, so the people who sold it are the people who bring it.",
  },
];

export default function AboutPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(CRUMBS)} />
      <PageHero
        crumbs={CRUMBS}
        eyebrow={CLAIMS.experience}
        icon={Info}
        title="A local appliance outlet built on honest discounts"
        lead={`${STORE.name} sells scratch-and-dent, open-box and clearance appliances to households across central Ohio, ${CLAIMS.maxDiscount}.`}
      />

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        <section aria-labelledby="story-heading" className="grid gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
          <div>
            <h2 id="story-heading" className="text-3xl font-bold tracking-tight">
              Our story
            </h2>
            <div className="mt-4 max-w-prose space-y-4 text-[0.975rem] leading-7 text-foreground/85">
              <p>
                Every year, perfectly good appliances are pulled from sale because of a scuff from the warehouse, a dent
                from the delivery truck or a box that was opened and returned. They work exactly like the ones in the
                big stores, but they can no longer be sold as new.
              </p>
              <p>
                We opened our Reynoldsburg showroom {STORE.yearsInBusiness} ago to give those appliances a second chance
                and our neighbors a better price. We buy scratch-and-dent, open-box and clearance stock from
                manufacturers and retailers, check every unit in our own shop and sell it with the damage described up
                front.
              </p>
              <p>
                Most of our customers find that the mark is on a side that ends up against a wall or between cabinets.
                What they notice is the money left in their pocket.
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4 self-start">
            {[
              { value: capitalize(STORE.yearsInBusiness), label: "in business in Reynoldsburg" },
              { value: capitalize(CLAIMS.maxDiscount), label: "on brand-name appliances" },
              { value: `${RETURNS.days} days`, label: "to return, no restocking fee" },
              { value: String(SERVICE_AREAS.length), label: "communities on our delivery routes" },
            ].map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-2xl border bg-card p-5 shadow-sm">
                <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="text-2xl font-extrabold tracking-tight text-primary">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className="text-3xl font-bold tracking-tight">
            What we stand for
          </h2>
          <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {VALUES.map((value) => (
              <InfoCard key={value.title} icon={value.icon} title={value.title} headingLevel={3}>
                {value.text}
              </InfoCard>
            ))}
          </div>
        </section>

        <section aria-labelledby="areas-heading" className="rounded-2xl bg-muted/50 p-6 sm:p-10">
          <div className="flex items-center gap-3">
            <MapPin className="size-7 text-primary" aria-hidden="true" />
            <h2 id="areas-heading" className="text-3xl font-bold tracking-tight">
              Where we deliver
            </h2>
          </div>
          <p className="mt-3 max-w-prose text-muted-foreground">
            Free delivery within {DELIVERY.freeRadiusMiles} miles of the showroom and a flat fee up to{" "}
            {DELIVERY.maxMiles} miles. Distances are estimated driving miles from our door.
          </p>
          <AreaDistanceList className="mt-6" />
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild>
              <Link href="/products">
                Shop All Appliances
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/store">Visit the Showroom</Link>
            </Button>
          </div>
        </section>
      </div>
    </>
  );
}
