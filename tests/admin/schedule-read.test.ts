// The schedule read from the database, on both kinds: a day's deliveries in route order and its
// pickups (ready, or collected that store day), the paid deliveries that need a date, and the
// orders list filtered by scheduled date.
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { orderEvents, orders, type Order, type Product } from "@/db/schema";
import { listAdminOrders, moveOrder, readOrderFilters } from "@/lib/admin/orders";
import { readNeedsDate, readScheduleDay } from "@/lib/admin/schedule-read";
import { addDays, scheduleDateRefusal, storeToday } from "@/lib/delivery/schedule";
import { addOrderNote, scheduleDelivery } from "@/lib/orders/change-status";
import { describeEachDatabase } from "../helpers/database";
import { deliveryBody, item, pickupBody, placePaidOrder, postCheckout, stockedProduct } from "../helpers/checkout";

describeEachDatabase("the schedule", (context) => {
  let product: Product;
  /** An open day ahead that nothing else in this database is scheduled on. */
  let day: string;
  const placed: Record<string, Order> = {};

  async function delivery(name: string, fields: Partial<Order>, options: Record<string, unknown> = {}) {
    const order = await placePaidOrder(
      context.db,
      deliveryBody([item(product.id)], { customer_name: name, ...options }),
    );
    const [updated] = await context.db.update(orders).set(fields).where(eq(orders.id, order.id)).returning();
    placed[name] = updated!;
  }

  async function pickup(name: string, paidAt: Date) {
    const order = await placePaidOrder(context.db, pickupBody([item(product.id)], { customer_name: name }));
    const [updated] = await context.db.update(orders).set({ paidAt }).where(eq(orders.id, order.id)).returning();
    placed[name] = updated!;
  }

  beforeAll(async () => {
    product = await stockedProduct(context.db, 20);
    day = addDays(storeToday(), 10);
    while (scheduleDateRefusal(day)) day = addDays(day, 1);
    await delivery("Far morning", { scheduledDate: day, scheduledWindow: "10-12", deliveryMiles: 30 });
    await delivery("Near midday", { deliveryMiles: 5 });
    await scheduleDelivery(context.db, placed["Near midday"]!.id, { date: day, window: "12-2", actorName: "sam" });
    await addOrderNote(context.db, placed["Near midday"]!.id, { note: "Gate code 4411", actorName: "Sam" });
    await delivery("Near morning", { scheduledDate: day, scheduledWindow: "10-12", deliveryMiles: 8 });
    await delivery("Cancelled", { scheduledDate: day, scheduledWindow: "10-12", status: "cancelled" });
    await delivery("Next day", { scheduledDate: addDays(day, 1), scheduledWindow: "10-12" });
    await delivery("Asked for the day", { deliveryDate: day, deliveryWindow: "2-4", paidAt: new Date("2026-01-02") });
    await delivery("Asked later", { deliveryDate: addDays(day, 2), paidAt: new Date("2026-01-01") });
    await delivery("Delivered unscheduled", { status: "delivered" });
    // Placed and never paid: neither on the day nor waiting for a date.
    await postCheckout(deliveryBody([item(product.id)], { customer_name: "Unpaid" }));

    // 10 AM the day before (Eastern): ready that day, still waiting.
    await pickup("Waiting", new Date(`${addDays(day, -1)}T14:00:00Z`));
    await pickup("Paid the next day", new Date(`${addDays(day, 1)}T14:00:00Z`));
    await pickup("Collected late", new Date(`${addDays(day, -3)}T14:00:00Z`));
    await pickup("Collected the day before", new Date(`${addDays(day, -3)}T15:00:00Z`));
    for (const [name, at] of [
      // 11:30 PM on the day in the store's time zone, already the next day in UTC.
      ["Collected late", `${addDays(day, 1)}T03:30:00Z`],
      ["Collected the day before", `${day}T03:30:00Z`],
    ] as const) {
      await moveOrder(context.db, placed[name]!.id, "ready_for_pickup", { staffName: "sam" });
      await moveOrder(context.db, placed[name]!.id, "picked_up", { staffName: "sam" });
      await context.db
        .update(orderEvents)
        .set({ createdAt: new Date(at) })
        .where(and(eq(orderEvents.orderId, placed[name]!.id), eq(orderEvents.status, "picked_up")));
    }
  });

  const names = (stops: { customerName: string | null }[]) => stops.map((stop) => stop.customerName);

  it("lists the day's deliveries by window, then nearest first, and its pickups", async () => {
    const schedule = await readScheduleDay(context.db, day);
    expect(names(schedule.deliveries)).toEqual(["Near morning", "Far morning", "Near midday"]);
    expect(names(schedule.pickups)).toEqual(["Collected late", "Waiting"]);
    const midday = schedule.deliveries[2]!;
    expect(midday).toMatchObject({
      orderNumber: placed["Near midday"]!.orderNumber,
      windowLabel: "12PM-2PM",
      payment: "paid",
      customerPhone: "+16145550142",
      address: "7000 E Main St, Reynoldsburg, OH 43068",
      miles: 5,
    });
    expect(midday.notes.map((note) => [note.text, note.by])).toEqual([["Gate code 4411", "Sam"]]);
    expect(midday.items).toEqual([
      { name: product.name, brand: product.brand, modelNumber: product.modelNumber, quantity: 1 },
    ]);
    expect(names((await readScheduleDay(context.db, addDays(day, 1))).deliveries)).toEqual(["Next day"]);
    expect(names((await readScheduleDay(context.db, addDays(day, 1))).pickups)).toEqual([
      "Waiting",
      "Paid the next day",
    ]);
    expect(names((await readScheduleDay(context.db, addDays(day, -1))).pickups)).toEqual([
      "Collected the day before",
      "Waiting",
    ]);
  });

  it("lists the paid deliveries without a date, the earliest requested first", async () => {
    const waiting = await readNeedsDate(context.db);
    expect(names(waiting.orders)).toEqual(["Asked for the day", "Asked later"]);
    expect(waiting.total).toBe(2);
    expect(waiting.orders[0]!.requested).toEqual({ date: day, windowLabel: "2PM-4PM" });
  });

  it("filters the orders list by scheduled date, or deliveries not scheduled", async () => {
    const list = async (query: Record<string, string | string[]>) =>
      (await listAdminOrders(context.db, readOrderFilters(query))).rows.map((order) => order.customerName).sort();
    expect(await list({ scheduled: day })).toEqual(["Cancelled", "Far morning", "Near midday", "Near morning"]);
    expect(await list({ scheduled: day, status: "cancelled" })).toEqual(["Cancelled"]);
    expect(await list({ scheduled: ["", "none"] })).toEqual([
      "Asked for the day",
      "Asked later",
      "Delivered unscheduled",
      "Unpaid",
    ]);
    expect(await list({ scheduled: "none", payment: "paid", status: "awaiting-action" })).toEqual([
      "Asked for the day",
      "Asked later",
    ]);
  });
});
