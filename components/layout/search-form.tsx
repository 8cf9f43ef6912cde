// The header's product search box.
import { Search } from "lucide-react";
import { cn } from "@/lib/utils";
import { SearchBox } from "./search-box";

/**
 * A plain GET form to /products?search=...: works before (and without) JavaScript; once used, the
 * field suggests categories, brands and products as the shopper types (search-box.tsx).
 */
export function SearchForm({
  className,
  defaultValue,
  id = "site-search",
}: {
  className?: string;
  defaultValue?: string;
  id?: string;
}) {
  return (
    <form action="/products" method="get" role="search" className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <SearchBox id={id} defaultValue={defaultValue} />
      <button
        type="submit"
        className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground hover:bg-primary/90"
        aria-label="Submit search"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
