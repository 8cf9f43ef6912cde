"use client";

// The phone menu's slide-in sheet with search and every category-bar link. Loaded on first use
// (see mobile-menu.tsx).
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Phone } from "lucide-react";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { CATEGORY_BAR } from "@/lib/content/navigation";
import { STORE, phoneHref } from "@/lib/store";
import { SearchForm } from "./search-form";

/** The open menu; closing it hands the focus back to `trigger`. */
export function MobileMenuSheet({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: React.RefObject<HTMLButtonElement | null>;
}) {
  const pathname = usePathname();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="w-80 gap-0 overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Browse the store</SheetDescription>
        </SheetHeader>
        <div className="p-4" onSubmit={() => onOpenChange(false)}>
          <SearchForm id="mobile-search" />
        </div>
        <nav aria-label="Mobile" className="flex flex-col px-2 pb-4">
          {CATEGORY_BAR.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              onClick={() => onOpenChange(false)}
              aria-current={pathname === link.href ? "page" : undefined}
              className="rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent aria-[current=page]:bg-accent aria-[current=page]:text-primary"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="mt-auto border-t p-4">
          <a href={phoneHref()} className="flex items-center gap-2 font-semibold text-primary">
            <Phone className="size-4" aria-hidden="true" />
            Call {STORE.phone}
          </a>
        </div>
      </SheetContent>
    </Sheet>
  );
}
