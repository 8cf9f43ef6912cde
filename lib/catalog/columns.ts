// The pieces every catalogue query shares: the stored columns a read selects (not the ones the
// database derives for listing and search) and the condition for products the shop shows.
import "server-only";
import { getTableColumns, isNull } from "drizzle-orm";
import { products } from "@/db/schema";

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
  ...stored
} = getTableColumns(products);

/** Select these to read products as pages use them (toCatalogProduct). */
export const catalogColumns = stored;

/** Products on sale in the shop: everything staff have not archived. */
export const inShop = isNull(products.archivedAt);
