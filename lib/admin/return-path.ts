// Where sign-in sends staff afterwards: the staff page they asked for, carried in ?next= through
// the sign-in form. Only a path on this site is honoured (one leading "/", no scheme, no host, no
// backslash or control character a browser could read as another site); anything else is the
// dashboard. The proxy passes each staff request's path on in a header (STAFF_PATH_HEADER).

/** The request header in which proxy.ts names the staff page asked for (path and query). */
export const STAFF_PATH_HEADER = "x-staff-path";

const DASHBOARD = "/admin";
const MAX_LENGTH = 2000;

/** The path to return to after sign-in, or null when `value` is not a path on this site. */
export function returnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // Browsers read "\" as "/" and drop tabs and newlines, so "/\evil.example" is another site.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = "http://staff.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // A notice belongs to the moment it was given, not to the page asked for later.
  url.searchParams.delete("notice");
  return `${url.pathname}${url.search}`;
}

/** The sign-in form's address that comes back to `path` once signed in. */
export function signInAddress(path: string | null): string {
  const back = returnPath(path);
  return back && back !== DASHBOARD ? `${DASHBOARD}?next=${encodeURIComponent(back)}` : DASHBOARD;
}

/** Where to go after signing in: the page asked for, or the dashboard with its welcome. */
export function afterSignIn(next: unknown): string {
  const back = returnPath(next);
  return back && back !== DASHBOARD ? back : `${DASHBOARD}?notice=signed-in`;
}
