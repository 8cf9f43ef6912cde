// Refunds left pending: the provider gave no clear answer, the server stopped between reserving a
// refund and asking for it, or recording it failed after the money went back. The sweep finishes
// each once, asking the provider again under the same key; a definite refusal fails it; past 23
// hours it is left for staff to check in the provider's dashboard, and the owner records by hand
// how it ended: made (settled once, under the Stripe refund id) or never made (failed).
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as sweepRoute } from "@/app/api/orders/sweep/route";
import { orderEvents, orderRefunds, orders, paymentEvents, type Order, type Product } from "@/db/schema";
import { moveOrder } from "@/lib/admin/orders";
import {
  finishPendingRefunds,
  readRefundResolution,
  resolvePendingRefund,
  resolvePendingRefundStep,
} from "@/lib/admin/pending-refunds";
import { EMPTY_REFUND_FORM, refundOrder, refundPanel } from "@/lib/admin/refunds";
import { setStaffRefundLimitCents } from "@/lib/admin/staff-roles";
import { previewRefund, RefundPending, refundPosition, reserveRefund, settleRefund } from "@/lib/orders/refunds";
import { answeringProvider, type RefundAnswer } from "../helpers/answering-provider";
import { describeEachDatabase } from "../helpers/database";
import { emailCount, item, pickupBody, placePaidOrder, stockOf, stockedProduct } from "../helpers/checkout";

// Recording a refund can be made to fail once, as a dropped database connection would.
vi.mock("@/lib/orders/refunds", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/orders/refunds")>();
  return { ...actual, settleRefund: vi.fn(actual.settleRefund) };
});

const STAFF = { role: "staff" as const, displayName: "Sam Staff" };
const OWNER = { role: "owner" as const, displayName: "Olive Owner" };
const MINUTE = 60_000;

describeEachDatabase("refunds left pending", (context) => {
  let product: Product;
  beforeEach(async () => {
    product = await stockedProduct(context.db, 5);
    await setStaffRefundLimitCents(context.db, 100_000_000);
  });
  afterEach(() => vi.unstubAllEnvs());

  /** The test page's provider, answering as `answers` say (then "ok"), and the keys it was asked with. */
  const provider = (...answers: RefundAnswer[]) => answeringProvider(context.db, answers);

  async function pickedUpOrder(): Promise<Order> {
    const order = await placePaidOrder(context.db, pickupBody([item(product.id)]));
    await moveOrder(context.db, order.id, "ready_for_pickup", { staffName: "Sam Staff" });
    await moveOrder(context.db, order.id, "picked_up", { staffName: "Sam Staff" });
    return (await context.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
  }

  const refundOf = async (orderId: string) =>
    (await context.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)))[0]!;
  const orderOf = async (orderId: string) => (await context.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const refundEvents = async (key: string) =>
    context.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, "test"), eq(paymentEvents.eventId, `test_re_${key}`)));
  /** Moves a refund's reservation back in time, as if made `minutes` ago. */
  const madeAgo = (refundId: number, minutes: number) =>
    context.db
      .update(orderRefunds)
      .set({ createdAt: new Date(Date.now() - minutes * MINUTE) })
      .where(eq(orderRefunds.id, refundId));
  const money = (cents: number) => ({
    form: { ...EMPTY_REFUND_FORM, mode: "money" as const, amount: (cents / 100).toFixed(2) },
    expectedCents: cents,
  });

  it("keeps a refund pending when the answer never came, and the sweep settles it once under the same key", async () => {
    const order = await pickedUpOrder();
    const { payments, keys } = provider("lost-after-refund");
    await expect(
      refundOrder(context.db, order.id, money(2_500), { staff: STAFF, provider: payments }),
    ).rejects.toBeInstanceOf(RefundPending);
    const pending = await refundOf(order.id);
    expect(pending).toMatchObject({ state: "pending", amountCents: 2_500, providerRefundId: null });
    expect(pending.lastError).toContain("socket hang up");
    expect((await orderOf(order.id)).refundedCents).toBeNull();
    // Its money stays set aside: nobody can refund it twice meanwhile.
    expect((await refundPosition(context.db, order)).leftCents).toBe(order.totalCents - 2_500);
    const panel = await refundPanel(context.db, { order, items: [] }, STAFF);
    expect(panel.pending).toEqual([{ refund: expect.objectContaining({ id: pending.id }), standing: "retrying" }]);

    // Its first ask may still be under way: the sweep leaves it alone for two minutes.
    expect(await finishPendingRefunds(context.db, { providerFor: () => payments })).toEqual({
      settled: 0,
      failed: 0,
      waiting: 0,
    });
    await madeAgo(pending.id, 3);
    expect(await finishPendingRefunds(context.db, { providerFor: () => payments })).toEqual({
      settled: 1,
      failed: 0,
      waiting: 0,
    });
    expect(keys).toEqual([`refund-${order.id}-${pending.id}`, `refund-${order.id}-${pending.id}`]);
    expect(await refundOf(order.id)).toMatchObject({ state: "succeeded", providerRefundId: `test_re_${keys[0]}` });
    expect((await orderOf(order.id)).refundedCents).toBe(2_500);
    expect(await refundEvents(keys[0]!)).toHaveLength(1);
    expect(await emailCount(context.db, "order_refunded", order.id)).toBe(1);

    // A second round finds nothing to do.
    expect(await finishPendingRefunds(context.db, { providerFor: () => payments })).toEqual({
      settled: 0,
      failed: 0,
      waiting: 0,
    });
    expect(keys).toHaveLength(2);
    expect(await emailCount(context.db, "order_refunded", order.id)).toBe(1);
  });

  it("fails a refund the provider refuses, at once or when the sweep asks again, freeing its money", async () => {
    const order = await pickedUpOrder();
    const refusing = provider("refused");
    await expect(
      refundOrder(context.db, order.id, money(1_000), { staff: STAFF, provider: refusing.payments }),
    ).rejects.toMatchObject({ outcome: "refused" });
    expect(await refundOf(order.id)).toMatchObject({ state: "failed", lastError: "Card account closed" });

    const other = await pickedUpOrder();
    const { payments, keys } = provider("lost-before-refund", "refused");
    await expect(
      refundOrder(context.db, other.id, money(1_000), { staff: STAFF, provider: payments }),
    ).rejects.toBeInstanceOf(RefundPending);
    const pending = await refundOf(other.id);
    expect(pending).toMatchObject({ state: "pending", lastError: "Timed out" });
    await madeAgo(pending.id, 5);
    expect(await finishPendingRefunds(context.db, { providerFor: () => payments })).toEqual({
      settled: 0,
      failed: 1,
      waiting: 0,
    });
    expect(keys).toEqual([`refund-${other.id}-${pending.id}`, `refund-${other.id}-${pending.id}`]);
    expect(await refundOf(other.id)).toMatchObject({ state: "failed", lastError: "Card account closed" });
    expect((await refundPosition(context.db, other)).leftCents).toBe(other.totalCents);
    expect((await orderOf(other.id)).refundedCents).toBeNull();
  });

  it("finishes a refund reserved by a server that stopped before asking the provider", async () => {
    const order = await pickedUpOrder();
    const { refund } = await reserveRefund(
      context.db,
      order.id,
      { lines: [], delivery: false, moneyCents: 4_000, reason: null },
      { afterWindow: false, staffLimitCents: null, actorName: "Sam Staff", actorRole: "staff", expectedCents: 4_000 },
    );
    await madeAgo(refund.id, 10);
    const { payments, keys } = provider();
    expect(await finishPendingRefunds(context.db, { providerFor: () => payments })).toMatchObject({ settled: 1 });
    expect(keys).toEqual([`refund-${order.id}-${refund.id}`]);
    expect(await refundOf(order.id)).toMatchObject({ state: "succeeded", actorName: "Sam Staff" });
    expect((await orderOf(order.id)).refundedCents).toBe(4_000);
  });

  it("records a refund the provider made when recording it failed, without asking for the money again", async () => {
    const order = await pickedUpOrder();
    const { payments, keys } = provider();
    vi.mocked(settleRefund).mockRejectedValueOnce(new Error("Connection terminated unexpectedly"));
    await expect(
      refundOrder(context.db, order.id, money(3_000), { staff: STAFF, provider: payments }),
    ).rejects.toBeInstanceOf(RefundPending);
    const pending = await refundOf(order.id);
    expect(pending).toMatchObject({ state: "pending", providerRefundId: `test_re_${keys[0]}` });
    expect((await orderOf(order.id)).refundedCents).toBeNull();
    await madeAgo(pending.id, 3);
    expect(await finishPendingRefunds(context.db, { providerFor: () => payments })).toMatchObject({ settled: 1 });
    expect(keys).toHaveLength(1);
    expect(await refundOf(order.id)).toMatchObject({ state: "succeeded", providerRefundId: `test_re_${keys[0]}` });
    expect((await orderOf(order.id)).refundedCents).toBe(3_000);
    expect(await refundEvents(keys[0]!)).toHaveLength(1);
  });

  it("past 23 hours asks the provider no more: the order page says it needs a check", async () => {
    const order = await pickedUpOrder();
    const { payments, keys } = provider("lost-before-refund", "lost-before-refund");
    await expect(
      refundOrder(context.db, order.id, money(1_500), { staff: STAFF, provider: payments }),
    ).rejects.toBeInstanceOf(RefundPending);
    const pending = await refundOf(order.id);
    await madeAgo(pending.id, 22 * 60);
    expect(await finishPendingRefunds(context.db, { providerFor: () => payments })).toMatchObject({ waiting: 1 });
    await madeAgo(pending.id, 23 * 60 + 1);
    expect(await finishPendingRefunds(context.db, { providerFor: () => payments })).toEqual({
      settled: 0,
      failed: 0,
      waiting: 0,
    });
    expect(keys).toHaveLength(2);
    const panel = await refundPanel(context.db, { order, items: [] }, STAFF);
    expect(panel.pending).toEqual([{ refund: expect.objectContaining({ id: pending.id }), standing: "needs_check" }]);
    expect((await refundPosition(context.db, order)).pendingCents).toBe(1_500);
  });

  it("runs from the order sweep", async () => {
    const order = await pickedUpOrder();
    const { refund } = await reserveRefund(
      context.db,
      order.id,
      { lines: [], delivery: false, moneyCents: 700, reason: null },
      { afterWindow: false, staffLimitCents: null, actorName: "Sam Staff", actorRole: "staff", expectedCents: 700 },
    );
    await madeAgo(refund.id, 3);
    vi.stubEnv("CRON_SECRET", "cron-secret-for-the-refund-test");
    const response = await sweepRoute(
      new Request("http://shop.test/api/orders/sweep", {
        method: "POST",
        headers: { authorization: "Bearer cron-secret-for-the-refund-test" },
      }),
    );
    expect(await response.json()).toMatchObject({
      success: true,
      swept: true,
      refunds: { settled: 1, failed: 0, waiting: 0 },
    });
    expect(await refundOf(order.id)).toMatchObject({ state: "succeeded" });
  });

  describe("recorded by hand once checked in Stripe", () => {
    /**
     * A refund Sam Staff asked for (one unit back in stock, or money only), never answered and past
     * the retries: the order page says it needs a check in Stripe.
     */
    async function needingCheck(order: Order, request: { unit: true } | { moneyCents: number }) {
      const asked = {
        lines: "unit" in request ? [{ productId: product.id, quantity: 1, restock: true }] : [],
        delivery: false,
        moneyCents: "moneyCents" in request ? request.moneyCents : undefined,
      };
      const rules = { afterWindow: false, staffLimitCents: null };
      const { amountCents } = await previewRefund(context.db, order, asked, rules);
      const { refund } = await reserveRefund(
        context.db,
        order.id,
        { ...asked, reason: "Dent on the door" },
        { ...rules, actorName: "Sam Staff", actorRole: "staff", expectedCents: amountCents },
      );
      await madeAgo(refund.id, 23 * 60 + 1);
      return refund;
    }
    const historyOf = (orderId: string) =>
      context.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
    const made = (stripeRefundId: string) => ({ made: true as const, stripeRefundId });

    it("the owner records it as made: settled once, restocked as chosen, the history naming the owner", async () => {
      const order = await pickedUpOrder();
      const pending = await needingCheck(order, { unit: true });
      const stock = await stockOf(context.db, product.id);

      // Staff accounts see it but may not resolve it; a malformed id is refused; nothing changes.
      expect(await resolvePendingRefund(context.db, order.id, pending.id, made("re_3Mtw"), STAFF)).toEqual({
        ok: false,
        refusal: "owner_only",
      });
      for (const typed of ["pi_3Mtw", "re_", "re_3Mtw Bw", "3MtwBw"]) {
        expect(await resolvePendingRefund(context.db, order.id, pending.id, made(typed), OWNER)).toEqual({
          ok: false,
          refusal: "refund_id_invalid",
        });
      }
      expect(await refundOf(order.id)).toMatchObject({ state: "pending" });

      const outcome = await resolvePendingRefund(context.db, order.id, pending.id, made("re_3MtwBwLkdIwHu7ix"), OWNER);
      expect(outcome).toMatchObject({ ok: true, refund: { state: "succeeded" } });
      expect(await refundOf(order.id)).toMatchObject({
        state: "succeeded",
        providerRefundId: "re_3MtwBwLkdIwHu7ix",
        actorName: "Sam Staff",
      });
      expect((await orderOf(order.id)).refundedCents).toBe(pending.amountCents);
      expect(await stockOf(context.db, product.id)).toBe(stock + 1);
      const last = (await historyOf(order.id)).at(-1)!;
      expect(last.actorName).toBe("Olive Owner");
      expect(last.note).toContain("Provider refund re_3MtwBwLkdIwHu7ix");
      expect(last.note).toContain("Confirmed by hand by Olive Owner after a check in the Stripe dashboard");
      expect(await emailCount(context.db, "order_refunded", order.id)).toBe(1);

      // Once only: a second confirmation (another tab, another owner) is refused and changes nothing.
      expect(await resolvePendingRefund(context.db, order.id, pending.id, made("re_3MtwBwLkdIwHu7ix"), OWNER)).toEqual({
        ok: false,
        refusal: "not_pending",
      });
      expect(await resolvePendingRefund(context.db, order.id, pending.id, { made: false }, OWNER)).toEqual({
        ok: false,
        refusal: "not_pending",
      });
      expect((await orderOf(order.id)).refundedCents).toBe(pending.amountCents);
      expect(await stockOf(context.db, product.id)).toBe(stock + 1);
      expect(await emailCount(context.db, "order_refunded", order.id)).toBe(1);

      // The same Stripe refund cannot be recorded on another refund.
      const other = await pickedUpOrder();
      const second = await needingCheck(other, { moneyCents: 500 });
      expect(await resolvePendingRefund(context.db, other.id, second.id, made("re_3MtwBwLkdIwHu7ix"), OWNER)).toEqual({
        ok: false,
        refusal: "refund_id_used",
      });
      // Nor a refund through another order's page.
      expect(await resolvePendingRefund(context.db, order.id, second.id, made("re_9Zz"), OWNER)).toEqual({
        ok: false,
        refusal: "not_found",
      });
    });

    it("the owner records that no money moved: it fails, and its money may be refunded again", async () => {
      const order = await pickedUpOrder();
      const pending = await needingCheck(order, { moneyCents: order.totalCents });
      const ok = provider();
      // While it is pending, everything paid is set aside for it.
      await expect(
        refundOrder(context.db, order.id, money(order.totalCents), { staff: OWNER, provider: ok.payments }),
      ).rejects.toMatchObject({ reason: "nothing_left" });
      expect(await resolvePendingRefund(context.db, order.id, pending.id, { made: false }, STAFF)).toEqual({
        ok: false,
        refusal: "owner_only",
      });

      expect(await resolvePendingRefund(context.db, order.id, pending.id, { made: false }, OWNER)).toMatchObject({
        ok: true,
        email: null,
      });
      expect(await refundOf(order.id)).toMatchObject({ state: "failed" });
      expect((await orderOf(order.id)).refundedCents).toBeNull();
      expect((await refundPosition(context.db, order)).leftCents).toBe(order.totalCents);
      const last = (await historyOf(order.id)).at(-1)!;
      expect(last.actorName).toBe("Olive Owner");
      expect(last.note).toContain("not made: no money moved, as Olive Owner found by hand in the Stripe dashboard");
      expect(await emailCount(context.db, "order_refunded", order.id)).toBe(0);
      expect(await resolvePendingRefund(context.db, order.id, pending.id, { made: false }, OWNER)).toEqual({
        ok: false,
        refusal: "not_pending",
      });

      await refundOrder(context.db, order.id, money(order.totalCents), { staff: OWNER, provider: ok.payments });
      expect((await orderOf(order.id)).refundedCents).toBe(order.totalCents);
    });

    it("is refused while the shop still asks the payment service, and from a confirm step not confirmed", async () => {
      const order = await pickedUpOrder();
      const pending = await needingCheck(order, { moneyCents: 900 });
      await madeAgo(pending.id, 3 * 60);
      expect(await resolvePendingRefund(context.db, order.id, pending.id, { made: false }, OWNER)).toEqual({
        ok: false,
        refusal: "still_retrying",
      });
      await madeAgo(pending.id, 23 * 60 + 1);

      const form = (fields: Record<string, string>) => {
        const data = new FormData();
        for (const [name, value] of Object.entries(fields)) data.set(name, value);
        return data;
      };
      const confirmed = {
        id: order.id,
        confirm: "refund-made",
        pending_refund: String(pending.id),
        stripe_refund: "re_1AbC",
        confirmed: "yes",
      };
      const { confirmed: _, ...unconfirmed } = confirmed;
      expect(await resolvePendingRefundStep(context.db, order.id, form(unconfirmed), OWNER)).toBe("confirm-first");
      expect(await resolvePendingRefundStep(context.db, order.id, form(confirmed), STAFF)).toBe("owner-only");
      expect(await refundOf(order.id)).toMatchObject({ state: "pending" });
      expect(await resolvePendingRefundStep(context.db, order.id, form(confirmed), OWNER)).toBe(
        "refund-recorded-by-hand-email-stored",
      );
      expect(await resolvePendingRefundStep(context.db, order.id, form(confirmed), OWNER)).toBe(
        "refund-resolved-already",
      );
    });

    it("the order page offers the owner, not staff, the way out, keeping a refused id as typed", async () => {
      const order = await pickedUpOrder();
      const pending = await needingCheck(order, { moneyCents: 1_200 });
      const ownerPanel = await refundPanel(context.db, { order, items: [] }, OWNER);
      const staffPanel = await refundPanel(context.db, { order, items: [] }, STAFF);
      expect([ownerPanel.mayResolve, staffPanel.mayResolve]).toEqual([true, false]);
      const asked = { confirm: "refund-made", pending_refund: String(pending.id), stripe_refund: " ch_123 " };
      expect(readRefundResolution(staffPanel, asked)).toBeNull();
      expect(readRefundResolution(ownerPanel, asked)).toMatchObject({
        typed: "ch_123",
        message: expect.stringContaining("not a Stripe refund id"),
        confirm: null,
      });
      expect(readRefundResolution(ownerPanel, { ...asked, stripe_refund: "re_123" })).toMatchObject({
        typed: "re_123",
        message: null,
        confirm: "made",
      });
      expect(
        readRefundResolution(ownerPanel, { confirm: "refund-not-made", pending_refund: String(pending.id) }),
      ).toMatchObject({ confirm: "not-made" });
      // A refund still being retried offers no way out.
      await madeAgo(pending.id, 30);
      const retrying = await refundPanel(context.db, { order, items: [] }, OWNER);
      expect(readRefundResolution(retrying, asked)).toBeNull();
    });
  });
});
