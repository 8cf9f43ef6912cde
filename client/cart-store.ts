// The browser's cart: local storage under "cart", shared by every component through
// useSyncExternalStore and kept in step across tabs by the storage event.
import { useSyncExternalStore } from "react";
import type { WarrantyId } from "@/lib/store";
import {
  CART_STORAGE_KEY,
  addToItems,
  cartCount,
  parseCart,
  refreshItems,
  removeFromItems,
  setItemQuantity,
  setItemWarranty,
  type CartItem,
  type CartProduct,
} from "@/lib/cart/cart-item";

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

/** Takes the server's fresh product snapshots (prices, stock) into the stored cart. */
export function refreshCart(products: readonly CartProduct[]): void {
  const current = getCart();
  const refreshed = refreshItems(current, products);
  if (refreshed !== current) writeCart(refreshed);
}

/** Session storage copy of the cart taken when checkout clears it, for "cancel" to bring back. */
export const STASHED_CART_KEY = "cartBeforeCheckout";

/** Clears the cart for checkout, keeping a copy for a cancelled payment. */
export function stashCartForCheckout(): void {
  try {
    window.sessionStorage.setItem(STASHED_CART_KEY, JSON.stringify(getCart()));
  } catch {
    // Without session storage a cancelled payment returns to an empty cart.
  }
  clearCart();
}

/** Brings the cart back after a cancelled payment, unless the shopper filled it again. */
export function restoreStashedCart(): boolean {
  let stashed: CartItem[] = [];
  try {
    stashed = parseCart(window.sessionStorage.getItem(STASHED_CART_KEY));
    window.sessionStorage.removeItem(STASHED_CART_KEY);
  } catch {
    return false;
  }
  if (stashed.length === 0 || getCart().length > 0) return false;
  writeCart(stashed);
  return true;
}

/** The order went through: the copy is no longer needed. */
export function dropStashedCart(): void {
  try {
    window.sessionStorage.removeItem(STASHED_CART_KEY);
  } catch {
    // Nothing stored.
  }
}
