// The cart's stored shape (local storage key "cart"): a snapshot of each product for instant
// display, the quantity and the chosen warranty; and reading it back. Kept apart from the cart's
// rules (cart-item.ts) because every page reads it for the header's cart count, so it stays small.
import type { WarrantyId } from "@/lib/store";
import { isAmount, isCount, isStored, isText, isTextList, readStoredList, type Stored } from "@/lib/stored-values";

export const CART_STORAGE_KEY = "cart";

export interface CartProduct {
  id: string;
  name: string;
  price: number;
  sale_price: number | null;
  image: string;
  brand: string;
  category: string;
  description: string;
  rating: number;
  stock: number;
  stock_quantity: number;
  model_number: string;
  images: string[];
  features: string[];
}

export interface CartWarranty {
  id: Exclude<WarrantyId, "none">;
  price: number;
  duration: number;
  label: string;
}

export interface CartItem {
  product: CartProduct;
  quantity: number;
  warranty?: CartWarranty;
}

const STORED_WARRANTY_IDS: readonly string[] = ["2year", "3year", "4year", "5year"];

function readCartProduct(value: unknown): CartProduct | null {
  if (!isStored(value)) return null;
  const p: Stored = value;
  if (!isText(p.id) || p.id === "" || !isText(p.name) || !isAmount(p.price)) return null;
  if (!(p.sale_price === null || isAmount(p.sale_price))) return null;
  if (!isText(p.image) || !isText(p.brand) || !isText(p.category) || !isText(p.description)) return null;
  if (!isAmount(p.rating) || !isCount(p.stock) || !isCount(p.stock_quantity) || !isText(p.model_number)) return null;
  if (!isTextList(p.images) || !isTextList(p.features)) return null;
  return {
    id: p.id,
    name: p.name,
    price: p.price,
    sale_price: p.sale_price,
    image: p.image,
    brand: p.brand,
    category: p.category,
    description: p.description,
    rating: p.rating,
    stock: p.stock,
    stock_quantity: p.stock_quantity,
    model_number: p.model_number,
    images: p.images,
    features: p.features,
  };
}

function readCartWarranty(value: unknown): CartWarranty | null {
  if (!isStored(value)) return null;
  const { id, price, duration, label } = value;
  if (!isText(id) || !STORED_WARRANTY_IDS.includes(id) || !isAmount(price) || !isCount(duration, 1) || !isText(label)) {
    return null;
  }
  return { id: id as CartWarranty["id"], price, duration, label };
}

/** One stored cart line, or null when it is not one (a bad warranty makes the line invalid). */
function readCartItem(value: unknown): CartItem | null {
  if (!isStored(value) || !isCount(value.quantity, 1)) return null;
  const product = readCartProduct(value.product);
  if (!product) return null;
  if (value.warranty === undefined) return { product, quantity: value.quantity };
  const warranty = readCartWarranty(value.warranty);
  return warranty ? { product, quantity: value.quantity, warranty } : null;
}

/** Parses stored JSON, keeping the valid items and dropping anything else. */
export function parseCart(raw: string | null): CartItem[] {
  return readStoredList(raw, readCartItem);
}

/** Units in the cart, all lines together. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
