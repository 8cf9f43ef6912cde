// "In Stock" or "Call to Order" for a product's stock.
import { STORE } from "@/lib/store";
import { cn } from "@/lib/utils";
import { SpriteIcon } from "@/components/shared/sprite-icon";

export function StockLabel({ stockQuantity, className }: { stockQuantity: number; className?: string }) {
  if (stockQuantity > 0) {
    return (
      <p className={cn("flex items-center gap-1 text-sm font-medium text-success", className)}>
        <SpriteIcon name="circle-check" className="size-4" />
        In Stock
      </p>
    );
  }
  return (
    <p className={cn("flex items-center gap-1 text-sm font-medium text-amber-700", className)}>
      <SpriteIcon name="phone-call" className="size-4" />
      Call to Order: {STORE.phone}
    </p>
  );
}
