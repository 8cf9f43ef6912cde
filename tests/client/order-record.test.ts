import { describe, expect, it } from "vitest";
import { lastOrderDetails } from "@/client/order-record";
import type { OrderView } from "@/lib/orders/order-view";

function order(overrides: Partial<OrderView> = {}): OrderView {
  const line = (
    productId: string,
    name: string,
    brand: string,
    category: string,
    quantity: number,
    unitPriceCents: number,
  ) => ({
    productId,
    name,
    brand,
    modelNumber: `M-${productId}`,
    category,
    image: null,
    quantity,
    unitPriceCents,
    merchandiseCents: unitPriceCents * quantity,
    warrantyId: "2year" as const,
    warrantyLabel: "2-Year Protection",
    warrantyYears: 2,
    warrantyUnitCents: 8000,
    warrantyCents: 8000 * quantity,
    lineTotalCents: (unitPriceCents + 8000) * quantity,
  });
  return {
    id: "order-1",
    orderNumber: "RA-ABCD1234",
    status: "pending_payment",
    statusLabel: "Awaiting Payment",
    testPayment: false,
    createdAt: "2026-06-01T14:00:00.000Z",
    paidAt: null,
    customer: { email: "pat@example.com", name: "Pat", phone: null },
    fulfillment: "delivery",
    delivery: {
      line1: "1 Main St",
      line2: null,
      city: "Columbus",
      state: "OH",
      postalCode: "43215",
      miles: 16,
      distanceSource: "estimated",
      requested: { date: "2026-06-03", window: "10-12", windowLabel: "10AM-12PM" },
      scheduled: null,
      haulAwayUnits: 0,
      stairFlights: 0,
    },
    items: [
      line("a", "Washer", "LG", "Washer - Front Load", 2, 77999),
      line("b", "Dryer", "Samsung", "Dryer - Electric", 1, 62900),
    ],
    totals: {
      unitCount: 3,
      fulfillment: "delivery",
      merchandiseCents: 218898,
      warrantyCents: 24000,
      deliveryFeeCents: 4500,
      haulAwayUnits: 0,
      haulAwayCents: 0,
      stairFlights: 0,
      stairCarryCents: 0,
      taxableCents: 247398,
      taxBps: 800,
      taxCents: 19792,
      totalCents: 267190,
    },
    refundedCents: 0,
    history: [],
    ...overrides,
  };
}

describe("the lastOrderDetails record", () => {
  it("summarises several items as {n} Items, amounts in dollars", () => {
    expect(lastOrderDetails(order())).toEqual({
      customer_email: "pat@example.com",
      order_id: "order-1",
      order_date: "2026-06-01T14:00:00.000Z",
      order_type: "delivery",
      product_name: "2 Items",
      brand: "Multiple Brands",
      model_number: "",
      category: "Multiple Categories",
      quantity: 3,
      description: ["2 x Washer", "1 x Dryer"],
      product_price: 2188.98,
      delivery_fee: 45,
      sales_tax: 197.92,
      total_amount: 2671.9,
      delivery_address: { line1: "1 Main St", city: "Columbus", state: "OH", postal_code: "43215" },
      items: [
        { name: "Washer", price: 779.99, quantity: 2 },
        { name: "Dryer", price: 629, quantity: 1 },
      ],
      customer: { name: "Pat", email: "pat@example.com", address: "1 Main St, Columbus, OH 43215" },
      orderNumber: "RA-ABCD1234",
    });
  });

  it("names the single item of a pickup order", () => {
    const single = order({ fulfillment: "pickup", delivery: null });
    single.items = single.items.slice(0, 1);
    expect(lastOrderDetails(single)).toMatchObject({
      product_name: "Washer",
      brand: "LG",
      model_number: "M-a",
      category: "Washer - Front Load",
      delivery_address: null,
      customer: { address: null },
    });
  });
});
