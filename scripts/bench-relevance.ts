// `npm run bench` runs this against its server once the speed rounds are done: the search
// relevance set (tests/helpers/relevance-set.ts) through GET /api/products, judged on whatever
// catalogue the server has (the sample or a generated one), printed in one line with the searches
// whose top three were not all relevant.
//   tsx scripts/bench-relevance.ts --base http://127.0.0.1:3200
import type { ProductJson } from "../lib/catalog/product-json";
import { describeRelevance, judgeRelevance, type JudgedProduct } from "../tests/helpers/relevance-set";

const args = process.argv.slice(2);
const base = args[args.indexOf("--base") + 1];
if (!args.includes("--base") || !base) {
  console.error("usage: tsx scripts/bench-relevance.ts --base http://127.0.0.1:3200");
  process.exit(2);
}

/** A product of the API as the relevance rules read it (money back in cents). */
function judged(product: ProductJson): JudgedProduct & { modelNumber: string } {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    category: product.category_group,
    subcategory: product.category,
    modelNumber: product.model_number,
    priceCents: Math.round(product.price * 100),
    salePriceCents: product.sale_price === null ? null : Math.round(product.sale_price * 100),
    specifications: product.specifications.map((spec) => ({ name: spec.spec_name, value: spec.spec_value })),
    features: product.features,
    color: product.color,
    dealType: product.deal_type as JudgedProduct["dealType"],
    stockQuantity: product.stock_quantity,
    warrantyYears: product.warranty_years,
  };
}

async function list(query: string): Promise<{ total: number; products: ReturnType<typeof judged>[] }> {
  const response = await fetch(`${base}/api/products?${query}`);
  if (!response.ok) throw new Error(`GET /api/products?${query}: ${response.status}`);
  const body = (await response.json()) as { total: number; data: ProductJson[] };
  return { total: body.total, products: body.data.map(judged) };
}

async function main(): Promise<void> {
  const report = await judgeRelevance({
    search: (query) => list(`limit=3&search=${encodeURIComponent(query)}`),
    async productAt(place) {
      const [product] = (await list(`limit=1&offset=${place - 1}`)).products;
      if (!product) throw new Error(`No product at place ${place}`);
      return product;
    },
  });
  console.log(describeRelevance(report));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
