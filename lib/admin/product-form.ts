// A product as staff type it (the edit form and each CSV row): plain text fields read into a
// product row, each problem named with its field. Lists are one entry per line: features,
// images, specifications as "Name: value", competitor prices as "Name | 1299.00 | 2026-05-01".
import { z } from "zod";
import { DEAL_TYPES, type CompetitorPrice, type NewProduct, type Product, type Specification } from "@/db/schema";
import { SUBTYPES, type Subtype } from "@/lib/catalog/categories";
import { toProductRow } from "@/lib/catalog/product-row";
import { centsToDecimalText } from "@/lib/money";
import { hasSalePrice } from "@/lib/product-price";

/** Every field of the form and of the CSV file, in the CSV's column order. */
export const PRODUCT_FIELDS = [
  "id",
  "name",
  "brand",
  "subcategory",
  "modelNumber",
  "price",
  "salePrice",
  "stockQuantity",
  "dealType",
  "conditionNote",
  "description",
  "features",
  "specifications",
  "competitorPrices",
  "images",
  "rating",
  "reviewCount",
  "energyRating",
  "warrantyYears",
  "gtin",
  "color",
  "position",
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
export type ProductText = Record<ProductField, string>;

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const required = (label: string, max = 300) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optional = (label: string, max = 100) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null);

function money(label: string, { allowEmpty }: { allowEmpty: boolean }) {
  return z
    .string()
    .trim()
    .transform((value, context) => {
      const plain = value.replace(/[$,]/g, "");
      if (plain === "") {
        if (allowEmpty) return null;
        context.addIssue({ code: "custom", message: `${label} is required (0 for Call for Price)` });
        return z.NEVER;
      }
      if (!/^\d{1,6}(\.\d{1,2})?$/.test(plain)) {
        context.addIssue({ code: "custom", message: `${label} must be an amount in dollars, like 899.99` });
        return z.NEVER;
      }
      return Math.round(Number(plain) * 100);
    });
}

function wholeNumber(
  label: string,
  { min, max, allowEmpty = false }: { min: number; max: number; allowEmpty?: boolean },
) {
  return z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === "" && allowEmpty) return null;
      const number = Number(value);
      if (value === "" || !Number.isSafeInteger(number) || number < min || number > max) {
        context.addIssue({ code: "custom", message: `${label} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return number;
    });
}

const specificationLines = z.string().transform((text, context): Specification[] =>
  lines(text).map((line) => {
    const at = line.indexOf(":");
    if (at <= 0 || at === line.length - 1) {
      context.addIssue({ code: "custom", message: `Specification "${line}" must look like "Name: value"` });
      return { name: line, value: "" };
    }
    return { name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
  }),
);

const competitorLines = z.string().transform((text, context): CompetitorPrice[] =>
  lines(text).map((line) => {
    const [name = "", price = "", date = ""] = line.split("|").map((part) => part.trim());
    const dollars = price.replace(/[$,]/g, "");
    if (
      !name ||
      !/^\d{1,6}(\.\d{1,2})?$/.test(dollars) ||
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      Number.isNaN(Date.parse(date))
    ) {
      context.addIssue({
        code: "custom",
        message: `Competitor price "${line}" must look like "Store | 1299.00 | 2026-05-01"`,
      });
      return { name, priceCents: 0, lastUpdated: date };
    }
    return { name, priceCents: Math.round(Number(dollars) * 100), lastUpdated: date };
  }),
);

const imageLines = z.string().transform((text, context): string[] =>
  lines(text).map((line) => {
    if (!/^(\/[\w\-./]+|https:\/\/\S+)$/.test(line) || line.includes("..")) {
      context.addIssue({
        code: "custom",
        message: `Image "${line}" must be a path on this site (/products/...) or an https address`,
      });
    }
    return line;
  }),
);

export const productFormSchema = z
  .object({
    id: z
      .string()
      .trim()
      .toLowerCase()
      .regex(
        /^[a-z0-9][a-z0-9-]{1,79}$/,
        "ID must be 2 to 80 lowercase letters, digits or dashes, e.g. samsung-wf45t6000aw",
      ),
    name: required("Name", 200),
    brand: required("Brand", 60),
    subcategory: z.string().refine((value): value is Subtype => (SUBTYPES as readonly string[]).includes(value), {
      message: "Choose a type from the list",
    }),
    modelNumber: required("Model number", 60),
    price: money("Price", { allowEmpty: false }),
    salePrice: money("Sale price", { allowEmpty: true }),
    stockQuantity: wholeNumber("Stock", { min: 0, max: 9999 }).transform((value) => value ?? 0),
    dealType: z.enum(DEAL_TYPES, { message: "Choose open box, scratch & dent or clearance" }),
    conditionNote: required("Condition", 1000),
    description: required("Description", 5000),
    features: z.string().transform(lines),
    specifications: specificationLines,
    competitorPrices: competitorLines,
    images: imageLines,
    rating: z
      .string()
      .trim()
      .transform((value, context) => {
        const number = value === "" ? 0 : Number(value);
        if (!Number.isFinite(number) || number < 0 || number > 5) {
          context.addIssue({ code: "custom", message: "Rating must be a number from 0 to 5" });
          return z.NEVER;
        }
        return number;
      }),
    reviewCount: wholeNumber("Reviews", { min: 0, max: 1_000_000, allowEmpty: true }).transform((value) => value ?? 0),
    energyRating: optional("Energy rating"),
    warrantyYears: wholeNumber("Manufacturer warranty", { min: 0, max: 25, allowEmpty: true }),
    gtin: z
      .string()
      .trim()
      .refine((value) => value === "" || /^\d{8,14}$/.test(value), "GTIN must be 8 to 14 digits")
      .transform((value) => value || null),
    color: optional("Colour"),
    position: wholeNumber("Position", { min: 0, max: 10_000_000, allowEmpty: true }).transform((value) => value ?? 0),
  })
  .superRefine((value, context) => {
    // A sale price must count (above 0, below the price); a Call for Price product (price 0) may keep one.
    const priceCents = value.price ?? 0;
    if (value.salePrice !== null && priceCents > 0 && !hasSalePrice({ priceCents, salePriceCents: value.salePrice })) {
      context.addIssue({ code: "custom", path: ["salePrice"], message: "Sale price must be below the price" });
    }
  });

export type FieldErrors = Partial<Record<ProductField, string>>;

/**
 * Typed text read: the product row, and the text as the form shows that row back (the same value
 * typed "$1,299" or "1299.00", a list with blank lines or not, reads back as one text).
 */
export type ReadProduct = { ok: true; row: NewProduct; text: ProductText } | { ok: false; errors: FieldErrors };

/** Reads typed text into a product row (category from subtype), or every problem by field. */
export function readProductText(text: Partial<ProductText>): ReadProduct {
  const input = Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, String(text[field] ?? "")]));
  const parsed = productFormSchema.safeParse(input);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ProductField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { price, salePrice, ...rest } = parsed.data;
  const fields = { ...rest, priceCents: price ?? 0, salePriceCents: salePrice };
  return { ok: true, row: toProductRow(fields), text: productText(fields) };
}

/** The columns of a product the form and CSV show (its category follows its subtype). */
type ShownProduct = Pick<Product, Exclude<ProductField, "price" | "salePrice"> | "priceCents" | "salePriceCents">;

/** A stored product as the form and CSV show it. */
export function productText(product: ShownProduct): ProductText {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    subcategory: product.subcategory,
    modelNumber: product.modelNumber,
    price: centsToDecimalText(product.priceCents),
    salePrice: product.salePriceCents === null ? "" : centsToDecimalText(product.salePriceCents),
    stockQuantity: String(product.stockQuantity),
    dealType: product.dealType,
    conditionNote: product.conditionNote,
    description: product.description,
    features: product.features.join("\n"),
    specifications: product.specifications.map((spec) => `${spec.name}: ${spec.value}`).join("\n"),
    competitorPrices: product.competitorPrices
      .map((entry) => `${entry.name} | ${centsToDecimalText(entry.priceCents)} | ${entry.lastUpdated}`)
      .join("\n"),
    images: product.images.join("\n"),
    rating: String(product.rating),
    reviewCount: String(product.reviewCount),
    energyRating: product.energyRating ?? "",
    warrantyYears: product.warrantyYears === null ? "" : String(product.warrantyYears),
    gtin: product.gtin ?? "",
    color: product.color ?? "",
    position: String(product.position),
  };
}

/** An empty form for a new product. */
export const EMPTY_PRODUCT_TEXT: ProductText = {
  ...(Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, ""])) as ProductText),
  dealType: "scratch-dent",
  stockQuantity: "1",
  rating: "0",
  reviewCount: "0",
};
