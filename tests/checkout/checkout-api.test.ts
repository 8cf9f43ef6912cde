import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as quoteRoute } from "@/app/api/checkout/quote/route";
import { orderEvents, orderItems, orders, products, type Product } from "@/db/schema";
import type { CheckoutAnswer } from "@/lib/checkout/start-checkout";
import type { QuoteAnswer } from "@/lib/checkout/quote";
import { priceOrder } from "@/lib/pricing";
import { unitPriceCents } from "@/lib/product-price";
import { describeEachDatabase } from "@/tests/helpers/database";
import {
  call,
  deliveryBody,
  item,
  newClient,
  orderCount,
  pickupBody,
  SHOPPER_EMAIL,
  postCheckout,
  stockOf,
  stockedProduct,
} from "@/tests/helpers/checkout";

describeEachDatabase("POST /api/checkout", (context) => {
  let washer: Product;
  let other: Product;

  beforeEach(async () => {
    washer = await stockedProduct(context.db, 5, (product) => product.priceCents <= 150000);
    other = await stockedProduct(
      context.db,
      4,
      (product) => product.id !== washer.id && unitPriceCents(product) > 150000,
    );
  });

  it("holds the stock and writes a pending order priced by the server, for pickup", async () => {
    const { status, body } = await postCheckout<CheckoutAnswer>(
      pickupBody([item(washer.id, 2, "3year"), item(other.id, 1, "none")]),
    );
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.checkout_url).toBe(`/test-payment/${body.session_id}`);
    expect(await stockOf(context.db, washer.id)).toBe(3);
    expect(await stockOf(context.db, other.id)).toBe(3);

    const expected = priceOrder(
      [
        {
          productId: washer.id,
          name: washer.name,
          unitPriceCents: unitPriceCents(washer),
          quantity: 2,
          warrantyId: "3year",
        },
        {
          productId: other.id,
          name: other.name,
          unitPriceCents: unitPriceCents(other),
          quantity: 1,
          warrantyId: "none",
        },
      ],
      { type: "pickup" },
    );
    const [order] = await context.db.select().from(orders).where(eq(orders.paymentSessionId, body.session_id));
    expect(order).toMatchObject({
      status: "pending_payment",
      stockState: "held",
      fulfillment: "pickup",
      customerEmail: expect.stringMatching(SHOPPER_EMAIL),
      merchandiseCents: expected.merchandiseCents,
      warrantyCents: expected.warrantyCents,
      taxCents: expected.taxCents,
      totalCents: expected.totalCents,
      cancelPath: "/cart",
    });
    expect(body.order.totals.totalCents).toBe(expected.totalCents);
    expect(body.order.orderNumber).toMatch(/^RA-[0-9A-Z]{8}$/);
    const items = await context.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items).toHaveLength(2);
    const history = await context.db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(history.map((event) => event.status)).toEqual(["pending_payment"]);
  });

  it("prices delivery from the server's own distance, with haul-away and stairs", async () => {
    const { status, body } = await postCheckout<CheckoutAnswer>(
      deliveryBody(
        [item(washer.id, 1)],
        {
          delivery: {
            date: (await import("@/lib/delivery/schedule")).deliveryDates()[1],
            window: "2-4",
            haul_away_units: 1,
            stair_flights: 2,
          },
        },
        { line1: "1 Main St", city: "Columbus", state: "oh", postal_code: "43201" },
      ),
    );
    expect(status).toBe(200);
    const order = body.order;
    expect(order.fulfillment).toBe("delivery");
    expect(order.delivery).toMatchObject({
      city: "Columbus",
      state: "OH",
      postalCode: "43201",
      requested: { window: "2-4", windowLabel: "2PM-4PM" },
      scheduled: null,
      haulAwayUnits: 1,
      stairFlights: 2,
      distanceSource: "estimated",
    });
    expect(order.delivery!.miles).toBeGreaterThan(10);
    expect(order.totals.deliveryFeeCents).toBe(4500);
    expect(order.totals.haulAwayCents).toBe(5000);
    expect(order.totals.stairCarryCents).toBe(10000);
    const expected = priceOrder(
      [
        {
          productId: washer.id,
          name: washer.name,
          unitPriceCents: unitPriceCents(washer),
          quantity: 1,
          warrantyId: "2year",
        },
      ],
      { type: "delivery", feeCents: 4500, haulAwayUnits: 1, stairFlights: 2 },
    );
    expect(order.totals.totalCents).toBe(expected.totalCents);
  });

  it("delivers free nearby and refuses beyond 60 miles without holding anything", async () => {
    const near = await postCheckout<CheckoutAnswer>(deliveryBody([item(washer.id)]));
    expect(near.status).toBe(200);
    expect(near.body.order.totals.deliveryFeeCents).toBe(0);
    const stock = await stockOf(context.db, washer.id);
    const before = await orderCount(context.db);
    const far = await postCheckout(
      deliveryBody(
        [item(washer.id)],
        {},
        { line1: "1 Public Sq", city: "Cleveland", state: "OH", postal_code: "44114" },
      ),
    );
    // An answer the form shows, not a failed request.
    expect(far).toMatchObject({ status: 200, body: { success: false, code: "outside_delivery_area" } });
    expect(far.body.error).toMatch(/^We don't deliver beyond 60 miles\. Your location is \d+ miles away\.$/);
    expect(await stockOf(context.db, washer.id)).toBe(stock);
    expect(await orderCount(context.db)).toBe(before);
  });

  it("takes a delivery whose city and ZIP disagree at the ZIP's fee and marks it for staff to confirm", async () => {
    const fitting = await postCheckout<CheckoutAnswer>(deliveryBody([item(washer.id)]));
    const [clean] = await context.db.select().from(orders).where(eq(orders.paymentSessionId, fitting.body.session_id));
    expect(clean!.addressCheck).toBeNull();
    const mixed = await postCheckout<CheckoutAnswer>(
      deliveryBody(
        [item(washer.id)],
        {},
        { line1: "1 Public Sq", city: "Cleveland", state: "OH", postal_code: "43068" },
      ),
    );
    expect(mixed.status).toBe(200);
    expect(mixed.body.order.totals.deliveryFeeCents).toBe(0);
    const [flagged] = await context.db.select().from(orders).where(eq(orders.paymentSessionId, mixed.body.session_id));
    expect(flagged!.addressCheck).toBe(
      "ZIP 43068 is Reynoldsburg, not Cleveland: the fee was priced from the ZIP; confirm the address with the customer.",
    );
  });

  it("refuses P.O. boxes and addresses outside Ohio", async () => {
    const box = await postCheckout(
      deliveryBody(
        [item(washer.id)],
        {},
        { line1: "PO Box 12", city: "Reynoldsburg", state: "OH", postal_code: "43068" },
      ),
    );
    expect(box).toMatchObject({ status: 400, body: { error: "We can't deliver to P.O. boxes" } });
    const boxZip = await postCheckout(
      deliveryBody([item(washer.id)], {}, { line1: "1 Main St", city: "Columbus", state: "OH", postal_code: "43216" }),
    );
    expect(boxZip).toMatchObject({ status: 200, body: { success: false, code: "po_box" } });
    expect(boxZip.body.error).toMatch(/P\.O\. boxes/);
    const indiana = await postCheckout(
      deliveryBody([item(washer.id)], {}, { line1: "1 Main St", city: "Richmond", state: "IN", postal_code: "47374" }),
    );
    expect(indiana).toMatchObject({ status: 400, body: { error: "We deliver within Ohio only" } });
  });

  it("says which product is gone when the stock is short, and holds nothing", async () => {
    await context.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, other.id));
    const before = await orderCount(context.db);
    const { status, body } = await postCheckout(pickupBody([item(washer.id, 2), item(other.id, 2)]));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: "out_of_stock" });
    expect(body.error).toBe(`Sorry, only 1 of ${other.name} is still in stock (you asked for 2)`);
    expect(await stockOf(context.db, washer.id)).toBe(5);
    expect(await stockOf(context.db, other.id)).toBe(1);
    expect(await orderCount(context.db)).toBe(before);
    await context.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, other.id));
    expect((await postCheckout(pickupBody([item(other.id)]))).body.error).toBe(
      `Sorry, ${other.name} is no longer in stock`,
    );
  });

  it("refuses call-for-price products", async () => {
    const [free] = await context.db.select().from(products).where(eq(products.priceCents, 0)).limit(1);
    const { status, body } = await postCheckout(pickupBody([item(free!.id)]));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: "call_for_price" });
    expect(body.error).toMatch(/priced on request/);
  });

  it("refuses, as an answer, a product no longer in the catalogue and a date no longer offered or closed", async () => {
    const gone = await postCheckout(pickupBody([item(washer.id), item("no-such-product")]));
    expect(gone).toMatchObject({
      status: 200,
      body: { success: false, code: "unknown_product", error: 'Unknown product "no-such-product"' },
    });
    const past = await postCheckout(
      deliveryBody([item(washer.id)], {
        delivery: { date: "2020-01-02", window: "10-12", haul_away_units: 0, stair_flights: 0 },
      }),
    );
    expect(past).toMatchObject({
      status: 200,
      body: {
        success: false,
        code: "bad_date",
        error: "Please choose a delivery date from tomorrow to two weeks ahead",
      },
    });
    const closed = await postCheckout(
      deliveryBody([item(washer.id)], {
        delivery: { date: "2020-01-01", window: "10-12", haul_away_units: 0, stair_flights: 0 },
      }),
    );
    expect(closed).toMatchObject({
      status: 200,
      body: {
        success: false,
        code: "bad_date",
        error: "We are closed on Wednesday, January 1, 2020: please choose another delivery date",
      },
    });
    expect(await stockOf(context.db, washer.id)).toBe(5);
  });

  describe("tampered requests get 400 with a clear message and change nothing", () => {
    const cases: [string, () => unknown, RegExp][] = [
      ["a negative quantity", () => pickupBody([item("x", -1)]), /^Quantity must be a whole number from 1 to 99$/],
      ["a fractional quantity", () => pickupBody([item("x", 1.5)]), /^Quantity must be a whole number/],
      ["a quantity as text", () => pickupBody([{ ...item("x"), quantity: "2" }]), /^Quantity must be a whole number/],
      [
        "a price on an item",
        () => pickupBody([{ ...item("x"), price: 1 }]),
        /^Unexpected field "price": the store works out every price and total itself$/,
      ],
      [
        "a total on the order",
        () => ({ ...pickupBody([item("x")]), total_amount: 1, delivery_fee: 0 }),
        /^Unexpected fields "total_amount", "delivery_fee"/,
      ],
      [
        "an unknown warranty",
        () => pickupBody([item("x", 1, "10year")]),
        /^Warranty must be one of none, 2year, 3year, 4year, 5year$/,
      ],
      ["an empty cart", () => pickupBody([]), /^Your cart is empty$/],
      [
        "a list that is not a list",
        () => ({ ...pickupBody([]), cart_items: "all" }),
        /^cart_items must be a list of items$/,
      ],
      [
        "a bad e-mail",
        () => pickupBody([item("x")], { customer_email: "nope" }),
        /^Please enter a valid email address$/,
      ],
      [
        "an unknown order type",
        () => pickupBody([item("x")], { order_type: "drone" }),
        /^order_type must be "pickup" or "delivery"$/,
      ],
      [
        "a delivery without an address",
        () => ({ ...deliveryBody([item("x")]), delivery_address: undefined }),
        /^Please fill in all address fields$/,
      ],
      [
        "an open redirect",
        () => pickupBody([item("x")], { cancel_path: "https://evil.example" }),
        /^cancel_path must be/,
      ],
      ["a body that is not an object", () => [1, 2], /^The request must be a JSON object$/],
      [
        "too many stairs",
        () =>
          deliveryBody([item("x")], {
            delivery: { date: "2030-01-01", window: "10-12", haul_away_units: 0, stair_flights: 9 },
          }),
        /^Stair carry must be 0 to 5 flights$/,
      ],
      [
        "more haul-aways than units",
        () =>
          deliveryBody([item("x")], {
            delivery: { date: "2030-01-01", window: "10-12", haul_away_units: 2, stair_flights: 0 },
          }),
        /^Haul-away is for up to 1 old appliance/,
      ],
      ["the same product twice", () => pickupBody([item("x"), item("x")]), /^Each product may appear only once$/],
    ];
    it.each(cases)("%s", async (_label, body, message) => {
      const before = await orderCount(context.db);
      const stock = await stockOf(context.db, washer.id);
      const answer = await postCheckout(body());
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.error).toMatch(message);
      expect(await orderCount(context.db)).toBe(before);
      expect(await stockOf(context.db, washer.id)).toBe(stock);
    });

    it("a 1 MB body", async () => {
      const huge = JSON.stringify({ ...pickupBody([item(washer.id)]), padding: "x".repeat(1024 * 1024) });
      const answer = await postCheckout(huge);
      expect(answer).toMatchObject({ status: 413, body: { error: "The request is too large (at most 32 KB)" } });
      expect(await stockOf(context.db, washer.id)).toBe(5);
    });

    it("a body that is not JSON", async () => {
      expect(await postCheckout("{not json")).toMatchObject({
        status: 400,
        body: { error: "The request body must be JSON" },
      });
    });

    it("a malformed idempotency key", async () => {
      const answer = await postCheckout(pickupBody([item(washer.id)]), { "idempotency-key": "x" });
      expect(answer.status).toBe(400);
    });
  });

  describe("binds an Idempotency-Key to the request that first used it", () => {
    it("answers the same request from the same client again with the same order", async () => {
      const body = pickupBody([item(washer.id)]);
      const headers = { ...newClient(), "idempotency-key": "retry-test-key-1" };
      const before = await orderCount(context.db);
      const [first, second] = await Promise.all([
        postCheckout<CheckoutAnswer>(body, headers),
        postCheckout<CheckoutAnswer>(body, headers),
      ]);
      // The same request, its fields in another order: the key still fits it.
      const reordered = Object.fromEntries(Object.entries(body).reverse());
      const third = await postCheckout<CheckoutAnswer>(reordered, headers);
      const ok = [first, second, third].filter((answer) => answer.body.success);
      expect(ok.length).toBeGreaterThanOrEqual(2);
      expect(new Set(ok.map((answer) => answer.body.session_id)).size).toBe(1);
      expect(await orderCount(context.db)).toBe(before + 1);
      expect(await stockOf(context.db, washer.id)).toBe(4);
    });

    /** Shopper A's delivery checkout under `key`, with everything that must not reach anyone else. */
    async function shopperA(key: string) {
      const client = newClient();
      const body = deliveryBody([item(washer.id)], {
        customer_name: "Ada Shopper",
        customer_phone: "614-555-0142",
      });
      const answer = await postCheckout<CheckoutAnswer>(body, { ...client, "idempotency-key": key });
      expect(answer.body.success).toBe(true);
      return { client, body, answer: answer.body };
    }

    it("refuses another client's different request with 422 and none of the first order's data", async () => {
      const a = await shopperA("shared-key-0001");
      const before = await orderCount(context.db);
      const answer = await postCheckout(pickupBody([item(other.id, 2)]), {
        ...newClient(),
        "idempotency-key": "shared-key-0001",
      });
      expect(answer).toMatchObject({ status: 422, body: { success: false, code: "idempotency_key_reused" } });
      const said = JSON.stringify(answer.body);
      for (const secret of [
        a.body.customer_email,
        "Ada Shopper",
        "614-555-0142",
        a.body.delivery_address.line1,
        a.answer.checkout_url,
        a.answer.session_id,
        a.answer.order.orderNumber,
        a.answer.order.id,
      ]) {
        expect(said).not.toContain(secret);
      }
      expect(await orderCount(context.db)).toBe(before);
      expect(await stockOf(context.db, other.id)).toBe(4);
    });

    it("refuses a different request from the same client with 422", async () => {
      const a = await shopperA("shared-key-0002");
      const before = await orderCount(context.db);
      const changed = { ...a.body, customer_email: "someone.else@example.com", cart_items: [item(other.id)] };
      const answer = await postCheckout(changed, { ...a.client, "idempotency-key": "shared-key-0002" });
      expect(answer).toMatchObject({ status: 422, body: { code: "idempotency_key_reused" } });
      expect(JSON.stringify(answer.body)).not.toContain(a.answer.session_id);
      expect(await orderCount(context.db)).toBe(before);
    });

    it("refuses the same request from another client with 422", async () => {
      const a = await shopperA("shared-key-0003");
      const answer = await postCheckout(a.body, { ...newClient(), "idempotency-key": "shared-key-0003" });
      expect(answer).toMatchObject({ status: 422, body: { code: "idempotency_key_reused" } });
    });

    it("refuses a key whose order was placed before keys were bound (no request hash)", async () => {
      const a = await shopperA("shared-key-0004");
      await context.db.update(orders).set({ checkoutRequestHash: null }).where(eq(orders.id, a.answer.order.id));
      const answer = await postCheckout(a.body, { ...a.client, "idempotency-key": "shared-key-0004" });
      expect(answer).toMatchObject({ status: 422, body: { code: "idempotency_key_reused" } });
    });
  });

  describe("POST /api/checkout/quote", () => {
    it("prices with the same function, reports stock problems and refreshes snapshots", async () => {
      await context.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, other.id));
      const { status, body } = await call<QuoteAnswer>(quoteRoute, "/api/checkout/quote", {
        order_type: "pickup",
        cart_items: [item(washer.id, 2), item(other.id, 3), item("gone")],
      });
      expect(status).toBe(200);
      expect(body.problems.map((problem) => [problem.product_id, problem.code])).toEqual([
        [other.id, "short_stock"],
        ["gone", "unknown_product"],
      ]);
      expect(body.products.find((product) => product.id === other.id)?.stockQuantity).toBe(1);
      const expected = priceOrder(
        [
          {
            productId: washer.id,
            name: washer.name,
            unitPriceCents: unitPriceCents(washer),
            quantity: 2,
            warrantyId: "2year",
          },
        ],
        { type: "pickup" },
      );
      expect(body.breakdown).toEqual(expected);
      expect(await stockOf(context.db, washer.id)).toBe(5);
    });

    it("quotes delivery for an address and refuses far ones", async () => {
      const near = await call<QuoteAnswer>(quoteRoute, "/api/checkout/quote", {
        order_type: "delivery",
        cart_items: [item(washer.id)],
        delivery_address: { line1: "1 Main St", city: "Reynoldsburg", postal_code: "43068" },
        haul_away_units: 1,
      });
      expect(near.body.delivery).toMatchObject({ kind: "free", feeCents: 0, source: "estimated" });
      expect(near.body.breakdown?.haulAwayCents).toBe(5000);
      const far = await call<QuoteAnswer>(quoteRoute, "/api/checkout/quote", {
        order_type: "delivery",
        cart_items: [item(washer.id)],
        delivery_address: { line1: "1 Main St", city: "Cincinnati", state: "OH", postal_code: "45202" },
      });
      expect(far.body.delivery).toMatchObject({ kind: "refused" });
      expect(far.body.breakdown).toBeNull();
    });

    it("refuses a price field like the checkout does", async () => {
      const answer = await call(quoteRoute, "/api/checkout/quote", {
        order_type: "pickup",
        cart_items: [{ ...item(washer.id), price: 1 }],
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/^Unexpected field "price"/);
    });
  });
});
