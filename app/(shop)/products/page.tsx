import type { Metadata } from "next";
import { ListingPage } from "@/components/listing/listing-page";
import { listProducts } from "@/lib/catalog";
import { categoryCopy } from "@/lib/category-copy";
import { listingHref, readListingQuery } from "@/lib/listing";

export async function generateMetadata({ searchParams }: PageProps<"/products">): Promise<Metadata> {
  const query = readListingQuery(await searchParams);
  const copy = categoryCopy(query.category);
  return {
    title: query.search ? `Search: ${query.search}` : copy.title,
    description: copy.description,
    // Filtered and searched variants point search engines at the plain listing.
    alternates: { canonical: listingHref({ ...query, search: "", deal: null, minPrice: 0, maxPrice: 5000, inStock: false, sort: "featured" }) },
    ...(query.search ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function ProductsPage({ searchParams }: PageProps<"/products">) {
  const query = readListingQuery(await searchParams);
  return <ListingPage query={query} products={await listProducts(query)} />;
}
