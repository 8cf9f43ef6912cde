// The guard on the built-in test payment page: on for development, tests and a shop run on this
// machine (a localhost site address); off for a deployed shop unless ALLOW_TEST_PAYMENTS=true.
// ALLOW_TEST_PAYMENTS=false turns it off everywhere.
import { isLocalSite } from "@/lib/site-address";

export function testPaymentsAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  const flag = env.ALLOW_TEST_PAYMENTS?.trim().toLowerCase();
  if (flag === "true") return true;
  if (flag === "false") return false;
  return env.NODE_ENV !== "production" || isLocalSite(env.NEXT_PUBLIC_SITE_URL);
}
