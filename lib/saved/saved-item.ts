// Saved Items' stored shape (local storage key "savedItems"): a snapshot of each saved product
// for instant display, plus the pure list operations the store and the page use.
import type { CartProduct } from "@/lib/cart/cart-item";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import { centsToDollars } from "@/lib/money";
import type { ProductJson } from "@/lib/catalog/product-json";
import { isAmount, isStored, isText, readStoredList } from "@/lib/stored-values";

export const SAVED_STORAGE_KEY = "savedItems";

export interface SavedProduct {
  id: string;
  name: string;
  image: string;
  /** Dollars, as the cart snapshot stores them. */
  price: number;
  sale_price: number | null;
  brand: string;
  model_number: string;
}

/** One stored saved product, or null when it is not one. */
export function readSavedProduct(value: unknown): SavedProduct | null {
  if (!isStored(value)) return null;
  const { id, name, image, price, sale_price, brand, model_number } = value;
  if (!isText(id) || id === "" || !isText(name) || !isText(image) || !isAmount(price)) return null;
  if (!(sale_price === null || isAmount(sale_price)) || !isText(brand) || !isText(model_number)) return null;
  return { id, name, image, price, sale_price, brand, model_number };
}

export const PLACEHOLDER_IMAGE = "/products/placeholder.svg";

/**
 * Only the saved-item fields of a product snapshot: a button may be handed the larger cart
 * snapshot (product cards share one object between their buttons) and stores just these.
 */
export function savedSnapshot(product: SavedProduct): SavedProduct {
  const { id, name, image, price, sale_price, brand, model_number } = product;
  return { id, name, image, price, sale_price, brand, model_number };
}

/** The snapshot saved for a catalogue product. */
export function toSavedProduct(product: CatalogProduct): SavedProduct {
  return {
    id: product.id,
    name: product.name,
    image: product.images[0] ?? PLACEHOLDER_IMAGE,
    price: centsToDollars(product.priceCents),
    sale_price: product.salePriceCents === null ? null : centsToDollars(product.salePriceCents),
    brand: product.brand,
    model_number: product.modelNumber,
  };
}

/** Parses stored JSON, keeping valid, distinct products and dropping anything else. */
export function parseSaved(raw: string | null): SavedProduct[] {
  return readStoredList(raw, readSavedProduct);
}

export function isSavedIn(items: readonly SavedProduct[], productId: string): boolean {
  return items.some((item) => item.id === productId);
}

/** Newest first; saving a product again refreshes its snapshot and moves it to the top. */
export function addSaved(items: readonly SavedProduct[], product: SavedProduct): SavedProduct[] {
  return [product, ...items.filter((item) => item.id !== product.id)];
}

export function removeSaved(items: readonly SavedProduct[], productId: string): SavedProduct[] {
  return items.filter((item) => item.id !== productId);
}

/** The cart snapshot for a product as the catalogue API returns it (live price and stock). */
export function cartProductFromJson(product: ProductJson): CartProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    sale_price: product.sale_price,
    image: product.image ?? PLACEHOLDER_IMAGE,
    brand: product.brand,
    category: product.category,
    description: product.description,
    rating: product.rating,
    stock: product.stock_quantity,
    stock_quantity: product.stock_quantity,
    model_number: product.model_number,
    images: product.images,
    features: product.features,
  };
}
