"use client";

// Shows skeletons in place of the results while a filter change loads.
import { ProductGridSkeleton } from "./product-grid-skeleton";
import { useListingNavigation } from "./listing-navigation";

export function PendingResults({ children }: { children: React.ReactNode }) {
  const { pending } = useListingNavigation();
  return pending ? <ProductGridSkeleton /> : <>{children}</>;
}
