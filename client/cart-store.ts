// The browser's cart: local storage under "cart", shared by every component through
// useSyncExternalStore and kept in step across tabs by the storage event.
import { forgetCheckoutFormDraft } from "./checkout-form-draft";
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

/**
 * The order waiting on the payment page, kept for this tab only. The cart stays as it was until
 * the order is paid, so Back from the payment page finds it, and the shopper is offered to resume
 * the payment or cancel the order (which puts its units back at once).
 */
export const PENDING_CHECKOUT_KEY = "pendingCheckout";

export interface PendingCheckout {
  orderId: string;
  orderNumber: string;
  checkoutUrl: string;
  /** When the payment page closes (ms since 1970). */
  expiresAt: number;
}

export function rememberPendingCheckout(pending: PendingCheckout): void {
  try {
    window.sessionStorage.setItem(PENDING_CHECKOUT_KEY, JSON.stringify(pending));
  } catch {
    // Without session storage there is no resume offer; the hold lapses on its own.
  }
}

/** The order waiting on its payment page, if its page is still open. */
export function readPendingCheckout(now = Date.now()): PendingCheckout | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_CHECKOUT_KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as Partial<PendingCheckout>;
    if (
      typeof pending.orderId !== "string" ||
      typeof pending.orderNumber !== "string" ||
      typeof pending.checkoutUrl !== "string" ||
      typeof pending.expiresAt !== "number" ||
      pending.expiresAt <= now
    ) {
      window.sessionStorage.removeItem(PENDING_CHECKOUT_KEY);
      return null;
    }
    return pending as PendingCheckout;
  } catch {
    return null;
  }
}

export function forgetPendingCheckout(): void {
  try {
    window.sessionStorage.removeItem(PENDING_CHECKOUT_KEY);
  } catch {
    // Nothing stored.
  }
}

/** The order is paid: now the cart, and what was typed at checkout, are done with. */
export function clearCartAfterPayment(): void {
  forgetPendingCheckout();
  forgetCheckoutFormDraft();
  clearCart();
}
