// The service areas with their distance from the showroom, from the same offline estimator that
// prices delivery without a maps key, so the copy and the fee always agree.
import { deliveryQuote, type DeliveryQuote } from "./fee";
import { estimateMilesFromStore, lookupZip } from "./zip-distance";
import { SERVICE_AREAS, type ServiceArea } from "@/lib/store";

export interface AreaWithDistance extends ServiceArea {
  /** Estimated road miles, rounded to whole miles. */
  miles: number;
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
    return { ...area, miles: Math.round(estimate), quote, latitude: zip.latitude, longitude: zip.longitude };
  });
}

export function areaBySlug(slug: string): AreaWithDistance | undefined {
  return areasWithDistance().find((area) => area.slug === slug);
}

/** "Free delivery" or "$45 delivery" for an area's estimated distance. */
export function deliveryLabel(area: AreaWithDistance): string {
  if (area.quote.kind === "free") return "Free delivery";
  if (area.quote.kind === "flat") return `$${area.quote.feeCents / 100} delivery`;
  return "Call for delivery";
}
