// A product as pages, the cart, saved items and the API use it: plain JSON (no Date objects, no
// columns the database derives for listing and search), so it survives Next's data cache and can
// be passed to browser components. No server-only imports.
import type { Product } from "@/db/schema";

/** Columns the database derives for listing and search, and the row's timestamps. */
type DerivedColumn =
  | "createdAt"
  | "updatedAt"
  | "archivedAt"
  | "unitPriceCents"
  | "inStock"
  | "nameKey"
  | "modelCompact"
  | "searchTitle"
  | "searchDocument"
  | "widthInches"
  | "capacityCubicFeet"
  | "noiseDba"
  | "heightInches"
  | "depthInches";

export type CatalogProduct = Omit<Product, DerivedColumn> & { updatedAt: string };

/** The stored columns a catalogue read selects (everything but the derived ones). */
export type CatalogRow = Omit<Product, Exclude<DerivedColumn, "updatedAt">>;

/** A stored row as pages use it; derived columns, if the query read them, are left out. */
export function toCatalogProduct(row: CatalogRow & Partial<Product>): CatalogProduct {
  const {
    createdAt: _createdAt,
    archivedAt: _archivedAt,
    unitPriceCents: _unitPriceCents,
    inStock: _inStock,
    nameKey: _nameKey,
    modelCompact: _modelCompact,
    searchTitle: _searchTitle,
    searchDocument: _searchDocument,
    widthInches: _widthInches,
    capacityCubicFeet: _capacityCubicFeet,
    noiseDba: _noiseDba,
    heightInches: _heightInches,
    depthInches: _depthInches,
    updatedAt,
    ...rest
  } = row;
  return { ...rest, updatedAt: updatedAt.toISOString() };
}
