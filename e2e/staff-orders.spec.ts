// What staff do to orders, in Chromium as they would do it: a note typed and sent with Enter
// never moves the order; delivering and cancelling (with its refund) happen only from their
// confirmation, which works without JavaScript; a delivery is scheduled only on a day the shop can
// keep, beside the day the shopper requested; and the screens tell the truth: the dashboard's
// count matches its list, a refunded order reads Refunded, search finds a phone typed any way, a
// reply shows on its message and says it is stored in the Outbox.
import { holidayDate } from "../lib/delivery/closed-days";
import {
  addDays,
  closedDaysBetween,
  formatDeliveryDate,
  scheduleDateRefusal,
  staffScheduleRange,
} from "../lib/delivery/schedule";
import { paidDeliveryOrder, signIn, staffProduct } from "./staff";
import { expect, test, type Page } from "./test";

const statusOf = (page: Page) => page.getByRole("main").getByRole("status").first();
const STORED = "The e-mail to the customer was not sent: it is stored in the Outbox";

async function openOrder(page: Page, orderNumber: string) {
  await page.goto(`/admin/orders?search=${orderNumber}`);
  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { name: orderNumber })).toBeVisible();
}

test("Enter in the note adds a note and moves nothing; delivering waits for its confirmation", async ({ page }) => {
  const product = await staffProduct(page.request, 4);
  const order = await paidDeliveryOrder(page.request, product.id, "enter-key@example.com");
  await signIn(page, "");
  await openOrder(page, order.orderNumber);
  await page.getByRole("button", { name: "Processing" }).click();
  await expect(statusOf(page)).toHaveText("Order status updated");
  await page.getByRole("button", { name: "In Transit" }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("In Transit");

  await page.getByLabel("Note for the history").fill("Truck 2, driver Sam");
  await page.getByLabel("Note for the history").press("Enter");
  await expect(statusOf(page)).toHaveText("Note added to the history");
  await expect(page.getByTestId("status-badge")).toHaveText("In Transit");
  const history = page.getByTestId("order-history");
  await expect(history.getByRole("listitem").last()).toContainText("Truck 2, driver Sam");
  await expect(history.getByRole("listitem").last()).toContainText("Staff (admin)");
  await expect(history).not.toContainText("Delivered");

  await page.getByRole("link", { name: "Mark delivered…" }).click();
  const confirm = page.getByTestId("confirm-step");
  await expect(confirm.getByRole("heading")).toHaveText(`Mark order ${order.orderNumber} delivered?`);
  await expect(confirm).toContainText("E-mailed: the customer, enter-key@example.com");
  await confirm.getByRole("link", { name: "Back" }).click();
  await expect(page.getByTestId("confirm-step")).toHaveCount(0);
  await expect(page.getByTestId("status-badge")).toHaveText("In Transit");

  await page.getByRole("link", { name: "Mark delivered…" }).click();
  await page.getByRole("button", { name: "Confirm: mark delivered" }).click();
  await expect(statusOf(page)).toHaveText(`Order status updated. ${STORED}`);
  await expect(page.getByTestId("status-badge")).toHaveText("Delivered");
  await expect(history).toContainText("In Transit → Delivered");

  await page.goto("/admin/outbox");
  await expect(page.getByRole("link", { name: `[TEST] Order ${order.orderNumber} was delivered` })).toHaveCount(1);
  await page.goto("/order-tracking");
  await page.getByLabel("Order number").fill(order.orderNumber);
  await page.getByLabel("Email").fill("enter-key@example.com");
  await page.getByRole("button", { name: /Track/ }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("Delivered");
});

test("cancel and refund is confirmed on a second step that works without JavaScript, and lists as Refunded", async ({
  page,
  browser,
  baseURL,
}) => {
  const product = await staffProduct(page.request, 5);
  const order = await paidDeliveryOrder(page.request, product.id, "refund-me@example.com");
  await signIn(page, "");
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await noScript.addCookies(await page.context().cookies());
  const plain = await noScript.newPage();
  await openOrder(plain, order.orderNumber);

  await plain.getByRole("link", { name: "Cancel and refund…" }).click();
  const confirm = plain.getByTestId("confirm-step");
  const total = `$${(order.totals.totalCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
  await expect(confirm.getByRole("heading")).toHaveText(`Cancel order ${order.orderNumber}?`);
  await expect(confirm).toContainText(`Refund: ${total}, in full, to the card it was paid with`);
  await expect(confirm).toContainText("E-mailed: the customer, refund-me@example.com");
  await expect(plain.getByTestId("status-badge")).toHaveText("Confirmed");

  await confirm.getByRole("button", { name: "Confirm: cancel and refund" }).click();
  await expect(plain.getByRole("main").getByRole("status").first()).toHaveText(`Order status updated. ${STORED}`);
  await expect(plain.getByTestId("status-badge")).toHaveText("Cancelled");
  await expect(plain.getByTestId("order-refund")).toContainText(total);
  await expect(plain.getByTestId("confirm-step")).toHaveCount(0);

  await plain.goto(`/admin/orders?payment=refunded&search=${order.orderNumber}`);
  const row = plain.getByTestId("admin-order-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("order-payment")).toHaveText("Refunded");
  await plain.goto(`/admin/orders?payment=unpaid&search=${order.orderNumber}`);
  await expect(plain.getByTestId("admin-order-row")).toHaveCount(0);
  await noScript.close();
});

test("staff schedule only a day the shop can keep, and the shopper's requested day stays beside it", async ({
  page,
}) => {
  const product = await staffProduct(page.request, 6);
  const order = await paidDeliveryOrder(page.request, product.id, "schedule@example.com");
  await signIn(page, "");
  await openOrder(page, order.orderNumber);
  const { first, last } = staffScheduleRange();
  const form = page.getByTestId("schedule-delivery");
  const date = form.getByLabel("Date");
  await expect(date).toHaveAttribute("min", first);
  await expect(date).toHaveAttribute("max", last);
  await expect(page.getByTestId("delivery-requested")).toContainText("Requested: ");
  await expect(page.getByRole("main")).not.toContainText("Preferred");

  // The browser keeps a past date from being sent at all.
  await date.fill("2020-01-01");
  await form.getByRole("button", { name: "Schedule and e-mail the customer" }).click();
  expect(await date.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);
  await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);

  // The server refuses what a form without those limits would send.
  const year = Number(first.slice(0, 4));
  const christmas = [year, year + 1].map((each) => holidayDate("christmas", each)).find((day) => day >= first)!;
  const closedDay = closedDaysBetween(first, last)[0]!;
  // No two refusals in a row say the same, so each awaited notice is the new page's, not the last.
  const refusals = [
    ["2020-01-01", "Not scheduled: that date has passed. Choose today or a later date"],
    [closedDay, "Not scheduled: the store is closed that day (a holiday or closed date). Choose another date"],
    [addDays(first, -1), "Not scheduled: that date has passed. Choose today or a later date"],
    [
      christmas,
      scheduleDateRefusal(christmas) === "closed"
        ? "Not scheduled: the store is closed that day (a holiday or closed date). Choose another date"
        : "Not scheduled: choose a date within the next 180 days",
    ],
  ] as const;
  for (const [refused, notice] of refusals) {
    await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    await date.fill(refused);
    await form.getByRole("button", { name: "Schedule and e-mail the customer" }).click();
    await expect(statusOf(page)).toHaveText(notice);
  }
  await expect(page.getByTestId("order-history")).not.toContainText("Delivery scheduled");
  await expect(page.getByTestId("delivery-scheduled")).toHaveCount(0);

  const open = [1, 2, 3].map((days) => addDays(first, days)).find((day) => !scheduleDateRefusal(day))!;
  await date.fill(open);
  await form.getByLabel("Window").selectOption({ label: "4PM-6PM" });
  await form.getByRole("button", { name: "Schedule and e-mail the customer" }).click();
  await expect(statusOf(page)).toHaveText(`Delivery scheduled. ${STORED}`);
  const scheduled = `Scheduled: ${formatDeliveryDate(open)}, 4PM-6PM`;
  await expect(page.getByTestId("delivery-scheduled")).toHaveText(scheduled);
  await expect(page.getByTestId("delivery-requested")).toContainText("Requested: ");

  await page.goto("/order-tracking");
  await page.getByLabel("Order number").fill(order.orderNumber);
  await page.getByLabel("Email").fill("schedule@example.com");
  await page.getByRole("button", { name: /Track/ }).click();
  await expect(page.getByTestId("delivery-scheduled")).toHaveText(scheduled);
  await expect(page.getByTestId("delivery-requested")).toBeVisible();
  await expect(page.getByTestId("tracked-order")).not.toContainText("Preferred");
});

test("the dashboard's count of orders awaiting action is the list its link opens", async ({ page }) => {
  await signIn(page, "");
  // Other specs place orders meanwhile: the count and the list are read until they agree.
  await expect(async () => {
    await page.goto("/admin");
    const count = page.getByTestId("count-Orders awaiting action");
    const shown = Number(await count.innerText());
    await count.getByRole("link").click();
    await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
    await expect(page.getByText(/^\d+ orders?$/)).toHaveText(`${shown} order${shown === 1 ? "" : "s"}`, {
      timeout: 1,
    });
  }).toPass();
  for (const badge of await page.getByTestId("admin-order-row").getByTestId("status-badge").allInnerTexts()) {
    expect(["Confirmed", "Processing"]).toContain(badge);
  }
});

test("order search finds a phone number typed any way, and a city or ZIP", async ({ page }) => {
  const product = await staffProduct(page.request, 7);
  const order = await paidDeliveryOrder(page.request, product.id, "phone-search@example.com", {
    customer_phone: "(614) 555-0186",
    delivery_address: { line1: "45 N State St", city: "Westerville", state: "OH", postal_code: "43081" },
  });
  await signIn(page, "");
  for (const search of ["614.555.0186", "+1 614 555 0186", "6145550186", "Westerville", "43081"]) {
    await page.goto("/admin/orders");
    await page.getByLabel("Search").fill(search);
    await page.getByLabel("Search").press("Enter");
    await expect(page.getByRole("link", { name: order.orderNumber }), search).toBeVisible();
  }
});

test("a reply shows on its message and says it is stored in the Outbox when it could not be sent", async ({ page }) => {
  const sent = await page.request.post("/api/contact", {
    data: {
      name: "Kim Reply",
      email: "kim-reply@example.com",
      subject: "Delivery to Gahanna",
      category: "delivery",
      message: "Do you deliver to Gahanna on Saturdays?",
    },
  });
  expect(sent.ok()).toBe(true);
  await signIn(page, "");
  await page.goto("/admin/inbox");
  await page
    .getByRole("link", { name: /Delivery to Gahanna/ })
    .first()
    .click();
  await page.getByRole("textbox", { name: /^Reply/ }).fill("Yes, Saturdays from 10 to 6.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(statusOf(page)).toHaveText("The reply was not sent: it is stored in the Outbox");
  const reply = page.getByTestId("message-reply");
  await expect(reply).toContainText("Yes, Saturdays from 10 to 6.");
  await expect(reply).toContainText("Stored (not sent)");
  await expect(page.getByRole("heading", { name: "Delivery to Gahanna" })).toBeVisible();
});
