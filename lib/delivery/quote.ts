// The delivery quote for an address: driving miles from the configured provider (falling back to
// the offline estimate when it fails), then the fee rule. The checkout runs it again on the server
// and never takes a fee from the browser.
import "server-only";
import type { DistanceSource } from "@/db/schema";
import { DELIVERY } from "@/lib/store";
import type { AddressForDistance, DistanceProvider } from "./distance";
import { deliveryQuote } from "./fee";
import { offlineDistance } from "./offline-distance";
import { distanceProvider } from "./providers";
import { lookupZip } from "./zip-distance";
import { logError } from "@/lib/log";

export type DeliveryQuoteResult =
  | { kind: "free" | "flat"; miles: number; feeCents: number; source: Exclude<DistanceSource, "unknown"> }
  | { kind: "unknown"; miles: null; feeCents: number; source: "unknown" }
  | { kind: "refused"; miles: number; source: Exclude<DistanceSource, "unknown"> }
  | { kind: "po_box" }
  /** A ZIP code that does not exist in Ohio (nowhere we deliver): the address needs checking. */
  | { kind: "unknown_zip"; zip: string };

export type DeliverableQuote = Extract<DeliveryQuoteResult, { feeCents: number }>;

async function milesFrom(provider: DistanceProvider, address: AddressForDistance): Promise<number | null> {
  try {
    return await provider.drivingMiles(address);
  } catch (error) {
    logError(`Distance lookup (${provider.source}) failed`, error);
    return null;
  }
}

export async function quoteDelivery(
  address: AddressForDistance,
  provider: DistanceProvider = distanceProvider(),
): Promise<DeliveryQuoteResult> {
  const zip = lookupZip(address.postal_code);
  // Every place within the delivery radius is in Ohio, whose ZIP codes we all know: any other ZIP
  // is a typo or too far, never a delivery at the standard fee.
  if (!zip) return { kind: "unknown_zip", zip: address.postal_code.trim().slice(0, 10) };
  if (zip.poBoxOnly) return { kind: "po_box" };
  let source = provider.source;
  let miles = await milesFrom(provider, address);
  if (miles === null && provider !== offlineDistance) {
    source = offlineDistance.source;
    miles = await milesFrom(offlineDistance, address);
  }
  const quote = deliveryQuote(miles);
  if (quote.kind === "unknown") return { ...quote, source: "unknown" };
  return { ...quote, source };
}

/** The shopper-facing sentence for a refusal ("Outside Delivery Area" names the miles). */
export function refusalMessage(
  quote: Extract<DeliveryQuoteResult, { kind: "refused" | "po_box" | "unknown_zip" }>,
): string {
  if (quote.kind === "po_box") return "We can't deliver to P.O. boxes: please enter a street address.";
  if (quote.kind === "unknown_zip") {
    return `ZIP code ${quote.zip} is not an Ohio ZIP code: please check it. We deliver within ${DELIVERY.maxMiles} miles of our showroom.`;
  }
  return `We don't deliver beyond ${DELIVERY.maxMiles} miles. Your location is ${quote.miles} miles away.`;
}
