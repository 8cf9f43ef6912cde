// The rows of an import preview that change a product: each field the import would change, the
// shop's value now and the file's, and for conflicts the box that takes the file's values.
import { Badge } from "@/components/ui/badge";
import type { FieldChange, RowChanges } from "@/lib/admin/import-plan";
import { cn } from "@/lib/utils";

/** A value as the preview shows it, under its label: long text clipped to three lines, an empty cell named. */
function Value({ text, label, strong }: { text: string; label: string; strong?: boolean }) {
  return (
    <dd className="min-w-0">
      <span className="block text-xs text-muted-foreground">{label}</span>
      <span className={cn("line-clamp-3 whitespace-pre-line break-words", strong && "font-medium")} title={text}>
        {text === "" ? <em className="text-muted-foreground">empty</em> : text}
      </span>
    </dd>
  );
}

function Changes({ changes, conflictLabel }: { changes: readonly FieldChange[]; conflictLabel: string }) {
  return (
    <dl className="divide-y text-sm">
      {changes.map((change) => (
        <div
          key={change.field}
          className="grid grid-cols-2 gap-x-3 gap-y-1 py-2 sm:grid-cols-[12rem_1fr_1fr]"
          data-testid={`change-${change.field}`}
        >
          <dt className="col-span-2 flex flex-wrap items-start gap-x-2 gap-y-1 sm:col-span-1">
            <span className="font-mono text-xs leading-5">{change.field}</span>
            {change.conflict && (
              <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-950">
                {conflictLabel}
              </Badge>
            )}
          </dt>
          <Value text={change.from} label="Shop now" />
          <Value text={change.to} label="Your file" strong />
        </div>
      ))}
    </dl>
  );
}

function RowTitle({ row }: { row: RowChanges }) {
  return (
    <p className="font-medium">
      {row.name} <span className="font-mono text-xs font-normal text-muted-foreground">{row.id}</span>{" "}
      <span className="text-xs font-normal text-muted-foreground">(line {row.line})</span>
    </p>
  );
}

/**
 * A list of changed rows; with `choose`, the conflicts, each with its box to take the file's
 * values, their conflicting fields marked with `conflictLabel`.
 */
export function ChangedRows({
  id,
  title,
  hint,
  rows,
  choose,
  conflictLabel = "",
}: {
  id: string;
  title: string;
  hint?: string;
  rows: RowChanges[];
  choose: boolean;
  conflictLabel?: string;
}) {
  return (
    <section className="space-y-2" aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      <ul className="max-h-[32rem] space-y-2 overflow-auto">
        {rows.map((row) => (
          <li
            key={row.id}
            className={choose ? "rounded-md border border-amber-200 p-3" : "rounded-md border p-3"}
            data-testid={choose ? "import-conflict" : "import-update"}
          >
            <RowTitle row={row} />
            <Changes changes={row.changes} conflictLabel={conflictLabel} />
            {choose && (
              <label className="mt-2 flex items-center gap-2 text-sm font-medium">
                <input type="checkbox" name="useFile" value={row.id} className="size-4 accent-[var(--primary)]" />
                Use the file&apos;s values for {row.name}
              </label>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
