// What a CDN in front of the shop may keep. Next marks every cached page (ISR) with
// "s-maxage=<revalidate>, stale-while-revalidate=<a year>", which would let a CDN show a sold-out
// unit as available for a year. Pages show prices and stock, so a shared cache may keep one for
// a minute and serve it stale for 30 seconds more while it fetches a fresh one; browsers always
// ask again. Hashed assets (/_next/static) and uploaded photos keep their year-long immutable
// caching; answers Next marks private or no-store pass unchanged.
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=30";

// The cart, checkout and saved-items pages are the same shell for every visitor (no personal data:
// the browser fills them from its own storage and prices them through the API, never cached), yet
// nothing keeps them. The pages that take the money then always come from the running release, so
// a new release's checkout (a new field, the API that expects it) reaches every shopper who opens
// it at once, not a minute and a half later; and keeping them would save little, since the server
// sends these shells from memory without rendering them.
const BROWSER_STATE_PAGES = ["/cart", "/checkout", "/saved"];
export const BROWSER_STATE_CACHE_CONTROL = "private, no-store";

/** The Cache-Control sent for a response to `url` that Next gave `value`. */
export function cdnCacheControl(value, url) {
  if (BROWSER_STATE_PAGES.includes(String(url ?? "").split("?")[0])) return BROWSER_STATE_CACHE_CONTROL;
  const text = Array.isArray(value) ? value.join(", ") : String(value ?? "");
  if (!/s-maxage=/i.test(text) || /immutable|private|no-store/i.test(text)) return value;
  return PAGE_CACHE_CONTROL;
}
