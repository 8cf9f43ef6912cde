// Help for a listing that found nothing or little: what the search was read as, categories to
// try, products in stock now, and the store's phone number to ask.
import Link from "next/link";
import { PackageSearch, Phone } from "lucide-react";
import { ProductCard } from "@/components/product/product-card";
import { Button } from "@/components/ui/button";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import type { SearchSummary } from "@/lib/content/search-summary";
import { phoneHref, STORE } from "@/lib/store";

export function SearchHelp({
  summary,
  found,
  alternatives,
}: {
  summary: SearchSummary;
  /** How many products the listing shows. */
  found: number;
  /** Products in stock to offer instead. */
  alternatives: readonly CatalogProduct[];
}) {
  const empty = found === 0;
  return (
    <section
      aria-labelledby="search-help-heading"
      className={empty ? "rounded-xl border border-dashed px-4 py-10 text-center" : "mt-10 rounded-xl border px-4 py-6"}
    >
      {empty && <PackageSearch className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />}
      <h2 id="search-help-heading" className={empty ? "mt-4 text-xl font-semibold" : "text-lg font-semibold"}>
        {empty ? "No products found" : "Not the one you're looking for?"}
      </h2>
      {empty && <p className="mt-1 text-muted-foreground">Try adjusting your search or filter criteria</p>}
      {summary.lookedFor && (
        <p className="mt-3 text-sm">
          We looked for <span className="font-semibold">{summary.lookedFor}</span>.
        </p>
      )}
      <nav aria-label="Categories to try" className="mt-4">
        <ul className={`flex flex-wrap gap-2 ${empty ? "justify-center" : ""}`}>
          {summary.closeCategories.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="inline-block rounded-full border px-3 py-1 text-sm hover:bg-accent">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-sm text-muted-foreground">
        Still not finding it? Call us at{" "}
        <a href={phoneHref()} className="inline-flex items-center gap-1 font-semibold text-primary underline">
          <Phone className="size-3.5" aria-hidden="true" />
          {STORE.phone}
        </a>{" "}
        and we will help you look.
      </p>
      {empty && (
        <Button asChild className="mt-6">
          <Link href="/products">Clear Filters</Link>
        </Button>
      )}
      {alternatives.length > 0 && (
        <div className="mt-8 text-left">
          <h3 className="text-base font-semibold">In stock now</h3>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-3">
            {alternatives.map((product) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} headingLevel={3} className="w-full" />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
