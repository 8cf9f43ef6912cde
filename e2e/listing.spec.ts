import { expect, test } from "./test";
import { apiProducts, dismissCookieBanner, holdResponses } from "./helpers";

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const cards = (page: import("@playwright/test").Page) => page.getByTestId("product-card");

test("the header search goes to the listing with the text seeded", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("search").first().getByRole("combobox", { name: "Search products" });
  await search.fill("whirpool");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/products\?search=whirpool/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName("Results for “whirpool”");
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue("whirpool");
  await expect(cards(page).first()).toBeVisible();
  for (const logo of await page.getByTestId("product-card").getByRole("img", { name: /logo$/ }).all()) {
    await expect(logo).toHaveAttribute("alt", "Whirlpool logo");
  }
});

test("the listing's search box searches as the shopper types, and the search stays", async ({ page, request }) => {
  const matches = await apiProducts(request, "?search=lg%20washer");
  await page.goto("/products");
  await expect(page.getByRole("button", { name: "Add to Cart" }).first()).toBeEnabled();
  const box = page.getByLabel("Search", { exact: true });
  await box.pressSequentially("lg washer", { delay: 60 });
  await expect(page).toHaveURL(/\/products\?search=lg\+washer$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName("Results for “lg washer”");
  await expect(page.getByText(`Showing ${matches.length} product`)).toBeVisible();
  // Nothing sends an older text once the results are in.
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/products\?search=lg\+washer$/);
  await expect(box).toHaveValue("lg washer");
  await box.fill("");
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Products");
});

test("typing on in the search box after its first results arrive keeps the box and the text", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByRole("button", { name: "Add to Cart" }).first()).toBeEnabled();
  const box = page.getByLabel("Search", { exact: true });
  await box.pressSequentially("lg", { delay: 60 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName("Results for “lg”");
  await page.keyboard.type(" washer", { delay: 60 });
  await expect(page).toHaveURL(/\/products\?search=lg\+washer$/);
  await expect(box).toHaveValue("lg washer");
  await expect(box).toBeFocused();
});

test("typing on while a search loads goes on in the box on every page that follows", async ({ page }) => {
  await page.clock.install();
  await page.goto("/products");
  await expect(page.getByRole("button", { name: "Add to Cart" }).first()).toBeEnabled();
  const box = page.getByLabel("Search", { exact: true });
  // The shopper pauses after "lg wash" (the search goes), then types on while its results load.
  const release = await holdResponses(page, /\/products\?search=lg\+wash&_rsc=/);
  const held = page.waitForRequest(/\/products\?search=lg\+wash&_rsc=/);
  await box.pressSequentially("lg wash", { delay: 60 });
  await held;
  // The clock stops: "er" is sent after the usual pause and waits for the results on their way;
  // once they come, that page's own pause before sending its text again never ends, so the last
  // text's page comes by the navigation alone, as it may before that pause would have ended.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.keyboard.type("er");
  await page.clock.runFor(500);
  release();
  await expect(page).toHaveURL(/\/products\?search=lg\+washer$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName("Results for “lg washer”");
  await expect(box).toHaveValue("lg washer");
  await expect(box).toBeFocused();
  await page.clock.resume();
  await page.keyboard.type(" white");
  await expect(page).toHaveURL(/\/products\?search=lg\+washer\+white$/);
  await expect(box).toHaveValue("lg washer white");
  await expect(box).toBeFocused();
});

test("a price typed while another filter loads is kept, keyboard and all", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByRole("button", { name: "Add to Cart" }).first()).toBeEnabled();
  // Hold the In Stock results back until the price has been typed.
  const release = await holdResponses(page, /\/products\?inStock=true&_rsc=/);
  await page.getByLabel("In Stock Only").check();
  const min = page.getByLabel("Minimum price", { exact: true });
  await min.fill("700");
  release();
  await expect(page).toHaveURL(/\/products\?inStock=true$/);
  await expect(page.getByLabel("In Stock Only")).toBeChecked();
  await expect(min).toHaveValue("700");
  await expect(min).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/products\?minPrice=700&inStock=true$/);
});

test("a choice made while another loads waits for it, shows meanwhile, and then applies on top", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByRole("button", { name: "Add to Cart" }).first()).toBeEnabled();
  const release = await holdResponses(page, /\/products\?inStock=true&_rsc=/);
  const sorted: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("sort=priceAsc")) sorted.push(request.url());
  });
  await page.getByLabel("In Stock Only").check();
  const sort = page.getByLabel("Sort by");
  await sort.selectOption("priceAsc");
  const dryers = page.getByRole("form", { name: "Product filters" }).getByRole("link", { name: "Dryers", exact: true });
  await dryers.click();
  // Nothing is asked for while In Stock is still loading, and the choices stay as made.
  await page.waitForTimeout(800);
  expect(sorted).toEqual([]);
  await expect(sort).toHaveValue("priceAsc");
  release();
  await expect(page).toHaveURL(/\/products\/dryer\?inStock=true&sort=priceAsc$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dryers");
  await expect(sort).toHaveValue("priceAsc");
  await expect(page.getByLabel("In Stock Only")).toBeChecked();
  await expect(dryers).toHaveAttribute("aria-current", "page");
});

test("the price slider moves in $50 steps by key and by drag, and applies the range", async ({ page }) => {
  await page.goto("/products");
  const maxThumb = page.getByRole("slider", { name: "Maximum price slider" });
  const minThumb = page.getByRole("slider", { name: "Minimum price slider" });
  await expect(maxThumb).toBeEnabled();
  await maxThumb.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/\/products\?maxPrice=4950$/);
  await expect(page.getByLabel("Maximum price", { exact: true })).toHaveValue("4950");

  // Drag the low thumb from its end of the track to about a fifth of the way along.
  const box = (await minThumb.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 8 + (box.width - 16) * 0.2, y, { steps: 8 });
  await page.mouse.up();
  await expect(page).toHaveURL(/minPrice=\d+/);
  const min = Number(new URL(page.url()).searchParams.get("minPrice"));
  expect(min % 50).toBe(0);
  expect(min).toBeGreaterThan(600);
  expect(min).toBeLessThan(1400);
  await expect(page.getByLabel("Minimum price", { exact: true })).toHaveValue(String(min));
  await expect(minThumb).toHaveAttribute("aria-valuetext", `$${min.toLocaleString("en-US")}`);
  for (const price of await page.getByTestId("price").allTextContents()) {
    const dollars = Number(price.replace(/[$,]/g, ""));
    expect(dollars).toBeGreaterThanOrEqual(min);
    expect(dollars).toBeLessThanOrEqual(4950);
  }
});

test("search finds a model number typed with spaces", async ({ page, request }) => {
  const [first] = await apiProducts(request, "?search=WF45T6000AW");
  expect(first?.model_number).toBe("WF45T6000AW");
  await page.goto("/products?search=wf45%20t6000");
  await expect(cards(page).first()).toContainText("WF45T6000AW");
});

test("category sidebar, removable badge and the count", async ({ page, request }) => {
  const dryers = await apiProducts(request, "?category=dryer");
  await page.goto("/products");
  await page.getByRole("form", { name: "Product filters" }).getByRole("link", { name: "Dryers", exact: true }).click();
  await expect(page).toHaveURL(/\/products\/dryer$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dryers");
  await expect(page.getByText(`Showing ${dryers.length} products`)).toBeVisible();
  await expect(cards(page)).toHaveCount(dryers.length);
  await page.getByRole("link", { name: "Remove filter: Dryers" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Products");
});

test("sorting by price keeps in-stock items first and call-for-price after priced ones", async ({ page }) => {
  await page.goto("/products/refrigerator");
  await page.getByLabel("Sort by").selectOption("priceDesc");
  await expect(page).toHaveURL(/sort=priceDesc/);
  const prices = await page.getByTestId("price").allTextContents();
  const stock = await cards(page).evaluateAll((elements) =>
    elements.map((element) => !element.textContent?.includes("Call to Order")),
  );
  const firstOut = stock.indexOf(false);
  if (firstOut >= 0) expect(stock.slice(firstOut).every((inStock) => !inStock)).toBe(true);
  const inStockPrices = prices.slice(0, firstOut >= 0 ? firstOut : prices.length);
  const callIndex = inStockPrices.indexOf("Call for Price");
  const numbers = (callIndex >= 0 ? inStockPrices.slice(0, callIndex) : inStockPrices).map((text) =>
    Number(text.replace(/[$,]/g, "")),
  );
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  if (callIndex >= 0) expect(inStockPrices.slice(callIndex).every((text) => text === "Call for Price")).toBe(true);
});

test("price range: typing min above max is explained and clamped; narrowing drops call-for-price items", async ({
  page,
  request,
}) => {
  await page.goto("/products");
  await page.getByLabel("Minimum price", { exact: true }).fill("2000");
  await page.getByLabel("Maximum price", { exact: true }).fill("500");
  await page.getByLabel("Maximum price", { exact: true }).press("Enter");
  await expect(page.getByText("Minimum can't be above the maximum.")).toBeVisible();
  await expect(page).toHaveURL(/minPrice=500&maxPrice=500/);
  await expect(page.getByLabel("Minimum price", { exact: true })).toHaveValue("500");

  await page.getByLabel("Minimum price", { exact: true }).fill("300");
  await page.getByLabel("Maximum price", { exact: true }).fill("900");
  await page.getByLabel("Maximum price", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/minPrice=300&maxPrice=900/);
  const expected = (await apiProducts(request, "?minPrice=300&maxPrice=900")).length;
  await expect(page.getByText(`Showing ${expected} product`)).toBeVisible();
  await expect(page.getByTestId("price").filter({ hasText: "Call for Price" })).toHaveCount(0);
  for (const text of await page.getByTestId("price").allTextContents()) {
    const value = Number(text.replace(/[$,]/g, ""));
    expect(value).toBeGreaterThanOrEqual(300);
    expect(value).toBeLessThanOrEqual(900);
  }

  await page.getByLabel("Maximum price", { exact: true }).fill("99999");
  await page.getByLabel("Maximum price", { exact: true }).press("Enter");
  await expect(page.getByText("Maximum can't be above $5,000.")).toBeVisible();
  await expect(page.getByLabel("Maximum price", { exact: true })).toHaveValue("5000");
});

test("in stock only, Back and reload keep the filters", async ({ page }) => {
  await page.goto("/products/washer");
  const all = await cards(page).count();
  await page.getByLabel("In Stock Only").check();
  await expect(page).toHaveURL(/inStock=true/);
  await expect(cards(page).filter({ hasText: "Call to Order" })).toHaveCount(0);
  const inStock = await cards(page).count();
  expect(inStock).toBeLessThanOrEqual(all);
  await page.getByLabel("Sort by").selectOption("nameAsc");
  await expect(page).toHaveURL(/inStock=true&sort=nameAsc/);
  await page.reload();
  await expect(page.getByLabel("In Stock Only")).toBeChecked();
  await expect(page.getByLabel("Sort by")).toHaveValue("nameAsc");
  await page.goBack();
  await expect(page).toHaveURL(/\/products\/washer\?inStock=true$/);
  await expect(page.getByLabel("Sort by")).toHaveValue("featured");
});

test("no results shows the empty state and Clear Filters", async ({ page }) => {
  await page.goto("/products?search=zzzzqqqq");
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(cards(page).first()).toBeVisible();
});

test("deal cards filter the listing", async ({ page, request }) => {
  const openBox = await apiProducts(request, "?deal=open-box");
  await page.goto("/");
  await page
    .getByRole("link", { name: /Open Box/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/products\?deal=open-box/);
  await expect(page.getByText(`Showing ${openBox.length} products`)).toBeVisible();
  await expect(cards(page).filter({ hasNotText: "Open Box" })).toHaveCount(0);
});

test("an unknown category route is a 404", async ({ page }) => {
  const response = await page.goto("/products/toasters");
  expect(response?.status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the listing renders from the URL and the filter form works", async ({ page, request }) => {
    const expected = (await apiProducts(request, "?category=washer&inStock=true")).length;
    await page.goto("/products/washer?inStock=true");
    await expect(page.getByText(`Showing ${expected} products`)).toBeVisible();
    await page.getByLabel("Search", { exact: true }).fill("lg");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/\/products\/washer\?search=lg/);
    const lg = await apiProducts(request, "?category=washer&search=lg&inStock=true");
    expect(lg.length).toBeGreaterThan(0);
    await expect(page.getByText(`Showing ${lg.length} product`)).toBeVisible();
  });

  test("a sort picked on a sorted listing is the one Apply Filters sends", async ({ page }) => {
    await page.goto("/products/washer?sort=nameAsc");
    await page.getByLabel("Sort by").selectOption("priceAsc");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    // The form sends every field; the sort is there once, the one picked.
    await expect(page).toHaveURL(/\/products\/washer\?.*sort=priceAsc/);
    expect(new URL(page.url()).searchParams.getAll("sort")).toEqual(["priceAsc"]);
    await expect(page.getByLabel("Sort by")).toHaveValue("priceAsc");
  });
});

test.describe("category landing pages", () => {
  for (const [path, heading, sections] of [
    ["/washers-dryers", "Washers & Dryers up to 60% off", ["Washers", "Dryers"]],
    ["/dishwashers", "Dishwashers up to 60% off", ["Featured dishwashers"]],
    ["/ranges-stoves", "Ranges & Stoves up to 60% off", ["Electric ranges", "Gas ranges"]],
    ["/refrigerators", "Refrigerators up to 60% off", ["Featured refrigerators"]],
    ["/microwaves", "Microwaves up to 60% off", ["Featured microwaves"]],
  ] as const) {
    test(`${path} shows its sections of in-stock products first`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      for (const name of sections) {
        const section = page.getByRole("region", { name, exact: true });
        await expect(section.getByTestId("product-card").first()).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "Shop All Products" })).toHaveAttribute("href", "/products");
      await expect(page.getByRole("main").getByRole("link", { name: "Pickerington" })).toHaveAttribute(
        "href",
        "/areas/pickerington",
      );
    });
  }

  test("the ranges page's View All links list only that fuel", async ({ page }) => {
    await page.goto("/ranges-stoves");
    await page.getByRole("link", { name: "View All Gas" }).click();
    await expect(page).toHaveURL(/\/products\/gas-range$/);
    const badges = await page.getByTestId("product-card").locator("[data-slot=badge]").allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(badges.every((text) => /^Range - (Slide-In )?Gas$/.test(text))).toBe(true);
  });
});

test("while new results load, six skeleton cards stand in for them", async ({ page }) => {
  await page.goto("/products");
  await page.route(/\/products\?.*sort=rating/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByLabel("Sort by").selectOption("rating");
  const skeletons = page.getByTestId("product-skeletons");
  await expect(skeletons).toBeVisible();
  await expect(skeletons.locator("> div")).toHaveCount(6);
  await expect(page).toHaveURL(/sort=rating/);
  await expect(skeletons).toBeHidden();
  await expect(page.getByTestId("product-card").first()).toBeVisible();
});

test("long listings come in pages of 24 that keep the filters; changing a filter goes back to page 1", async ({
  page,
  request,
}) => {
  const all = await apiProducts(request, "?limit=200&sort=nameAsc");
  expect(all.length).toBeGreaterThan(48);
  await page.goto("/products?sort=nameAsc");
  const cards = page.getByTestId("product-card");
  await expect(page.getByText(`Showing ${all.length} products`)).toBeVisible();
  await expect(cards).toHaveCount(24);
  await expect(page.getByText(`1-24 of ${all.length}`)).toBeVisible();
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/products\?sort=nameAsc&page=2$/);
  await expect(cards.first()).toContainText(all[24]!.name);
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Page 3" }).click();
  await expect(cards).toHaveCount(Math.min(24, all.length - 48));
  await page.getByLabel("In Stock Only").check();
  await expect(page).toHaveURL(/\/products\?inStock=true&sort=nameAsc$/);
  await expect(page.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
});

test("alias listing addresses move permanently to their one page; a page past the last is a 404", async ({
  request,
}) => {
  for (const [alias, canonical] of [
    ["ranges", "stove"],
    ["fridge", "refrigerator"],
    ["Washers", "washer"],
    ["oven", "wall-oven"],
  ] as const) {
    const answer = await request.get(`/products/${alias}?inStock=true`, { maxRedirects: 0 });
    expect(answer.status(), alias).toBe(308);
    expect(answer.headers().location).toMatch(new RegExp(`/products/${canonical}\\?inStock=true$`));
  }
  expect((await request.get("/products/stove", { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get("/products/gas-range", { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get("/products?page=2")).status()).toBe(200);
  expect((await request.get("/products?page=99")).status()).toBe(404);
});
