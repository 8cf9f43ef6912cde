// Placeholder cards while a listing loads.
import { Loading, Skeleton } from "@/components/ui/skeleton";

/** Six card-shaped placeholders while products load. */
export function ProductGridSkeleton() {
  return (
    <Loading
      label="Loading products"
      className="grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-3"
      data-testid="product-skeletons"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-xl border">
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-7 w-28" />
            <Skeleton className="h-9 w-full" />
          </div>
        </div>
      ))}
    </Loading>
  );
}
