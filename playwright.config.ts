// Browser tests in Debian's Chromium (Playwright cannot download browsers here) against the
// production build, on the embedded database and, when TEST_DATABASE_URL is set, on Postgres too.
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const postgresPort = port + 1;
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const distDir = process.env.NEXT_DIST_DIR ?? ".next-e2e";

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--headless",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

const server = (serverPort: number, database: "pglite" | "postgres") => ({
  command: "node scripts/e2e-server.mjs",
  url: `http://127.0.0.1:${serverPort}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  // The server writes one JSON line per request to stdout; its warnings and errors (stderr) show.
  stdout: "ignore" as const,
  env: {
    PORT: String(serverPort),
    NEXT_DIST_DIR: distDir,
    E2E_DATABASE: database,
    NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${serverPort}`,
    // The test runner plays the proxy in front of the shop: specs that need a client of their
    // own (limits, sign-in throttling) say so in X-Forwarded-For.
    TRUSTED_PROXY_HOPS: "1",
  },
});

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  // In CI two browsers share one server on two shared cores: a listing nobody asked for before
  // (a new price range) renders from the database there, and one such navigation took over 10 s
  // in a full run. What a page shows is still checked; only the wait for it is longer.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [["list"]],
  use: {
    // No trace: recording one for every test (screencast frames and DOM snapshots, kept only on
    // failure) doubled the suite's CPU time (cart.spec.ts: 273 s of CPU and 142 s against 141 s and
    // 76 s without), and CI keeps no artifacts. The failure's screenshot and page snapshot remain;
    // `npx playwright test --trace retain-on-failure` records traces when hunting a failure.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "pglite",
      use: { ...chromium, baseURL: `http://127.0.0.1:${port}` },
    },
    ...(withPostgres
      ? [
          {
            name: "postgres",
            grep: /@smoke/,
            use: { ...chromium, baseURL: `http://127.0.0.1:${postgresPort}` },
          },
        ]
      : []),
  ],
  webServer: [server(port, "pglite"), ...(withPostgres ? [server(postgresPort, "postgres")] : [])],
});
