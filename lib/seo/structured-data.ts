// Typed schema.org data (schema-dts) for the store, products, breadcrumbs and FAQ pages.
import type { BreadcrumbList, FAQPage, HomeGoodsStore, Product as ProductLd, Store, WithContext } from "schema-dts";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import { centsToDecimalText } from "@/lib/money";
import { isCallForPrice, unitPriceCents } from "@/lib/product-price";
import { DAYS_OF_WEEK, HOURS, SERVICE_AREAS, STORE, STORE_ADDRESS_LINE, brandLogo } from "@/lib/store";

export function absoluteUrl(path: string): string {
  return new URL(path, `${STORE.siteUrl}/`).toString();
}

export function storeJsonLd(): WithContext<Store | HomeGoodsStore> {
  return {
    "@context": "https://schema.org",
    // schema-dts types one "@type"; schema.org allows several, and search engines read both.
    "@type": ["Store", "HomeGoodsStore"] as unknown as "Store",
    "@id": absoluteUrl("/#store"),
    name: STORE.name,
    description: `${STORE.tagline}. ${STORE_ADDRESS_LINE}.`,
    url: absoluteUrl("/"),
    telephone: STORE.phone,
    email: STORE.email,
    image: absoluteUrl("/icon.svg"),
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      streetAddress: STORE.address.street,
      addressLocality: STORE.address.city,
      addressRegion: STORE.address.state,
      postalCode: STORE.address.zip,
      addressCountry: STORE.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: STORE.geo.latitude, longitude: STORE.geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...DAYS_OF_WEEK],
        opens: HOURS.opens,
        closes: HOURS.closes,
      },
    ],
    areaServed: SERVICE_AREAS.map((area) => ({ "@type": "City", name: `${area.name}, OH` })),
    sameAs: Object.values(STORE.social),
  };
}

export function productJsonLd(product: CatalogProduct): WithContext<ProductLd> {
  const url = absoluteUrl(`/product/${product.id}`);
  const data: WithContext<ProductLd> = {
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
    image: product.images.map((image) => absoluteUrl(image)),
    url,
  };
  if (!isCallForPrice(product)) {
    data.offers = {
      "@type": "Offer",
      url,
      priceCurrency: "USD",
      price: centsToDecimalText(unitPriceCents(product)),
      availability: product.stockQuantity > 0 ? "https://schema.org/InStock" : "https://schema.org/BackOrder",
      // Scratch-and-dent and open-box units are sold as used; clearance units are new (last year's model in the carton).
      itemCondition:
        product.dealType === "clearance" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
      seller: { "@id": absoluteUrl("/#store") },
    };
  }
  if (product.reviewCount > 0 && product.rating > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: product.rating,
      reviewCount: product.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
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
