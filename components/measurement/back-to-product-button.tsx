"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * Goes back one step in the browser's history (to the product the shopper came from). With no
 * history, or without JavaScript, it is a plain link to the product listing.
 */
export function BackToProductButton({ fallbackHref = "/products" }: { fallbackHref?: string }) {
  const router = useRouter();
  function goBack(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (window.history.length > 1) {
      event.preventDefault();
      router.back();
    }
  }
  return (
    <Button asChild variant="outline" size="lg">
      <Link href={fallbackHref} onClick={goBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Product
      </Link>
    </Button>
  );
}
