// The staff area's frame: its own header and navigation, no shop header or footer, never indexed.
// It protects nothing by itself: every staff page and action checks the session on its own.
import type { Metadata } from "next";
import Link from "next/link";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { currentStaff } from "@/lib/admin/session";
import { STORE } from "@/lib/store";
import { logoutAction } from "./actions";

export const metadata: Metadata = {
  title: { default: "Staff area", template: `%s | Staff | ${STORE.name}` },
  robots: { index: false, follow: false },
};

const LINKS = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/products", label: "Products" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/inbox", label: "Inbox" },
  { href: "/admin/outbox", label: "Outbox" },
] as const;

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
      <header className="border-b bg-slate-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link href="/admin" className="font-semibold">
            {STORE.name} <span className="font-normal text-slate-300">· Staff</span>
          </Link>
          {staff && (
            <nav
              aria-label="Staff area"
              className="order-last -mx-1 flex w-full gap-1 overflow-x-auto md:order-none md:mx-0 md:w-auto md:flex-1"
            >
              {LINKS.map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  className="shrink-0 rounded-md px-3 py-1.5 text-sm hover:bg-white/10"
                >
                  {link.label}
                </Link>
              ))}
            </nav>
          )}
          {staff && (
            <form action={logoutAction} className="ml-auto flex items-center gap-3 text-sm">
              <span className="text-slate-300">Signed in as {staff.username}</span>
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
