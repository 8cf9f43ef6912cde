// The 404 page for paths no route group matches.
import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { NotFoundBeacon } from "@/components/layout/not-found-beacon";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/** 404 for paths no route matches (e.g. below /products/{category}): same page, with the shop's frame. */
export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <NotFoundContent />
      </main>
      <SiteFooter />
      <NotFoundBeacon />
    </div>
  );
}
