// What staff do in more than one spec: sign in with the development password, change a
// product's price with the quick edit in the products list, and the products and paid orders the
// staff specs work on.
import { catalog } from "../db/seed/catalog";
import { deliveryDates } from "../lib/delivery/schedule";
import type { ApiProduct } from "./helpers";
import { expect, type APIRequestContext, type Page } from "./test";

export const STAFF_PASSWORD = "outlet-admin";

export async function signIn(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/admin`);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

/** Sets the price (and clears any sale price) in the products list's quick edit. */
export async function editPrice(page: Page, baseURL: string, id: string, dollars: string): Promise<void> {
  await page.goto(`${baseURL}/admin/products?search=${id}`);
  const row = page.getByTestId("admin-product-row").filter({ hasText: id });
  await row.getByLabel("Price $").fill(dollars);
  await row.getByLabel("Sale $").fill("");
  await row.getByRole("button", { name: /Save stock and price/ }).click();
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText("Stock and price saved");
}

/**
 * The n-th product kept for the staff specs: priced, 2 or 3 seeded units (the checkout journeys
 * take those with 4 or more), no washer or dryer (the browsing specs count those).
 */
export async function staffProduct(request: APIRequestContext, slot: number): Promise<ApiProduct> {
  const ids = catalog
    .filter((product) => product.priceCents > 0 && [2, 3].includes(product.stockQuantity))
    .filter((product) => !/^(Washer|Dryer)/.test(product.subcategory))
    .map((product) => product.id)
    .sort()
    .reverse();
  const response = await request.get(`/api/products/${ids[slot]}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data as ApiProduct;
}

/**
 * A paid delivery order placed through the public API and the test payment page's endpoint;
 * `details` replaces fields of the checkout request (a phone, another address).
 */
export async function paidDeliveryOrder(
  request: APIRequestContext,
  productId: string,
  email: string,
  details: Record<string, unknown> = {},
) {
  const placed = await request.post("/api/checkout", {
    data: {
      source: "cart",
      order_type: "delivery",
      cart_items: [{ product_id: productId, quantity: 1, warranty_id: "2year" }],
      customer_email: email,
      customer_name: "Dana Delivery",
      customer_phone: "(614) 555-0123",
      cancel_path: "/cart",
      delivery_address: { line1: "7000 E Main St", city: "Reynoldsburg", state: "OH", postal_code: "43068" },
      delivery: { date: deliveryDates()[1], window: "12-2", haul_away_units: 0, stair_flights: 0 },
      ...details,
    },
  });
  const answer = await placed.json();
  expect(placed.ok() && answer.success, JSON.stringify(answer)).toBe(true);
  const { session_id: sessionId, order } = answer;
  const paid = await request.post("/api/checkout/test-payment", {
    data: { session_id: sessionId, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123", name: "Dana Delivery" },
  });
  expect(paid.ok() && (await paid.json()).success).toBe(true);
  return order as { orderNumber: string; totals: { totalCents: number } };
}
