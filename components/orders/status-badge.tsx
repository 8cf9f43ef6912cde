// An order's status as a coloured pill: delivered green, in transit blue, processing yellow,
// cancelled red, else grey (tracking page and staff screens).
import type { StatusTone } from "@/lib/orders/order-status";
import { cn } from "@/lib/utils";

const TONES: Record<StatusTone, string> = {
  green: "bg-green-100 text-green-800 border-green-200",
  blue: "bg-blue-100 text-blue-800 border-blue-200",
  yellow: "bg-yellow-100 text-yellow-900 border-yellow-200",
  red: "bg-red-100 text-red-800 border-red-200",
  grey: "bg-slate-100 text-slate-700 border-slate-200",
};

export function StatusBadge({ tone, label, className }: { tone: StatusTone; label: string; className?: string }) {
  return (
    <span
      className={cn("rounded-full border px-3 py-1 text-sm font-semibold whitespace-nowrap", TONES[tone], className)}
      data-testid="status-badge"
      data-tone={tone}
    >
      {label}
    </span>
  );
}
