import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as testPaymentRoute } from "@/app/api/checkout/test-payment/route";
import { POST as trackRoute } from "@/app/api/orders/track/route";
import { orderEvents, orders, type Order, type Product } from "@/db/schema";
import { changeOrderStatus, OrderStatusError } from "@/lib/orders/change-status";
import type { CheckoutAnswer } from "@/lib/checkout/start-checkout";
import { canChangeStatus, canSchedule, nextStatuses, statusTone, ORDER_STATUSES } from "@/lib/orders/order-status";
import type { TrackedOrder } from "@/lib/orders/track-order";
import { normalizeOrderNumber, newOrderNumber } from "@/lib/orders/order-number";
import { describeEachDatabase } from "../helpers/database";
import { call, deliveryBody, item, pickupBody, postCheckout, stockOf, stockedProduct } from "../helpers/checkout";

describe("order statuses", () => {
  it("colours badges green, blue, yellow, red or grey by status", () => {
    expect(statusTone("delivered")).toBe("green");
    expect(statusTone("out_for_delivery")).toBe("blue");
    expect(statusTone("processing")).toBe("yellow");
    expect(statusTone("cancelled")).toBe("red");
    expect(statusTone("pending_payment")).toBe("grey");
  });

  it("keeps pickup and delivery steps apart and ends at final statuses", () => {
    expect(canChangeStatus("processing", "out_for_delivery", "delivery")).toBe(true);
    expect(canChangeStatus("processing", "out_for_delivery", "pickup")).toBe(false);
    expect(canChangeStatus("processing", "ready_for_pickup", "delivery")).toBe(false);
    expect(nextStatuses("paid", "pickup")).toEqual(["processing", "ready_for_pickup", "cancelled"]);
    expect(nextStatuses("pending_payment", "pickup")).toEqual(["cancelled"]);
    for (const final of ["delivered", "picked_up", "cancelled", "expired", "payment_failed"] as const) {
      expect(
        ORDER_STATUSES.some((to) => canChangeStatus(final, to, "delivery") || canChangeStatus(final, to, "pickup")),
      ).toBe(false);
    }
  });

  it("lets staff give a delivery date to a paid delivery order until it is delivered", () => {
    expect(ORDER_STATUSES.filter((status) => canSchedule(status, "delivery"))).toEqual([
      "paid",
      "processing",
      "out_for_delivery",
    ]);
    expect(ORDER_STATUSES.some((status) => canSchedule(status, "pickup"))).toBe(false);
  });

  it("makes order numbers that survive how people type them", () => {
    const number = newOrderNumber();
    expect(number).toMatch(/^RA-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(normalizeOrderNumber(` ${number.toLowerCase()} `)).toBe(number);
    expect(normalizeOrderNumber("ra 7k3f-9q2m")).toBe("RA-7K3F9Q2M");
    expect(normalizeOrderNumber("RA-OOIL1234")).toBe("RA-00111234");
  });
});

describeEachDatabase("changing an order's status and tracking it", (context) => {
  let product: Product;
  beforeEach(async () => {
    product = await stockedProduct(context.db, 6);
  });

  async function paidOrder(body: unknown): Promise<Order> {
    const answer = await postCheckout<CheckoutAnswer>(body);
    await call(testPaymentRoute, "/api/checkout/test-payment", {
      session_id: answer.body.session_id,
      cardNumber: "4242424242424242",
      expiry: "12/40",
      cvc: "123",
      name: "Pat",
    });
    const [order] = await context.db.select().from(orders).where(eq(orders.paymentSessionId, answer.body.session_id));
    return order!;
  }

  function track(orderNumber: string, email: string, ip = "10.0.0.1") {
    return trackRoute(
      new Request("http://shop.test/api/orders/track", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ order_number: orderNumber, email }),
      }),
    ).then(async (response) => ({ status: response.status, body: await response.json() }));
  }

  it("walks a delivery order to delivered, recording each step for the timeline", async () => {
    const order = await paidOrder(deliveryBody([item(product.id, 2)], { customer_email: "Pat@Example.com" }));
    await changeOrderStatus(context.db, order.id, "processing", { note: "Checked and cleaned" });
    await changeOrderStatus(context.db, order.id, "out_for_delivery");
    const history = await context.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(orderEvents.id);
    expect(history.map((entry) => [entry.status, entry.previousStatus, entry.actor])).toEqual([
      ["pending_payment", null, "shopper"],
      ["paid", "pending_payment", "payment"],
      ["processing", "paid", "staff"],
      ["out_for_delivery", "processing", "staff"],
    ]);
    expect(history[2]!.note).toBe("Checked and cleaned");

    const found = await track(order.orderNumber.toLowerCase(), " pat@example.COM ");
    expect(found).toMatchObject({ status: 200, body: { success: true, found: true } });
    const tracked = found.body as TrackedOrder & { success: boolean };
    expect(tracked.tone).toBe("blue");
    expect(tracked.order.statusLabel).toBe("In Transit");
    expect(tracked.order.totals.totalCents).toBe(order.totalCents);
    expect(tracked.steps.map((step) => [step.title, step.completed])).toEqual([
      ["Order Received", true],
      ["Order Confirmed", true],
      ["Preparing for Delivery", true],
      ["In Transit", true],
      ["Delivered", false],
    ]);
    expect(tracked.steps[3]!.date).not.toBeNull();

    await changeOrderStatus(context.db, order.id, "delivered");
    const done = (await track(order.orderNumber, "pat@example.com")).body as TrackedOrder;
    expect(done.tone).toBe("green");
    expect(done.steps.every((step) => step.completed)).toBe(true);
  });

  it("refuses changes the order cannot make, and payment statuses by hand", async () => {
    const order = await paidOrder(pickupBody([item(product.id)]));
    await expect(changeOrderStatus(context.db, order.id, "out_for_delivery")).rejects.toThrow(
      'A pickup order cannot go from "Confirmed" to "In Transit"',
    );
    await expect(changeOrderStatus(context.db, order.id, "paid")).rejects.toThrow(OrderStatusError);
    await expect(changeOrderStatus(context.db, "no-such-order", "processing")).rejects.toThrow("Order not found");
    await changeOrderStatus(context.db, order.id, "ready_for_pickup");
    await changeOrderStatus(context.db, order.id, "picked_up");
    await expect(changeOrderStatus(context.db, order.id, "cancelled")).rejects.toThrow(OrderStatusError);
  });

  it("cancelling puts the units back and shows a red badge", async () => {
    const order = await paidOrder(pickupBody([item(product.id, 3)]));
    expect(await stockOf(context.db, product.id)).toBe(3);
    await changeOrderStatus(context.db, order.id, "cancelled", { note: "Customer changed their mind" });
    expect(await stockOf(context.db, product.id)).toBe(6);
    const tracked = (await track(order.orderNumber, order.customerEmail)).body as TrackedOrder;
    expect(tracked.tone).toBe("red");
    expect(tracked.steps.at(-1)).toMatchObject({ title: "Cancelled", completed: true });
  });

  it("gives the same answer for a wrong e-mail and an unknown number, and checks the form", async () => {
    const order = await paidOrder(pickupBody([item(product.id)]));
    const wrongEmail = await track(order.orderNumber, "someone@else.com", "10.0.0.2");
    const unknown = await track("RA-ZZZZZZZZ", order.customerEmail, "10.0.0.2");
    const message = "Order not found. Please check your order number and email address.";
    // Finding nothing is an answer the page shows, not a failed request.
    expect(wrongEmail).toEqual({ status: 200, body: { success: true, found: false, message } });
    expect(unknown).toEqual(wrongEmail);
    // Anything the form lets a shopper type finds nothing, however long.
    expect(await track("RA-".padEnd(300, "Z"), "x".repeat(300), "10.0.0.2")).toEqual(wrongEmail);
    // The form never sends an empty field.
    expect(await track("", "a@b.co", "10.0.0.2")).toMatchObject({
      status: 400,
      body: { success: false, error: "Please enter both order number and email address" },
    });
  });

  it("limits searches to 10 a minute per address", async () => {
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      answers.push(await track("RA-ZZZZZZZZ", "a@b.co", `10.9.9.${context.kind.length}`));
    expect(answers.slice(0, 10).every((answer) => answer.status === 200 && answer.body.found === false)).toBe(true);
    expect(answers[10]).toMatchObject({
      status: 429,
      body: { error: "Too many searches. Please wait a minute and try again." },
    });
  });
});
