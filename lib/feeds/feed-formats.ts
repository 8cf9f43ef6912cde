// The three feeds' text, item by item: Google Merchant Center (RSS 2.0 with the g: namespace),
// Google local inventory (the store's stock for local inventory ads) and Meta's catalogue CSV.
// Pure: the routes stream head, one piece per product, then tail.
import { toCsv } from "@/lib/csv";
import { DELIVERY, PICKUP, STORE } from "@/lib/store";
import type { FeedItem } from "./feed-item";
import { DELIVERY_SERVICE, googleShippingRows, metaShipping } from "./feed-shipping";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function element(name: string, value: string | number | null | undefined): string {
  return value === null || value === undefined || value === "" ? "" : `<${name}>${escapeXml(String(value))}</${name}>`;
}

function rssHead(title: string, description: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n${element("title", title)}\n${element("link", `${STORE.siteUrl}/`)}\n${element("description", description)}\n`;
}

const RSS_TAIL = "</channel>\n</rss>\n";

/**
 * Delivery by ZIP code, priced by the fee rule, the same for every item. Pickup is no shipping
 * row: the local inventory feed says it (pickup_method, pickup_sla).
 */
function shippingText(): string {
  return googleShippingRows()
    .map(
      (row) =>
        `<g:shipping>${element("g:country", row.country)}${element("g:postal_code", row.postalCode)}${element("g:service", DELIVERY_SERVICE)}${element("g:price", row.price)}</g:shipping>`,
    )
    .join("");
}

export const googleMerchantFeed = {
  contentType: "application/rss+xml; charset=utf-8",
  head: () =>
    rssHead(
      `${STORE.name} products`,
      `Scratch-and-dent, open-box and clearance appliances in ${STORE.address.city}, ${STORE.address.state}`,
    ),
  item(item: FeedItem): string {
    const identifiers = item.gtin
      ? element("g:gtin", item.gtin) + element("g:mpn", item.mpn)
      : item.mpn
        ? element("g:mpn", item.mpn)
        : element("g:identifier_exists", "no");
    return (
      "<item>" +
      element("g:id", item.id) +
      element("g:title", item.title) +
      element("g:description", item.description) +
      element("g:link", item.link) +
      element("g:image_link", item.imageLink) +
      item.additionalImageLinks.map((link) => element("g:additional_image_link", link)).join("") +
      element("g:availability", item.inStock ? "in_stock" : "out_of_stock") +
      element("g:price", item.price) +
      element("g:condition", item.condition) +
      element("g:brand", item.brand) +
      identifiers +
      element("g:google_product_category", item.googleProductCategory) +
      element("g:product_type", item.productType) +
      element("g:color", item.color) +
      shippingText() +
      "</item>\n"
    );
  },
  tail: () => RSS_TAIL,
};

/** The store's code in Google Business Profile (GOOGLE_STORE_CODE), for local inventory. */
export function googleStoreCode(env: NodeJS.ProcessEnv = process.env): string {
  return env.GOOGLE_STORE_CODE?.trim() || "reynoldsburg-showroom";
}

export const googleLocalInventoryFeed = {
  contentType: "application/rss+xml; charset=utf-8",
  head: () =>
    rssHead(`${STORE.name} local inventory`, `Units in stock at ${STORE.address.street}, ${STORE.address.city}`),
  item(item: FeedItem): string {
    return (
      "<item>" +
      element("g:store_code", googleStoreCode()) +
      element("g:id", item.id) +
      element("g:quantity", item.quantity) +
      element("g:price", item.price) +
      element("g:availability", item.inStock ? "in_stock" : "out_of_stock") +
      element("g:pickup_method", item.inStock ? "buy" : "not_supported") +
      // Ready for pickup within PICKUP.readyInHours hours of the order: the same day.
      element("g:pickup_sla", PICKUP.readyInHours <= 8 ? "same_day" : "next_day") +
      "</item>\n"
    );
  },
  tail: () => RSS_TAIL,
};

const META_COLUMNS = [
  "id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "link",
  "image_link",
  "additional_image_link",
  "brand",
  "gtin",
  "mpn",
  "google_product_category",
  "product_type",
  "color",
  "quantity_to_sell_on_facebook",
  "shipping",
  "availability_circle_origin",
  "availability_circle_radius",
  "availability_circle_radius_unit",
] as const;

export const metaCatalogFeed = {
  contentType: "text/csv; charset=utf-8",
  head: () => toCsv([[...META_COLUMNS]]),
  item(item: FeedItem): string {
    const origin = JSON.stringify({ latitude: STORE.geo.latitude, longitude: STORE.geo.longitude });
    return toCsv([
      [
        item.id,
        item.title,
        item.description,
        item.inStock ? "in stock" : "out of stock",
        item.condition,
        item.price,
        item.link,
        item.imageLink ?? "",
        item.additionalImageLinks.slice(0, 20).join(","),
        item.brand,
        item.gtin ?? "",
        item.mpn,
        String(item.googleProductCategory),
        item.productType,
        item.color ?? "",
        String(item.quantity),
        metaShipping(),
        origin,
        String(DELIVERY.maxMiles),
        "mi",
      ],
    ]);
  },
  tail: () => "",
};

export type FeedFormat = typeof googleMerchantFeed | typeof googleLocalInventoryFeed | typeof metaCatalogFeed;
