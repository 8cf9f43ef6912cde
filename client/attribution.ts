// The campaign details a social-shopping link brought (source, coupon, utm_* tags), kept in session
// storage from the hand-off page until the checkout sends them with the order for staff.
import type { OrderAttribution } from "@/db/schema";
import { attributionSchema } from "@/lib/checkout/checkout-schema";

export const ATTRIBUTION_KEY = "checkoutAttribution";

export function saveAttribution(attribution: OrderAttribution): void {
  try {
    window.sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(attribution));
  } catch {
    // Without session storage the order goes without campaign details.
  }
}

export function readAttribution(): OrderAttribution | null {
  try {
    const raw = window.sessionStorage.getItem(ATTRIBUTION_KEY);
    const parsed = attributionSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
