// The database schema (Drizzle, pg-core): one source for the migrations and for typed queries.
import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export const DEAL_TYPES = ["open-box", "scratch-dent", "clearance"] as const;
export type DealType = (typeof DEAL_TYPES)[number];

export interface Specification {
  name: string;
  value: string;
}

export interface CompetitorPrice {
  name: string;
  /** What the competitor charges for the same model, new, in cents. */
  priceCents: number;
  /** ISO date (YYYY-MM-DD) the competitor price was checked. */
  lastUpdated: string;
}

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    brand: text("brand").notNull(),
    /** Browsing group: washer, dryer, dishwasher, microwave, refrigerator, stove, wall-oven. */
    category: text("category").notNull(),
    /** Subtype name such as "Washer - Front Load" (lib/categories.ts). */
    subcategory: text("subcategory").notNull(),
    modelNumber: text("model_number").notNull(),
    /** Our regular price in cents; 0 means "Call for Price". */
    priceCents: integer("price_cents").notNull(),
    /** Sale price in cents, shown only when below the price. */
    salePriceCents: integer("sale_price_cents"),
    /** Image URLs, first one is the main image. */
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    rating: doublePrecision("rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    energyRating: text("energy_rating"),
    /** Manufacturer warranty in years; pages show 1 year when missing. */
    warrantyYears: integer("warranty_years"),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    specifications: jsonb("specifications").$type<Specification[]>().notNull().default([]),
    competitorPrices: jsonb("competitor_prices").$type<CompetitorPrice[]>().notNull().default([]),
    dealType: text("deal_type").$type<DealType>().notNull(),
    /** Plain words on what is scratched, dented or missing, shown on the product page. */
    conditionNote: text("condition_note").notNull(),
    gtin: text("gtin"),
    color: text("color"),
    /** Catalogue order for the "featured" sort. */
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("products_category_idx").on(table.category),
    index("products_position_idx").on(table.position),
    check("products_price_nonnegative", sql`${table.priceCents} >= 0`),
    check(
      "products_sale_price_valid",
      sql`${table.salePriceCents} IS NULL OR (${table.salePriceCents} > 0)`,
    ),
    check("products_stock_nonnegative", sql`${table.stockQuantity} >= 0`),
    check("products_rating_range", sql`${table.rating} >= 0 AND ${table.rating} <= 5`),
    check(
      "products_deal_type_valid",
      sql`${table.dealType} IN ('open-box', 'scratch-dent', 'clearance')`,
    ),
  ],
);

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

/** Small facts about the database itself, such as when the sample catalogue was loaded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
