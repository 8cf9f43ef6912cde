// The database's value lists as plain constants, with no Drizzle import: browser code (filters,
// forms, tracking) can use them without shipping the ORM. db/schema.ts builds its checks on them.
export const DEAL_TYPES = ["open-box", "scratch-dent", "clearance"] as const;
export type DealType = (typeof DEAL_TYPES)[number];

/** Where an order is in its life (lib/orders/order-status.ts holds the allowed transitions). */
export const ORDER_STATUSES = [
  "pending_payment",
  "paid",
  "processing",
  "ready_for_pickup",
  "out_for_delivery",
  "picked_up",
  "delivered",
  "cancelled",
  "expired",
  "payment_failed",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The order's units: held while it waits for payment, then committed (sold) or released. */
export const STOCK_STATES = ["held", "committed", "released"] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const ORDER_SOURCES = ["buy_now", "cart", "checkout_form", "social"] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const PAYMENT_PROVIDERS = ["stripe", "test"] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

export const DISTANCE_SOURCES = ["google", "estimated", "unknown"] as const;
export type DistanceSource = (typeof DISTANCE_SOURCES)[number];

export const EMAIL_STATUSES = ["pending", "sending", "sent", "stored", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** What a contact-form message is about. */
export const CONTACT_CATEGORIES = ["general", "support", "warranty", "delivery", "returns", "feedback"] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
