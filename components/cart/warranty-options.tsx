"use client";

// The extended warranty plans for one item as a radio list: none, 2, 3, 4 or 5 years, priced per
// unit by the table for the item's price, 2-year marked Recommended.
import { Badge } from "@/components/ui/badge";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { formatCents } from "@/lib/money";
import { WARRANTY, warrantyPriceCents, type WarrantyId } from "@/lib/store";
import { cn } from "@/lib/utils";

export function WarrantyOptions({
  name,
  unitPriceCents,
  value,
  onChange,
  className,
}: {
  /** Unique per item, for the radio ids. */
  name: string;
  unitPriceCents: number;
  value: WarrantyId;
  onChange: (id: WarrantyId) => void;
  className?: string;
}) {
  return (
    <RadioGroup
      value={value}
      onValueChange={(id) => onChange(id as WarrantyId)}
      className={cn("gap-2", className)}
      aria-label="Extended warranty"
    >
      {WARRANTY.plans.map((plan) => {
        const id = `${name}-${plan.id}`;
        const price = warrantyPriceCents(plan.id, unitPriceCents);
        return (
          <label
            key={plan.id}
            htmlFor={id}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/60",
              value === plan.id && "border-primary bg-primary/5",
            )}
          >
            <RadioGroupItem id={id} value={plan.id} className="mt-0.5" />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {plan.label}
                {plan.recommended && <Badge variant="success">Recommended</Badge>}
              </span>
              <span className="block text-xs text-muted-foreground">{plan.description}</span>
            </span>
            <span className="shrink-0 text-right font-semibold tabular-nums">
              {price === 0 ? "Free" : formatCents(price)}
              {price > 0 && <span className="block text-xs font-normal text-muted-foreground">per unit</span>}
            </span>
          </label>
        );
      })}
    </RadioGroup>
  );
}
