// GET /api/brands: brands with products, alphabetically.
import { apiData, answerRead } from "@/lib/http/answer";
import { listBrands } from "@/lib/catalog/products";

export async function GET() {
  return answerRead("Failed to fetch brands", async () => apiData(await listBrands()));
}
