// Saved Items: the /saved page, the heart SaveButton and the "savedItems" key in local storage.
import { expect, test, type Page } from "./test";
import { axeViolations, dismissCookieBanner, findProduct, type ApiProduct } from "./helpers";

interface Saved {
  id: string;
  name: string;
  image: string;
  priceCents: number;
  salePriceCents: number | null;
  brand: string;
  modelNumber: string;
}

const cents = (dollars: number) => Math.round(dollars * 100);

function snapshot(product: ApiProduct): Saved {
  return {
    id: product.id,
    name: product.name,
    image: product.images[0] ?? "/products/placeholder.svg",
    priceCents: cents(product.price),
    salePriceCents: product.sale_price === null ? null : cents(product.sale_price),
    brand: product.brand,
    modelNumber: product.model_number,
  };
}

/** Stores the list once (not on every navigation), then opens /saved. */
async function openSaved(page: Page, items: object[]) {
  await page.goto("/saved");
  await page.evaluate((value) => window.localStorage.setItem("savedItems", JSON.stringify(value)), items);
  await page.reload();
}

async function storedIds(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    JSON.parse(window.localStorage.getItem("savedItems") ?? "[]").map((item: { id: string }) => item.id),
  );
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test("with nothing saved, the page says so and links to the products; it is noindex", async ({ page }) => {
  await page.goto("/saved");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saved Items");
  await expect(page.getByRole("heading", { name: "No saved items yet" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByRole("link", { name: "Browse Products" }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test("lists saved products with image, name, model, price and a link to each", async ({ page, request }) => {
  const onSale = await findProduct(
    request,
    (p) => p.stock_quantity > 0 && p.sale_price !== null && p.sale_price > 0 && p.sale_price < p.price,
    "in stock on sale",
  );
  const other = await findProduct(
    request,
    (p) => p.stock_quantity > 0 && p.price > 0 && p.id !== onSale.id,
    "in stock",
  );
  await openSaved(page, [snapshot(onSale), snapshot(other)]);
  const rows = page.getByTestId("saved-item");
  await expect(rows).toHaveCount(2);
  const row = rows.filter({ hasText: onSale.name });
  await expect(row.getByRole("link", { name: onSale.name })).toHaveAttribute("href", `/product/${onSale.id}`);
  await expect(row).toContainText(`Model ${onSale.model_number}`);
  await expect(row).toContainText(`$${onSale.sale_price!.toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
  await expect(row.locator("img")).toHaveAttribute("src", onSale.images[0]!);
  await row.getByRole("link", { name: onSale.name }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${onSale.id}$`));
});

test("items saved before prices were kept in cents (dollars, snake_case) still show", async ({ page, request }) => {
  const onSale = await findProduct(
    request,
    (p) => p.stock_quantity > 0 && p.sale_price !== null && p.sale_price > 0 && p.sale_price < p.price,
    "in stock on sale",
  );
  const { id, name, brand, price, sale_price, model_number } = onSale;
  await openSaved(page, [{ id, name, image: onSale.images[0], brand, price, sale_price, model_number }]);
  const row = page.getByTestId("saved-item");
  await expect(row).toContainText(`Model ${onSale.model_number}`);
  await expect(row).toContainText(`$${onSale.sale_price!.toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
});

test("Remove takes an item off the list and out of local storage", async ({ page, request }) => {
  const first = await findProduct(request, (p) => p.stock_quantity > 0 && p.price > 0, "in stock");
  const second = await findProduct(
    request,
    (p) => p.stock_quantity > 0 && p.price > 0 && p.id !== first.id,
    "in stock",
  );
  await openSaved(page, [snapshot(first), snapshot(second)]);
  await page.getByRole("button", { name: `Remove ${first.name}`, exact: true }).click();
  await expect(page.getByText("Removed from saved items")).toBeVisible();
  await expect(page.getByTestId("saved-item")).toHaveCount(1);
  expect(await storedIds(page)).toEqual([second.id]);
  await page.getByRole("button", { name: `Remove ${second.name}`, exact: true }).click();
  await expect(page.getByRole("heading", { name: "No saved items yet" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("savedItems"))).toBeNull();
});

test("the heart SaveButton is pressed for saved items and unsaves on click", async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.stock_quantity > 0 && p.price > 0, "in stock");
  const other = await findProduct(request, (p) => p.id !== product.id, "another product");
  await openSaved(page, [snapshot(product), snapshot(other)]);
  const heart = page.getByRole("button", { name: `Remove ${product.name} from saved items` });
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await heart.click();
  await expect(page.getByText("Removed from saved items")).toBeVisible();
  await expect(page.getByRole("button", { name: `Remove ${product.name} from saved items` })).toHaveCount(0);
  expect(await storedIds(page)).toEqual([other.id]);
});

test("a second tab follows saves and removals through the storage event", async ({ page, context, request }) => {
  const product = await findProduct(request, (p) => p.stock_quantity > 0 && p.price > 0, "in stock");
  await openSaved(page, [snapshot(product)]);
  const other = await context.newPage();
  await other.goto("/saved");
  await expect(other.getByTestId("saved-item")).toHaveCount(1);
  await page.getByRole("button", { name: `Remove ${product.name} from saved items` }).click();
  await expect(other.getByRole("heading", { name: "No saved items yet" })).toBeVisible();
});

test("Add to Cart uses today's product and updates the cart", async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.stock_quantity > 0 && p.price > 0, "in stock");
  const saved = snapshot(product);
  await openSaved(page, [{ ...saved, priceCents: saved.priceCents + 10000 }]);
  const row = page.getByTestId("saved-item");
  await row.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`${product.name} added to cart`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(window.localStorage.getItem("cart") ?? "[]"));
  expect(cart).toHaveLength(1);
  expect(cart[0].product).toMatchObject({
    id: product.id,
    priceCents: cents(product.price),
    stockQuantity: product.stock_quantity,
  });
  expect(await storedIds(page)).toEqual([product.id]);
});

test("sold-out and removed products say so instead of offering Add to Cart", async ({ page, request }) => {
  const soldOut = await findProduct(request, (p) => p.stock_quantity === 0 && p.price > 0, "out of stock");
  const gone: Saved = { ...snapshot(soldOut), id: "no-such-product-123", name: "Retired Test Washer" };
  await openSaved(page, [snapshot(soldOut), gone]);
  const soldOutRow = page.getByTestId("saved-item").filter({ hasText: soldOut.name });
  await expect(soldOutRow.getByRole("link", { name: "Call to Order" })).toHaveAttribute("href", /^tel:/);
  await expect(soldOutRow.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
  const goneRow = page.getByTestId("saved-item").filter({ hasText: gone.name });
  await expect(goneRow).toContainText("No longer available");
  await expect(goneRow.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
});

test("invalid stored data is ignored", async ({ page }) => {
  await page.goto("/saved");
  await page.evaluate(() => window.localStorage.setItem("savedItems", '[{"id": 5}, "junk"'));
  await page.reload();
  await expect(page.getByRole("heading", { name: "No saved items yet" })).toBeVisible();
});

test.describe("accessibility", () => {
  test("the empty Saved Items page has no axe violations", async ({ page }) => {
    await page.goto("/saved");
    await expect(page.getByRole("heading", { name: "No saved items yet" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a filled Saved Items page has no axe violations", async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock_quantity > 0 && p.price > 0, "in stock");
    await openSaved(page, [snapshot(product)]);
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
