"use client";

// The listing's filters: search, categories, price range, deal, in stock only and reset; a GET
// form without JavaScript. The state is in use-listing-filters.ts, the sections beside it.
import { useRef } from "react";
import { clsx } from "clsx";
import { PlainButton } from "@/components/ui/plain-button";
import type { ListingQuery } from "@/lib/catalog/listing";
import { useHydrated } from "@/client/use-hydrated";
import { CategoryFilter, DealFilter, InStockFilter, ResetFilters, SearchFilter } from "./filter-sections";
import { PriceRangeFilter } from "./price-range-filter";
import { useListingFilters } from "./use-listing-filters";

/** The filters' icons, drawn on the server so the icon library's code stays out of the page's. */
export interface ListingFilterIcons {
  filter: React.ReactNode;
  search: React.ReactNode;
  reset: React.ReactNode;
}

/**
 * The listing's filters as a GET form, so they work before JavaScript loads; once it has, every
 * change applies at once and the URL keeps the state (Back, reload and shared links work). Each
 * query is its own page, so these filters start from its query every time they mount and never
 * see another.
 */
export function ListingFilters({
  query,
  formAction,
  icons,
}: {
  query: ListingQuery;
  formAction: string;
  icons: ListingFilterIcons;
}) {
  const form = useRef<HTMLFormElement>(null);
  const filters = useListingFilters(query, form);
  const hydrated = useHydrated();
  return (
    <div>
      {/* Without JavaScript the filters are always shown, and sent with Apply Filters. */}
      <noscript>
        <style>{"#listing-filters{display:block}#listing-filters-toggle{display:none}"}</style>
      </noscript>
      <PlainButton
        id="listing-filters-toggle"
        variant="outline"
        className="w-full lg:hidden"
        disabled={!hydrated}
        onClick={filters.toggleOpen}
        aria-expanded={filters.open}
        aria-controls="listing-filters"
      >
        {icons.filter}
        {filters.open ? "Hide Filters" : "Show Filters"}
      </PlainButton>
      <form
        ref={form}
        id="listing-filters"
        action={formAction}
        method="get"
        className={clsx("mt-4 space-y-6 lg:mt-0 lg:block", filters.open ? "block" : "hidden")}
        onSubmit={(event) => {
          event.preventDefault();
          filters.submitSearch();
        }}
        aria-label="Product filters"
      >
        <SearchFilter filters={filters} icon={icons.search} />
        <CategoryFilter filters={filters} query={query} />
        <PriceRangeFilter prices={filters.prices} disabled={!hydrated} />
        <DealFilter filters={filters} />
        <InStockFilter filters={filters} />
        <div className="flex flex-col gap-2">
          <noscript>
            <PlainButton type="submit" className="w-full">
              Apply Filters
            </PlainButton>
          </noscript>
          <ResetFilters query={query} icon={icons.reset} />
        </div>
      </form>
    </div>
  );
}
