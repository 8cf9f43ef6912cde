// The social shopping hand-off (/facebook-checkout): a link's products fill the cart, its
// coupon and campaign tags show, and bad links explain themselves.
import { expect, test } from "./test";
import { dismissCookieBanner } from "./helpers";
import { checkoutProduct } from "./checkout-helpers";

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test("a link fills the cart and leads to the checkout form", async ({ page, request }) => {
  const first = await checkoutProduct(request, 12);
  const second = await checkoutProduct(request, 13);
  await page.goto(
    `/facebook-checkout?products=${first.id}:2,${second.id}:1,no-such-product:1,broken&coupon=SPRING10&utm_source=facebook&utm_campaign=spring`,
  );
  await expect(page.getByText("Added 2 product(s) to cart from Facebook")).toBeVisible();
  await expect(page.getByText("1 product(s) could not be found")).toBeVisible();
  await expect(page.getByText(first.name)).toBeVisible();
  await expect(page.getByText("SPRING10")).toBeVisible();
  await expect(page.getByText("utm_source=facebook · utm_campaign=spring")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("3");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/checkout");
  await expect(page.getByTestId("order-lines")).toContainText(first.name);
  await expect(page.getByTestId("order-lines")).toContainText(second.name);
});

test("a link adds to what the cart already holds and says so", async ({ page, request }) => {
  // Neither is bought here, so sharing the other journeys' products changes no stock.
  const mine = await checkoutProduct(request, 13);
  const linked = await checkoutProduct(request, 12);
  await page.goto(`/facebook-checkout?products=${mine.id}:1`);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto(`/facebook-checkout?products=${linked.id}:1`);
  await expect(page.getByText("Your cart already had 1 other product: it is still in it")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await page.goto("/cart");
  await expect(page.getByRole("main")).toContainText(mine.name);
  await expect(page.getByRole("main")).toContainText(linked.name);
});

test.describe("bad links", () => {
  const links: [query: string, message: string][] = [
    ["", "No products specified in checkout URL"],
    ["?products=:2,abc:0,def:x", "No valid products found in checkout URL"],
    ["?products=no-such-product:1", "None of the specified products were found in our catalog"],
  ];
  for (const [query, message] of links) {
    test(`"${query || "no products"}" says ${message}`, async ({ page }) => {
      await page.goto(`/facebook-checkout${query}`);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/products");
      await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
    });
  }
});
