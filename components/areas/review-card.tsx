// A customer quote with stars, name and town.
/** A customer quote with its five stars, name and town. */
export function ReviewCard({ name, place, text }: { name: string; place: string; text: string }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border bg-card p-5 text-sm shadow-sm">
      <p className="text-amber-500" role="img" aria-label="5 out of 5 stars">
        ★★★★★
      </p>
      <blockquote className="mt-2 flex-1 leading-relaxed">“{text}”</blockquote>
      <figcaption className="mt-3 font-medium text-muted-foreground">
        {name}, {place}
      </figcaption>
    </figure>
  );
}
