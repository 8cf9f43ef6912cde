// Order tracking: finds an order by its number and the e-mail it was placed with (a wrong e-mail
// gets the same "not found" as an unknown number) and builds the timeline from its history, ending
// in how it closed: cancelled, returned, or refunded in part or in full after the hand-over.
import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { formatCents } from "@/lib/money";
import { orders, type OrderStatus } from "@/db/schema";
import { normalizeOrderNumber } from "./order-number";
import { STATUS_LABELS, TIMELINES, statusTone, type StatusTone } from "./order-status";
import type { OrderView } from "./order-view";
import { readOrderView } from "./read-order-view";

export const TRACK_REQUIRED = "Please enter both order number and email address";
export const TRACK_NOT_FOUND = "Order not found. Please check your order number and email address.";

/**
 * Both fields, as the form sends them. A number or e-mail longer than any we issue is not refused
 * here: it is typed into the form and simply finds nothing (the route's 4 KB body bounds it).
 */
export const trackRequestSchema = z.strictObject({
  order_number: z.string({ error: TRACK_REQUIRED }).trim().min(1, TRACK_REQUIRED),
  email: z.string({ error: TRACK_REQUIRED }).trim().min(1, TRACK_REQUIRED),
});

export interface TimelineStep {
  id: string;
  title: string;
  description: string;
  completed: boolean;
  /** When the step was reached (ISO), for completed steps the history dates. */
  date: string | null;
}

export interface TrackedOrder {
  order: OrderView;
  tone: StatusTone;
  steps: TimelineStep[];
}

/** What POST /api/orders/track answers besides `success: true`. */
export type TrackAnswer = ({ found: true } & TrackedOrder) | { found: false; message: string };

const CLOSED: Partial<Record<OrderStatus, string>> = {
  cancelled: "This order was cancelled. If you paid, the refund goes back to your card within 10 business days.",
  expired: "The payment page closed before payment; nothing was charged.",
  payment_failed: "The payment did not go through; nothing was charged.",
};

export function timeline(order: OrderView): TimelineStep[] {
  const definitions = TIMELINES[order.fulfillment];
  const reachedAt = (statuses: readonly OrderStatus[]) =>
    order.history.find((entry) => statuses.includes(entry.status))?.at ?? null;
  const furthest = definitions.reduce((last, step, index) => (reachedAt(step.reachedBy) ? index : last), -1);
  const steps = definitions.map((step, index) => ({
    id: step.id,
    title: step.title,
    description: step.description,
    completed: index <= furthest,
    date: index <= furthest ? reachedAt(step.reachedBy) : null,
  }));
  if (order.status === "returned" || (order.refundedCents > 0 && order.status !== "cancelled")) {
    const whole = order.refundedCents >= order.totals.totalCents;
    return [
      ...steps.filter((step) => step.completed),
      {
        id: "refunded",
        title: order.status === "returned" ? STATUS_LABELS.returned : whole ? "Refunded" : "Partially Refunded",
        description: `${order.status === "returned" ? "We received your return. " : ""}We refunded ${formatCents(order.refundedCents)}${whole ? ", everything you paid," : ` of the ${formatCents(order.totals.totalCents)} you paid`} to your card; it shows on your statement within 5 to 10 business days.`,
        completed: true,
        date: order.history.at(-1)?.at ?? null,
      },
    ];
  }
  const closing = CLOSED[order.status];
  if (!closing) return steps;
  return [
    ...steps.filter((step) => step.completed),
    {
      id: order.status,
      title: STATUS_LABELS[order.status],
      description: closing,
      completed: true,
      date: reachedAt([order.status]),
    },
  ];
}

export async function trackOrder(db: Db, orderNumber: string, email: string): Promise<TrackedOrder | null> {
  const order = await readOrderView(db, eq(orders.orderNumber, normalizeOrderNumber(orderNumber)));
  if (!order || order.customer.email.trim().toLowerCase() !== email.trim().toLowerCase()) return null;
  return { order, tone: statusTone(order.status), steps: timeline(order) };
}
