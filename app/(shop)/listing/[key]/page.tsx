// The listings (/products and /products/{category}, with search, filters, sort and page in the
// URL). proxy.ts rewrites each listing URL to /listing/{key}, the query's canonical form, so every
// distinct listing is rendered once and then served from Next's cache until products change.
import type { Metadata } from "next";
import { cache } from "react";
import { AnswerNotFound } from "@/components/layout/answer-not-found";
import { ShopNotFound } from "@/components/layout/shop-not-found";
import { ListingPage } from "@/components/listing/listing-page";
import { listAlternatives, listProductsPage } from "@/lib/catalog/products";
import { alternativesCategory, offersHelp } from "@/lib/content/search-summary";
import { readListingKey } from "@/lib/catalog/listing";
import { listingMetadata } from "@/lib/seo/listing-metadata";
import { notFoundMetadata } from "@/lib/seo/page-metadata";

export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

/**
 * The listing a URL key names, read once per request: the metadata of a page past the first and
 * the page itself both need it, and two lookups of an entry Next's data cache does not hold yet
 * would each run the queries.
 */
const readListing = cache((key: string) => {
  const query = readListingKey(key);
  return { query, result: listProductsPage(query, query.page) };
});

export async function generateMetadata({ params }: PageProps<"/listing/[key]">): Promise<Metadata> {
  const { query, result } = readListing((await params).key);
  // A page past the last one (the page's own read).
  if (query.page > 1 && query.page > (await result).page) return notFoundMetadata();
  return listingMetadata(query.category, { search: query.search, page: query.page });
}

export default async function ListingRoute({ params }: PageProps<"/listing/[key]">) {
  const { query, result: reading } = readListing((await params).key);
  const result = await reading;
  // A page past the last one does not exist (the listing shows its last page only to the pager).
  if (query.page > result.page) {
    return (
      <>
        <ShopNotFound />
        <AnswerNotFound />
      </>
    );
  }
  // Little found: offer products in stock of the category asked for.
  const alternatives = offersHelp(query, result.total)
    ? await listAlternatives(
        alternativesCategory(query, result.search),
        result.products.map((product) => product.id),
      )
    : [];
  return <ListingPage query={query} result={result} alternatives={alternatives} />;
}
