// A category landing page: hero, benefits, blurbs, serving area, product sections and brands.
import Link from "next/link";
import { ArrowRight, CheckCircle2, PackageSearch } from "lucide-react";
import { CtaBand } from "@/components/content/cta-band";
import { StoreContact } from "@/components/layout/store-contact";
import { ArtImage } from "@/components/shared/art-image";
import { ProductCard } from "@/components/product/product-card";
import { Breadcrumbs } from "@/components/shared/breadcrumbs";
import { JsonLd } from "@/components/shared/json-ld";
import { Button } from "@/components/ui/button";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import type { LandingPage } from "@/lib/content/landing-pages";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { CLAIMS, BRANDS, SERVICE_AREAS, brandLogo } from "@/lib/store";
import { cn } from "@/lib/utils";

export interface FilledSection {
  id: string;
  title: string;
  emptyText: string;
  viewAll: { href: string; label: string };
  columns: 3 | 4;
  products: CatalogProduct[];
}

export function CategoryLanding({
  page,
  sections,
  brands,
}: {
  page: LandingPage;
  sections: FilledSection[];
  brands: string[];
}) {
  const crumbs = [
    { name: "Home", href: "/" },
    { name: page.title, href: `/${page.slug}` },
  ];
  const empty = sections.every((section) => section.products.length === 0);
  const heroImage = sections.flatMap((section) => section.products)[0]?.images[0];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <section className="bg-gradient-to-br from-primary via-[#1d3fa8] to-slate-900 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-[1.4fr_1fr] md:py-16">
          <div>
            <Breadcrumbs items={crumbs} inverted />
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance md:text-5xl">
              {page.title} {CLAIMS.maxDiscount}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-white/85">{page.heroText}</p>
            <div className="mt-7 flex flex-wrap gap-3">
              {page.shopButtons.map((button, index) => (
                <Button key={button.href} asChild size="lg" variant={index === 0 ? "deal" : "onDark"}>
                  <Link href={button.href}>
                    {button.label}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              ))}
            </div>
          </div>
          {heroImage && (
            <ArtImage
              src={heroImage}
              alt=""
              width={400}
              height={400}
              priority
              className="mx-auto hidden w-72 drop-shadow-2xl md:block"
            />
          )}
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12" aria-label="Why buy here">
        <ul className="grid gap-5 md:grid-cols-3">
          {page.benefits.map((benefit) => (
            <li key={benefit.title} className="flex gap-3 rounded-xl border bg-card p-5 shadow-sm">
              <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
              <div>
                <h2 className="font-semibold">{benefit.title}</h2>
                <p className="mt-1 text-sm text-muted-foreground">{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {empty && page.emptyPage ? (
        <section className="mx-auto max-w-3xl px-4 pb-12 text-center">
          <PackageSearch className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
          <h2 className="mt-4 text-2xl font-bold">{page.emptyPage.title}</h2>
          <p className="mt-2 text-muted-foreground">{page.emptyPage.text}</p>
          <Button asChild className="mt-6">
            <Link href="/support">Contact us</Link>
          </Button>
        </section>
      ) : (
        sections.map((section) => (
          <section key={section.id} className="mx-auto max-w-7xl px-4 pb-12" aria-labelledby={`section-${section.id}`}>
            <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
              <h2 id={`section-${section.id}`} className="text-2xl font-bold tracking-tight md:text-3xl">
                {section.title}
              </h2>
              {section.products.length > 0 && (
                <Button asChild variant="outline">
                  <Link href={section.viewAll.href}>
                    {section.viewAll.label}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              )}
            </div>
            {section.products.length > 0 ? (
              <ul
                className={cn(
                  "grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3",
                  section.columns === 4 && "xl:grid-cols-4",
                )}
              >
                {section.products.map((product) => (
                  <li key={product.id} className="flex">
                    <ProductCard product={product} className="w-full" />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="flex flex-col items-center rounded-xl border border-dashed px-4 py-12 text-center">
                <p className="text-muted-foreground">{section.emptyText}</p>
                <Button asChild variant="outline" className="mt-4">
                  <Link href="/products">Browse All Appliances</Link>
                </Button>
              </div>
            )}
          </section>
        ))
      )}

      <section className="render-when-near bg-muted/40 py-12">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 md:grid-cols-2">
          {page.blurbs.map((blurb) => (
            <div key={blurb.title}>
              <h2 className="text-xl font-semibold">{blurb.title}</h2>
              <p className="mt-2 text-muted-foreground">{blurb.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="render-when-near mx-auto max-w-7xl px-4 py-12" aria-labelledby="brands-heading">
        <h2 id="brands-heading" className="text-xl font-semibold">
          Brands in stock
        </h2>
        <ul className="mt-5 flex flex-wrap items-center gap-6">
          {brands.map((brand) => {
            const site = BRANDS.find((candidate) => candidate.name === brand);
            const logo = (
              <ArtImage
                src={brandLogo(brand)}
                alt={`${brand}${site ? ` (opens the ${brand} website)` : ""}`}
                width={240}
                height={80}
                className="h-9 w-auto"
              />
            );
            return (
              <li key={brand} className="rounded-lg border bg-card px-4 py-2">
                {site ? (
                  <a href={site.url} target="_blank" rel="noopener noreferrer">
                    {logo}
                  </a>
                ) : (
                  logo
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="render-when-near mx-auto max-w-7xl px-4 pb-4" aria-labelledby="serving-heading">
        <div className="grid gap-8 rounded-2xl border bg-card p-8 shadow-sm md:grid-cols-2">
          <div>
            <h2 id="serving-heading" className="text-2xl font-bold">
              Serving central Ohio from Reynoldsburg
            </h2>
            <StoreContact className="mt-4" />
            <ul className="mt-5 flex flex-wrap gap-2">
              {SERVICE_AREAS.map((area) => (
                <li key={area.slug}>
                  <Link
                    href={`/areas/${area.slug}`}
                    className="inline-block rounded-full border px-3 py-1 text-sm hover:border-primary hover:text-primary"
                  >
                    {area.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <CtaBand
            id="see-it-heading"
            title="See it before you buy"
            lead="Every unit marked In Stock is on our showroom floor: come look at the exact scratch, or shop the whole store online. Sold-out and call-for-price units are listed so you can ask us about the next one."
            actions={
              <>
                <Button asChild variant="deal">
                  <Link href="/products">Shop All Products</Link>
                </Button>
                <Button asChild variant="onDark">
                  <Link href="/store">Visit the Store</Link>
                </Button>
              </>
            }
            className="flex flex-col justify-center"
          />
        </div>
      </section>
    </>
  );
}
