// What one shopper may hold off the shelf while paying. A pending order keeps its units for the
// payment page's 30 minutes; without bounds, a few scripted checkouts could hold the whole
// showroom, renewed for ever. So, inside the transaction that holds the new order's units:
// - a new checkout from the same client address with the same e-mail replaces that shopper's
//   earlier unpaid orders (their units go back first), so going back and changing the cart
//   never stacks holds;
// - what is left unpaid from that client address, and under that e-mail from anywhere, may not
//   pass 3 orders or 10 units with the new order: a household's washer and dryer pair, or a few
//   units of one model, always fits; a bigger order is a phone call.
import "server-only";
import { and, eq, or, sql } from "drizzle-orm";
import { orderItems, orders, type Order } from "@/db/schema";
import type { Tx } from "@/db/transaction";
import { STORE } from "@/lib/store";
import { recordStatus } from "@/lib/orders/record-status";
import { releaseStock } from "@/lib/orders/stock";
import { ShopRefusal } from "@/lib/errors";

export const HOLD_LIMITS = { orders: 3, units: 10 } as const;

export interface Holder {
  /** The client's limit key: the address the server established, an IPv6 client's /64 network. */
  client: string;
  email: string;
}

/** Serialises checkouts by one client address or one e-mail, in a fixed order so none deadlock. */
async function lockHolder(tx: Tx, holder: Holder): Promise<void> {
  const keys = [`client:${holder.client}`, `email:${holder.email.toLowerCase()}`].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

const sameClient = (holder: Holder) => eq(orders.clientAddress, holder.client);
const sameEmail = (holder: Holder) => eq(sql`lower(${orders.customerEmail})`, holder.email.toLowerCase());

/** The holder's own orders: placed from the same client address with the same e-mail. */
export function placedBy(holder: Holder) {
  return and(sameClient(holder), sameEmail(holder));
}

/** Orders waiting for payment whose units are held. */
const holdingUnpaid = () => and(eq(orders.status, "pending_payment"), eq(orders.stockState, "held"));

/** Unpaid orders holding units from the holder's client address or with the holder's e-mail. */
function unpaidBy(holder: Holder) {
  return and(holdingUnpaid(), or(sameClient(holder), sameEmail(holder)));
}

/** Releases the holder's own earlier unpaid orders; answers them, for their payment pages to close. */
async function replaceEarlier(tx: Tx, holder: Holder): Promise<Order[]> {
  const earlier = await tx
    .select()
    .from(orders)
    .where(and(holdingUnpaid(), placedBy(holder)))
    .for("update");
  for (const order of earlier) {
    await releaseStock(tx, order);
    await recordStatus(tx, order, {
      status: "cancelled",
      actor: "shopper",
      note: "Replaced by the same shopper's new checkout before payment; units back in stock",
    });
  }
  return earlier;
}

function callUs(): string {
  return `please call us at ${STORE.phone} for a larger order`;
}

/**
 * Makes room for a new order of `units` units by `holder`, or refuses it. Answers the orders it
 * replaced (already released in this transaction).
 */
export async function makeRoomForHold(tx: Tx, holder: Holder, units: number): Promise<Order[]> {
  if (units > HOLD_LIMITS.units) {
    throw new ShopRefusal(
      `Online orders hold at most ${HOLD_LIMITS.units} appliances while you pay: ${callUs()}`,
      "hold_limit",
    );
  }
  await lockHolder(tx, holder);
  const replaced = await replaceEarlier(tx, holder);
  // What the holder still has unpaid, in one read: its orders and their units.
  const [held] = await tx
    .select({
      orders: sql<number>`count(distinct ${orders.id})::int`,
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(unpaidBy(holder));
  const openOrders = Number(held?.orders ?? 0);
  const heldUnits = Number(held?.units ?? 0);
  if (openOrders + 1 > HOLD_LIMITS.orders || heldUnits + units > HOLD_LIMITS.units) {
    throw new ShopRefusal(
      `You already have ${openOrders} unpaid order${openOrders === 1 ? "" : "s"} holding ${heldUnits} appliance${heldUnits === 1 ? "" : "s"}: please finish or cancel ${openOrders === 1 ? "it" : "one"} before starting another, or ${callUs()}`,
      "hold_limit",
    );
  }
  return replaced;
}
