// A list with check marks for content pages.
import { CheckCircle2 } from "lucide-react";
import { cn } from "@/lib/utils";

/** A list with check marks, for "what to bring" and feature lists. */
export function CheckList({ items, className }: { items: readonly React.ReactNode[]; className?: string }) {
  return (
    <ul className={cn("space-y-3", className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
