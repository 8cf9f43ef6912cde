// The page of one town we serve: its delivery facts, ZIP codes, the drive, units in stock, local
// questions, categories and a call to action. Every sentence comes from lib/content/areas.ts.
import Link from "next/link";
import {
  ArrowLeft,
  ArrowRight,
  CalendarCheck,
  CalendarClock,
  Car,
  MapPin,
  Navigation,
  Truck,
  type LucideIcon,
} from "lucide-react";
import { CheckList } from "@/components/content/check-list";
import { CtaBand } from "@/components/content/cta-band";
import { PageHero } from "@/components/content/page-hero";
import { CATEGORY_TILES, CategoryTiles } from "@/components/product/category-tiles";
import { JsonLd } from "@/components/shared/json-ld";
import { Button } from "@/components/ui/button";
import { DirectionsButton } from "@/components/layout/directions-button";
import { StoreContact } from "@/components/layout/store-contact";
import { ProductCard } from "@/components/product/product-card";
import type { AreaAction, TownFactId, TownPage } from "@/lib/content/areas";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import { breadcrumbJsonLd, faqPageJsonLd } from "@/lib/seo/structured-data";

/** The four category tiles on every town page. */
const AREA_TILES = [
  CATEGORY_TILES.refrigerator,
  CATEGORY_TILES.washer,
  CATEGORY_TILES.dishwasher,
  CATEGORY_TILES.stove,
];

const FACT_ICONS: Record<TownFactId, LucideIcon> = {
  distance: MapPin,
  drive: Car,
  delivery: Truck,
  days: CalendarClock,
};

export function CommunityPage({
  page,
  actions,
  inStock,
}: {
  page: TownPage;
  actions: readonly AreaAction[];
  /** The units on the showroom floor now that homes in the town ask for most. */
  inStock: readonly CatalogProduct[];
}) {
  const free = page.freeEverywhere;
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(page.crumbs), faqPageJsonLd(page.questions)]} />
      <PageHero
        crumbs={page.crumbs}
        tone="brand"
        eyebrow={page.eyebrow}
        icon={MapPin}
        title={page.headline}
        lead={page.summary}
      >
        <div className="flex flex-wrap gap-3">
          {page.underSurrounding && (
            <Button asChild size="lg" variant="onDark">
              <Link href="/areas/surrounding">
                <ArrowLeft aria-hidden="true" />
                Back to Areas
              </Link>
            </Button>
          )}
          <Button asChild size="lg" variant="deal">
            <Link href="/products">
              {page.underSurrounding ? "Shop All Products" : "Shop Now"}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          {actions.includes("directions") && <DirectionsButton size="lg" variant="onDark" icon />}
        </div>
      </PageHero>

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12">
        <section aria-labelledby="facts-heading">
          <h2 id="facts-heading" className="sr-only">
            At a glance
          </h2>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {page.facts.map((fact) => {
              const Icon = FACT_ICONS[fact.id];
              return (
                <div
                  key={fact.id}
                  className="flex flex-col-reverse justify-end rounded-xl border bg-card p-4 shadow-sm"
                >
                  <dt className="pl-9 text-xs text-muted-foreground">{fact.label}</dt>
                  <dd className="flex items-center gap-3 font-semibold">
                    <Icon className="size-6 shrink-0 text-primary" aria-hidden="true" />
                    <span data-testid={fact.id === "distance" ? "area-miles" : undefined}>{fact.value}</span>
                  </dd>
                </div>
              );
            })}
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
              {page.intro.map((paragraph) => (
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
                <strong className="font-semibold">{page.deliverySentence}</strong>{" "}
                <Link href="/shipping-policy" className="font-medium text-primary hover:underline">
                  Delivery details
                </Link>
              </p>
            </div>
          </div>
          <div className="rounded-2xl border bg-card p-6 shadow-sm">
            <h3 className="text-lg font-semibold">{page.featuresHeading}</h3>
            <CheckList className="mt-4 text-sm" items={page.features} />
            <h3 className="mt-6 text-lg font-semibold">{page.placesHeading}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {page.places.map((place) => (
                <li key={place} className="rounded-full bg-muted px-3 py-1 text-sm">
                  {place}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="zip-heading" className="render-when-near grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="zip-heading" className="text-2xl font-bold tracking-tight">
              {page.zipHeading}
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
                {page.zips.map((row) => (
                  <tr key={row.zip} className="border-b last:border-0">
                    <td className="py-2 font-medium">{row.zip}</td>
                    <td className="py-2">{row.miles}</td>
                    <td className="py-2 text-right font-semibold">{row.fee}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-3 max-w-md text-xs text-muted-foreground">{page.zipNote}</p>
          </div>
          <div>
            <h2 id="route-heading" className="text-2xl font-bold tracking-tight">
              {page.routeHeading}
            </h2>
            <p className="mt-4 max-w-prose text-sm leading-relaxed">{page.route}</p>
            <Button asChild variant="outline" className="mt-4">
              <a href={page.routeUrl} target="_blank" rel="noopener">
                <Navigation aria-hidden="true" />
                {page.routeButton}
              </a>
            </Button>
          </div>
        </section>

        {inStock.length > 0 && (
          <section aria-labelledby="stock-heading" className="render-when-near">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <h2 id="stock-heading" className="text-2xl font-bold tracking-tight">
                  {page.stockHeading}
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">{page.stockNote}</p>
              </div>
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
            {page.questionsHeading}
          </h2>
          <dl className="mt-4 grid gap-6 md:grid-cols-2">
            {page.questions.map((item) => (
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
            {actions.includes("inventory") && (
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

        <CtaBand
          id="visit-heading"
          title={page.closingHeading}
          row
          actions={
            <>
              <Button asChild size="lg" variant="deal">
                <Link href="/support">Contact Us Today</Link>
              </Button>
              {actions.includes("schedule") && (
                <Button asChild size="lg" variant="onDark">
                  <Link href="/support">
                    <CalendarCheck aria-hidden="true" />
                    Schedule Visit
                  </Link>
                </Button>
              )}
            </>
          }
          className="sm:p-10"
        >
          <StoreContact className="mt-4 space-y-2 text-sm text-white/85" iconClassName="size-4" />
        </CtaBand>
      </div>
    </>
  );
}
