// GET /api/delivery/autocomplete?input=...&session=...: US address suggestions from Google, or
// `available: false` without a key (the address form then fills city and state from the ZIP).
import type { NextRequest } from "next/server";
import { addressLookup } from "@/lib/delivery/providers";
import { answer, failure, success, tooMany } from "@/lib/http/answer";
import { clientKey, takeLimit } from "@/lib/http/rate-limit";
import { dbHitCounter } from "@/db/hit-counter";
import { getDb } from "@/db/client";

const LIMIT = { name: "autocomplete", limit: 60, windowMs: 60_000 };

export async function GET(request: NextRequest) {
  const lookup = addressLookup();
  if (!lookup) return success({ available: false, suggestions: [] });
  const input = request.nextUrl.searchParams.get("input")?.trim() ?? "";
  const session = request.nextUrl.searchParams.get("session")?.slice(0, 100) || undefined;
  if (input.length < 3) return success({ available: true, suggestions: [] });
  if (input.length > 200) return failure(400, "Please type a shorter address");
  const allowed = await takeLimit(dbHitCounter(await getDb()), LIMIT, clientKey(request.headers));
  if (!allowed.ok) return tooMany("Too many requests. Please wait a minute and try again.", allowed.retryAfterSeconds);
  return answer("Address autocomplete", async () =>
    success({ available: true, suggestions: await lookup.suggest(input, session) }),
  );
}
