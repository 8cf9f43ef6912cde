// The return window: an order handed over (delivered or picked up) may be returned for RETURNS.days
// days from the store day it was handed over, read from its history. Which refunds an order takes
// now: a handed-over (or partly returned) order takes returns of its units and refunds of money;
// a fully returned one, and a cancelled one whose payment arrived after its units were sold (a
// refund is due), take money only. Pure, so the staff page and the server ask the same rule.
import type { OrderStatus } from "@/db/enums";
import { addDays, storeToday } from "@/lib/delivery/schedule";
import { RETURNS } from "@/lib/store";

export interface ReturnWindow {
  /** The store day the order was delivered or picked up ("YYYY-MM-DD"). */
  handedOver: string;
  /** The last store day of the window. */
  lastDay: string;
  open: boolean;
}

/** What refunds an order takes now: units and money, money only, or none. */
export type RefundKind = "return" | "money";

const HANDED_OVER: readonly OrderStatus[] = ["delivered", "picked_up"];

/** The window from the last time the order was handed over, or null if it never was. */
export function returnWindow(
  events: readonly { status: OrderStatus; previousStatus: OrderStatus | null; createdAt: Date }[],
  now: Date = new Date(),
): ReturnWindow | null {
  const handedOverAt = events
    .filter((event) => HANDED_OVER.includes(event.status) && event.previousStatus !== event.status)
    .at(-1)?.createdAt;
  if (!handedOverAt) return null;
  const handedOver = storeToday(handedOverAt);
  const lastDay = addDays(handedOver, RETURNS.days);
  return { handedOver, lastDay, open: storeToday(now) <= lastDay };
}

/** Which refunds the order takes now, whatever the window (the window limits staff, not the owner). */
export function refundKind(order: {
  status: OrderStatus;
  paidAt: Date | null;
  totalCents: number;
  refundedCents: number | null;
}): RefundKind | null {
  if (HANDED_OVER.includes(order.status)) return "return";
  const owed = (order.refundedCents ?? 0) < order.totalCents;
  if (order.status === "returned" && owed) return "money";
  if (order.status === "cancelled" && order.paidAt !== null && owed) return "money";
  return null;
}

/** Whether the window binds this refund: it does after a hand-over, not for a refund that is due. */
export function windowApplies(status: OrderStatus): boolean {
  return status !== "cancelled";
}
