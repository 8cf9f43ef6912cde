// The model's star rating with its review count. These are reviews of the model (usually new), not
// of the one unit on sale, and the text says so.
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
  const unrated = reviewCount === 0 || rating === 0;
  const count = reviewCount !== undefined ? reviewCount.toLocaleString("en-US") : undefined;
  const label = unrated
    ? "No reviews yet"
    : `This model is rated ${rating.toFixed(1)} out of 5${count !== undefined ? ` in ${count} reviews` : ""} (reviews of the model, not of this unit)`;
  const percent = (Math.min(Math.max(rating, 0), 5) / 5) * 100;
  return (
    <div className={cn("flex items-center gap-1.5", size === "sm" ? "text-xs" : "text-sm", className)}>
      <span className="sr-only">{label}</span>
      <span
        className={cn("rating-stars", size === "sm" ? "text-sm" : "text-xl")}
        style={{ "--rating": `${percent}%` } as React.CSSProperties}
        aria-hidden="true"
      />
      <span className="text-muted-foreground" aria-hidden="true">
        {unrated ? "No reviews yet" : `${rating.toFixed(1)} model rating${count !== undefined ? ` (${count})` : ""}`}
      </span>
    </div>
  );
}
