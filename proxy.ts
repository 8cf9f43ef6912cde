// Runs before the listing routes: rewrites /products and /products/{category} (whatever their
// query string) to /listing/{key}, the query's canonical form, so equal listings share one cached
// render and unknown or repeated parameters cannot make a listing skip the cache. Unknown
// category paths are left alone and end in the 404 page; aliases of a category (308) go to its
// one canonical address. /listing/... is only the target of that rewrite: asked for directly,
// it is the 404 page. Staff pages (/admin/...) pass on, with the path asked for in a header, so a
// sign-in form shown in their place can come back to them.
import { NextResponse, type NextRequest } from "next/server";
import { listingKey, readListingQuery } from "@/lib/catalog/listing";
import { canonicalListingCategory, listingRouteCategory } from "@/lib/content/listing-pages";
import { logNotFound } from "@/lib/http/not-found-log";
import { STAFF_PATH_HEADER } from "@/lib/admin/return-path";

const CATEGORY_PATH = /^\/products\/([^/]+)$/;
/** Product ids are lowercase words joined by dashes, with at least one dash (washer-123). */
const PRODUCT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

/** Next's own 404 page: the page for addresses that match no route. */
const NOT_FOUND_PAGE = "/_not-found";

export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === "/admin" || pathname.startsWith("/admin/")) {
    // Set here whatever the request said, so no client chooses it.
    const headers = new Headers(request.headers);
    headers.set(STAFF_PATH_HEADER, `${pathname}${request.nextUrl.search}`);
    return NextResponse.next({ request: { headers } });
  }
  // A rewrite is not run through here again: a request for /listing/... came from outside.
  if (pathname.startsWith("/listing/")) {
    logNotFound(pathname);
    const target = request.nextUrl.clone();
    target.pathname = NOT_FOUND_PAGE;
    target.search = "";
    return NextResponse.rewrite(target);
  }
  let category: string | undefined;
  const match = CATEGORY_PATH.exec(pathname);
  if (match) {
    let known: string | null = null;
    try {
      known = listingRouteCategory(match[1]!);
    } catch {
      // A malformed escape in the path: not a category.
    }
    if (!known) {
      // An old product link (/products/{product-id}) goes to the product's page, which says
      // "Product not found" itself if the id names none.
      if (PRODUCT_ID.test(match[1]!)) {
        const target = request.nextUrl.clone();
        target.pathname = `/product/${match[1]}`;
        target.search = "";
        return NextResponse.redirect(target, 308);
      }
      return NextResponse.next();
    }
    // An alias (/products/ranges, /products/fridge) answers with its one canonical page.
    const canonical = canonicalListingCategory(match[1]!);
    if (canonical && canonical !== match[1]) {
      const target = request.nextUrl.clone();
      target.pathname = `/products/${canonical}`;
      return NextResponse.redirect(target, 308);
    }
    category = known;
  }
  const raw: Record<string, string[]> = {};
  for (const name of new Set(searchParams.keys())) raw[name] = searchParams.getAll(name);
  const url = request.nextUrl.clone();
  url.pathname = `/listing/${listingKey(readListingQuery(raw, category))}`;
  url.search = "";
  return NextResponse.rewrite(url);
}

export const config = { matcher: ["/admin", "/admin/:path*", "/products", "/products/:category", "/listing/:path*"] };
