// Staff plan a day of deliveries, on a phone (390 px, the narrowest layout; the desk's shows the
// same controls): paid deliveries wait under "Needs a date" until staff give them one on the order
// page; the Schedule page lists the day's stops by window, then nearest first, with tap-to-call
// and map links and the staff notes; the run sheet prints one block per delivery (no menu, no
// buttons) with boxes to tick; the CSV has the same stops in the same order; and the orders list
// finds them by scheduled date.
import { readFileSync } from "node:fs";
import { parseCsv } from "../lib/csv";
import { addDays, deliveryDates, formatDeliveryDate, scheduleDateRefusal, storeToday } from "../lib/delivery/schedule";
import { paidDeliveryOrder, signIn, staffProduct } from "./staff";
import { expect, test, type Page } from "./test";

const ADDRESSES = {
  far: { line1: "6000 Frantz Rd", city: "Dublin", state: "OH", postal_code: "43017" },
  near: { line1: "1 N Center St", city: "Pickerington", state: "OH", postal_code: "43147" },
  midday: { line1: "200 S Hamilton Rd", city: "Gahanna", state: "OH", postal_code: "43230" },
};

/** An open day far enough ahead that no other spec schedules on it. */
function quietDay(): string {
  let day = addDays(storeToday(), 140);
  while (scheduleDateRefusal(day)) day = addDays(day, 1);
  return day;
}

async function scheduleOnOrderPage(page: Page, day: string, window: string) {
  const form = page.getByTestId("schedule-delivery");
  await form.getByLabel("Date").fill(day);
  await form.getByLabel("Window").selectOption(window);
  await form.getByRole("button", { name: "Schedule and e-mail the customer" }).click();
  await expect(page.getByRole("main").getByRole("status").first()).toContainText("Delivery scheduled");
  // The page the action led to has settled (a note added while it still loaded was once lost).
  await page.waitForLoadState("networkidle");
}

async function openOrder(page: Page, orderNumber: string) {
  await page.goto(`/admin/orders?search=${orderNumber}`);
  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { name: orderNumber })).toBeVisible();
}

async function fitsWidth(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, "no sideways scrolling").toBeLessThanOrEqual(client);
}

for (const width of [390]) {
  test(`staff give deliveries a date, run the day in route order, print its run sheet and download its CSV (${width} px)`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const day = quietDay();
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    const products = await Promise.all([8, 9, 10].map((slot) => staffProduct(page.request, slot)));
    const orderFor = (key: keyof typeof ADDRESSES, slot: number, haulAway: number, stairs: number) =>
      paidDeliveryOrder(page.request, products[slot]!.id, `schedule-${key}-${width}@example.com`, {
        customer_name: `${key[0]!.toUpperCase()}${key.slice(1)} Customer ${width}`,
        delivery_address: ADDRESSES[key],
        delivery: { date: deliveryDates()[1], window: "2-4", haul_away_units: haulAway, stair_flights: stairs },
      });
    const orders = {
      far: await orderFor("far", 0, 1, 2),
      near: await orderFor("near", 1, 0, 0),
      midday: await orderFor("midday", 2, 1, 1),
    };
    await signIn(page, "");

    // The day is chosen with the date field (a plain GET form); every paid order still needs a date.
    await page.goto("/admin/schedule");
    await expect(page.getByRole("heading", { name: "Schedule", level: 1 })).toBeVisible();
    await page.getByLabel("Day", { exact: true }).fill(day);
    await page.getByRole("button", { name: "Show day" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/schedule\\?date=${day}$`));
    await expect(page.getByTestId("schedule-day")).toHaveText(formatDeliveryDate(day));
    await expect(page.getByTestId("deliveries")).toContainText("No deliveries scheduled.");
    const needsDate = page.getByTestId("needs-date");
    for (const order of Object.values(orders)) {
      await expect(needsDate.getByTestId("needs-date-order").filter({ hasText: order.orderNumber })).toHaveCount(1);
    }

    // From "Needs a date" to the order page, where staff schedule it.
    await needsDate.getByRole("link", { name: `Give ${orders.far.orderNumber} a date` }).click();
    await expect(page.getByRole("heading", { name: orders.far.orderNumber })).toBeVisible();
    await scheduleOnOrderPage(page, day, "10-12");
    await openOrder(page, orders.near.orderNumber);
    await scheduleOnOrderPage(page, day, "10-12");
    await page.getByLabel("Note for the history").fill("Gate code 4411, call from the gate");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("main").getByRole("status").first()).toHaveText("Note added to the history");

    await page.goto(`/admin/schedule?date=${day}`);
    const stops = page.getByTestId("deliveries").getByTestId("schedule-stop");
    await expect(stops).toHaveCount(2);
    await expect(needsDate.getByTestId("needs-date-order").filter({ hasText: orders.midday.orderNumber })).toHaveCount(
      1,
    );
    await expect(needsDate.getByTestId("needs-date-order").filter({ hasText: orders.far.orderNumber })).toHaveCount(0);

    await fitsWidth(page);
    await shot("schedule-needs-date");

    await openOrder(page, orders.midday.orderNumber);
    await scheduleOnOrderPage(page, day, "12-2");

    // Window first, then the nearest: Pickerington (about 6 miles) before Dublin (about 29), both
    // before Gahanna at midday although Gahanna is nearer than Dublin.
    await page.goto(`/admin/schedule?date=${day}`);
    await expect(stops).toHaveCount(3);
    const route = [orders.near, orders.far, orders.midday];
    for (const [index, order] of route.entries()) {
      await expect(stops.nth(index)).toContainText(order.orderNumber);
      await expect(stops.nth(index).getByTestId("stop-number")).toHaveText(`Stop ${index + 1}`);
    }
    await expect(needsDate.getByTestId("needs-date-order").filter({ hasText: orders.midday.orderNumber })).toHaveCount(
      0,
    );
    const first = stops.first();
    await expect(first).toContainText("10AM-12PM");
    await expect(first.getByTestId("stop-phone")).toHaveAttribute("href", "tel:+16145550123");
    await expect(first.getByTestId("stop-phone")).toHaveText("(614) 555-0123");
    await expect(first.getByTestId("stop-map")).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("1 N Center St, Pickerington, OH 43147")}`,
    );
    await expect(first.getByTestId("stop-notes")).toContainText("Gate code 4411, call from the gate");
    await expect(first.getByTestId("stop-payment")).toHaveText("Paid");
    await expect(stops.nth(1).getByTestId("stop-extras")).toHaveText("Haul-away: 1 unit · Stairs: 2 flights");
    await expect(stops.nth(1).getByTestId("stop-items")).toContainText(`(${products[0]!.model_number})`);
    await expect(stops.nth(1).getByTestId("stop-items")).toContainText(new RegExp(`^1 × ${products[0]!.brand} `));
    await fitsWidth(page);
    await shot("schedule");

    // The run sheet: one block per stop, in the same order, with its boxes; on paper no menu or buttons.
    await page.getByRole("link", { name: "Run sheet" }).click();
    await expect(page.getByRole("heading", { name: new RegExp(`^Run sheet`) })).toBeVisible();
    const blocks = page.getByTestId("run-sheet-stop");
    await expect(blocks).toHaveCount(3);
    for (const [index, order] of route.entries()) {
      await expect(blocks.nth(index).getByTestId("run-sheet-stop-number")).toHaveText(`Stop ${index + 1}`);
      await expect(blocks.nth(index)).toContainText(order.orderNumber);
      await expect(blocks.nth(index).getByTestId("run-sheet-check")).toHaveText([
        "Delivered",
        index === 0 ? "Haul-away taken" : "Haul-away taken (1)",
        "Signature",
      ]);
    }
    await expect(blocks.first()).toContainText("Gate code 4411");
    await fitsWidth(page);
    await shot("run-sheet-screen");
    const menu = page.getByRole("navigation", { name: "Staff area" });
    await expect(menu).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Choose the day" })).toBeHidden();
    await expect(blocks).toHaveCount(3);
    await expect(blocks.first()).toBeVisible();
    expect(await blocks.first().evaluate((block) => getComputedStyle(block).breakInside)).toBe("avoid");
    await shot("run-sheet-print");
    await page.emulateMedia({ media: "screen" });

    // The CSV of the day: the same stops, numbered in the same order, formatted for a spreadsheet.
    await page.goto(`/admin/schedule?date=${day}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`schedule-${day}.csv`);
    const rows = parseCsv(readFileSync((await download.path())!, "utf8"));
    expect(rows[0]!.slice(0, 4)).toEqual(["Stop", "Type", "Order", "Window"]);
    const deliveries = rows.filter((row) => row[1] === "Delivery");
    expect(deliveries.map((row) => [row[0], row[2], row[3]])).toEqual([
      ["1", orders.near.orderNumber, "10AM-12PM"],
      ["2", orders.far.orderNumber, "10AM-12PM"],
      ["3", orders.midday.orderNumber, "12PM-2PM"],
    ]);
    expect(deliveries[0]).toContain("1 N Center St, Pickerington, OH 43147");
    expect(deliveries[0]).toContain("(614) 555-0123");
    expect(deliveries[0]).toContain("Gate code 4411, call from the gate");
    expect(deliveries[1]!.slice(10, 12)).toEqual(["1", "2"]);

    // The orders list finds the day's deliveries by their scheduled date, as cards on a phone.
    await page.goto("/admin/orders");
    await page.getByLabel("Scheduled for").fill(day);
    await page.getByRole("button", { name: "Show orders" }).click();
    const rowsShown = page.getByTestId("admin-order-row");
    await expect(rowsShown).toHaveCount(3);
    await expect(rowsShown.first().getByTestId("order-scheduled")).toContainText(formatDeliveryDate(day));
    await fitsWidth(page);
    await shot("orders-scheduled");
    await page.getByLabel("Not scheduled").check();
    await page.getByLabel("Search").fill(orders.near.orderNumber);
    await page.getByRole("button", { name: "Show orders" }).click();
    await expect(rowsShown).toHaveCount(0);
    await expect(page.getByText("No orders match.")).toBeVisible();
  });
}
