// The top of a content page: breadcrumbs, h1 and lead paragraph.
import type { LucideIcon } from "lucide-react";
import { Breadcrumbs, type Crumb } from "@/components/shared/breadcrumbs";
import { cn } from "@/lib/utils";

/** The top of a content page: breadcrumb trail, the page's one h1 and a short lead paragraph. */
export function PageHero({
  crumbs,
  eyebrow,
  icon: Icon,
  title,
  lead,
  tone = "plain",
  children,
}: {
  crumbs: Crumb[];
  eyebrow?: string;
  icon?: LucideIcon;
  title: string;
  lead?: React.ReactNode;
  /** "brand" is the home page's blue band, for the local area pages. */
  tone?: "plain" | "brand";
  /** Buttons or facts under the lead. */
  children?: React.ReactNode;
}) {
  const brand = tone === "brand";
  return (
    <section
      className={cn(
        brand
          ? "bg-gradient-to-br from-primary via-[#1d3fa8] to-slate-900 text-white"
          : "border-b bg-gradient-to-b from-muted/70 to-background",
      )}
    >
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 md:pb-14">
        <div
          className={cn(
            brand && "[&_a]:text-white/80 [&_a:hover]:text-white [&_nav]:text-white/70 [&_[aria-current]]:text-white",
          )}
        >
          <Breadcrumbs items={crumbs} />
        </div>
        <div className="mt-6 max-w-3xl md:mt-8">
          {eyebrow && (
            <p
              className={cn(
                "inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium",
                brand ? "bg-white/15" : "bg-primary/10 text-primary",
              )}
            >
              {Icon && <Icon className="size-4" aria-hidden="true" />}
              {eyebrow}
            </p>
          )}
          <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance md:text-5xl">
            {title}
          </h1>
          {lead && (
            <div className={cn("mt-4 text-lg leading-relaxed", brand ? "text-white/85" : "text-muted-foreground")}>
              {lead}
            </div>
          )}
          {children && <div className="mt-7">{children}</div>}
        </div>
      </div>
    </section>
  );
}
