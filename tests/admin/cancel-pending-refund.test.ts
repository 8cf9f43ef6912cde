// Cancelling a paid order refunds what is left first. When the payment service gives no clear
// answer, the order stays as it was (paid, its units held) however often staff press Cancel again,
// until the sweep has settled the refund: made, the order is then cancelled without asking for the
// money twice; refused, cancelling asks for it anew.
import { eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { orderRefunds, orders, type Order, type Product } from "@/db/schema";
import { moveOrderStep, stepConfirmation } from "@/lib/admin/orders";
import { refundPosition } from "@/lib/orders/refunds";
import { finishPendingRefunds } from "@/lib/admin/pending-refunds";
import { paymentProviderFor } from "@/lib/payments/providers";
import { answeringProvider, type RefundAnswer } from "../helpers/answering-provider";
import { describeEachDatabase } from "../helpers/database";
import { item, pickupBody, placePaidOrder, stockOf, stockedProduct } from "../helpers/checkout";

vi.mock("@/lib/payments/providers", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/payments/providers")>();
  return { ...actual, paymentProviderFor: vi.fn(actual.paymentProviderFor) };
});

const MINUTE = 60_000;

describeEachDatabase("cancelling while the refund has no answer", (context) => {
  let product: Product;
  let keys: string[];
  let answers: RefundAnswer[];
  beforeEach(async () => {
    product = await stockedProduct(context.db, 5);
    answers = [];
    const provider = answeringProvider(context.db, answers);
    keys = provider.keys;
    vi.mocked(paymentProviderFor).mockImplementation(() => provider.payments);
  });

  const orderOf = async (id: string): Promise<Order> =>
    (await context.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const refundsOf = (id: string) =>
    context.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).orderBy(orderRefunds.id);
  const cancel = (id: string) =>
    moveOrderStep(context.db, id, { to: "cancelled", confirmed: true, staffName: "Sam Staff" });
  /** What the cancel step's confirmation says now. */
  const confirmation = async (id: string) => {
    const order = await orderOf(id);
    return stepConfirmation(order, "cancelled", await refundPosition(context.db, order));
  };
  /** The sweep, once the refund's first ask is old enough for it to ask again. */
  async function sweepLater(id: string) {
    for (const refund of await refundsOf(id)) {
      await context.db
        .update(orderRefunds)
        .set({ createdAt: new Date(Date.now() - 3 * MINUTE) })
        .where(eq(orderRefunds.id, refund.id));
    }
    return finishPendingRefunds(context.db);
  }

  it("stays paid with its units held until the refund is settled, then cancels without refunding twice", async () => {
    const order = await placePaidOrder(context.db, pickupBody([item(product.id)]));
    const held = await stockOf(context.db, product.id);
    answers.push("lost-before-refund");

    expect(await cancel(order.id)).toBe("cancel-refund-pending");
    // Pressed again before the sweep has an answer: still nothing changes, and nobody is asked twice.
    expect(await cancel(order.id)).toBe("cancel-refund-pending");
    expect(await orderOf(order.id)).toMatchObject({ status: "paid", refundedCents: null });
    expect(await stockOf(context.db, product.id)).toBe(held);
    expect(await refundsOf(order.id)).toEqual([
      expect.objectContaining({ state: "pending", amountCents: order.totalCents, reason: "Order cancelled" }),
    ]);
    expect(keys).toHaveLength(1);

    // The confirmation says why it cannot be cancelled yet, and offers nothing to confirm.
    expect(await confirmation(order.id)).toMatchObject({ waitingCents: order.totalCents });

    expect(await sweepLater(order.id)).toEqual({ settled: 1, failed: 0, waiting: 0 });
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(await orderOf(order.id)).toMatchObject({ status: "paid", refundedCents: order.totalCents });
    // Refunded already: cancelling refunds nothing more, and says so.
    expect(await confirmation(order.id)).toMatchObject({ waitingCents: 0, refundCents: null, refundedBefore: true });

    expect(await cancel(order.id)).toMatch(/^order-moved/);
    expect(await orderOf(order.id)).toMatchObject({ status: "cancelled", refundedCents: order.totalCents });
    expect(await stockOf(context.db, product.id)).toBe(held + 1);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ state: "succeeded" })]);
    expect(keys).toHaveLength(2);
  });

  it("asks for the money anew once the sweep hears the refund was refused", async () => {
    const order = await placePaidOrder(context.db, pickupBody([item(product.id)]));
    const held = await stockOf(context.db, product.id);
    answers.push("lost-before-refund", "refused");

    expect(await cancel(order.id)).toBe("cancel-refund-pending");
    expect(await sweepLater(order.id)).toEqual({ settled: 0, failed: 1, waiting: 0 });
    expect(await orderOf(order.id)).toMatchObject({ status: "paid", refundedCents: null });
    expect(await stockOf(context.db, product.id)).toBe(held);

    expect(await cancel(order.id)).toMatch(/^order-moved/);
    expect(await orderOf(order.id)).toMatchObject({ status: "cancelled", refundedCents: order.totalCents });
    expect(await stockOf(context.db, product.id)).toBe(held + 1);
    const refunds = await refundsOf(order.id);
    expect(refunds.map((refund) => refund.state)).toEqual(["failed", "succeeded"]);
    expect(keys).toEqual([keys[0], keys[0], `refund-${order.id}-${refunds[1]!.id}`]);
  });
});
