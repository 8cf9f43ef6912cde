// A tap in the first moments after a page arrives, on a slow phone, is never silently dropped:
// links are followed as ordinary links until the page is interactive, and the buttons that need
// the page say they are not ready and work once it is. Every click here lands as soon as the
// element exists, with the processor slowed four times, without waiting for hydration.
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { apiProducts, dismissCookieBanner, findProduct } from "./helpers";

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
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
