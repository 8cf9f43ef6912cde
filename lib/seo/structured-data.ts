// Typed schema.org data (schema-dts) for the store, the business and site, products, area
// pages, breadcrumbs and FAQ pages. Everything comes from store facts; every block names the
// showroom by the same @id.
import type {
  BreadcrumbList,
  FAQPage,
  MerchantReturnPolicy,
  OfferShippingDetails,
  Organization,
  Product as ProductLd,
  SearchAction,
  Service,
  Store,
  WebSite,
  WithContext,
} from "schema-dts";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import { listingImages } from "@/lib/catalog/product-images";
import { centsToDecimalText } from "@/lib/money";
import { isCallForPrice, unitPriceCents } from "@/lib/product-price";
import { closuresAhead } from "@/lib/content/store-hours";
import { storeToday } from "@/lib/delivery/schedule";
import { deliveryZipTiers } from "@/lib/delivery/service-areas";
import {
  DAYS_OF_WEEK,
  DELIVERY,
  DELIVERY_SCHEDULE,
  HOURS,
  RETURNS,
  SERVICE_AREAS,
  STORE,
  STORE_ADDRESS_LINE,
  STORE_MAP_URL,
  brandLogo,
  phoneHref,
} from "@/lib/store";

export function absoluteUrl(path: string): string {
  return new URL(path, `${STORE.siteUrl}/`).toString();
}

const STORE_ID = "/#store";
const ORGANIZATION_ID = "/#organization";
const WEBSITE_ID = "/#website";

/** The phone number as search engines want it: +1 and ten digits. */
export function e164(phone: string): string {
  return phoneHref(phone).replace(/^tel:/, "");
}

function roundTo5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** How far ahead the store's markup lists the days it is closed. */
const CLOSED_DAYS_LISTED = 365;

/**
 * The showroom. schema.org has no appliance-store type: a home-goods store that is an outlet.
 * Its image is the shop's share card until the owner supplies a photo of the showroom. Its hours
 * hold every day but the closed days of the year ahead, each listed as open from 00:00 to 00:00
 * (closed), as search engines read special hours.
 */
export function storeJsonLd(now: Date = new Date()): WithContext<Store> {
  return {
    "@context": "https://schema.org",
    // schema-dts types one "@type"; schema.org allows several, and search engines read both.
    "@type": ["HomeGoodsStore", "OutletStore"] as unknown as "Store",
    "@id": absoluteUrl(STORE_ID),
    name: STORE.name,
    description: `${STORE.tagline}. ${STORE_ADDRESS_LINE}.`,
    url: absoluteUrl("/store"),
    telephone: e164(STORE.phone),
    email: STORE.email,
    logo: absoluteUrl("/icon.svg"),
    image: absoluteUrl("/opengraph-image"),
    priceRange: "$$",
    hasMap: STORE_MAP_URL,
    address: {
      "@type": "PostalAddress",
      streetAddress: STORE.address.street,
      addressLocality: STORE.address.city,
      addressRegion: STORE.address.state,
      postalCode: STORE.address.zip,
      addressCountry: STORE.address.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: roundTo5(STORE.geo.latitude),
      longitude: roundTo5(STORE.geo.longitude),
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...DAYS_OF_WEEK],
        opens: HOURS.opens,
        closes: HOURS.closes,
      },
    ],
    specialOpeningHoursSpecification: closuresAhead(CLOSED_DAYS_LISTED, now).map((closure) => ({
      "@type": "OpeningHoursSpecification",
      opens: "00:00",
      closes: "00:00",
      validFrom: closure.date,
      validThrough: closure.date,
    })),
    areaServed: SERVICE_AREAS.map((area) => ({
      "@type": "City",
      name: `${area.name}, OH`,
      url: absoluteUrl(`/areas/${area.slug}`),
    })),
    parentOrganization: { "@id": absoluteUrl(ORGANIZATION_ID) },
    sameAs: Object.values(STORE.social),
  };
}

/** The business behind the shop, and the site, for the home page. */
export function organizationJsonLd(): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl(ORGANIZATION_ID),
    name: STORE.name,
    legalName: STORE.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    telephone: e164(STORE.phone),
    email: STORE.email,
    sameAs: Object.values(STORE.social),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: e164(STORE.phone),
      email: STORE.email,
      areaServed: "US-OH",
      availableLanguage: "en",
    },
  };
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": absoluteUrl(WEBSITE_ID),
    name: STORE.name,
    url: absoluteUrl("/"),
    publisher: { "@id": absoluteUrl(ORGANIZATION_ID) },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl("/products")}?search={search_term_string}` },
      "query-input": "required name=search_term_string",
    } as unknown as SearchAction,
  };
}

/** An area page: delivery to that town, by the showroom. */
export function areaDeliveryJsonLd(
  area: { name: string; slug: string },
  /** The fee every street of the area pays; null when it depends on the street (no offer is stated). */
  feeCents: number | null,
): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: `Appliance delivery to ${area.name}, OH`,
    serviceType: "Appliance delivery and installation",
    url: absoluteUrl(`/areas/${area.slug}`),
    provider: { "@id": absoluteUrl(STORE_ID) },
    areaServed: { "@type": "City", name: `${area.name}, OH` },
    ...(feeCents !== null && {
      offers: {
        "@type": "Offer",
        price: centsToDecimalText(feeCents),
        priceCurrency: "USD",
        seller: { "@id": absoluteUrl(STORE_ID) },
      },
    }),
  };
}

function shippingTier(postalCodes: string[], feeCents: number): OfferShippingDetails {
  const [handlingFrom, handlingTo] = DELIVERY_SCHEDULE.processingBusinessDays;
  const [transitFrom, transitTo] = DELIVERY_SCHEDULE.transitDays;
  return {
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: feeCents / 100, currency: "USD" },
    // ZIP codes name the region: a state beside them would be a second, conflicting one.
    shippingDestination: { "@type": "DefinedRegion", addressCountry: "US", postalCode: postalCodes },
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      handlingTime: { "@type": "QuantitativeValue", minValue: handlingFrom, maxValue: handlingTo, unitCode: "DAY" },
      transitTime: { "@type": "QuantitativeValue", minValue: transitFrom, maxValue: transitTo, unitCode: "DAY" },
    },
  };
}

let shippingDetails: OfferShippingDetails[] | null = null;

/** Free delivery within the free radius, the flat fee out to the limit, nothing beyond. */
function deliveryShippingDetails(): OfferShippingDetails[] {
  if (!shippingDetails) {
    const tiers = deliveryZipTiers();
    shippingDetails = [shippingTier(tiers.free, 0), shippingTier(tiers.flat, DELIVERY.flatFeeCents)];
  }
  return shippingDetails;
}

function returnPolicy(): MerchantReturnPolicy {
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: "US",
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: RETURNS.days,
    returnMethod: "https://schema.org/ReturnInStore",
    returnFees: RETURNS.restockingFee ? "https://schema.org/RestockingFees" : "https://schema.org/FreeReturn",
    merchantReturnLink: absoluteUrl("/returns-policy"),
  };
}

/**
 * A unit's merchant markup, or null for a call-for-price unit (no price to offer, and a product
 * without an offer is no merchant listing). No ratings: the shop has collected none of its own.
 */
export function productJsonLd(product: CatalogProduct, now: Date = new Date()): WithContext<ProductLd> | null {
  if (isCallForPrice(product)) return null;
  const url = absoluteUrl(`/product/${product.id}`);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    description: `${product.description} Condition: ${product.conditionNote}`,
    sku: product.id,
    mpn: product.modelNumber,
    ...(product.gtin ? { gtin12: product.gtin } : {}),
    brand: { "@type": "Brand", name: product.brand, logo: absoluteUrl(brandLogo(product.brand)) },
    category: product.subcategory,
    ...(product.color ? { color: product.color } : {}),
    image: listingImages(product.images).map((image) => absoluteUrl(image)),
    url,
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "USD",
      price: centsToDecimalText(unitPriceCents(product)),
      // Staff may change a price any day and no markdown has an end date: the price holds today.
      // A page is never served after the midnight that follows its render, so this is never past.
      priceValidUntil: storeToday(now),
      // One unit, gone: a sold-out unit is out of stock, not on back order.
      availability: product.stockQuantity > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      // Scratch-and-dent and open-box units are sold as used; clearance units are new (last year's model in the carton).
      itemCondition:
        product.dealType === "clearance" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
      shippingDetails: deliveryShippingDetails(),
      hasMerchantReturnPolicy: returnPolicy(),
      seller: { "@id": absoluteUrl(STORE_ID) },
    },
  };
}

export function breadcrumbJsonLd(items: { name: string; href: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.href),
    })),
  };
}

export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
