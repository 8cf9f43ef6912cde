// The header's product search box.
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** A plain GET form to /products?search=...: works before (and without) JavaScript. */
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
      <Input
        id={id}
        name="search"
        type="search"
        defaultValue={defaultValue}
        placeholder="Search products, model numbers..."
        maxLength={200}
        autoComplete="off"
        className="h-10 rounded-full bg-muted/60 pr-11 pl-4"
      />
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
