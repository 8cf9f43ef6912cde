// The shop's 404 content, "Oops! Page not found" with Back to Home and Browse Products: the
// shop's not-found page and every route that finds nothing at its address show it.
import Link from "next/link";
import { Home, Search } from "lucide-react";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { Button } from "@/components/ui/button";

export function ShopNotFound() {
  return (
    <NotFoundContent
      actions={
        <>
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
        </>
      }
    />
  );
}
