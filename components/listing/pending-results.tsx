"use client";

// Shows placeholders in place of the results while a filter change loads.
import { useListingNavigation } from "./listing-navigation";

/** `placeholder` is drawn on the server and handed in, so its code is not in the page's. */
export function PendingResults({ children, placeholder }: { children: React.ReactNode; placeholder: React.ReactNode }) {
  const { pending } = useListingNavigation();
  return pending ? <>{placeholder}</> : <>{children}</>;
}
