"use client";

// Scrolls to the top on navigation unless the address has a hash.
import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Scrolls to the top on every navigation, unless the address has a hash to scroll to. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
