// A deploy breaks no page: a shopper holds a product page from the running version, open in a tab
// and kept in a cache, while a new version (another build, whose script files differ) replaces the
// server on the same port. Both still hydrate, open Buy Now and reach payment, because the new
// server sends the old version's scripts from the earlier build; a navigation from an old page
// loads the new version in full.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, request as playwrightRequest, test, type Page } from "./test";
import { buyNowOnPage } from "./checkout-helpers";
import { startServer, waitForHealth, type SecondServer } from "./second-server";

const port = Number(process.env.E2E_PORT ?? 3100) + 90;
const oldBuild = process.env.NEXT_DIST_DIR ?? ".next-e2e";
/** The second version `npm run test:e2e` builds (another deployment id), built as the first and moved beside it. */
const newBuild = `${oldBuild}-next`;

let server: SecondServer;
let builds: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "pglite", "runs its own server");
  test.setTimeout(180_000);
  // Where `npm start` keeps its versions: each a folder with its static files, once complete.
  builds = mkdtempSync(path.join(tmpdir(), "shop-builds-"));
  mkdirSync(path.join(builds, "previous"));
  symlinkSync(path.resolve(oldBuild, "static"), path.join(builds, "previous", "static"));
  writeFileSync(path.join(builds, "previous", "COMPLETE"), "");
  server = startServer(port, {}, { distDir: oldBuild });
  const api = await playwrightRequest.newContext();
  await waitForHealth(api, server);
  await api.dispose();
});

test.afterAll(async () => {
  if (server?.process.exitCode === null) server.process.kill("SIGKILL");
  if (builds) rmSync(builds, { recursive: true, force: true });
});

/** The version a page was sent by: Next puts it on every script address (?dpl=). */
const deploymentOf = (page: Page) =>
  page.evaluate(() => {
    const script = document.querySelector<HTMLScriptElement>('script[src*="dpl="]');
    return script ? new URL(script.src).searchParams.get("dpl") : null;
  });

async function deployNewVersion() {
  await new Promise<void>((resolve) => {
    server.process.once("exit", () => resolve());
    server.process.kill("SIGTERM");
  });
  server = startServer(port, { EARLIER_BUILDS_DIR: builds }, { keepData: true, distDir: newBuild, builtAs: oldBuild });
  const api = await playwrightRequest.newContext();
  await waitForHealth(api, server);
  await api.dispose();
}

test("pages from before a deploy still sell, and a navigation loads the new version", async ({ browser }) => {
  test.setTimeout(180_000);
  const shopper = await browser.newContext({ baseURL: server.baseURL });
  const { data } = (await (await fetch(`${server.baseURL}/api/products?limit=20`)).json()) as {
    data: { id: string; price: number; stock_quantity: number }[];
  };
  const product = data.find((item) => item.price > 0 && item.stock_quantity > 1)!;
  const productUrl = `${server.baseURL}/product/${product.id}`;
  // Open in a tab, and kept by a browser or CDN cache, as the old version sent it.
  const open = await shopper.newPage();
  const browsing = await shopper.newPage();
  for (const page of [open, browsing]) {
    await page.goto(productUrl);
    await expect(page.getByRole("button", { name: "Buy Now" })).toBeEnabled();
  }
  const before = await deploymentOf(open);
  expect(before).toBeTruthy();
  const cachedPage = await (await fetch(productUrl)).text();

  await deployNewVersion();

  const fresh = await shopper.newPage();
  await fresh.goto("/");
  expect(await deploymentOf(fresh)).not.toBe(before);

  // The cached page asks the new server for the old version's scripts.
  const held = await shopper.newPage();
  await held.route(productUrl, (route) => route.fulfill({ body: cachedPage, contentType: "text/html" }));
  const earlierFiles: string[] = [];
  held.on("response", (response) => {
    if (response.headers()["x-served-from"] === "earlier-build") earlierFiles.push(response.url());
  });
  await held.goto(productUrl);
  expect(await deploymentOf(held)).toBe(before);
  await expect(held.getByRole("button", { name: "Buy Now" })).toBeEnabled();
  expect(earlierFiles.length, "scripts of the earlier build the cached page loaded").toBeGreaterThan(0);
  await buyNowOnPage(held, "cached-page@example.com");

  await buyNowOnPage(open, "open-page@example.com");

  await browsing.getByRole("navigation").getByRole("link", { name: "Store", exact: true }).first().click();
  await expect(browsing).toHaveURL(/\/store$/);
  await expect.poll(() => deploymentOf(browsing)).toBe(await deploymentOf(fresh));
  await shopper.close();
});
