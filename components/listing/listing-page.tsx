// A listing page: filters, the applied filters as chips, count, sort, what the search shows
// instead or meant, results grid and pages, and help when little is found.
import { Filter, RotateCcw, Search } from "lucide-react";
import { ProductCard } from "@/components/product/product-card";
import { Breadcrumbs } from "@/components/shared/breadcrumbs";
import { JsonLd } from "@/components/shared/json-ld";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { categoryCopy, categoryLabel } from "@/lib/content/category-copy";
import { offersHelp, searchSummary } from "@/lib/content/search-summary";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import { DEAL_LABELS, listingHref, type ListingQuery } from "@/lib/catalog/listing";
import type { ListingResult } from "@/lib/catalog/listing-query";
import { AppliedFilters } from "./applied-filters";
import { ListingFilters } from "./listing-filters";
import { ListingNavigationProvider } from "./listing-navigation";
import { Pagination } from "./pagination";
import { PendingResults } from "./pending-results";
import { ProductGridSkeleton } from "./product-grid-skeleton";
import { SearchHelp } from "./search-help";
import { SearchNotices } from "./search-notices";
import { SortSelect } from "./sort-select";

/**
 * A listing: `result` is the page of matches to show and how many match in all; `alternatives`
 * are products in stock offered when little is found.
 */
export function ListingPage({
  query,
  result,
  alternatives,
}: {
  query: ListingQuery;
  result: ListingResult;
  alternatives: readonly CatalogProduct[];
}) {
  // A category the search's kinds stood in for does not describe the results.
  const copy = categoryCopy(result.search?.leftCategory ? "" : query.category);
  const total = result.total;
  const summary = searchSummary(query, result.search);
  const heading = query.search ? (
    <>
      Results for <span className="quoted">{query.search}</span>
    </>
  ) : query.deal && !query.category ? (
    DEAL_LABELS[query.deal]
  ) : (
    copy.heading
  );
  const crumbs = [
    { name: "Home", href: "/" },
    { name: "Products", href: "/products" },
    ...(query.category ? [{ name: categoryLabel(query.category), href: listingHref({ ...query, search: "" }) }] : []),
  ];
  // Search engines get the trail of the plain pages (no filters).
  const trail = [
    ...crumbs.slice(0, 2),
    ...(query.category
      ? [{ name: categoryLabel(query.category), href: `/products/${encodeURIComponent(query.category.toLowerCase())}` }]
      : []),
  ];
  return (
    <ListingNavigationProvider query={query}>
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
        <Breadcrumbs items={crumbs} />
        <header className="mt-4">
          <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
          <p className="mt-2 max-w-3xl text-muted-foreground">{copy.description}</p>
        </header>
        <div className="mt-8 grid gap-8 lg:grid-cols-[260px_1fr]">
          <aside>
            <ListingFilters
              query={query}
              icons={{
                filter: <Filter aria-hidden="true" />,
                search: <Search aria-hidden="true" />,
                reset: <RotateCcw aria-hidden="true" />,
              }}
              formAction={
                query.category ? `/products/${encodeURIComponent(query.category.toLowerCase())}` : "/products"
              }
            />
          </aside>
          <section aria-labelledby="results-count">
            <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <p id="results-count" className="text-sm text-muted-foreground" aria-live="polite">
                  Showing {total} {total === 1 ? "product" : "products"}
                </p>
                <AppliedFilters chips={summary.chips} />
              </div>
              <SortSelect />
            </div>
            <SearchNotices summary={summary} />
            <PendingResults placeholder={<ProductGridSkeleton />}>
              {result.products.length > 0 ? (
                <>
                  <ul className="grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-3">
                    {result.products.map((product, index) => (
                      <li key={product.id} className="flex">
                        <ProductCard product={product} priority={index < 3} headingLevel={2} className="w-full" />
                      </li>
                    ))}
                  </ul>
                  {result.pageCount > 1 && (
                    <p className="mt-6 text-center text-sm text-muted-foreground">
                      {result.first}-{result.last} of {total}
                    </p>
                  )}
                  <Pagination query={query} page={result.page} pageCount={result.pageCount} />
                  {offersHelp(query, total) && (
                    <SearchHelp summary={summary} found={total} alternatives={alternatives} />
                  )}
                </>
              ) : (
                <SearchHelp summary={summary} found={0} alternatives={alternatives} />
              )}
            </PendingResults>
          </section>
        </div>
      </div>
    </ListingNavigationProvider>
  );
}
