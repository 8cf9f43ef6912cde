// Answers a feed request: 304 when the fetcher already has this version (ETag or
// Last-Modified), else the feed streamed product by product.
import "server-only";
import type { Db } from "@/db/client";
import type { FeedFormat } from "./feed-formats";
import { textStream } from "@/lib/text-stream";
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
  const body = textStream(feedText(db, format));
  return new Response(body, { headers });
}

async function* feedText(db: Db, format: FeedFormat): AsyncGenerator<string> {
  yield format.head();
  for await (const item of feedItems(db)) yield format.item(item);
  yield format.tail();
}
