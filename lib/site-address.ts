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

/** The address the build was made for (inlined by Next at build time). */
const BUILD_SITE_URL = process.env.NEXT_PUBLIC_SITE_URL;

/**
 * The shop's public address, read when the server runs: SITE_URL, else the address the build was
 * made with, else localhost. A deployed shop sets SITE_URL and needs no rebuild; canonical links,
 * the sitemap, structured data, feeds, e-mails and payment return pages all use this.
 */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (configuredSiteUrl(env) ?? "http://localhost:3000").replace(/\/+$/, "");
}

/** The site address as configured, or undefined when none is (not even at build time). */
export function configuredSiteUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.SITE_URL?.trim() || env.NEXT_PUBLIC_SITE_URL?.trim() || BUILD_SITE_URL?.trim() || undefined;
}
