import { describe, expect, it } from "vitest";
import { priceOrder } from "@/lib/pricing";
import { refundKind, returnWindow } from "@/lib/orders/return-window";
import {
  deliveryRefundable,
  leftToRefund,
  refundAmount,
  returnableUnits,
  type EarlierRefund,
  type RefundAmount,
  type RefundRequest,
  type RefundableItem,
  type RefundableOrder,
} from "@/lib/orders/refund-amounts";

/** An order as the pricing function stores it: three lines, delivery with haul-away, 8% tax. */
function pricedOrder(taxBps = 800) {
  const priced = priceOrder(
    [
      { productId: "washer", name: "Washer", unitPriceCents: 33_333, quantity: 3, warrantyId: "2year" },
      { productId: "dryer", name: "Dryer", unitPriceCents: 19_999, quantity: 1, warrantyId: "none" },
      { productId: "range", name: "Range", unitPriceCents: 101, quantity: 7, warrantyId: "none" },
    ],
    { type: "delivery", feeCents: 4_500, haulAwayUnits: 1, stairFlights: 1 },
    taxBps,
  );
  const order: RefundableOrder = {
    totalCents: priced.totalCents,
    taxCents: priced.taxCents,
    deliveryChargesCents: priced.deliveryFeeCents + priced.haulAwayCents + priced.stairCarryCents,
  };
  const items: RefundableItem[] = priced.lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    warrantyUnitCents: line.warrantyUnitCents,
    returnedQuantity: 0,
  }));
  return { priced, order, items };
}

const line = (productId: string, quantity: number, restock = true) => ({ productId, quantity, restock });

/** Makes refunds one after another (each succeeding), as staff would, and answers them. */
function refundInTurn(order: RefundableOrder, items: RefundableItem[], requests: RefundRequest[]): RefundAmount[] {
  const made: EarlierRefund[] = [];
  const answers: RefundAmount[] = [];
  let current = items;
  for (const request of requests) {
    const answer = refundAmount(order, current, made, request);
    if (!answer.ok) throw new Error(`refused: ${answer.refusal}`);
    answers.push(answer.refund);
    made.push({ ...answer.refund, pending: false });
    current = current.map((item) => ({
      ...item,
      returnedQuantity:
        item.returnedQuantity +
        sum(answer.refund.lines.filter((l) => l.productId === item.productId).map((l) => l.quantity)),
    }));
  }
  return answers;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("refund amounts", () => {
  it("gives back a line's price, its warranty and the tax on them", () => {
    const { priced, order, items } = pricedOrder();
    const answer = refundAmount(order, items, [], { lines: [line("washer", 1)], delivery: false });
    const washer = priced.lines[0]!;
    const base = washer.unitPriceCents + washer.warrantyUnitCents;
    expect(answer).toEqual({
      ok: true,
      refund: {
        amountCents: base + Math.round((priced.taxCents * base) / priced.taxableCents),
        taxCents: Math.round((priced.taxCents * base) / priced.taxableCents),
        deliveryCents: 0,
        lines: [
          {
            productId: "washer",
            quantity: 1,
            restocked: true,
            merchandiseCents: washer.unitPriceCents,
            warrantyCents: washer.warrantyUnitCents,
          },
        ],
        capped: false,
      },
    });
  });

  it("adds the delivery charges (fee, haul-away, stairs) once, when the shop chooses", () => {
    const { order, items } = pricedOrder();
    const [first] = refundInTurn(order, items, [{ lines: [], delivery: true }]);
    expect(first!.deliveryCents).toBe(4_500 + 5_000 + 5_000);
    expect(deliveryRefundable(order, [{ ...first!, pending: false }])).toBe(false);
    expect(refundAmount(order, items, [{ ...first!, pending: false }], { lines: [], delivery: true })).toEqual({
      ok: false,
      refusal: "delivery_refunded",
    });
  });

  it("refunds exactly the total paid when everything comes back one unit at a time, at any tax rate", () => {
    for (const taxBps of [800, 575, 725, 1, 0, 9999]) {
      const { priced, order, items } = pricedOrder(taxBps);
      const requests: RefundRequest[] = [
        ...Array.from({ length: 7 }, () => ({ lines: [line("range", 1)], delivery: false })),
        { lines: [line("washer", 1, false)], delivery: false },
        { lines: [], delivery: true },
        { lines: [line("washer", 2), line("dryer", 1)], delivery: false },
      ];
      const refunds = refundInTurn(order, items, requests);
      expect(sum(refunds.map((refund) => refund.amountCents))).toBe(priced.totalCents);
      expect(sum(refunds.map((refund) => refund.taxCents))).toBe(priced.taxCents);
      expect(refunds.some((refund) => refund.capped)).toBe(false);
    }
  });

  it("rounds each $1.01 unit's tax so seven of them give back the tax on $7.07, not seven rounded shares", () => {
    const { priced, order, items } = pricedOrder();
    const refunds = refundInTurn(
      order,
      items,
      Array.from({ length: 7 }, () => ({ lines: [line("range", 1)], delivery: false })),
    );
    const taxShares = refunds.map((refund) => refund.taxCents);
    // 8% of 101 cents is 8.08 cents: shares of 8 with a 9 when the running total rounds up.
    expect(new Set(taxShares).size).toBeLessThanOrEqual(2);
    expect(sum(taxShares)).toBe(Math.round((priced.taxCents * 707) / priced.taxableCents));
  });

  it("gives back money only, tax included, up to what is left", () => {
    const { priced, order, items } = pricedOrder();
    const goodwill = refundAmount(order, items, [], { lines: [], delivery: false, moneyCents: 5_000 });
    expect(goodwill).toMatchObject({ ok: true, refund: { amountCents: 5_000, lines: [], deliveryCents: 0 } });
    expect(refundAmount(order, items, [], { lines: [], delivery: false, moneyCents: priced.totalCents + 1 })).toEqual({
      ok: false,
      refusal: "over_left",
    });
    expect(refundAmount(order, items, [], { lines: [], delivery: false, moneyCents: 0 })).toEqual({
      ok: false,
      refusal: "amount_invalid",
    });
    expect(refundAmount(order, items, [], { lines: [], delivery: false, moneyCents: 12.5 })).toEqual({
      ok: false,
      refusal: "amount_invalid",
    });
    expect(refundAmount(order, items, [], { lines: [], delivery: false, moneyCents: priced.totalCents })).toMatchObject(
      {
        ok: true,
        refund: { amountCents: priced.totalCents, taxCents: priced.taxCents },
      },
    );
  });

  it("after a goodwill refund, returning everything gives back what is left, never more", () => {
    const { priced, order, items } = pricedOrder();
    const refunds = refundInTurn(order, items, [
      { lines: [], delivery: false, moneyCents: 7_777 },
      { lines: [line("washer", 3), line("dryer", 1), line("range", 7)], delivery: true },
    ]);
    expect(refunds[1]!.capped).toBe(true);
    expect(sum(refunds.map((refund) => refund.amountCents))).toBe(priced.totalCents);
    expect(sum(refunds.map((refund) => refund.taxCents))).toBeLessThanOrEqual(priced.taxCents);
    const made = refunds.map((refund) => ({ ...refund, pending: false }));
    expect(leftToRefund(order, made)).toBe(0);
    expect(refundAmount(order, items, made, { lines: [], delivery: false, moneyCents: 1 })).toEqual({
      ok: false,
      refusal: "nothing_left",
    });
  });

  it("counts units in pending refunds as spoken for, and refuses more than are left", () => {
    const { order, items } = pricedOrder();
    const pending: EarlierRefund = {
      amountCents: 1_000,
      taxCents: 0,
      deliveryCents: 0,
      lines: [{ productId: "washer", quantity: 2 }],
      pending: true,
    };
    expect(returnableUnits(items, [pending]).get("washer")).toBe(1);
    expect(refundAmount(order, items, [pending], { lines: [line("washer", 2)], delivery: false })).toEqual({
      ok: false,
      refusal: "too_many_units",
    });
    expect(refundAmount(order, items, [], { lines: [line("fridge", 1)], delivery: false })).toEqual({
      ok: false,
      refusal: "too_many_units",
    });
    expect(refundAmount(order, items, [], { lines: [line("washer", -1)], delivery: false })).toEqual({
      ok: false,
      refusal: "too_many_units",
    });
    expect(refundAmount(order, items, [], { lines: [line("washer", 0)], delivery: false })).toEqual({
      ok: false,
      refusal: "nothing_chosen",
    });
  });
});

describe("the return window", () => {
  const at = (iso: string) => new Date(iso);
  const handedOver = (iso: string, status: "delivered" | "picked_up" = "delivered") => [
    { status: "paid" as const, previousStatus: "pending_payment" as const, createdAt: at("2026-03-01T15:00:00Z") },
    { status, previousStatus: "out_for_delivery" as const, createdAt: at(iso) },
    // A later entry of the same status (a note, a refund) does not move the hand-over day.
    { status, previousStatus: status, createdAt: at("2026-03-20T15:00:00Z") },
  ];

  it("runs 30 store days from the day of the hand-over, through the last one", () => {
    // 11 PM in Ohio on March 2 is already March 3 in UTC: the store's day counts.
    const events = handedOver("2026-03-03T04:00:00Z");
    expect(returnWindow(events, at("2026-04-01T15:00:00Z"))).toEqual({
      handedOver: "2026-03-02",
      lastDay: "2026-04-01",
      open: true,
    });
    expect(returnWindow(events, at("2026-04-02T03:59:00Z"))!.open).toBe(true);
    expect(returnWindow(events, at("2026-04-02T04:01:00Z"))!.open).toBe(false);
    expect(returnWindow(handedOver("2026-03-05T15:00:00Z", "picked_up"), at("2026-03-06T15:00:00Z"))!.open).toBe(true);
    expect(returnWindow(handedOver("2026-03-05T15:00:00Z").slice(0, 1))).toBeNull();
  });

  it("takes returns after a hand-over, money only once every unit is back or a refund is due", () => {
    const order = { paidAt: new Date(), totalCents: 10_000, refundedCents: null };
    expect(refundKind({ ...order, status: "delivered" })).toBe("return");
    expect(refundKind({ ...order, status: "picked_up", refundedCents: 4_000 })).toBe("return");
    expect(refundKind({ ...order, status: "returned", refundedCents: 9_000 })).toBe("money");
    expect(refundKind({ ...order, status: "returned", refundedCents: 10_000 })).toBeNull();
    expect(refundKind({ ...order, status: "cancelled" })).toBe("money");
    expect(refundKind({ ...order, status: "cancelled", refundedCents: 10_000 })).toBeNull();
    expect(refundKind({ ...order, status: "cancelled", paidAt: null })).toBeNull();
    expect(refundKind({ ...order, status: "out_for_delivery" })).toBeNull();
  });
});
