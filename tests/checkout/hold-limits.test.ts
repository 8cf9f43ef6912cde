// Nobody holds the stock hostage: what one client address and one e-mail may hold unpaid is
// bounded, a shopper's new checkout replaces their own earlier unpaid one, and starting
// checkouts is rate-limited per client address.
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { POST as testPaymentRoute } from "@/app/api/checkout/test-payment/route";
import { orderEvents, orders, products, type Product } from "@/db/schema";
import { HOLD_LIMITS } from "@/lib/checkout/hold-limits";
import type { CheckoutAnswer } from "@/lib/checkout/start-checkout";
import { describeEachDatabase } from "@/tests/helpers/database";
import { call, item, newClient, pickupBody, postCheckout, stockOf, stockedProduct } from "@/tests/helpers/checkout";

describeEachDatabase("what one shopper may hold while paying", (context) => {
  let washer: Product;
  let dryer: Product;
  beforeEach(async () => {
    washer = await stockedProduct(context.db, 6, (product) => product.subcategory.startsWith("Washer"));
    dryer = await stockedProduct(context.db, 6, (product) => product.subcategory.startsWith("Dryer"));
  });

  async function totalStock(): Promise<number> {
    const [row] = await context.db
      .select({ units: sql<number>`coalesce(sum(${products.stockQuantity}), 0)::int` })
      .from(products);
    return Number(row!.units);
  }

  async function orderOf(sessionId: string) {
    const [order] = await context.db.select().from(orders).where(eq(orders.paymentSessionId, sessionId));
    return order!;
  }

  it("a household's pair, and a few units of one model, go through", async () => {
    const client = newClient();
    const pair = await postCheckout<CheckoutAnswer>(
      pickupBody([item(washer.id), item(dryer.id)], { customer_email: "pair@example.com" }),
      client,
    );
    expect(pair).toMatchObject({ status: 200, body: { success: true } });
    const several = await postCheckout<CheckoutAnswer>(
      pickupBody([item(washer.id, 4)], { customer_email: "landlord@example.com" }),
      client,
    );
    expect(several).toMatchObject({ status: 200, body: { success: true } });
    expect(await stockOf(context.db, washer.id)).toBe(1);
  });

  it("a new checkout by the same shopper replaces their unpaid one and closes its payment page", async () => {
    const client = newClient();
    const first = await postCheckout<CheckoutAnswer>(
      pickupBody([item(washer.id, 2)], { customer_email: "Dana@Example.com" }),
      client,
    );
    expect(await stockOf(context.db, washer.id)).toBe(4);
    const second = await postCheckout<CheckoutAnswer>(
      pickupBody([item(washer.id), item(dryer.id)], { customer_email: "dana@example.com" }),
      client,
    );
    expect(second).toMatchObject({ status: 200, body: { success: true } });
    expect(await stockOf(context.db, washer.id)).toBe(5);
    expect(await stockOf(context.db, dryer.id)).toBe(5);
    const replaced = await orderOf(first.body.session_id);
    expect(replaced).toMatchObject({ status: "cancelled", stockState: "released" });
    const [event] = await context.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, replaced.id), eq(orderEvents.status, "cancelled")));
    expect(event!.note).toMatch(/Replaced by the same shopper's new checkout/);
    const late = await call(testPaymentRoute, "/api/checkout/test-payment", {
      session_id: first.body.session_id,
      cardNumber: "4242 4242 4242 4242",
      expiry: "12 / 40",
      cvc: "123",
      name: "Dana",
    });
    expect(late).toMatchObject({ status: 200, body: { success: false, code: "expired" } });
    expect(await stockOf(context.db, washer.id)).toBe(5);
    expect((await orderOf(second.body.session_id)).status).toBe("pending_payment");
  });

  it(`one client address holds at most ${HOLD_LIMITS.orders} unpaid orders, whatever e-mails it gives`, async () => {
    const client = newClient();
    for (const name of ["a", "b", "c"]) {
      const answer = await postCheckout(
        pickupBody([item(washer.id)], { customer_email: `${name}@example.com` }),
        client,
      );
      expect(answer).toMatchObject({ status: 200, body: { success: true } });
    }
    const before = await totalStock();
    const fourth = await postCheckout(pickupBody([item(dryer.id)], { customer_email: "d@example.com" }), client);
    expect(fourth).toMatchObject({
      status: 200,
      body: {
        success: false,
        code: "hold_limit",
        error: expect.stringMatching(
          /^You already have 3 unpaid orders holding 3 appliances: please finish or cancel one/,
        ),
      },
    });
    expect(await totalStock()).toBe(before);
  });

  it(`one e-mail holds at most ${HOLD_LIMITS.units} units, from any number of addresses`, async () => {
    const email = { customer_email: "bulk@example.com" };
    expect(await postCheckout(pickupBody([item(washer.id, 6)], email))).toMatchObject({
      status: 200,
      body: { success: true },
    });
    const more = await postCheckout(pickupBody([item(dryer.id, 5)], email));
    expect(more).toMatchObject({ status: 200, body: { success: false, code: "hold_limit" } });
    expect(await stockOf(context.db, dryer.id)).toBe(6);
    expect(await postCheckout(pickupBody([item(dryer.id, 4)], email))).toMatchObject({
      status: 200,
      body: { success: true },
    });
  });

  it("refuses one order of more units than a shopper may hold, and says to call", async () => {
    const big = await postCheckout(pickupBody([item(washer.id, 6), item(dryer.id, 6)]));
    expect(big).toMatchObject({
      status: 200,
      body: { code: "hold_limit", error: expect.stringMatching(/at most 10 appliances.*please call us at/) },
    });
    expect(await stockOf(context.db, washer.id)).toBe(6);
  });

  it("the attack that held the whole showroom now holds 10 units at most", async () => {
    const catalogue = await context.db
      .select()
      .from(products)
      .where(sql`${products.priceCents} > 0 and ${products.stockQuantity} > 0`);
    const client = newClient();
    const before = await totalStock();
    const answers = await Promise.all(
      [0, 1, 2].map((round) =>
        postCheckout(
          pickupBody(
            catalogue
              .slice(round * 25, round * 25 + 25)
              .map((product) => item(product.id, Math.min(product.stockQuantity, 99))),
            { customer_email: `hoarder${round}@example.com` },
          ),
          client,
        ),
      ),
    );
    expect(answers.every((answer) => answer.body.code === "hold_limit")).toBe(true);
    const held = [];
    for (let round = 0; round < 6; round += 1) {
      held.push(
        await postCheckout(
          pickupBody([item(catalogue[round]!.id, 1), item(catalogue[round + 10]!.id, 1)], {
            customer_email: `hoarder${round}@example.com`,
          }),
          client,
        ),
      );
    }
    expect(held.map((answer) => answer.body.success)).toEqual([true, true, true, false, false, false]);
    expect(held.slice(3).every((answer) => answer.body.code === "hold_limit")).toBe(true);
    expect(before - (await totalStock())).toBe(6);
  });

  it("checkouts racing from one address never get past the limit", async () => {
    const client = newClient();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        postCheckout(pickupBody([item(washer.id)], { customer_email: `racer${index}@example.com` }), client),
      ),
    );
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(HOLD_LIMITS.orders);
    expect(answers.filter((answer) => answer.body.code === "hold_limit")).toHaveLength(8 - HOLD_LIMITS.orders);
    expect(await stockOf(context.db, washer.id)).toBe(6 - HOLD_LIMITS.orders);
  });

  it("a client address may start 10 checkouts in 10 minutes, then is told when to come back", async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // Each replaces the one before (same shopper), so the hold limits never stop them.
      const answer = await postCheckout(
        pickupBody([item(washer.id)], { customer_email: "indecisive@example.com" }),
        client,
      );
      expect(answer).toMatchObject({ status: 200, body: { success: true } });
    }
    const response = await postCheckout(
      pickupBody([item(washer.id)], { customer_email: "indecisive@example.com" }),
      client,
    );
    expect(response).toMatchObject({
      status: 429,
      body: { success: false, error: expect.stringMatching(/started several checkouts in a short time/) },
    });
    expect(await stockOf(context.db, washer.id)).toBe(5);
    const other = await postCheckout(pickupBody([item(washer.id)], { customer_email: "neighbour@example.com" }));
    expect(other).toMatchObject({ status: 200, body: { success: true } });
  });
});
