// GET /api/products: the catalogue listing with the listing page's filters and sorts.
import type { NextRequest } from "next/server";
import { z } from "zod";
import { apiData, apiError, answerRead } from "@/lib/http/answer";
import { listProducts } from "@/lib/catalog/products";
import { listingParamsSchema } from "@/lib/catalog/listing-params";
import { toProductJson } from "@/lib/catalog/product-json";

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 200;

const limitSchema = z.coerce
  .number({ message: "limit must be a whole number of at least 1" })
  .int("limit must be a whole number of at least 1")
  .min(1, "limit must be a whole number of at least 1")
  .transform((limit) => Math.min(limit, MAX_LIMIT))
  .default(DEFAULT_LIMIT);

export async function GET(request: NextRequest) {
  const params = Object.fromEntries([...request.nextUrl.searchParams.entries()].filter(([, value]) => value !== ""));
  const query = listingParamsSchema.safeParse(params);
  if (!query.success) return apiError(400, query.error.issues[0]!.message);
  const limit = limitSchema.safeParse(params.limit);
  if (!limit.success) return apiError(400, limit.error.issues[0]!.message);
  return answerRead("Failed to fetch products", async () => {
    const products = await listProducts(query.data);
    return apiData(products.slice(0, limit.data).map(toProductJson));
  });
}
