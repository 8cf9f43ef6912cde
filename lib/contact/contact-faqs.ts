// The contact page's short FAQ (delivery, installation, warranties, 30-day returns), written
// from the store facts so the answers match what checkout and the policies apply.
import type { Faq } from "@/lib/content/delivery-faqs";
import { formatCentsShort } from "@/lib/money";
import { DELIVERY, INSTALLATION, PICKUP, RETURNS, WARRANTY, extendedWarrantyYears } from "@/lib/store";

export const CONTACT_FAQS: readonly Faq[] = [
  {
    id: "contact-delivery",
    question: "Do you deliver, and what does it cost?",
    answer: `Yes: free within ${DELIVERY.freeRadiusMiles} miles of the showroom and a flat ${formatCentsShort(DELIVERY.flatFeeCents)} up to ${DELIVERY.maxMiles} miles, in a two-hour window you choose at checkout. Free pickup is ready in ${PICKUP.readyInHours} hours.`,
    link: { href: "/shipping-policy", label: "Delivery details" },
  },
  {
    id: "contact-installation",
    question: "Can you install my appliance?",
    answer: `${INSTALLATION.included}. We can haul your old appliance away for ${formatCentsShort(DELIVERY.haulAwayCentsPerUnit)} a unit; ${INSTALLATION.licensed}.`,
  },
  {
    id: "contact-warranty",
    question: "Are your appliances under warranty?",
    answer: `Every unit comes with the ${WARRANTY.manufacturerYears}-year manufacturer warranty. You can add ${extendedWarrantyYears()} years of extended parts-and-labor protection per unit when you order.`,
    link: { href: "/warranty", label: "Warranty plans" },
  },
  {
    id: "contact-returns",
    question: "Can I return an appliance?",
    answer: `Yes, within ${RETURNS.days} days of delivery with no restocking fee. We refund to ${RETURNS.refundTo} within ${RETURNS.refundBusinessDays} business days after inspecting the unit.`,
    link: { href: "/returns-policy", label: "Returns policy" },
  },
];
