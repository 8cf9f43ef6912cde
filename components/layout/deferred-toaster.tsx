"use client";

// The toaster's place in the page. It is mounted (and its code, sonner, fetched) on the shopper's
// first tap or key press, which is what leads to most toasts, or on the first toast, whichever
// comes first; so the toast library is never part of a page's first load (React.lazy: next/dynamic's
// own code would be). A toast asked for before the toaster is there waits for it (client/toast.ts).
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { useToasterWanted, wantToaster } from "@/client/toast";

// If its code cannot be fetched (the connection dropped), there are no toasts rather than an
// error page in place of the shop.
const Toaster = lazy((): Promise<{ default: ComponentType }> =>
  import("@/components/ui/sonner").then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: () => null }),
  ),
);

export function DeferredToaster() {
  const wanted = useToasterWanted();
  useEffect(() => {
    if (wanted) return;
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener("pointerdown", wantToaster, options);
    window.addEventListener("keydown", wantToaster, options);
    return () => {
      window.removeEventListener("pointerdown", wantToaster, options);
      window.removeEventListener("keydown", wantToaster, options);
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
