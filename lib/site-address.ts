// Whether the shop runs on this machine (a localhost site address) or is deployed: local shops get
// development conveniences (test payments, a default staff password); deployed ones never do.

/** True for a site address on localhost (or none at all). */
export function isLocalSite(url: string | undefined): boolean {
  if (!url) return true;
  try {
    const host = new URL(url).hostname;
    return host === "localhost" || host === "127.0.0.1" || host === "[::1]" || host.endsWith(".localhost");
  } catch {
    return false;
  }
}
