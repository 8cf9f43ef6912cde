// A generated catalogue of any size for benchmarks (never the shop's own data): each product is
// a sample unit of db/seed/catalog.ts under another brand and model number, with its own price,
// sale price, stock and rating. Deterministic: the same size always gives the same products.
import type { NewProduct } from "../schema";
import { toProductRow } from "@/lib/catalog/product-row";
import { catalog } from "./catalog";

const BRANDS = [
  { name: "Samsung", prefix: ["WF", "DVE", "RF", "NE", "DW", "ME"] },
  { name: "LG", prefix: ["WM", "DLE", "LRF", "LSE", "LDF", "MV"] },
  { name: "Whirlpool", prefix: ["WFW", "WED", "WRF", "WFE", "WDT", "WMH"] },
  { name: "Frigidaire", prefix: ["FFLE", "FFRE", "FRFS", "FCRE", "FDPC", "FMOS"] },
  { name: "Speed Queen", prefix: ["TR", "DR", "FF", "TC"] },
  { name: "Reynoldsburg Basics", prefix: ["RB"] },
] as const;

const LETTERS = [..."ABCDEFGHJKLMNPRSTUVWXYZ"];
const DIGITS = [..."0123456789"];

/** mulberry32: a small, fast, seeded generator (same seed, same numbers). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Product `index` (0-based) of a generated catalogue: a row ready to insert. */
export function generatedProduct(index: number): NewProduct {
  const next = random(index * 7919 + 17);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const template = catalog[index % catalog.length]!;
  const brand = pick(BRANDS);
  let model = pick(brand.prefix);
  for (let i = 0; i < 4; i += 1) model += pick(DIGITS);
  for (let i = 0; i < 2; i += 1) model += pick(LETTERS);
  model += `${index.toString(36).toUpperCase()}`;
  const callForPrice = next() < 0.02;
  const priceCents = callForPrice
    ? 0
    : Math.max(9900, Math.round(((template.priceCents || 99900) * (0.7 + next() * 0.6)) / 1000) * 1000 - 100);
  const onSale = !callForPrice && next() < 0.7;
  const salePriceCents = onSale ? Math.round((priceCents * (0.45 + next() * 0.45)) / 100) * 100 - 1 : null;
  const soldOut = next() < 0.15;
  return toProductRow({
    ...template,
    id: `${brand.name.toLowerCase().replace(/\s+/g, "-")}-${model.toLowerCase()}`,
    name: template.name.replace(template.brand, brand.name),
    brand: brand.name,
    modelNumber: model,
    priceCents,
    salePriceCents,
    stockQuantity: soldOut ? 0 : 1 + Math.floor(next() * 6),
    rating: Math.round((3.4 + next() * 1.6) * 10) / 10,
    reviewCount: Math.floor(next() * 900),
    competitorPrices: template.competitorPrices.map((price) => ({
      ...price,
      priceCents: priceCents > 0 ? priceCents + Math.round(next() * 30000) : price.priceCents,
    })),
    gtin: null,
    position: index + 1,
  });
}

/** Products `from` to `to` (exclusive) of a generated catalogue. */
export function generatedProducts(from: number, to: number): NewProduct[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, offset) => generatedProduct(from + offset));
}
