// The checkout's input rules, shared by the browser's forms and dialogs and by the route handlers,
// so both say the same message. The browser sends ids, quantities, warranty choices, the delivery
// choice and contact details; any price field is refused.
import { z } from "zod";
import { ORDER_SOURCES } from "@/db/enums";
import { DELIVERY_WINDOW_IDS } from "@/lib/delivery/schedule";
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

// --- Dialog steps -------------------------------------------------------------------------

export const INVALID_EMAIL = "Please enter a valid email address";
export const MISSING_ADDRESS = "Please fill in all address fields";

export const contactEmailSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(254, INVALID_EMAIL)
  .pipe(z.email(INVALID_EMAIL));

export const deliveryAddressSchema = strict(
  {
    line1: text(MISSING_ADDRESS, 200).refine((value) => !PO_BOX.test(value), "We can't deliver to P.O. boxes"),
    line2: z
      .string({ error: "Apt/Suite must be text" })
      .trim()
      .max(100, "Please keep this under 100 characters")
      .optional(),
    city: text(MISSING_ADDRESS, 100),
    state: z
      .string({ error: MISSING_ADDRESS })
      .trim()
      .toUpperCase()
      .default("OH")
      .refine((value) => (DELIVERY.states as readonly string[]).includes(value), "We deliver within Ohio only"),
    postal_code: text(MISSING_ADDRESS, 10).regex(ZIP, "Please enter a 5-digit ZIP code"),
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

// --- The checkout form (/checkout) -------------------------------------------------------

const phoneSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((value) => /^\+?1?[\s.()-]*(\d[\s.()-]*){10}$/.test(value), "Please enter a 10-digit phone number");

export const checkoutFormSchema = z
  .object({
    fulfillment: z.enum(["delivery", "pickup"]),
    fullName: text("Name is required", 100),
    email: z.string().trim().min(1, "Email is required").max(254, "Email is invalid").pipe(z.email("Email is invalid")),
    phone: phoneSchema("Phone number is required"),
    address: z.string().trim().max(200, "Please keep this under 200 characters"),
    address2: z.string().trim().max(100, "Please keep this under 100 characters"),
    city: z.string().trim().max(100, "Please keep this under 100 characters"),
    state: z.string().trim().toUpperCase().max(2, "Use the 2-letter state code"),
    zipCode: z.string().trim().max(10, "Please enter a 5-digit ZIP code"),
  })
  .superRefine((form, context) => {
    if (form.fulfillment === "pickup") return;
    const required: [keyof typeof form, string][] = [
      ["address", "Address is required"],
      ["city", "City is required"],
      ["state", "State is required"],
      ["zipCode", "ZIP code is required"],
    ];
    for (const [field, message] of required) {
      if (!form[field]) context.addIssue({ code: "custom", path: [field], message });
    }
    if (form.address && PO_BOX.test(form.address)) {
      context.addIssue({ code: "custom", path: ["address"], message: "We can't deliver to P.O. boxes" });
    }
    if (form.state && !(DELIVERY.states as readonly string[]).includes(form.state)) {
      context.addIssue({ code: "custom", path: ["state"], message: "We deliver within Ohio only" });
    }
    if (form.zipCode && !ZIP.test(form.zipCode)) {
      context.addIssue({ code: "custom", path: ["zipCode"], message: "Please enter a 5-digit ZIP code" });
    }
  });
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
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
  customer_email: contactEmailSchema,
  customer_name: text("Name is required", 100).optional(),
  customer_phone: phoneSchema("Phone number is required").optional(),
  cancel_path: z
    .string({ error: "cancel_path must be /cart, /checkout or a product page" })
    .regex(CANCEL_PATH, "cancel_path must be /cart, /checkout or a product page"),
  attribution: attributionSchema.optional(),
};

export const checkoutRequestSchema = z
  .discriminatedUnion(
    "order_type",
    [
      strict({ ...requestBase, order_type: z.literal("pickup") }),
      strict({
        ...requestBase,
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
