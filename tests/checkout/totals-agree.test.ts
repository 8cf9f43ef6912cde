// Totals agree to the cent between the cart (the pricing function on the cart's snapshots), the
// quote the dialogs and checkout form show, the order, Stripe's line items, the confirmation
// e-mail and tracking: for pickup and delivery, every warranty, the delivery tier boundaries
// and prices at the $1500 warranty boundary.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { POST as quoteRoute } from "@/app/api/checkout/quote/route";
import { POST as trackRoute } from "@/app/api/orders/track/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { emailMessages, orders, products } from "@/db/schema";
import { cartWarranty, toCartProduct, type CartItem } from "@/lib/cart/cart-item";
import { cartPricingItems, checkoutItems } from "@/lib/checkout/cart-lines";
import { toCatalogProduct } from "@/lib/catalog/catalog-product";
import { distanceNote } from "@/lib/delivery/fee";
import { deliveryDates } from "@/lib/delivery/schedule";
import { formatCents } from "@/lib/money";
import type { CheckoutAnswer } from "@/lib/checkout/start-checkout";
import type { QuoteAnswer } from "@/lib/checkout/quote";
import type { TrackedOrder } from "@/lib/orders/track-order";
import { priceOrder, summaryRows, type PricingFulfillment } from "@/lib/pricing";
import { WARRANTY_IDS, type WarrantyId } from "@/lib/store";
import { describeEachDatabase } from "@/tests/helpers/database";
import { call, postCheckout, stockedProduct } from "@/tests/helpers/checkout";
import { startFakeGoogle, type FakeGoogle } from "@/tests/helpers/fake-google";
import { startFakeStripe, type FakeStripe } from "@/tests/helpers/fake-stripe";

const SECRET = "whsec_totals";
const saved = { ...process.env };
let stripe: FakeStripe;
let google: FakeGoogle;

/** Ohio ZIPs the fake Google puts at the tier boundaries. */
const DISTANCES: [zip: string, miles: number, fee: number | null][] = [
  ["43068", 10, 0],
  ["43004", 10.5, 4500],
  ["43018", 11, 4500],
  ["43001", 60, 4500],
  ["43002", 61, null],
];

beforeAll(async () => {
  [stripe, google] = await Promise.all([startFakeStripe(), startFakeGoogle()]);
  for (const [zip, miles] of DISTANCES) google.miles.set(zip, miles);
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: "sk_test_totals",
    STRIPE_API_BASE: stripe.url,
    STRIPE_WEBHOOK_SECRET: SECRET,
    GOOGLE_MAPS_API_KEY: "google-test-key",
    GOOGLE_MAPS_BASE_URL: google.url,
  });
});

afterAll(async () => {
  process.env = saved;
  await Promise.all([stripe.close(), google.close()]);
});

interface Scenario {
  priceCents: number;
  warrantyId: WarrantyId;
  zip?: string;
}

describeEachDatabase("totals agree everywhere", (context) => {
  let counter = 0;

  async function run({ priceCents, warrantyId, zip }: Scenario) {
    counter += 1;
    const email = `totals${counter}@example.com`;
    const product = await stockedProduct(context.db, 10);
    const [row] = await context.db
      .update(products)
      .set({ priceCents, salePriceCents: null })
      .where(eq(products.id, product.id))
      .returning();
    const snapshot = toCartProduct(toCatalogProduct(row!));
    const cart: CartItem[] = [{ product: snapshot, quantity: 2, warranty: cartWarranty(warrantyId, snapshot) }];
    const address = zip ? { line1: "10 Main St", city: "Somewhere", state: "OH", postal_code: zip } : undefined;

    const quote = await call<QuoteAnswer>(quoteRoute, "/api/checkout/quote", {
      order_type: zip ? "delivery" : "pickup",
      cart_items: checkoutItems(cart),
      ...(address && { delivery_address: address, haul_away_units: 1, stair_flights: 1 }),
    });
    expect(quote.status).toBe(200);
    const fulfillment: PricingFulfillment =
      quote.body.delivery && "feeCents" in quote.body.delivery
        ? { type: "delivery", feeCents: quote.body.delivery.feeCents, haulAwayUnits: 1, stairFlights: 1 }
        : { type: "pickup" };
    const inCart = priceOrder(cartPricingItems(cart), fulfillment);

    const checkout = await postCheckout<CheckoutAnswer>({
      source: "cart",
      order_type: zip ? "delivery" : "pickup",
      cart_items: checkoutItems(cart),
      customer_name: "Pat Shopper",
      customer_email: email,
      customer_phone: "614-555-0142",
      cancel_path: "/cart",
      ...(address && {
        delivery_address: address,
        delivery: { date: deliveryDates()[0], window: "10-12", haul_away_units: 1, stair_flights: 1 },
      }),
    });
    return { quote, inCart, checkout, email };
  }

  async function paidEverywhere(answer: CheckoutAnswer, email: string, expectedTotal: number) {
    const session = stripe.sessions.get(answer.session_id)!;
    expect(session.amount_total).toBe(expectedTotal);
    const payload = JSON.stringify({
      id: `evt_totals_${answer.session_id}`,
      object: "event",
      type: "checkout.session.completed",
      data: { object: stripe.complete(answer.session_id) },
    });
    const signature = new Stripe("sk_test_totals").webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const hook = await webhookRoute(
      new Request("http://shop.test/api/webhooks/stripe", {
        method: "POST",
        headers: { "stripe-signature": signature },
        body: payload,
      }),
    );
    expect(hook.status).toBe(200);

    const [order] = await context.db.select().from(orders).where(eq(orders.paymentSessionId, answer.session_id));
    expect(order!.status).toBe("paid");
    expect(order!.totalCents).toBe(expectedTotal);

    const [confirmation] = await context.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.dedupeKey, `order-confirmation:${order!.id}`));
    const note = answer.order.delivery
      ? distanceNote(answer.order.delivery.miles, answer.order.delivery.distanceSource)
      : undefined;
    for (const row of summaryRows(answer.order.totals, note)) {
      expect(confirmation!.text).toContain(row.label);
      expect(confirmation!.text).toContain(row.cents === 0 ? "Free" : formatCents(row.cents));
    }
    expect(confirmation!.text).toContain(formatCents(expectedTotal));

    // Each lookup from its own address: tracking allows 10 searches a minute per address.
    const tracked = await call<TrackedOrder>(
      trackRoute,
      "/api/orders/track",
      { order_number: order!.orderNumber, email },
      { "x-forwarded-for": `10.1.${counter}.${context.kind.length}` },
    );
    expect(tracked.body.order.totals).toEqual(answer.order.totals);
  }

  it("for pickup, every warranty and prices around $1500", async () => {
    for (const warrantyId of WARRANTY_IDS) {
      for (const priceCents of [149999, 150000, 150001]) {
        const { quote, inCart, checkout, email } = await run({ priceCents, warrantyId });
        expect(quote.body.breakdown).toEqual(inCart);
        expect(checkout.status).toBe(200);
        expect(checkout.body.order.totals.totalCents).toBe(inCart.totalCents);
        expect(checkout.body.order.totals.warrantyCents).toBe(inCart.warrantyCents);
        await paidEverywhere(checkout.body, email, inCart.totalCents);
      }
    }
  });

  it.each(DISTANCES)("for delivery to %s at %s miles", async (zip, miles, fee) => {
    for (const [priceCents, warrantyId] of [
      [150000, "5year"],
      [150001, "2year"],
    ] as const) {
      const { quote, inCart, checkout, email } = await run({ priceCents, warrantyId, zip });
      if (fee === null) {
        expect(quote.body.delivery).toMatchObject({ kind: "refused", miles: Math.round(miles) });
        expect(quote.body.breakdown).toBeNull();
        expect(checkout).toMatchObject({ status: 200, body: { success: false, code: "outside_delivery_area" } });
        expect(checkout.body.error).toBe(
          `We don't deliver beyond 60 miles. Your location is ${Math.round(miles)} miles away.`,
        );
        continue;
      }
      expect(quote.body.delivery).toMatchObject({ feeCents: fee, miles: Math.round(miles), source: "google" });
      expect(quote.body.breakdown).toEqual(inCart);
      expect(checkout.status).toBe(200);
      expect(checkout.body.order.totals.deliveryFeeCents).toBe(fee);
      expect(checkout.body.order.totals.totalCents).toBe(inCart.totalCents);
      await paidEverywhere(checkout.body, email, inCart.totalCents);
    }
  });
});
