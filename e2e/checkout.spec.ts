// Buy Now journeys from the product page: pickup and delivery through the test payment page to
// "Order Successful!" and tracking, and the ways they go wrong (bad e-mail, a missing name or
// phone, missing address, too far, declined card, cancelling back to the product); the customer's
// phone, e-mail and address as links on the staff order page.
import { expect, test } from "./test";
import { dismissCookieBanner } from "./helpers";
import { signIn } from "./staff";
import {
  buyNowForPickup,
  checkoutProduct,
  chooseMethod,
  dialog,
  enterAddress,
  enterContact,
  payWithCard,
  stockOf,
} from "./checkout-helpers";

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test("pickup from the product page, paid with a test card, then tracked @smoke", async ({ page, request }) => {
  const product = await checkoutProduct(request, 0);
  const stock = await stockOf(request, product.id);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("combobox", { name: "Quantity" }).selectOption("2");
  await page.getByRole("button", { name: "Buy Now" }).click();

  await expect(dialog(page)).toContainText("Step 1 of 5");
  await chooseMethod(page, "Store Pickup");
  await expect(dialog(page)).toContainText("Step 2 of 5");
  await enterContact(page, "pickup.shopper@example.com");
  await expect(dialog(page)).toContainText("Step 4 of 5");
  await dialog(page).getByText("3-Year Protection").click();
  await dialog(page).getByRole("button", { name: "Continue" }).click();
  await expect(dialog(page)).toContainText("Step 5 of 5");
  await expect(dialog(page).getByTestId("summary-pickup")).toContainText("Free");
  await expect(dialog(page).getByTestId("summary-warranty")).toBeVisible();
  const total = (await dialog(page).getByTestId("summary-total").locator("dd").textContent())!;

  await dialog(page).getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/test-payment\//);
  await expect(page.getByTestId("pay-total")).toHaveText(total);
  await payWithCard(page, "4242 4242 4242 4242");

  await expect(page.getByRole("heading", { name: "Order Successful!" })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout-success\?session_id=test_cs_/);
  await expect(page.getByText("Payment verified!")).toBeVisible();
  await expect(page.getByTestId("summary-total").locator("dd")).toHaveText(total);
  await expect(page.getByTestId("email-status")).toContainText("pickup.shopper@example.com");
  const orderNumber = (await page.getByTestId("order-number").textContent())!;
  expect(orderNumber).toMatch(/^RA-[0-9A-Z]{8}$/);
  expect(await stockOf(request, product.id)).toBe(stock - 2);
  const stored = await page.evaluate(() => ({
    last: JSON.parse(window.sessionStorage.getItem("lastOrderDetails") ?? "null"),
    current: window.sessionStorage.getItem("currentOrderNumber"),
  }));
  expect(stored.current).toBe(orderNumber);
  expect(stored.last).toMatchObject({ orderNumber, order_type: "pickup", quantity: 2, product_name: product.name });

  await page.locator("#main").getByRole("link", { name: "Track Your Order" }).click();
  await expect(page.getByLabel("Order Number")).toHaveValue(orderNumber);
  await page.getByLabel("Email Address").fill("PICKUP.shopper@example.com");
  await page.getByRole("button", { name: "Track Order" }).click();
  const tracked = page.getByTestId("tracked-order");
  await expect(tracked.getByTestId("status-badge")).toHaveText("Confirmed");
  await expect(tracked.getByTestId("summary-total").locator("dd")).toHaveText(total);
  await expect(tracked.getByTestId("timeline").locator("li[data-completed=true]")).toHaveCount(2);
  await expect(tracked.getByText("Ready for Pickup")).toBeVisible();
});

test("delivery from the product page with every check on the way", async ({ page, request }) => {
  const product = await checkoutProduct(request, 1);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Buy Now" }).click();

  await chooseMethod(page, "Home Delivery");
  await dialog(page).getByRole("button", { name: "Back" }).click();
  await expect(dialog(page)).toContainText("Step 1 of 5");
  await dialog(page).getByRole("button", { name: "Continue" }).click();

  await enterContact(page, "not-an-email");
  await expect(page.getByText("Invalid Email")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(dialog(page)).toContainText("Step 2 of 5");
  await enterContact(page, "delivery.shopper@example.com");
  await expect(dialog(page)).toContainText("Step 3 of 5");

  const calculate = dialog(page).getByRole("button", { name: "Calculate Delivery Fee" });
  await expect(calculate).toBeDisabled();
  await dialog(page).getByRole("combobox", { name: "Street address" }).fill("100 Public Square");
  await expect(calculate).toBeDisabled();
  await dialog(page).getByRole("combobox", { name: "Street address" }).press("Enter");
  await expect(page.getByText("Missing Address")).toBeVisible();
  await expect(page.getByText("Please fill in all address fields")).toBeVisible();

  await enterAddress(page, { street: "100 Public Square", zip: "44114" });
  await expect(dialog(page).getByLabel("City")).toHaveValue("Cleveland");
  await calculate.click();
  await expect(page.getByText("Outside Delivery Area").first()).toBeVisible();
  await expect(dialog(page).getByRole("alert")).toContainText(
    /We don't deliver beyond 60 miles\. Your location is \d+ miles away\./,
  );
  await expect(dialog(page)).toContainText("Step 3 of 5");

  await dialog(page).getByLabel("City").fill("");
  await enterAddress(page, { street: "20 S State St", zip: "43081" });
  await expect(dialog(page).getByLabel("City")).toHaveValue("Westerville");
  await dialog(page).getByLabel("Delivery window").click();
  await page.getByRole("option", { name: "2PM-4PM" }).click();
  await dialog(page).getByLabel("Haul away old appliances").click();
  await page.getByRole("option", { name: /^1 appliance/ }).click();
  await calculate.click();
  await expect(page.getByText("Delivery Fee Calculated")).toBeVisible();

  await expect(dialog(page)).toContainText("Step 4 of 5");
  await dialog(page).getByText("No Extended Warranty").click();
  await expect(dialog(page).getByText("Are you sure?")).toBeVisible();
  await dialog(page).getByRole("button", { name: "Continue" }).click();
  await expect(dialog(page)).toContainText("Step 5 of 5");
  await expect(dialog(page).getByTestId("summary-haul_away")).toContainText("$50.00");
  await expect(dialog(page).getByTestId("summary-delivery")).toContainText("estimated");
  await expect(dialog(page).getByTestId("summary-delivery")).toContainText("$45.00");
  await expect(dialog(page).getByTestId("summary-warranty")).toHaveCount(0);
  await dialog(page).getByRole("button", { name: "Back" }).click();
  await expect(dialog(page)).toContainText("Step 4 of 5");
  await dialog(page).getByRole("button", { name: "Continue" }).click();
  const total = (await dialog(page).getByTestId("summary-total").locator("dd").textContent())!;
  await dialog(page).getByRole("button", { name: "Continue to Payment" }).click();

  await payWithCard(page, "4242424242424242");
  await expect(page.getByRole("heading", { name: "Order Successful!" })).toBeVisible();
  await expect(page.getByTestId("summary-total").locator("dd")).toHaveText(total);
  await expect(page.getByText("20 S State St, Westerville, OH 43081")).toBeVisible();
  await expect(page.getByText(/2PM-4PM/)).toBeVisible();
  await expect(page.getByText("Haul-away of 1 old appliance")).toBeVisible();
});

test("a declined card keeps the order open, and the next card pays", async ({ page, request }) => {
  const product = await checkoutProduct(request, 2);
  await buyNowForPickup(page, product.id, "declined@example.com");

  await payWithCard(page, "4000 0000 0000 0002");
  await expect(page.locator("main").getByRole("alert")).toHaveText("Your card was declined.");
  await expect(page).toHaveURL(/\/test-payment\//);
  await page.getByLabel("Card number").fill("4242 4242 4242 4241");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByText("Your card number is invalid.")).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("heading", { name: "Order Successful!" })).toBeVisible();
});

test("cancelling on the payment page returns to the product and puts the units back", async ({ page, request }) => {
  const product = await checkoutProduct(request, 3);
  const stock = await stockOf(request, product.id);
  await buyNowForPickup(page, product.id, "cancel@example.com");
  expect(await stockOf(request, product.id)).toBe(stock - 1);

  await page.getByRole("link", { name: /Back to/ }).click();
  await expect(page).toHaveURL(`/product/${product.id}`);
  await expect(page.getByText("Payment cancelled")).toBeVisible();
  await expect(page.getByText("Your order was cancelled and nothing was charged.")).toBeVisible();
  expect(await stockOf(request, product.id)).toBe(stock);
});

test("closing the dialog forgets what was entered", async ({ page, request }) => {
  const product = await checkoutProduct(request, 4);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await chooseMethod(page, "Home Delivery");
  await dialog(page).getByRole("textbox", { name: "Email address" }).fill("someone@example.com");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(dialog(page)).toContainText("Step 1 of 5");
  await expect(dialog(page).getByRole("radio", { name: /Store Pickup/ })).toBeChecked();
  await dialog(page).getByRole("button", { name: "Cancel" }).click();
  await expect(dialog(page)).toHaveCount(0);
});

test("delivery asks who it is for and checks the phone; staff can call, write and map", async ({
  page,
  request,
  baseURL,
}) => {
  const product = await checkoutProduct(request, 8);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await chooseMethod(page, "Home Delivery");
  const box = dialog(page);
  await expect(box).toContainText("Step 2 of 5");
  await box.getByRole("button", { name: "Continue" }).click();
  await expect(box.getByText("Name is required")).toBeVisible();
  await expect(box.getByText("Email is required")).toBeVisible();
  await expect(box.getByText("Phone number is required for delivery")).toBeVisible();

  await enterContact(page, "dana.delivery@example.com", { name: "Dana Delivery", phone: "555-0142" });
  const phone = box.getByRole("textbox", { name: "Phone number" });
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(box.getByText("Please enter a 10-digit US phone number")).toBeVisible();
  await expect(box.getByText("Name is required")).toHaveCount(0);
  await expect(box.getByRole("textbox", { name: "Full name" })).toHaveValue("Dana Delivery");
  await expect(box).toContainText("Step 2 of 5");
  await phone.fill("614.555.0199");
  await expect(box.getByText("Please enter a 10-digit US phone number")).toHaveCount(0);
  await box.getByRole("button", { name: "Continue" }).click();
  await expect(box).toContainText("Step 3 of 5");
  await box.getByRole("button", { name: "Back" }).click();
  await expect(phone).toHaveValue("614.555.0199");
  await box.getByRole("button", { name: "Continue" }).click();

  await enterAddress(page, { street: "20 S State St", zip: "43081" });
  await box.getByRole("button", { name: "Calculate Delivery Fee" }).click();
  await expect(box).toContainText("Step 4 of 5");
  await box.getByRole("button", { name: "Continue" }).click();
  await expect(box.getByTestId("summary-contact")).toHaveText("Dana Delivery, (614) 555-0199");
  await box.getByRole("button", { name: "Continue to Payment" }).click();
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: "Order Successful!" })).toBeVisible();
  await expect(page.getByTestId("customer-name")).toHaveText("Dana Delivery");
  await expect(page.getByTestId("customer-phone")).toHaveText("(614) 555-0199");
  const orderNumber = (await page.getByTestId("order-number").textContent())!;

  await signIn(page, baseURL!);
  await page.goto(`/admin/orders?search=${orderNumber}`);
  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { name: orderNumber })).toBeVisible();
  await expect(page.getByRole("link", { name: "(614) 555-0199" })).toHaveAttribute("href", "tel:+16145550199");
  await expect(page.getByRole("link", { name: "dana.delivery@example.com" })).toHaveAttribute(
    "href",
    "mailto:dana.delivery@example.com",
  );
  const map = page.getByTestId("customer-map").getByRole("link");
  await expect(map).toHaveText("20 S State St, Westerville, OH 43081");
  await expect(map).toHaveAttribute(
    "href",
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("20 S State St, Westerville, OH 43081")}`,
  );
});
