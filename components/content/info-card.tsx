// A bordered card with an icon and heading for facts on content pages.
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** A bordered card with an icon badge and a heading, for facts and short blurbs on content pages. */
export function InfoCard({
  icon: Icon,
  title,
  headingLevel = 2,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  headingLevel?: 2 | 3;
  className?: string;
  children: React.ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={cn("flex gap-4 rounded-xl border bg-card p-5 shadow-sm", className)}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <Heading className="font-semibold">{title}</Heading>
        <div className="mt-1 text-sm leading-relaxed text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}
