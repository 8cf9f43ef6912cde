import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { emailMessages, orderEvents, orders, paymentEvents, type Order, type Product } from "@/db/schema";
import { dashboardFigures } from "@/lib/admin/dashboard";
import {
  addOrderNoteStep,
  AWAITING_ACTION,
  listAdminOrders,
  moveOrder,
  moveOrderStep,
  orderListHref,
  readOrderFilters,
  scheduleDeliveryStep,
  stepConfirmation,
} from "@/lib/admin/orders";
import { scheduleDelivery } from "@/lib/orders/change-status";
import { addDays, closedDaysBetween, formatDeliveryDate, staffScheduleRange } from "@/lib/delivery/schedule";
import { paymentState } from "@/lib/orders/order-status";
import { readOrderView } from "@/lib/orders/read-order-view";
import { describeEachDatabase } from "../helpers/database";
import { deliveryBody, item, pickupBody, placePaidOrder, postCheckout, stockedProduct } from "../helpers/checkout";

describeEachDatabase("staff order steps", (context) => {
  let product: Product;
  beforeEach(async () => {
    product = await stockedProduct(context.db, 9);
  });

  const reread = async (id: string): Promise<Order> =>
    (await context.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const historyOf = (id: string) =>
    context.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id);
  const mailsOf = (id: string) => context.db.select().from(emailMessages).where(eq(emailMessages.orderId, id));

  it("adds a note with the staff member's name and never moves the order or e-mails anyone", async () => {
    const order = await placePaidOrder(context.db, deliveryBody([item(product.id)]));
    await moveOrder(context.db, order.id, "out_for_delivery", { staffName: "sam" });
    const mailsBefore = (await mailsOf(order.id)).length;
    expect(await addOrderNoteStep(context.db, order.id, { note: "  Truck 2, driver Sam  ", staffName: "alex" })).toBe(
      "note-added",
    );
    expect(await addOrderNoteStep(context.db, order.id, { note: "   ", staffName: "alex" })).toBe("write-note");
    expect(await addOrderNoteStep(context.db, "no-such-order", { note: "Hi", staffName: "alex" })).toBe(
      "order-not-found",
    );
    expect((await reread(order.id)).status).toBe("out_for_delivery");
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      status: "out_for_delivery",
      previousStatus: "out_for_delivery",
      actor: "staff",
      actorName: "alex",
      kind: "note",
      note: "Truck 2, driver Sam",
    });
    // The step before it is a change, not a note.
    expect((await historyOf(order.id)).at(-2)).toMatchObject({ status: "out_for_delivery", kind: "change" });
    expect(await mailsOf(order.id)).toHaveLength(mailsBefore);
    // The shopper's view keeps staff notes to the staff page.
    const view = await readOrderView(context.db, eq(orders.id, order.id));
    expect(JSON.stringify(view)).not.toContain("Truck 2");
  });

  it("marks as notes the notes written before history entries had a kind, and nothing else", async () => {
    const order = await placePaidOrder(context.db, deliveryBody([item(product.id)]));
    await addOrderNoteStep(context.db, order.id, { note: "Gate code 4411", staffName: "alex" });
    const { first, last } = staffScheduleRange();
    const closed = closedDaysBetween(first, last);
    const open = [0, 1, 2].map((days) => addDays(first, days)).find((date) => !closed.includes(date))!;
    expect(await scheduleDeliveryStep(context.db, order.id, { date: open, window: "4-6", staffName: "sam" })).toBe(
      "delivery-scheduled-email-stored",
    );
    await moveOrder(context.db, order.id, "processing", { staffName: "sam", note: "Checked the unit" });
    const before = await historyOf(order.id);
    // As the history was before migration 0018: every entry a change.
    await context.db.update(orderEvents).set({ kind: "change" }).where(eq(orderEvents.orderId, order.id));
    const migration = readFileSync("db/migrations/0018_order-notes.sql", "utf8");
    const backfill = migration.split("--> statement-breakpoint").find((part) => part.includes("UPDATE"))!;
    await context.db.execute(sql.raw(backfill));
    expect((await historyOf(order.id)).map((event) => event.kind)).toEqual(before.map((event) => event.kind));
    expect(before.filter((event) => event.kind === "note").map((event) => event.note)).toEqual(["Gate code 4411"]);
  });

  it("delivers, hands over and cancels only once confirmed, and the confirmation names what happens", async () => {
    const order = await placePaidOrder(context.db, deliveryBody([item(product.id, 2)], { customer_name: "Dana" }));
    const step = (to: string, confirmed: boolean) =>
      moveOrderStep(context.db, order.id, { to, confirmed, staffName: "sam" });
    expect(await step("out_for_delivery", false)).toBe("order-moved");
    expect(await step("delivered", false)).toBe("confirm-first");
    expect(await step("cancelled", false)).toBe("confirm-first");
    expect((await reread(order.id)).status).toBe("out_for_delivery");
    const refunds = await context.db.select().from(paymentEvents).where(eq(paymentEvents.type, "refund"));
    expect(refunds.filter((event) => event.sessionId === order.paymentSessionId)).toEqual([]);

    const current = await reread(order.id);
    const nothingPending = { leftCents: order.totalCents, pendingCents: 0 };
    expect(stepConfirmation(current, "cancelled", nothingPending)).toEqual({
      to: "cancelled",
      label: "Cancel and refund",
      question: `Cancel order ${order.orderNumber}?`,
      orderNumber: order.orderNumber,
      totalCents: order.totalCents,
      refundCents: order.totalCents,
      refundedBefore: false,
      waitingCents: 0,
      testPayment: true,
      restocks: true,
      emailTo: order.customerEmail,
    });
    expect(stepConfirmation(current, "delivered", nothingPending)).toMatchObject({
      question: `Mark order ${order.orderNumber} delivered?`,
      refundCents: null,
      restocks: false,
      emailTo: order.customerEmail,
    });
    // A step taken without confirming, one the order cannot take, or no step at all: nothing to confirm.
    expect(stepConfirmation(current, "processing", nothingPending)).toBeNull();
    expect(stepConfirmation(current, "picked_up", nothingPending)).toBeNull();
    expect(stepConfirmation(current, "<script>", nothingPending)).toBeNull();

    expect(await step("delivered", true)).toBe("order-moved-email-stored");
    expect((await reread(order.id)).status).toBe("delivered");
    expect(stepConfirmation(await reread(order.id), "cancelled", nothingPending)).toBeNull();
  });

  it("records a refund, and lists and filters the refunded order as Refunded, not Unpaid", async () => {
    const refunded = await placePaidOrder(
      context.db,
      pickupBody([item(product.id)], { customer_email: "refund@example.com" }),
    );
    const paid = await placePaidOrder(
      context.db,
      pickupBody([item(product.id)], { customer_email: "paid@example.com" }),
    );
    const waiting = await postCheckout(pickupBody([item(product.id)], { customer_email: "unpaid@example.com" }));
    expect(waiting.status).toBe(200);
    expect(await moveOrderStep(context.db, refunded.id, { to: "cancelled", confirmed: true, staffName: "sam" })).toBe(
      "order-moved-email-stored",
    );
    const after = await reread(refunded.id);
    expect(after).toMatchObject({ status: "cancelled", refundedCents: refunded.totalCents });
    expect(after.refundedAt).toBeInstanceOf(Date);
    expect(paymentState(after)).toBe("refunded");

    const find = async (payment: string) =>
      (await listAdminOrders(context.db, readOrderFilters({ payment, search: "@example.com" }))).rows
        .map((row) => row.customerEmail)
        .filter((email) => ["refund@example.com", "paid@example.com", "unpaid@example.com"].includes(email))
        .sort();
    expect(await find("refunded")).toEqual(["refund@example.com"]);
    expect(await find("paid")).toEqual(["paid@example.com"]);
    expect(await find("unpaid")).toEqual(["unpaid@example.com"]);
    // The list's filter and the label each row shows are one rule.
    const all = await listAdminOrders(context.db, readOrderFilters({}));
    for (const state of ["paid", "unpaid", "refunded"] as const) {
      const filtered = await listAdminOrders(context.db, readOrderFilters({ payment: state }));
      expect(filtered.total).toBe(all.rows.filter((row) => paymentState(row) === state).length);
    }
    expect(paid.refundedAt).toBeNull();
  });

  it("finds an order by its phone number in any format, by city and by ZIP", async () => {
    const order = await placePaidOrder(
      context.db,
      deliveryBody([item(product.id)], { customer_phone: "(614) 555-0142", customer_email: "phone@example.com" }),
    );
    const find = async (search: string) =>
      (await listAdminOrders(context.db, readOrderFilters({ search }))).rows.map((row) => row.id);
    for (const search of [
      "614-555-0142",
      "+1 614 555 0142",
      "16145550142",
      "(614)5550142",
      "555.0142",
      "Reynoldsburg",
      "43068",
    ]) {
      expect(await find(search), search).toContain(order.id);
    }
    expect(await find("614-555-0199")).not.toContain(order.id);
    // An order number's few digits are not read as a phone number.
    expect(await find(order.orderNumber)).toEqual([order.id]);
  });

  it("counts 'Orders awaiting action' as the list it links to shows them", async () => {
    const make = () => placePaidOrder(context.db, pickupBody([item(product.id)]));
    const [confirmed, preparing, ready, handedOver, cancelled] = await Promise.all([
      make(),
      make(),
      make(),
      make(),
      make(),
    ]);
    await moveOrder(context.db, preparing!.id, "processing", { staffName: "sam" });
    await moveOrder(context.db, ready!.id, "ready_for_pickup", { staffName: "sam" });
    await moveOrder(context.db, handedOver!.id, "ready_for_pickup", { staffName: "sam" });
    await moveOrder(context.db, handedOver!.id, "picked_up", { staffName: "sam" });
    await moveOrder(context.db, cancelled!.id, "cancelled", { staffName: "sam" });

    const { awaitingStaff } = await dashboardFigures(context.db);
    const href = new URL(orderListHref(AWAITING_ACTION), "http://shop.test");
    expect(href.pathname).toBe("/admin/orders");
    const list = await listAdminOrders(context.db, readOrderFilters(Object.fromEntries(href.searchParams)));
    expect(list.total).toBe(awaitingStaff);
    const ids = list.rows.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([confirmed!.id, preparing!.id]));
    for (const other of [ready, handedOver, cancelled]) expect(ids).not.toContain(other!.id);
  });
});

describeEachDatabase("staff delivery scheduling", (context) => {
  let order: Order;
  beforeEach(async () => {
    const product = await stockedProduct(context.db, 3);
    order = await placePaidOrder(context.db, deliveryBody([item(product.id)]));
  });

  // Tuesday, November 24, 2026 in Ohio: Thanksgiving is on the 26th.
  const NOW = new Date("2026-11-24T15:00:00Z");
  const schedule = (date: string, window = "2-4") =>
    scheduleDelivery(context.db, order.id, { date, window, actorName: "sam", now: NOW });

  it("refuses a past date, a closed day, a date too far ahead and a window the shop does not offer, changing nothing", async () => {
    const before = {
      events: (await context.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).length,
    };
    for (const [date, window, reason] of [
      ["2020-01-01", "2-4", "date_past"],
      ["2026-11-23", "2-4", "date_past"],
      ["2026-11-26", "2-4", "date_closed"],
      ["2026-12-25", "2-4", "date_closed"],
      ["2027-06-01", "2-4", "date_too_far"],
      ["2026-11-27", "6-8", "window_unknown"],
    ] as const) {
      await expect(schedule(date, window), date).rejects.toMatchObject({ reason });
    }
    const [after] = await context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ scheduledDate: null, scheduledWindow: null });
    const events = await context.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toHaveLength(before.events);
    const scheduledMails = await context.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.kind, "order_delivery_scheduled"));
    expect(scheduledMails).toEqual([]);
  });

  it("keeps the shopper's requested day apart from the scheduled one, and writes the year when it is another", async () => {
    const requested = { date: order.deliveryDate, window: order.deliveryWindow };
    await schedule("2027-01-04", "4-6");
    const [after] = await context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({
      deliveryDate: requested.date,
      deliveryWindow: requested.window,
      scheduledDate: "2027-01-04",
      scheduledWindow: "4-6",
    });
    const events = await context.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.at(-1)!.note).toBe("Delivery scheduled for Monday, January 4, 2027, 4PM-6PM");
    const view = await readOrderView(context.db, eq(orders.id, order.id));
    expect(view!.delivery).toMatchObject({
      requested: { date: requested.date, window: requested.window },
      scheduled: { date: "2027-01-04", window: "4-6", windowLabel: "4PM-6PM" },
    });
    const [mail] = await context.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.kind, "order_delivery_scheduled"));
    expect(mail!.text).toContain(`on ${formatDeliveryDate("2027-01-04")}, 4PM-6PM`);
    expect(mail!.text).toContain(`Scheduled: ${formatDeliveryDate("2027-01-04")}, 4PM-6PM`);
    expect(mail!.text).toContain(`Requested: ${formatDeliveryDate(requested.date!)}`);
    expect(mail!.text).not.toContain("Preferred");
  });

  it("answers the order page's date form with a notice code for each refusal", async () => {
    const { first, last } = staffScheduleRange();
    const closed = closedDaysBetween(first, last);
    const open = [0, 1, 2].map((days) => addDays(first, days)).find((date) => !closed.includes(date))!;
    const step = (date: string, window = "2-4") =>
      scheduleDeliveryStep(context.db, order.id, { date, window, staffName: "sam" });
    expect(await step(addDays(first, -1))).toBe("schedule-date-past");
    expect(await step(closed[0]!)).toBe("schedule-date-closed");
    expect(await step("2020-01-01")).toBe("schedule-date-past");
    expect(await step(addDays(last, 1))).toBe("schedule-date-too-far");
    expect(await step("soon")).toBe("choose-delivery-date");
    expect(await step(open, "midnight")).toBe("choose-delivery-window");
    expect(await step(open)).toBe("delivery-scheduled-email-stored");
  });
});
