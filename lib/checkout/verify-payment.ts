// The success page's check: the stored order for a payment session, refreshed from its provider
// while still pending, with the confirmation e-mail's state.
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { emailMessages, orders } from "@/db/schema";
import { paymentProviderFor } from "@/lib/payments/providers";
import { confirmationKey } from "@/lib/orders/order-emails";
import { isPaid } from "@/lib/orders/order-status";
import type { OrderView } from "@/lib/orders/order-view";
import { readOrderView } from "@/lib/orders/read-order-view";
import { refreshFromProvider } from "./refresh-payment";
import { logError } from "@/lib/log";

/** "sending" until the message has gone (or, without an e-mail service, is stored for staff). */
export type EmailState = "sending" | "sent" | "stored" | "failed";

export interface VerifyAnswer {
  success: true;
  payment_verified: boolean;
  order_details: {
    /** The single item's name, or "{n} Items". */
    product_name: string;
    quantity: number;
    amount_cents: number;
    order_number: string;
    status: OrderView["status"];
    email_status: EmailState | null;
    order: OrderView;
  };
}

async function emailState(db: Db, orderId: string): Promise<EmailState | null> {
  const [message] = await db
    .select({ status: emailMessages.status })
    .from(emailMessages)
    .where(eq(emailMessages.dedupeKey, confirmationKey(orderId)))
    .limit(1);
  if (!message) return null;
  if (message.status === "pending" || message.status === "sending") return "sending";
  return message.status;
}

export async function verifyPayment(db: Db, sessionId: string): Promise<VerifyAnswer | null> {
  const [order] = await db.select().from(orders).where(eq(orders.paymentSessionId, sessionId)).limit(1);
  if (!order) return null;
  if (order.status === "pending_payment") {
    const provider = paymentProviderFor(order.paymentProvider, db);
    if (provider) {
      try {
        await refreshFromProvider(db, provider, order);
      } catch (error) {
        logError(`Could not refresh the payment of order ${order.orderNumber}`, error);
      }
    }
  }
  const view = (await readOrderView(db, eq(orders.id, order.id)))!;
  const paid = isPaid(view.status);
  return {
    success: true,
    payment_verified: paid,
    order_details: {
      product_name: view.items.length === 1 ? view.items[0]!.name : `${view.items.length} Items`,
      quantity: view.totals.unitCount,
      amount_cents: view.totals.totalCents,
      order_number: view.orderNumber,
      status: view.status,
      email_status: paid ? ((await emailState(db, order.id)) ?? "sending") : null,
      order: view,
    },
  };
}
