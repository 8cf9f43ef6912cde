"use client";

import { useState } from "react";
import { Label } from "@/components/ui/label";
import { SORTS, SORT_LABELS, listingHref, type ListingQuery, type Sort } from "@/lib/listing";
import { useListingNavigation } from "./listing-navigation";

export function SortSelect({ query }: { query: ListingQuery }) {
  const { navigate } = useListingNavigation();
  // The choice shows at once; the results follow the URL in a transition.
  const [sort, setSort] = useState(query.sort);
  const [seen, setSeen] = useState(query.sort);
  if (seen !== query.sort) {
    setSeen(query.sort);
    setSort(query.sort);
  }
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="sort" className="text-sm whitespace-nowrap text-muted-foreground">
        Sort by
      </Label>
      <select
        id="sort"
        name="sort"
        form="listing-filters"
        value={sort}
        onChange={(event) => {
          const next = event.target.value as Sort;
          setSort(next);
          navigate(listingHref({ ...query, sort: next }));
        }}
        className="h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
