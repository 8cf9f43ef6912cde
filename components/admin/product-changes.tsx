// The "Changes" section of a staff product page: its latest changes, newest first, a link that
// shows older ones, and a link to the same list among the shop's recent changes.
import Link from "next/link";
import { changeListHref, PRODUCT_CHANGES_STEP, type ChangeLogEntry } from "@/lib/admin/change-log";
import { ChangeEntries } from "./change-entries";

export function ProductChanges({
  productId,
  entries,
  more,
}: {
  productId: string;
  entries: ChangeLogEntry[];
  /** Whether the product has older changes than these. */
  more: boolean;
}) {
  const older = `/admin/products/${encodeURIComponent(productId)}?changes=${entries.length + PRODUCT_CHANGES_STEP}#changes`;
  return (
    <section id="changes" aria-labelledby="changes-title" className="scroll-mt-4 space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="changes-title" className="text-lg font-semibold">
          Changes
        </h2>
        <Link href={changeListHref({ search: productId })} className="text-sm underline">
          Open in all changes
        </Link>
      </div>
      {entries.length > 0 ? (
        <ChangeEntries entries={entries} showProduct={false} />
      ) : (
        <p className="rounded-lg border bg-white p-4 text-sm text-muted-foreground">No changes recorded yet.</p>
      )}
      {more && (
        <Link href={older} scroll={false} className="inline-block text-sm underline">
          Show older changes
        </Link>
      )}
    </section>
  );
}
