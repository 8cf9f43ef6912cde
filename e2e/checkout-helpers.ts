// Helpers for the checkout journeys: products set aside for them (so parallel specs, and the
// browsing specs, never buy the same units) and the steps every journey repeats.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { apiProducts, type ApiProduct } from "./helpers";

/** Products the browsing specs pick first, and washers and dryers they count: never bought here. */
const RESERVED_CATEGORIES = /^(Washer|Dryer)/;

/**
 * The n-th product kept for checkout journeys: priced, at least 4 in stock (journeys buy at most
 * 2, so it never sells out under another spec), outside the categories browsing specs count.
 */
export async function checkoutProduct(request: APIRequestContext, slot: number): Promise<ApiProduct> {
  const candidates = (await apiProducts(request, "?limit=200"))
    .filter(
      (product) => product.price > 0 && product.stock_quantity >= 4 && !RESERVED_CATEGORIES.test(product.category),
    )
    .sort((a, b) => a.id.localeCompare(b.id));
  const product = candidates[slot];
  if (!product) throw new Error(`No checkout product in slot ${slot} (${candidates.length} available)`);
  return product;
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

export async function enterEmail(page: Page, email: string) {
  await dialog(page).getByRole("textbox", { name: "Email address" }).fill(email);
  await dialog(page).getByRole("button", { name: "Continue" }).click();
}

export async function enterAddress(page: Page, address: { street: string; zip: string; city?: string }) {
  const box = dialog(page);
  await box.getByRole("combobox", { name: "Street address" }).fill(address.street);
  await box.getByLabel("ZIP code").fill(address.zip);
  if (address.city) await box.getByLabel("City").fill(address.city);
  else await expect(box.getByLabel("City")).not.toHaveValue("");
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
