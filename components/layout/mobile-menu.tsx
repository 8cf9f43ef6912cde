"use client";

// The phone menu: a slide-in sheet with search and every category-bar link.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { Menu, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { CATEGORY_BAR } from "@/lib/content/navigation";
import { STORE, phoneHref } from "@/lib/store";
import { SearchForm } from "./search-form";

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-80 gap-0 overflow-y-auto">
        <SheetHeader className="border-b">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Browse the store</SheetDescription>
        </SheetHeader>
        <div className="p-4" onSubmit={() => setOpen(false)}>
          <SearchForm id="mobile-search" />
        </div>
        <nav aria-label="Mobile" className="flex flex-col px-2 pb-4">
          {CATEGORY_BAR.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              onClick={() => setOpen(false)}
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
