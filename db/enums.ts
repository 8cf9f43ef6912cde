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
  /** Every unit came back after delivery or pickup and was refunded (lib/orders/returns). */
  "returned",
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

/** The two kinds of staff account: the owner may do everything, staff everything but the owner's tasks. */
export const STAFF_ROLES = ["owner", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A refund's progress: money set aside under the order's lock, then sent to the provider. */
export const REFUND_STATES = ["pending", "succeeded", "failed"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** What changed a product: a staff edit, a CSV import, or the stock moves of a sale, a cancelled or lapsed order, a return. */
export const PRODUCT_CHANGE_SOURCES = ["staff", "import", "sale", "release", "return"] as const;
export type ProductChangeSource = (typeof PRODUCT_CHANGE_SOURCES)[number];

/**
 * What an order's history entry is: a change to the order (its status, date, payment or stock),
 * or a staff member's note that changes nothing.
 */
export const ORDER_EVENT_KINDS = ["change", "note"] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
