"use client";

// The header's cart icon with the item-count badge.
import Link from "next/link";
import type { ReactNode } from "react";
import { useCartCount } from "@/client/stored-cart";

/** `icon` is the cart icon, drawn on the server (site-header.tsx). */
export function CartLink({ icon }: { icon: ReactNode }) {
  const count = useCartCount();
  const label = count === 0 ? "Cart, empty" : `Cart, ${count} ${count === 1 ? "item" : "items"}`;
  return (
    // No prefetch: the cart page's code would join every page's first load, for a link few follow.
    <Link
      href="/cart"
      prefetch={false}
      aria-label={label}
      className="relative flex size-10 items-center justify-center rounded-full hover:bg-accent"
      data-testid="cart-link"
    >
      {icon}
      {count > 0 && (
        <span
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-deal px-1 text-[11px] font-bold text-deal-foreground"
          data-testid="cart-count"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
