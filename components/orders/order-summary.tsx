// The order summary every screen shows: the pricing function's rows (subtotal, warranty, pickup
// or delivery, add-ons, tax) and the total, formatted at the edge.
import { formatCents } from "@/lib/money";
import { summaryRows, type PriceTotals } from "@/lib/pricing";
import { cn } from "@/lib/utils";

export function OrderSummaryRows({
  totals,
  deliveryNote,
  totalLabel = "Total",
  className,
}: {
  totals: PriceTotals;
  /** How the delivery distance reads, e.g. "12 miles". */
  deliveryNote?: string;
  totalLabel?: string;
  className?: string;
}) {
  return (
    <dl className={cn("space-y-2 text-sm", className)} data-testid="order-summary">
      {summaryRows(totals, deliveryNote).map((row) => (
        <div key={row.id} className="flex items-baseline justify-between gap-4" data-testid={`summary-${row.id}`}>
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className={cn("font-medium tabular-nums", row.cents === 0 && row.id !== "tax" && "text-success")}>
            {row.cents === 0 && row.id !== "tax" ? "Free" : formatCents(row.cents)}
          </dd>
        </div>
      ))}
      <div
        className="flex items-baseline justify-between gap-4 border-t pt-3 text-base font-bold"
        data-testid="summary-total"
      >
        <dt>{totalLabel}</dt>
        <dd className="tabular-nums">{formatCents(totals.totalCents)}</dd>
      </div>
    </dl>
  );
}
