"use client";

// Buy Now step 4: the extended warranty, 2-year by default; "none" asks "Are you sure?".
import { AlertTriangle } from "lucide-react";
import { WarrantyOptions } from "@/components/cart/warranty-options";
import type { WarrantyId } from "@/lib/store";

export function WarrantyStep({
  unitPriceCents,
  value,
  onChange,
}: {
  unitPriceCents: number;
  value: WarrantyId;
  onChange: (value: WarrantyId) => void;
}) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Every appliance includes the 1-year manufacturer warranty. Extend it per unit:
      </p>
      <WarrantyOptions name="buy-now-warranty" unitPriceCents={unitPriceCents} value={value} onChange={onChange} />
      {value === "none" && (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
          <p>
            <span className="font-semibold">Are you sure?</span> One repair visit often costs more than the plan. We
            recommend at least the 2-year protection for scratch-and-dent appliances.
          </p>
        </div>
      )}
    </div>
  );
}
