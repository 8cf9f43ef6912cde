// GET /api/delivery/place?id=...&session=...: the address fields of a chosen suggestion.
import type { NextRequest } from "next/server";
import { addressLookup } from "@/lib/delivery/providers";
import { answer, failure, success } from "@/lib/http/answer";

export async function GET(request: NextRequest) {
  const lookup = addressLookup();
  if (!lookup) return failure(404, "Address suggestions are not available");
  const id = request.nextUrl.searchParams.get("id")?.trim() ?? "";
  const session = request.nextUrl.searchParams.get("session")?.slice(0, 100) || undefined;
  if (!/^[A-Za-z0-9_-]{1,300}$/.test(id)) return failure(400, "Unknown place");
  return answer("Address details", async () => {
    const address = await lookup.details(id, session);
    if (!address) return failure(404, "We could not find that address: please type it in");
    return success({ address });
  });
}
