// The catalogue API's product shape: the product fields in snake_case, money
// in dollars, competitor prices as text numbers; plus the real store's deal and condition.
import type { CatalogProduct } from "./catalog-product";
import { centsToDecimalText, centsToDollars } from "@/lib/money";

export interface ProductJson {
  id: string;
  name: string;
  description: string;
  brand: string;
  /** Subtype name, e.g. "Washer - Front Load" (what the category mapping works on). */
  category: string;
  category_group: string;
  model_number: string;
  price: number;
  sale_price: number | null;
  images: string[];
  image: string | null;
  rating: number;
  review_count: number;
  stock_quantity: number;
  stock: number;
  energy_rating: string | null;
  warranty_years: number;
  features: string[];
  specifications: { spec_name: string; spec_value: string }[];
  competitor_prices: { competitor_name: string; competitor_price: string; last_updated: string }[];
  deal_type: string;
  condition_note: string;
  gtin: string | null;
  color: string | null;
  updated_at: string;
}

export function toProductJson(product: CatalogProduct): ProductJson {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    brand: product.brand,
    category: product.subcategory,
    category_group: product.category,
    model_number: product.modelNumber,
    price: centsToDollars(product.priceCents),
    sale_price: product.salePriceCents === null ? null : centsToDollars(product.salePriceCents),
    images: product.images,
    image: product.images[0] ?? null,
    rating: product.rating,
    review_count: product.reviewCount,
    stock_quantity: product.stockQuantity,
    stock: product.stockQuantity,
    energy_rating: product.energyRating,
    warranty_years: product.warrantyYears ?? 1,
    features: product.features,
    specifications: product.specifications.map((spec) => ({ spec_name: spec.name, spec_value: spec.value })),
    competitor_prices: product.competitorPrices.map((competitor) => ({
      competitor_name: competitor.name,
      competitor_price: centsToDecimalText(competitor.priceCents),
      last_updated: competitor.lastUpdated,
    })),
    deal_type: product.dealType,
    condition_note: product.conditionNote,
    gtin: product.gtin,
    color: product.color,
    updated_at: product.updatedAt,
  };
}
