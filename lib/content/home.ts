// The home page's copy: the three kinds of deal and the reasons to shop with us, from store facts.
import type { DealType } from "@/db/enums";
import { DEAL_LABELS } from "@/lib/catalog/listing";
import { capitalize } from "@/lib/format-text";
import { formatCentsShort } from "@/lib/money";
import { LIST_PRICE } from "@/lib/product-price";
import { CLAIMS, DELIVERY, HOURS, PICKUP, RETURNS, WARRANTY, extendedWarrantyYears } from "@/lib/store";

export interface HomeDeal {
  deal: DealType;
  title: string;
  claim: string;
  text: string;
}

/** The special-deal tiles, in the order they appear. */
export const HOME_DEALS: readonly HomeDeal[] = [
  {
    deal: "open-box",
    title: DEAL_LABELS["open-box"],
    claim: `Up to ${CLAIMS.openBoxDiscountPercent}% off`,
    text: "Customer returns and display units, never installed, checked and tested.",
  },
  {
    deal: "scratch-dent",
    title: DEAL_LABELS["scratch-dent"],
    claim: capitalize(CLAIMS.maxDiscount),
    text: "Cosmetic marks from shipping, often on a side that hides between cabinets.",
  },
  {
    deal: "clearance",
    title: DEAL_LABELS.clearance,
    claim: "Last units, lowest prices",
    text: "Last year's models and overstock, new in the box, while they last.",
  },
];

export type HomeReasonId = "savings" | "tested" | "warranty" | "delivery" | "returns" | "hours";

/** The "Why shop with us" cards, in the order they appear. */
export const HOME_REASONS: readonly { id: HomeReasonId; title: string; text: string }[] = [
  {
    id: "savings",
    title: "Real savings",
    text: `Brand-name appliances ${CLAIMS.maxDiscount} ${LIST_PRICE.reference}, ${CLAIMS.openBoxDiscount}.`,
  },
  {
    id: "tested",
    title: "Inspected and tested",
    text: "Every unit is checked in our shop before it goes on the floor; we tell you exactly what is scratched or dented.",
  },
  {
    id: "warranty",
    title: "Warranty included",
    text: `The ${WARRANTY.manufacturerYears}-year manufacturer warranty comes with every unit; add ${extendedWarrantyYears()} years of parts and labor.`,
  },
  {
    id: "delivery",
    title: "Local delivery",
    text: `Free within ${DELIVERY.freeRadiusMiles} miles, a flat ${formatCentsShort(DELIVERY.flatFeeCents)} up to ${DELIVERY.maxMiles} miles, or free pickup ready in ${PICKUP.readyInHours} hours.`,
  },
  {
    id: "returns",
    title: `${RETURNS.days}-day returns`,
    text: `${RETURNS.days} days from delivery, no restocking fee, refund within ${RETURNS.refundBusinessDays} business days after inspection.`,
  },
  {
    id: "hours",
    title: "Open seven days a week",
    text: `See it in person at our Reynoldsburg showroom, ${HOURS.summary}.`,
  },
];
