// The 404 message, "Oops! Page not found", with a link home.
import Link from "next/link";
import { Home, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * `plain` (the root 404, whose client code Next loads with every page) gives plain <a> links
 * without icons: next/link and the icons are client components, so they would join every page's
 * first load.
 */
export function NotFoundContent({ plain = false }: { plain?: boolean }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <svg viewBox="0 0 240 90" className="h-24 w-auto" aria-hidden="true">
        <text x="120" y="78" textAnchor="middle" fontSize="92" fontWeight="800" fill="var(--primary)" opacity="0.18">
          404
        </text>
      </svg>
      <h1 className="mt-2 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-3 text-muted-foreground">
        The page you are looking for has moved or never existed. The appliance you wanted may still be here.
      </p>
      {plain ? (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {/* Plain links on purpose (see above): next/link's code is not in this page's first load. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className={buttonVariants()}>
            Back to Home
          </a>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/products" className={buttonVariants({ variant: "outline" })}>
            Browse Products
          </a>
        </div>
      ) : (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/">
              <Home aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/products">
              <Search aria-hidden="true" />
              Browse Products
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
