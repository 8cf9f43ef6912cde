// The FAQ page's 20 shipping and delivery questions, written from the store facts so the answers
// always match the fees and rules the checkout applies; the page and its FAQPage data read this.
import { formatBasisPoints, formatList, formatRange } from "@/lib/format-text";
import { formatCentsShort } from "@/lib/money";
import {
  DELIVERY,
  DELIVERY_SCHEDULE,
  HOURS,
  PICKUP,
  RETURNS,
  SALES_TAX_BPS,
  SERVICE_AREAS,
  STORE_ADDRESS_LINE,
} from "@/lib/store";

export interface Faq {
  /** Anchor id, kebab-case. */
  id: string;
  question: string;
  answer: string;
  link?: { href: string; label: string };
}

const FLAT_FEE = formatCentsShort(DELIVERY.flatFeeCents);
const NEARBY = SERVICE_AREAS.filter((area) => area.slug !== "reynoldsburg" && area.slug !== "columbus").map(
  (area) => area.name,
);

export const DELIVERY_FAQS: readonly Faq[] = [
  {
    id: "delivery-cost",
    question: "How much does delivery cost?",
    answer: `Delivery is free within ${DELIVERY.freeRadiusMiles} miles of our Reynoldsburg showroom and a flat ${FLAT_FEE} from ${DELIVERY.freeRadiusMiles + 1} to ${DELIVERY.maxMiles} miles. Addresses more than ${DELIVERY.maxMiles} miles away are outside our delivery area.`,
    link: { href: "/shipping-policy", label: "Read the shipping policy" },
  },
  {
    id: "minimum-order",
    question: "Is there a minimum order for free delivery?",
    answer: `No. Free delivery depends only on the distance to your address, never on how much you spend: one microwave within ${DELIVERY.freeRadiusMiles} miles is delivered free.`,
  },
  {
    id: "distance",
    question: "How do you work out the distance to my address?",
    answer: `We use the driving distance from our showroom at ${STORE_ADDRESS_LINE} to your delivery address, rounded to whole miles. If the distance cannot be worked out, the standard ${formatCentsShort(DELIVERY.unknownDistanceFeeCents)} fee applies and your order still goes ahead.`,
  },
  {
    id: "areas",
    question: "Which areas do you deliver to?",
    answer: `Reynoldsburg, Columbus and the communities around them, such as ${formatList(NEARBY)}, and anywhere else in Ohio within ${DELIVERY.maxMiles} driving miles of the showroom.`,
    link: { href: "/areas/surrounding", label: "See distances to nearby towns" },
  },
  {
    id: "outside-ohio",
    question: "Do you deliver outside Ohio?",
    answer:
      "No, we deliver to Ohio addresses only. Shoppers from out of state are welcome to pick up their appliance at the showroom for free.",
  },
  {
    id: "po-boxes",
    question: "Can you deliver to a P.O. box or a freight forwarder?",
    answer:
      "No. Our own crew delivers to a street address where someone can receive the appliance, so we cannot ship to P.O. boxes or freight forwarders.",
  },
  {
    id: "how-soon",
    question: "How soon will my appliance arrive?",
    answer: `In-stock appliances are delivered in ${formatRange(DELIVERY_SCHEDULE.inStockBusinessDays)} business days. That is ${formatRange(DELIVERY_SCHEDULE.processingBusinessDays)} business days to process your order and ${formatRange(DELIVERY_SCHEDULE.transitDays)} days on the road.`,
  },
  {
    id: "cut-off",
    question: "What is the order cut-off time?",
    answer: `Orders placed by ${DELIVERY_SCHEDULE.orderCutoff} start processing the same business day. Orders placed later start the next business day.`,
  },
  {
    id: "special-orders",
    question: "How long do special orders and reconditioned units take?",
    answer: `Special orders take ${formatRange(DELIVERY_SCHEDULE.specialOrderBusinessDays)} business days. Reconditioned units need ${formatRange(DELIVERY_SCHEDULE.reconditionedExtraDays)} extra days for a final check in our shop before they go out.`,
  },
  {
    id: "delivery-window",
    question: "Can I choose a delivery time?",
    answer: `Yes. At checkout you pick a preferred delivery date and a two-hour window: ${formatList(DELIVERY.windows.map((window) => window.label))}. We confirm it with you before the day.`,
  },
  {
    id: "notices",
    question: "How will I know when you are coming?",
    answer: `We call ${DELIVERY_SCHEDULE.callAheadHours} hours before your delivery to confirm the window, send text updates on the day, and the crew gives you a courtesy call about ${DELIVERY_SCHEDULE.courtesyCallMinutes} minutes before they arrive.`,
  },
  {
    id: "reschedule",
    question: "Can I reschedule my delivery?",
    answer: `Yes, free of charge with at least ${DELIVERY_SCHEDULE.freeRescheduleNoticeHours} hours' notice. Call us and choose a new date and window.`,
  },
  {
    id: "be-home",
    question: "Do I need to be home for the delivery?",
    answer:
      "Yes. Someone needs to let the crew in, show them where the appliance goes and check it over before they leave.",
  },
  {
    id: "prepare",
    question: "How should I get ready for delivery?",
    answer:
      "Measure the space, the doorways and any tight turns, clear a path from the door to where the appliance goes, and have the old appliance emptied and disconnected if we are taking it away. Our measurement guide walks you through it.",
    link: { href: "/measurement-guide", label: "Open the measurement guide" },
  },
  {
    id: "haul-away",
    question: "Can you take my old appliance away?",
    answer: `Yes. Old-appliance haul-away is ${formatCentsShort(DELIVERY.haulAwayCentsPerUnit)} per unit; add it when you choose delivery at checkout. Please have the old appliance emptied and disconnected before we arrive.`,
  },
  {
    id: "stairs",
    question: "Will you carry the appliance up or down stairs?",
    answer: `Yes. Stair carry is ${formatCentsShort(DELIVERY.stairCarryCentsPerFlight)} per flight, up to ${DELIVERY.maxStairFlights} flights; add it at checkout so we send the right crew.`,
  },
  {
    id: "pickup",
    question: "Can I pick up my order instead?",
    answer: `Yes, pickup is free. Your order is ready at the showroom ${PICKUP.readyInHours} hours after you place it, and we are open ${HOURS.summary}. Bring your order number and a vehicle big enough for the appliance; we help you load it.`,
    link: { href: "/store", label: "Showroom address and pickup tips" },
  },
  {
    id: "damage",
    question: "What if my appliance arrives damaged?",
    answer: `Check it when it arrives and tell us about any damage or problem within ${DELIVERY_SCHEDULE.reportIssuesWithinHours} hours, with a photo if you can. We repair, replace or take it back; returns are accepted for ${RETURNS.days} days from delivery with no restocking fee.`,
    link: { href: "/returns-policy", label: "Read the returns policy" },
  },
  {
    id: "tax",
    question: "Is sales tax charged on delivery?",
    answer: `Yes. In Ohio delivery and delivery add-ons are taxable, so the ${formatBasisPoints(SALES_TAX_BPS)} sales tax applies to them as well as to the appliance and any extended warranty. The total is shown before you pay.`,
  },
  {
    id: "track",
    question: "Can I track my order?",
    answer:
      "Yes. Enter your order number and the e-mail address you ordered with on the order tracking page to see where your order is.",
    link: { href: "/order-tracking", label: "Track your order" },
  },
];
