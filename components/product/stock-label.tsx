// "In Stock" or "Call to Order" for a product's stock.
import { CheckCircle2, PhoneCall } from "lucide-react";
import { STORE } from "@/lib/store";
import { cn } from "@/lib/utils";

export function StockLabel({ stockQuantity, className }: { stockQuantity: number; className?: string }) {
  if (stockQuantity > 0) {
    return (
      <p className={cn("flex items-center gap-1 text-sm font-medium text-success", className)}>
        <CheckCircle2 className="size-4" aria-hidden="true" />
        In Stock
      </p>
    );
  }
  return (
    <p className={cn("flex items-center gap-1 text-sm font-medium text-amber-700", className)}>
      <PhoneCall className="size-4" aria-hidden="true" />
      Call to Order: {STORE.phone}
    </p>
  );
}
