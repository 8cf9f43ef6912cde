// The site's link lists: the category bar, the mobile menu, the footer and the sitemap read them.
import { LANDING_LINKS, landingLinkForGroup, landingPath } from "./landing-links";

export interface NavLink {
  href: string;
  label: string;
}

export const CATEGORY_BAR: readonly NavLink[] = [
  { href: "/products", label: "All Products" },
  ...LANDING_LINKS.map((link) => ({ href: landingPath(link.slug), label: link.label })),
  { href: "/store", label: "Store" },
  { href: "/about", label: "About" },
  { href: "/faqs", label: "FAQs" },
  { href: "/contact", label: "Contact" },
  { href: "/order-tracking", label: "Track Order" },
];

export const QUICK_LINKS: readonly NavLink[] = [
  { href: "/products", label: "All Products" },
  { href: "/products?deal=open-box", label: "Open Box Deals" },
  { href: "/products?deal=scratch-dent", label: "Scratch & Dent" },
  { href: "/products?deal=clearance", label: "Clearance" },
  { href: "/store", label: "Visit the Showroom" },
  { href: "/about", label: "About Us" },
  { href: "/faqs", label: "FAQs" },
  { href: "/measurement-guide", label: "Measurement Guide" },
  { href: "/order-tracking", label: "Track Your Order" },
  { href: "/saved", label: "Saved Items" },
];

export const POLICY_LINKS: readonly NavLink[] = [
  { href: "/returns-policy", label: "Returns Policy" },
  { href: "/shipping-policy", label: "Shipping & Delivery" },
  { href: "/warranty", label: "Warranty" },
  { href: "/payment-policy", label: "Payment Policy" },
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-conditions", label: "Terms & Conditions" },
];

export const CATEGORY_LINKS: readonly NavLink[] = [
  { href: "/products/washer", label: "Washers" },
  { href: "/products/dryer", label: "Dryers" },
  { href: "/products/refrigerator", label: "Refrigerators" },
  { href: "/products/stove", label: "Ranges & Stoves" },
  { href: "/products/dishwasher", label: "Dishwashers" },
  { href: "/products/microwave", label: "Microwaves" },
  { href: "/products/wall-oven", label: "Wall Ovens" },
];

/** The breadcrumb's category link for a product group: its landing page, else /products. */
export function categoryCrumb(group: string, fallbackLabel: string): NavLink {
  const landing = landingLinkForGroup(group);
  return landing
    ? { href: landingPath(landing.slug), label: landing.label }
    : { href: "/products", label: fallbackLabel };
}
