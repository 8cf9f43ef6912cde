// Outcomes a shopper meets in the ordinary course (a ZIP we do not know, an order number that
// finds nothing, a declined card, a checkout the store refuses) are answers the page expects: the
// browser's console stays free of errors, failed requests, React warnings and page errors.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./test";
import { dismissCookieBanner, type ApiProduct } from "./helpers";
import {
  buyNowForPickup,
  checkoutProduct,
  chooseMethod,
  dialog,
  enterAddress,
  enterContact,
  payWithCard,
} from "./checkout-helpers";

/** A ZIP code of the right shape that is not an Ohio ZIP code. */
const UNKNOWN_ZIP = "43999";

/** Everything the page logs as an error, from the first request on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} at ${message.location().url}`);
  });
  page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
  return errors;
}

/** Places an unpaid pickup order from this test's household; answers its id, to cancel it after. */
async function holdOneUnit(api: APIRequestContext, product: ApiProduct, email: string): Promise<string> {
  const response = await api.post("/api/checkout", {
    data: {
      source: "cart",
      order_type: "pickup",
      cart_items: [{ product_id: product.id, quantity: 1, warranty_id: "none" }],
      customer_name: "Pat Shopper",
      customer_email: email,
      cancel_path: "/cart",
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).order.id as string;
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test("an unknown ZIP in the delivery dialog is an answer, not an error", async ({ page, request }) => {
  const errors = consoleErrors(page);
  const product = await checkoutProduct(request, 4);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await chooseMethod(page, "Home Delivery");
  await enterContact(page, "unknown.zip@example.com");
  const zipLookup = page.waitForResponse((response) => response.url().includes("/api/delivery/zip"));
  await enterAddress(page, { street: "12 Main St", zip: UNKNOWN_ZIP, city: "Columbus" });
  await zipLookup;
  await dialog(page).getByRole("button", { name: "Calculate Delivery Fee" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("Check Your Address")).toBeVisible();
  await expect(dialog(page).getByRole("alert")).toContainText(`ZIP code ${UNKNOWN_ZIP} is not an Ohio ZIP code`);
  await expect(dialog(page)).toContainText("Step 3 of 5");
  expect(errors).toEqual([]);
});

test("tracking an order that does not exist is an answer, not an error", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto("/order-tracking");
  await page.getByLabel("Order Number").fill("RA-ZZZZZZZZ");
  await page.getByLabel("Email Address").fill("nobody@example.com");
  await page.getByRole("button", { name: "Track Order" }).click();
  const card = page.locator("main").getByRole("alert");
  await expect(card).toContainText("Order not found");
  await expect(card).toContainText("Order not found. Please check your order number and email address.");
  expect(errors).toEqual([]);
});

test("a declined test card is an answer, not an error", async ({ page, request }) => {
  const errors = consoleErrors(page);
  const product = await checkoutProduct(request, 4);
  await buyNowForPickup(page, product.id, "declined.quietly@example.com");
  await payWithCard(page, "4000 0000 0000 0002");
  await expect(page.locator("main").getByRole("alert")).toHaveText("Your card was declined.");
  await expect(page.getByRole("button", { name: /^Pay \$/ })).toBeEnabled();
  expect(errors).toEqual([]);
  // Give the unit back for the other journeys.
  await page.getByRole("link", { name: /Back to/ }).click();
  await expect(page.getByText("Payment cancelled")).toBeVisible();
});

test("a checkout the store refuses, and an unknown ZIP on the form, are answers, not errors", async ({
  page,
  request,
}) => {
  const errors = consoleErrors(page);
  const product = await checkoutProduct(request, 4);
  // The household already has as many unpaid orders as the store holds for one shopper.
  const held: string[] = [];
  for (const shopper of ["first", "second", "third"]) {
    held.push(await holdOneUnit(page.request, product, `${shopper}.holder@example.com`));
  }
  try {
    await page.goto(`/product/${product.id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText(`${product.name} added to cart`)).toBeVisible();
    await page.goto("/checkout");
    await page.getByLabel("Full Name").fill("Pat Holder");
    await page.getByLabel("Email Address").fill("fourth.holder@example.com");
    await page.getByLabel("Phone Number").fill("614-555-0100");
    await page.getByLabel("Street Address").fill("12 Main St");
    const zipLookup = page.waitForResponse((response) => response.url().includes("/api/delivery/zip"));
    await page.getByLabel("ZIP Code").fill(UNKNOWN_ZIP);
    await zipLookup;
    await page.getByLabel("City").fill("Columbus");
    await expect(page.getByText(`ZIP code ${UNKNOWN_ZIP} is not an Ohio ZIP code`).first()).toBeVisible();
    await page.getByRole("radio", { name: /Store Pickup/ }).click();
    await expect(page.getByTestId("summary-pickup")).toContainText("Free");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "We can't hold that many appliances for you" });
    await expect(toast).toContainText("You already have 3 unpaid orders holding 3 appliances");
    await expect(page).toHaveURL("/checkout");
    await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeEnabled();
    expect(errors).toEqual([]);
  } finally {
    for (const id of held) await page.request.get(`/api/checkout/cancel?order=${id}`, { maxRedirects: 0 });
  }
});

test("the contact form's own checks and a sent message leave no errors", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await page.getByRole("textbox", { name: "Name" }).fill("Pat Shopper");
  await page.getByRole("textbox", { name: "Email" }).fill("pat.quiet@example.com");
  await page.getByRole("textbox", { name: "Message" }).fill("Do you deliver to Pataskala?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent!")).toBeVisible();
  expect(errors).toEqual([]);
});
