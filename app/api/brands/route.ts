// GET /api/brands: brands with products, alphabetically.
import { apiData, answerRead } from "@/lib/api-response";
import { listBrands } from "@/lib/catalog";

export async function GET() {
  return answerRead("Failed to fetch brands", async () => apiData(await listBrands()));
}
