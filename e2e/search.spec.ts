// Search that understands shoppers: the header's predictive search as a keyboard and screen
// reader use it (combobox, arrows, Escape, Enter), and as a plain form without JavaScript; the
// listing's chips of applied filters, "showing ... instead", "Did you mean" and the help when
// nothing is found.
import { expect, test, type Page } from "./test";
import { axeViolations, dismissCookieBanner } from "./helpers";

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const cards = (page: Page) => page.getByTestId("product-card");

/** The header's search field on this viewport (desktop or phone). */
async function headerSearch(page: Page) {
  const box = page.getByRole("combobox", { name: "Search products" }).filter({ visible: true }).first();
  await expect(box).toBeVisible();
  return box;
}

test("predictive search: suggestions as a combobox driven by the keyboard, announced to screen readers", async ({
  page,
}) => {
  await page.goto("/");
  const box = await headerSearch(page);
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.click();
  await box.pressSequentially("sams", { delay: 40 });
  const listbox = page.getByRole("listbox", { name: "Search suggestions" });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(box).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
  await expect(listbox.getByRole("group", { name: "Brands" }).getByRole("option")).toHaveText(["Samsung"]);
  const products = listbox.getByRole("group", { name: "Products" }).getByRole("option");
  await expect(products).toHaveCount(5);
  await expect(products.first()).toContainText("Samsung");
  await expect(products.first()).toContainText("$");
  await expect(page.getByRole("status").filter({ hasText: /suggestions?\./ })).toHaveText(
    /^\d+ suggestions?\. Use the up and down arrows/,
  );
  expect(await axeViolations(page)).toEqual([]);

  // Down and Up choose an option; the field names it.
  await box.press("ArrowDown");
  const options = listbox.getByRole("option");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await box.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowUp");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");

  // Escape closes; typing on opens again.
  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(listbox).toBeHidden();
  await expect(box).not.toHaveAttribute("aria-activedescendant");
  // (A choice holds for the suggestions it was made in: wait for those of the whole text.)
  const final = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/api/search/suggestions" &&
      new URL(response.url()).searchParams.get("q") === "samsung wa",
  );
  await box.pressSequentially("ung wa", { delay: 40 });
  await final;
  // Two frames: the page has drawn them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(box).toHaveAttribute("aria-expanded", "true");

  // Enter on a chosen product opens its page.
  const product = listbox.getByRole("group", { name: "Products" }).getByRole("option").first();
  await expect(product).toContainText("Samsung");
  const name = (await product.textContent())!;
  while ((await product.getAttribute("aria-selected")) !== "true") await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/product\/samsung-/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name.split("$")[0]!.trim().slice(0, 30));
});

test("predictive search: Enter with no suggestion chosen opens the full results", async ({ page }) => {
  await page.goto("/");
  const box = await headerSearch(page);
  await box.click();
  await box.pressSequentially("cheap washer", { delay: 40 });
  await expect(page.getByRole("listbox", { name: "Search suggestions" })).toBeVisible();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/products\?search=cheap\+washer$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName("Results for “cheap washer”");
  const chips = page.getByRole("list", { name: "Applied filters" });
  await expect(chips.getByRole("link")).toHaveText(["Price: Low to High", "Washers"]);
});

test("predictive search: a service being typed suggests the page that explains it", async ({ page }) => {
  await page.goto("/");
  const box = await headerSearch(page);
  await box.click();
  await box.pressSequentially("return", { delay: 40 });
  const listbox = page.getByRole("listbox", { name: "Search suggestions" });
  const help = listbox.getByRole("group", { name: "Help" }).getByRole("option");
  await expect(help).toHaveText(["Returns Policy"]);
  while ((await help.first().getAttribute("aria-selected")) !== "true") await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/returns-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Return");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header search is a plain form and the chips are links", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Search products" }).filter({ visible: true }).first();
    await box.fill("30 inch gas range");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/products\?search=30\+inch\+gas\+range$/);
    await expect(cards(page).first()).toBeVisible();
    const chips = page.getByRole("list", { name: "Applied filters" });
    await expect(chips.getByRole("link")).toHaveText(['30" wide', "Gas", "Ranges"]);
    await chips.getByRole("link", { name: "Remove filter: Gas" }).click();
    await expect(page).toHaveURL(/\/products\?search=30\+inch\+range$/);
    await expect(chips.getByRole("link")).toHaveText(['30" wide', "Ranges"]);
  });
});

test("a search whose words together find nothing shows what it can and says so", async ({ page }) => {
  await page.goto("/products?search=washer%20xyzzy");
  const notices = page.getByTestId("search-notices");
  await expect(notices).toHaveText(/No results for\s*“?washer xyzzy”?; showing washers\./);
  await expect(cards(page).first()).toBeVisible();
  for (const name of await cards(page).getByRole("heading").allTextContents()) expect(name).toMatch(/Washer/);
  await page.getByRole("link", { name: "Remove filter: Washers" }).click();
  await expect(page).toHaveURL(/\/products\?search=xyzzy$/);
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
});

test("another kind typed in a category page's search box shows that kind and says so", async ({ page }) => {
  await page.goto("/products/washer");
  await expect(page.getByRole("button", { name: "Add to Cart" }).first()).toBeEnabled();
  await page.getByLabel("Search", { exact: true }).pressSequentially("dryer", { delay: 60 });
  await expect(page).toHaveURL(/\/products\/washer\?search=dryer$/);
  await expect(page.getByTestId("search-notices")).toHaveText(
    /No results for\s*“?dryer”? in Washers; showing dryers\./,
  );
  await expect(cards(page).first()).toBeVisible();
  for (const name of await cards(page).getByRole("heading").allTextContents()) expect(name).toMatch(/Dryer/);
  await expect(page.getByRole("link", { name: "Remove filter: Washers" })).toHaveCount(0);
});

test("a number or a brand we don't carry typed on a category's page is said of its kind", async ({ page }) => {
  await page.goto("/products/refrigerator?search=36");
  await expect(page.getByRole("link", { name: 'Remove filter: 36" wide' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  for (const name of await cards(page).getByRole("heading").allTextContents()) expect(name).toMatch(/Refrigerator/);
  // A brand we don't carry, typed on the washers' page: the washers, and the brands we do.
  await page.goto("/products/washer?search=maytag");
  const notices = page.getByTestId("search-notices");
  await expect(notices).toContainText(/No results for\s*“?maytag”?; showing washers\./);
  await expect(notices).toContainText("We don't carry Maytag at the moment.");
  await expect(cards(page).first()).toBeVisible();
  for (const name of await cards(page).getByRole("heading").allTextContents()) expect(name).toMatch(/Washer/);
});

test("a brand we don't carry: the rest of the search, and the brands we do", async ({ page }) => {
  await page.goto("/products?search=kitchen%20aid%20dishwasher");
  const notices = page.getByTestId("search-notices");
  await expect(notices).toContainText("We don't carry KitchenAid at the moment. The brands we carry: Frigidaire, LG,");
  await expect(notices).not.toContainText("Did you mean");
  await expect(cards(page).first()).toBeVisible();
  for (const name of await cards(page).getByRole("heading").allTextContents()) expect(name).toMatch(/Dishwasher/);
  // Typed in the header: the suggestions say so too.
  const box = await headerSearch(page);
  await box.click();
  await box.pressSequentially("mayt", { delay: 40 });
  await expect(page.getByTestId("suggestions-not-carried")).toHaveText("We don't carry Maytag at the moment.");
  await expect(page.getByRole("status").filter({ hasText: "Maytag" })).toContainText("We don't carry Maytag");
  // The brand alone: nothing to show, and still the brands we do carry.
  await page.goto("/products?search=Maytag");
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await expect(page.getByTestId("search-notices")).toHaveText(/We don't carry Maytag at the moment\./);
  // A color we have none of, the same way.
  await page.goto("/products?search=bisque%20dishwasher");
  await expect(page.getByTestId("search-notices")).toContainText(
    "We don't have bisque appliances at the moment. The colors we have: Black, Black Stainless Steel, Stainless Steel, and White.",
  );
  for (const name of await cards(page).getByRole("heading").allTextContents()) expect(name).toMatch(/Dishwasher/);
  // Asked which colors a kind comes in: its products' colors, over those products.
  await page.goto("/products?search=what%20colors%20does%20the%20lg%20washer%20come%20in");
  await expect(page.getByTestId("search-notices")).toHaveText(
    "The colors we have in LG washers: Black Stainless Steel and White.",
  );
  // Three results; the products in stock offered after them are others.
  await expect(page.locator("#results-count")).toHaveText("Showing 3 products");
  const names = await cards(page).getByRole("heading").allTextContents();
  for (const name of names.slice(0, 3)) expect(name).toMatch(/^LG .*Washer/);
});

test("a search that asks about delivery says what the shop offers, or what delivery to a town costs, and links the page; a bare width is a filter", async ({
  page,
}) => {
  await page.goto("/products?search=washer%20with%20free%20delivery");
  const notices = page.getByTestId("search-notices");
  await expect(notices).toContainText("We deliver up to 60 miles from the store, free within 10 miles");
  for (const name of await cards(page).getByRole("heading").allTextContents()) expect(name).toMatch(/Washer/);
  await notices.getByRole("link", { name: "Shipping & Delivery" }).click();
  await expect(page).toHaveURL(/\/shipping-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Asked about a town, it says how far it is and what delivery there costs, not "No results".
  await page.goto("/products?search=do%20you%20deliver%20to%20zanesville");
  await expect(notices).toContainText("Delivery to Zanesville, about 54 miles from our showroom, is $45");
  await expect(notices).not.toContainText("No results");
  await page.goto("/products?search=washer%20delivery%20to%20columbus");
  await expect(notices).toContainText(/Delivery to Columbus, \d+ to \d+ miles from our showroom/);
  for (const name of await cards(page).getByRole("heading").allTextContents()) expect(name).toMatch(/Washer/);
  await notices.getByRole("link", { name: "Delivery to Columbus" }).click();
  await expect(page).toHaveURL(/\/areas\/columbus$/);
  // A number beside a category, without its unit, is a width the shopper can remove.
  await page.goto("/products?search=gas%20range%2030");
  await expect(page.getByRole("link", { name: 'Remove filter: 30" wide' })).toBeVisible();
  for (const name of await cards(page).getByRole("heading").allTextContents()) expect(name).toMatch(/Gas Range/);
});

test("a corrected search offers 'Did you mean' and finds the category, not a close brand", async ({ page }) => {
  await page.goto("/products?search=frige");
  await expect(cards(page).first()).toBeVisible();
  for (const name of await cards(page).getByRole("heading").allTextContents()) expect(name).toMatch(/Refrigerator/);
  await page.getByRole("link", { name: "fridge" }).click();
  await expect(page).toHaveURL(/\/products\?search=fridge$/);
  await expect(page.getByTestId("search-notices")).toHaveCount(0);
});

test("nothing found: what was looked for, categories to try, products in stock and the phone number", async ({
  page,
}) => {
  await page.goto("/products?search=zzzzqqqq");
  const help = page.getByRole("region", { name: "No products found" });
  await expect(help).toBeVisible();
  await expect(help.getByText("We looked for zzzzqqqq.")).toBeVisible();
  await expect(help.getByRole("navigation", { name: "Categories to try" }).getByRole("link")).toHaveCount(7);
  await expect(help.getByRole("link", { name: /\(614\) 555-0142/ })).toHaveAttribute("href", "tel:+16145550142");
  await expect(page.getByRole("heading", { name: "In stock now" })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
});
