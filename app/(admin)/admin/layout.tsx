// The staff area's frame: its own header and menu (Team for owners only), the signed-in account
// (its page changes the password), no shop header or footer, never indexed. It protects nothing by
// itself: every staff page and action checks the session on its own.
import type { Metadata } from "next";
import Link from "next/link";
import { LogOut, UserRound } from "lucide-react";
import { StaffMenu } from "@/components/admin/staff-menu";
import { Button } from "@/components/ui/button";
import { currentStaff } from "@/lib/admin/session";
import { mayDo } from "@/lib/admin/staff-roles";
import { STORE } from "@/lib/store";
import { logoutAction } from "./actions";

export const metadata: Metadata = {
  title: { default: "Staff area", template: `%s | Staff | ${STORE.name}` },
  robots: { index: false, follow: false },
};

const MENU = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/products", label: "Products" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/schedule", label: "Schedule" },
  { href: "/admin/customers", label: "Customers" },
  { href: "/admin/changes", label: "Changes" },
  { href: "/admin/search", label: "Search" },
  { href: "/admin/inbox", label: "Inbox" },
  { href: "/admin/outbox", label: "Outbox" },
] as const;

/** The owner's own entry: the staff accounts. */
const TEAM = { href: "/admin/team", label: "Team" } as const;

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const staff = await currentStaff();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="border-b bg-slate-900 text-white print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 pt-3 pb-2">
          <Link href="/admin" className="font-semibold">
            {STORE.name} <span className="font-normal text-slate-300">· Staff</span>
          </Link>
          {staff && <StaffMenu entries={mayDo(staff.role, "manage-accounts") ? [...MENU, TEAM] : MENU} />}
          {staff && (
            <form action={logoutAction} className="ml-auto flex items-center gap-3 text-sm">
              <Link
                href="/admin/account"
                className="flex max-w-48 items-center gap-1.5 text-slate-300 hover:text-white hover:underline"
                title="Your account and password"
              >
                <UserRound aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">
                  <span className="sr-only sm:not-sr-only">Signed in as </span>
                  {staff.displayName}
                </span>
              </Link>
              <Button type="submit" size="sm" variant="secondary">
                <LogOut aria-hidden="true" />
                Log out
              </Button>
            </form>
          )}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        {children}
      </main>
    </div>
  );
}
