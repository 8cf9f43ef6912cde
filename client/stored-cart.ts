// The browser's stored cart (local storage under "cart"): reading it, writing it, and telling
// every component when it changes, in this tab or another (the storage event). Small on purpose:
// the header's cart count uses it on every page; the cart's rules live in client/cart-store.ts.
import { CART_STORAGE_KEY, cartCount, parseCart, type CartItem } from "@/lib/cart/stored-cart";
import { storedList } from "./stored-list";

const cart = storedList<CartItem>(CART_STORAGE_KEY, parseCart);

/** The current cart; the same array until the stored value changes. */
export const getCart = cart.get;

/** Stores the cart (an empty one is removed) and tells every listener. */
export const writeCart = cart.write;

export function useCart(): CartItem[] {
  return cart.use();
}

export function useCartCount(): number {
  return cartCount(useCart());
}
