// What the shop's search understands, as staff read it (at desk width; the page is one column at
// any width): a search tried as a shopper typed it shows what it was read as, the products it
// finds (each opening its staff page), what the results say, and the words of the list it used;
// every word the search knows is listed by what it does; a search that finds nothing says so.
import { signIn } from "./staff";
import { expect, test } from "./test";

test("staff try a search and read the words the search knows", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, baseURL!);
  await page.getByRole("navigation").getByRole("link", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "Search", level: 1 })).toBeVisible();

  await page.getByLabel("Try a search as a shopper would type it").fill("cheap otr microwave");
  await page.getByRole("button", { name: "Try it" }).click();
  await expect(page).toHaveURL(/\/admin\/search\?q=cheap\+otr\+microwave$/);
  const chips = page.getByTestId("trial-chips");
  await expect(chips).toContainText("Price: Low to High");
  await expect(chips).toContainText("Over-the-range");
  await expect(chips).toContainText("Microwaves");
  const found = page.getByTestId("trial-products").getByRole("listitem");
  await expect(found.first()).toContainText("Microwave");
  // The words of the list it says, and what each does.
  const trial = page.getByRole("region", { name: /cheap otr microwave/ });
  await expect(trial.getByRole("cell", { name: /\botr\b/ })).toBeVisible();
  await expect(trial.getByRole("cell", { name: "Over-the-range: Microwave - Over-the-Range." })).toBeVisible();
  // Each product opens its staff page.
  const name = (await found.first().getByRole("link").textContent())!;
  await found.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name.slice(0, 20));
  await page.goBack();

  // A brand we don't carry and a question about the store: what shoppers are told.
  await page.getByLabel("Try a search as a shopper would type it").fill("maytag washer delivery");
  await page.getByRole("button", { name: "Try it" }).click();
  await expect(page.getByText("We don't carry Maytag at the moment.", { exact: false })).toBeVisible();
  await expect(page.getByText(/We deliver up to \d+ miles/).first()).toBeVisible();

  // Text that finds nothing says so; the words list is still there, folded by group.
  await page.getByLabel("Try a search as a shopper would type it").fill("zzqx");
  await page.getByRole("button", { name: "Try it" }).click();
  await expect(page.getByRole("heading", { name: "“zzqx”: 0 products" })).toBeVisible();
  await expect(page.getByTestId("trial-products")).toHaveCount(0);
  const styles = page.getByTestId("search-word-group").filter({ hasText: /^Styles \(/ });
  await expect(styles.getByRole("cell", { name: /^front load,/ })).toBeHidden();
  await styles.locator("summary").click();
  await expect(styles.getByRole("cell", { name: /^front load,/ })).toBeVisible();
  await expect(styles.getByRole("cell", { name: "Front load: Washer - Front Load." })).toBeVisible();
});
