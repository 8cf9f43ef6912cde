// What staff do in more than one spec: sign in with the development password, and change a
// product's price with the quick edit in the products list.
import { expect, type Page } from "./test";

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
