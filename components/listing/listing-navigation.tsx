"use client";

// One shared navigation for the listing's filters, sort and results.
import { useRouter } from "next/navigation";
import { createContext, useContext, useRef, useTransition } from "react";
import { listingHref, type ListingFilters, type ListingQuery } from "@/lib/catalog/listing";

interface ListingNavigation {
  /** A change is loading: the results show skeletons. */
  pending: boolean;
  /**
   * Goes to this listing with `changes` made (back to its first page) and returns where it went.
   * Changes build on each other: a second choice made while the first still loads keeps the first.
   */
  change(changes: Partial<ListingFilters>): string;
}

const Context = createContext<ListingNavigation>({ pending: false, change: () => "" });

/** Shares one navigation transition between the filters, the sort and the results. */
export function ListingNavigationProvider({ query, children }: { query: ListingQuery; children: React.ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // Where the latest change leads; each listing page mounts afresh, so this starts at its query.
  const target = useRef<ListingFilters>(query);
  const change = (changes: Partial<ListingFilters>) => {
    target.current = { ...target.current, ...changes };
    const href = listingHref(target.current);
    startTransition(() => router.push(href, { scroll: false }));
    return href;
  };
  return <Context value={{ pending, change }}>{children}</Context>;
}

export function useListingNavigation(): ListingNavigation {
  return useContext(Context);
}
