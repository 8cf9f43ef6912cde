"use client";

// The phone menu's button. The sheet it opens (Radix Dialog) is fetched when the shopper reaches
// for the button, so it is not part of the first page load (React.lazy: next/dynamic's own code
// would be).
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { PlainButton } from "@/components/ui/plain-button";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));
/** Fetches the sheet's code ahead of a tap; a fetch that fails is dropped, as opening imports it again. */
const preloadSheet = () => void loadSheet().catch(() => undefined);

/** `icon` is the menu icon, drawn on the server (site-header.tsx). */
export function MobileMenu({ icon }: { icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Mounted on first open and kept, so the sheet can animate out when it closes.
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <PlainButton
        ref={trigger}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadSheet}
        onFocus={preloadSheet}
        onTouchStart={preloadSheet}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {icon}
      </PlainButton>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
