// The service areas as links, each with its estimated distance and delivery fee.
import Link from "next/link";
import { ChevronRight } from "lucide-react";
import { formatMiles } from "@/lib/format-text";
import { areasWithDistance, deliveredFree, deliveryLabel } from "@/lib/delivery/service-areas";
import { cn } from "@/lib/utils";

/** The service areas with their estimated distance and delivery fee, each linking to its page. */
export function AreaDistanceList({ className, exclude }: { className?: string; exclude?: string }) {
  const areas = areasWithDistance().filter((area) => area.slug !== exclude);
  return (
    <ul className={cn("grid gap-3 sm:grid-cols-2", className)}>
      {areas.map((area) => (
        <li key={area.slug}>
          <Link
            href={`/areas/${area.slug}`}
            className="group flex items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3 text-sm shadow-xs transition hover:border-primary"
            data-testid="area-distance"
          >
            <span className="font-semibold group-hover:text-primary">{area.name}</span>
            <span className="flex items-center gap-1 text-right">
              <span className={deliveredFree(area) ? "font-semibold text-success" : "text-muted-foreground"}>
                {formatMiles(area.miles)} · {deliveryLabel(area)}
              </span>
              <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
