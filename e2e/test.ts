// The `test` every spec uses: Playwright's, with each test a household of its own. The e2e server
// trusts one proxy hop (playwright.config.ts), so each test's X-Forwarded-For is its client
// address, and per-client limits (checkouts, held units, sign-in, tracking) count each test apart,
// as they would count two shoppers on a sale day.
import { test as base } from "@playwright/test";

export * from "@playwright/test";

let households = 0;

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    households += 1;
    const address = `198.19.${testInfo.workerIndex % 250}.${(households % 250) + 1}`;
    await provide({ ...extraHTTPHeaders, "x-forwarded-for": address });
  },
});
