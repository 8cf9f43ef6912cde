// What a CDN in front of the shop may keep: cached pages a minute (plus 30 s stale), never Next's
// year-long stale window; immutable assets, private and no-store answers unchanged.
import { describe, expect, it } from "vitest";
import { cdnCacheControl, PAGE_CACHE_CONTROL } from "@/scripts/cache-control.mjs";

describe("CDN cache headers", () => {
  it("shortens the shared-cache lifetime of cached pages", () => {
    expect(cdnCacheControl("s-maxage=3600, stale-while-revalidate=31532400")).toBe(PAGE_CACHE_CONTROL);
    expect(PAGE_CACHE_CONTROL).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=30");
  });

  it("leaves immutable assets, private and uncached answers as they are", () => {
    for (const value of [
      "public, max-age=31536000, immutable",
      "private, no-cache, no-store, max-age=0, must-revalidate",
      "no-store",
      "public, max-age=14400, must-revalidate",
    ]) {
      expect(cdnCacheControl(value)).toBe(value);
    }
    expect(cdnCacheControl(undefined)).toBeUndefined();
  });
});
