// A product as pages, the cart, saved items and the API use it: plain JSON (no Date objects), so
// it survives Next's data cache and can be passed to browser components. No server-only imports.
import type { Product } from "@/db/schema";

export type CatalogProduct = Omit<Product, "createdAt" | "updatedAt"> & { updatedAt: string };

export function toCatalogProduct(row: Product): CatalogProduct {
  const { createdAt: _createdAt, updatedAt, ...rest } = row;
  return { ...rest, updatedAt: updatedAt.toISOString() };
}
