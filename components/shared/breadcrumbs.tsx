// A breadcrumb trail with BreadcrumbList structured data.
import Link from "next/link";
import { ChevronRight } from "lucide-react";
import { cn } from "@/lib/utils";

export interface Crumb {
  name: string;
  href: string;
}

export function Breadcrumbs({ items, inverted = false }: { items: Crumb[]; inverted?: boolean }) {
  return (
    <nav aria-label="Breadcrumb" className={cn("text-sm", inverted ? "text-white/80" : "text-muted-foreground")}>
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.href}-${index}`} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className={cn("font-medium", inverted ? "text-white" : "text-foreground")}>
                  {item.name}
                </span>
              ) : (
                <>
                  <Link href={item.href} className={cn("hover:underline", !inverted && "hover:text-primary")}>
                    {item.name}
                  </Link>
                  <ChevronRight className="size-3.5" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
