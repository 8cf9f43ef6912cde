// The order statuses: which changes are allowed, which of them staff confirm on a second screen,
// when a delivery can be scheduled, whether the order is paid, unpaid or refunded, what the
// shopper reads for each, the badge colour on the tracking page and the timeline steps for pickup
// and delivery orders.
import { ORDER_STATUSES, type OrderStatus } from "@/db/enums";
import { DELIVERY_SCHEDULE } from "@/lib/store";

export { ORDER_STATUSES, type OrderStatus };

type Fulfillment = "pickup" | "delivery";

/** Statuses of an order whose payment went through (a returned order was paid, then refunded). */
export const PAID_STATUSES: readonly OrderStatus[] = [
  "paid",
  "processing",
  "ready_for_pickup",
  "out_for_delivery",
  "picked_up",
  "delivered",
  "returned",
];

export function isPaid(status: OrderStatus): boolean {
  return PAID_STATUSES.includes(status);
}

/** Statuses reached only by the payment path (provider events), never set by hand. */
export const PAYMENT_STATUSES: readonly OrderStatus[] = ["paid", "expired", "payment_failed"];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ["paid", "expired", "payment_failed", "cancelled"],
  paid: ["processing", "ready_for_pickup", "out_for_delivery", "cancelled"],
  processing: ["ready_for_pickup", "out_for_delivery", "cancelled"],
  ready_for_pickup: ["picked_up", "processing", "cancelled"],
  out_for_delivery: ["delivered", "processing", "cancelled"],
  picked_up: [],
  delivered: [],
  // Reached only by recording a return of every unit (lib/orders), never picked as a step.
  returned: [],
  cancelled: [],
  expired: [],
  payment_failed: [],
};

const PICKUP_ONLY: readonly OrderStatus[] = ["ready_for_pickup", "picked_up"];
const DELIVERY_ONLY: readonly OrderStatus[] = ["out_for_delivery", "delivered"];

/** Whether an order of this fulfillment may go from one status to the other. */
export function canChangeStatus(from: OrderStatus, to: OrderStatus, fulfillment: Fulfillment): boolean {
  if (!NEXT[from].includes(to)) return false;
  if (fulfillment === "delivery" && PICKUP_ONLY.includes(to)) return false;
  if (fulfillment === "pickup" && DELIVERY_ONLY.includes(to)) return false;
  return true;
}

/** The statuses staff may move an order to next. */
export function nextStatuses(from: OrderStatus, fulfillment: Fulfillment): OrderStatus[] {
  return NEXT[from].filter((to) => !PAYMENT_STATUSES.includes(to) && canChangeStatus(from, to, fulfillment));
}

/**
 * Steps staff confirm on a second screen before they happen: cancelling (which refunds a paid
 * order) and handing the order over (delivered, picked up) close the order for good and e-mail
 * the customer.
 */
const CONFIRMED_STEPS: readonly OrderStatus[] = ["cancelled", "delivered", "picked_up"];

/** Whether moving an order to `to` needs the staff member's confirmation first. */
export function needsConfirmation(to: OrderStatus): boolean {
  return CONFIRMED_STEPS.includes(to);
}

/** Where the order's money stands: taken, not taken (or not yet), given back in part or in full. */
export type PaymentState = "paid" | "unpaid" | "partially_refunded" | "refunded";

export const PAYMENT_STATES: readonly PaymentState[] = ["paid", "unpaid", "partially_refunded", "refunded"];

export const PAYMENT_LABELS: Record<PaymentState, string> = {
  paid: "Paid",
  unpaid: "Unpaid",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
};

/**
 * Money given back decides first: all of the total is refunded, some is partially refunded.
 * Otherwise the order is paid when its status says so or the payment arrived (a payment that came
 * after its units were sold is held on a cancelled order until staff refund it).
 */
export function paymentState(order: {
  status: OrderStatus;
  paidAt: Date | string | null;
  totalCents: number;
  refundedCents: number | null;
}): PaymentState {
  const refunded = order.refundedCents ?? 0;
  if (refunded > 0) return refunded >= order.totalCents ? "refunded" : "partially_refunded";
  return isPaid(order.status) || order.paidAt ? "paid" : "unpaid";
}

/** Statuses in which a delivery order may be given (or moved to) a date: paid, not yet delivered. */
export const SCHEDULABLE_STATUSES: readonly OrderStatus[] = ["paid", "processing", "out_for_delivery"];

/** Whether staff may give an order a delivery date now. */
export function canSchedule(status: OrderStatus, fulfillment: Fulfillment): boolean {
  return fulfillment === "delivery" && SCHEDULABLE_STATUSES.includes(status);
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: "Awaiting Payment",
  paid: "Confirmed",
  processing: "Processing",
  ready_for_pickup: "Ready for Pickup",
  out_for_delivery: "In Transit",
  picked_up: "Picked Up",
  delivered: "Delivered",
  returned: "Returned",
  cancelled: "Cancelled",
  expired: "Payment Expired",
  payment_failed: "Payment Failed",
};

export type StatusTone = "green" | "blue" | "yellow" | "red" | "grey";

/** Badge colours: delivered green, in transit blue, processing yellow, cancelled red, else grey. */
export function statusTone(status: OrderStatus): StatusTone {
  switch (status) {
    case "delivered":
    case "picked_up":
      return "green";
    case "out_for_delivery":
    case "ready_for_pickup":
      return "blue";
    case "processing":
      return "yellow";
    case "cancelled":
      return "red";
    default:
      return "grey";
  }
}

export interface TimelineStepDefinition {
  id: string;
  title: string;
  description: string;
  /** The step is complete once the order has entered one of these statuses. */
  reachedBy: readonly OrderStatus[];
}

const RECEIVED: TimelineStepDefinition = {
  id: "received",
  title: "Order Received",
  description: "We have your order and are waiting for the payment to clear.",
  reachedBy: ["pending_payment"],
};
const CONFIRMED: TimelineStepDefinition = {
  id: "confirmed",
  title: "Order Confirmed",
  description: "Payment received: your appliance is set aside for you.",
  reachedBy: ["paid"],
};
const PREPARING: TimelineStepDefinition = {
  id: "preparing",
  title: "Preparing Your Order",
  description: "We are checking and preparing your appliance.",
  reachedBy: ["processing"],
};

export const TIMELINES: Record<Fulfillment, readonly TimelineStepDefinition[]> = {
  delivery: [
    RECEIVED,
    CONFIRMED,
    { ...PREPARING, title: "Preparing for Delivery" },
    {
      id: "in-transit",
      title: "In Transit",
      description: `Your appliance is on the truck. We call ${DELIVERY_SCHEDULE.courtesyCallMinutes} minutes before we arrive.`,
      reachedBy: ["out_for_delivery"],
    },
    { id: "delivered", title: "Delivered", description: "Delivered. Enjoy your appliance!", reachedBy: ["delivered"] },
  ],
  pickup: [
    RECEIVED,
    CONFIRMED,
    { ...PREPARING, title: "Preparing for Pickup" },
    {
      id: "ready",
      title: "Ready for Pickup",
      description: "Your appliance is ready at the showroom. Bring your order number.",
      reachedBy: ["ready_for_pickup"],
    },
    { id: "picked-up", title: "Picked Up", description: "Picked up. Enjoy your appliance!", reachedBy: ["picked_up"] },
  ],
};
