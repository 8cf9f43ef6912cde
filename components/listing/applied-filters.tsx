// The filters a listing applied, the URL's and those read from the search text, as chips: each
// a link to the listing without it, so removing one works without JavaScript.
import Link from "next/link";
import { X } from "lucide-react";
import type { FilterChip } from "@/lib/content/search-summary";

export function AppliedFilters({ chips }: { chips: readonly FilterChip[] }) {
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Applied filters">
      {chips.map((chip) => (
        <li key={`${chip.from}-${chip.label}`}>
          <Link
            href={chip.href}
            scroll={false}
            className="inline-flex items-center gap-1 rounded-full bg-primary/10 py-1 pr-2 pl-3 text-sm font-medium text-primary hover:bg-primary/20"
            aria-label={`Remove filter: ${chip.label}`}
          >
            {chip.label}
            <X className="size-3.5" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
