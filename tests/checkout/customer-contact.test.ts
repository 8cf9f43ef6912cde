// Every order names its customer, and a delivery has a phone: what the Buy Now and cart dialogs
// send is stored with the phone as E.164, and a request without what the order needs is refused
// at its field with nothing held.
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { orders, type Product } from "@/db/schema";
import type { CheckoutAnswer } from "@/lib/checkout/start-checkout";
import { describeEachDatabase } from "../helpers/database";
import { deliveryBody, item, orderCount, pickupBody, postCheckout, stockOf, stockedProduct } from "../helpers/checkout";

describeEachDatabase("the customer's name and phone on an order", (context) => {
  let product: Product;

  beforeEach(async () => {
    product = await stockedProduct(context.db, 3);
  });

  async function placed(body: unknown) {
    const answer = await postCheckout<CheckoutAnswer>(body);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const [order] = await context.db.select().from(orders).where(eq(orders.id, answer.body.order.id));
    return { order: order!, view: answer.body.order };
  }

  async function refused(body: unknown) {
    const before = await orderCount(context.db);
    const answer = await postCheckout(body);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(await orderCount(context.db)).toBe(before);
    expect(await stockOf(context.db, product.id)).toBe(3);
    return answer.body as { error: string; field?: string };
  }

  it("keeps the name and the phone, as E.164, of a delivery placed from Buy Now", async () => {
    const { order, view } = await placed(
      deliveryBody([item(product.id)], {
        source: "buy_now",
        cancel_path: `/product/${product.id}`,
        customer_name: "  Dana Delivery ",
        customer_phone: "1 (614) 555.0142",
      }),
    );
    expect(order).toMatchObject({ customerName: "Dana Delivery", customerPhone: "+16145550142" });
    expect(view.customer).toMatchObject({ name: "Dana Delivery", phone: "+16145550142" });
  });

  it("keeps the phone of a pickup from the cart when one is given", async () => {
    const { order } = await placed(pickupBody([item(product.id)], { customer_phone: "+1 614-555-0100" }));
    expect(order).toMatchObject({ customerName: "Pat Shopper", customerPhone: "+16145550100" });
  });

  it.each([
    ["left out", undefined],
    ["blank", "   "],
  ])("places a pickup whose phone is %s, with no phone", async (_, phone) => {
    const { order } = await placed(pickupBody([item(product.id)], { customer_phone: phone }));
    expect(order).toMatchObject({ fulfillment: "pickup", customerName: "Pat Shopper", customerPhone: null });
  });

  it.each([
    ["left out", undefined],
    ["blank", " "],
  ])("refuses a delivery whose phone is %s, saying so at the phone", async (_, phone) => {
    expect(await refused(deliveryBody([item(product.id)], { customer_phone: phone }))).toMatchObject({
      error: "Phone number is required for delivery",
      field: "customer_phone",
    });
  });

  it.each([
    ["an area code starting with 1", "123-456-7890"],
    ["nine digits", "614-555-014"],
    ["another country's number", "+44 20 7123 4567"],
  ])("refuses a phone that is not a US number (%s), for pickup too", async (_, phone) => {
    const expected = { error: "Please enter a 10-digit US phone number", field: "customer_phone" };
    expect(await refused(deliveryBody([item(product.id)], { customer_phone: phone }))).toMatchObject(expected);
    expect(await refused(pickupBody([item(product.id)], { customer_phone: phone }))).toMatchObject(expected);
  });

  it.each([
    ["left out", undefined],
    ["blank", "  "],
  ])("refuses an order whose name is %s", async (_, name) => {
    expect(await refused(pickupBody([item(product.id)], { customer_name: name }))).toMatchObject({
      error: "Name is required",
      field: "customer_name",
    });
  });
});
