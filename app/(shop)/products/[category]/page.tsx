import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ListingPage } from "@/components/listing/listing-page";
import { listProducts } from "@/lib/catalog";
import { CATEGORY_GROUPS, groupForName, subtypesForCategory } from "@/lib/categories";
import { categoryCopy } from "@/lib/category-copy";
import { readListingQuery } from "@/lib/listing";

// Only the spec's category names (and their aliases) are pages; anything else is a 404 before
// rendering starts. Other category words still work as /products?category=...
export const dynamicParams = false;
export function generateStaticParams() {
  return [...CATEGORY_GROUPS, "range", "ranges", "stoves", "washers", "dryers", "dishwashers", "microwaves", "refrigerators", "fridge", "fridges", "oven", "wall-oven"]
    .filter((name) => groupForName(name))
    .map((category) => ({ category }));
}

function routeCategory(raw: string): string | null {
  const category = decodeURIComponent(raw).trim();
  return category.length <= 50 && subtypesForCategory(category).length > 0 ? category : null;
}

export async function generateMetadata({ params }: PageProps<"/products/[category]">): Promise<Metadata> {
  const category = routeCategory((await params).category);
  if (!category) return { title: "Category not found" };
  const copy = categoryCopy(category);
  return {
    title: copy.title,
    description: copy.description,
    alternates: { canonical: `/products/${encodeURIComponent(category.toLowerCase())}` },
  };
}

export default async function CategoryProductsPage({ params, searchParams }: PageProps<"/products/[category]">) {
  const category = routeCategory((await params).category);
  if (!category) notFound();
  const query = readListingQuery(await searchParams, category);
  return <ListingPage query={query} products={await listProducts(query)} />;
}
