// Helpers for checkout tests: request bodies a browser would send, calls to the route handlers,
// and direct reads of what the database holds afterwards.
import { and, count, eq, gt, sql } from "drizzle-orm";
import { POST as checkoutRoute } from "@/app/api/checkout/route";
import { POST as testPaymentRoute } from "@/app/api/checkout/test-payment/route";
import type { Db } from "@/db/client";
import { emailMessages, orders, products, type Order, type Product } from "@/db/schema";
import { deliveryDates } from "@/lib/delivery/schedule";

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T & { success: boolean; error?: string };
}

export function jsonRequest(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://shop.test${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function call<T>(
  route: (request: Request) => Promise<Response>,
  url: string,
  body: unknown,
  headers?: Record<string, string>,
): Promise<Answer<T>> {
  const response = await route(jsonRequest(url, body, headers));
  return { status: response.status, body: await response.json() };
}

let households = 0;

/** A client address of its own (as the server would establish it), so tests do not share limits. */
export function newClient(): Record<string, string> {
  households += 1;
  return { "x-forwarded-for": `198.18.${Math.floor(households / 250) % 250}.${(households % 250) + 1}` };
}

/** Posts a checkout; unless `headers` name one, from a client address of its own. */
export function postCheckout<T = Record<string, unknown>>(body: unknown, headers?: Record<string, string>) {
  return call<T>(checkoutRoute, "/api/checkout", body, { ...newClient(), ...headers });
}

export function item(productId: string, quantity = 1, warrantyId = "2year") {
  return { product_id: productId, quantity, warranty_id: warrantyId };
}

/** A line as sent, loose enough to send the wrong thing on purpose. */
export type Line = Record<string, unknown>;

/** Each body's shopper has an e-mail of their own (what one e-mail may hold unpaid is bounded). */
export const SHOPPER_EMAIL = /^shopper\+\d+@example\.com$/;
let shoppers = 0;

export function pickupBody(items: Line[], overrides: Record<string, unknown> = {}) {
  shoppers += 1;
  return {
    source: "cart",
    order_type: "pickup",
    cart_items: items,
    customer_name: "Pat Shopper",
    customer_email: `shopper+${shoppers}@example.com`,
    cancel_path: "/cart",
    ...overrides,
  };
}

export const REYNOLDSBURG = { line1: "7000 E Main St", city: "Reynoldsburg", state: "OH", postal_code: "43068" };

export function deliveryBody(
  items: Line[],
  overrides: Record<string, unknown> = {},
  address: Record<string, string> = REYNOLDSBURG,
) {
  return {
    ...pickupBody(items),
    order_type: "delivery",
    customer_phone: "(614) 555-0142",
    delivery_address: address,
    delivery: { date: deliveryDates()[0]!, window: "12-2", haul_away_units: 0, stair_flights: 0 },
    ...overrides,
  };
}

/** Places the checkout `body` and pays it on the test payment page; answers the paid order's row. */
export async function placePaidOrder(db: Db, body: unknown): Promise<Order> {
  const answer = await postCheckout<{ session_id: string }>(body);
  if (answer.status !== 200 || !answer.body.success) throw new Error(`Checkout refused: ${JSON.stringify(answer)}`);
  const paid = await call(testPaymentRoute, "/api/checkout/test-payment", {
    session_id: answer.body.session_id,
    cardNumber: "4242424242424242",
    expiry: "12/40",
    cvc: "123",
    name: "Pat Shopper",
  });
  if (!paid.body.success) throw new Error(`Payment refused: ${JSON.stringify(paid)}`);
  const [order] = await db.select().from(orders).where(eq(orders.paymentSessionId, answer.body.session_id));
  return order!;
}

/** A priced product, its stock set to `stock`. */
export async function stockedProduct(
  db: Db,
  stock: number,
  where: (product: Product) => boolean = () => true,
): Promise<Product> {
  const candidates = await db.select().from(products).where(gt(products.priceCents, 0)).orderBy(products.id);
  const product = candidates.find(where);
  if (!product) throw new Error("No seeded product fits the test");
  const [updated] = await db
    .update(products)
    .set({ stockQuantity: stock })
    .where(eq(products.id, product.id))
    .returning();
  return updated!;
}

export async function stockOf(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id));
  return row!.stock;
}

export async function orderCount(db: Db, status?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(status ? eq(orders.status, status as never) : sql`true`);
  return Number(row!.n);
}

export async function emailCount(db: Db, kind: string, orderId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailMessages)
    .where(
      orderId ? and(eq(emailMessages.kind, kind), eq(emailMessages.orderId, orderId)) : eq(emailMessages.kind, kind),
    );
  return Number(row!.n);
}
