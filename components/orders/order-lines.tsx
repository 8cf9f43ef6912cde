// An order's product lines: name, quantity times unit price, the warranty chosen and the line
// total, as the summaries, success page, tracking and payment page list them.
import { formatCents } from "@/lib/money";
import { warrantyPlan, type WarrantyId } from "@/lib/store";
import { cn } from "@/lib/utils";

export interface DisplayLine {
  productId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  warrantyId: WarrantyId;
  warrantyUnitCents: number;
  lineTotalCents: number;
}

export function OrderLines({ lines, className }: { lines: readonly DisplayLine[]; className?: string }) {
  return (
    <ul className={cn("divide-y text-sm", className)} data-testid="order-lines">
      {lines.map((line) => (
        <li key={line.productId} className="flex justify-between gap-4 py-2.5">
          <div className="min-w-0">
            <p className="font-medium leading-snug">{line.name}</p>
            <p className="text-xs text-muted-foreground">
              {line.quantity} × {formatCents(line.unitPriceCents)}
            </p>
            <p className="text-xs text-muted-foreground">
              {line.warrantyUnitCents > 0
                ? `${warrantyPlan(line.warrantyId).label}: ${line.quantity} × ${formatCents(line.warrantyUnitCents)}`
                : "Manufacturer warranty only (1 year)"}
            </p>
          </div>
          <p className="shrink-0 font-semibold tabular-nums">{formatCents(line.lineTotalCents)}</p>
        </li>
      ))}
    </ul>
  );
}
