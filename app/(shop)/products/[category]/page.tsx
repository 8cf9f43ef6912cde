// /products/{category}: the listing for one category, with the same filters as /products.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ListingPage } from "@/components/listing/listing-page";
import { listProductsPage } from "@/lib/catalog/products";
import { readListingQuery } from "@/lib/catalog/listing";
import { LISTING_CATEGORY_PAGES, listingMetadata, listingRouteCategory } from "@/lib/content/listing-pages";

// One category's listing. Only known category names are pages: anything else is a 404 before
// rendering starts (other category words still work as /products?category=...).
export const dynamicParams = false;
export function generateStaticParams() {
  return LISTING_CATEGORY_PAGES.map((category) => ({ category }));
}

export async function generateMetadata({ params, searchParams }: PageProps<"/products/[category]">): Promise<Metadata> {
  const category = listingRouteCategory((await params).category);
  if (!category) return { title: "Category not found" };
  const query = readListingQuery(await searchParams);
  return listingMetadata(category, { search: query.search, page: query.page });
}

export default async function CategoryProductsPage({ params, searchParams }: PageProps<"/products/[category]">) {
  const category = listingRouteCategory((await params).category);
  if (!category) notFound();
  const query = readListingQuery(await searchParams, category);
  return <ListingPage query={query} result={await listProductsPage(query, query.page)} />;
}
