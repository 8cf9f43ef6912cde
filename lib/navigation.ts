// The site's link lists: the category bar, the mobile menu, the footer and the sitemap read them.

export interface NavLink {
  href: string;
  label: string;
}

export const CATEGORY_BAR: readonly NavLink[] = [
  { href: "/products", label: "All Products" },
  { href: "/washers-dryers", label: "Washers & Dryers" },
  { href: "/dishwashers", label: "Dishwashers" },
  { href: "/microwaves", label: "Microwaves" },
  { href: "/refrigerators", label: "Refrigerators" },
  { href: "/ranges-stoves", label: "Ranges & Stoves" },
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
];

const LANDING_PAGES: Record<string, NavLink> = {
  washer: { href: "/washers-dryers", label: "Washers & Dryers" },
  dryer: { href: "/washers-dryers", label: "Washers & Dryers" },
  dishwasher: { href: "/dishwashers", label: "Dishwashers" },
  refrigerator: { href: "/refrigerators", label: "Refrigerators" },
  stove: { href: "/ranges-stoves", label: "Ranges & Stoves" },
  microwave: { href: "/microwaves", label: "Microwaves" },
};

/** The breadcrumb's category link for a product group (spec: landing page, else /products). */
export function categoryCrumb(group: string, fallbackLabel: string): NavLink {
  return LANDING_PAGES[group] ?? { href: "/products", label: fallbackLabel };
}
