// The browser's stored cart (local storage under "cart"): reading it, writing it, and telling
// every component when it changes, in this tab or another (the storage event). Small on purpose:
// the header's cart count uses it on every page; the cart's rules live in client/cart-store.ts.
import { useSyncExternalStore } from "react";
import { CART_STORAGE_KEY, cartCount, parseCart, type CartItem } from "@/lib/cart/stored-cart";

const listeners = new Set<() => void>();
const EMPTY: CartItem[] = [];
let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The current cart; the same array until the stored value changes. */
export function getCart(): CartItem[] {
  if (typeof window === "undefined") return EMPTY;
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseCart(raw);
  }
  return cachedItems;
}

/** Stores the cart (an empty one is removed) and tells every listener. */
export function writeCart(items: CartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the cart lives for this page view only.
    cachedRaw = undefined;
  }
  cachedItems = items;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, getCart, () => EMPTY);
}

export function useCartCount(): number {
  return cartCount(useCart());
}
