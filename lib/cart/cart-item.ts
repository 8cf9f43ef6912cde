// The cart's rules over its stored lines (lib/cart/stored-cart.ts): adding, merging, quantities,
// warranties and fresh prices. Prices here are display hints in cents; the server re-reads
// products and prices every checkout.
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import { unitPriceCents } from "@/lib/product-price";
import { WARRANTY, warrantyPlan, warrantyPriceCents, type WarrantyId } from "@/lib/store";
import type { CartItem, CartProduct, CartWarranty } from "./stored-cart";

export type { CartItem, CartProduct, CartWarranty } from "./stored-cart";

/**
 * The snapshot stored in the cart for a catalogue product. Product cards pass a `compact` one
 * (no description, features or extra images) to keep listing pages light; the cart only needs
 * them for display and the server re-reads the product at checkout anyway.
 */
export function toCartProduct(product: CatalogProduct, { compact = false } = {}): CartProduct {
  return {
    id: product.id,
    name: product.name,
    priceCents: product.priceCents,
    salePriceCents: product.salePriceCents,
    image: product.images[0] ?? "/products/placeholder.svg",
    brand: product.brand,
    subcategory: product.subcategory,
    description: compact ? "" : product.description,
    rating: product.rating,
    stockQuantity: product.stockQuantity,
    modelNumber: product.modelNumber,
    images: compact ? product.images.slice(0, 1) : product.images,
    features: compact ? [] : product.features,
  };
}

/** The stored warranty for a plan, or undefined for "none". */
export function cartWarranty(id: WarrantyId, product: CartProduct): CartWarranty | undefined {
  if (id === "none") return undefined;
  const plan = warrantyPlan(id);
  return { id, priceCents: warrantyPriceCents(id, unitPriceCents(product)), years: plan.years, label: plan.label };
}

export function defaultCartWarranty(product: CartProduct): CartWarranty | undefined {
  return cartWarranty(WARRANTY.defaultPlan, product);
}

/** Most units of a product the cart may hold: its stock. */
export function maxQuantity(product: CartProduct): number {
  return Math.max(product.stockQuantity, 0);
}

export interface AddResult {
  items: CartItem[];
  /** Units actually added (fewer than asked when stock caps it; 0 when none could be). */
  added: number;
}

/** Adds units of a product: an existing line grows, a new line gets the default warranty. */
export function addToItems(items: CartItem[], product: CartProduct, quantity = 1): AddResult {
  const existing = items.find((item) => item.product.id === product.id);
  const current = existing?.quantity ?? 0;
  const target = Math.min(current + Math.max(Math.trunc(quantity), 0), maxQuantity(product));
  const added = Math.max(target - current, 0);
  if (added === 0) return { items, added: 0 };
  if (existing) {
    return {
      items: items.map((item) => (item.product.id === product.id ? { ...item, product, quantity: target } : item)),
      added,
    };
  }
  return {
    items: [...items, { product, quantity: target, warranty: defaultCartWarranty(product) }],
    added,
  };
}

export interface MergeResult {
  items: CartItem[];
  /** Lines of the cart the link did not name: kept as they were. */
  kept: number;
  /** Products in both whose quantity went up to the link's. */
  raised: string[];
}

/**
 * A shared link's lines merged into the cart instead of replacing it: a product already in the
 * cart keeps the larger quantity (and its chosen warranty), other lines are added, and nothing
 * the shopper had is dropped.
 */
export function mergeItems(cart: CartItem[], incoming: readonly CartItem[]): MergeResult {
  const raised: string[] = [];
  const items = cart.map((item) => {
    const linked = incoming.find((candidate) => candidate.product.id === item.product.id);
    if (!linked || linked.quantity <= item.quantity) return item;
    raised.push(linked.product.name);
    return { ...item, product: linked.product, quantity: linked.quantity };
  });
  const added = incoming.filter((linked) => !cart.some((item) => item.product.id === linked.product.id));
  const kept = cart.filter((item) => !incoming.some((linked) => linked.product.id === item.product.id)).length;
  return { items: [...items, ...added], kept, raised };
}

/** Sets a line's quantity within 1..stock. */
export function setItemQuantity(items: CartItem[], productId: string, quantity: number): CartItem[] {
  return items.map((item) => {
    if (item.product.id !== productId) return item;
    const clamped = Math.min(Math.max(Math.trunc(quantity), 1), Math.max(maxQuantity(item.product), 1));
    return { ...item, quantity: clamped };
  });
}

export function setItemWarranty(items: CartItem[], productId: string, warrantyId: WarrantyId): CartItem[] {
  return items.map((item) =>
    item.product.id === productId ? { ...item, warranty: cartWarranty(warrantyId, item.product) } : item,
  );
}

export function removeFromItems(items: CartItem[], productId: string): CartItem[] {
  return items.filter((item) => item.product.id !== productId);
}

/**
 * Replaces each line's product snapshot with the server's fresh one: the price and the warranty
 * price follow it, the quantity shrinks to what is in stock (a sold-out line stays, at 1, so the
 * cart can say so). Lines the server did not return are kept as they are.
 */
export function refreshItems(items: CartItem[], fresh: readonly CartProduct[]): CartItem[] {
  const byId = new Map(fresh.map((product) => [product.id, product]));
  const refreshed = items.map((item) => {
    const product = byId.get(item.product.id);
    if (!product) return item;
    return {
      product,
      quantity: Math.min(item.quantity, Math.max(maxQuantity(product), 1)),
      warranty: item.warranty ? cartWarranty(item.warranty.id, product) : undefined,
    };
  });
  return JSON.stringify(refreshed) === JSON.stringify(items) ? items : refreshed;
}

/** Whether a line can be bought as it stands: priced, and enough in stock. */
export function isPurchasable(item: CartItem): boolean {
  return unitPriceCents(item.product) > 0 && item.product.stockQuantity >= item.quantity;
}
