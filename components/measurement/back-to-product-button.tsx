"use client";

// Back to Product on the measurement guide: one step back within the site, else /products.
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";

/** The Navigation API (Chromium, Firefox, Safari 26) knows whether the previous entry is this site's. */
function canGoBackInSite(): boolean {
  const navigation = (window as { navigation?: { canGoBack: boolean } }).navigation;
  return navigation ? navigation.canGoBack : window.history.length > 1;
}

/**
 * Goes back one step in the browser's history (to the product the shopper came from). With no
 * history on this site, or without JavaScript, it is a plain link to the product listing. `icon`
 * is drawn on the server: this route's client code is loaded by home and the landing pages too.
 */
export function BackToProductButton({ icon, fallbackHref = "/products" }: { icon: ReactNode; fallbackHref?: string }) {
  const router = useRouter();
  function goBack(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (canGoBackInSite()) {
      event.preventDefault();
      router.back();
    }
  }
  return (
    <Link
      href={fallbackHref}
      onClick={goBack}
      data-slot="button"
      className={buttonVariants({ variant: "outline", size: "lg" })}
    >
      {icon}
      Back to Product
    </Link>
  );
}
