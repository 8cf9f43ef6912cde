// The rule every product write follows (seed, staff form, CSV import): the browsing category is
// always the group of the product's subtype, never chosen on its own.
import type { NewProduct } from "@/db/schema";
import { groupOfSubtype, type Subtype } from "./categories";

export type ProductFields = Omit<NewProduct, "category" | "subcategory" | "createdAt" | "updatedAt"> & {
  subcategory: Subtype;
};

/** A product row ready to insert or update, with its category taken from its subtype. */
export function toProductRow(fields: ProductFields): NewProduct {
  return { ...fields, category: groupOfSubtype(fields.subcategory) };
}
