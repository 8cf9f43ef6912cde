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
  /** The estimate before rounding (a ZIP code near the free zone's edge has streets on both sides). */
  estimate: number;
  quote: DeliveryQuote;
}

/** Each of a town's ZIP codes with its estimated miles and delivery fee. */
export function zipFees(area: ServiceArea): ZipFee[] {
  return area.zips.map((zip) => {
    const estimate = estimateMilesFromStore(zip);
    if (estimate === null) throw new Error(`Service area ${area.name} lists an unknown ZIP ${zip}`);
    return { zip, miles: Math.round(estimate), estimate, quote: deliveryQuote(estimate) };
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

/**
 * The one fee every street of a place pays, from its ZIP codes' fees: all in the same tier and
 * none near the free zone's edge. Null when the fee depends on the street (or there is none to quote).
 */
export function settledFee(fees: readonly ZipFee[]): (DeliveryQuote & { kind: "free" | "flat" }) | null {
  const [first] = fees;
  if (!first || (first.quote.kind !== "free" && first.quote.kind !== "flat")) return null;
  const settled = fees.every((fee) => fee.quote.kind === first.quote.kind && !nearFeeBoundary(fee.estimate));
  return settled ? first.quote : null;
}

/** Whether every street of an area is delivered free (its labels are shown in the free colour). */
export function deliveredFree(area: ServiceArea): boolean {
  return settledFee(zipFees(area))?.kind === "free";
}

/** "Free or $45": the fee of a place whose streets lie on both sides of the free zone's edge. */
const EDGE_FEE_TEXT = `Free or ${formatCentsShort(DELIVERY.flatFeeCents)}`;

/** A ZIP code's fee in a word, or "Free or $45" when it lies at the free zone's edge. */
export function zipFeeText(fee: ZipFee): string {
  return nearFeeBoundary(fee.estimate) ? EDGE_FEE_TEXT : feeText(fee.quote);
}

/** "Free delivery", "$45 delivery", or "Free or $45 delivery" for an area that spans the free zone's edge. */
export function deliveryLabel(area: AreaWithDistance): string {
  if (area.quote.kind !== "free" && area.quote.kind !== "flat") return "Call for delivery";
  const fee = settledFee(zipFees(area));
  return `${fee ? feeText(fee) : EDGE_FEE_TEXT} delivery`;
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
