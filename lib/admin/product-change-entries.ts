// The product change log as staff read it: the fields a staff edit or a CSV import is compared on,
// each field's name, each value as readable text (prices in dollars, stock as a number, a list one
// entry per line as the form has it), and the entries between a product before and after a change.
import type { Product } from "@/db/schema";
import type { ProductChangeSource } from "@/db/enums";
import { DEAL_LABELS } from "@/lib/catalog/listing";
import type { ProductChangeEntry } from "@/lib/catalog/product-changes";
import { formatCents } from "@/lib/money";
import type { ProductField } from "./product-form";

/** The fields of the form and the CSV file (its id never changes), plus whether it is archived. */
export type LoggedField = Exclude<ProductField, "id"> | "archived";

/** The product's columns the log reads its values from. */
export type LoggedProduct = Pick<
  Product,
  | "id"
  | "name"
  | "brand"
  | "subcategory"
  | "modelNumber"
  | "priceCents"
  | "salePriceCents"
  | "stockQuantity"
  | "dealType"
  | "conditionNote"
  | "description"
  | "features"
  | "specifications"
  | "competitorPrices"
  | "images"
  | "rating"
  | "reviewCount"
  | "energyRating"
  | "warrantyYears"
  | "gtin"
  | "color"
  | "position"
  | "archivedAt"
>;

const joined = (items: readonly string[]) => (items.length > 0 ? items.join("\n") : null);

/** Each field's name in the log, and its value as staff read it (null: nothing set). */
const FIELDS: Record<LoggedField, { label: string; value: (product: LoggedProduct) => string | null }> = {
  name: { label: "Name", value: (product) => product.name },
  brand: { label: "Brand", value: (product) => product.brand },
  subcategory: { label: "Type", value: (product) => product.subcategory },
  modelNumber: { label: "Model number", value: (product) => product.modelNumber },
  price: {
    label: "Price",
    value: (product) => (product.priceCents === 0 ? "$0.00 (Call for Price)" : formatCents(product.priceCents)),
  },
  salePrice: {
    label: "Sale price",
    value: (product) => (product.salePriceCents === null ? null : formatCents(product.salePriceCents)),
  },
  stockQuantity: { label: "Stock", value: (product) => String(product.stockQuantity) },
  dealType: { label: "Deal", value: (product) => DEAL_LABELS[product.dealType] },
  conditionNote: { label: "Condition", value: (product) => product.conditionNote },
  description: { label: "Description", value: (product) => product.description },
  features: { label: "Features", value: (product) => joined(product.features) },
  specifications: {
    label: "Specifications",
    value: (product) => joined(product.specifications.map((spec) => `${spec.name}: ${spec.value}`)),
  },
  competitorPrices: {
    label: "Competitor prices",
    value: (product) =>
      joined(
        product.competitorPrices.map(
          (entry) => `${entry.name} ${formatCents(entry.priceCents)} (${entry.lastUpdated})`,
        ),
      ),
  },
  images: { label: "Images", value: (product) => joined(product.images) },
  rating: { label: "Rating", value: (product) => String(product.rating) },
  reviewCount: { label: "Reviews", value: (product) => String(product.reviewCount) },
  energyRating: { label: "Energy rating", value: (product) => product.energyRating },
  warrantyYears: {
    label: "Manufacturer warranty",
    value: (product) =>
      product.warrantyYears === null ? null : `${product.warrantyYears} year${product.warrantyYears === 1 ? "" : "s"}`,
  },
  gtin: { label: "GTIN", value: (product) => product.gtin },
  color: { label: "Colour", value: (product) => product.color },
  position: { label: "Position", value: (product) => String(product.position) },
  archived: { label: "Shown", value: (product) => (product.archivedAt ? "Archived" : "In the shop") },
};

export const LOGGED_FIELDS = Object.keys(FIELDS) as LoggedField[];

/** The field of the one entry a new product gets; its value says the price and stock it starts with. */
const CREATED_FIELD = "created";

/** A field's name as the log shows it (a field written by another part of the shop as it is). */
export function fieldLabel(field: string): string {
  if (field === CREATED_FIELD) return "Created";
  return Object.hasOwn(FIELDS, field) ? FIELDS[field as LoggedField].label : field;
}

/**
 * One entry per field of `fields` whose value differs between `before` and `after` (the same
 * product); a field whose readable value is the same (a list with the same items) is left out.
 */
export function productChangeEntries(
  before: LoggedProduct,
  after: LoggedProduct,
  fields: readonly LoggedField[] = LOGGED_FIELDS,
): ProductChangeEntry[] {
  return fields.flatMap((field) => {
    const oldValue = FIELDS[field].value(before);
    const newValue = FIELDS[field].value(after);
    return oldValue === newValue ? [] : [{ productId: before.id, field, oldValue, newValue }];
  });
}

/** The one entry of a product that was just created: the price and stock it starts with. */
export function createdEntry(product: LoggedProduct): ProductChangeEntry {
  return {
    productId: product.id,
    field: CREATED_FIELD,
    oldValue: null,
    newValue: `${FIELDS.price.value(product)}, stock ${product.stockQuantity}`,
  };
}

/** The log's sources as staff filter and read them. */
export const SOURCE_LABELS: Record<ProductChangeSource, string> = {
  staff: "Staff edit",
  import: "CSV import",
  sale: "Sale",
  release: "Released",
  return: "Return",
};

/** Who made a change: the account the log names, else the shopper (a sale) or the shop itself (a hold that lapsed). */
export function actorLabel(entry: { actorName: string | null; source: ProductChangeSource }): string {
  if (entry.actorName) return entry.actorName;
  return entry.source === "sale" ? "Shopper" : "Automatic";
}
