// GET /api/search/suggestions?q=...: what the header's search suggests while the shopper types
// (categories, brands and up to five products), from 2 characters on.
import type { NextRequest } from "next/server";
import { MAX_SEARCH_LENGTH } from "@/lib/catalog/listing";
import { suggestSearch } from "@/lib/catalog/products";
import { answer, failure, success } from "@/lib/http/answer";

export async function GET(request: NextRequest) {
  const text = request.nextUrl.searchParams.get("q") ?? "";
  if (text.length > MAX_SEARCH_LENGTH) return failure(400, `q must be at most ${MAX_SEARCH_LENGTH} characters`);
  return answer("Search suggestions", async () => success(await suggestSearch(text)), {
    failureMessage: "Suggestions are not available right now",
  });
}
