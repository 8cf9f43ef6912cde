"use client";

// One shared navigation for the listing's filters, sort and results.
import { useRouter } from "next/navigation";
import { createContext, useContext, useEffect, useRef, useState, useTransition } from "react";
import { listingHref, type ListingFilters, type ListingQuery } from "@/lib/catalog/listing";

interface ListingNavigation {
  /** A change is loading: the results show skeletons. */
  pending: boolean;
  /**
   * The choices this page's controls show: its own query, or, when a change the shopper made
   * while this page loaded is about to follow, that change.
   */
  shown: ListingFilters;
  /**
   * Goes to this listing with `changes` made (back to its first page) and returns the address of
   * the listing that shows next. Changes build on each other: a second choice made while the first
   * still loads keeps the first, and waits for it.
   */
  change(changes: Partial<ListingFilters>): string;
}

const Context = createContext<ListingNavigation | null>(null);

/**
 * Only one listing loads at a time. A change made while one loads waits (the latest choices
 * win) and goes once that listing has arrived; overlapping loads of the same page would race each
 * other, and under load the router gives up on a superseded one by loading it as a whole page,
 * which drops whatever the shopper typed since. Each listing page mounts afresh, so this outlives
 * them: where the load in flight goes, and the choices waiting for it.
 */
const flight: { href: string | null; waiting: ListingFilters | null; by: object | null } = {
  href: null,
  waiting: null,
  by: null,
};

/** Shares one navigation transition between the filters, the sort and the results. */
export function ListingNavigationProvider({ query, children }: { query: ListingQuery; children: React.ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // A change waiting for the load that led here goes as soon as this page is ready.
  const here = listingHref(query, query.page);
  const [arrived] = useState(() => (flight.href === here ? flight.waiting : null));
  // Where the latest change leads.
  const target = useRef<ListingFilters>(arrived ?? query);
  // Which page's navigation sent the load in flight, and whether that load has shown as pending here.
  const [self] = useState(() => ({}));
  const sawPending = useRef(false);

  const go = (href: string) => {
    Object.assign(flight, { href, waiting: null, by: self });
    startTransition(() => router.push(href, { scroll: false }));
  };

  const change = (changes: Partial<ListingFilters>) => {
    target.current = { ...target.current, ...changes };
    const href = listingHref(target.current);
    if (flight.href === null) {
      // Choices that come back to this page's own go nowhere.
      if (href !== listingHref(query)) go(href);
      return href;
    }
    flight.waiting = href === flight.href ? null : target.current;
    return flight.href;
  };

  // The load in flight has ended: here (this page mounted, or the same page came again) or
  // somewhere else (Back, a link away), when what waited for it no longer applies.
  useEffect(() => {
    if (pending) sawPending.current = true;
    // Still loading, or sent by this page's own controls as it became ready and not under way yet.
    if (pending || flight.href === null || (flight.by === self && !sawPending.current)) return;
    const waiting = flight.href === here ? flight.waiting : null;
    Object.assign(flight, { href: null, waiting: null, by: null });
    if (waiting && listingHref(waiting) !== listingHref(query)) go(listingHref(waiting));
    // Runs when a load ends; `query` is fixed for this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);

  return <Context value={{ pending, shown: arrived ?? query, change }}>{children}</Context>;
}

export function useListingNavigation(): ListingNavigation {
  const navigation = useContext(Context);
  if (!navigation) throw new Error("useListingNavigation needs a ListingNavigationProvider around it");
  return navigation;
}
