// The store's wordmark linking home.
import Link from "next/link";
import { STORE } from "@/lib/store";
import { cn } from "@/lib/utils";

/** The store's name as a two-line wordmark: its first word large, the rest small. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const [lead, ...rest] = STORE.name.split(" ");
  return (
    <Link href="/" className={cn("flex shrink-0 items-center gap-2.5", className)}>
      <svg viewBox="0 0 64 64" className="size-10" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={inverted ? "#fff" : "var(--primary)"} />
        <rect x="17" y="10" width="30" height="44" rx="4" fill={inverted ? "var(--primary)" : "#fff"} />
        <rect x="17" y="10" width="30" height="10" rx="4" fill={inverted ? "#3b63d9" : "#dbe4ff"} />
        <circle cx="32" cy="36" r="10" fill="none" stroke={inverted ? "#fff" : "var(--primary)"} strokeWidth="4" />
        <circle cx="24" cy="15" r="2" fill={inverted ? "#fff" : "var(--primary)"} />
        <path d="M44 46l6 6" stroke="var(--deal)" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className={cn("text-base font-extrabold tracking-tight", inverted ? "text-white" : "text-primary")}>
          {lead}
        </span>{" "}
        <span
          className={cn(
            "text-xs font-semibold uppercase tracking-[0.14em]",
            inverted ? "text-white/80" : "text-muted-foreground",
          )}
        >
          {rest.join(" ")}
        </span>
      </span>
    </Link>
  );
}
