// The guard on the built-in test payment page, decided at run time and failing closed: on for
// development, tests and a shop whose site address (SITE_URL or NEXT_PUBLIC_SITE_URL) is on localhost;
// off for any other shop, including one started without a site address, unless
// ALLOW_TEST_PAYMENTS=true. ALLOW_TEST_PAYMENTS=false turns it off everywhere. A shop with neither
// Stripe nor test payments says so at checkout instead of taking orders.
import { configuredSiteUrl, isLocalSite } from "@/lib/site-address";

export function testPaymentsAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  const flag = env.ALLOW_TEST_PAYMENTS?.trim().toLowerCase();
  if (flag === "true") return true;
  if (flag === "false") return false;
  if (env.NODE_ENV !== "production") return true;
  // `env` is read when the server runs (not inlined at build): no site address means not local.
  const site = configuredSiteUrl(env);
  return Boolean(site) && isLocalSite(site);
}
