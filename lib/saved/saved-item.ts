// Saved Items' stored shape (local storage key "savedItems"): a snapshot of each saved product
// for instant display, plus the pure list operations the store and the page use.
import { z } from "zod";
import type { CartProduct } from "@/lib/cart/cart-item";
import type { CatalogProduct } from "@/lib/catalog";
import { centsToDollars } from "@/lib/money";
import type { ProductJson } from "@/lib/product-json";

export const SAVED_STORAGE_KEY = "savedItems";

export const savedProductSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  image: z.string(),
  /** Dollars, as the cart snapshot stores them. */
  price: z.number().nonnegative(),
  sale_price: z.number().nonnegative().nullable(),
  brand: z.string(),
  model_number: z.string(),
});

export type SavedProduct = z.infer<typeof savedProductSchema>;

export const PLACEHOLDER_IMAGE = "/products/placeholder.svg";

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
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const items: SavedProduct[] = [];
  for (const entry of data) {
    const parsed = savedProductSchema.safeParse(entry);
    if (parsed.success && !items.some((item) => item.id === parsed.data.id)) items.push(parsed.data);
  }
  return items;
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
