// Starts a checkout: the server's own delivery quote, the pending order with its stock held
// (place-order.ts), then the payment session with the order's line items. A retried
// request with the same Idempotency-Key gets the same order and payment page back; another
// request, or the same one from another client, is refused with 422 (checkout-key.ts).
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderItems, orders, type Order } from "@/db/schema";
import { distanceNote } from "@/lib/delivery/fee";
import { quoteDelivery, refusalMessage, type DeliverableQuote } from "@/lib/delivery/quote";
import { formatDeliveryDate, isAcceptableDeliveryDate } from "@/lib/delivery/schedule";
import { isClosedDay } from "@/lib/delivery/closed-days";
import { chargeLines } from "@/lib/pricing";
import { paymentProviderFor } from "@/lib/payments/providers";
import { PAYMENT_SESSION_MINUTES, SESSION_ID_PLACEHOLDER, type PaymentProvider } from "@/lib/payments/provider";
import { ShopError, ShopRefusal } from "@/lib/errors";
import { CheckoutError } from "./checkout-error";
import { assertSameRequest, requestHash, type CheckoutKey } from "./checkout-key";
import { cancelPath } from "./cancel-path";
import type { CheckoutRequest } from "./checkout-schema";
import { expireLapsedHolds } from "./expire-holds";
import type { OrderView } from "@/lib/orders/order-view";
import { readOrderView } from "@/lib/orders/read-order-view";
import { recordStatus } from "@/lib/orders/record-status";
import { placeOrder } from "./place-order";
import { refreshProductCaches } from "@/lib/catalog/product-cache";
import { releaseStock } from "@/lib/orders/stock";
import { logError } from "@/lib/log";
import { count } from "@/lib/telemetry";

export interface CheckoutAnswer {
  success: true;
  checkout_url: string;
  session_id: string;
  order: OrderView;
}

export const SUCCESS_PATH = `/checkout-success?session_id=${SESSION_ID_PLACEHOLDER}`;

async function answerFor(db: Db, order: Order): Promise<CheckoutAnswer> {
  const view = await readOrderView(db, eq(orders.id, order.id));
  return { success: true, checkout_url: order.checkoutUrl!, session_id: order.paymentSessionId!, order: view! };
}

/** The answer for a request whose key is taken: only the request that took it gets the order. */
async function existingAnswer(db: Db, checkoutKey: CheckoutKey): Promise<CheckoutAnswer> {
  const [order] = await db.select().from(orders).where(eq(orders.checkoutKey, checkoutKey.key)).limit(1);
  if (order) assertSameRequest(order, checkoutKey);
  if (!order || (order.status === "pending_payment" && !order.checkoutUrl)) {
    throw new CheckoutError(409, "This checkout is already being processed", "in_progress");
  }
  if (order.status !== "pending_payment" || !order.checkoutUrl || !order.paymentSessionId) {
    throw new ShopRefusal("This checkout was already completed or closed: please start again", "checkout_closed");
  }
  return answerFor(db, order);
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some(
    (candidate) =>
      typeof candidate === "object" &&
      candidate !== null &&
      (candidate as { code?: string }).code === "23505" &&
      String(
        (candidate as { constraint_name?: string; constraint?: string }).constraint_name ??
          (candidate as { constraint?: string }).constraint ??
          "",
      ).includes(constraint),
  );
}

/** The payment page could not be opened: close the order and put its units back. */
async function abandon(db: Db, order: Order): Promise<void> {
  const released = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
    if (!locked || locked.status !== "pending_payment") return [];
    const products = await releaseStock(tx, locked);
    await recordStatus(tx, locked, {
      status: "payment_failed",
      actor: "system",
      note: "The payment page could not be opened; units back in stock",
    });
    return products;
  });
  refreshProductCaches(released);
}

/**
 * Closes the payment pages of orders a new checkout replaced (their units are already back);
 * answers the products they held. A page that cannot be closed now lapses with its session, and
 * a payment made on it anyway goes through the late-payment path like any lapsed hold.
 */
async function closeReplacedSessions(db: Db, replaced: Order[]): Promise<string[]> {
  const products: string[] = [];
  for (const order of replaced) {
    const items = await db
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    products.push(...items.map((item) => item.productId));
    if (!order.paymentSessionId) continue;
    try {
      await paymentProviderFor(order.paymentProvider, db)?.expireSession(order.paymentSessionId);
    } catch (error) {
      logError(`Could not close the payment page of replaced order ${order.orderNumber}`, error);
    }
  }
  return products;
}

/** Starts a checkout; one the shop refuses (a ShopError) is counted by its code on its way to the page. */
export async function startCheckout(...args: Parameters<typeof checkout>): Promise<CheckoutAnswer> {
  try {
    return await checkout(...args);
  } catch (error) {
    if (error instanceof ShopError) count("shop.checkouts.refused", { code: error.code });
    throw error;
  }
}

async function checkout(
  db: Db,
  request: CheckoutRequest,
  {
    provider,
    checkoutKey = null,
    client,
    now = new Date(),
  }: { provider: PaymentProvider; checkoutKey?: string | null; client: string; now?: Date },
): Promise<CheckoutAnswer> {
  const boundKey = checkoutKey ? { key: checkoutKey, requestHash: requestHash(request), client } : null;
  if (boundKey) {
    const [existing] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.checkoutKey, boundKey.key))
      .limit(1);
    if (existing) return existingAnswer(db, boundKey);
  }
  let delivery: DeliverableQuote | null = null;
  if (request.order_type === "delivery") {
    if (isClosedDay(request.delivery.date)) {
      throw new ShopRefusal(
        `We are closed on ${formatDeliveryDate(request.delivery.date)}: please choose another delivery date`,
        "bad_date",
      );
    }
    if (!isAcceptableDeliveryDate(request.delivery.date, now)) {
      throw new ShopRefusal("Please choose a delivery date from tomorrow to two weeks ahead", "bad_date");
    }
    const quote = await quoteDelivery(request.delivery_address);
    if (quote.kind === "refused" || quote.kind === "po_box" || quote.kind === "unknown_zip") {
      const code = quote.kind === "refused" ? "outside_delivery_area" : quote.kind;
      throw new ShopRefusal(refusalMessage(quote), code);
    }
    delivery = quote;
  }
  await expireLapsedHolds(db, now);

  const holdExpiresAt = new Date(now.getTime() + PAYMENT_SESSION_MINUTES * 60 * 1000);
  let placed;
  try {
    placed = await placeOrder(db, {
      request,
      delivery,
      provider: provider.id,
      holdExpiresAt,
      checkoutKey: boundKey,
      client,
    });
  } catch (error) {
    if (boundKey && isUniqueViolation(error, "checkout_key")) return existingAnswer(db, boundKey);
    throw error;
  }
  const { order, breakdown, replaced } = placed;
  refreshProductCaches([
    ...breakdown.lines.map((line) => line.productId),
    ...(await closeReplacedSessions(db, replaced)),
  ]);

  let session;
  try {
    session = await provider.createSession({
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerEmail: order.customerEmail,
      charges: chargeLines(
        breakdown,
        delivery ? `Delivery: ${distanceNote(delivery.miles, delivery.source)}` : undefined,
      ),
      successUrl: SUCCESS_PATH,
      cancelUrl: cancelPath(order.id),
      expiresAt: holdExpiresAt,
      idempotencyKey: `checkout-session-${order.id}`,
    });
  } catch (error) {
    logError(`Payment session for order ${order.orderNumber} failed`, error);
    await abandon(db, order);
    throw new CheckoutError(502, "Failed to create checkout session", "payment_unavailable");
  }
  const [updated] = await db
    .update(orders)
    .set({ paymentSessionId: session.id, checkoutUrl: session.url, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  return answerFor(db, updated!);
}
