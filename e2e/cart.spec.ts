// The cart page and the journeys from it: the 4-step dialog for delivery and pickup, the checkout
// form with its messages, cancelling back to the cart.
import { expect, test, type Page } from "./test";
import { dismissCookieBanner, type ApiProduct } from "./helpers";
import {
  checkoutProduct,
  chooseMethod,
  dialog,
  enterAddress,
  enterContact,
  money,
  payWithCard,
  stockOf,
} from "./checkout-helpers";

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

async function addToCart(page: Page, product: ApiProduct) {
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`${product.name} added to cart`)).toBeVisible();
}

function line(page: Page, product: ApiProduct) {
  return page.locator(`[data-testid=cart-line][data-product-id="${product.id}"]`);
}

test("the empty cart, and clearing a full one", async ({ page, request }) => {
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
  await addToCart(page, await checkoutProduct(request, 5));
  await page.goto("/cart");
  await page.getByRole("button", { name: "Clear Cart" }).click();
  await expect(page.getByText("Cart has been cleared")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});

test("delivery from the cart: quantities, warranties, the 4-step dialog and payment @smoke", async ({
  page,
  request,
}) => {
  const first = await checkoutProduct(request, 6);
  const second = await checkoutProduct(request, 7);
  const third = await checkoutProduct(request, 8);
  for (const product of [first, second, third]) await addToCart(page, product);
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(3);

  await line(page, first).getByRole("button", { name: "Increase quantity" }).click();
  await expect(line(page, first).getByTestId("line-quantity")).toHaveText("2");
  await line(page, first)
    .getByRole("button", { name: /Warranty:/ })
    .click();
  await line(page, first).getByText("4-Year Protection").click();
  await expect(line(page, first).getByRole("button", { name: /Warranty: 4-Year Protection/ })).toBeVisible();
  await line(page, third).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Item removed from cart")).toBeVisible();
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(page.getByTestId("cart-count")).toHaveText("3");
  await expect(page.getByTestId("summary-merchandise")).toContainText("Subtotal (3 items)");
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("cart") ?? "[]"));
  expect(stored).toMatchObject([
    { product: { id: first.id }, quantity: 2, warranty: { id: "4year" } },
    { product: { id: second.id }, quantity: 1, warranty: { id: "2year" } },
  ]);

  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(dialog(page)).toContainText("Step 1 of 4");
  await expect(dialog(page).getByRole("radio", { name: /Store Pickup/ })).toBeChecked();
  await chooseMethod(page, "Home Delivery");
  await enterContact(page, "cart.shopper@example.com");
  await expect(dialog(page)).toContainText("Step 3 of 4");
  await enterAddress(page, { street: "7000 E Main St", zip: "43068" });
  await dialog(page).getByLabel("Stairs to carry up or down").click();
  await page.getByRole("option", { name: /^2 flights/ }).click();
  await dialog(page).getByRole("button", { name: "Calculate Delivery Fee" }).click();
  await expect(dialog(page)).toContainText("Step 4 of 4");
  await expect(dialog(page).getByTestId("summary-delivery")).toContainText("Free");
  await expect(dialog(page).getByTestId("summary-stair_carry")).toContainText(money(100));
  await dialog(page).getByRole("button", { name: "Back" }).click();
  await expect(dialog(page)).toContainText("Step 3 of 4");
  await dialog(page).getByRole("button", { name: "Calculate Delivery Fee" }).click();
  const total = (await dialog(page).getByTestId("summary-total").locator("dd").textContent())!;
  await dialog(page).getByRole("button", { name: "Continue to Payment" }).click();

  await expect(page.getByTestId("pay-total")).toHaveText(total);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: "Order Successful!" })).toBeVisible();
  await expect(page.getByTestId("summary-total").locator("dd")).toHaveText(total);
  await expect(page.getByText(`4-Year Protection: 2 × `)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("cart"))).toBeNull();
});

test("pickup from the cart skips the address both ways", async ({ page, request }) => {
  await addToCart(page, await checkoutProduct(request, 9));
  await page.goto("/cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await chooseMethod(page, "Store Pickup");
  await enterContact(page, "pickup.cart@example.com");
  await expect(dialog(page)).toContainText("Step 4 of 4");
  await expect(dialog(page).getByTestId("summary-pickup")).toContainText("Free");
  await dialog(page).getByRole("button", { name: "Back" }).click();
  await expect(dialog(page)).toContainText("Step 2 of 4");
  await expect(dialog(page).getByRole("textbox", { name: "Email address" })).toHaveValue("pickup.cart@example.com");
});

test("cancelling the payment brings the cart back", async ({ page, request }) => {
  const product = await checkoutProduct(request, 10);
  const stock = await stockOf(request, product.id);
  await addToCart(page, product);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await chooseMethod(page, "Store Pickup");
  await enterContact(page, "cancel.cart@example.com");
  await dialog(page).getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/test-payment\//);
  await page.getByRole("link", { name: /Back to/ }).click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByText("Payment cancelled")).toBeVisible();
  await expect(line(page, product)).toBeVisible();
  expect(await stockOf(request, product.id)).toBe(stock);
});

test("Back from the payment page keeps the cart and offers to resume or cancel the order", async ({
  page,
  request,
}) => {
  const product = await checkoutProduct(request, 13);
  const stock = await stockOf(request, product.id);
  await addToCart(page, product);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await chooseMethod(page, "Store Pickup");
  await enterContact(page, "back.button@example.com");
  await dialog(page).getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/test-payment\//);
  expect(await stockOf(request, product.id)).toBe(stock - 1);
  await page.goBack();
  await expect(page).toHaveURL("/cart");
  await expect(line(page, product)).toBeVisible();
  const notice = page.getByTestId("pending-checkout");
  await expect(notice).toContainText("is waiting for payment");
  await notice.getByRole("link", { name: "Resume payment" }).click();
  await expect(page).toHaveURL(/\/test-payment\//);
  await page.goBack();
  await page.getByTestId("pending-checkout").getByRole("link", { name: "Cancel and change my order" }).click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByText("Payment cancelled")).toBeVisible();
  await expect(page.getByTestId("pending-checkout")).toHaveCount(0);
  await expect(line(page, product)).toBeVisible();
  expect(await stockOf(request, product.id)).toBe(stock);
});

test("the checkout form: required fields, messages that clear, and payment", async ({ page, request }) => {
  await addToCart(page, await checkoutProduct(request, 11));
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Phone number is required")).toBeVisible();
  await expect(page.getByText("Address is required")).toBeVisible();
  await expect(page.getByText("City is required")).toBeVisible();
  await expect(page.getByText("ZIP code is required")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Full Name").fill("Pat Shopper");
  await expect(page.getByText("Name is required")).toHaveCount(0);
  await page.getByLabel("Email Address").fill("pat@invalid");
  await page.getByLabel("Phone Number").fill("614-555-0100");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email Address").fill("form.shopper@example.com");
  await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);

  await page.getByLabel("Street Address").fill("50 Broad St");
  await page.getByLabel("ZIP Code").fill("44114");
  await expect(page.getByLabel("City")).toHaveValue("Cleveland");
  await expect(page.getByText(/We don't deliver beyond 60 miles/)).toBeVisible();
  // Refused before anything is sent: the spec's title, and the pickup alternative.
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("Outside Delivery Area")).toBeVisible();
  await expect(page).toHaveURL("/checkout");
  await page.getByRole("button", { name: "Switch to Store Pickup" }).click();
  await expect(page.getByLabel("Street Address")).toHaveCount(0);
  await expect(page.getByTestId("summary-pickup")).toContainText("Free");
  const total = (await page.getByTestId("summary-total").locator("dd").textContent())!;
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByTestId("pay-total")).toHaveText(total);
  await payWithCard(page, "5555 5555 5555 4444");
  await expect(page.getByRole("heading", { name: "Order Successful!" })).toBeVisible();
});

test("after a cancelled payment the checkout form comes back filled in", async ({ page, request }) => {
  await addToCart(page, await checkoutProduct(request, 11));
  await page.goto("/checkout");
  await page.getByLabel("Full Name").fill("Dana Shopper");
  await page.getByLabel("Email Address").fill("dana.form@example.com");
  await page.getByLabel("Phone Number").fill("614-555-0101");
  await page.getByLabel("Street Address").fill("7000 E Main St");
  await page.getByLabel("ZIP Code").fill("43068");
  await expect(page.getByLabel("City")).toHaveValue("Reynoldsburg");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/test-payment\//);
  await page.getByRole("link", { name: /Back to/ }).click();
  await expect(page).toHaveURL("/checkout");
  await expect(page.getByLabel("Full Name")).toHaveValue("Dana Shopper");
  await expect(page.getByLabel("Email Address")).toHaveValue("dana.form@example.com");
  await expect(page.getByLabel("Phone Number")).toHaveValue("614-555-0101");
  await expect(page.getByLabel("Street Address")).toHaveValue("7000 E Main St");
  await expect(page.getByLabel("ZIP Code")).toHaveValue("43068");
});

test("the warranty can be changed on the checkout form, and the total follows", async ({ page, request }) => {
  const product = await checkoutProduct(request, 6);
  await addToCart(page, product);
  await page.goto("/checkout");
  await page.getByText("Store Pickup", { exact: true }).click();
  const total = page.getByTestId("summary-total").locator("dd");
  await expect(total).toHaveText(/\$/);
  const before = (await total.textContent())!;
  const warranty = page.getByLabel(product.name);
  await expect(warranty).toHaveValue("2year");
  await warranty.selectOption("none");
  await expect(total).not.toHaveText(before);
  await page.reload();
  await expect(page.getByLabel(product.name)).toHaveValue("none");
});

test("the checkout form with an empty cart", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
});

test("no shared cache keeps the cart, checkout or saved items; a product page it may", async ({ request }) => {
  for (const path of ["/cart", "/checkout", "/saved"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
  const product = await request.get(`/product/${(await checkoutProduct(request, 5)).id}`);
  expect(product.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=30");
});

test("Add to Cart with the connection gone says so and adds nothing", async ({ page, request }) => {
  const product = await checkoutProduct(request, 5);
  await page.goto(`/product/${product.id}`);
  // The first tap anywhere brings the toaster (a tap before the page's scripts run is not seen, so
  // the shopper taps again); then the connection drops.
  await expect(async () => {
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached({ timeout: 2000 });
  }).toPass();
  await page.route("**/_next/static/**", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByText("Couldn't add to cart")).toBeVisible();
  await expect(page.getByText("Check your connection and try again.")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
});
