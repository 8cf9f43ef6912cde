// The badge naming a unit's deal: open box, scratch & dent or clearance.
import type { DealType } from "@/db/schema";
import { DEAL_LABELS } from "@/lib/catalog/listing";
import { cn } from "@/lib/utils";

const STYLES: Record<DealType, string> = {
  "open-box": "bg-sky-700 text-white",
  "scratch-dent": "bg-deal text-deal-foreground",
  clearance: "bg-rose-700 text-white",
};

export function DealBadge({ deal, className }: { deal: DealType; className?: string }) {
  return <span className={cn("deal-badge", STYLES[deal], className)}>{DEAL_LABELS[deal]}</span>;
}
