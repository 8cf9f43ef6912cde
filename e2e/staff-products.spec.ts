// Stock and photos as staff work them: the products list's low stock and sold out views and its
// stock sort on a phone (390 px: cards without sideways scrolling; the desk's table has the same
// controls, and its quick edit is product-changes.spec.ts'), and, at both widths, a product's
// photos: two uploaded, the second made main (the shop shows it first), one deleted after
// confirming, one replaced.
import sharp from "sharp";
import { expect, test, type Page } from "./test";
import { signIn, STAFF_PASSWORD, staffProduct } from "./staff";

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

const statusOf = (page: Page) => page.getByRole("main").getByRole("status").first();

/** A small photo made for the test, in one colour. */
async function photoFile(name: string, colour: string, format: "png" | "jpeg") {
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background: colour } });
  const buffer = await (format === "png" ? image.png() : image.jpeg()).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function setStock(page: Page, id: string, stock: string) {
  const row = page.getByTestId("admin-product-row").filter({ hasText: id });
  await row.getByLabel("Stock", { exact: true }).fill(stock);
  await row.getByRole("button", { name: /Save stock and price/ }).click();
  await expect(statusOf(page)).toHaveText("Stock and price saved");
}

for (const [index, viewport] of WIDTHS.slice(0, 1).entries()) {
  test(`at ${viewport.width} px staff find low stock and sold out products and sort by stock`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const product = await staffProduct(page.request, 17 + index);
    await signIn(page, baseURL!);
    await page.goto(`/admin/products?search=${product.id}`);
    await setStock(page, product.id, "1");
    const row = page.getByTestId("admin-product-row").filter({ hasText: product.id });

    await page.getByRole("link", { name: /^Low stock \(1–2 left\)/ }).click();
    await expect(page).toHaveURL(/view=low-stock/);
    await expect(page.getByRole("link", { name: /^Low stock/ })).toHaveAttribute("aria-current", "page");
    await expect(row).toContainText("Low stock: 1 left");
    await expect(page.getByRole("link", { name: /^Low stock/ })).toContainText("(1)");
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`products-low-stock-${viewport.width}.png`), fullPage: true });

    // Sold out now: it leaves the low stock view for the sold out one, and the search is kept.
    await setStock(page, product.id, "0");
    await expect(page).toHaveURL(/view=low-stock/);
    await expect(row).toHaveCount(0);
    await page.getByRole("link", { name: /^Sold out/ }).click();
    await expect(page).toHaveURL(new RegExp(`search=${product.id}.*view=sold-out`));
    await expect(row).toContainText("Sold out");

    // Every product in the shop, fewest units first: the sold out ones lead.
    await page.goto("/admin/products");
    await page.getByLabel("Search").fill("");
    await page.getByLabel("Sort by").selectOption({ label: "Stock (fewest first)" });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/sort=stock/);
    const stocks = await page
      .getByTestId("admin-product-row")
      .getByLabel("Stock", { exact: true })
      .evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value)));
    expect(stocks.length).toBeGreaterThan(1);
    expect(stocks[0]).toBe(0);
    expect(stocks).toEqual(stocks.toSorted((a, b) => a - b));
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`products-by-stock-${viewport.width}.png`) });

    await page.goto(`/admin/products?search=${product.id}`);
    await setStock(page, product.id, String(product.stock_quantity));
  });
}

test("staff add two photos, make the second main (the shop shows it first), delete one and replace one", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const product = await staffProduct(page.request, 19);
  await signIn(page, baseURL!);
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto(`/admin/products/${product.id}`);
    const photos = page.getByTestId("product-photo");
    const before = await photos.count();

    await page.getByLabel(/Add a photo/).setInputFiles(await photoFile("front.png", "#2563eb", "png"));
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(statusOf(page)).toHaveText("Photo uploaded and added to the product");
    await expect(photos).toHaveCount(before + 1);
    await page.getByLabel(/Add a photo/).setInputFiles(await photoFile("dent.jpg", "#dc2626", "jpeg"));
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(photos).toHaveCount(before + 2);
    const first = (await photos.nth(before).getAttribute("data-photo"))!;
    const second = (await photos.nth(before + 1).getAttribute("data-photo"))!;
    expect(second).toMatch(/^\/uploads\/products\/[a-z0-9]{16}-1200\.webp$/);

    await page.getByRole("button", { name: `Make photo ${before + 2} the main photo` }).click();
    await expect(statusOf(page)).toHaveText("Main photo changed: the shop shows it first");
    await expect(photos.first()).toHaveAttribute("data-photo", second);
    await expect(photos.first()).toContainText("Main photo");
    await expectNoSidewaysScroll(page);
    await page.getByTestId("product-photos").screenshot({
      path: testInfo.outputPath(`photos-${viewport.width}.png`),
    });

    await page.goto(`/product/${product.id}`);
    await expect(page.getByTestId("gallery-main")).toHaveAttribute("src", second);

    // Delete the first upload: a confirmation first, then it is gone and the others stay.
    await page.goto(`/admin/products/${product.id}`);
    const firstNumber =
      (await photos.evaluateAll((items) => items.map((item) => item.dataset.photo))).indexOf(first) + 1;
    await page.getByRole("link", { name: `Delete photo ${firstNumber}` }).click();
    await expect(page.getByTestId("confirm-delete-photo")).toContainText(`Delete photo ${firstNumber}?`);
    await page.getByTestId("product-photos").screenshot({
      path: testInfo.outputPath(`photos-confirm-delete-${viewport.width}.png`),
    });
    await page.getByRole("button", { name: "Delete photo" }).click();
    await expect(statusOf(page)).toHaveText("Photo deleted");
    await expect(photos).toHaveCount(before + 1);
    await expect(page.locator(`[data-photo="${first}"]`)).toHaveCount(0);
    expect((await page.request.get(first)).status()).toBe(404);

    // Replace the main photo: the new one takes its place, first.
    await page.getByRole("link", { name: "Replace photo 1" }).click();
    await expect(page.getByTestId("replace-photo")).toBeVisible();
    await page.getByTestId("product-photos").screenshot({
      path: testInfo.outputPath(`photos-replace-${viewport.width}.png`),
    });
    await page.getByLabel(/The new photo/).setInputFiles(await photoFile("better.png", "#16a34a", "png"));
    await page.getByRole("button", { name: "Replace photo" }).click();
    await expect(statusOf(page)).toHaveText("Photo replaced");
    await expect(photos).toHaveCount(before + 1);
    const replaced = (await photos.first().getAttribute("data-photo"))!;
    expect(replaced).not.toBe(second);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByTestId("gallery-main")).toHaveAttribute("src", replaced);
  }
});

test("a photo file that is too large or not a photo is refused with its reason", async ({ page, baseURL }) => {
  const product = await staffProduct(page.request, 19);
  await signIn(page, baseURL!);
  await page.goto(`/admin/products/${product.id}`);
  await page
    .getByLabel(/Add a photo/)
    .setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(page.locator("#photo-error")).toHaveText("The photo is larger than 10 MB");
  await page
    .getByLabel(/Add a photo/)
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a photo") });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.locator("#photo-error")).toHaveText("Upload a JPEG, PNG or WebP photo");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list's views and sort, and every photo step, work as plain forms and links", async ({ page }) => {
    test.setTimeout(120_000);
    const product = await staffProduct(page.request, 18);
    await page.goto("/admin");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

    await page.goto("/admin/products");
    await page.getByRole("link", { name: /^Sold out/ }).click();
    await page.getByLabel("Sort by").selectOption({ label: "Price (high to low)" });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/view=sold-out.*sort=price-desc|sort=price-desc.*view=sold-out/);
    await expect(page.getByLabel("Sort by")).toHaveValue("price-desc");

    // Each photo step lands on the photos (#photos), and the browser may scroll to them again while
    // the page loads, so the next tap waits for the load (a full run once lost the tap after an
    // upload: the page never changed).
    const landed = async (status: string) => {
      await expect(statusOf(page)).toHaveText(status);
      await page.waitForLoadState("load");
    };
    await page.goto(`/admin/products/${product.id}`);
    const photos = page.getByTestId("product-photo");
    await page.getByLabel(/Add a photo/).setInputFiles(await photoFile("side.png", "#0d9488", "png"));
    await page.getByRole("button", { name: "Upload photo" }).click();
    await landed("Photo uploaded and added to the product");
    const order = async () => photos.evaluateAll((items) => items.map((item) => item.dataset.photo));
    const before = await order();
    const added = before.at(-1)!;
    await page.getByRole("button", { name: `Move photo ${before.length} earlier` }).click();
    await landed("Photo moved: the shop shows the new order");
    expect(await order()).toEqual([...before.slice(0, -2), added, before.at(-2)]);
    await page.getByRole("link", { name: `Delete photo ${before.length - 1}` }).click();
    await expect(page.getByTestId("confirm-delete-photo")).toBeVisible();
    await page.waitForLoadState("load");
    await page.getByRole("button", { name: "Delete photo" }).click();
    await landed("Photo deleted");
    expect(await order()).toEqual(before.slice(0, -1));
  });
});
