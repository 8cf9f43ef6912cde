// The storefront's 404 page inside the shop's frame.
import type { Metadata } from "next";
import Link from "next/link";
import { Home, Search } from "lucide-react";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function ShopNotFound() {
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
