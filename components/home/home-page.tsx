// The home page: hero, deals, brands, categories, carousel, why us, areas with the map, and showroom.
import Link from "next/link";
import {
  ArrowRight,
  BadgePercent,
  ChevronLeft,
  ChevronRight,
  Clock,
  MapPin,
  PackageOpen,
  Pause,
  Play,
  ShieldCheck,
  Tag,
  Truck,
  Undo2,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { ArtImage } from "@/components/shared/art-image";
import { CATEGORY_TILES, CategoryTiles } from "@/components/product/category-tiles";
import { ProductCard } from "@/components/product/product-card";
import { JsonLd } from "@/components/shared/json-ld";
import { Button } from "@/components/ui/button";
import { DirectionsButton } from "@/components/layout/directions-button";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import { deliveredFree, deliveryLabel, areasWithDistance } from "@/lib/delivery/service-areas";
import { organizationJsonLd, storeJsonLd, websiteJsonLd } from "@/lib/seo/structured-data";
import { BRANDS, CLAIMS, DELIVERY, PICKUP } from "@/lib/store";
import { HOME_DEALS, HOME_REASONS, type HomeReasonId } from "@/lib/content/home";
import type { DealType } from "@/db/enums";
import { CtaBand } from "@/components/content/cta-band";
import { StoreContact } from "@/components/layout/store-contact";
import { ProductCarousel } from "./product-carousel";
import { ServiceAreaMap } from "./service-area-map";

/** How each kind of deal's tile looks. */
const DEAL_LOOK: Record<DealType, { icon: LucideIcon; tone: string }> = {
  "open-box": { icon: PackageOpen, tone: "from-sky-700 to-sky-900" },
  "scratch-dent": { icon: Tag, tone: "from-orange-600 to-red-700" },
  clearance: { icon: BadgePercent, tone: "from-rose-700 to-rose-900" },
};

const CATEGORIES = [
  CATEGORY_TILES.washer,
  CATEGORY_TILES.dryer,
  CATEGORY_TILES.dishwasher,
  CATEGORY_TILES.refrigerator,
  CATEGORY_TILES.stove,
];

const REASON_ICONS: Record<HomeReasonId, LucideIcon> = {
  savings: BadgePercent,
  tested: Wrench,
  warranty: ShieldCheck,
  delivery: Truck,
  returns: Undo2,
  hours: Clock,
};

export function HomePage({ products }: { products: CatalogProduct[] }) {
  const areas = areasWithDistance();
  return (
    <>
      <JsonLd data={[storeJsonLd(), organizationJsonLd(), websiteJsonLd()]} />

      <section className="relative overflow-hidden bg-gradient-to-br from-primary via-[#1d3fa8] to-slate-900 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
              <MapPin className="size-4" aria-hidden="true" />
              Reynoldsburg showroom · serving Columbus and central Ohio
            </p>
            <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance md:text-5xl">
              Brand-name appliances, {CLAIMS.maxDiscount}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-white/85">
              Scratch-and-dent, open-box and clearance washers, dryers, refrigerators, ranges, dishwashers and
              microwaves from Whirlpool, Samsung, LG, Speed Queen and Frigidaire. Inspected, tested and warrantied.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg" variant="deal">
                <Link href="/products">
                  Shop Now
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="onDark">
                <a href="#deals">View Special Deals</a>
              </Button>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/85">
              <li className="flex items-center gap-1.5">
                <Truck className="size-4" aria-hidden="true" />
                {CLAIMS.freeDelivery}
              </li>
              <li className="flex items-center gap-1.5">
                <Undo2 className="size-4" aria-hidden="true" />
                {CLAIMS.returns}
              </li>
              <li className="flex items-center gap-1.5">
                <ShieldCheck className="size-4" aria-hidden="true" />
                Warranty included
              </li>
            </ul>
          </div>
          <div className="relative hidden h-[380px] md:block" aria-hidden="true">
            <div className="absolute inset-x-6 bottom-0 h-40 rounded-[50%] bg-white/10 blur-2xl" />
            <ArtImage
              src="/products/fridge-french-door/stainless-front.svg"
              alt=""
              width={400}
              height={400}
              priority
              className="absolute bottom-0 left-0 w-[52%]"
            />
            <ArtImage
              src="/products/washer-front-load/white-front.svg"
              alt=""
              width={400}
              height={400}
              priority
              className="absolute right-[14%] bottom-0 w-[38%]"
            />
            <ArtImage
              src="/products/range-gas/stainless-front.svg"
              alt=""
              width={400}
              height={400}
              className="absolute right-0 bottom-0 w-[30%]"
            />
            <span className="absolute top-6 right-4 rotate-6 rounded-xl bg-deal px-4 py-2 text-center text-lg leading-tight font-extrabold shadow-lg">
              UP TO
              <br />
              {CLAIMS.maxDiscountPercent}% OFF
            </span>
          </div>
        </div>
      </section>

      <section id="deals" className="mx-auto max-w-7xl scroll-mt-4 px-4 py-14" aria-labelledby="deals-heading">
        <h2 id="deals-heading" className="text-3xl font-bold tracking-tight">
          Special deals
        </h2>
        <p className="mt-2 text-muted-foreground">
          Three ways to save. Every unit is one of a kind, so good ones go fast.
        </p>
        <div className="mt-8 grid gap-5 md:grid-cols-3">
          {HOME_DEALS.map(({ deal, title, claim, text }) => {
            const { icon: Icon, tone } = DEAL_LOOK[deal];
            return (
              <Link
                key={deal}
                href={`/products?deal=${deal}`}
                className={`group flex flex-col rounded-2xl bg-gradient-to-br ${tone} p-6 text-white shadow-md transition hover:-translate-y-1 hover:shadow-xl`}
              >
                <Icon className="size-9" aria-hidden="true" />
                <h3 className="mt-4 text-2xl font-bold">{title}</h3>
                <p className="text-lg font-semibold text-white/90">{claim}</p>
                <p className="mt-2 flex-1 text-white/85">{text}</p>
                <span className="mt-5 inline-flex items-center gap-1 font-semibold">
                  Shop {title}
                  <ArrowRight className="size-4 transition group-hover:translate-x-1" aria-hidden="true" />
                </span>
              </Link>
            );
          })}
        </div>
      </section>

      <section className="render-when-near border-y bg-muted/40" aria-labelledby="brands-heading">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h2
            id="brands-heading"
            className="text-center text-sm font-semibold tracking-widest text-muted-foreground uppercase"
          >
            Featured brands
          </h2>
          <ul className="mt-6 grid grid-cols-2 items-center gap-6 sm:grid-cols-3 md:grid-cols-5">
            {BRANDS.map((brand) => (
              <li key={brand.slug} className="flex justify-center">
                <a
                  href={brand.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-md p-2 opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
                >
                  <ArtImage
                    src={`/brands/${brand.slug}.svg`}
                    alt={`${brand.name} (opens the ${brand.name} website)`}
                    width={240}
                    height={80}
                    className="h-10 w-auto"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="render-when-near mx-auto max-w-7xl px-4 py-14" aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="text-3xl font-bold tracking-tight">
          Shop by category
        </h2>
        <CategoryTiles tiles={CATEGORIES} className="mt-8" />
      </section>

      <section className="render-when-near bg-muted/40 py-14" aria-labelledby="featured-heading">
        <div className="mx-auto max-w-7xl px-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="featured-heading" className="text-3xl font-bold tracking-tight">
                Featured deals
              </h2>
              <p className="mt-2 text-muted-foreground">Fresh off the truck and priced to go.</p>
            </div>
            <Button asChild variant="outline">
              <Link href="/products">
                View All Products
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <div className="mt-8">
            <ProductCarousel
              label="Featured products"
              icons={{
                previous: <ChevronLeft aria-hidden="true" />,
                next: <ChevronRight aria-hidden="true" />,
                pause: <Pause aria-hidden="true" />,
                play: <Play aria-hidden="true" />,
              }}
            >
              {/* The slides are drawn at once, not as they come near like a listing's cards: a
                  row stands as tall as its tallest slide, and a slide scrolled into view (by the
                  auto-advance or Tab) grew the row under the shopper's eyes and focus. */}
              {products.map((product) => (
                <ProductCard key={product.id} product={product} className="h-full [content-visibility:visible]" />
              ))}
            </ProductCarousel>
          </div>
        </div>
      </section>

      <section className="render-when-near mx-auto max-w-7xl px-4 py-14" aria-labelledby="why-heading">
        <h2 id="why-heading" className="text-3xl font-bold tracking-tight">
          Why shop with us
        </h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {HOME_REASONS.map(({ id, title, text }) => {
            const Icon = REASON_ICONS[id];
            return (
              <div key={id} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </div>
            );
          })}
        </div>
      </section>

      <section className="render-when-near bg-muted/40 py-14" aria-labelledby="areas-heading">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-2">
          <div>
            <h2 id="areas-heading" className="text-3xl font-bold tracking-tight">
              Delivering across central Ohio
            </h2>
            <p className="mt-2 text-muted-foreground">
              Free delivery within {DELIVERY.freeRadiusMiles} miles of the showroom, a flat $
              {DELIVERY.flatFeeCents / 100} up to {DELIVERY.maxMiles} miles. Distances are estimated road miles.
            </p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {areas.map((area) => (
                <li
                  key={area.slug}
                  className="flex items-center justify-between rounded-lg border bg-card px-4 py-3 text-sm"
                >
                  <span className="font-medium">{area.name}</span>
                  <span className={deliveredFree(area) ? "font-semibold text-success" : "text-muted-foreground"}>
                    {area.miles} mi · {deliveryLabel(area)}
                  </span>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button asChild>
                <Link href="/areas/reynoldsburg">Reynoldsburg</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/areas/columbus">Columbus</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/areas/surrounding">Surrounding communities</Link>
              </Button>
            </div>
          </div>
          <ServiceAreaMap />
        </div>
      </section>

      <section className="render-when-near mx-auto max-w-7xl px-4 py-14" aria-labelledby="visit-heading">
        <div className="grid gap-8 rounded-2xl border bg-card p-8 shadow-sm md:grid-cols-2">
          <div>
            <h2 id="visit-heading" className="text-3xl font-bold tracking-tight">
              Visit the showroom
            </h2>
            <p className="mt-3 text-muted-foreground">
              See the exact unit you are buying, scratches and all. Free pickup is ready in {PICKUP.readyInHours} hours.
            </p>
            <StoreContact className="mt-6" />
            <div className="mt-6 flex flex-wrap gap-3">
              <DirectionsButton />
              <Button asChild variant="outline">
                <Link href="/store">Store information</Link>
              </Button>
            </div>
          </div>
          <CtaBand
            id="ready-heading"
            title="Ready to save?"
            lead="Browse every washer, dryer, fridge, range, dishwasher and microwave we have in stock today."
            actions={
              <Button asChild size="lg" variant="deal">
                <Link href="/products">
                  Browse All Appliances
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            }
            className="flex flex-col justify-center"
          />
        </div>
      </section>
    </>
  );
}
