"use client";

// The listing's sort select.
import { useEffect, useRef, useState } from "react";
import { clsx } from "clsx";
import { LABEL_CLASSES } from "@/components/ui/field-classes";
import { NativeSelect } from "@/components/ui/native-select";
import { SORTS, SORT_LABELS, type Sort } from "@/lib/catalog/listing";
import { useListingNavigation } from "./listing-navigation";

const isSort = (value: string): value is Sort => (SORTS as readonly string[]).includes(value);

/**
 * Sorts at once when changed. Without JavaScript it belongs to the filters' GET form (Apply
 * Filters sends it); a choice made while the page was still loading is applied when it is ready.
 */
export function SortSelect() {
  const { change, shown } = useListingNavigation();
  const select = useRef<HTMLSelectElement>(null);
  // The choice shows at once; the results follow the URL in a transition.
  const [sort, setSort] = useState(shown.sort);

  function choose(next: Sort) {
    setSort(next);
    change({ sort: next });
  }

  useEffect(() => {
    const chosen = select.current?.value ?? shown.sort;
    if (chosen !== shown.sort && isSort(chosen)) choose(chosen);
    // Once, when the page becomes interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sort" className={clsx(LABEL_CLASSES, "whitespace-nowrap text-muted-foreground")}>
        Sort by
      </label>
      <NativeSelect
        ref={select}
        id="sort"
        name="sort"
        form="listing-filters"
        value={sort}
        onChange={(event) => {
          if (isSort(event.target.value)) choose(event.target.value);
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
