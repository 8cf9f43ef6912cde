import { expect, test } from "./test";

test.describe("the shop runs on a fresh database @smoke", () => {
  test("home page shows seeded products and a product page opens", async ({ page }) => {
    await page.goto("/");
    const firstProduct = page.locator('a[href^="/product/"]').first();
    await expect(firstProduct).toBeVisible();
    const name = (await firstProduct.getAttribute("href"))!;
    await firstProduct.click();
    await expect(page).toHaveURL(name);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/Model /).first()).toBeVisible();
  });

  test("an unknown product is a 404", async ({ page }) => {
    const response = await page.goto("/product/no-such-product");
    expect(response?.status()).toBe(404);
  });
});
