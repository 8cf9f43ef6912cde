// Answers a feed request: 304 when the fetcher already has this version (ETag or
// Last-Modified), else the feed streamed product by product.
import "server-only";
import type { Db } from "@/db/client";
import type { FeedFormat } from "./feed-formats";
import { feedItems, feedVersion } from "./feed-source";

export async function feedResponse(db: Db, request: Request, format: FeedFormat): Promise<Response> {
  const version = await feedVersion(db);
  const headers = {
    "content-type": format.contentType,
    etag: version.etag,
    "last-modified": version.lastModified.toUTCString(),
    "cache-control": "public, max-age=0, must-revalidate",
  };
  const tags = request.headers.get("if-none-match");
  const since = request.headers.get("if-modified-since");
  const unchanged = tags
    ? tags.split(",").some((tag) => tag.trim() === version.etag || tag.trim() === "*")
    : since !== null && Date.parse(since) >= version.lastModified.getTime();
  if (unchanged) return new Response(null, { status: 304, headers });
  const encoder = new TextEncoder();
  const items = feedItems(db);
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(format.head()));
      }
      // Up to 100 items per chunk: few, small writes, and memory flat whatever the catalogue.
      let text = "";
      for (let count = 0; count < 100; count += 1) {
        const next = await items.next();
        if (next.done) {
          controller.enqueue(encoder.encode(text + format.tail()));
          controller.close();
          return;
        }
        text += format.item(next.value);
      }
      controller.enqueue(encoder.encode(text));
    },
    async cancel() {
      await items.return(undefined);
    },
  });
  return new Response(body, { headers });
}
