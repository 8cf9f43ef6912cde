// GET /api/search/suggestions?q=...: what the header's search suggests while the shopper types
// (categories, brands, up to five products and the shop's pages it asks about), from 2 characters on.
import type { NextRequest } from "next/server";
import { MAX_SEARCH_LENGTH } from "@/lib/catalog/listing";
import { suggestSearch } from "@/lib/catalog/products";
import type { Suggestions } from "@/lib/catalog/suggestion-shape";
import { servicePages } from "@/lib/content/search-summary";
import { answer, failure, success } from "@/lib/http/answer";

export async function GET(request: NextRequest) {
  const text = request.nextUrl.searchParams.get("q") ?? "";
  if (text.length > MAX_SEARCH_LENGTH) return failure(400, `q must be at most ${MAX_SEARCH_LENGTH} characters`);
  return answer(
    "Search suggestions",
    async () => {
      const { services, ...found } = await suggestSearch(text);
      return success({ ...found, pages: servicePages(services) } satisfies Suggestions);
    },
    {
      failureMessage: "Suggestions are not available right now",
    },
  );
}
