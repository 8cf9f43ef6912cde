// A deploy breaks no page: a shopper holds a product page from the running version while a new
// version (another build, whose script files differ) replaces the server on the same port. The old
// page still opens Buy Now and reaches payment, because the new server sends the old page's scripts
// from the earlier build; a navigation from an old page loads the new version in full.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, request as playwrightRequest, test, type Page } from "./test";
import { chooseMethod, dialog, enterEmail } from "./checkout-helpers";
import { startServer, waitForHealth, type SecondServer } from "./second-server";

const port = Number(process.env.E2E_PORT ?? 3100) + 90;
const oldBuild = process.env.NEXT_DIST_DIR ?? ".next-e2e";
/** The second version `npm run test:e2e` builds beside the first (another deployment id). */
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

const deploymentOf = (page: Page) => page.locator("html").getAttribute("data-dpl-id");

async function deployNewVersion() {
  await new Promise<void>((resolve) => {
    server.process.once("exit", () => resolve());
    server.process.kill("SIGTERM");
  });
  server = startServer(port, { EARLIER_BUILDS_DIR: builds }, { keepData: true, distDir: newBuild });
  const api = await playwrightRequest.newContext();
  await waitForHealth(api, server);
  await api.dispose();
}

test("a page from before a deploy still sells, and a navigation loads the new version", async ({ browser }) => {
  test.setTimeout(180_000);
  const shopper = await browser.newContext({ baseURL: server.baseURL });
  const { data } = (await (await fetch(`${server.baseURL}/api/products?limit=20`)).json()) as {
    data: { id: string; price: number; stock_quantity: number }[];
  };
  const product = data.find((item) => item.price > 0 && item.stock_quantity > 0)!;
  const buying = await shopper.newPage();
  const browsing = await shopper.newPage();
  for (const page of [buying, browsing]) {
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole("button", { name: "Buy Now" })).toBeEnabled();
  }
  const before = await deploymentOf(buying);
  // The Buy Now dialog's script is loaded only when first opened: after the deploy, from the
  // earlier build (the new one has other script files).
  const earlierFiles: string[] = [];
  buying.on("response", (response) => {
    if (response.headers()["x-served-from"] === "earlier-build") earlierFiles.push(response.url());
  });

  await deployNewVersion();

  const fresh = await shopper.newPage();
  await fresh.goto("/");
  expect(await deploymentOf(fresh)).not.toBe(before);

  await buying.getByRole("button", { name: "Buy Now" }).click();
  await chooseMethod(buying, "Store Pickup");
  await enterEmail(buying, "after-deploy@example.com");
  await dialog(buying).getByRole("button", { name: "Continue" }).click();
  await dialog(buying).getByRole("button", { name: "Continue to Payment" }).click();
  await expect(buying).toHaveURL(/\/test-payment\//);
  expect(earlierFiles.length, "scripts of the earlier build the old page loaded after the deploy").toBeGreaterThan(0);

  await browsing.getByRole("navigation").getByRole("link", { name: "Store", exact: true }).first().click();
  await expect(browsing).toHaveURL(/\/store$/);
  await expect.poll(() => deploymentOf(browsing)).toBe(await deploymentOf(fresh));
  await shopper.close();
});
