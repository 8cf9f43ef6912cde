// Returns and refunds after the sale, as staff do them on a phone (390 px, the narrowest layout;
// the desk's shows the same controls): a delivered order's partial return (one unit back in stock,
// one of two damaged), reviewed on the server-rendered confirm step, then the history, the refunds
// summary, the stock and the order list's payment state show it; and two pages refunding the last
// money at once, where one refund is made and the other is refused with a clear notice.
import type { APIRequestContext } from "@playwright/test";
import { formatCents } from "../lib/money";
import { paidDeliveryOrder, signIn, staffProduct } from "./staff";
import { expect, test, type Page } from "./test";

const statusOf = (page: Page) => page.getByRole("main").getByRole("status").first();

async function openOrder(page: Page, orderNumber: string) {
  await page.goto(`/admin/orders?search=${orderNumber}`);
  await page.getByRole("link", { name: orderNumber }).first().click();
  await expect(page.getByRole("heading", { name: orderNumber })).toBeVisible();
}

/** Marks the open delivery order delivered, through its confirmation. */
async function deliver(page: Page) {
  await page.getByRole("button", { name: "In Transit" }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("In Transit");
  await page.getByRole("link", { name: "Mark delivered…" }).click();
  await page.getByRole("button", { name: "Confirm: mark delivered" }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("Delivered");
}

async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  const response = await request.get(`/api/products/${id}`);
  return (await response.json()).data.stock_quantity as number;
}

/** A screenshot to look at: the phone's screen. */
const shoot = (page: Page, name: string) => page.screenshot({ path: `test-results/returns-${name}-390.png` });
const width = 390;
const slots = [11, 12] as const;

test.describe(`at ${width} px`, () => {
  test.use({ viewport: { width, height: 844 } });

  test("a partial return: one unit back in stock, one damaged; history, stock and payment state show it", async ({
    page,
  }) => {
    const kept = await staffProduct(page.request, slots[0]);
    const damaged = await staffProduct(page.request, slots[1]);
    const email = `returns-${width}-${Date.now()}@example.com`;
    const order = await paidDeliveryOrder(page.request, kept.id, email, {
      cart_items: [
        { product_id: kept.id, quantity: 1, warranty_id: "2year" },
        { product_id: damaged.id, quantity: 2, warranty_id: "none" },
      ],
    });
    const keptStock = await stockOf(page.request, kept.id);
    const damagedStock = await stockOf(page.request, damaged.id);
    await signIn(page, "");
    await openOrder(page, order.orderNumber);
    await deliver(page);

    const form = page.getByTestId("return-form");
    await expect(form).toBeVisible();
    await form.getByLabel(`Units of ${kept.name} coming back`).fill("1");
    await form.getByLabel(`Units of ${damaged.name} coming back`).fill("1");
    await form.getByLabel(`Condition of the returned ${damaged.name}`).selectOption("damaged");
    await form.getByLabel("Reason (kept in the history)").fill("Wrong size for the kitchen");
    await form.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await shoot(page, "form");
    await form.getByRole("button", { name: "Review the refund" }).click();

    const confirm = page.getByTestId("refund-confirm");
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(`1 × ${kept.name}`);
    await expect(confirm).toContainText("back in stock");
    await expect(confirm).toContainText(`1 × ${damaged.name}`);
    await expect(confirm).toContainText("damaged: kept out of stock");
    await expect(confirm).toContainText(`E-mailed: the customer, ${email}`);
    const heading = await confirm.getByRole("heading").textContent();
    const amount = /Refund (\$[\d,.]+) on order/.exec(heading ?? "")![1]!;
    await shoot(page, "confirm");

    // Back keeps what was typed.
    await confirm.getByRole("link", { name: "Back" }).click();
    await expect(page.getByTestId("refund-confirm")).toHaveCount(0);
    await expect(form.getByLabel(`Units of ${damaged.name} coming back`)).toHaveValue("1");
    await expect(form.getByLabel(`Condition of the returned ${damaged.name}`)).toHaveValue("damaged");
    await expect(form.getByLabel("Reason (kept in the history)")).toHaveValue("Wrong size for the kitchen");
    await form.getByRole("button", { name: "Review the refund" }).click();
    await page.getByRole("button", { name: `Confirm: refund ${amount}` }).click();

    await expect(statusOf(page)).toHaveText(
      "Refund made and recorded. The e-mail to the customer was not sent: it is stored in the Outbox",
    );
    // The notice's toast stays clear of the staff menu, with the menu in view.
    await page.evaluate(() => window.scrollTo(0, 0));
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Refund made and recorded" });
    await expect(toast).toBeVisible();
    const [toastBox, menuBox] = await Promise.all([
      toast.boundingBox(),
      page.getByRole("navigation", { name: "Staff area" }).boundingBox(),
    ]);
    expect(toastBox && menuBox && toastBox.y >= menuBox.y + menuBox.height, "toast below the menu").toBe(true);
    await expect(page.getByTestId("status-badge")).toHaveText("Delivered");
    await expect(page.getByTestId("payment-state")).toHaveText("Partially refunded");
    await expect(page.getByTestId("refunded-so-far")).toHaveText(amount);
    const history = page.getByTestId("order-history");
    await expect(history.getByRole("listitem").last()).toContainText(`Refunded ${amount}`);
    await expect(history.getByRole("listitem").last()).toContainText(`1 × ${kept.name} back in stock`);
    await expect(history.getByRole("listitem").last()).toContainText(`1 × ${damaged.name} kept out of stock (damaged)`);
    await expect(history.getByRole("listitem").last()).toContainText("Staff (admin)");
    const summary = page.getByTestId("refunds-summary");
    await expect(async () => {
      await summary.evaluate((element) => element.scrollIntoView({ block: "start" }));
      await expect(summary).toBeInViewport({ timeout: 1_000 });
    }).toPass();
    await shoot(page, "after");

    await expect.poll(() => stockOf(page.request, kept.id)).toBe(keptStock + 1);
    expect(await stockOf(page.request, damaged.id)).toBe(damagedStock);
    await page.goto(`/admin/orders?search=${order.orderNumber}`);
    await expect(page.getByTestId("order-payment")).toHaveText("Partially refunded");
    await page.goto("/admin/outbox");
    await expect(
      page.getByRole("link", { name: `[TEST] Refund of ${amount} for order ${order.orderNumber}` }),
    ).toHaveCount(1);
  });
});

test("two pages refunding the last money at once: one refund is made, the other is refused", async ({
  page,
  browser,
  baseURL,
}) => {
  const product = await staffProduct(page.request, 13);
  const email = `returns-race-${Date.now()}@example.com`;
  const order = await paidDeliveryOrder(page.request, product.id, email);
  await signIn(page, "");
  await openOrder(page, order.orderNumber);
  await deliver(page);
  const total = formatCents(order.totals.totalCents);

  const second = await (await browser.newContext({ baseURL })).newPage();
  await second.context().addCookies(await page.context().cookies());
  const review = async (tab: Page) => {
    await tab.goto(
      `/admin/orders/${encodeURIComponent(await orderId(page))}?refund=review&mode=money&amount=${order.totals.totalCents / 100}&reason=Race`,
    );
    await expect(tab.getByTestId("refund-confirm")).toBeVisible();
    return tab.getByRole("button", { name: `Confirm: refund ${total}` });
  };
  const [first, other] = [await review(page), await review(second)];
  await Promise.all([first.click(), other.click()]);
  const notices = await Promise.all([statusOf(page).textContent(), statusOf(second).textContent()]);
  expect(notices.filter((text) => text?.startsWith("Refund made and recorded"))).toHaveLength(1);
  expect(notices.filter((text) => text?.startsWith("Nothing was refunded:"))).toHaveLength(1);
  await page.reload();
  await expect(page.getByTestId("refunded-so-far")).toHaveText(total);
  await expect(page.getByTestId("left-to-refund")).toHaveText("$0.00");
  await expect(page.getByTestId("payment-state")).toHaveText("Refunded");
  await second.context().close();
});

/** The open order page's id, from its address. */
async function orderId(page: Page): Promise<string> {
  return decodeURIComponent(new URL(page.url()).pathname.split("/").at(-1)!);
}
