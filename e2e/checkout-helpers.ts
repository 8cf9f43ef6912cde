// Helpers for the checkout journeys: products set aside for them (so parallel specs, and the
// browsing specs, never buy the same units) and the steps every journey repeats.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { catalog } from "../db/seed/catalog";
import type { ApiProduct } from "./helpers";

/** Washers and dryers: the browsing specs pick and count them, so journeys never buy them. */
const RESERVED = /^(Washer|Dryer)/;

/**
 * The n-th product kept for checkout journeys, chosen from the seed (not the live stock, which
 * the journeys change): priced, at least 4 seeded units (a journey buys at most 2, so none sells
 * out under another spec), outside the categories the browsing specs use.
 */
export async function checkoutProduct(request: APIRequestContext, slot: number): Promise<ApiProduct> {
  const ids = catalog
    .filter((product) => product.priceCents > 0 && product.stockQuantity >= 4 && !RESERVED.test(product.subcategory))
    .map((product) => product.id)
    .sort();
  const id = ids[slot];
  if (!id) throw new Error(`No checkout product in slot ${slot} (${ids.length} available)`);
  const response = await request.get(`/api/products/${id}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data as ApiProduct;
}

export async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  const response = await request.get(`/api/products/${id}`);
  return (await response.json()).data.stock_quantity as number;
}

/** The dialog's current step title. */
export function dialog(page: Page) {
  return page.getByRole("dialog");
}

export async function chooseMethod(page: Page, method: "Store Pickup" | "Home Delivery") {
  await dialog(page).getByText(method, { exact: true }).click();
  await dialog(page).getByRole("button", { name: "Continue" }).click();
}

/** The contact step: a name, the e-mail and a phone (which every delivery needs), then Continue. */
export async function enterContact(
  page: Page,
  email: string,
  { name = "Pat Shopper", phone = "(614) 555-0142" }: { name?: string; phone?: string } = {},
) {
  await dialog(page).getByRole("textbox", { name: "Full name" }).fill(name);
  await dialog(page).getByRole("textbox", { name: "Email address" }).fill(email);
  await dialog(page).getByRole("textbox", { name: "Phone number" }).fill(phone);
  await dialog(page).getByRole("button", { name: "Continue" }).click();
}

export async function enterAddress(page: Page, address: { street: string; zip: string; city?: string }) {
  const box = dialog(page);
  await box.getByRole("combobox", { name: "Street address" }).fill(address.street);
  await box.getByLabel("ZIP code").fill(address.zip);
  if (address.city) await box.getByLabel("City").fill(address.city);
  else await expect(box.getByLabel("City")).not.toHaveValue("");
}

/** Buy Now for store pickup with no warranty, through to the test payment page. */
export async function buyNowForPickup(page: Page, productId: string, email: string) {
  await page.goto(`/product/${productId}`);
  await buyNowOnPage(page, email);
}

/** Buy Now for store pickup with no warranty on the product page already open. */
export async function buyNowOnPage(page: Page, email: string) {
  await page.getByRole("button", { name: "Buy Now" }).click();
  await chooseMethod(page, "Store Pickup");
  await enterContact(page, email);
  await dialog(page).getByRole("button", { name: "Continue" }).click();
  await dialog(page).getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/test-payment\//);
}

/** Pays on the built-in test payment page with a card number. */
export async function payWithCard(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/test-payment\//);
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiration (MM / YY)").fill("12 / 40");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Pat Shopper");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

/** "$1,234.56" as the pages print it. */
export function money(dollars: number): string {
  return dollars.toLocaleString("en-US", { style: "currency", currency: "USD" });
}
