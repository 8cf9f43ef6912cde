"use client";

// The staff area's menu: a line of its own under the shop's name and the account, every entry
// always showing, wrapping onto more lines on a phone (nothing hidden behind sideways scrolling),
// with the page staff are on marked.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";

export interface MenuEntry {
  href: string;
  label: string;
}

/** Whether `path` is the entry's page or one under it (the dashboard only itself). */
function isCurrent(href: string, path: string): boolean {
  return href === "/admin" ? path === href : path === href || path.startsWith(`${href}/`);
}

export function StaffMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const path = usePathname();
  return (
    <nav aria-label="Staff area" className="order-last w-full">
      <ul className="-mx-1 flex flex-wrap gap-1">
        {entries.map((entry) => {
          const current = isCurrent(entry.href, path);
          return (
            <li key={entry.href}>
              <Link
                href={entry.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "block rounded-md px-2.5 py-1.5 text-sm hover:bg-white/10",
                  current && "bg-white/15 font-medium",
                )}
              >
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
