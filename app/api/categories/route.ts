// GET /api/categories: the subtype categories that have products, as `{ category }` records.
import { apiData, answerRead } from "@/lib/http/answer";
import { listCategories } from "@/lib/catalog/products";

export async function GET() {
  return answerRead("Failed to fetch categories", async () =>
    apiData((await listCategories()).map((category) => ({ category }))),
  );
}
