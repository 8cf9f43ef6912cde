// One checkout form model: the /checkout form's schema, the dialogs' checks and the checkout
// request give the same message for the same contact or address field, and one heading names
// each refusal.
import { describe, expect, it } from "vitest";
import { emptyAddress, emptyCheckoutForm, type CheckoutFormInput } from "@/lib/checkout/checkout-draft";
import {
  checkoutFormSchema,
  checkoutRequestSchema,
  contactSchemas,
  deliveryAddressSchema,
} from "@/lib/checkout/checkout-schema";
import { refusalTitle } from "@/lib/checkout/refusal-title";

const filled: CheckoutFormInput = {
  fulfillment: "delivery",
  customer_name: "Pat Shopper",
  customer_email: "pat@example.com",
  customer_phone: "614-555-0100",
  delivery_address: { line1: "50 Broad St", line2: "", city: "Columbus", state: "oh", postal_code: "43215" },
};

/** Each field's first message, as the form's resolver shows it. */
function formMessages(values: CheckoutFormInput): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of checkoutFormSchema.safeParse(values).error?.issues ?? []) {
    messages[issue.path.join(".")] ??= issue.message;
  }
  return messages;
}

function requestMessage(form: CheckoutFormInput): string | undefined {
  const parsed = checkoutRequestSchema.safeParse({
    source: "checkout_form",
    order_type: "delivery",
    cart_items: [{ product_id: "p-1", quantity: 1, warranty_id: "none" }],
    cancel_path: "/checkout",
    customer_name: form.customer_name,
    customer_email: form.customer_email,
    customer_phone: form.customer_phone,
    delivery_address: form.delivery_address,
    delivery: { date: "2030-01-01", window: "10-12", haul_away_units: 0, stair_flights: 0 },
  });
  return parsed.success ? undefined : parsed.error.issues[0]!.message;
}

describe("the checkout form model", () => {
  it("accepts a filled form and reads it as the request does", () => {
    const parsed = checkoutFormSchema.parse(filled);
    expect(parsed).toMatchObject({ fulfillment: "delivery", delivery_address: { state: "OH" } });
    expect(requestMessage(filled)).toBeUndefined();
  });

  it("names every missing field of a blank form at once", () => {
    expect(formMessages(emptyCheckoutForm())).toEqual({
      customer_name: "Name is required",
      customer_email: "Email is required",
      customer_phone: "Phone number is required",
      "delivery_address.line1": "Address is required",
      "delivery_address.city": "City is required",
      "delivery_address.postal_code": "ZIP code is required",
    });
  });

  it("leaves the hidden address alone for pickup", () => {
    expect(
      formMessages({ ...emptyCheckoutForm(), ...filled, fulfillment: "pickup", delivery_address: emptyAddress() }),
    ).toEqual({});
  });

  it.each([
    ["customer_email", { customer_email: "pat@invalid" }, "Please enter a valid email address"],
    ["customer_phone", { customer_phone: "12345" }, "Please enter a 10-digit US phone number"],
    ["delivery_address.line1", { line1: "PO Box 12" }, "We can't deliver to P.O. boxes"],
    ["delivery_address.city", { city: " " }, "City is required"],
    ["delivery_address.state", { state: "IN" }, "We deliver within Ohio only"],
    ["delivery_address.state", { state: "" }, "State is required"],
    ["delivery_address.postal_code", { postal_code: "4321" }, "Please enter a 5-digit ZIP code"],
  ] as const)("says the same as the server about %s (%j)", (field, change, message) => {
    const form: CheckoutFormInput = field.startsWith("delivery_address")
      ? { ...filled, delivery_address: { ...filled.delivery_address, ...change } }
      : { ...filled, ...change };
    expect(formMessages(form)).toEqual({ [field]: message });
    expect(requestMessage(form)).toBe(message);
    if (field.startsWith("delivery_address")) {
      expect(deliveryAddressSchema.safeParse(form.delivery_address).error?.issues[0]?.message).toBe(message);
    }
  });
});

describe("the dialogs' contact step", () => {
  const contact = { customer_name: "Pat Shopper", customer_email: "pat@example.com", customer_phone: "" };
  const messages = (method: "pickup" | "delivery", values: Record<string, string>) =>
    Object.fromEntries(
      (contactSchemas[method].safeParse(values).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );

  it("asks for the name and e-mail always, and a phone for delivery only", () => {
    const blank = { customer_name: " ", customer_email: "", customer_phone: "" };
    expect(messages("pickup", blank)).toEqual({
      customer_name: "Name is required",
      customer_email: "Email is required",
    });
    expect(messages("delivery", blank)).toEqual({
      customer_name: "Name is required",
      customer_email: "Email is required",
      customer_phone: "Phone number is required for delivery",
    });
    expect(contactSchemas.pickup.parse(contact).customer_phone).toBeUndefined();
  });

  it("reads a phone as E.164 and refuses one that is not a US number, as the server does", () => {
    expect(contactSchemas.delivery.parse({ ...contact, customer_phone: "(614) 555-0142" }).customer_phone).toBe(
      "+16145550142",
    );
    for (const method of ["pickup", "delivery"] as const) {
      expect(messages(method, { ...contact, customer_phone: "555-0142" })).toEqual({
        customer_phone: "Please enter a 10-digit US phone number",
      });
    }
    expect(requestMessage({ ...filled, customer_phone: "" })).toBe("Phone number is required for delivery");
  });
});

describe("refusal headings", () => {
  it("titles a refusal the same on the form and in the dialogs, by quote kind or checkout code", () => {
    expect(refusalTitle("refused")).toBe("Outside Delivery Area");
    expect(refusalTitle("outside_delivery_area")).toBe("Outside Delivery Area");
    expect(refusalTitle("po_box")).toBe("Check Your Address");
    expect(refusalTitle("unknown_zip")).toBe("Check Your Address");
    expect(refusalTitle("hold_limit")).toBe("We can't hold that many appliances for you");
    expect(refusalTitle("card_declined")).toBeUndefined();
    expect(refusalTitle(undefined)).toBeUndefined();
  });
});
