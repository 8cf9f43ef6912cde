"use client";

// Scrolls to the top when the shopper moves to another page, unless the address has a hash.
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Scrolls to the top on every navigation after the first page, unless the address has a hash to
 * scroll to. Never on the page's own arrival: a shopper who scrolled while a slow phone was still
 * loading the page would be thrown back to the top (and tap whatever is there) once it is interactive.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const moved = shown.current !== null && shown.current !== pathname;
    shown.current = pathname;
    if (moved && !window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
