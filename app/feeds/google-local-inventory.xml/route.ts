// GET /feeds/google-local-inventory.xml: the Google local inventory feed (the showroom's stock), made from the catalogue on each request
// (304 when the fetcher already has this version).
import { getDb } from "@/db/client";
import { googleLocalInventoryFeed } from "@/lib/feeds/feed-formats";
import { feedResponse } from "@/lib/feeds/feed-response";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return feedResponse(await getDb(), request, googleLocalInventoryFeed);
}
