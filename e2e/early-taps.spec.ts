// A tap in the first moments after a page arrives, on a slow phone, is never silently dropped:
// links are followed as ordinary links until the page is interactive, the buttons that need
// the page say they are not ready and work once it is, and the listing's filters apply what was
// picked or typed in them as soon as they can. Every click here lands as soon as the
// element exists, with the processor slowed four times or the page's scripts held back, without
// waiting for hydration.
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { apiProducts, dismissCookieBanner, findProduct, holdResponses } from "./helpers";

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * Holds the page's scripts back, so it shows but cannot become interactive, until the returned
 * function lets them through: what the shopper does before that surely happens before hydration.
 */
async function holdScripts(page: Page): Promise<() => void> {
  return holdResponses(page, "**/_next/static/**/*.js");
}

test("a deal card tapped while the home page loads opens its listing", async ({ page }) => {
  await slowPhone(page);
  await page.goto("/", { waitUntil: "commit" });
  await page
    .getByRole("link", { name: /Open Box/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/products\?deal=open-box/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a page scrolled while it loads stays where the shopper put it", async ({ page }) => {
  await slowPhone(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("heading", { name: "Special deals" }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  // The product cards' buttons are enabled once the page is interactive.
  await expect(page.getByRole("button", { name: "Add to Cart" }).first()).toBeEnabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("a product card tapped while the listing loads opens the product", async ({ page, request }) => {
  const [first] = await apiProducts(request, "?category=washer");
  await slowPhone(page);
  await page.goto("/products?category=washer", { waitUntil: "commit" });
  await page.getByTestId("product-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${first!.id}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.name);
});

test("Add to Cart tapped while the product page loads adds the unit once it is ready", async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.stock_quantity > 0 && p.price > 0, "in stock with a price");
  await slowPhone(page);
  await page.goto(`/product/${product.id}`, { waitUntil: "commit" });
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByRole("link", { name: /Cart, 1 item/ }).first()).toBeVisible();
});

test("a sort picked while the listing loads sorts it once ready", async ({ page }) => {
  const letScriptsThrough = await holdScripts(page);
  await page.goto("/products/refrigerator", { waitUntil: "commit" });
  await page.getByLabel("Sort by").selectOption("priceAsc");
  letScriptsThrough();
  await expect(page).toHaveURL(/\/products\/refrigerator\?sort=priceAsc$/);
  await expect(page.getByLabel("Sort by")).toHaveValue("priceAsc");
  const prices = (await page.getByTestId("price").allTextContents())
    .filter((text) => text !== "Call for Price")
    .map((text) => Number(text.replace(/[$,]/g, "")));
  expect(prices.length).toBeGreaterThan(1);
  expect(prices[0]).toBeLessThanOrEqual(prices[1]!);
});

test("filters used while the listing loads all apply once ready, none lost", async ({ page }) => {
  const letScriptsThrough = await holdScripts(page);
  await page.goto("/products", { waitUntil: "commit" });
  await page.getByLabel("Minimum price", { exact: true }).fill("300");
  await page.getByLabel("In Stock Only").check();
  await page.getByLabel("Deal", { exact: true }).selectOption("clearance");
  await page.getByLabel("Sort by").selectOption("nameAsc");
  letScriptsThrough();
  await expect(page).toHaveURL(/[?&]sort=nameAsc/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    deal: "clearance",
    minPrice: "300",
    inStock: "true",
    sort: "nameAsc",
  });
  await expect(page.getByLabel("In Stock Only")).toBeChecked();
  await expect(page.getByLabel("Deal", { exact: true })).toHaveValue("clearance");
  await expect(page.getByLabel("Minimum price", { exact: true })).toHaveValue("300");
});

test("a search typed while the listing loads is sent once ready, text kept", async ({ page }) => {
  const letScriptsThrough = await holdScripts(page);
  await page.goto("/products", { waitUntil: "commit" });
  const box = page.getByLabel("Search", { exact: true });
  await box.fill("whirlpool");
  letScriptsThrough();
  await expect(page).toHaveURL(/\/products\?search=whirlpool$/);
  await expect(box).toHaveValue("whirlpool");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName("Results for “whirlpool”");
});
