// The 404 page for paths no route group matches.
import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { NotFoundBeacon } from "@/components/layout/not-found-beacon";
import { buttonVariants } from "@/components/ui/button-variants";
import { notFoundMetadata } from "@/lib/seo/page-metadata";
import { STORE, phoneHref } from "@/lib/store";

export const metadata: Metadata = notFoundMetadata();

/**
 * 404 for paths no route matches. Next loads this page's client code with every page, so it has
 * none but the beacon that logs the miss: no shop header or footer (their links and icons are
 * client components), only plain links home, to the products and to the phone.
 */
export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          {/* A plain link on purpose (see above): next/link's code is not in this page's client code. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="text-base font-extrabold tracking-tight text-primary">
            {STORE.name}
          </a>
          <a href={phoneHref()} className="text-sm font-semibold hover:underline">
            Call {STORE.phone}
          </a>
        </div>
      </header>
      <main id="main" className="flex-1">
        <NotFoundContent
          actions={
            // Plain links on purpose (see above): next/link's code is not in this page's client code.
            <>
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
              <a href="/" className={buttonVariants()}>
                Back to Home
              </a>
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
              <a href="/products" className={buttonVariants({ variant: "outline" })}>
                Browse Products
              </a>
            </>
          }
        />
      </main>
      <NotFoundBeacon />
    </div>
  );
}
