// The listing's Previous, page numbers and Next links, keeping the filters.
import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { listingHref, type ListingQuery } from "@/lib/catalog/listing";
import { cn } from "@/lib/utils";

/** The pages around the current one, with the first and last always shown; null is a gap. */
function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1]! > 1 ? [null, n] : [n]));
}

const linkClass =
  "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium hover:bg-accent";

export function Pagination({ query, page, pageCount }: { query: ListingQuery; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={listingHref(query, page - 1)} className={linkClass} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Link>
      )}
      {pageNumbers(page, pageCount).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} className="px-1 text-muted-foreground" aria-hidden="true">
            ...
          </span>
        ) : (
          <Link
            key={number}
            href={listingHref(query, number)}
            aria-current={number === page ? "page" : undefined}
            aria-label={`Page ${number}`}
            className={cn(
              linkClass,
              number === page && "border-primary bg-primary text-primary-foreground hover:bg-primary",
            )}
          >
            {number}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link href={listingHref(query, page + 1)} className={linkClass} rel="next">
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
