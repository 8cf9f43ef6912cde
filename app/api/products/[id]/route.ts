// GET /api/products/{id}: one product.
import { apiData, apiError, answerRead } from "@/lib/http/answer";
import { getProduct } from "@/lib/catalog/products";
import { toProductJson } from "@/lib/catalog/product-json";

export async function GET(_request: Request, { params }: RouteContext<"/api/products/[id]">) {
  const { id } = await params;
  if (id.length > 100) return apiError(400, "Product id is too long");
  return answerRead("Failed to fetch product", async () => {
    const product = await getProduct(id);
    return product ? apiData(toProductJson(product)) : apiError(404, "Product not found");
  });
}
