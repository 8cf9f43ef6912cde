// What a search says above its results: what it shows instead when the words as typed found
// nothing, a "Did you mean" link when a word was corrected, the closest model numbers, the
// notes of the shop words it read, and what the shop offers that the search asked about.
import Link from "next/link";
import { Info } from "lucide-react";
import type { NavLink } from "@/lib/content/navigation";
import type { SearchSummary } from "@/lib/content/search-summary";

export function SearchNotices({ summary }: { summary: SearchSummary }) {
  const { instead, didYouMean, closestModels, notes, services } = summary;
  if (!instead && !didYouMean && !closestModels && notes.length === 0 && services.length === 0) return null;
  return (
    <div className="mb-5 space-y-1.5 rounded-lg border bg-muted/40 px-4 py-3 text-sm" data-testid="search-notices">
      {instead && (
        <p>
          No results for <span className="quoted font-semibold">{instead.asked}</span>
          {instead.within && <> in {instead.within}</>}; showing <span className="font-semibold">{instead.shown}</span>.
        </p>
      )}
      {closestModels && <p>No model number matches exactly; these are the closest.</p>}
      {didYouMean && (
        <p>
          Did you mean{" "}
          <Link href={didYouMean.href} className="quoted font-semibold text-primary underline underline-offset-2">
            {didYouMean.text}
          </Link>
          ?
        </p>
      )}
      {notes.map((note) => (
        <Note key={note} text={note} />
      ))}
      {services.map(({ text, link }) => (
        <Note key={text} text={text} link={link} />
      ))}
    </div>
  );
}

/** A line of what the search's words say, with the page that explains it when there is one. */
function Note({ text, link }: { text: string; link?: NavLink }) {
  return (
    <p className="flex items-start gap-1.5 text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {text}
        {link && (
          <>
            {" "}
            <Link href={link.href} className="font-medium text-primary underline underline-offset-2">
              {link.label}
            </Link>
          </>
        )}
      </span>
    </p>
  );
}
