"use client";

// The listing filters' other sections: search, categories (links, so each is a page of its
// own), deal, in stock only, and Reset Filters.
import Link from "next/link";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import { LABEL_CLASSES, INPUT_CLASSES } from "@/components/ui/field-classes";
import { NativeSelect } from "@/components/ui/native-select";
import { CATEGORY_GROUPS } from "@/lib/catalog/categories";
import { categoryLabel } from "@/lib/content/category-copy";
import { DEAL_LABELS, PRICE_RANGE, listingHref, type ListingQuery } from "@/lib/catalog/listing";
import type { ListingFiltersState } from "./use-listing-filters";

export function SearchFilter({ filters, icon }: { filters: ListingFiltersState; icon: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <label htmlFor="listing-search" className={LABEL_CLASSES}>
        Search
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground [&_svg]:size-4">
          {icon}
        </span>
        <input
          id="listing-search"
          name="search"
          type="search"
          value={filters.search}
          maxLength={200}
          onChange={(event) => filters.onSearchChange(event.target.value)}
          placeholder="Search products, model numbers..."
          className={clsx(INPUT_CLASSES, "pl-9")}
        />
      </div>
    </div>
  );
}

export function CategoryFilter({ filters, query }: { filters: ListingFiltersState; query: ListingQuery }) {
  const { shown } = filters;
  return (
    <fieldset className="space-y-1">
      <legend className="mb-2 text-sm font-medium">Category</legend>
      <ul className="space-y-0.5 text-sm">
        {["", ...CATEGORY_GROUPS].map((group) => {
          const active = (shown.category || "").toLowerCase() === group || (!shown.category && !group);
          return (
            <li key={group || "all"}>
              <Link
                href={listingHref({ ...query, category: group })}
                scroll={false}
                onClick={(event) => {
                  event.preventDefault();
                  filters.change({ category: group });
                }}
                aria-current={active ? "page" : undefined}
                className={clsx(
                  "block rounded-md px-3 py-1.5 hover:bg-accent",
                  active && "bg-primary/10 font-semibold text-primary",
                )}
              >
                {group ? categoryLabel(group) : "All Categories"}
              </Link>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export function DealFilter({ filters }: { filters: ListingFiltersState }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">Deal</legend>
      <NativeSelect
        name="deal"
        aria-label="Deal"
        value={filters.deal ?? ""}
        onChange={(event) => filters.chooseDeal((event.target.value || null) as ListingQuery["deal"])}
        className="w-full"
      >
        <option value="">All deals</option>
        {Object.entries(DEAL_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </fieldset>
  );
}

export function InStockFilter({ filters }: { filters: ListingFiltersState }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        name="inStock"
        value="true"
        checked={filters.inStock}
        onChange={(event) => filters.chooseInStock(event.target.checked)}
        className="size-4 accent-[var(--primary)]"
      />
      In Stock Only
    </label>
  );
}

/** Back to the category's page as it first shows (or all products). */
export function ResetFilters({ query, icon }: { query: ListingQuery; icon: React.ReactNode }) {
  const href = query.category
    ? listingHref({
        ...query,
        search: "",
        deal: null,
        minPrice: PRICE_RANGE.min,
        maxPrice: PRICE_RANGE.max,
        inStock: false,
        sort: "featured",
      })
    : "/products";
  return (
    <Link className={buttonVariants({ variant: "outline" })} href={href} scroll={false}>
      {icon}
      Reset Filters
    </Link>
  );
}
