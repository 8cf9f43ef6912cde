// The gradient call-to-action band that closes a page or sits beside its content.
import { cn } from "@/lib/utils";

/**
 * A heading, a line of text, optional details (a list of store facts) and the band's buttons, on
 * the brand gradient. `row` puts the buttons to the right of the text on wide screens; otherwise
 * they sit below it.
 */
export function CtaBand({
  id,
  title,
  lead,
  children,
  actions,
  row = false,
  className,
}: {
  /** The heading's id, which names the band for assistive technology. */
  id: string;
  title: string;
  lead?: string;
  children?: React.ReactNode;
  actions: React.ReactNode;
  row?: boolean;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "rounded-2xl bg-gradient-to-br from-primary to-slate-900 p-6 text-white shadow-md sm:p-8",
        row && "flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between",
        className,
      )}
    >
      <div>
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        {lead && <p className="mt-2 text-white/85">{lead}</p>}
        {children}
      </div>
      <div className={cn("flex flex-wrap gap-3", row ? "shrink-0" : "mt-6")}>{actions}</div>
    </section>
  );
}
