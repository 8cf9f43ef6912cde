// GET /api/delivery/zip?code=43068: the city and state of an Ohio ZIP, so the address form can fill
// them in without a maps key.
import type { NextRequest } from "next/server";
import { lookupZip } from "@/lib/delivery/zip-distance";
import { failure, success } from "@/lib/http/answer";

export function GET(request: NextRequest) {
  const code = request.nextUrl.searchParams.get("code")?.trim() ?? "";
  if (!/^\d{5}$/.test(code)) return failure(400, "Please enter a 5-digit ZIP code");
  const zip = lookupZip(code);
  if (!zip) return failure(404, "We don't know this ZIP code in Ohio");
  return success(
    { city: zip.city, state: zip.state, po_box_only: zip.poBoxOnly },
    { headers: { "Cache-Control": "public, max-age=86400" } },
  );
}
