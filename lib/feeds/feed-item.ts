// One product as the feeds describe it (Google Merchant Center, Google local inventory, Meta
// catalogue): absolute links, the price we charge as "1299.00 USD", condition, availability and
// Google's category. Pure, so every feed and its tests share one reading of the catalogue.
import type { DealType } from "@/db/enums";
import { groupOfSubtype, type Subtype } from "@/lib/catalog/categories";
import { listingImages } from "@/lib/catalog/product-images";
import { centsToDecimalText } from "@/lib/money";
import { unitPriceCents } from "@/lib/product-price";
import { STORE } from "@/lib/store";

/** The product columns the feeds read. */
export interface FeedProduct {
  id: string;
  name: string;
  description: string;
  brand: string;
  subcategory: string;
  category: string;
  modelNumber: string;
  priceCents: number;
  salePriceCents: number | null;
  images: string[];
  stockQuantity: number;
  dealType: DealType;
  conditionNote: string;
  gtin: string | null;
  color: string | null;
}

/**
 * Google's product taxonomy ids (taxonomy-with-ids.en-US.txt) by browsing group: Washing
 * Machines, Dryers, Dishwashers, Microwave Ovens, Refrigerators, Ovens (ranges and wall ovens).
 */
const GOOGLE_CATEGORY: Record<ReturnType<typeof groupOfSubtype>, number> = {
  washer: 2549,
  dryer: 2612,
  dishwasher: 680,
  microwave: 753,
  refrigerator: 686,
  stove: 683,
  "wall-oven": 683,
};

const GROUP_PATH: Record<ReturnType<typeof groupOfSubtype>, string> = {
  washer: "Appliances > Laundry > Washers",
  dryer: "Appliances > Laundry > Dryers",
  dishwasher: "Appliances > Kitchen > Dishwashers",
  microwave: "Appliances > Kitchen > Microwaves",
  refrigerator: "Appliances > Kitchen > Refrigerators",
  stove: "Appliances > Kitchen > Ranges",
  "wall-oven": "Appliances > Kitchen > Wall Ovens",
};

const CONDITION_WORDS: Record<DealType, string> = {
  "open-box": "Open box",
  "scratch-dent": "Scratch and dent",
  clearance: "New (clearance)",
};

export interface FeedItem {
  id: string;
  /** At most 150 characters, the condition said where the goods are used. */
  title: string;
  /** Plain text, at most 5,000 characters, ending with the unit's condition. */
  description: string;
  link: string;
  imageLink: string | null;
  additionalImageLinks: string[];
  inStock: boolean;
  quantity: number;
  /**
   * What we charge for the unit, "1299.00 USD". Never a sale price against the new unit's list
   * price: that price was never ours, and a sale needs a markdown with real dates, which the
   * catalogue does not record.
   */
  price: string;
  /** Open-box and scratch-and-dent units are used; clearance units are new. */
  condition: "new" | "used";
  brand: string;
  gtin: string | null;
  mpn: string;
  googleProductCategory: number;
  productType: string;
  color: string | null;
}

/** Text without markup or control characters, on one line, cut at `max` characters. */
export function plainText(text: string, max: number): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

export function feedPrice(cents: number): string {
  return `${centsToDecimalText(cents)} USD`;
}

function absolute(path: string, siteUrl: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

export function toFeedItem(product: FeedProduct, { siteUrl = STORE.siteUrl } = {}): FeedItem {
  const group = groupOfSubtype(product.subcategory as Subtype);
  const condition = product.dealType === "clearance" ? "new" : "used";
  const conditionWords = CONDITION_WORDS[product.dealType];
  const suffix = condition === "used" ? ` (${conditionWords})` : "";
  // Raster pictures only (the platforms refuse SVG), a photo of the unit first.
  const images = listingImages(product.images).map((image) => absolute(image, siteUrl));
  return {
    id: product.id,
    title: `${plainText(product.name, 150 - suffix.length)}${suffix}`,
    description: plainText(`${product.description} Condition: ${conditionWords}. ${product.conditionNote}`, 5000),
    link: absolute(`/product/${encodeURIComponent(product.id)}`, siteUrl),
    imageLink: images[0] ?? null,
    additionalImageLinks: images.slice(1, 11),
    inStock: product.stockQuantity > 0,
    quantity: Math.max(0, product.stockQuantity),
    price: feedPrice(unitPriceCents(product)),
    condition,
    brand: plainText(product.brand, 70),
    gtin: product.gtin && /^\d{8,14}$/.test(product.gtin) ? product.gtin : null,
    mpn: plainText(product.modelNumber, 70),
    googleProductCategory: GOOGLE_CATEGORY[group],
    productType: `${GROUP_PATH[group]} > ${product.subcategory}`,
    color: product.color ? plainText(product.color, 40) : null,
  };
}
