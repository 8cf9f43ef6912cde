// shadcn/ui Skeleton: a pulsing placeholder block, and the named region that holds placeholders.
import { cn } from "@/lib/utils";

function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}

/**
 * Placeholders while something loads, in a status region whose words, read by screen readers
 * only, say what is loading ("Loading products"). A plain block may not carry a label instead.
 */
function Loading({ label, children, ...props }: React.ComponentProps<"div"> & { label: string }) {
  return (
    <div role="status" aria-busy="true" {...props}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

export { Loading, Skeleton };
