// Order tracking's refusals and the success page's guards.
import { expect, test } from "./test";
import { dismissCookieBanner } from "./helpers";

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test("tracking asks for both fields and answers an unknown order with the store's contacts", async ({ page }) => {
  await page.goto("/order-tracking");
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByText("Please enter both order number and email address")).toBeVisible();
  await page.getByLabel("Order Number").fill("RA-ZZZZZZZZ");
  await page.getByLabel("Email Address").fill("nobody@example.com");
  await page.getByRole("button", { name: "Track Order" }).click();
  const card = page.locator("main").getByRole("alert");
  await expect(card).toContainText("Order not found. Please check your order number and email address.");
  await expect(card.getByRole("link", { name: /\(614\)/ })).toHaveAttribute("href", /^tel:/);
});

test("the success page without a session says so and goes home", async ({ page }) => {
  await page.goto("/checkout-success");
  await expect(page.getByText("Invalid access")).toBeVisible();
  // It goes home 3 seconds after the page's scripts run.
  await expect(page).toHaveURL("/");
});

test("the success page for an unknown session is not verified", async ({ page }) => {
  await page.goto("/checkout-success?session_id=cs_unknown");
  await expect(page.getByRole("heading", { name: "Payment Not Verified" })).toBeVisible();
  await expect(page.getByText("Payment not confirmed")).toBeVisible();
  // It goes home 5 seconds after the page's scripts run.
  await expect(page).toHaveURL("/");
});
