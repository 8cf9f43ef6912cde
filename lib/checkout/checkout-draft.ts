// What the shopper has filled in so far in a checkout dialog or the checkout form, before it
// becomes a checkout request: the address and the delivery choices, with their defaults.
import { deliveryDates } from "@/lib/delivery/schedule";
import type { DeliveryWindowId } from "@/lib/store";

export interface AddressDraft {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
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

export function defaultDeliveryChoices(now: Date = new Date()): DeliveryChoices {
  return { date: deliveryDates(now)[0]!, window: "10-12", haul_away_units: 0, stair_flights: 0 };
}

/** Street, city and ZIP filled in: what the Calculate button waits for. */
export function addressComplete(address: AddressDraft): boolean {
  return [address.line1, address.city, address.postal_code].every((field) => field.trim() !== "");
}

/** The address as the request sends it (Apt/Suite left out when empty). */
export function addressPayload(address: AddressDraft) {
  const { line2, ...rest } = address;
  return line2.trim() ? { ...rest, line2 } : rest;
}
