import { and, count, desc, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { GET as cancelRoute } from "@/app/api/checkout/cancel/route";
import { POST as verifyRoute } from "@/app/api/checkout/verify/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import {
  emailMessages,
  orderEvents,
  orderRefunds,
  orders,
  paymentEvents,
  products,
  type Order,
  type Product,
} from "@/db/schema";
import { finishPendingRefunds } from "@/lib/admin/pending-refunds";
import { EMPTY_REFUND_FORM, refundOrder } from "@/lib/admin/refunds";
import { RefundPending } from "@/lib/orders/refunds";
import { formatCents } from "@/lib/money";
import type { CheckoutAnswer } from "@/lib/checkout/start-checkout";
import { expireLapsedHolds } from "@/lib/checkout/expire-holds";
import type { VerifyAnswer } from "@/lib/checkout/verify-payment";
import { moveOrder } from "@/lib/admin/orders";
import { describeEachDatabase } from "../helpers/database";
import { call, emailCount, item, pickupBody, postCheckout, stockOf, stockedProduct } from "../helpers/checkout";
import { startFakeStripe, type FakeSession, type FakeStripe } from "../helpers/fake-stripe";

const SECRET = "whsec_test_secret";
let fake: FakeStripe;
const saved = { ...process.env };
const signer = new Stripe("sk_test_fake");
let eventCounter = 0;

beforeAll(async () => {
  fake = await startFakeStripe();
  process.env.STRIPE_SECRET_KEY = "sk_test_fake";
  process.env.STRIPE_API_BASE = fake.url;
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
});

afterEach(() => vi.restoreAllMocks());

afterAll(async () => {
  process.env = saved;
  await fake.close();
});

function event(type: string, session: FakeSession, id = `evt_${++eventCounter}`) {
  return JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
}

async function deliver(
  payload: string,
  signature = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
) {
  const response = await webhookRoute(
    new Request("http://shop.test/api/webhooks/stripe", {
      method: "POST",
      headers: { "stripe-signature": signature },
      body: payload,
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describeEachDatabase("Stripe Checkout", (context) => {
  let product: Product;

  async function orderOf(sessionId: string): Promise<Order> {
    const [order] = await context.db.select().from(orders).where(eq(orders.paymentSessionId, sessionId));
    return order!;
  }

  async function checkout(quantity = 1) {
    const answer = await postCheckout<CheckoutAnswer>(
      pickupBody([item(product.id, quantity)], { cancel_path: `/product/${product.id}` }),
    );
    expect(answer.status).toBe(200);
    return answer.body;
  }

  beforeEach(async () => {
    product = await stockedProduct(context.db, 5);
  });

  it("creates a session with a line per product, warranty and tax, the order id and an idempotency key", async () => {
    const answer = await checkout(2);
    const session = fake.sessions.get(answer.session_id)!;
    expect(answer.checkout_url).toBe(session.url);
    const order = await orderOf(answer.session_id);
    expect(session.amount_total).toBe(order.totalCents);
    expect(
      session.line_items.map((line) => (line.price_data as { product_data: { name: string } }).product_data.name),
    ).toEqual([product.name, `2-Year Protection: ${product.name}`, "Ohio sales tax (8%)"]);
    expect(session.metadata).toEqual({ order_id: order.id, order_number: order.orderNumber });
    expect(session.client_reference_id).toBe(order.id);
    expect(session.customer_email).toBe(order.customerEmail);
    expect(session.phone_number_collection).toEqual({ enabled: "true" });
    expect(session.success_url).toBe("http://localhost:3000/checkout-success?session_id={CHECKOUT_SESSION_ID}");
    expect(session.cancel_url).toBe(`http://localhost:3000/api/checkout/cancel?order=${order.id}`);
    const minutes = (session.expires_at * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(30);
    expect(minutes).toBeLessThan(32);
    const create = fake.requests.filter((request) => request.path === "/v1/checkout/sessions").at(-1)!;
    expect(create.idempotencyKey).toBe(`checkout-session-${order.id}`);
  });

  it("ignores a webhook with a bad signature (400) and changes nothing", async () => {
    const answer = await checkout();
    const session = fake.complete(answer.session_id);
    const payload = event("checkout.session.completed", session);
    const forged = new Stripe("sk_test_fake").webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" });
    expect((await deliver(payload, forged)).status).toBe(400);
    expect((await deliver(payload, "t=1,v1=deadbeef")).status).toBe(400);
    const order = await orderOf(answer.session_id);
    expect(order.status).toBe("pending_payment");
    const seen = await context.db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, answer.session_id));
    expect(seen).toHaveLength(0);
    expect(await emailCount(context.db, "order_confirmation", order.id)).toBe(0);
  });

  it("marks a paid order once when its event arrives 5 times in parallel", async () => {
    const answer = await checkout(2);
    expect(await stockOf(context.db, product.id)).toBe(3);
    const session = fake.complete(answer.session_id);
    const payload = event("checkout.session.completed", session);
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200]);
    const order = await orderOf(answer.session_id);
    expect(order).toMatchObject({ status: "paid", stockState: "committed", paymentReference: session.payment_intent });
    expect(await stockOf(context.db, product.id)).toBe(3);
    expect(await emailCount(context.db, "order_confirmation", order.id)).toBe(1);
    expect(await emailCount(context.db, "store_paid", order.id)).toBe(1);
    const history = await context.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(history.map((entry) => entry.status)).toEqual(["pending_payment", "paid"]);
    expect((await deliver(payload)).body.result).toBe("duplicate");
  });

  it("ignores an expired event after the payment", async () => {
    const answer = await checkout();
    const session = fake.complete(answer.session_id);
    await deliver(event("checkout.session.completed", session));
    const expired = { ...session, status: "expired" as const };
    expect((await deliver(event("checkout.session.expired", expired))).status).toBe(200);
    const order = await orderOf(answer.session_id);
    expect(order).toMatchObject({ status: "paid", stockState: "committed" });
    expect(await stockOf(context.db, product.id)).toBe(4);
  });

  it("releases the stock when the session expires, once", async () => {
    const answer = await checkout(2);
    const session = { ...fake.sessions.get(answer.session_id)!, status: "expired" as const };
    await Promise.all([
      deliver(event("checkout.session.expired", session)),
      deliver(event("checkout.session.expired", session)),
    ]);
    expect(await stockOf(context.db, product.id)).toBe(5);
    expect(await orderOf(answer.session_id)).toMatchObject({ status: "expired", stockState: "released" });
  });

  it("waits for a delayed payment, then sells on success or releases on failure", async () => {
    const first = await checkout();
    const pending = fake.complete(first.session_id, "unpaid");
    await deliver(event("checkout.session.completed", pending));
    const waiting = await orderOf(first.session_id);
    expect(waiting.status).toBe("pending_payment");
    expect(waiting.holdExpiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    await deliver(event("checkout.session.async_payment_succeeded", { ...pending, payment_status: "paid" }));
    expect(await orderOf(first.session_id)).toMatchObject({ status: "paid", stockState: "committed" });

    const second = await checkout();
    const failing = fake.complete(second.session_id, "unpaid");
    await deliver(event("checkout.session.completed", failing));
    await deliver(event("checkout.session.async_payment_failed", failing));
    expect(await orderOf(second.session_id)).toMatchObject({ status: "payment_failed", stockState: "released" });
    expect(await stockOf(context.db, product.id)).toBe(4);
  });

  it("ends paid whatever order the completed and expired events arrive in", async () => {
    const answer = await checkout();
    const session = fake.complete(answer.session_id);
    const completed = event("checkout.session.completed", session);
    const expired = event("checkout.session.expired", { ...session, status: "expired" });
    await Promise.all([deliver(expired), deliver(completed), deliver(completed)]);
    const order = await orderOf(answer.session_id);
    // Whichever came first, the units end up sold exactly once and the shopper is told once.
    expect(order.status).toBe("paid");
    expect(order.stockState).toBe("committed");
    expect(await stockOf(context.db, product.id)).toBe(4);
    expect(await emailCount(context.db, "order_confirmation", order.id)).toBe(1);
  });

  it("cancels a late payment whose units were sold meanwhile and asks staff to refund", async () => {
    const answer = await checkout(5);
    const session = fake.sessions.get(answer.session_id)!;
    await deliver(event("checkout.session.expired", { ...session, status: "expired" }));
    expect(await stockOf(context.db, product.id)).toBe(5);
    await context.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, product.id));
    await deliver(event("checkout.session.completed", fake.complete(answer.session_id)));
    const order = await orderOf(answer.session_id);
    expect(order.status).toBe("cancelled");
    expect(await stockOf(context.db, product.id)).toBe(1);
    expect(await emailCount(context.db, "store_refund_due", order.id)).toBe(1);
    expect(await emailCount(context.db, "order_confirmation", order.id)).toBe(0);
  });

  it("verify asks Stripe while the order is pending and answers from the order", async () => {
    const answer = await checkout();
    const before = await call<VerifyAnswer>(verifyRoute, "/api/checkout/verify", { session_id: answer.session_id });
    expect(before.body).toMatchObject({ success: true, payment_verified: false });
    fake.complete(answer.session_id);
    const after = await call<VerifyAnswer>(verifyRoute, "/api/checkout/verify", { session_id: answer.session_id });
    expect(after.status).toBe(200);
    expect(after.body.payment_verified).toBe(true);
    const order = await orderOf(answer.session_id);
    expect(after.body.order_details).toMatchObject({
      product_name: product.name,
      quantity: 1,
      amount_cents: order.totalCents,
      order_number: order.orderNumber,
      email_status: "stored",
    });
    expect(await emailCount(context.db, "order_confirmation", order.id)).toBe(1);
    const unknown = await call(verifyRoute, "/api/checkout/verify", { session_id: "cs_nope" });
    expect(unknown).toMatchObject({ status: 404, body: { success: false, payment_verified: false } });
  });

  it("records the name and phone typed on Stripe's page when the order had none, and tells the store", async () => {
    const answer = await checkout();
    // An order without a name: placed from a page opened before the dialogs asked for one.
    await context.db.update(orders).set({ customerName: null }).where(eq(orders.paymentSessionId, answer.session_id));
    const session = fake.complete(answer.session_id, "paid", { name: "Robin Payer", phone: "+16145550199" });
    expect((await deliver(event("checkout.session.completed", session))).status).toBe(200);
    const order = await orderOf(answer.session_id);
    expect(order).toMatchObject({ status: "paid", customerName: "Robin Payer", customerPhone: "+16145550199" });
    const [notice] = await context.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.orderId, order.id), eq(emailMessages.kind, "store_paid")));
    expect(notice!.text).toContain("Robin Payer");
    expect(notice!.text).toContain("(614) 555-0199");
    expect(notice!.html).toContain('href="tel:+16145550199"');
  });

  it("keeps the name and phone the shopper gave us over Stripe's", async () => {
    const answer = await postCheckout<CheckoutAnswer>(
      pickupBody([item(product.id)], { customer_name: "Pat Shopper", customer_phone: "614 555 0142" }),
    );
    const session = fake.complete(answer.body.session_id, "paid", { name: "Card Holder", phone: "+16145550100" });
    await deliver(event("checkout.session.completed", session));
    expect(await orderOf(answer.body.session_id)).toMatchObject({
      status: "paid",
      customerName: "Pat Shopper",
      customerPhone: "+16145550142",
    });
  });

  it("records Stripe's phone when verify finds the payment before the webhook", async () => {
    const answer = await checkout();
    fake.complete(answer.session_id, "paid", { name: "Card Holder", phone: "+16145550177" });
    const verified = await call<VerifyAnswer>(verifyRoute, "/api/checkout/verify", { session_id: answer.session_id });
    expect(verified.body.payment_verified).toBe(true);
    expect(verified.body.order_details.order.customer).toMatchObject({ name: "Pat Shopper", phone: "+16145550177" });
  });

  it("stores no name or phone from a session whose fields are not printable text", async () => {
    const answer = await checkout();
    await context.db.update(orders).set({ customerName: null }).where(eq(orders.paymentSessionId, answer.session_id));
    const session = fake.complete(answer.session_id, "paid", { name: "Robin\u0000", phone: "x".repeat(300) });
    expect((await deliver(event("checkout.session.completed", session))).status).toBe(200);
    expect(await orderOf(answer.session_id)).toMatchObject({ status: "paid", customerName: null, customerPhone: null });
  });

  it("releases everything when Stripe cannot open the payment page", async () => {
    fake.failCreates = 3;
    const answer = await postCheckout(pickupBody([item(product.id, 2)]));
    expect(answer).toMatchObject({ status: 502, body: { success: false, error: "Failed to create checkout session" } });
    expect(await stockOf(context.db, product.id)).toBe(5);
    const failed = await context.db.select().from(orders).where(eq(orders.status, "payment_failed"));
    expect(failed.some((row) => row.stockState === "released" && row.paymentSessionId === null)).toBe(true);
    fake.failCreates = 0;
  });

  it("cancel on the payment page closes the session, releases the units and returns to the product", async () => {
    const answer = await checkout(3);
    const order = await orderOf(answer.session_id);
    const response = await cancelRoute(
      new (await import("next/server")).NextRequest(`http://shop.test/api/checkout/cancel?order=${order.id}`),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/product/${product.id}?checkout=cancelled`);
    expect(fake.sessions.get(answer.session_id)!.status).toBe("expired");
    expect(await orderOf(answer.session_id)).toMatchObject({ status: "expired", stockState: "released" });
    expect(await stockOf(context.db, product.id)).toBe(5);
  });

  it("the sweep closes lapsed sessions at Stripe and releases their units", async () => {
    // A product no other test here holds units of, since the sweep closes every lapsed hold.
    product = await stockedProduct(context.db, 5, (candidate) => candidate.id !== product.id);
    const answer = await checkout(2);
    const order = await orderOf(answer.session_id);
    await expireLapsedHolds(context.db, new Date(order.holdExpiresAt.getTime() - 60_000));
    expect(await orderOf(answer.session_id)).toMatchObject({ status: "pending_payment" });
    await expireLapsedHolds(context.db, new Date(order.holdExpiresAt.getTime() + 3 * 60_000));
    expect(fake.sessions.get(answer.session_id)!.status).toBe("expired");
    expect(await orderOf(answer.session_id)).toMatchObject({ status: "expired", stockState: "released" });
    expect(await stockOf(context.db, product.id)).toBe(5);
  });

  it("staff cancelling a paid order refunds it through Stripe once and puts the units back", async () => {
    const answer = await checkout(2);
    await deliver(event("checkout.session.completed", fake.complete(answer.session_id)));
    const paid = await orderOf(answer.session_id);
    expect(paid.status).toBe("paid");
    expect(await stockOf(context.db, product.id)).toBe(3);
    const { order: cancelled } = await moveOrder(context.db, paid.id, "cancelled", { staffName: "sam" });
    expect(cancelled.status).toBe("cancelled");
    const refunds = [...fake.refunds.values()].filter((refund) => refund.payment_intent === paid.paymentReference);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(paid.totalCents);
    const refundCalls = fake.requests.filter((request) => request.path === "/v1/refunds");
    const [refund] = await context.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, paid.id));
    expect(refund).toMatchObject({ state: "succeeded", amountCents: paid.totalCents });
    expect(refundCalls.filter((request) => request.idempotencyKey === `refund-${paid.id}-${refund!.id}`)).toHaveLength(
      1,
    );
    expect(await stockOf(context.db, product.id)).toBe(5);
    expect(await emailCount(context.db, "order_cancelled", paid.id)).toBe(1);
    const [event_] = await context.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, paid.id))
      .orderBy(desc(orderEvents.id))
      .limit(1);
    expect(event_).toMatchObject({ status: "cancelled", actor: "staff", actorName: "sam" });
    expect(event_!.note).toContain(`Refunded ${formatCents(paid.totalCents)} (re_test_`);
  });

  it("a refund after the sale asks Stripe for that part of the payment, keyed by the refund", async () => {
    const answer = await checkout(1);
    await deliver(event("checkout.session.completed", fake.complete(answer.session_id)));
    const paid = await orderOf(answer.session_id);
    await moveOrder(context.db, paid.id, "ready_for_pickup", { staffName: "sam" });
    await moveOrder(context.db, paid.id, "picked_up", { staffName: "sam" });
    const form = { ...EMPTY_REFUND_FORM, mode: "money" as const, amount: "12.34" };
    const owner = { role: "owner" as const, displayName: "Olive" };
    const { refund } = await refundOrder(context.db, paid.id, { form, expectedCents: 1234 }, { staff: owner });
    expect(refund).toMatchObject({
      state: "succeeded",
      amountCents: 1234,
      providerRefundId: expect.stringMatching(/^re_test_/),
    });
    expect(fake.refunds.get(refund.providerRefundId!)).toMatchObject({
      payment_intent: paid.paymentReference,
      amount: 1234,
    });
    const refundCalls = fake.requests.filter((request) => request.path === "/v1/refunds");
    expect(refundCalls.at(-1)!.idempotencyKey).toBe(`refund-${paid.id}-${refund.id}`);
  });

  it("a refund Stripe turns down fails; without a clear answer it stays pending and the sweep finishes it under the same key", async () => {
    const answer = await checkout(1);
    await deliver(event("checkout.session.completed", fake.complete(answer.session_id)));
    const paid = await orderOf(answer.session_id);
    await moveOrder(context.db, paid.id, "ready_for_pickup", { staffName: "sam" });
    await moveOrder(context.db, paid.id, "picked_up", { staffName: "sam" });
    const owner = { role: "owner" as const, displayName: "Olive" };
    const refund = (cents: number) =>
      refundOrder(
        context.db,
        paid.id,
        { form: { ...EMPTY_REFUND_FORM, mode: "money", amount: (cents / 100).toFixed(2) }, expectedCents: cents },
        { staff: owner },
      );
    const latest = async () =>
      (
        await context.db
          .select()
          .from(orderRefunds)
          .where(eq(orderRefunds.orderId, paid.id))
          .orderBy(desc(orderRefunds.id))
          .limit(1)
      )[0]!;
    const keyOf = (row: { id: number }) => `refund-${paid.id}-${row.id}`;
    const askedWith = (key: string) =>
      fake.requests.filter((request) => request.method === "POST" && request.idempotencyKey === key).length;
    const stripeRefunds = () =>
      [...fake.refunds.values()].filter((made) => made.payment_intent === paid.paymentReference);
    const sweepLater = () => finishPendingRefunds(context.db, { now: new Date(Date.now() + 3 * 60_000) });

    // Turned down (a declined card, a request Stripe does not take): failed, the money free again.
    for (const trouble of [
      { status: 402, type: "card_error" },
      { status: 400, type: "invalid_request_error" },
    ]) {
      fake.refundTrouble.push(trouble);
      await expect(refund(100)).rejects.toMatchObject({ name: "PaymentProviderError", outcome: "refused" });
      expect(await latest()).toMatchObject({ state: "failed" });
    }
    expect(stripeRefunds()).toEqual([]);

    // Too many requests: Stripe did nothing, but it cannot be sure from the answer. The sweep asks
    // again under the same key and Stripe makes it then.
    fake.refundTrouble.push({ status: 429, type: "rate_limit_error" });
    await expect(refund(200)).rejects.toBeInstanceOf(RefundPending);
    const limited = await latest();
    expect(limited).toMatchObject({ state: "pending", providerRefundId: null });
    expect(await sweepLater()).toEqual({ settled: 1, failed: 0, waiting: 0 });
    expect(askedWith(keyOf(limited))).toBe(2);
    expect(stripeRefunds().map((made) => made.amount)).toEqual([200]);
    expect(await latest()).toMatchObject({ state: "succeeded", providerRefundId: stripeRefunds()[0]!.id });

    // The connection dropped on every try (the SDK tries three times under the one key): pending;
    // the sweep's ask makes it.
    fake.refundTrouble.push({ drop: true }, { drop: true }, { drop: true });
    await expect(refund(300)).rejects.toBeInstanceOf(RefundPending);
    const dropped = await latest();
    expect(dropped).toMatchObject({ state: "pending" });
    expect(await sweepLater()).toMatchObject({ settled: 1 });
    expect(askedWith(keyOf(dropped))).toBe(4);
    expect(stripeRefunds().map((made) => made.amount)).toEqual([200, 300]);

    // Stripe made the refund but answered 500: the refund is found by its key on the payment.
    fake.refundTrouble.push({ status: 500, type: "api_error", made: true });
    const { refund: found } = await refund(400);
    expect(found).toMatchObject({ state: "succeeded", providerRefundId: stripeRefunds().at(-1)!.id });
    expect(stripeRefunds().at(-1)).toMatchObject({ amount: 400, metadata: { refund_key: keyOf(found) } });

    // A 500 before anything was made: Stripe answers the same 500 to the same key for a day, so
    // the refund stays pending (and, a day on, asks staff to check it); no second refund is made.
    fake.refundTrouble.push({ status: 500, type: "api_error" });
    await expect(refund(500)).rejects.toBeInstanceOf(RefundPending);
    const failing = await latest();
    expect(await sweepLater()).toEqual({ settled: 0, failed: 0, waiting: 1 });
    expect(askedWith(keyOf(failing))).toBe(2);
    expect(await latest()).toMatchObject({
      state: "pending",
      lastError: expect.stringContaining("Fake trouble (500)"),
    });
    expect(stripeRefunds()).toHaveLength(3);
    expect((await orderOf(answer.session_id)).refundedCents).toBe(900);
  });

  it("refuses correctly signed but malformed events with a 400, and ignores events of no interest", async () => {
    const answer = await checkout(1);
    const session = fake.sessions.get(answer.session_id)!;
    const signed = (payload: unknown) => JSON.stringify(payload);
    const base = { object: "event", api_version: "2025-01-01", created: 1 };
    const bad = [
      { ...base, id: "evt_bad_1", type: "checkout.session.completed", data: {} },
      { ...base, id: "evt_bad_2", type: "checkout.session.completed", data: { object: { ...session, id: 42 } } },
      { ...base, id: "evt_bad_3", type: "checkout.session.expired", data: { object: { ...session, metadata: "x" } } },
      { ...base, type: "checkout.session.completed", data: { object: session } },
      { ...base, id: "evt_bad_5", type: "checkout.session.async_payment_succeeded", data: null },
    ];
    for (const payload of bad) {
      const result = await deliver(signed(payload));
      expect(result.status).toBe(400);
      expect(String(result.body.error)).toMatch(/^Malformed event/);
    }
    const unknown = await deliver(signed({ ...base, id: "evt_other", type: "customer.created", data: { object: 7 } }));
    expect(unknown).toMatchObject({ status: 200, body: { result: "ignored" } });
    expect(await orderOf(answer.session_id)).toMatchObject({ status: "pending_payment" });
  });

  it("refuses signed events with a NUL in the id, type or session id (400), stores nothing and logs them escaped", async () => {
    const answer = await checkout(1);
    const session = fake.complete(answer.session_id);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const stored = async () => (await context.db.select({ n: count() }).from(paymentEvents))[0]!.n;
    const before = await stored();
    const payloads = [
      event("checkout.session.completed", session, "evt_nul\u0000id"),
      event("checkout.session.completed\u0000", session),
      event("unknown.\u0000type", session),
      event("checkout.session.completed", { ...session, id: `${session.id}\u0000` }),
      event("checkout.session.completed", { ...session, metadata: { order_id: "ord\u0000" } }),
      event("checkout.session.completed", { ...session, payment_intent: "pi_\r\n" }),
    ];
    for (const payload of payloads) {
      const result = await deliver(payload);
      expect(result.status).toBe(400);
      expect(result.body.error).toMatch(/^Malformed event: .*holds control characters/);
    }
    expect(await stored()).toBe(before);
    expect(await orderOf(answer.session_id)).toMatchObject({ status: "pending_payment", stockState: "held" });
    const lines = warn.mock.calls.map((call) => call.join(" "));
    expect(lines).toHaveLength(payloads.length);
    for (const line of lines) expect(line).not.toMatch(/[\u0000-\u001f]/);
    expect(lines[0]).toContain("Stripe event evt_nul\\x00id (checkout.session.completed) refused");
    expect(lines[1]).toContain("(checkout.session.completed\\x00) refused");
    expect(lines[2]).toContain("(unknown.\\x00type) refused");
    // Once the event is sent as Stripe sends it, it is handled.
    expect((await deliver(event("checkout.session.completed", session))).status).toBe(200);
    expect(await orderOf(answer.session_id)).toMatchObject({ status: "paid" });
  });
});
