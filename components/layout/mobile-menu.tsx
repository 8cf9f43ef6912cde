"use client";

// The phone menu's button. The sheet it opens (Radix Dialog) is fetched when the shopper reaches
// for the button, so it is not part of the first page load.
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Menu } from "lucide-react";
import { PlainButton } from "@/components/ui/plain-button";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = dynamic(() => loadSheet().then((module) => module.MobileMenuSheet), { ssr: false });

export function MobileMenu() {
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
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onTouchStart={loadSheet}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </PlainButton>
      {used && <MobileMenuSheet open={open} onOpenChange={setOpen} trigger={trigger} />}
    </>
  );
}
