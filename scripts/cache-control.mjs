// What a CDN in front of the shop may keep. Next marks every cached page (ISR) with
// "s-maxage=<revalidate>, stale-while-revalidate=<a year>", which would let a CDN show a sold-out
// unit as available for a year. Pages show prices and stock, so a shared cache may keep one for
// a minute and serve it stale for 30 seconds more while it fetches a fresh one; browsers always
// ask again. Hashed assets (/_next/static) and uploaded photos keep their year-long immutable
// caching; answers Next marks private or no-store pass unchanged.
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=30";

export function cdnCacheControl(value) {
  const text = Array.isArray(value) ? value.join(", ") : String(value ?? "");
  if (!/s-maxage=/i.test(text) || /immutable|private|no-store/i.test(text)) return value;
  return PAGE_CACHE_CONTROL;
}
