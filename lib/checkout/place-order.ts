// Writes a pending order in one transaction: takes each product's units with a conditional update
// (so stock can never go below zero, however many checkouts run at once), prices the order with
// the one pricing function from the products as they are now, and records the order, its items,
// its first history entry and each product's stock taken in the change log (a sale, naming the
// order). What one shopper may hold at once is bounded first (hold-limits.ts).
// A transaction whose database connection dropped is run once more (then 503), unless its
// COMMIT had landed: then the order it placed is the answer, its units held once.
import "server-only";
import { and, asc, eq, gt, gte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  orderItems,
  orders,
  products,
  type Order,
  type OrderItem,
  type PaymentProviderId,
  type Product,
} from "@/db/schema";
import { retryOnLostConnection, type Tx } from "@/db/transaction";
import type { DeliverableQuote } from "@/lib/delivery/quote";
import { priceOrder, type PriceBreakdown, type PricingFulfillment } from "@/lib/pricing";
import { unitPriceCents } from "@/lib/product-price";
import type { WarrantyId } from "@/lib/store";
import { ShopRefusal } from "@/lib/errors";
import { makeRoomForHold, placedBy, type Holder } from "./hold-limits";
import { addressConcern } from "@/lib/delivery/address-check";
import type { CheckoutRequest } from "./checkout-schema";
import { newOrderNumber } from "@/lib/orders/order-number";
import { recordStatus } from "@/lib/orders/record-status";
import { recordProductChanges, stockChange, type ProductChangeEntry } from "@/lib/catalog/product-changes";
import type { CheckoutKey } from "./checkout-key";

export interface PlaceOrderInput {
  request: CheckoutRequest;
  /** The server's own delivery quote for the request's address (null for pickup). */
  delivery: DeliverableQuote | null;
  provider: PaymentProviderId;
  holdExpiresAt: Date;
  /** The browser's Idempotency-Key, when it sent one, with the request it is bound to. */
  checkoutKey: CheckoutKey | null;
  /** The client address the checkout came from: what it may hold is bounded (hold-limits.ts). */
  client: string;
}

export interface PlacedOrder {
  order: Order;
  items: OrderItem[];
  breakdown: PriceBreakdown;
  /** The same shopper's earlier unpaid orders this one replaced (their units are back). */
  replaced: Order[];
}

/** Why a product's units could not be taken, in the shopper's words. */
async function refusal(tx: Tx, productId: string, quantity: number): Promise<ShopRefusal> {
  const [product] = await tx.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product) return new ShopRefusal(`Unknown product "${productId}"`, "unknown_product");
  if (product.priceCents === 0) {
    return new ShopRefusal(`${product.name} is priced on request: please call us to order it`, "call_for_price");
  }
  if (product.stockQuantity === 0) {
    return new ShopRefusal(`Sorry, ${product.name} is no longer in stock`, "out_of_stock");
  }
  return new ShopRefusal(
    `Sorry, only ${product.stockQuantity} of ${product.name} ${product.stockQuantity === 1 ? "is" : "are"} still in stock (you asked for ${quantity})`,
    "out_of_stock",
  );
}

/**
 * Takes the units of every line, in product-id order so concurrent orders never deadlock: the
 * products as they are now, and each stock move for the change log.
 */
async function holdStock(
  tx: Tx,
  request: CheckoutRequest,
): Promise<{ held: Map<string, Product>; moves: ProductChangeEntry[] }> {
  const held = new Map<string, Product>();
  const moves: ProductChangeEntry[] = [];
  const lines = [...request.cart_items].sort((a, b) => (a.product_id < b.product_id ? -1 : 1));
  for (const line of lines) {
    const [product] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}`, updatedAt: sql`now()` })
      .where(
        and(eq(products.id, line.product_id), gte(products.stockQuantity, line.quantity), gt(products.priceCents, 0)),
      )
      .returning();
    if (!product) throw await refusal(tx, line.product_id, line.quantity);
    held.set(product.id, product);
    moves.push(stockChange(product.id, product.stockQuantity + line.quantity, product.stockQuantity));
  }
  return { held, moves };
}

/** Who places the order, as what they may hold is bounded. */
function holderOf(input: PlaceOrderInput): Holder {
  return { client: input.client, email: input.request.customer_email };
}

function fulfillmentOf(input: PlaceOrderInput): PricingFulfillment {
  const { request, delivery } = input;
  if (request.order_type === "pickup") return { type: "pickup" };
  if (!delivery) throw new Error("A delivery order needs the server's delivery quote");
  return {
    type: "delivery",
    feeCents: delivery.feeCents,
    haulAwayUnits: request.delivery.haul_away_units,
    stairFlights: request.delivery.stair_flights,
  };
}

export function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrder> {
  // The order's id is chosen once for every try: when a try's connection was lost after its COMMIT
  // had landed, the next try finds that order instead of holding the units a second time.
  const id = crypto.randomUUID();
  let tried = false;
  return retryOnLostConnection(async () => {
    const landed = tried ? await placedBefore(db, id, input) : null;
    tried = true;
    return landed ?? placeOrderOnce(db, input, id);
  });
}

/**
 * The order an earlier try placed though its answer was lost, as that try would have answered it;
 * null when it did not land. The orders it replaced were cancelled in its transaction, so their
 * last change is the moment the order was placed.
 */
async function placedBefore(db: Db, id: string, input: PlaceOrderInput): Promise<PlacedOrder | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.position));
  const breakdown = priceOrder(
    items.map((item) => ({
      productId: item.productId,
      name: item.productName,
      unitPriceCents: item.unitPriceCents,
      quantity: item.quantity,
      warrantyId: item.warrantyId as WarrantyId,
    })),
    fulfillmentOf(input),
  );
  const replaced = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, "cancelled"),
        placedBy(holderOf(input)),
        // Compared in the database: a JavaScript date keeps milliseconds, the column microseconds.
        sql`${orders.updatedAt} = (select placed.created_at from orders placed where placed.id = ${id})`,
      ),
    );
  return { order, items, breakdown, replaced };
}

async function placeOrderOnce(db: Db, input: PlaceOrderInput, id: string): Promise<PlacedOrder> {
  const { request, delivery } = input;
  return db.transaction(async (tx) => {
    const units = request.cart_items.reduce((sum, line) => sum + line.quantity, 0);
    const replaced = await makeRoomForHold(tx, holderOf(input), units);
    const { held, moves } = await holdStock(tx, request);
    const breakdown = priceOrder(
      request.cart_items.map((line) => {
        const product = held.get(line.product_id)!;
        return {
          productId: product.id,
          name: product.name,
          unitPriceCents: unitPriceCents(product),
          quantity: line.quantity,
          warrantyId: line.warranty_id,
        };
      }),
      fulfillmentOf(input),
    );
    const address = request.order_type === "delivery" ? request.delivery_address : null;
    const options = request.order_type === "delivery" ? request.delivery : null;
    const values = {
      id,
      status: "pending_payment" as const,
      source: request.source,
      customerEmail: request.customer_email,
      customerName: request.customer_name,
      customerPhone: request.customer_phone ?? null,
      fulfillment: request.order_type,
      addressLine1: address?.line1 ?? null,
      addressLine2: address?.line2 || null,
      city: address?.city ?? null,
      state: address?.state ?? null,
      postalCode: address?.postal_code ?? null,
      deliveryMiles: delivery?.miles ?? null,
      distanceSource: delivery?.source ?? null,
      deliveryDate: options?.date ?? null,
      deliveryWindow: options?.window ?? null,
      haulAwayUnits: breakdown.haulAwayUnits,
      stairFlights: breakdown.stairFlights,
      merchandiseCents: breakdown.merchandiseCents,
      warrantyCents: breakdown.warrantyCents,
      deliveryFeeCents: breakdown.deliveryFeeCents,
      haulAwayCents: breakdown.haulAwayCents,
      stairCarryCents: breakdown.stairCarryCents,
      taxBps: breakdown.taxBps,
      taxCents: breakdown.taxCents,
      totalCents: breakdown.totalCents,
      stockState: "held" as const,
      paymentProvider: input.provider,
      checkoutKey: input.checkoutKey?.key ?? null,
      checkoutRequestHash: input.checkoutKey?.requestHash ?? null,
      clientAddress: input.client,
      addressCheck: address && delivery ? addressConcern(address, delivery.source !== "unknown") : null,
      cancelPath: request.cancel_path,
      attribution: request.attribution ?? null,
      holdExpiresAt: input.holdExpiresAt,
    };
    let order: Order | undefined;
    for (let attempt = 0; !order; attempt += 1) {
      if (attempt === 5) throw new Error("Could not find a free order number");
      [order] = await tx
        .insert(orders)
        .values({ ...values, orderNumber: newOrderNumber() })
        .onConflictDoNothing({ target: orders.orderNumber })
        .returning();
    }
    const items = await tx
      .insert(orderItems)
      .values(
        breakdown.lines.map((line, position) => {
          const product = held.get(line.productId)!;
          return {
            orderId: order.id,
            productId: product.id,
            position,
            productName: product.name,
            brand: product.brand,
            modelNumber: product.modelNumber,
            category: product.subcategory,
            image: product.images[0] ?? null,
            quantity: line.quantity,
            unitPriceCents: line.unitPriceCents,
            warrantyId: line.warrantyId,
            warrantyUnitCents: line.warrantyUnitCents,
          };
        }),
      )
      .returning();
    await recordProductChanges(tx, moves, { source: "sale", sourceDetail: order.orderNumber });
    await recordStatus(tx, order, {
      status: "pending_payment",
      actor: "shopper",
      note: `Order placed; ${breakdown.unitCount} unit${breakdown.unitCount === 1 ? "" : "s"} held until payment`,
      placed: true,
    });
    return { order, items, breakdown, replaced };
  });
}
