// GET /api/categories: the subtype categories that have products, as `{ category }` records.
import { apiData, answerRead } from "@/lib/api-response";
import { listCategories } from "@/lib/catalog";

export async function GET() {
  return answerRead("Failed to fetch categories", async () =>
    apiData((await listCategories()).map((category) => ({ category }))),
  );
}
