// The shape of one product in the sample catalogue (db/seed/catalog.ts).
import type { Subtype } from "@/lib/catalog/categories";
import type { CompetitorPrice, DealType, Specification } from "@/db/schema";

export interface SeedProduct {
  /** URL id: lowercase brand + model, e.g. "samsung-wf45t6000aw". */
  id: string;
  name: string;
  description: string;
  brand: "Frigidaire" | "LG" | "Samsung" | "Whirlpool" | "Speed Queen" | "Reynoldsburg Basics";
  subcategory: Subtype;
  modelNumber: string;
  /** Regular price in cents; 0 means "Call for Price". */
  priceCents: number;
  /** Our discounted price in cents, or null when the price is the price. */
  salePriceCents: number | null;
  /** 2-4 paths under /products/..., first is the main image. */
  images: string[];
  rating: number;
  reviewCount: number;
  stockQuantity: number;
  energyRating: string | null;
  warrantyYears: number | null;
  features: string[];
  specifications: Specification[];
  competitorPrices: CompetitorPrice[];
  dealType: DealType;
  conditionNote: string;
  gtin: string | null;
  color: "White" | "Stainless Steel" | "Black" | "Black Stainless Steel";
}
