// Every business fact of the store in one typed module: pages, e-mails, feeds, pricing and the
// payment page read from here, so no two places can disagree. Per-deployment values come from
// NEXT_PUBLIC_STORE_* variables, which Next inlines at build time for server and browser alike.
import { formatBasisPoints } from "./format-text";
import { telHref } from "./phone";
import { siteUrl } from "./site-address";

function envText(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function envNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  { min = 0, max = Number.MAX_SAFE_INTEGER } = {},
): number {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}, got "${value}"`);
  }
  return parsed;
}

export const STORE = {
  name: envText(process.env.NEXT_PUBLIC_STORE_NAME, "Reynoldsburg Appliance Outlet"),
  legalName: envText(process.env.NEXT_PUBLIC_STORE_LEGAL_NAME, "Reynoldsburg Appliance Outlet LLC"),
  tagline: "Scratch & dent, open box and clearance appliances at up to 60% off",
  address: {
    street: envText(process.env.NEXT_PUBLIC_STORE_STREET, "7250 E Main St"),
    city: "Reynoldsburg",
    state: "OH",
    zip: "43068",
    country: "US",
  },
  /** Showroom coordinates: the origin of every delivery distance. */
  geo: {
    latitude: envNumber("NEXT_PUBLIC_STORE_LAT", process.env.NEXT_PUBLIC_STORE_LAT, 39.9557, {
      min: -90,
      max: 90,
    }),
    longitude: envNumber("NEXT_PUBLIC_STORE_LNG", process.env.NEXT_PUBLIC_STORE_LNG, -82.7768, {
      min: -180,
      max: 180,
    }),
  },
  phone: envText(process.env.NEXT_PUBLIC_STORE_PHONE, "(614) 555-0142"),
  email: envText(process.env.NEXT_PUBLIC_STORE_EMAIL, "sales@reynoldsburgapplianceoutlet.com"),
  /** The public address, read when the server runs (lib/site-address.ts). */
  get siteUrl(): string {
    return siteUrl();
  },
  social: {
    facebook: "https://www.facebook.com/reynoldsburgapplianceoutlet",
    instagram: "https://www.instagram.com/reynoldsburgapplianceoutlet",
    youtube: "https://www.youtube.com/@reynoldsburgapplianceoutlet",
  },
  yearsInBusiness: "over 5 years",
} as const;

/** The store's tel: link ("tel:+16145550142"). */
export function phoneHref(phone: string = STORE.phone): string {
  return telHref(phone);
}

export const STORE_ADDRESS_LINE = `${STORE.address.street}, ${STORE.address.city}, ${STORE.address.state} ${STORE.address.zip}`;

/** A place or address searched on Google Maps, where a phone opens its maps app. */
export function mapSearchUrl(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

/** The showroom on Google Maps: directions links and the store's structured data. */
export const STORE_MAP_URL = mapSearchUrl(`${STORE.name}, ${STORE_ADDRESS_LINE}`);

export const DAYS_OF_WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export const DELIVERY = {
  /** Distances are rounded to whole miles before the tiers apply. */
  freeRadiusMiles: 10,
  maxMiles: 60,
  flatFeeCents: 4500,
  /** Charged when the distance cannot be worked out; the flow continues. */
  unknownDistanceFeeCents: 4500,
  haulAwayCentsPerUnit: 5000,
  stairCarryCentsPerFlight: 5000,
  maxStairFlights: 5,
  windows: [
    { id: "10-12", label: "10AM-12PM" },
    { id: "12-2", label: "12PM-2PM" },
    { id: "2-4", label: "2PM-4PM" },
    { id: "4-6", label: "4PM-6PM" },
  ],
  /** Road-detour factor applied to straight-line ZIP distances in the offline estimate. */
  roadDetourFactor: 1.3,
  states: ["OH"],
  /** The ZIP codes of the state we deliver in: five digits outside them are another state's. */
  zipCodes: { from: 43001, to: 45999 },
} as const;

/** Whether a ZIP code's five digits are of the state we deliver in. */
export function inDeliveryState(zip: string): boolean {
  const value = Number(zip);
  return value >= DELIVERY.zipCodes.from && value <= DELIVERY.zipCodes.to;
}

/** What the delivery crew installs, and what it leaves to a licensed installer. */
export const INSTALLATION = {
  included:
    "Our crew places and levels what we deliver and connects standard washers, dryers (electric), refrigerators and ranges with the right cords and hoses",
  licensed: "gas lines, hard-wired and built-in installs need a licensed installer, and we are glad to recommend one",
} as const;

export type DeliveryWindowId = (typeof DELIVERY.windows)[number]["id"];

export const PICKUP = {
  feeCents: 0,
  readyInHours: 2,
} as const;

/** US holidays the store can observe: the showroom is closed and nothing is delivered. */
export const HOLIDAYS = [
  "new-years-day",
  "memorial-day",
  "independence-day",
  "labor-day",
  "thanksgiving",
  "christmas",
] as const;
export type Holiday = (typeof HOLIDAYS)[number];

function envList(name: string, value: string | undefined): string[] | null {
  if (value === undefined || value.trim() === "") return null;
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      if (!/^[a-z0-9-]+$/.test(item)) throw new Error(`${name}: "${item}" is not a holiday name or a YYYY-MM-DD date`);
      return item;
    });
}

/**
 * Days the store is closed: the holidays it observes (NEXT_PUBLIC_STORE_HOLIDAYS, a comma list of
 * the names above, "none" for none; default all six) and single dates
 * (NEXT_PUBLIC_STORE_CLOSED_DATES, e.g. "2026-12-24,2026-12-31").
 */
export const CLOSED_DAYS = {
  holidays: (() => {
    const listed = envList("NEXT_PUBLIC_STORE_HOLIDAYS", process.env.NEXT_PUBLIC_STORE_HOLIDAYS);
    if (!listed) return [...HOLIDAYS];
    if (listed.length === 1 && listed[0] === "none") return [];
    for (const name of listed) {
      if (!(HOLIDAYS as readonly string[]).includes(name)) {
        throw new Error(`NEXT_PUBLIC_STORE_HOLIDAYS: "${name}" is not one of ${HOLIDAYS.join(", ")}`);
      }
    }
    return listed as Holiday[];
  })(),
  dates: (envList("NEXT_PUBLIC_STORE_CLOSED_DATES", process.env.NEXT_PUBLIC_STORE_CLOSED_DATES) ?? []).map((date) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
      throw new Error(`NEXT_PUBLIC_STORE_CLOSED_DATES: "${date}" is not YYYY-MM-DD`);
    return date;
  }),
} as const;

/**
 * Open 10AM-6PM every day but the closed days above (the pages name those coming up next to the
 * hours, lib/content/store-hours.ts).
 */
const OPEN_EVERY_DAY = "10AM-6PM every day";

export const HOURS = {
  opens: "10:00",
  closes: "18:00",
  days: DAYS_OF_WEEK,
  /** The hours without the days the store closes. */
  everyDay: OPEN_EVERY_DAY,
  summary: CLOSED_DAYS.holidays.length > 0 ? `${OPEN_EVERY_DAY} except holidays` : OPEN_EVERY_DAY,
} as const;

/** Delivery timing and notices (shipping policy, FAQs); ranges are [from, to]. */
export const DELIVERY_SCHEDULE = {
  processingBusinessDays: [0, 1],
  transitDays: [1, 2],
  inStockBusinessDays: [1, 2],
  specialOrderBusinessDays: [3, 7],
  reconditionedExtraDays: [1, 3],
  /** Orders placed after this time are processed from the next business day. */
  orderCutoff: "6 PM Eastern",
  callAheadHours: 24,
  courtesyCallMinutes: 30,
  freeRescheduleNoticeHours: 24,
  reportIssuesWithinHours: 24,
} as const;

/** What the crew does before a delivery, as the checkout, e-mails and tracking say it. */
export const DELIVERY_NOTICE = `We call ${DELIVERY_SCHEDULE.callAheadHours} hours ahead to confirm your window, text on the day and call ${DELIVERY_SCHEDULE.courtesyCallMinutes} minutes before we arrive.`;

export const WARRANTY_IDS = ["none", "2year", "3year", "4year", "5year"] as const;
export type WarrantyId = (typeof WARRANTY_IDS)[number];

/** Items priced at or below this (in cents) use the lower warranty tier. */
export const WARRANTY_TIER_LIMIT_CENTS = 150000;

export interface WarrantyPlan {
  id: WarrantyId;
  years: number;
  label: string;
  description: string;
  recommended: boolean;
  /** Price per unit in cents: [item price <= $1500, item price above $1500]. */
  priceCents: readonly [number, number];
}

export const WARRANTY = {
  manufacturerYears: 1,
  defaultPlan: "2year" as WarrantyId,
  plans: [
    {
      id: "none",
      years: 0,
      label: "No Extended Warranty",
      description: "Only the 1-year manufacturer warranty",
      recommended: false,
      priceCents: [0, 0],
    },
    {
      id: "2year",
      years: 2,
      label: "2-Year Protection",
      description: "Parts and labor for 2 years beyond the manufacturer warranty",
      recommended: true,
      priceCents: [8000, 10000],
    },
    {
      id: "3year",
      years: 3,
      label: "3-Year Protection",
      description: "Parts and labor for 3 years beyond the manufacturer warranty",
      recommended: false,
      priceCents: [12000, 15000],
    },
    {
      id: "4year",
      years: 4,
      label: "4-Year Protection",
      description: "Parts and labor for 4 years beyond the manufacturer warranty",
      recommended: false,
      priceCents: [17000, 20000],
    },
    {
      id: "5year",
      years: 5,
      label: "5-Year Protection",
      description: "Parts and labor for 5 years beyond the manufacturer warranty",
      recommended: false,
      priceCents: [20000, 25000],
    },
  ] satisfies WarrantyPlan[],
} as const;

/** "2 to 5": the years of extended protection on offer. */
export function extendedWarrantyYears(): string {
  const years = WARRANTY.plans.filter((plan) => plan.years > 0).map((plan) => plan.years);
  return `${Math.min(...years)} to ${Math.max(...years)}`;
}

export function warrantyPlan(id: WarrantyId): WarrantyPlan {
  const plan = WARRANTY.plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown warranty ${id}`);
  return plan;
}

/** Price of one unit's warranty plan for an item at the given unit price (cents). */
export function warrantyPriceCents(id: WarrantyId, unitPriceCents: number): number {
  const [low, high] = warrantyPlan(id).priceCents;
  return unitPriceCents <= WARRANTY_TIER_LIMIT_CENTS ? low : high;
}

/**
 * Sales tax in basis points (800 = 8.0%: Franklin County 7.5% plus COTA since April 2025),
 * applied to merchandise, warranty, delivery and add-ons, all taxable in Ohio.
 */
export const SALES_TAX_BPS = Math.round(
  envNumber("NEXT_PUBLIC_SALES_TAX_RATE", process.env.NEXT_PUBLIC_SALES_TAX_RATE, 8.0, {
    max: 20,
  }) * 100,
);

/** "Ohio sales tax (8%)" for a rate in basis points (an order keeps the rate it was taxed at). */
export function salesTaxLabel(bps: number = SALES_TAX_BPS): string {
  return `Ohio sales tax (${formatBasisPoints(bps)})`;
}

export const RETURNS = {
  days: 30,
  from: "delivery",
  restockingFee: false,
  refundBusinessDays: 10,
  refundTo: "the original payment method",
  /** Defects must be reported within this many business days of delivery or pickup. */
  defectReportBusinessDays: 3,
  freeReturnLabel: true,
  summary: "30-day returns from delivery, no restocking fee, refund within 10 business days after inspection",
} as const;

export const PAYMENT = {
  currency: "USD",
  cards: ["Visa", "Mastercard", "American Express", "Discover", "Diners Club"],
  /** Offered by the payment page: card details saved with the provider fill in on the next visit. */
  fastCheckout: "saved-details fast checkout",
} as const;

export const SUPPORT = {
  /** E-mails are answered within this many hours. */
  emailReplyHours: 24,
  /** No personal information is knowingly collected from children under this age. */
  privacyMinimumAge: 13,
} as const;

const MAX_DISCOUNT_PERCENT = 60;
const OPEN_BOX_DISCOUNT_PERCENT = 40;

export const CLAIMS = {
  maxDiscountPercent: MAX_DISCOUNT_PERCENT,
  openBoxDiscountPercent: OPEN_BOX_DISCOUNT_PERCENT,
  maxDiscount: `up to ${MAX_DISCOUNT_PERCENT}% off`,
  openBoxDiscount: `open box up to ${OPEN_BOX_DISCOUNT_PERCENT}% off`,
  freeDelivery: `Free delivery within ${DELIVERY.freeRadiusMiles} miles`,
  returns: `${RETURNS.days}-day returns`,
  experience: "Over 5 years in business",
} as const;

export interface ServiceArea {
  slug: string;
  name: string;
  /** ZIP used to estimate the town's distance from the showroom. */
  zip: string;
  /** The town's ZIP codes, each priced on its own on the town's page. */
  zips: readonly string[];
}

export const SERVICE_AREAS: readonly ServiceArea[] = [
  { slug: "reynoldsburg", name: "Reynoldsburg", zip: "43068", zips: ["43068"] },
  {
    slug: "columbus",
    name: "Columbus",
    zip: "43215",
    zips: ["43215", "43201", "43205", "43206", "43209", "43219", "43227", "43232"],
  },
  { slug: "pickerington", name: "Pickerington", zip: "43147", zips: ["43147"] },
  { slug: "pataskala", name: "Pataskala", zip: "43062", zips: ["43062"] },
  { slug: "gahanna", name: "Gahanna", zip: "43230", zips: ["43230"] },
  { slug: "westerville", name: "Westerville", zip: "43081", zips: ["43081", "43082"] },
  { slug: "whitehall", name: "Whitehall", zip: "43213", zips: ["43213"] },
  { slug: "groveport", name: "Groveport", zip: "43125", zips: ["43125"] },
];

/**
 * Suburbs and neighbourhoods of Columbus that the post office names Columbus, with the ZIP codes
 * that cover them: a search asking about delivery there is priced where they are.
 */
export const COLUMBUS_PLACES: Readonly<Record<string, readonly string[]>> = {
  Bexley: ["43209"],
  Worthington: ["43085"],
  "Upper Arlington": ["43220", "43221"],
  "Grandview Heights": ["43212"],
  Grandview: ["43212"],
  Obetz: ["43207"],
  Clintonville: ["43214"],
  "German Village": ["43206"],
  "Short North": ["43201"],
  "Olde Towne East": ["43205"],
  Easton: ["43219"],
  Linden: ["43211"],
  Hilltop: ["43204"],
  Franklinton: ["43222"],
  Northland: ["43229"],
  Polaris: ["43240"],
};

export const BRANDS = [
  { name: "Whirlpool", slug: "whirlpool", url: "https://www.whirlpool.com" },
  { name: "Samsung", slug: "samsung", url: "https://www.samsung.com/us/home-appliances/" },
  { name: "LG", slug: "lg", url: "https://www.lg.com/us/appliances" },
  { name: "Speed Queen", slug: "speed-queen", url: "https://speedqueen.com" },
  { name: "Frigidaire", slug: "frigidaire", url: "https://www.frigidaire.com" },
] as const;

/** The house brand's logo and any brand without its own logo. */
export const HOUSE_BRAND = { name: "Reynoldsburg Basics", slug: "reynoldsburg-basics" } as const;

export function brandLogo(brand: string): string {
  const known = [...BRANDS, HOUSE_BRAND].find(
    (candidate) => candidate.name.toLowerCase() === brand.trim().toLowerCase(),
  );
  return `/brands/${(known ?? HOUSE_BRAND).slug}.svg`;
}
