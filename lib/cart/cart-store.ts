// The browser's cart: local storage under "cart", shared by every component through
// useSyncExternalStore and kept in step across tabs by the storage event.
import { useSyncExternalStore } from "react";
import type { WarrantyId } from "@/lib/store";
import {
  CART_STORAGE_KEY,
  addToItems,
  cartCount,
  parseCart,
  removeFromItems,
  setItemQuantity,
  setItemWarranty,
  type CartItem,
  type CartProduct,
} from "./cart-item";

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

function writeCart(items: CartItem[]): void {
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

/** Adds units (capped at stock) and returns how many were added. */
export function addToCart(product: CartProduct, quantity = 1): number {
  const { items, added } = addToItems(getCart(), product, quantity);
  if (added > 0) writeCart(items);
  return added;
}

export function updateCartQuantity(productId: string, quantity: number): void {
  writeCart(setItemQuantity(getCart(), productId, quantity));
}

export function updateCartWarranty(productId: string, warrantyId: WarrantyId): void {
  writeCart(setItemWarranty(getCart(), productId, warrantyId));
}

export function removeFromCart(productId: string): void {
  writeCart(removeFromItems(getCart(), productId));
}

export function clearCart(): void {
  writeCart([]);
}

/** Replaces the whole cart (the social checkout hand-off fills it from a link). */
export function replaceCart(items: CartItem[]): void {
  writeCart(items);
}
