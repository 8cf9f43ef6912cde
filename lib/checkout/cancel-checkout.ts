// "Cancel" on a payment page: closes the session at the provider and puts the order's units back
// at once, then sends the shopper back where they started (the product page or the cart).
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders } from "@/db/schema";
import { paymentProviderFor } from "@/lib/payments/providers";
import { isPaid } from "@/lib/orders/order-status";
import { refreshFromProvider } from "./refresh-payment";

/** Where to send the browser after cancelling the order's payment. */
export async function cancelCheckout(db: Db, orderId: string): Promise<string> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return "/";
  let current = order;
  if (order.status === "pending_payment" && order.paymentSessionId) {
    const provider = paymentProviderFor(order.paymentProvider, db);
    if (provider) current = (await refreshFromProvider(db, provider, order, { closeIfOpen: true })).order ?? order;
  }
  if (isPaid(current.status))
    return `/checkout-success?session_id=${encodeURIComponent(current.paymentSessionId ?? "")}`;
  return `${order.cancelPath}?checkout=cancelled`;
}
