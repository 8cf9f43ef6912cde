import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { POST as testPaymentRoute } from "@/app/api/checkout/test-payment/route";
import { orders, products } from "@/db/schema";
import type { CheckoutAnswer } from "@/lib/checkout/start-checkout";
import { describeEachDatabase } from "@/tests/helpers/database";
import { call, item, orderCount, pickupBody, postCheckout, stockOf, stockedProduct } from "@/tests/helpers/checkout";

describeEachDatabase("50 shoppers buying the last 3 units at once", (context) => {
  it("holds at most 3, never goes below zero, and sells exactly 3", async () => {
    const product = await stockedProduct(context.db, 3);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        postCheckout<CheckoutAnswer>(pickupBody([item(product.id)], { customer_email: `shopper${index}@example.com` })),
      ),
    );
    const won = answers.filter((answer) => answer.body.success);
    const lost = answers.filter((answer) => !answer.body.success);
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(47);
    for (const answer of lost) {
      expect(answer).toMatchObject({
        status: 200,
        body: { code: "out_of_stock", error: `Sorry, ${product.name} is no longer in stock` },
      });
    }
    expect(await stockOf(context.db, product.id)).toBe(0);
    expect(await orderCount(context.db, "pending_payment")).toBe(3);

    const paid = await Promise.all(
      won.map((answer) =>
        call<{ redirect_url: string }>(testPaymentRoute, "/api/checkout/test-payment", {
          session_id: answer.body.session_id,
          cardNumber: "4242 4242 4242 4242",
          expiry: "12/40",
          cvc: "123",
          name: "Pat Shopper",
        }),
      ),
    );
    expect(paid.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const sold = await context.db.select().from(orders).where(eq(orders.status, "paid"));
    expect(sold).toHaveLength(3);
    expect(sold.every((order) => order.stockState === "committed")).toBe(true);
    const [row] = await context.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.stockQuantity).toBe(0);

    const late = await postCheckout(pickupBody([item(product.id)]));
    expect(late).toMatchObject({
      status: 200,
      body: { success: false, code: "out_of_stock", error: `Sorry, ${product.name} is no longer in stock` },
    });
  });

  it("never deadlocks when carts take the same products in different orders", async () => {
    const a = await stockedProduct(context.db, 30, (product) => product.id.startsWith("l"));
    const b = await stockedProduct(context.db, 30, (product) => product.id.startsWith("s"));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postCheckout(pickupBody(index % 2 ? [item(a.id), item(b.id)] : [item(b.id), item(a.id)])),
      ),
    );
    expect(answers.every((answer) => answer.status === 200 && answer.body.success)).toBe(true);
    expect(await stockOf(context.db, a.id)).toBe(10);
    expect(await stockOf(context.db, b.id)).toBe(10);
  });
});
