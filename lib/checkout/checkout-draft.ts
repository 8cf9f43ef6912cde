// What the shopper has filled in so far in a checkout dialog or the checkout form, before it
// becomes a checkout request: contact details, the address and the delivery choices, named as the
// request names them, with their defaults.
import type { AddressFields } from "@/lib/delivery/address-lookup";
import { deliveryDates } from "@/lib/delivery/schedule";
import type { DeliveryWindowId } from "@/lib/store";
import type { FulfillmentChoice } from "./dialog-steps";

/** The address as typed: the fields a looked-up address fills. */
export type AddressDraft = AddressFields;

export const ADDRESS_FIELDS = [
  "line1",
  "line2",
  "city",
  "state",
  "postal_code",
] as const satisfies readonly (keyof AddressDraft)[];

/** Contact details as typed. */
export interface ContactDraft {
  customer_name: string;
  customer_email: string;
  customer_phone: string;
}

/** The checkout form's values: the address is kept, unchecked, while pickup is chosen. */
export interface CheckoutFormInput extends ContactDraft {
  fulfillment: FulfillmentChoice;
  delivery_address: AddressDraft;
}

export interface DeliveryChoices {
  date: string;
  window: DeliveryWindowId;
  haul_away_units: number;
  stair_flights: number;
}

export function emptyAddress(): AddressDraft {
  return { line1: "", line2: "", city: "", state: "OH", postal_code: "" };
}

export function emptyContact(): ContactDraft {
  return { customer_name: "", customer_email: "", customer_phone: "" };
}

export function emptyCheckoutForm(): CheckoutFormInput {
  return { fulfillment: "delivery", ...emptyContact(), delivery_address: emptyAddress() };
}

export function defaultDeliveryChoices(now: Date = new Date()): DeliveryChoices {
  return { date: deliveryDates(now)[0]!, window: "10-12", haul_away_units: 0, stair_flights: 0 };
}

/** Street, city and ZIP filled in: what the Calculate button waits for. */
export function addressComplete(address: AddressDraft): boolean {
  return [address.line1, address.city, address.postal_code].every((field) => field.trim() !== "");
}

/** The address as the request sends it (Apt/Suite left out when empty). */
export function addressPayload<T extends { line2?: string }>(address: T) {
  const { line2, ...rest } = address;
  return line2?.trim() ? { ...rest, line2 } : rest;
}
