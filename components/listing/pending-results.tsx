"use client";

import { ProductGridSkeleton } from "./product-grid-skeleton";
import { useListingNavigation } from "./listing-navigation";

export function PendingResults({ children }: { children: React.ReactNode }) {
  const { pending } = useListingNavigation();
  return pending ? <ProductGridSkeleton /> : <>{children}</>;
}
