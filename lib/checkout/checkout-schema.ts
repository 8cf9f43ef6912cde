// The checkout's input rules, shared by the browser's forms and dialogs and by the route handlers,
// so both say the same message. The browser sends ids, quantities, warranty choices, the delivery
// choice and contact details; any price field is refused.
import { z } from "zod";
import { ORDER_SOURCES } from "@/db/enums";
import { DELIVERY_WINDOW_IDS } from "@/lib/delivery/schedule";
import { usPhoneE164 } from "@/lib/phone";
import { DELIVERY, WARRANTY_IDS } from "@/lib/store";

export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 25;

/**
 * Strict objects: an unexpected field (a price, a total) is refused with its name; `missing` is
 * the message when the object itself is missing or not an object.
 */
function strict<T extends z.ZodRawShape>(shape: T, missing?: string) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === "unrecognized_keys") {
        return `Unexpected field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")}: the store works out every price and total itself`;
      }
      return issue.code === "invalid_type" ? missing : undefined;
    },
  });
}

function text(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);
}

const PO_BOX = /\bp\.?\s*o\.?\s*box\b|\bpost\s+office\s+box\b/i;
const ZIP = /^\d{5}(-\d{4})?$/;

// --- Contact and address: one rule and one message per field, for the form, the dialogs and the server

export const INVALID_EMAIL = "Please enter a valid email address";
/** When the delivery address is missing altogether (the dialogs also say it over empty fields). */
export const MISSING_ADDRESS = "Please fill in all address fields";

const contactEmailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, INVALID_EMAIL)
  .pipe(z.email(INVALID_EMAIL));

const INVALID_PHONE = "Please enter a 10-digit US phone number";

const customerNameSchema = text("Name is required", 100);

/**
 * A US phone number as typed, read as E.164 (+1 and ten digits). A blank one is refused with
 * `missing`, or is left out when `missing` is null (a phone the order may go without).
 */
function phoneSchema(missing: string | null) {
  return z.string({ error: missing ?? INVALID_PHONE }).transform((typed, context) => {
    const blank = typed.trim() === "";
    if (blank && missing === null) return undefined;
    const phone = usPhoneE164(typed);
    if (phone) return phone;
    context.addIssue({ code: "custom", message: (blank && missing) || INVALID_PHONE });
    return z.NEVER;
  });
}

/**
 * Every order names its customer and gives an e-mail. A delivery needs a phone (the crew calls
 * the day before and on the way); for pickup it is optional.
 */
const pickupContact = {
  customer_name: customerNameSchema,
  customer_email: contactEmailSchema,
  customer_phone: phoneSchema(null).optional(),
};
const deliveryContact = { ...pickupContact, customer_phone: phoneSchema("Phone number is required for delivery") };

/** The dialogs' contact step, by the way the order is fulfilled. */
export const contactSchemas = { pickup: z.object(pickupContact), delivery: z.object(deliveryContact) };

export const deliveryAddressSchema = strict(
  {
    line1: text("Address is required", 200).refine((value) => !PO_BOX.test(value), "We can't deliver to P.O. boxes"),
    line2: z
      .string({ error: "Apt/Suite must be text" })
      .trim()
      .max(100, "Please keep this under 100 characters")
      .optional(),
    city: text("City is required", 100),
    state: z
      .string({ error: "State is required" })
      .trim()
      .toUpperCase()
      .default("OH")
      .refine((value) => value !== "", { message: "State is required", abort: true })
      .refine((value) => (DELIVERY.states as readonly string[]).includes(value), "We deliver within Ohio only"),
    postal_code: text("ZIP code is required", 10).regex(ZIP, "Please enter a 5-digit ZIP code"),
  },
  MISSING_ADDRESS,
);

export const deliveryOptionsSchema = strict(
  {
    date: z
      .string({ error: "Please choose a delivery date" })
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a delivery date"),
    window: z.enum(DELIVERY_WINDOW_IDS, { error: "Please choose a delivery window" }),
    haul_away_units: z
      .number({ error: "Haul-away must be a whole number of appliances" })
      .int("Haul-away must be a whole number of appliances")
      .min(0, "Haul-away must be a whole number of appliances")
      .max(MAX_LINE_QUANTITY * MAX_CART_LINES, "Haul-away must be a whole number of appliances"),
    stair_flights: z
      .number({ error: `Stair carry must be 0 to ${DELIVERY.maxStairFlights} flights` })
      .int(`Stair carry must be 0 to ${DELIVERY.maxStairFlights} flights`)
      .min(0, `Stair carry must be 0 to ${DELIVERY.maxStairFlights} flights`)
      .max(DELIVERY.maxStairFlights, `Stair carry must be 0 to ${DELIVERY.maxStairFlights} flights`),
  },
  "Please choose a delivery date and window",
);

// --- The checkout form (/checkout): the request's own fields, the phone required either way ---

const formContact = { ...pickupContact, customer_phone: phoneSchema("Phone number is required") };

/** Pickup leaves the address out (its hidden fields are not checked); delivery needs it whole. */
export const checkoutFormSchema = z.discriminatedUnion("fulfillment", [
  z.object({ fulfillment: z.literal("pickup"), ...formContact }),
  z.object({ fulfillment: z.literal("delivery"), ...formContact, delivery_address: deliveryAddressSchema }),
]);
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

// --- The checkout request (POST /api/checkout) ------------------------------------------------

const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

export const checkoutItemSchema = strict({
  product_id: z
    .string({ error: "Each item needs a product_id" })
    .trim()
    .min(1, "Each item needs a product_id")
    .max(120, "Unknown product"),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE),
  warranty_id: z.enum(WARRANTY_IDS, { error: `Warranty must be one of ${WARRANTY_IDS.join(", ")}` }),
});
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

export const CANCEL_PATH = /^\/(product\/[A-Za-z0-9_-]{1,120}|cart|checkout)$/;

export const attributionSchema = strict(
  {
    source: z.string().trim().max(60).optional(),
    coupon: z.string().trim().max(60).optional(),
    utm: z.record(z.string().max(40), z.string().max(200)).optional(),
  },
  "attribution must be an object",
);

const requestBase = {
  source: z.enum(ORDER_SOURCES, { error: `source must be one of ${ORDER_SOURCES.join(", ")}` }),
  cart_items: z
    .array(checkoutItemSchema, { error: "cart_items must be a list of items" })
    .min(1, "Your cart is empty")
    .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} different products per order`),
  cancel_path: z
    .string({ error: "cancel_path must be /cart, /checkout or a product page" })
    .regex(CANCEL_PATH, "cancel_path must be /cart, /checkout or a product page"),
  attribution: attributionSchema.optional(),
};

export const checkoutRequestSchema = z
  .discriminatedUnion(
    "order_type",
    [
      strict({ ...requestBase, ...pickupContact, order_type: z.literal("pickup") }),
      strict({
        ...requestBase,
        ...deliveryContact,
        order_type: z.literal("delivery"),
        delivery_address: deliveryAddressSchema,
        delivery: deliveryOptionsSchema,
      }),
    ],
    {
      error: (issue) =>
        typeof issue.input !== "object" || issue.input === null || Array.isArray(issue.input)
          ? "The request must be a JSON object"
          : 'order_type must be "pickup" or "delivery"',
    },
  )
  .superRefine((request, context) => {
    const ids = request.cart_items.map((item) => item.product_id);
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: "custom", path: ["cart_items"], message: "Each product may appear only once" });
    }
    if (request.order_type === "delivery") {
      const units = request.cart_items.reduce((sum, item) => sum + item.quantity, 0);
      if (request.delivery.haul_away_units > units) {
        context.addIssue({
          code: "custom",
          path: ["delivery", "haul_away_units"],
          message: `Haul-away is for up to ${units} old appliance${units === 1 ? "" : "s"}: one per appliance you buy`,
        });
      }
    }
  });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

// --- The price quote (POST /api/checkout/quote): the same items and choices, no contact ----

export const quoteRequestSchema = strict({
  order_type: z.enum(["pickup", "delivery"], { error: 'order_type must be "pickup" or "delivery"' }),
  cart_items: requestBase.cart_items,
  delivery_address: deliveryAddressSchema.optional(),
  haul_away_units: deliveryOptionsSchema.shape.haul_away_units.optional(),
  stair_flights: deliveryOptionsSchema.shape.stair_flights.optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
