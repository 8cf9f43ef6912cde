// Accessibility of the checkout screens: the cart, the Buy Now dialog, the checkout form with its
// error messages, tracking and the test payment page have no axe violations. They share products
// with journeys that never pay for them (adding to the cart, and a cancelled payment, keep stock).
import { expect, test, type Page } from "./test";
import { axeViolations, dismissCookieBanner } from "./helpers";
import { checkoutProduct, chooseMethod, dialog, enterContact } from "./checkout-helpers";

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

async function expectNoViolations(page: Page, include?: string) {
  // Toasts fade in: axe would measure their colours half transparent.
  const violations = await axeViolations(page, (axe) => {
    axe.exclude("[data-sonner-toaster]");
    return include ? axe.include(include) : axe;
  });
  expect(violations).toEqual([]);
}

test("cart, checkout form with errors, and tracking", async ({ page, request }) => {
  const product = await checkoutProduct(request, 5);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  // The cart's code arrives on the first tap; leaving the page before it has added would lose it.
  await expect(page.getByText(`${product.name} added to cart`)).toBeVisible();
  await page.goto("/cart");
  await page.getByRole("button", { name: /Warranty:/ }).click();
  await expectNoViolations(page);
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expectNoViolations(page);
  await page.goto("/order-tracking");
  await expectNoViolations(page);
});

test("while the order is priced, its placeholder says so to screen readers and passes axe", async ({
  page,
  request,
}) => {
  const product = await checkoutProduct(request, 5);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`${product.name} added to cart`)).toBeVisible();
  // The price answer is held back, so the placeholder stays while axe reads the page.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/checkout/quote", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/checkout");
  const pricing = page.getByRole("status").filter({ hasText: "Pricing your order" });
  await expect(pricing).toBeVisible();
  await expectNoViolations(page);
  release();
  await expect(pricing).toBeHidden();
});

test("the Buy Now dialog's steps and the test payment page", async ({ page, request }) => {
  const product = await checkoutProduct(request, 9);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(dialog(page)).toContainText("Step 1 of 5");
  await expectNoViolations(page, "[role=dialog]");
  await chooseMethod(page, "Home Delivery");
  await enterContact(page, "a11y@example.com");
  await expect(dialog(page)).toContainText("Step 3 of 5");
  await expectNoViolations(page, "[role=dialog]");
  await dialog(page).getByRole("button", { name: "Back" }).click();
  await dialog(page).getByRole("button", { name: "Back" }).click();
  await chooseMethod(page, "Store Pickup");
  await dialog(page).getByRole("button", { name: "Continue" }).click();
  await expect(dialog(page)).toContainText("Step 4 of 5");
  await expectNoViolations(page, "[role=dialog]");
  await dialog(page).getByRole("button", { name: "Continue" }).click();
  await dialog(page).getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/test-payment\//);
  await expectNoViolations(page);
  await page.getByRole("link", { name: /Back to/ }).click();
  await expect(page.getByText("Payment cancelled")).toBeVisible();
});
