// The database schema (Drizzle, pg-core): one source for the migrations and for typed queries.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { unitPriceSql } from "@/lib/product-price";
import {
  CONTACT_CATEGORIES,
  EMAIL_STATUSES,
  ORDER_EVENT_KINDS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PRODUCT_CHANGE_SOURCES,
  REFUND_STATES,
  STAFF_ROLES,
  STOCK_STATES,
  type ContactCategory,
  type DealType,
  type DistanceSource,
  type EmailStatus,
  type OrderEventKind,
  type OrderSource,
  type OrderStatus,
  type PaymentProviderId,
  type ProductChangeSource,
  type RefundState,
  type StaffRole,
  type StockState,
} from "./enums";

export * from "./enums";

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

/** A full-text search document (Postgres tsvector), read and written as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** The text of a product's title for search. */
const TITLE_TEXT = `name || ' ' || brand || ' ' || model_number || ' ' || subcategory || ' ' || category || ' ' || coalesce(color, '') || ' ' || replace(deal_type, '-', ' ')`;

/** The leading number of the first specification whose name passes `filter` (a jsonpath filter), or null. */
function specNumber(filter: string): string {
  return `(substring(jsonb_path_query_first(specifications, '$[*] ? (${filter}).value') #>> '{}' from '^[0-9]+(?:\\.[0-9]+)?'))::float8`;
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
    /** Subtype name such as "Washer - Front Load" (lib/catalog/categories.ts). */
    subcategory: text("subcategory").notNull(),
    modelNumber: text("model_number").notNull(),
    /** Our regular price in cents; 0 means "Call for Price". */
    priceCents: integer("price_cents").notNull(),
    /** Sale price in cents, shown only when below the price. */
    salePriceCents: integer("sale_price_cents"),
    /** Image URLs, first one is the main image. */
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rating: doublePrecision("rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    energyRating: text("energy_rating"),
    /** Manufacturer warranty in years; pages show 1 year when missing. */
    warrantyYears: integer("warranty_years"),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specifications: jsonb("specifications").$type<Specification[]>().notNull().default([]),
    competitorPrices: jsonb("competitor_prices").$type<CompetitorPrice[]>().notNull().default([]),
    dealType: text("deal_type").$type<DealType>().notNull(),
    /** Plain words on what is scratched, dented or missing, shown on the product page. */
    conditionNote: text("condition_note").notNull(),
    gtin: text("gtin"),
    color: text("color"),
    /** Catalogue order for the "featured" sort. */
    position: integer("position").notNull().default(0),
    /** Set when staff archive the product: hidden from the shop, kept for the orders that name it. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Derived columns the database keeps for listing and search (never written by the app).
    /** What one unit costs: the sale price when it counts (above 0, below the price), else the price. */
    unitPriceCents: integer("unit_price_cents")
      .notNull()
      .generatedAlwaysAs(sql.raw(unitPriceSql("sale_price_cents", "price_cents"))),
    inStock: boolean("in_stock")
      .notNull()
      .generatedAlwaysAs(sql`stock_quantity > 0`),
    /** The name in the order the name sorts use: ASCII letters lowercased, compared byte by byte. */
    nameKey: text("name_key")
      .notNull()
      .generatedAlwaysAs(sql`lower(name COLLATE "C")`),
    /** The model number in letters and digits only, lowercase: "WF45 T6000" finds WF45T6000AW. */
    modelCompact: text("model_compact")
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(lower(model_number), '[^a-z0-9]', '', 'g')`),
    /** The words of the title (name, brand, model, subtype, group, colour, deal): a match here ranks higher. */
    searchTitle: tsvector("search_title")
      .notNull()
      .generatedAlwaysAs(sql.raw(`to_tsvector('simple', ${TITLE_TEXT})`)),
    /**
     * Every word a search may find: the title's, the energy rating, the features, the description,
     * and the specifications' names and values, leaving out those a product does not have
     * ("Stackable: No", "Water Dispenser: None").
     */
    searchDocument: tsvector("search_document")
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `to_tsvector('simple', ${TITLE_TEXT} || ' ' || coalesce(energy_rating, '') || ' ' || search_list_text(features) || ' ' || description) || jsonb_to_tsvector('simple', jsonb_path_query_array(specifications, '$[*] ? (!(@.value like_regex "^(no|none)([^a-z]|$)" flag "i"))'), '["string"]')`,
        ),
      ),
    /** Specifications as numbers for the size filters: width in inches, capacity in cubic feet, noise in dBA. */
    widthInches: doublePrecision("width_inches").generatedAlwaysAs(sql.raw(specNumber(`@.name == "Width"`))),
    capacityCubicFeet: doublePrecision("capacity_cubic_feet").generatedAlwaysAs(
      sql.raw(specNumber(`@.name == "Capacity" || @.name == "Total Capacity" || @.name == "Oven Capacity"`)),
    ),
    noiseDba: doublePrecision("noise_dba").generatedAlwaysAs(sql.raw(specNumber(`@.name starts with "Noise"`))),
    /** Height and depth in inches, for a search that says how tall or deep a space is. */
    heightInches: doublePrecision("height_inches").generatedAlwaysAs(sql.raw(specNumber(`@.name == "Height"`))),
    depthInches: doublePrecision("depth_inches").generatedAlwaysAs(sql.raw(specNumber(`@.name == "Depth"`))),
  },
  (table) => [
    index("products_category_idx").on(table.category),
    index("products_position_idx").on(table.position),
    // One index per listing order over the shop's products, so a page of 24 is read in order
    // instead of sorting the catalogue; filtered listings are small enough to sort. Each ends with
    // the id (and the price the price orders compare with 0), so a page's ids, however deep, are
    // read from the index alone, skipping the rows before it without visiting them.
    index("products_list_featured_idx")
      .on(table.inStock.desc(), table.position, table.id)
      .where(sql`archived_at IS NULL`),
    index("products_list_price_asc_idx")
      .on(
        table.inStock.desc(),
        sql`(price_cents = 0)`,
        table.unitPriceCents,
        table.position,
        table.priceCents,
        table.id,
      )
      .where(sql`archived_at IS NULL`),
    index("products_list_price_desc_idx")
      .on(
        table.inStock.desc(),
        sql`(price_cents = 0)`,
        table.unitPriceCents.desc(),
        table.position,
        table.priceCents,
        table.id,
      )
      .where(sql`archived_at IS NULL`),
    index("products_list_name_asc_idx")
      .on(table.inStock.desc(), sql`name_key COLLATE "C"`, table.position, table.id)
      .where(sql`archived_at IS NULL`),
    index("products_list_name_desc_idx")
      .on(table.inStock.desc(), sql`name_key COLLATE "C" DESC`, table.position, table.id)
      .where(sql`archived_at IS NULL`),
    index("products_list_rating_idx")
      .on(table.inStock.desc(), table.rating.desc(), table.position, table.id)
      .where(sql`archived_at IS NULL`),
    // The largest or smallest first, asked for in words ("the biggest fridge"): read in order here.
    index("products_list_largest_idx")
      .on(table.inStock.desc(), table.capacityCubicFeet.desc(), table.position, table.id)
      .where(sql`archived_at IS NULL`),
    index("products_list_smallest_idx")
      .on(table.inStock.desc(), table.capacityCubicFeet, table.position, table.id)
      .where(sql`archived_at IS NULL`),
    // The products of a kind from a capacity up, for a word a capacity also gives ("large capacity").
    index("products_category_capacity_idx")
      .on(table.category, table.capacityCubicFeet)
      .where(sql`archived_at IS NULL`),
    // The products of a kind up to a width, for a word a width also gives ("narrow").
    index("products_category_width_idx")
      .on(table.category, table.widthInches)
      .where(sql`archived_at IS NULL`),
    // The kind, brand, colour and deal indexes end with the prices a price range compares, so a
    // search that names one and a price ("washer under 500") counts its products from the index
    // alone; the kind's with the measures, noise level, brand, colour and deal too ("30 inch
    // fridge", "lg fridge", "stainless fridge", "scratch and dent fridge": a scan of every product
    // at 50,000, 60-80 ms, to count them), and the closest to a measure said are sorted from it.
    index("products_list_subtype_idx")
      .on(
        table.subcategory,
        table.inStock.desc(),
        table.position,
        table.id,
        table.priceCents,
        table.unitPriceCents,
        table.widthInches,
        table.capacityCubicFeet,
        table.heightInches,
        table.depthInches,
        table.brand,
        table.color,
        table.dealType,
        table.noiseDba,
      )
      .where(sql`archived_at IS NULL`),
    // The search reads the shop's products only: its GIN indexes leave archived ones out.
    index("products_search_document_idx")
      .using("gin", table.searchDocument)
      .where(sql`archived_at IS NULL`),
    index("products_search_title_idx")
      .using("gin", table.searchTitle)
      .where(sql`archived_at IS NULL`),
    // Brands and colours the search reads as filters, listed and counted from these indexes.
    index("products_list_brand_idx")
      .on(table.brand, table.inStock.desc(), table.position, table.id, table.priceCents, table.unitPriceCents)
      .where(sql`archived_at IS NULL`),
    index("products_list_color_idx")
      .on(table.color, table.inStock.desc(), table.position, table.id, table.priceCents, table.unitPriceCents)
      .where(sql`archived_at IS NULL`),
    // A deal asked for alone or with a brand ("open box", "lg scratch and dent"): read in order and
    // counted here.
    index("products_list_deal_idx")
      .on(
        table.dealType,
        table.inStock.desc(),
        table.position,
        table.id,
        table.priceCents,
        table.unitPriceCents,
        table.brand,
      )
      .where(sql`archived_at IS NULL`),
    // Model numbers by their start ("wf45t" finds WF45T6000AW) and, mistyped, by trigrams.
    index("products_model_prefix_idx").using("btree", sql`model_compact text_pattern_ops`),
    index("products_model_compact_trgm_idx").using("gin", sql`model_compact gin_trgm_ops`),
    index("products_updated_idx").on(table.updatedAt),
    // So many of a thing ("4 burner range"): the products whose specifications hold that count.
    index("products_specifications_idx")
      .using("gin", sql`specifications jsonb_path_ops`)
      .where(sql`archived_at IS NULL`),
    // A search word that is also a noise level ("quiet": 46 dBA or less) reads the quiet ones here.
    index("products_noise_idx")
      .on(table.noiseDba)
      .where(sql`archived_at IS NULL AND noise_dba IS NOT NULL`),
    check("products_price_nonnegative", sql`${table.priceCents} >= 0`),
    check("products_sale_price_valid", sql`${table.salePriceCents} IS NULL OR (${table.salePriceCents} > 0)`),
    check("products_stock_nonnegative", sql`${table.stockQuantity} >= 0`),
    check("products_rating_range", sql`${table.rating} >= 0 AND ${table.rating} <= 5`),
    check("products_deal_type_valid", sql`${table.dealType} IN ('open-box', 'scratch-dent', 'clearance')`),
  ],
);

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

/**
 * The words of the catalogue's search documents (products not archived, words without digits),
 * each with how many products have it: a search word no product has is corrected to the closest
 * of these. Triggers on products keep it (the search words migration); the app only reads it.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    products: integer("products").notNull(),
  },
  (table) => [
    index("search_words_prefix_idx").using("btree", sql`${table.word} text_pattern_ops`),
    index("search_words_trgm_idx").using("gin", sql`${table.word} gin_trgm_ops`),
  ],
);

/** Small facts about the database itself, such as when the sample catalogue was loaded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Campaign details a social-shopping link brought with it, kept for staff. */
export interface OrderAttribution {
  source?: string;
  coupon?: string;
  utm?: Record<string, string>;
}

function inList(column: unknown, values: readonly string[]) {
  return sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;
}

export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    /** What the shopper sees and tracks with, e.g. "RA-7K3F9Q2M". */
    orderNumber: text("order_number").notNull(),
    status: text("status").$type<OrderStatus>().notNull(),
    source: text("source").$type<OrderSource>().notNull(),
    customerEmail: text("customer_email").notNull(),
    customerName: text("customer_name"),
    customerPhone: text("customer_phone"),
    fulfillment: text("fulfillment").$type<"pickup" | "delivery">().notNull(),
    addressLine1: text("address_line1"),
    addressLine2: text("address_line2"),
    city: text("city"),
    state: text("state"),
    postalCode: text("postal_code"),
    /** Driving miles from the showroom, rounded; null when unknown or for pickup. */
    deliveryMiles: integer("delivery_miles"),
    distanceSource: text("distance_source").$type<DistanceSource>(),
    /** The delivery date and window the shopper requested at checkout (kept as they chose). */
    deliveryDate: date("delivery_date", { mode: "string" }),
    deliveryWindow: text("delivery_window"),
    /** The delivery date and window staff scheduled, told to the shopper; null until then. */
    scheduledDate: date("scheduled_date", { mode: "string" }),
    scheduledWindow: text("scheduled_window"),
    haulAwayUnits: integer("haul_away_units").notNull().default(0),
    stairFlights: integer("stair_flights").notNull().default(0),
    merchandiseCents: integer("merchandise_cents").notNull(),
    warrantyCents: integer("warranty_cents").notNull(),
    deliveryFeeCents: integer("delivery_fee_cents").notNull(),
    haulAwayCents: integer("haul_away_cents").notNull(),
    stairCarryCents: integer("stair_carry_cents").notNull(),
    taxBps: integer("tax_bps").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    stockState: text("stock_state").$type<StockState>().notNull(),
    paymentProvider: text("payment_provider").$type<PaymentProviderId>().notNull(),
    /** The provider's checkout session id, set once the session exists. */
    paymentSessionId: text("payment_session_id"),
    /** The provider's payment page for this order. */
    checkoutUrl: text("checkout_url"),
    /** The provider's payment id (Stripe payment intent) once paid. */
    paymentReference: text("payment_reference"),
    /** The browser's Idempotency-Key for the checkout request: a retried request finds this order. */
    checkoutKey: text("checkout_key"),
    /**
     * SHA-256 (hex) of the request that first used checkoutKey: the key answers only that request,
     * from the same clientAddress. Orders placed before keys were bound have none.
     */
    checkoutRequestHash: text("checkout_request_hash"),
    /** Where "cancel" on the payment page returns to: the product page or /cart. */
    cancelPath: text("cancel_path").notNull(),
    /** The client the checkout came from, by its limit key (an IPv6 client's /64): bounds what one client holds. */
    clientAddress: text("client_address"),
    /** What staff must confirm before delivering (city and ZIP disagree, unmeasured distance). */
    addressCheck: text("address_check"),
    attribution: jsonb("attribution").$type<OrderAttribution>(),
    /** The payment session closes (and the held stock goes back) at this time. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Cents given back to the shopper and when: set when staff cancel a paid order. */
    refundedCents: integer("refunded_cents"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("orders_order_number_idx").on(table.orderNumber),
    uniqueIndex("orders_payment_session_idx").on(table.paymentSessionId),
    uniqueIndex("orders_checkout_key_idx").on(table.checkoutKey),
    index("orders_status_hold_idx").on(table.status, table.holdExpiresAt),
    index("orders_scheduled_date_idx").on(table.scheduledDate),
    index("orders_customer_email_idx").on(sql`lower(${table.customerEmail})`),
    index("orders_pending_client_idx")
      .on(table.clientAddress)
      .where(sql`${table.status} = 'pending_payment'`),
    index("orders_pending_email_idx")
      .on(sql`lower(${table.customerEmail})`)
      .where(sql`${table.status} = 'pending_payment'`),
    check("orders_status_valid", inList(table.status, ORDER_STATUSES)),
    check("orders_stock_state_valid", inList(table.stockState, STOCK_STATES)),
    check("orders_source_valid", inList(table.source, ORDER_SOURCES)),
    check("orders_provider_valid", inList(table.paymentProvider, PAYMENT_PROVIDERS)),
    check("orders_fulfillment_valid", sql`${table.fulfillment} IN ('pickup', 'delivery')`),
    check(
      "orders_amounts_valid",
      sql`${table.merchandiseCents} > 0 AND ${table.warrantyCents} >= 0 AND ${table.deliveryFeeCents} >= 0 AND ${table.haulAwayCents} >= 0 AND ${table.stairCarryCents} >= 0 AND ${table.taxCents} >= 0 AND ${table.totalCents} = ${table.merchandiseCents} + ${table.warrantyCents} + ${table.deliveryFeeCents} + ${table.haulAwayCents} + ${table.stairCarryCents} + ${table.taxCents}`,
    ),
  ],
);

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** One product line of an order: a snapshot of the product and its price when ordered. */
export const orderItems = pgTable(
  "order_items",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The product's id; no foreign key, so orders outlive products staff remove. */
    productId: text("product_id").notNull(),
    position: integer("position").notNull(),
    productName: text("product_name").notNull(),
    brand: text("brand").notNull(),
    modelNumber: text("model_number").notNull(),
    category: text("category").notNull(),
    image: text("image"),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    warrantyId: text("warranty_id").notNull(),
    warrantyUnitCents: integer("warranty_unit_cents").notNull(),
    /** Units of this line that came back and were refunded (never more than were bought). */
    returnedQuantity: integer("returned_quantity").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.productId] }),
    check("order_items_quantity_positive", sql`${table.quantity} > 0`),
    check(
      "order_items_returned_valid",
      sql`${table.returnedQuantity} >= 0 AND ${table.returnedQuantity} <= ${table.quantity}`,
    ),
    check("order_items_amounts_valid", sql`${table.unitPriceCents} > 0 AND ${table.warrantyUnitCents} >= 0`),
  ],
);

export type OrderItem = typeof orderItems.$inferSelect;

/** Every status an order entered, when and why: the tracking timeline reads it. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<OrderStatus>().notNull(),
    previousStatus: text("previous_status").$type<OrderStatus>(),
    /** Who made the change: the shopper, the payment provider, staff or the system. */
    actor: text("actor").$type<"shopper" | "payment" | "staff" | "system">().notNull(),
    /** The staff member's name when staff made the change. */
    actorName: text("actor_name"),
    /** A change to the order, or a staff note (its status stays as it was; the text is in `note`). */
    kind: text("kind").$type<OrderEventKind>().notNull().default("change"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_events_order_idx").on(table.orderId, table.id),
    check("order_events_status_valid", inList(table.status, ORDER_STATUSES)),
    check("order_events_kind_valid", inList(table.kind, ORDER_EVENT_KINDS)),
  ],
);

export type OrderEvent = typeof orderEvents.$inferSelect;

/** Payment provider events already handled, so a repeated delivery is recognised. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").$type<PaymentProviderId>().notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    sessionId: text("session_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * Every e-mail the shop sends, written in the same transaction as what caused it. With Resend it
 * is delivered from here (pending, sending, sent or failed); without, it stays "stored" for staff
 * to read in the admin.
 */
export const emailMessages = pgTable(
  "email_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** One message per purpose, e.g. "order-confirmation:{orderId}": never sent twice. */
    dedupeKey: text("dedupe_key").notNull(),
    kind: text("kind").notNull(),
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: text("status").$type<EmailStatus>().notNull(),
    provider: text("provider"),
    providerMessageId: text("provider_message_id"),
    attempts: integer("attempts").notNull().default(0),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("email_messages_dedupe_idx").on(table.dedupeKey),
    index("email_messages_status_idx").on(table.status),
    check("email_messages_status_valid", inList(table.status, EMAIL_STATUSES)),
  ],
);

export type EmailMessage = typeof emailMessages.$inferSelect;

/** Messages sent through the contact form; the store is notified by e-mail (lib/contact). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject"),
    category: text("category").$type<ContactCategory>().notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff marked the message handled (replied or dealt with). */
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [
    index("contact_messages_created_idx").on(table.createdAt),
    check("contact_messages_category_valid", inList(table.category, CONTACT_CATEGORIES)),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;

/**
 * Staff accounts. The owner's account is the one named by ADMIN_USERNAME (its row is made at its
 * first sign-in); the owner adds staff accounts, resets their passwords and disables them.
 */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Signs in with it; unique whatever its case. */
    username: text("username").notNull(),
    /**
     * Shown in the staff area and in every history entry the account writes; no two accounts share
     * it whatever its case, so a name in the history points at one account.
     */
    displayName: text("display_name").notNull(),
    /** scrypt hash (lib/admin/password.ts). */
    passwordHash: text("password_hash").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    /** Set when the owner disabled the account: it cannot sign in and its sessions are gone. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** Failed sign-ins in a row since the last good one: the account's backoff grows with them. */
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    /** No password is checked for this account before this time (its backoff), except from a browser it signed in on. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    /** The last time the account signed in (shown to the owner on the team page). */
    lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("staff_accounts_username_idx").on(sql`lower(${table.username})`),
    uniqueIndex("staff_accounts_display_name_idx").on(sql`lower(${table.displayName})`),
    check("staff_accounts_role_valid", inList(table.role, STAFF_ROLES)),
  ],
);

export type StaffAccount = typeof staffAccounts.$inferSelect;

/**
 * Every display name an account has had, lowercase. The history keeps the name each entry was
 * written under, so a name stays its account's after a rename: no other account may take it.
 */
export const staffNames = pgTable("staff_names", {
  nameKey: text("name_key").primaryKey(),
  accountId: integer("account_id")
    .notNull()
    .references(() => staffAccounts.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One unit count of an order line given back in a refund. */
export interface RefundLine {
  productId: string;
  quantity: number;
  /** Whether the units went back on sale (false: damaged, kept out of stock). */
  restocked: boolean;
  /** What the line's units and their warranty gave back, in cents, before tax. */
  merchandiseCents: number;
  warrantyCents: number;
}

/**
 * Money given back after the sale, one row per refund. A row is written (pending) under the
 * order's lock before the provider is asked, so refunds racing for the same money can never
 * together give back more than was paid; it then succeeds or fails.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    state: text("state").$type<RefundState>().notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The lines and units returned with it (none for a refund of money only). */
    lines: jsonb("lines").$type<RefundLine[]>().notNull().default([]),
    deliveryCents: integer("delivery_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    reason: text("reason"),
    /** The provider's refund id once it took the refund. */
    providerRefundId: text("provider_refund_id"),
    lastError: text("last_error"),
    actorName: text("actor_name"),
    /**
     * The role of the account that made it, when made (the staff refund limit counts what staff
     * accounts gave back on the order); null for refunds recorded before roles were kept.
     */
    actorRole: text("actor_role").$type<StaffRole>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("order_refunds_order_idx").on(table.orderId, table.id),
    check("order_refunds_state_valid", inList(table.state, REFUND_STATES)),
    check("order_refunds_actor_role_valid", inList(table.actorRole, STAFF_ROLES)),
    check("order_refunds_amount_positive", sql`${table.amountCents} > 0`),
  ],
);

export type OrderRefund = typeof orderRefunds.$inferSelect;

/**
 * Every change to a product's fields: who (the account, or the order for a sale or return),
 * what from what to what, when, and how (a staff edit, a CSV import naming its file, a sale, a
 * released hold, a return).
 */
export const productChanges = pgTable(
  "product_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The product's id; no foreign key, so the log outlives a removed product. */
    productId: text("product_id").notNull(),
    field: text("field").notNull(),
    oldValue: text("old_value"),
    newValue: text("new_value"),
    source: text("source").$type<ProductChangeSource>().notNull(),
    /** The CSV file's name for an import, the order number for a sale, release or return. */
    sourceDetail: text("source_detail"),
    actorName: text("actor_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("product_changes_product_idx").on(table.productId, table.id),
    check("product_changes_source_valid", inList(table.source, PRODUCT_CHANGE_SOURCES)),
  ],
);

export type ProductChange = typeof productChanges.$inferSelect;

/** Staff sign-ins: the cookie names a row here, so signing out (deleting it) ends the session everywhere. */
export const staffSessions = pgTable("staff_sessions", {
  id: text("id").primaryKey(),
  username: text("username").notNull(),
  /** The account signed in; disabling it or deleting it ends its sessions at once. */
  accountId: integer("account_id").references(() => staffAccounts.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * Staff sign-in attempts that count against the limits (shared by every server): a row is written
 * before the password is checked and removed only when the password was right, so each row is a
 * failed attempt or one still being checked.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    client: text("client").notNull(),
    /** The username the attempt was for, as typed. */
    username: text("username").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("login_failures_client_idx").on(table.client, table.failedAt),
    index("login_failures_username_idx").on(table.username, table.failedAt),
  ],
);

/** Rate-limit counters: hits per key and fixed window, shared by every server and kept across restarts. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files staff upload (product photos in the sizes the shop shows), kept in the database so every
 * app server reads the same ones. Keys are random and never reused: a stored file never changes.
 */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Trouble an operator must hear of, one row per kind (e-mails failing, webhooks failing, a backup
 * failing, the sweep not running): failures in a row, shared by every server, and whether the
 * kind's alert is open and when staff were last e-mailed about it.
 */
export const opsAlerts = pgTable("ops_alerts", {
  kind: text("kind").primaryKey(),
  /** Failures since the kind last succeeded. */
  failures: integer("failures").notNull().default(0),
  /** What the last failure said, without personal data. */
  lastError: text("last_error"),
  /** When the failures in a row reached the kind's limit; null while it is not in trouble. */
  openedAt: timestamp("opened_at", { withTimezone: true }),
  /** When staff were last e-mailed about this kind (kept after it closes, so a flapping kind is not sent twice). */
  notifiedAt: timestamp("notified_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
