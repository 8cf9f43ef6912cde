// The browser's cart operations: add, change, remove, refresh and clear, over the stored cart
// (client/stored-cart.ts), which shares it with every component and keeps it in step across tabs.
import { forgetCheckoutFormDraft } from "./checkout-form-draft";
import { forgetPendingCheckout } from "./pending-checkout";
import { getCart, writeCart } from "./stored-cart";
import type { WarrantyId } from "@/lib/store";
import {
  addToItems,
  refreshItems,
  removeFromItems,
  setItemQuantity,
  setItemWarranty,
  type CartItem,
  type CartProduct,
} from "@/lib/cart/cart-item";

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

/** The order is paid: now the cart, and what was typed at checkout, are done with. */
export function clearCartAfterPayment(): void {
  forgetPendingCheckout();
  forgetCheckoutFormDraft();
  clearCart();
}
