import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import {
  emailMessages,
  orderEvents,
  orderItems,
  orderRefunds,
  orders,
  productChanges,
  type Order,
  type Product,
} from "@/db/schema";
import { dashboardFigures } from "@/lib/admin/dashboard";
import { listAdminOrders, moveOrder, readOrderFilters } from "@/lib/admin/orders";
import { EMPTY_REFUND_FORM, refundOrder, refundOrderStep, type RefundForm } from "@/lib/admin/refunds";
import { setStaffRefundLimitCents } from "@/lib/admin/staff-roles";
import { paymentState } from "@/lib/orders/order-status";
import { RefundError } from "@/lib/orders/refunds";
import { trackOrder } from "@/lib/orders/track-order";
import { PaymentProviderError, type PaymentProvider } from "@/lib/payments/provider";
import { describeEachDatabase } from "../helpers/database";
import {
  deliveryBody,
  emailCount,
  item,
  pickupBody,
  placePaidOrder,
  stockOf,
  stockedProduct,
} from "../helpers/checkout";

const STAFF = { role: "staff" as const, displayName: "Sam Staff" };
const OWNER = { role: "owner" as const, displayName: "Olive Owner" };

/** A provider whose every refund fails with `error`. */
const failingWith = (error: PaymentProviderError): PaymentProvider => ({
  id: "test",
  createSession: () => Promise.reject(new Error("unused")),
  sessionState: () => Promise.reject(new Error("unused")),
  expireSession: () => Promise.reject(new Error("unused")),
  refund: () => Promise.reject(error),
});

const money = (cents: number): RefundForm => ({
  ...EMPTY_REFUND_FORM,
  mode: "money",
  amount: (cents / 100).toFixed(2),
});

describeEachDatabase("returns and refunds after the sale", (context) => {
  let washer: Product;
  let dryer: Product;
  beforeEach(async () => {
    washer = await stockedProduct(context.db, 5);
    dryer = await stockedProduct(context.db, 5, (product) => product.id !== washer.id);
    // Staff may refund any amount here unless a test sets the limit itself.
    await setStaffRefundLimitCents(context.db, 100_000_000);
  });

  const reread = async (id: string): Promise<Order> =>
    (await context.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const refundsOf = (id: string) =>
    context.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).orderBy(orderRefunds.id);

  /** A delivery order of two washers and a dryer with one haul-away, paid and delivered. */
  async function deliveredOrder(): Promise<Order> {
    const body = deliveryBody([item(washer.id, 2), item(dryer.id, 1, "none")]);
    const order = await placePaidOrder(context.db, {
      ...body,
      delivery: { ...body.delivery, haul_away_units: 1 },
    });
    await moveOrder(context.db, order.id, "out_for_delivery", { staffName: "Sam Staff" });
    await moveOrder(context.db, order.id, "delivered", { staffName: "Sam Staff" });
    return reread(order.id);
  }

  async function pickedUpOrder(quantity = 1): Promise<Order> {
    const order = await placePaidOrder(context.db, pickupBody([item(washer.id, quantity)]));
    await moveOrder(context.db, order.id, "ready_for_pickup", { staffName: "Sam Staff" });
    await moveOrder(context.db, order.id, "picked_up", { staffName: "Sam Staff" });
    return reread(order.id);
  }

  const unitsBack = (units: Record<string, number>, damaged: string[] = [], delivery = false): RefundForm => ({
    ...EMPTY_REFUND_FORM,
    units: Object.fromEntries(Object.entries(units).map(([id, count]) => [id, String(count)])),
    damaged,
    delivery,
    reason: "Changed their mind",
  });

  /** The amount the review would show: what staff confirm. */
  async function confirmFor(order: Order, form: RefundForm, staff = STAFF) {
    const { reviewRefund } = await import("@/lib/admin/refunds");
    const review = await reviewRefund(context.db, await reread(order.id), form, staff);
    if (!review.ok) throw new Error(review.message);
    return review.amount.amountCents;
  }

  it("records a partial return: one unit back in stock, one damaged kept out, history, log, e-mail", async () => {
    const order = await deliveredOrder();
    expect(await stockOf(context.db, washer.id)).toBe(3);
    const form = unitsBack({ [washer.id]: 1, [dryer.id]: 1 }, [dryer.id]);
    const expectedCents = await confirmFor(order, form);
    const {
      order: after,
      refund,
      email,
    } = await refundOrder(context.db, order.id, { form, expectedCents }, { staff: STAFF });
    expect(refund).toMatchObject({ state: "succeeded", amountCents: expectedCents, actorName: "Sam Staff" });
    expect(after).toMatchObject({ status: "delivered", refundedCents: expectedCents });
    expect(paymentState(after)).toBe("partially_refunded");
    expect(await stockOf(context.db, washer.id)).toBe(4);
    expect(await stockOf(context.db, dryer.id)).toBe(4);
    const items = await context.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(Object.fromEntries(items.map((row) => [row.productId, row.returnedQuantity]))).toEqual({
      [washer.id]: 1,
      [dryer.id]: 1,
    });
    const [logged] = await context.db
      .select()
      .from(productChanges)
      .where(and(eq(productChanges.productId, washer.id), eq(productChanges.source, "return")));
    expect(logged).toMatchObject({
      field: "stockQuantity",
      oldValue: "3",
      newValue: "4",
      sourceDetail: order.orderNumber,
      actorName: "Sam Staff",
    });
    const changedDryer = await context.db.select().from(productChanges).where(eq(productChanges.productId, dryer.id));
    expect(changedDryer.filter((change) => change.source === "return")).toEqual([]);
    const [event] = await context.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(orderEvents.id)
      .then((events) => events.slice(-1));
    expect(event).toMatchObject({ status: "delivered", actor: "staff", actorName: "Sam Staff" });
    expect(event!.note).toContain(`1 × ${washer.name} back in stock`);
    expect(event!.note).toContain(`1 × ${dryer.name} kept out of stock (damaged)`);
    expect(event!.note).toContain("Reason: Changed their mind");
    expect(email).toBe("stored");
    const [mail] = await context.db.select().from(emailMessages).where(eq(emailMessages.kind, "order_refunded"));
    expect(mail!.toAddress).toBe(order.customerEmail);
    expect(mail!.subject).toContain(`for order ${order.orderNumber}`);

    // The rest comes back with the delivery charges: every unit back, the order is returned and
    // the refunds add up to exactly what was paid.
    const rest = unitsBack({ [washer.id]: 1 }, [], true);
    await refundOrder(
      context.db,
      order.id,
      { form: rest, expectedCents: await confirmFor(order, rest) },
      { staff: OWNER },
    );
    const returned = await reread(order.id);
    expect(returned).toMatchObject({ status: "returned", refundedCents: order.totalCents });
    expect(paymentState(returned)).toBe("refunded");
    const refunds = await refundsOf(order.id);
    expect(refunds.reduce((sum, row) => sum + row.taxCents, 0)).toBe(order.taxCents);
    expect(await emailCount(context.db, "order_refunded", order.id)).toBe(2);
  });

  it("refuses a refund over what is left, and units that already came back", async () => {
    const order = await pickedUpOrder();
    await expect(
      refundOrder(
        context.db,
        order.id,
        { form: money(order.totalCents + 1), expectedCents: order.totalCents + 1 },
        { staff: OWNER },
      ),
    ).rejects.toMatchObject({ reason: "over_left" });
    await refundOrder(context.db, order.id, { form: money(1_000), expectedCents: 1_000 }, { staff: OWNER });
    const left = order.totalCents - 1_000;
    await expect(
      refundOrder(context.db, order.id, { form: money(left + 1), expectedCents: left + 1 }, { staff: OWNER }),
    ).rejects.toMatchObject({ reason: "over_left" });
    const all = unitsBack({ [washer.id]: 1 });
    // The unit's refund comes to more than is left: it is capped at what is left, and says so.
    const { reviewRefund } = await import("@/lib/admin/refunds");
    const review = await reviewRefund(context.db, await reread(order.id), all, OWNER);
    expect(review).toMatchObject({ ok: true, amount: { amountCents: left, capped: true } });
    await refundOrder(context.db, order.id, { form: all, expectedCents: left }, { staff: OWNER });
    await expect(
      refundOrder(context.db, order.id, { form: all, expectedCents: 1 }, { staff: OWNER }),
    ).rejects.toBeInstanceOf(RefundError);
    expect(await reread(order.id)).toMatchObject({ status: "returned", refundedCents: order.totalCents });
  });

  it("lets exactly one of two refunds racing for the same money have it", async () => {
    const order = await pickedUpOrder();
    await refundOrder(context.db, order.id, { form: money(5_000), expectedCents: 5_000 }, { staff: OWNER });
    const left = order.totalCents - 5_000;
    const race = await Promise.allSettled(
      [0, 1].map(() => refundOrder(context.db, order.id, { form: money(left), expectedCents: left }, { staff: OWNER })),
    );
    expect(race.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const lost = race.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(RefundError);
    expect(["over_left", "nothing_left"]).toContain(lost.reason.reason);
    expect((await reread(order.id)).refundedCents).toBe(order.totalCents);
    const refunds = await refundsOf(order.id);
    expect(refunds.filter((row) => row.state === "succeeded").reduce((sum, row) => sum + row.amountCents, 0)).toBe(
      order.totalCents,
    );
  });

  it("holds staff accounts to the owner's limit on all they refund on one order; the owner has none", async () => {
    const order = await pickedUpOrder();
    await setStaffRefundLimitCents(context.db, 2_000);
    const refund = (cents: number, staff: typeof STAFF | typeof OWNER = STAFF) =>
      refundOrder(context.db, order.id, { form: money(cents), expectedCents: cents }, { staff });
    await expect(refund(2_001)).rejects.toMatchObject({ reason: "over_limit" });
    // Two refunds under the limit that together exceed it: the second is refused, whoever asks.
    await refund(1_200);
    await expect(refund(900)).rejects.toMatchObject({
      reason: "over_limit",
      message: "That is more than a staff account may refund on one order: ask the owner",
    });
    await expect(refund(900, { role: "staff", displayName: "Kim Staff" })).rejects.toMatchObject({
      reason: "over_limit",
    });
    const { reviewRefund } = await import("@/lib/admin/refunds");
    expect(await reviewRefund(context.db, await reread(order.id), money(900), STAFF)).toMatchObject({
      ok: false,
      message: "That is more than a staff account may refund on one order: ask the owner",
    });
    // A refund the provider refused gives its share of the limit back.
    const refusing = failingWith(new PaymentProviderError("Declined", "refused"));
    await expect(
      refundOrder(context.db, order.id, { form: money(800), expectedCents: 800 }, { staff: STAFF, provider: refusing }),
    ).rejects.toMatchObject({ outcome: "refused" });
    await refund(800);
    // The owner's refunds are not the staff's: the owner has no limit, and staff have none left.
    await refund(2_001, OWNER);
    await expect(refund(1)).rejects.toMatchObject({ reason: "over_limit" });
    expect((await reread(order.id)).refundedCents).toBe(4_001);
    expect((await refundsOf(order.id)).map((row) => [row.amountCents, row.state, row.actorRole])).toEqual([
      [1_200, "succeeded", "staff"],
      [800, "failed", "staff"],
      [800, "succeeded", "staff"],
      [2_001, "succeeded", "owner"],
    ]);
    // Another order has a limit of its own.
    const other = await pickedUpOrder();
    await refundOrder(context.db, other.id, { form: money(2_000), expectedCents: 2_000 }, { staff: STAFF });
    const form = new FormData();
    for (const [name, value] of Object.entries({
      id: order.id,
      mode: "money",
      amount: "30.00",
      expected_cents: "3000",
    }))
      form.set(name, value);
    expect(await refundOrderStep(context.db, order.id, form, STAFF)).toBe("refund-over-limit");
    expect(await refundOrderStep(context.db, order.id, form, OWNER)).toBe("refund-made-email-stored");
  });

  it("counts a staff refund still pending against the limit, and two racing staff refunds cannot both pass it", async () => {
    const order = await pickedUpOrder();
    await setStaffRefundLimitCents(context.db, 2_000);
    const race = await Promise.allSettled(
      [0, 1].map(() =>
        refundOrder(context.db, order.id, { form: money(1_500), expectedCents: 1_500 }, { staff: STAFF }),
      ),
    );
    expect(race.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect((race.find((result) => result.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({
      reason: "over_limit",
    });
    // A refund whose answer never came still counts: its money may be gone.
    const silent = failingWith(new PaymentProviderError("Timed out"));
    await expect(
      refundOrder(context.db, order.id, { form: money(500), expectedCents: 500 }, { staff: STAFF, provider: silent }),
    ).rejects.toMatchObject({ name: "RefundPending" });
    await expect(
      refundOrder(context.db, order.id, { form: money(1), expectedCents: 1 }, { staff: STAFF }),
    ).rejects.toMatchObject({ reason: "over_limit" });
  });

  it("closes the return window for staff 30 days after the hand-over; the owner may still refund", async () => {
    const order = await pickedUpOrder();
    const [handedOver] = await context.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, "picked_up")));
    const staleDay = new Date(Date.now() - 32 * 24 * 60 * 60 * 1000);
    await context.db.update(orderEvents).set({ createdAt: staleDay }).where(eq(orderEvents.id, handedOver!.id));
    const form = unitsBack({ [washer.id]: 1 });
    await expect(
      refundOrder(context.db, order.id, { form, expectedCents: order.totalCents }, { staff: STAFF }),
    ).rejects.toMatchObject({ reason: "window_closed" });
    const { order: after } = await refundOrder(
      context.db,
      order.id,
      { form, expectedCents: order.totalCents },
      { staff: OWNER },
    );
    expect(after).toMatchObject({ status: "returned", refundedCents: order.totalCents });
    // Within thirty days, the window is still open to staff.
    const other = await pickedUpOrder();
    const [otherEvent] = await context.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, other.id), eq(orderEvents.status, "picked_up")));
    const thirtyDays = new Date(Date.now() - 29.5 * 24 * 60 * 60 * 1000);
    await context.db.update(orderEvents).set({ createdAt: thirtyDays }).where(eq(orderEvents.id, otherEvent!.id));
    await refundOrder(context.db, other.id, { form: money(100), expectedCents: 100 }, { staff: STAFF });
  });

  it("leaves nothing refunded when the provider refuses, and frees the money and units again", async () => {
    const order = await deliveredOrder();
    const failing = failingWith(new PaymentProviderError("The card's account is closed", "refused"));
    const form = unitsBack({ [washer.id]: 2 });
    const expectedCents = await confirmFor(order, form);
    await expect(
      refundOrder(context.db, order.id, { form, expectedCents }, { staff: STAFF, provider: failing }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    const [failed] = await refundsOf(order.id);
    expect(failed).toMatchObject({ state: "failed", lastError: "The card's account is closed" });
    const after = await reread(order.id);
    expect(after).toMatchObject({ status: "delivered", refundedCents: null });
    expect(paymentState(after)).toBe("paid");
    expect(await stockOf(context.db, washer.id)).toBe(3);
    expect(await emailCount(context.db, "order_refunded", order.id)).toBe(0);
    await refundOrder(context.db, order.id, { form, expectedCents }, { staff: STAFF });
    expect(await stockOf(context.db, washer.id)).toBe(5);
  });

  it("a cancellation's full refund is a refund row too, and a refund due after a late payment can be made", async () => {
    const paid = await placePaidOrder(context.db, pickupBody([item(washer.id)]));
    await moveOrder(context.db, paid.id, "cancelled", { staffName: "Sam Staff" });
    const [cancelRefund] = await refundsOf(paid.id);
    expect(cancelRefund).toMatchObject({ state: "succeeded", amountCents: paid.totalCents, taxCents: paid.taxCents });
    expect(await reread(paid.id)).toMatchObject({ status: "cancelled", refundedCents: paid.totalCents });

    // A payment that arrived after the units were sold: cancelled, paid, refund due.
    const late = await placePaidOrder(context.db, pickupBody([item(dryer.id)]));
    await context.db.update(orders).set({ status: "cancelled", stockState: "released" }).where(eq(orders.id, late.id));
    await expect(
      refundOrder(
        context.db,
        late.id,
        { form: unitsBack({ [dryer.id]: 1 }), expectedCents: late.totalCents },
        { staff: STAFF },
      ),
    ).rejects.toMatchObject({ reason: "money_only" });
    await refundOrder(
      context.db,
      late.id,
      { form: money(late.totalCents), expectedCents: late.totalCents },
      { staff: OWNER },
    );
    const refunded = await reread(late.id);
    expect(refunded).toMatchObject({ status: "cancelled", refundedCents: late.totalCents });
    expect(paymentState(refunded)).toBe("refunded");
  });

  it("refuses a refund whose amount changed since staff confirmed it", async () => {
    const order = await pickedUpOrder(2);
    const form = unitsBack({ [washer.id]: 1 });
    const expectedCents = await confirmFor(order, form);
    await expect(
      refundOrder(context.db, order.id, { form, expectedCents: expectedCents + 1 }, { staff: STAFF }),
    ).rejects.toMatchObject({ reason: "amount_changed" });
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it("takes refunds off the dashboard's revenue and lists the order as partially refunded, then refunded", async () => {
    const order = await pickedUpOrder();
    const before = await dashboardFigures(context.db);
    await refundOrder(context.db, order.id, { form: money(1_234), expectedCents: 1_234 }, { staff: STAFF });
    const after = await dashboardFigures(context.db);
    expect(before.revenueTodayCents - after.revenueTodayCents).toBe(1_234);
    expect(before.revenueWeekCents - after.revenueWeekCents).toBe(1_234);
    const listed = (payment: string) =>
      listAdminOrders(context.db, readOrderFilters({ payment, search: order.orderNumber })).then((list) =>
        list.rows.map((row) => row.id),
      );
    expect(await listed("partially_refunded")).toEqual([order.id]);
    expect(await listed("paid")).toEqual([]);
    const tracked = await trackOrder(context.db, order.orderNumber, order.customerEmail);
    expect(tracked!.steps.at(-1)).toMatchObject({ id: "refunded", title: "Partially Refunded", completed: true });
    expect(tracked!.steps.at(-1)!.description).toContain("We refunded $12.34 of the");
    const left = order.totalCents - 1_234;
    await refundOrder(context.db, order.id, { form: money(left), expectedCents: left }, { staff: STAFF });
    expect(await listed("refunded")).toEqual([order.id]);
    expect(await listed("partially_refunded")).toEqual([]);
  });
});
