// The change log as staff use it, on a phone and at a desk: they change a product's price and
// stock and see both changes, with their own name, on the product's page and among the shop's
// recent changes; a CSV import's changes name the file they came from.
import { parseCsv, toCsv } from "../lib/csv";
import { signIn, staffProduct } from "./staff";
import { axeViolations } from "./helpers";
import { expect, test, type Page } from "./test";

const money = (dollars: number) => `$${dollars.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

/** The signed-in staff member's name as the staff area's header shows it. */
async function staffName(page: Page): Promise<string> {
  const text = await page.getByText(/^Signed in as /).textContent();
  return text!.replace(/^Signed in as /, "").trim();
}

/** Nothing on the page is wider than the window (lists stack on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page, (axe) => axe.exclude("[data-sonner-toaster]"))).toEqual([]);
}

const entry = (page: Page, field: string, change: string) =>
  page
    .getByTestId("change-entry")
    .filter({ has: page.getByTestId("change-what").filter({ hasText: field }) })
    .filter({ hasText: change });

for (const { width, slot } of [
  { width: 390, slot: 20 },
  { width: 1366, slot: 21 },
]) {
  test(`at ${width} px a price and stock edit shows on the product's changes and the shop's recent changes`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const product = await staffProduct(page.request, slot);
    await signIn(page, baseURL!);
    const name = await staffName(page);
    const price = Math.floor(product.price) + 23;
    const stock = product.stock_quantity + 2;

    if (width < 640) {
      // On a phone, staff open the product and edit it in the form.
      await page.goto(`/admin/products/${product.id}`);
      await page.getByLabel(/^Price in dollars/).fill(String(price));
      await page.getByLabel(/^Stock/).fill(String(stock));
      await page.getByRole("button", { name: "Save product" }).click();
      await expect(page.getByRole("main").getByRole("status").first()).toHaveText("Product saved");
    } else {
      // At a desk, the list's quick edit.
      await page.goto(`/admin/products?search=${product.id}`);
      const row = page.getByTestId("admin-product-row").filter({ hasText: product.id });
      await row.getByLabel("Stock", { exact: true }).fill(String(stock));
      await row.getByLabel("Price $").fill(String(price));
      await row.getByRole("button", { name: /Save stock and price/ }).click();
      await expect(page.getByRole("main").getByRole("status").first()).toHaveText("Stock and price saved");
      await page.goto(`/admin/products/${product.id}`);
    }

    const changes = page.locator("#changes");
    await expect(changes.getByRole("heading", { name: "Changes" })).toBeVisible();
    const priceEntry = entry(page, "Price", `${money(product.price)} → ${money(price)}`);
    const stockEntry = entry(page, "Stock", `${product.stock_quantity} → ${stock}`);
    for (const found of [priceEntry, stockEntry]) {
      await expect(found).toHaveCount(1);
      await expect(found.getByTestId("change-by")).toContainText(name);
      await expect(found.getByTestId("change-by")).toContainText("Staff edit");
    }
    // Newest first: both entries of this edit come before anything older.
    await expect(page.getByTestId("change-entry").first()).toContainText(/Price|Stock/);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await changes.screenshot({ path: testInfo.outputPath(`product-changes-${width}.png`) });

    await changes.getByRole("link", { name: "Open in all changes" }).click();
    await expect(page.getByRole("heading", { name: "Changes", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Product", { exact: true })).toHaveValue(product.id);
    await expect(priceEntry).toHaveCount(1);
    await expect(stockEntry).toHaveCount(1);
    await expect(priceEntry.getByRole("link", { name: product.name })).toHaveAttribute(
      "href",
      `/admin/products/${product.id}`,
    );

    // Staff edits by this account only.
    await page.getByLabel("Source").selectOption({ label: "Staff edit" });
    await page.getByLabel("Account").selectOption(name);
    await page.getByRole("button", { name: "Show changes" }).click();
    await expect(page).toHaveURL(/source=staff/);
    await expect(priceEntry).toHaveCount(1);
    await expect(page.getByTestId("change-entry").filter({ hasText: "Sale" })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`all-changes-${width}.png`), fullPage: true });
  });
}

test("a CSV import's changes name the file, on a desk and on a phone", async ({ page, baseURL }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const product = await staffProduct(page.request, 22);
  await signIn(page, baseURL!);
  const name = await staffName(page);

  // A small file: the export's header and this product's row, its price changed.
  const exported = await page.request.get("/admin/products/export");
  expect(exported.ok()).toBe(true);
  const [header, ...rows] = parseCsv(await exported.text());
  const price = Math.floor(product.price) + 31;
  const row = rows.find((cells) => cells[0] === product.id)!;
  row[header!.indexOf("price")] = String(price);
  await page.goto("/admin/products");
  await page.getByLabel(/CSV file/).setInputFiles({
    name: "changelog-prices.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(toCsv([header!, row])),
  });
  await page.getByRole("button", { name: "Check file" }).click();
  const preview = page.getByTestId("import-preview");
  await expect(preview.getByTestId("import-counts")).toContainText("1 update,");
  await preview.getByRole("button", { name: "Apply import" }).click();
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Import applied" })).toContainText(
    "1 updated",
  );

  await page.goto(`/admin/changes?source=import&search=${product.id}`);
  const imported = entry(page, "Price", `${money(product.price)} → ${money(price)}`);
  await expect(imported).toHaveCount(1);
  await expect(imported.getByTestId("change-by")).toContainText(name);
  await expect(imported.getByTestId("change-by")).toContainText("CSV import");
  await expect(imported.getByTestId("change-by")).toContainText("changelog-prices.csv");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/products/${product.id}`);
  await expect(imported.getByTestId("change-by")).toContainText("changelog-prices.csv");
  await expectNoSidewaysScroll(page);
  await page.locator("#changes").screenshot({ path: testInfo.outputPath("import-changes-390.png") });
});

test("the changes list is for staff only", async ({ page }) => {
  await page.goto("/admin/changes");
  // The sign-in form comes back to the page that was asked for.
  await expect(page).toHaveURL(`/admin?next=${encodeURIComponent("/admin/changes")}`);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
});
