// What a CDN in front of the shop may keep: cached pages a minute (plus 30 s stale), never Next's
// year-long stale window; the cart, checkout and saved items nowhere; immutable assets, private and
// no-store answers unchanged.
import { describe, expect, it } from "vitest";
import { BROWSER_STATE_CACHE_CONTROL, cdnCacheControl, PAGE_CACHE_CONTROL } from "@/scripts/cache-control.mjs";

// What Next sends for a page rendered once for everyone: on its first request, or at build time.
const NEXT_CACHED_PAGE = "s-maxage=3600, stale-while-revalidate=31532400";
const NEXT_STATIC_PAGE = "s-maxage=31536000";

describe("CDN cache headers", () => {
  it("shortens the shared-cache lifetime of cached pages", () => {
    expect(cdnCacheControl(NEXT_CACHED_PAGE, "/product/lg-wm4000hwa")).toBe(PAGE_CACHE_CONTROL);
    expect(cdnCacheControl(NEXT_STATIC_PAGE, "/account")).toBe(PAGE_CACHE_CONTROL);
    expect(PAGE_CACHE_CONTROL).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=30");
  });

  it("lets nothing keep the cart, checkout and saved items, with or without a query", () => {
    for (const url of ["/cart", "/checkout", "/saved", "/checkout?_rsc=1x2y", "/cart?cancelled=1"]) {
      expect(cdnCacheControl(NEXT_STATIC_PAGE, url), url).toBe(BROWSER_STATE_CACHE_CONTROL);
      expect(cdnCacheControl(NEXT_CACHED_PAGE, url), url).toBe(BROWSER_STATE_CACHE_CONTROL);
    }
    expect(BROWSER_STATE_CACHE_CONTROL).toBe("private, no-store");
    expect(cdnCacheControl(NEXT_STATIC_PAGE, "/checkout-success")).toBe(PAGE_CACHE_CONTROL);
  });

  it("leaves immutable assets, private and uncached answers as they are", () => {
    for (const value of [
      "public, max-age=31536000, immutable",
      "private, no-cache, no-store, max-age=0, must-revalidate",
      "no-store",
      "public, max-age=14400, must-revalidate",
    ]) {
      expect(cdnCacheControl(value, "/_next/static/chunks/app.js")).toBe(value);
    }
    expect(cdnCacheControl(undefined, "/api/health")).toBeUndefined();
  });
});
