import { describe, expect, it } from "vitest";
import { deliveryQuote } from "@/lib/delivery/fee";
import { chargeLines, priceOrder, PricingError, taxOn, type PricingFulfillment, type PricingItem } from "@/lib/pricing";
import { SALES_TAX_BPS, WARRANTY_IDS, type WarrantyId } from "@/lib/store";

function item(overrides: Partial<PricingItem> = {}): PricingItem {
  return { productId: "p1", name: "Washer", unitPriceCents: 77999, quantity: 1, warrantyId: "2year", ...overrides };
}

const PICKUP: PricingFulfillment = { type: "pickup" };

function delivery(
  miles: number | null,
  extras: { haulAwayUnits?: number; stairFlights?: number } = {},
): PricingFulfillment {
  const quote = deliveryQuote(miles);
  if (quote.kind === "refused") throw new Error("refused");
  return {
    type: "delivery",
    feeCents: quote.feeCents,
    haulAwayUnits: extras.haulAwayUnits ?? 0,
    stairFlights: extras.stairFlights ?? 0,
  };
}

/** The expected warranty price per unit from the warranty table, written out independently. */
const TABLE: Record<WarrantyId, [number, number]> = {
  none: [0, 0],
  "2year": [8000, 10000],
  "3year": [12000, 15000],
  "4year": [17000, 20000],
  "5year": [20000, 25000],
};

describe("priceOrder", () => {
  it("uses the default 8.0% tax rate", () => {
    expect(SALES_TAX_BPS).toBe(800);
  });

  it("prices a pickup order: merchandise, warranty and tax on both", () => {
    const priced = priceOrder([item({ quantity: 2 })], PICKUP);
    expect(priced.lines[0]).toMatchObject({
      merchandiseCents: 155998,
      warrantyUnitCents: 8000,
      warrantyCents: 16000,
      lineTotalCents: 171998,
    });
    expect(priced).toMatchObject({
      unitCount: 2,
      merchandiseCents: 155998,
      warrantyCents: 16000,
      deliveryFeeCents: 0,
      haulAwayCents: 0,
      stairCarryCents: 0,
      taxableCents: 171998,
      taxCents: 13760,
      totalCents: 185758,
    });
  });

  describe.each(WARRANTY_IDS)("warranty %s at the $1500 boundary", (warrantyId) => {
    it.each([
      [149999, 0],
      [150000, 0],
      [150001, 1],
      [269900, 1],
      [1, 0],
    ])("unit price %i cents uses tier %i", (unitPriceCents, tier) => {
      const priced = priceOrder([item({ unitPriceCents, quantity: 3, warrantyId })], PICKUP);
      const perUnit = TABLE[warrantyId][tier]!;
      expect(priced.lines[0]!.warrantyUnitCents).toBe(perUnit);
      expect(priced.warrantyCents).toBe(perUnit * 3);
      const taxable = unitPriceCents * 3 + perUnit * 3;
      expect(priced.taxableCents).toBe(taxable);
      expect(priced.taxCents).toBe(Math.round((taxable * 8) / 100));
      expect(priced.totalCents).toBe(taxable + priced.taxCents);
    });
  });

  it.each([
    [0, 0],
    [10, 0],
    [10.4, 0],
    [10.5, 4500],
    [11, 4500],
    [60, 4500],
    [60.4, 4500],
    [null, 4500],
  ])("delivery at %s miles costs %i cents and is taxed", (miles, fee) => {
    const priced = priceOrder([item()], delivery(miles));
    expect(priced.deliveryFeeCents).toBe(fee);
    expect(priced.taxableCents).toBe(77999 + 8000 + fee);
    expect(priced.taxCents).toBe(taxOn(77999 + 8000 + fee));
    expect(priced.totalCents).toBe(priced.taxableCents + priced.taxCents);
  });

  it("refuses beyond 60 miles before pricing", () => {
    expect(deliveryQuote(61).kind).toBe("refused");
    expect(deliveryQuote(60.5).kind).toBe("refused");
  });

  it("adds haul-away per unit and stair carry per flight, both taxed", () => {
    const priced = priceOrder(
      [item({ quantity: 2 }), item({ productId: "p2", name: "Dryer", unitPriceCents: 50000, warrantyId: "none" })],
      delivery(30, { haulAwayUnits: 3, stairFlights: 2 }),
    );
    expect(priced.unitCount).toBe(3);
    expect(priced.haulAwayCents).toBe(15000);
    expect(priced.stairCarryCents).toBe(10000);
    const taxable = 77999 * 2 + 8000 * 2 + 50000 + 4500 + 15000 + 10000;
    expect(priced.taxableCents).toBe(taxable);
    expect(priced.totalCents).toBe(taxable + taxOn(taxable));
  });

  it("ignores delivery add-ons for pickup", () => {
    const priced = priceOrder([item()], PICKUP);
    expect(priced.fulfillment).toBe("pickup");
    expect(priced.haulAwayUnits).toBe(0);
    expect(priced.stairFlights).toBe(0);
  });

  it("rounds tax half up on whole cents", () => {
    expect(taxOn(0)).toBe(0);
    expect(taxOn(6)).toBe(0); // 0.48
    expect(taxOn(7)).toBe(1); // 0.56
    expect(taxOn(100, 750)).toBe(8); // 7.5 rounds up
    expect(taxOn(99999999)).toBe(8000000);
  });

  it.each([
    ["a zero price (call for price)", [item({ unitPriceCents: 0 })], PICKUP],
    ["a fractional price", [item({ unitPriceCents: 100.5 })], PICKUP],
    ["a zero quantity", [item({ quantity: 0 })], PICKUP],
    ["a negative quantity", [item({ quantity: -1 })], PICKUP],
    ["a fractional quantity", [item({ quantity: 1.5 })], PICKUP],
    ["no items", [], PICKUP],
    ["the same product twice", [item(), item()], PICKUP],
    ["more haul-aways than units", [item()], { type: "delivery", feeCents: 0, haulAwayUnits: 2, stairFlights: 0 }],
    ["too many flights", [item()], { type: "delivery", feeCents: 0, haulAwayUnits: 0, stairFlights: 6 }],
    ["a negative fee", [item()], { type: "delivery", feeCents: -1, haulAwayUnits: 0, stairFlights: 0 }],
  ] as [string, PricingItem[], PricingFulfillment][])("refuses %s", (_label, items, fulfillment) => {
    expect(() => priceOrder(items, fulfillment)).toThrow(PricingError);
  });

  it("refuses an unknown warranty", () => {
    expect(() => priceOrder([item({ warrantyId: "9year" as WarrantyId })], PICKUP)).toThrow();
  });
});

describe("chargeLines", () => {
  const sum = (lines: ReturnType<typeof chargeLines>) =>
    lines.reduce((total, line) => total + line.unitAmountCents * line.quantity, 0);

  it("lists each product, its warranty, delivery, add-ons and tax", () => {
    const priced = priceOrder(
      [item({ quantity: 2 }), item({ productId: "p2", name: "Dryer", unitPriceCents: 160000, warrantyId: "none" })],
      delivery(25, { haulAwayUnits: 1, stairFlights: 1 }),
    );
    const lines = chargeLines(priced, "25 miles");
    expect(lines.map((line) => [line.kind, line.unitAmountCents, line.quantity])).toEqual([
      ["product", 77999, 2],
      ["warranty", 8000, 2],
      ["product", 160000, 1],
      ["delivery", 4500, 1],
      ["haul_away", 5000, 1],
      ["stair_carry", 5000, 1],
      ["tax", priced.taxCents, 1],
    ]);
    expect(lines[1]!.name).toBe("2-Year Protection: Washer");
    expect(sum(lines)).toBe(priced.totalCents);
  });

  it("leaves out free delivery", () => {
    const lines = chargeLines(priceOrder([item()], delivery(4)));
    expect(lines.some((line) => line.kind === "delivery")).toBe(false);
  });

  it("adds up to the total for every warranty, tier, distance and add-on combination", () => {
    const prices = [1, 99, 149999, 150000, 150001, 269900];
    const distances = [null, 0, 10, 10.5, 11, 60];
    for (const warrantyId of WARRANTY_IDS) {
      for (const unitPriceCents of prices) {
        for (const quantity of [1, 3]) {
          const items = [
            item({ unitPriceCents, quantity, warrantyId }),
            item({ productId: "p2", unitPriceCents: 45001, warrantyId: "3year" }),
          ];
          const fulfillments: PricingFulfillment[] = [
            PICKUP,
            ...distances.map((miles) => delivery(miles, { haulAwayUnits: quantity, stairFlights: quantity % 5 })),
          ];
          for (const fulfillment of fulfillments) {
            const priced = priceOrder(items, fulfillment);
            expect(sum(chargeLines(priced))).toBe(priced.totalCents);
          }
        }
      }
    }
  });
});
