// A customer quote with its five stars, name and town (home, Columbus and community pages). The
// stars are the rating mask and the quotation marks the `quoted` utility, not text characters.
import { cn } from "@/lib/utils";

export function ReviewCard({
  name,
  place,
  text,
  className,
}: {
  name: string;
  place: string;
  text: string;
  className?: string;
}) {
  return (
    <figure className={cn("flex h-full flex-col rounded-xl border bg-card p-5 text-sm shadow-sm", className)}>
      <span
        className="rating-stars text-base"
        style={{ "--rating": "100%" } as React.CSSProperties}
        role="img"
        aria-label="5 out of 5 stars"
      />
      <blockquote className="mt-2 flex-1 leading-relaxed quoted">{text}</blockquote>
      <figcaption className="mt-3 font-medium text-muted-foreground">
        {name}, {place}
      </figcaption>
    </figure>
  );
}
