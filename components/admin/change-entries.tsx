// Entries of the product change log, newest first: when, which product (on the shop-wide list),
// which field from what to what, who, and how (a staff edit, an import naming its file, a sale,
// release or return naming its order). A table on a wide screen, one stacked block per entry on a
// phone.
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { StackedCell, StackedRow, StackedTable } from "./stacked-table";
import type { ChangeLogEntry } from "@/lib/admin/change-log";
import { actorLabel, fieldLabel, SOURCE_LABELS } from "@/lib/admin/product-change-entries";
import { formatStaffTime } from "@/lib/admin/staff-time";

/** Values longer than this open on a tap, so a changed description does not fill the list. */
const LONG_VALUE = 120;

function Value({ value }: { value: string | null }) {
  if (value === null) return <span className="text-muted-foreground italic">none</span>;
  if (value.length <= LONG_VALUE) return <span className="break-words whitespace-pre-line">{value}</span>;
  return (
    <details className="inline-block max-w-full align-top">
      <summary className="cursor-pointer break-words">{value.slice(0, LONG_VALUE - 20)}…</summary>
      <span className="block break-words whitespace-pre-line">{value}</span>
    </details>
  );
}

/** A value that reads well on one line beside the other: short, one line. */
const inline = (value: string | null) => value === null || (value.length <= 60 && !value.includes("\n"));

/** Which field changed, from what to what: "old → new" on one line, or Before and After as blocks (lists, long text). */
function Change({ entry }: { entry: ChangeLogEntry }) {
  const label = fieldLabel(entry.field);
  if (entry.field === "created") {
    return (
      <div className="min-w-0" data-testid="change-what">
        <span className="font-medium">{label}</span>: <Value value={entry.newValue} />
      </div>
    );
  }
  if (inline(entry.oldValue) && inline(entry.newValue)) {
    return (
      <div className="min-w-0" data-testid="change-what">
        <div className="font-medium">{label}</div>
        <span className="text-muted-foreground">
          <Value value={entry.oldValue} />
        </span>
        {" → "}
        <Value value={entry.newValue} />
      </div>
    );
  }
  return (
    <div className="min-w-0" data-testid="change-what">
      <div className="font-medium">{label}</div>
      <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1">
        <dt className="text-xs text-muted-foreground uppercase">Before</dt>
        <dd className="text-muted-foreground">
          <Value value={entry.oldValue} />
        </dd>
        <dt className="text-xs text-muted-foreground uppercase">After</dt>
        <dd>
          <Value value={entry.newValue} />
        </dd>
      </dl>
    </div>
  );
}

function Origin({ entry }: { entry: ChangeLogEntry }) {
  const detail = entry.sourceDetail;
  return (
    <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
      <Badge variant="secondary" data-source={entry.source}>
        {SOURCE_LABELS[entry.source]}
      </Badge>
      {detail && entry.source === "import" && <span className="break-all">{detail}</span>}
      {detail &&
        entry.source !== "import" &&
        (entry.orderId ? (
          <Link href={`/admin/orders/${entry.orderId}`} className="font-mono underline">
            {detail}
          </Link>
        ) : (
          <span className="font-mono">{detail}</span>
        ))}
    </span>
  );
}

export function ChangeEntries({ entries, showProduct }: { entries: ChangeLogEntry[]; showProduct: boolean }) {
  const columns = [
    { label: "When", className: "w-44" },
    ...(showProduct ? [{ label: "Product" }] : []),
    { label: "Change" },
    { label: "By", className: "w-56" },
  ];
  return (
    <StackedTable columns={columns} empty={null} testId="change-entries">
      {entries.map((entry) => (
        <StackedRow key={entry.id} testId="change-entry">
          <StackedCell className="text-muted-foreground max-md:col-span-2 max-md:text-xs md:whitespace-nowrap">
            <time dateTime={entry.createdAt.toISOString()}>{formatStaffTime(entry.createdAt)}</time>
          </StackedCell>
          {showProduct && (
            <StackedCell className="min-w-0 max-md:col-span-2">
              <Link href={`/admin/products/${entry.productId}`} className="font-medium break-words hover:underline">
                {entry.productName ?? entry.productId}
              </Link>
              <div className="font-mono text-xs break-all text-muted-foreground">{entry.productId}</div>
            </StackedCell>
          )}
          <StackedCell className="min-w-0 max-md:col-span-2">
            <Change entry={entry} />
          </StackedCell>
          <StackedCell className="min-w-0 max-md:col-span-2">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 md:block md:space-y-1" data-testid="change-by">
              <div>{actorLabel(entry)}</div>
              <Origin entry={entry} />
            </div>
          </StackedCell>
        </StackedRow>
      ))}
    </StackedTable>
  );
}
