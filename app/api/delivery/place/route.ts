// GET /api/delivery/place?id=...&session=...: the address fields of a chosen suggestion, 200
// { success: true, found: true, address }; when Google has no usable address for it (the shopper
// then types it in), 200 { success: true, found: false, message }. Without a maps key (the form
// then offers no suggestions to choose) 404, and an id that is not a place id 400.
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
    if (!address) return success({ found: false, message: "We could not find that address: please type it in" });
    return success({ found: true, address });
  });
}
