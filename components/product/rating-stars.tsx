import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

/** Five stars filled to the rating (to a tenth), with the count; text for screen readers. */
export function RatingStars({
  rating,
  reviewCount,
  className,
  size = "sm",
}: {
  rating: number;
  reviewCount?: number;
  className?: string;
  size?: "sm" | "md";
}) {
  const label =
    reviewCount === 0 || rating === 0
      ? "No reviews yet"
      : `Rated ${rating.toFixed(1)} out of 5${reviewCount !== undefined ? ` from ${reviewCount.toLocaleString("en-US")} reviews` : ""}`;
  const starSize = size === "sm" ? "size-3.5" : "size-5";
  return (
    <div className={cn("flex items-center gap-1.5", className)}>
      <span className="sr-only">{label}</span>
      <span className="relative inline-flex" aria-hidden="true">
        <span className="flex text-slate-300">
          {Array.from({ length: 5 }, (_, index) => (
            <Star key={index} className={cn(starSize, "fill-current")} />
          ))}
        </span>
        <span className="absolute inset-0 flex overflow-hidden text-amber-400" style={{ width: `${(Math.min(Math.max(rating, 0), 5) / 5) * 100}%` }}>
          {Array.from({ length: 5 }, (_, index) => (
            <Star key={index} className={cn(starSize, "shrink-0 fill-current")} />
          ))}
        </span>
      </span>
      <span className={cn("text-muted-foreground", size === "sm" ? "text-xs" : "text-sm")} aria-hidden="true">
        {reviewCount === 0 || rating === 0
          ? "No reviews yet"
          : `${rating.toFixed(1)}${reviewCount !== undefined ? ` (${reviewCount.toLocaleString("en-US")})` : ""}`}
      </span>
    </div>
  );
}
