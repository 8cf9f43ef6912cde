// A customer quote with its five stars, name and town (home, Columbus and community pages). The
// stars are the rating mask and the quotation marks come from the stylesheet, so the page's text
// stays in one-byte characters (docs/benchmarks.md: "Cached pages in one-byte characters").
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
      <blockquote className="mt-2 flex-1 leading-relaxed before:content-['\201C'] after:content-['\201D']">
        {text}
      </blockquote>
      <figcaption className="mt-3 font-medium text-muted-foreground">
        {name}, {place}
      </figcaption>
    </figure>
  );
}
