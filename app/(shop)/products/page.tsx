// /products: the listing with search, filters, sort and pages, all in the URL.
import type { Metadata } from "next";
import { ListingPage } from "@/components/listing/listing-page";
import { listProductsPage } from "@/lib/catalog/products";
import { readListingQuery } from "@/lib/catalog/listing";
import { listingMetadata } from "@/lib/content/listing-pages";

// The listing: filters live in the URL, so it renders per request; its reads are cached.
export async function generateMetadata({ searchParams }: PageProps<"/products">): Promise<Metadata> {
  const query = readListingQuery(await searchParams);
  return listingMetadata(query.category, { search: query.search, page: query.page });
}

export default async function ProductsPage({ searchParams }: PageProps<"/products">) {
  const query = readListingQuery(await searchParams);
  return <ListingPage query={query} result={await listProductsPage(query, query.page)} />;
}
