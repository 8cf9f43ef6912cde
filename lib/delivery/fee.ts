// The delivery fee rule: distance rounded to whole miles; 0-10 free, 11-60 a flat
// fee, over 60 refused; an unknown distance pays the flat fee and the order goes on.
import type { DistanceSource } from "@/db/schema";
import { DELIVERY } from "@/lib/store";

export type DeliveryQuote =
  | { kind: "free"; miles: number; feeCents: 0 }
  | { kind: "flat"; miles: number; feeCents: number }
  | { kind: "unknown"; miles: null; feeCents: number }
  | { kind: "refused"; miles: number };

export function roundMiles(miles: number): number {
  return Math.round(miles);
}

export function deliveryQuote(miles: number | null): DeliveryQuote {
  if (miles === null || !Number.isFinite(miles) || miles < 0) {
    return { kind: "unknown", miles: null, feeCents: DELIVERY.unknownDistanceFeeCents };
  }
  const rounded = roundMiles(miles);
  if (rounded <= DELIVERY.freeRadiusMiles) return { kind: "free", miles: rounded, feeCents: 0 };
  if (rounded <= DELIVERY.maxMiles) return { kind: "flat", miles: rounded, feeCents: DELIVERY.flatFeeCents };
  return { kind: "refused", miles: rounded };
}

/** How a delivery's distance reads in summaries: "12 miles", "about 12 miles, estimated". */
export function distanceNote(miles: number | null, source: DistanceSource | null): string {
  if (miles === null || source === "unknown" || source === null) return "standard fee";
  const distance = `${miles} mile${miles === 1 ? "" : "s"}`;
  return source === "estimated" ? `about ${distance}, estimated` : distance;
}
