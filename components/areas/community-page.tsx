// The page of one service area: delivery facts, categories, reviews and calls to action.
import Link from "next/link";
import {
  ArrowLeft,
  ArrowRight,
  CalendarCheck,
  Clock,
  MapPin,
  Navigation,
  PackageCheck,
  Phone,
  Truck,
  Undo2,
} from "lucide-react";
import { CheckList } from "@/components/content/check-list";
import { PageHero } from "@/components/content/page-hero";
import { CATEGORY_TILES, CategoryTiles } from "@/components/product/category-tiles";
import { JsonLd } from "@/components/shared/json-ld";
import { Button } from "@/components/ui/button";
import { DirectionsButton } from "@/components/layout/directions-button";
import { ProductCard } from "@/components/product/product-card";
import { areaDeliverySentence, areaQuestions, routeToStoreUrl, type CommunityContent } from "@/lib/content/areas";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import { formatMiles } from "@/lib/format-text";
import { deliveryLabel, feeText, zipFees, type AreaWithDistance } from "@/lib/delivery/service-areas";
import { formatCentsShort } from "@/lib/money";
import {
  DELIVERY,
  DELIVERY_SCHEDULE,
  HOURS,
  PICKUP,
  RETURNS,
  STORE,
  STORE_ADDRESS_LINE,
  WARRANTY,
  phoneHref,
} from "@/lib/store";
import { breadcrumbJsonLd, faqPageJsonLd } from "@/lib/seo/structured-data";
import { ReviewCard } from "@/components/shared/review-card";

/** The four category tiles on every area page. */
const AREA_TILES = [
  CATEGORY_TILES.refrigerator,
  CATEGORY_TILES.washer,
  CATEGORY_TILES.dishwasher,
  CATEGORY_TILES.stove,
];

/**
 * A community's local page (Reynoldsburg and the six surrounding towns): what we offer there,
 * the delivery fee for each of its ZIP codes, a few units in stock now, when we deliver, the way
 * from the town to the showroom, local questions, category tiles and a review.
 */
export function CommunityPage({
  content,
  area,
  surrounding,
  inStock,
}: {
  content: CommunityContent;
  area: AreaWithDistance;
  /** One of the six surrounding communities: shows Back to Areas and sits under /areas/surrounding. */
  surrounding: boolean;
  /** A few units on the showroom floor right now. */
  inStock: readonly CatalogProduct[];
}) {
  const fees = zipFees(area);
  const questions = areaQuestions(area, fees);
  const [soonest, latest] = DELIVERY_SCHEDULE.inStockBusinessDays;
  const crumbs = [
    { name: "Home", href: "/" },
    ...(surrounding ? [{ name: "Surrounding Areas", href: "/areas/surrounding" }] : []),
    { name: area.name, href: `/areas/${area.slug}` },
  ];
  const free = area.quote.kind === "free";
  const facts = [
    { icon: MapPin, label: "Distance", value: `About ${formatMiles(area.miles)}` },
    { icon: Truck, label: "Delivery", value: deliveryLabel(area) },
    { icon: PackageCheck, label: "Store pickup", value: `Free, ready in ${PICKUP.readyInHours} hours` },
    { icon: Undo2, label: "Returns", value: `${RETURNS.days} days, no restocking fee` },
  ];
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(crumbs), faqPageJsonLd(questions)]} />
      <PageHero
        crumbs={crumbs}
        tone="brand"
        eyebrow={`Serving ${area.name}, OH`}
        icon={MapPin}
        title={content.headline}
        lead={content.summary}
      >
        <div className="flex flex-wrap gap-3">
          {surrounding && (
            <Button asChild size="lg" variant="onDark">
              <Link href="/areas/surrounding">
                <ArrowLeft aria-hidden="true" />
                Back to Areas
              </Link>
            </Button>
          )}
          <Button asChild size="lg" variant="deal">
            <Link href="/products">
              {surrounding ? "Shop All Products" : "Shop Now"}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          {content.actions.includes("directions") && <DirectionsButton size="lg" variant="onDark" icon />}
        </div>
      </PageHero>

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12">
        <section aria-labelledby="facts-heading">
          <h2 id="facts-heading" className="sr-only">
            Delivery to {area.name} at a glance
          </h2>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {facts.map((fact) => (
              <div
                key={fact.label}
                className="flex flex-col-reverse justify-end rounded-xl border bg-card p-4 shadow-sm"
              >
                <dt className="pl-9 text-xs text-muted-foreground">{fact.label}</dt>
                <dd className="flex items-center gap-3 font-semibold">
                  <fact.icon className="size-6 shrink-0 text-primary" aria-hidden="true" />
                  <span data-testid={fact.label === "Distance" ? "area-miles" : undefined}>{fact.value}</span>
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section
          aria-labelledby="local-heading"
          className="render-when-near grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]"
        >
          <div>
            <h2 id="local-heading" className="text-3xl font-bold tracking-tight">
              Your local appliance outlet
            </h2>
            <div className="mt-4 max-w-prose space-y-4 text-[0.975rem] leading-7 text-foreground/85">
              {content.intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <div
              className={`mt-6 flex max-w-prose gap-3 rounded-xl border p-4 ${free ? "border-success/30 bg-success/5" : "bg-muted/50"}`}
            >
              <Truck
                className={`mt-0.5 size-5 shrink-0 ${free ? "text-success" : "text-primary"}`}
                aria-hidden="true"
              />
              <p className="text-sm leading-relaxed">
                <strong className="font-semibold">{areaDeliverySentence(area)}</strong> Distances are estimated driving
                miles; your exact fee is worked out from your address at checkout.{" "}
                <Link href="/shipping-policy" className="font-medium text-primary hover:underline">
                  Delivery details
                </Link>
              </p>
            </div>
          </div>
          <div className="rounded-2xl border bg-card p-6 shadow-sm">
            <h3 className="text-lg font-semibold">Why {area.name} shops with us</h3>
            <CheckList
              className="mt-4 text-sm"
              items={[...content.features, `${WARRANTY.manufacturerYears}-year manufacturer warranty on every unit`]}
            />
            <h3 className="mt-6 text-lg font-semibold">Where we deliver in {area.name}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {content.places.map((place) => (
                <li key={place} className="rounded-full bg-muted px-3 py-1 text-sm">
                  {place}
                </li>
              ))}
            </ul>
            <h3 className="mt-6 text-lg font-semibold">What customers say</h3>
            <div className="mt-3">
              <ReviewCard name={content.review.name} place={area.name} text={content.review.text} />
            </div>
          </div>
        </section>

        <section aria-labelledby="zip-heading" className="render-when-near grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="zip-heading" className="text-2xl font-bold tracking-tight">
              Delivery to {area.name} by ZIP code
            </h2>
            <table className="mt-4 w-full max-w-md text-sm" data-testid="zip-fees">
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th className="py-2 font-medium">ZIP code</th>
                  <th className="py-2 font-medium">From the showroom</th>
                  <th className="py-2 text-right font-medium">Delivery</th>
                </tr>
              </thead>
              <tbody>
                {fees.map((fee) => (
                  <tr key={fee.zip} className="border-b last:border-0">
                    <td className="py-2 font-medium">{fee.zip}</td>
                    <td className="py-2">About {formatMiles(fee.miles)}</td>
                    <td className="py-2 text-right font-semibold">{feeText(fee.quote)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-3 max-w-md text-xs text-muted-foreground">
              Estimated from each ZIP code&apos;s centre: free within {DELIVERY.freeRadiusMiles} miles,{" "}
              {formatCentsShort(DELIVERY.flatFeeCents)} to {DELIVERY.maxMiles}. The fee for your street is confirmed at
              checkout.
            </p>
          </div>
          <div>
            <h2 className="text-2xl font-bold tracking-tight">When we deliver, and the way to us</h2>
            <p className="mt-4 max-w-prose text-sm leading-relaxed">
              Units in stock usually reach {area.name} {soonest} to {latest} business days after you order, in a
              two-hour window between {DELIVERY.windows[0]!.label.split("-")[0]} and{" "}
              {DELIVERY.windows.at(-1)!.label.split("-")[1]} that you choose at checkout. We call the day before and
              again on the way.
            </p>
            <p className="mt-3 max-w-prose text-sm leading-relaxed">
              Coming to see a unit? The showroom is about {formatMiles(area.miles)} from {area.name} at{" "}
              {STORE_ADDRESS_LINE}, open {HOURS.summary}.
            </p>
            <Button asChild variant="outline" className="mt-4">
              <a href={routeToStoreUrl(area)} target="_blank" rel="noopener">
                <Navigation aria-hidden="true" />
                Route from {area.name} to the showroom
              </a>
            </Button>
          </div>
        </section>

        {inStock.length > 0 && (
          <section aria-labelledby="stock-heading" className="render-when-near">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="stock-heading" className="text-2xl font-bold tracking-tight">
                On the showroom floor now
              </h2>
              <Button asChild variant="outline">
                <Link href="/products?inStock=true">
                  Everything in stock
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
            <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
              {inStock.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </div>
          </section>
        )}

        <section aria-labelledby="questions-heading" className="render-when-near">
          <h2 id="questions-heading" className="text-2xl font-bold tracking-tight">
            Questions from {area.name}
          </h2>
          <dl className="mt-4 grid gap-6 md:grid-cols-2">
            {questions.map((item) => (
              <div key={item.question}>
                <dt className="font-semibold">{item.question}</dt>
                <dd className="mt-1 text-sm leading-relaxed text-foreground/85">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="categories-heading" className="render-when-near">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="categories-heading" className="text-3xl font-bold tracking-tight">
              Shop by category
            </h2>
            {content.actions.includes("inventory") && (
              <Button asChild variant="outline">
                <Link href="/products">
                  View Inventory
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            )}
          </div>
          <div className="mt-6">
            <CategoryTiles tiles={AREA_TILES} />
          </div>
        </section>

        <section
          aria-labelledby="visit-heading"
          className="flex flex-col gap-5 rounded-2xl bg-gradient-to-br from-primary to-slate-900 p-6 text-white sm:p-10 lg:flex-row lg:items-center lg:justify-between"
        >
          <div>
            <h2 id="visit-heading" className="text-2xl font-bold sm:text-3xl">
              Shopping for your {area.name} home?
            </h2>
            <ul className="mt-4 space-y-2 text-sm text-white/85">
              <li className="flex gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {STORE.name}, {STORE_ADDRESS_LINE}
              </li>
              <li className="flex gap-2">
                <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                Open {HOURS.summary}
              </li>
              <li className="flex gap-2">
                <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <a href={phoneHref()} className="hover:underline">
                  {STORE.phone}
                </a>
              </li>
            </ul>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg" variant="deal">
              <Link href="/support">Contact Us Today</Link>
            </Button>
            {content.actions.includes("schedule") && (
              <Button asChild size="lg" variant="onDark">
                <Link href="/support">
                  <CalendarCheck aria-hidden="true" />
                  Schedule Visit
                </Link>
              </Button>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
