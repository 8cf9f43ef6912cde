// The schedule's rules: which orders are due on a day, the truck's order, which deliveries need a
// date, the notes that reach the run sheet, the day's CSV rows, and the orders list's
// scheduled-date filter as read from its address.
import { describe, expect, it } from "vitest";
import type { Order, OrderEvent } from "@/db/schema";
import { readOrderFilters } from "@/lib/admin/orders";
import {
  byRequestedDay,
  byRoute,
  deliveryDueOn,
  itemLine,
  needsDate,
  pickedUpAt,
  pickupDueOn,
  pickupReadyDay,
  scheduleCsvRows,
  scheduleDayParam,
  staffNotes,
  toScheduleStop,
} from "@/lib/admin/schedule";
import { parseCsv, toCsv } from "@/lib/csv";

let numbers = 0;

function order(fields: Partial<Order> = {}): Order {
  numbers += 1;
  return {
    id: `order-${numbers}`,
    orderNumber: `RA-${String(numbers).padStart(8, "0")}`,
    status: "paid",
    source: "cart",
    customerEmail: "pat@example.com",
    customerName: "Pat Shopper",
    customerPhone: "+16145550142",
    fulfillment: "delivery",
    addressLine1: "7000 E Main St",
    addressLine2: null,
    city: "Reynoldsburg",
    state: "OH",
    postalCode: "43068",
    deliveryMiles: 5,
    distanceSource: "estimated",
    deliveryDate: null,
    deliveryWindow: null,
    scheduledDate: null,
    scheduledWindow: null,
    haulAwayUnits: 0,
    stairFlights: 0,
    merchandiseCents: 50_000,
    warrantyCents: 0,
    deliveryFeeCents: 0,
    haulAwayCents: 0,
    stairCarryCents: 0,
    taxBps: 800,
    taxCents: 4_000,
    totalCents: 54_000,
    stockState: "committed",
    paymentProvider: "test",
    paymentSessionId: null,
    checkoutUrl: null,
    paymentReference: null,
    checkoutKey: null,
    checkoutRequestHash: null,
    cancelPath: "/cart",
    clientAddress: null,
    addressCheck: null,
    attribution: null,
    holdExpiresAt: new Date("2026-06-01T12:00:00Z"),
    paidAt: new Date("2026-06-01T14:00:00Z"),
    refundedCents: null,
    refundedAt: null,
    createdAt: new Date("2026-06-01T13:00:00Z"),
    updatedAt: new Date("2026-06-01T14:00:00Z"),
    ...fields,
  };
}

let eventIds = 0;

function event(fields: Partial<OrderEvent>): OrderEvent {
  eventIds += 1;
  return {
    id: eventIds,
    orderId: "order",
    status: "paid",
    previousStatus: "paid",
    actor: "staff",
    actorName: "sam",
    kind: "change",
    note: null,
    createdAt: new Date(`2026-06-01T15:${String(eventIds % 60).padStart(2, "0")}:00Z`),
    ...fields,
  };
}

describe("the day shown", () => {
  it("is the asked date when it is a real calendar date, else today", () => {
    expect(scheduleDayParam("2026-06-03", "2026-06-01")).toBe("2026-06-03");
    expect(scheduleDayParam(["2026-06-04", "2026-06-05"], "2026-06-01")).toBe("2026-06-04");
    for (const wrong of [
      undefined,
      "",
      "tomorrow",
      "2026-02-30",
      "2026-6-3",
      "<script>",
      "9999-12-31",
      "0001-01-01",
      "2026-13-01",
    ]) {
      expect(scheduleDayParam(wrong, "2026-06-01")).toBe("2026-06-01");
    }
  });
});

describe("a pickup's day", () => {
  it("is the day it is ready, two hours after payment, or the next open day after closing time", () => {
    // Eastern Daylight Time is UTC-4 in June and July.
    expect(pickupReadyDay(new Date("2026-06-02T14:00:00Z"))).toBe("2026-06-02"); // paid 10 AM
    expect(pickupReadyDay(new Date("2026-06-02T19:59:00Z"))).toBe("2026-06-02"); // paid 3:59 PM, ready 5:59 PM
    expect(pickupReadyDay(new Date("2026-06-02T20:00:00Z"))).toBe("2026-06-03"); // ready at closing time
    expect(pickupReadyDay(new Date("2026-06-03T02:30:00Z"))).toBe("2026-06-03"); // paid 10:30 PM the day before
    // Paid the evening of July 3: ready on July 5, as the store is closed on Independence Day.
    expect(pickupReadyDay(new Date("2026-07-03T21:00:00Z"))).toBe("2026-07-05");
  });

  it("waits at the counter from its ready day until collected, and shows on the day it was picked up", () => {
    const waiting = order({ fulfillment: "pickup", status: "ready_for_pickup", paidAt: new Date("2026-06-02T14:00Z") });
    expect(pickupDueOn(waiting, "2026-06-01", undefined)).toBe(false);
    expect(pickupDueOn(waiting, "2026-06-02", undefined)).toBe(true);
    expect(pickupDueOn(waiting, "2026-06-09", undefined)).toBe(true);
    const collected = { ...waiting, status: "picked_up" as const };
    const at = pickedUpAt([
      event({ status: "ready_for_pickup", previousStatus: "paid" }),
      event({ status: "picked_up", previousStatus: "ready_for_pickup", createdAt: new Date("2026-06-04T01:30:00Z") }),
      event({ status: "picked_up", previousStatus: "picked_up", note: "Receipt e-mailed again" }),
    ]);
    // 9:30 PM on June 3 in the store's time zone.
    expect(at).toEqual(new Date("2026-06-04T01:30:00Z"));
    expect(pickupDueOn(collected, "2026-06-03", at)).toBe(true);
    expect(pickupDueOn(collected, "2026-06-04", at)).toBe(false);
    expect(pickupDueOn(collected, "2026-06-03", undefined)).toBe(false);
    expect(pickupDueOn({ ...waiting, status: "cancelled" }, "2026-06-03", undefined)).toBe(false);
    expect(pickupDueOn({ ...waiting, status: "pending_payment", paidAt: null }, "2026-06-03", undefined)).toBe(false);
    expect(pickupDueOn({ ...waiting, fulfillment: "delivery" }, "2026-06-03", undefined)).toBe(false);
  });
});

describe("a delivery's day", () => {
  it("is the date staff scheduled, never the one the shopper only requested", () => {
    const scheduled = order({ scheduledDate: "2026-06-03", scheduledWindow: "2-4", deliveryDate: "2026-06-02" });
    expect(deliveryDueOn(scheduled, "2026-06-03")).toBe(true);
    expect(deliveryDueOn(scheduled, "2026-06-02")).toBe(false);
    for (const status of ["processing", "out_for_delivery", "delivered", "returned"] as const) {
      expect(deliveryDueOn({ ...scheduled, status }, "2026-06-03")).toBe(true);
    }
    for (const status of ["cancelled", "pending_payment", "expired", "payment_failed"] as const) {
      expect(deliveryDueOn({ ...scheduled, status }, "2026-06-03")).toBe(false);
    }
    expect(deliveryDueOn({ ...scheduled, fulfillment: "pickup" }, "2026-06-03")).toBe(false);
  });

  it("needs a date while it is paid, not yet delivered and not scheduled", () => {
    expect(needsDate(order({ deliveryDate: "2026-06-03" }))).toBe(true);
    expect(needsDate(order({ status: "processing" }))).toBe(true);
    expect(needsDate(order({ scheduledDate: "2026-06-03" }))).toBe(false);
    for (const status of ["pending_payment", "delivered", "cancelled"] as const) {
      expect(needsDate(order({ status }))).toBe(false);
    }
    expect(needsDate(order({ fulfillment: "pickup" }))).toBe(false);
  });
});

describe("the truck's order", () => {
  it("goes by window, then nearest first, with an unknown distance last in its window", () => {
    const stops = [
      order({ orderNumber: "RA-F", scheduledWindow: "2-4", deliveryMiles: 3 }),
      order({ orderNumber: "RA-C", scheduledWindow: "10-12", deliveryMiles: null }),
      order({ orderNumber: "RA-B", scheduledWindow: "10-12", deliveryMiles: 22 }),
      order({ orderNumber: "RA-A", scheduledWindow: "10-12", deliveryMiles: 4 }),
      order({ orderNumber: "RA-E", scheduledWindow: "12-2", deliveryMiles: 40 }),
      order({ orderNumber: "RA-D", scheduledWindow: "12-2", deliveryMiles: 40 }),
      order({ orderNumber: "RA-G", scheduledWindow: null, deliveryMiles: 1 }),
    ];
    expect(stops.sort(byRoute).map((stop) => stop.orderNumber)).toEqual([
      "RA-A",
      "RA-B",
      "RA-C",
      "RA-D",
      "RA-E",
      "RA-F",
      "RA-G",
    ]);
  });

  it("lists the deliveries needing a date by the day they asked for, then the longest paid", () => {
    const waiting = [
      order({ orderNumber: "RA-3", deliveryDate: null, paidAt: new Date("2026-05-01T12:00Z") }),
      order({ orderNumber: "RA-2", deliveryDate: "2026-06-05", paidAt: new Date("2026-06-01T12:00Z") }),
      order({ orderNumber: "RA-1", deliveryDate: "2026-06-05", paidAt: new Date("2026-05-30T12:00Z") }),
      order({ orderNumber: "RA-0", deliveryDate: "2026-06-04", paidAt: new Date("2026-06-02T12:00Z") }),
    ];
    expect(waiting.sort(byRequestedDay).map((stop) => stop.orderNumber)).toEqual(["RA-0", "RA-1", "RA-2", "RA-3"]);
  });
});

describe("the run sheet's notes", () => {
  it("are what staff wrote, not the entries a step or scheduling wrote", () => {
    const notes = staffNotes([
      event({ status: "paid", previousStatus: "pending_payment", actor: "payment", actorName: null }),
      event({ kind: "note", note: "Call 30 minutes ahead, dog in the yard", actorName: "Sam" }),
      event({ note: "Delivery scheduled for Wednesday, June 3, 2PM-4PM" }),
      event({ status: "processing", previousStatus: "paid", note: "Truck 2" }),
      event({ kind: "note", status: "processing", previousStatus: "processing", note: "Side door", actorName: null }),
    ]);
    expect(notes.map((note) => [note.text, note.by])).toEqual([
      ["Call 30 minutes ahead, dog in the yard", "Sam"],
      ["Side door", null],
    ]);
  });
});

describe("the day's CSV", () => {
  it("numbers the deliveries in route order, lists the pickups after them and never runs a cell as a formula", () => {
    const delivery = order({
      customerName: '=HYPERLINK("http://evil.example","Pat")',
      scheduledDate: "2026-06-03",
      scheduledWindow: "10-12",
      deliveryMiles: 12,
      haulAwayUnits: 1,
      stairFlights: 2,
      addressLine2: "Apt 4, back door",
    });
    const items = [
      {
        orderId: delivery.id,
        productId: "p1",
        position: 0,
        productName: "Refrigerator",
        brand: "Whirlpool",
        modelNumber: "WRF555",
        category: "refrigerators",
        image: null,
        quantity: 2,
        unitPriceCents: 25_000,
        warrantyId: "2year",
        warrantyUnitCents: 0,
        returnedQuantity: 0,
      },
    ];
    const pickup = order({ fulfillment: "pickup", addressLine1: null, city: null, state: null, postalCode: null });
    const rows = scheduleCsvRows({
      deliveries: [
        toScheduleStop(delivery, items, [
          event({ orderId: delivery.id, kind: "note", note: "+1 spare hose in the van" }),
        ]),
      ],
      pickups: [toScheduleStop(pickup, [], [])],
    });
    expect(rows[0]).toEqual([
      "Stop",
      "Type",
      "Order",
      "Window",
      "Customer",
      "Phone",
      "Email",
      "Address",
      "Miles",
      "Items",
      "Haul-away units",
      "Stair flights",
      "Notes",
      "Payment",
      "Status",
    ]);
    expect(rows[1]).toEqual([
      "1",
      "Delivery",
      delivery.orderNumber,
      "10AM-12PM",
      '=HYPERLINK("http://evil.example","Pat")',
      "(614) 555-0142",
      "pat@example.com",
      "7000 E Main St, Apt 4, back door, Reynoldsburg, OH 43068",
      "12",
      "2 × Whirlpool Refrigerator (WRF555)",
      "1",
      "2",
      "+1 spare hose in the van",
      "Paid",
      "Confirmed",
    ]);
    expect(rows[2]!.slice(0, 3)).toEqual(["", "Pickup", pickup.orderNumber]);
    const written = parseCsv(toCsv(rows));
    expect(written[1]![4]).toBe(`'=HYPERLINK("http://evil.example","Pat")`);
    expect(written[1]![12]).toBe("'+1 spare hose in the van");
  });
});

describe("the orders list's scheduled filter", () => {
  it("reads a date, or Not scheduled (which wins when both are sent), and ignores anything else", () => {
    expect(readOrderFilters({ scheduled: "2026-06-03" }).scheduled).toBe("2026-06-03");
    expect(readOrderFilters({ scheduled: ["", "none"] }).scheduled).toBe("none");
    expect(readOrderFilters({ scheduled: ["2026-06-03", "none"] }).scheduled).toBe("none");
    expect(readOrderFilters({ scheduled: ["", ""] }).scheduled).toBe("");
    expect(readOrderFilters({ scheduled: "soon" }).scheduled).toBe("");
    expect(readOrderFilters({ scheduled: "2026-02-30", from: "2026-02-30", to: "2026-13-01" })).toMatchObject({
      scheduled: "",
      from: "",
      to: "",
    });
  });
});

describe("an item on the run sheet", () => {
  it("names the brand once", () => {
    const line = { quantity: 2, brand: "Samsung", modelNumber: "NX60", name: "Samsung 6.0 cu. ft. Range" };
    expect(itemLine(line)).toBe("2 × Samsung 6.0 cu. ft. Range (NX60)");
    expect(itemLine({ ...line, name: "Gas Range" })).toBe("2 × Samsung Gas Range (NX60)");
  });
});
