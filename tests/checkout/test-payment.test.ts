import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as cancelRoute } from "@/app/api/checkout/cancel/route";
import { POST as testPaymentRoute } from "@/app/api/checkout/test-payment/route";
import { POST as verifyRoute } from "@/app/api/checkout/verify/route";
import { POST as sweepRoute } from "@/app/api/orders/sweep/route";
import { orders, type Product } from "@/db/schema";
import type { CheckoutAnswer } from "@/lib/checkout/start-checkout";
import { expireLapsedHolds } from "@/lib/checkout/expire-holds";
import type { VerifyAnswer } from "@/lib/checkout/verify-payment";
import { testPaymentsAllowed } from "@/lib/payments/test-mode";
import { describeEachDatabase } from "@/tests/helpers/database";
import { call, emailCount, item, pickupBody, postCheckout, stockOf, stockedProduct } from "@/tests/helpers/checkout";
import { NextRequest } from "next/server";

const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123", name: "Pat Shopper" };

function pay(sessionId: string, card: Partial<typeof CARD> = {}) {
  return call<{ redirect_url: string }>(testPaymentRoute, "/api/checkout/test-payment", {
    session_id: sessionId,
    ...CARD,
    ...card,
  });
}

describe("the test payment guard", () => {
  it("is on for development, tests and a shop on localhost; off for a deployed shop unless allowed", () => {
    expect(testPaymentsAllowed({ NODE_ENV: "development" })).toBe(true);
    expect(testPaymentsAllowed({ NODE_ENV: "test" })).toBe(true);
    expect(testPaymentsAllowed({ NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: "http://127.0.0.1:3100" })).toBe(true);
    expect(testPaymentsAllowed({ NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: "http://localhost:3000" })).toBe(true);
    expect(testPaymentsAllowed({ NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: "https://shop.example.com" })).toBe(
      false,
    );
    expect(
      testPaymentsAllowed({
        NODE_ENV: "production",
        NEXT_PUBLIC_SITE_URL: "https://shop.example.com",
        ALLOW_TEST_PAYMENTS: "true",
      }),
    ).toBe(true);
    expect(testPaymentsAllowed({ NODE_ENV: "development", ALLOW_TEST_PAYMENTS: "false" })).toBe(false);
    // A production server started without a site address fails closed.
    expect(testPaymentsAllowed({ NODE_ENV: "production" })).toBe(false);
    expect(testPaymentsAllowed({ NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: " " })).toBe(false);
  });
});

describeEachDatabase("the built-in test payment page", (context) => {
  let product: Product;
  beforeEach(async () => {
    product = await stockedProduct(context.db, 4);
  });

  async function checkout(quantity = 1) {
    const answer = await postCheckout<CheckoutAnswer>(
      pickupBody([item(product.id, quantity)], { cancel_path: `/product/${product.id}` }),
    );
    expect(answer.status).toBe(200);
    return answer.body;
  }

  it("pays with 4242..., through the same paid path, and verify confirms it", async () => {
    const answer = await checkout(2);
    const paid = await pay(answer.session_id);
    expect(paid.status).toBe(200);
    expect(paid.body.redirect_url).toBe(`/checkout-success?session_id=${answer.session_id}`);
    const [order] = await context.db.select().from(orders).where(eq(orders.paymentSessionId, answer.session_id));
    expect(order).toMatchObject({ status: "paid", stockState: "committed" });
    expect(order!.paymentReference).toMatch(/^test_pi_/);
    expect(await stockOf(context.db, product.id)).toBe(2);
    expect(await emailCount(context.db, "order_confirmation", order!.id)).toBe(1);
    const verify = await call<VerifyAnswer>(verifyRoute, "/api/checkout/verify", { session_id: answer.session_id });
    expect(verify.body).toMatchObject({
      payment_verified: true,
      order_details: { quantity: 2, amount_cents: order!.totalCents },
    });
    expect(await pay(answer.session_id)).toMatchObject({ status: 200, body: { success: true } });
    expect(await emailCount(context.db, "order_confirmation", order!.id)).toBe(1);
  });

  // A refused card is an answer the page shows, not a failed request: 200 with success false.
  it.each([
    ["4000 0000 0000 0002", "card_declined", "Your card was declined."],
    ["4000 0000 0000 9995", "card_declined", "Your card has insufficient funds."],
    ["4242 4242 4242 4241", "invalid_card", "Your card number is invalid."],
    ["4111 1111 1111 1111", "card_declined", /use a test card/],
  ])("refuses card %s and keeps the order open", async (cardNumber, code, message) => {
    const answer = await checkout();
    const result = await pay(answer.session_id, { cardNumber });
    expect(result).toMatchObject({ status: 200, body: { success: false, code } });
    expect(result.body.error).toMatch(message);
    const [order] = await context.db.select().from(orders).where(eq(orders.paymentSessionId, answer.session_id));
    expect(order).toMatchObject({ status: "pending_payment", stockState: "held" });
  });

  it.each([
    [{ expiry: "01/20" }, "Your card's expiration date is incomplete or in the past."],
    [{ expiry: "13/40" }, "Your card's expiration date is incomplete or in the past."],
    [{ cvc: "1" }, "Your card's security code is incomplete."],
    [{ name: " " }, "Please enter the name on the card."],
  ])("checks the card form %o", async (card, message) => {
    const answer = await checkout();
    expect(await pay(answer.session_id, card)).toMatchObject({
      status: 200,
      body: { success: false, code: "invalid_card", error: message },
    });
  });

  it("refuses a body the page never sends, and an unknown session, with 4xx", async () => {
    expect(await pay("")).toMatchObject({ status: 400, body: { success: false, error: "session_id is required" } });
    expect(
      await call(testPaymentRoute, "/api/checkout/test-payment", { session_id: "test_cs_x", cardNumber: "4242" }),
    ).toMatchObject({ status: 400, body: { success: false } });
    expect(await pay("test_cs_unknown")).toMatchObject({
      status: 404,
      body: { success: false, error: "Payment session not found" },
    });
  });

  it("refuses an expired page and releases its units", async () => {
    const answer = await checkout(3);
    await context.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.paymentSessionId, answer.session_id));
    const result = await pay(answer.session_id);
    expect(result).toMatchObject({
      status: 200,
      body: {
        success: false,
        code: "expired",
        error: "This payment page has expired. Please start your checkout again.",
      },
    });
    expect(await stockOf(context.db, product.id)).toBe(4);
  });

  it("cancel returns to the product and puts the units back", async () => {
    const answer = await checkout(2);
    const [order] = await context.db.select().from(orders).where(eq(orders.paymentSessionId, answer.session_id));
    const response = await cancelRoute(new NextRequest(`http://shop.test/api/checkout/cancel?order=${order!.id}`));
    expect(response.headers.get("location")).toBe(`/product/${product.id}?checkout=cancelled`);
    expect(await stockOf(context.db, product.id)).toBe(4);
    expect(await pay(answer.session_id)).toMatchObject({ status: 200, body: { success: false, code: "expired" } });
  });

  it("the sweep releases abandoned test payments", async () => {
    product = await stockedProduct(context.db, 4, (candidate) => candidate.id !== product.id);
    const answer = await checkout(1);
    const [order] = await context.db.select().from(orders).where(eq(orders.paymentSessionId, answer.session_id));
    await expireLapsedHolds(context.db, new Date(order!.holdExpiresAt.getTime() + 5 * 60_000));
    expect(await stockOf(context.db, product.id)).toBe(4);
  });

  afterEach(() => vi.unstubAllEnvs());

  it("POST /api/orders/sweep runs only for CRON_SECRET and closes holds lapsed beyond the grace period", async () => {
    product = await stockedProduct(context.db, 4, (candidate) => candidate.id !== product.id);
    const answer = await checkout(2);
    const lapse = (minutes: number) =>
      context.db
        .update(orders)
        .set({ holdExpiresAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(orders.paymentSessionId, answer.session_id));
    const sweep = (authorization?: string) =>
      sweepRoute(
        new Request("http://shop.test/api/orders/sweep", {
          method: "POST",
          headers: authorization ? { authorization } : {},
        }),
      );
    vi.stubEnv("CRON_SECRET", "cron-secret-for-the-test");
    await lapse(3);
    expect((await sweep()).status).toBe(401);
    expect((await sweep("Bearer wrong-secret-of-the-same-size")).status).toBe(401);
    expect(await stockOf(context.db, product.id)).toBe(2);
    await lapse(1);
    expect((await sweep("Bearer cron-secret-for-the-test")).status).toBe(200);
    expect(await stockOf(context.db, product.id)).toBe(2);
    await lapse(3);
    const swept = await sweep("Bearer cron-secret-for-the-test");
    expect(await swept.json()).toMatchObject({ success: true, lapsed: 1 });
    expect(await stockOf(context.db, product.id)).toBe(4);
  });
});
