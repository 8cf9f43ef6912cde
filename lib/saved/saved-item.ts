// Saved Items' stored shape (local storage key "savedItems"): a snapshot of each saved product
// for instant display, plus the pure list operations the store and the page use.
import { toCartProduct, type CartProduct } from "@/lib/cart/cart-item";
import { upgradeStoredProduct } from "@/lib/cart/stored-cart";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import type { ProductJson } from "@/lib/catalog/product-json";
import { dollarsToCents } from "@/lib/money";
import { isCount, isStored, isText, readStoredList } from "@/lib/stored-values";

export const SAVED_STORAGE_KEY = "savedItems";

/** The cart snapshot's fields a saved item keeps (prices in cents). */
export type SavedProduct = Pick<
  CartProduct,
  "id" | "name" | "image" | "priceCents" | "salePriceCents" | "brand" | "modelNumber"
>;

/** One stored saved product, or null when it is not one (saved in dollars before, read into cents). */
export function readSavedProduct(value: unknown): SavedProduct | null {
  if (!isStored(value)) return null;
  const { id, name, image, priceCents, salePriceCents, brand, modelNumber } = upgradeStoredProduct(value);
  if (!isText(id) || id === "" || !isText(name) || !isText(image) || !isCount(priceCents)) return null;
  if (!(salePriceCents === null || isCount(salePriceCents)) || !isText(brand) || !isText(modelNumber)) return null;
  return { id, name, image, priceCents, salePriceCents, brand, modelNumber };
}

export const PLACEHOLDER_IMAGE = "/products/placeholder.svg";

/**
 * Only the saved-item fields of a product snapshot: a button may be handed the larger cart
 * snapshot (product cards share one object between their buttons) and stores just these.
 */
export function savedSnapshot(product: SavedProduct): SavedProduct {
  const { id, name, image, priceCents, salePriceCents, brand, modelNumber } = product;
  return { id, name, image, priceCents, salePriceCents, brand, modelNumber };
}

/** The snapshot saved for a catalogue product. */
export function toSavedProduct(product: CatalogProduct): SavedProduct {
  return savedSnapshot(toCartProduct(product, { compact: true }));
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

/** The cart snapshot for a product as the catalogue API returns it (live price and stock, in dollars). */
export function cartProductFromJson(product: ProductJson): CartProduct {
  return {
    id: product.id,
    name: product.name,
    priceCents: dollarsToCents(product.price),
    salePriceCents: product.sale_price === null ? null : dollarsToCents(product.sale_price),
    image: product.image ?? PLACEHOLDER_IMAGE,
    brand: product.brand,
    subcategory: product.category,
    description: product.description,
    rating: product.rating,
    stockQuantity: product.stock_quantity,
    modelNumber: product.model_number,
    images: product.images,
    features: product.features,
  };
}
