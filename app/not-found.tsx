// The 404 page for paths no route group matches.
import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { NotFoundBeacon } from "@/components/layout/not-found-beacon";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * 404 for paths no route matches (e.g. below /products/{category}): the same page in the shop's
 * header and footer, plain: Next loads this page's client code on every page, so it carries none
 * of the header's (see SiteHeader's `plain`), only the beacon that logs the miss.
 */
export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader plain />
      <main id="main" className="flex-1">
        <NotFoundContent />
      </main>
      <SiteFooter />
      <NotFoundBeacon />
    </div>
  );
}
