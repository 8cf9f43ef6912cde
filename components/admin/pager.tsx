// Previous / next links for a staff list, keeping its filters.
import Link from "next/link";

export function Pager({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  /** The list's address for a page number. */
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} className="underline">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted-foreground">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={href(page + 1)} className="underline">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
