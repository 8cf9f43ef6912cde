// GET /api/products: the catalogue listing with the listing page's filters and sorts, `limit`
// (at most 200) products from `offset`, with how many match in all (`total`, `next_offset`).
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

const offsetSchema = z.coerce
  .number({ message: "offset must be a whole number of at least 0" })
  .int("offset must be a whole number of at least 0")
  .min(0, "offset must be a whole number of at least 0")
  .max(1_000_000, "offset must be at most 1000000")
  .default(0);

export async function GET(request: NextRequest) {
  const params = Object.fromEntries([...request.nextUrl.searchParams.entries()].filter(([, value]) => value !== ""));
  const query = listingParamsSchema.safeParse(params);
  if (!query.success) return apiError(400, query.error.issues[0]!.message);
  const limit = limitSchema.safeParse(params.limit);
  if (!limit.success) return apiError(400, limit.error.issues[0]!.message);
  const offset = offsetSchema.safeParse(params.offset);
  if (!offset.success) return apiError(400, offset.error.issues[0]!.message);
  return answerRead("Failed to fetch products", async () => {
    const page = await listProducts(query.data, { offset: offset.data, limit: limit.data });
    const next = offset.data + page.products.length;
    return apiData(page.products.map(toProductJson), {
      total: page.total,
      offset: offset.data,
      limit: limit.data,
      next_offset: next < page.total ? next : null,
    });
  });
}
