// The cart's stored shape (local storage key "cart"): a snapshot of each product for instant
// display, the quantity and the chosen warranty, in cents and named as the catalogue names them;
// and reading it back, carts stored before in dollars included. Kept apart from the cart's rules
// (cart-item.ts) because every page reads it for the header's cart count, so it stays small.
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import { dollarsToCents } from "@/lib/money";
import type { WarrantyId } from "@/lib/store";
import { isAmount, isCount, isStored, isText, isTextList, readStoredList, type Stored } from "@/lib/stored-values";

export const CART_STORAGE_KEY = "cart";

export type CartProduct = Pick<
  CatalogProduct,
  | "id"
  | "name"
  | "priceCents"
  | "salePriceCents"
  | "brand"
  | "subcategory"
  | "description"
  | "rating"
  | "stockQuantity"
  | "modelNumber"
  | "images"
  | "features"
> & {
  /** The first image, or the placeholder. */
  image: string;
};

export interface CartWarranty {
  id: Exclude<WarrantyId, "none">;
  priceCents: number;
  years: number;
  label: string;
}

export interface CartItem {
  product: CartProduct;
  quantity: number;
  warranty?: CartWarranty;
}

const STORED_WARRANTY_IDS: readonly string[] = ["2year", "3year", "4year", "5year"];

const cents = (dollars: unknown) => (isAmount(dollars) ? dollarsToCents(dollars) : dollars);

/**
 * A product snapshot as browsers stored it before prices were kept in cents (the cart and saved
 * items alike): dollars, snake_case names and the subtype as "category". Renamed and turned into
 * cents; a snapshot in today's shape, or anything else, is returned as it is for the reader to check.
 */
export function upgradeStoredProduct(value: Stored): Stored {
  if (!("price" in value) || "priceCents" in value) return value;
  const { price, sale_price, stock: _stock, stock_quantity, model_number, category, ...rest } = value;
  return {
    ...rest,
    priceCents: cents(price),
    salePriceCents: cents(sale_price),
    stockQuantity: stock_quantity,
    modelNumber: model_number,
    subcategory: category,
  };
}

/** A stored warranty before cents: its price in dollars and its years as "duration". */
function upgradeStoredWarranty(value: Stored): Stored {
  if (!("price" in value) || "priceCents" in value) return value;
  const { price, duration, ...rest } = value;
  return { ...rest, priceCents: cents(price), years: duration };
}

function readCartProduct(value: unknown): CartProduct | null {
  if (!isStored(value)) return null;
  const p = upgradeStoredProduct(value);
  if (!isText(p.id) || p.id === "" || !isText(p.name) || !isCount(p.priceCents)) return null;
  if (!(p.salePriceCents === null || isCount(p.salePriceCents))) return null;
  if (!isText(p.image) || !isText(p.brand) || !isText(p.subcategory) || !isText(p.description)) return null;
  if (!isAmount(p.rating) || !isCount(p.stockQuantity) || !isText(p.modelNumber)) return null;
  if (!isTextList(p.images) || !isTextList(p.features)) return null;
  return {
    id: p.id,
    name: p.name,
    priceCents: p.priceCents,
    salePriceCents: p.salePriceCents,
    image: p.image,
    brand: p.brand,
    subcategory: p.subcategory,
    description: p.description,
    rating: p.rating,
    stockQuantity: p.stockQuantity,
    modelNumber: p.modelNumber,
    images: p.images,
    features: p.features,
  };
}

function readCartWarranty(value: unknown): CartWarranty | null {
  if (!isStored(value)) return null;
  const { id, priceCents, years, label } = upgradeStoredWarranty(value);
  if (
    !isText(id) ||
    !STORED_WARRANTY_IDS.includes(id) ||
    !isCount(priceCents) ||
    !isCount(years, 1) ||
    !isText(label)
  ) {
    return null;
  }
  return { id: id as CartWarranty["id"], priceCents, years, label };
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
