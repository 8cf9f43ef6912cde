// The service areas with their distance from the showroom, from the same offline estimator that
// prices delivery without a maps key, so the copy and the fee always agree.
import { formatCentsShort } from "@/lib/money";
import { deliveryQuote, type DeliveryQuote } from "./fee";
import { estimateMilesFromStore, lookupZip } from "./zip-distance";
import { DELIVERY, SERVICE_AREAS, type ServiceArea } from "@/lib/store";
import { OHIO_ZIPS } from "./ohio-zips";

export interface AreaWithDistance extends ServiceArea {
  /** Estimated road miles, rounded to whole miles. */
  miles: number;
  /** The estimate before rounding (a town near a fee boundary says its fee is confirmed at checkout). */
  estimate: number;
  quote: DeliveryQuote;
  latitude: number;
  longitude: number;
}

export function areasWithDistance(): AreaWithDistance[] {
  return SERVICE_AREAS.map((area) => {
    const zip = lookupZip(area.zip);
    const estimate = estimateMilesFromStore(area.zip);
    if (!zip || estimate === null) throw new Error(`Service area ${area.name} has an unknown ZIP ${area.zip}`);
    const quote = deliveryQuote(estimate);
    return { ...area, miles: Math.round(estimate), estimate, quote, latitude: zip.latitude, longitude: zip.longitude };
  });
}

export function areaBySlug(slug: string): AreaWithDistance | undefined {
  return areasWithDistance().find((area) => area.slug === slug);
}

export interface ZipFee {
  zip: string;
  miles: number;
  quote: DeliveryQuote;
}

/** Each of a town's ZIP codes with its estimated miles and delivery fee. */
export function zipFees(area: ServiceArea): ZipFee[] {
  return area.zips.map((zip) => {
    const estimate = estimateMilesFromStore(zip);
    if (estimate === null) throw new Error(`Service area ${area.name} lists an unknown ZIP ${zip}`);
    return { zip, miles: Math.round(estimate), quote: deliveryQuote(estimate) };
  });
}

/** Whether an estimate is close enough to the free-delivery boundary that addresses may differ. */
export function nearFeeBoundary(estimate: number): boolean {
  return Math.abs(estimate - (DELIVERY.freeRadiusMiles + 0.5)) < 1.5;
}

/** A quote's fee in a word: "Free", "$45", or "Call us" when there is no fee to quote. */
export function feeText(quote: DeliveryQuote): string {
  if (quote.kind === "free") return "Free";
  if (quote.kind === "flat") return formatCentsShort(quote.feeCents);
  return "Call us";
}

/** "Free delivery" or "$45 delivery" for an area's estimated distance. */
export function deliveryLabel(area: AreaWithDistance): string {
  return area.quote.kind === "free" || area.quote.kind === "flat"
    ? `${feeText(area.quote)} delivery`
    : "Call for delivery";
}

/**
 * The street-delivery ZIP codes in each fee tier by the offline estimate (what a search engine
 * is told; the checkout prices the actual address): free within the free radius, the flat fee
 * out to the limit.
 */
export function deliveryZipTiers(): { free: string[]; flat: string[] } {
  const free: string[] = [];
  const flat: string[] = [];
  for (const zip of Object.keys(OHIO_ZIPS).sort()) {
    if (lookupZip(zip)?.poBoxOnly) continue;
    const quote = deliveryQuote(estimateMilesFromStore(zip));
    if (quote.kind === "free") free.push(zip);
    else if (quote.kind === "flat") flat.push(zip);
  }
  return { free, flat };
}
