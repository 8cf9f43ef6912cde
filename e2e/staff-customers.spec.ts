// Customers as staff find them, on a phone (390 px, the narrowest layout: the desk's shows the same
// controls, and every staff page passes axe at desk width in admin.spec.ts): two paid orders
// placed with one e-mail in different case and a contact message make one customer, found by
// their phone typed another way; their page lists both orders, the message and the e-mails sent,
// each opening its own screen; the order page and the orders list lead back to them; a note on
// the order shows as a note. The customers, orders, inbox and outbox lists fit the phone's width.
import { paidDeliveryOrder, signIn, staffProduct } from "./staff";
import { axeViolations } from "./helpers";
import { expect, test, type Page } from "./test";

const WIDTHS = [{ width: 390, height: 844, slot: 15 }];

/** What axe finds wrong on the page, toasts aside. */
const staffAxeViolations = (page: Page) => axeViolations(page, (axe) => axe.exclude("[data-sonner-toaster]"));

/** Whether the page scrolls sideways: a list wider than the screen. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const { width, height, slot } of WIDTHS) {
  test(`at ${width} px staff find a customer by phone and see their orders, message and e-mails`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    const run = `${Date.now().toString(36)}${width}`;
    const email = `cust-${run}@example.com`;
    // A number of this test's own (exchange 200-999, any line), typed at checkout with dots.
    const digits = `380${200 + (Date.now() % 800)}${String(width).padStart(4, "0")}`;
    const name = `Morgan Quill ${run}`;
    const product = await staffProduct(page.request, slot);
    const details = {
      customer_name: name,
      customer_phone: `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`,
    };
    const first = await paidDeliveryOrder(page.request, product.id, email.toUpperCase(), details);
    const second = await paidDeliveryOrder(page.request, product.id, `Cust-${run}@Example.com`, details);
    const wrote = await page.request.post("/api/contact", {
      data: {
        name,
        email: `CUST-${run}@example.COM`,
        subject: `Fridge door ${run}`,
        message: "Does it come left-hinged?",
      },
    });
    expect(wrote.ok()).toBe(true);

    await signIn(page, "");
    await page.goto("/admin/customers");
    await page.getByLabel("Search").fill(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
    await page.getByRole("button", { name: "Show customers" }).click();
    const rows = page.getByTestId("customer-row");
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(email);
    await expect(rows).toContainText(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
    const spent = (first.totals.totalCents + second.totals.totalCents) / 100;
    await expect(rows).toContainText(`$${spent.toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await staffAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`customers-${width}.png`), fullPage: true });

    await rows.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByTestId("customer-contact").getByRole("link", { name: email })).toHaveAttribute(
      "href",
      `mailto:${email}`,
    );
    await expect(page.getByTestId("customer-contact").getByRole("link", { name: /\(380\)/ })).toHaveAttribute(
      "href",
      `tel:+1${digits}`,
    );
    const orders = page.getByTestId("customer-order");
    await expect(orders).toHaveCount(2);
    await expect(orders.filter({ hasText: first.orderNumber })).toHaveCount(1);
    await expect(orders.filter({ hasText: second.orderNumber })).toHaveCount(1);
    await expect(page.getByTestId("customer-messages")).toContainText(`Fridge door ${run}`);
    const emails = page.getByTestId("customer-email");
    await expect(emails.filter({ hasText: first.orderNumber })).not.toHaveCount(0);
    await expect(emails.filter({ hasText: second.orderNumber })).not.toHaveCount(0);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await staffAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`customer-${width}.png`), fullPage: true });
    const customerUrl = page.url();

    await page.getByRole("link", { name: `Fridge door ${run}` }).click();
    await expect(page.getByRole("heading", { name: `Fridge door ${run}` })).toBeVisible();
    await page.getByRole("link", { name: "Customer page" }).click();
    await expect(page).toHaveURL(customerUrl);
    await emails.filter({ hasText: first.orderNumber }).first().getByRole("link").click();
    await expect(page.locator("iframe[sandbox]")).toBeVisible();
    await page.goto(customerUrl);

    await page.getByTestId("customer-orders").getByRole("link", { name: second.orderNumber }).click();
    await expect(page.getByRole("heading", { name: second.orderNumber })).toBeVisible();
    await page.getByLabel("Note for the history").fill(`Call ${name} before noon`);
    await page.getByRole("button", { name: "Add note" }).click();
    const note = page.getByTestId("order-note");
    await expect(note).toHaveCount(1);
    await expect(note).toContainText("Note");
    await expect(note).toContainText(`Call ${name} before noon`);
    await expect(page.getByTestId("status-badge")).toHaveText("Confirmed");
    await page.getByRole("link", { name: /The customer.s orders, messages and e-mails/ }).click();
    await expect(page).toHaveURL(customerUrl);

    await page.goto(`/admin/orders?search=${first.orderNumber}`);
    // The orders list shows its key columns as a stacked row on a phone, without sideways scrolling.
    const orderRow = page.getByTestId("admin-order-row");
    await expect(orderRow).toContainText(first.orderNumber);
    await expect(orderRow).toContainText(name);
    await expect(orderRow).toContainText(
      `$${(first.totals.totalCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    );
    expect(await scrollsSideways(page)).toBe(false);
    expect(await staffAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`orders-${width}.png`), fullPage: true });
    await orderRow.getByRole("link", { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(customerUrl);

    for (const list of ["inbox", "outbox"]) {
      await page.goto(`/admin/${list}`);
      await expect(page.getByRole("heading", { name: list === "inbox" ? "Inbox" : "Outbox" })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      expect(await staffAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`${list}-${width}.png`), fullPage: true });
    }
    await expect(page.getByTestId("outbox-row").filter({ hasText: first.orderNumber }).first()).toBeVisible();
  });
}
