"use client";

// The listing's sort select.
import { useState } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SORTS, SORT_LABELS, listingHref, type ListingQuery, type Sort } from "@/lib/catalog/listing";
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
      <NativeSelect
        id="sort"
        name="sort"
        form="listing-filters"
        value={sort}
        onChange={(event) => {
          const next = event.target.value as Sort;
          setSort(next);
          navigate(listingHref({ ...query, sort: next }));
        }}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
