// GET /api/delivery/zip?code=43068: the city and state of an Ohio ZIP, so the address form can fill
// them in without a maps key. A lookup, so a ZIP we do not know is an answer too: 200
// { success: true, found: true, city, state, po_box_only } or { success: true, found: false,
// message }. A code that is not five digits (the form never asks for one) is 400.
import type { NextRequest } from "next/server";
import { lookupZip } from "@/lib/delivery/zip-distance";
import { failure, success } from "@/lib/http/answer";

/** The answer depends only on the ZIP table shipped with the code. */
const CACHED = { headers: { "Cache-Control": "public, max-age=86400" } };

export function GET(request: NextRequest) {
  const code = request.nextUrl.searchParams.get("code")?.trim() ?? "";
  if (!/^\d{5}$/.test(code)) return failure(400, "Please enter a 5-digit ZIP code");
  const zip = lookupZip(code);
  if (!zip) return success({ found: false, message: "We don't know this ZIP code in Ohio" }, CACHED);
  return success({ found: true, city: zip.city, state: zip.state, po_box_only: zip.poBoxOnly }, CACHED);
}
