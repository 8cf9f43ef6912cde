// Stock changed: drop the cached product pages and listings that show it (ADR 0001's tags), so
// the next visitor sees what is really left.
import "server-only";
import { revalidateTag } from "next/cache";
import { CACHE_TAGS } from "./cache-tags";

export function refreshProductCaches(productIds: readonly string[]): void {
  if (productIds.length === 0) return;
  for (const id of new Set(productIds)) revalidateTag(CACHE_TAGS.product(id), { expire: 0 });
  revalidateTag(CACHE_TAGS.catalog, { expire: 0 });
}
