// The guard on the built-in test payment page, decided at run time and failing closed: on for
// development, tests and a shop whose NEXT_PUBLIC_SITE_URL (as the server runs) is on localhost;
// off for any other shop, including one started without a site address, unless
// ALLOW_TEST_PAYMENTS=true. ALLOW_TEST_PAYMENTS=false turns it off everywhere. A shop with neither
// Stripe nor test payments says so at checkout instead of taking orders.
import { isLocalSite } from "@/lib/site-address";

export function testPaymentsAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  const flag = env.ALLOW_TEST_PAYMENTS?.trim().toLowerCase();
  if (flag === "true") return true;
  if (flag === "false") return false;
  if (env.NODE_ENV !== "production") return true;
  // `env` is read when the server runs (not inlined at build): no site address means not local.
  const site = env.NEXT_PUBLIC_SITE_URL?.trim();
  return Boolean(site) && isLocalSite(site);
}
