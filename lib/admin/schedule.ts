// The day's deliveries and pickups, as staff run them: which orders are due on a day, in what
// order the truck takes them, which paid deliveries still need a date, and the same day as CSV
// rows. Pure rules over stored orders (schedule-read.ts loads them).
//
// - A delivery is due on the date staff scheduled (the one told to the customer). The date the
//   shopper requested at checkout is a wish, not a promise: an order with only a requested date is
//   not on any day's run; it waits under "Needs a date" (showing the day it asked for) until staff
//   give it one.
// - Deliveries run by window (10-12 first), then nearest to the store first, so the route works
//   outwards; a stop with no measured distance comes last in its window.
// - A pickup has no date of its own: it is ready about two hours after it is paid, so it is due
//   from that day (the next open day when that falls after closing time or on a closed day) until
//   it is collected; a collected pickup shows on the day it was picked up.
import type { Order, OrderEvent, OrderItem, OrderStatus } from "@/db/schema";
import { isClosedDay } from "@/lib/delivery/closed-days";
import { addDays, deliveryWindowLabel, storeClock } from "@/lib/delivery/schedule";
import { canSchedule, PAYMENT_LABELS, paymentState, STATUS_LABELS, type PaymentState } from "@/lib/orders/order-status";
import { formatPhone } from "@/lib/phone";
import { DELIVERY, HOURS, PICKUP } from "@/lib/store";

/** A real calendar date "YYYY-MM-DD" of this millennium: one the database and the day links take. */
export function isStoreDate(value: string): boolean {
  return (
    /^2\d{3}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && addDays(value, 0) === value
  );
}

/** The day a ?date= asks for when it is a real calendar date, else `today`. */
export function scheduleDayParam(value: string | string[] | undefined, today: string): string {
  const date = (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  return isStoreDate(date) ? date : today;
}

/** Statuses of a delivery that is (or was) on the truck for its scheduled day. */
const DUE_DELIVERY_STATUSES: readonly OrderStatus[] = [
  "paid",
  "processing",
  "out_for_delivery",
  "delivered",
  "returned",
];
/** Statuses of a paid pickup nobody has collected yet. */
export const WAITING_PICKUP_STATUSES: readonly OrderStatus[] = ["paid", "processing", "ready_for_pickup"];
/** Statuses of a pickup that was collected (and perhaps brought back later). */
export const COLLECTED_PICKUP_STATUSES: readonly OrderStatus[] = ["picked_up", "returned"];

const CLOSING_HOUR = Number(HOURS.closes.slice(0, 2));

/** The store day a pickup paid at `paidAt` is ready to collect. */
export function pickupReadyDay(paidAt: Date): string {
  const ready = storeClock(new Date(paidAt.getTime() + PICKUP.readyInHours * 3_600_000));
  let day = ready.hour >= CLOSING_HOUR ? addDays(ready.date, 1) : ready.date;
  while (isClosedDay(day)) day = addDays(day, 1);
  return day;
}

/** When the order was handed over at the counter: its last step into "picked up", if any. */
export function pickedUpAt(events: readonly Pick<OrderEvent, "status" | "previousStatus" | "createdAt">[]) {
  return events.findLast((event) => event.status === "picked_up" && event.previousStatus !== "picked_up")?.createdAt;
}

type DueFields = Pick<Order, "fulfillment" | "status" | "scheduledDate" | "paidAt">;

/** Whether a delivery order is on the run of `day`. */
export function deliveryDueOn(order: DueFields, day: string): boolean {
  return (
    order.fulfillment === "delivery" && order.scheduledDate === day && DUE_DELIVERY_STATUSES.includes(order.status)
  );
}

/** Whether a pickup order is due at the counter on `day` (`collectedAt`: when it was picked up). */
export function pickupDueOn(order: DueFields, day: string, collectedAt: Date | undefined): boolean {
  if (order.fulfillment !== "pickup" || !order.paidAt) return false;
  if (WAITING_PICKUP_STATUSES.includes(order.status)) return pickupReadyDay(order.paidAt) <= day;
  return COLLECTED_PICKUP_STATUSES.includes(order.status) && !!collectedAt && storeClock(collectedAt).date === day;
}

/** A paid delivery that staff may schedule and have not: it waits under "Needs a date". */
export function needsDate(order: Pick<Order, "fulfillment" | "status" | "scheduledDate">): boolean {
  return canSchedule(order.status, order.fulfillment) && !order.scheduledDate;
}

const windowRank = (window: string | null) => {
  const rank = DELIVERY.windows.findIndex((known) => known.id === window);
  return rank < 0 ? DELIVERY.windows.length : rank;
};

type RouteFields = Pick<Order, "scheduledWindow" | "deliveryMiles" | "orderNumber">;

/** The truck's order: by window, then nearest first (unknown distance last), then order number. */
export function byRoute(a: RouteFields, b: RouteFields): number {
  return (
    windowRank(a.scheduledWindow) - windowRank(b.scheduledWindow) ||
    (a.deliveryMiles ?? Infinity) - (b.deliveryMiles ?? Infinity) ||
    a.orderNumber.localeCompare(b.orderNumber)
  );
}

type WaitingFields = Pick<Order, "deliveryDate" | "paidAt" | "orderNumber">;

/** "Needs a date": the earliest requested day first (none last), then the longest paid. */
export function byRequestedDay(a: WaitingFields, b: WaitingFields): number {
  return (
    (a.deliveryDate ?? "9999").localeCompare(b.deliveryDate ?? "9999") ||
    (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0) ||
    a.orderNumber.localeCompare(b.orderNumber)
  );
}

/** Pickups: the one waiting longest first. */
export function byPaidAt(a: WaitingFields, b: WaitingFields): number {
  return (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0) || a.orderNumber.localeCompare(b.orderNumber);
}

interface StaffNote {
  text: string;
  by: string | null;
  at: Date;
}

/** The notes staff wrote in the order's history (not the entries its steps wrote, such as scheduling). */
export function staffNotes(events: readonly OrderEvent[]): StaffNote[] {
  return events
    .filter((event) => event.kind === "note" && event.note)
    .map((event) => ({ text: event.note!, by: event.actorName, at: event.createdAt }));
}

/** One stop of the day (or one order waiting for a date), as the page, run sheet and CSV show it. */
export interface ScheduleStop {
  id: string;
  orderNumber: string;
  fulfillment: "pickup" | "delivery";
  status: OrderStatus;
  statusLabel: string;
  payment: PaymentState;
  testPayment: boolean;
  /** The scheduled window (deliveries). */
  windowLabel: string | null;
  /** What the shopper asked for at checkout (deliveries). */
  requested: { date: string; windowLabel: string | null } | null;
  /** The day a pickup is ready to collect. */
  readyDay: string | null;
  customerName: string | null;
  customerEmail: string;
  customerPhone: string | null;
  /** The delivery address on one line, as maps and drivers read it. */
  address: string | null;
  miles: number | null;
  estimatedMiles: boolean;
  addressCheck: string | null;
  items: { name: string; brand: string; modelNumber: string; quantity: number }[];
  haulAwayUnits: number;
  stairFlights: number;
  notes: StaffNote[];
}

export function toScheduleStop(order: Order, items: readonly OrderItem[], events: readonly OrderEvent[]): ScheduleStop {
  const delivery = order.fulfillment === "delivery";
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    fulfillment: order.fulfillment,
    status: order.status,
    statusLabel: STATUS_LABELS[order.status],
    payment: paymentState(order),
    testPayment: order.paymentProvider === "test",
    windowLabel: order.scheduledWindow ? deliveryWindowLabel(order.scheduledWindow) : null,
    requested:
      delivery && order.deliveryDate
        ? {
            date: order.deliveryDate,
            windowLabel: order.deliveryWindow ? deliveryWindowLabel(order.deliveryWindow) : null,
          }
        : null,
    readyDay: !delivery && order.paidAt ? pickupReadyDay(order.paidAt) : null,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    address: delivery
      ? [order.addressLine1, order.addressLine2, order.city, `${order.state ?? ""} ${order.postalCode ?? ""}`.trim()]
          .filter(Boolean)
          .join(", ")
      : null,
    miles: order.deliveryMiles,
    estimatedMiles: order.distanceSource === "estimated",
    addressCheck: order.addressCheck,
    items: [...items]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        name: item.productName,
        brand: item.brand,
        modelNumber: item.modelNumber,
        quantity: item.quantity,
      })),
    haulAwayUnits: order.haulAwayUnits,
    stairFlights: order.stairFlights,
    notes: staffNotes(events),
  };
}

/** "2 × Whirlpool Dryer (WED5000)": the brand once, also when the product's name starts with it. */
export function itemLine(item: ScheduleStop["items"][number]): string {
  const name = item.name.toLowerCase().startsWith(item.brand.toLowerCase()) ? item.name : `${item.brand} ${item.name}`;
  return `${item.quantity} × ${name} (${item.modelNumber})`;
}

const CSV_HEADER = [
  "Stop",
  "Type",
  "Order",
  "Window",
  "Customer",
  "Phone",
  "Email",
  "Address",
  "Miles",
  "Items",
  "Haul-away units",
  "Stair flights",
  "Notes",
  "Payment",
  "Status",
];

/** The day as CSV rows: a header, the deliveries numbered in route order, then the pickups. */
export function scheduleCsvRows(day: { deliveries: ScheduleStop[]; pickups: ScheduleStop[] }): string[][] {
  const row = (stop: ScheduleStop, number: string): string[] => [
    number,
    stop.fulfillment === "delivery" ? "Delivery" : "Pickup",
    stop.orderNumber,
    stop.windowLabel ?? "",
    stop.customerName ?? "",
    stop.customerPhone ? formatPhone(stop.customerPhone) : "",
    stop.customerEmail,
    stop.address ?? "",
    stop.miles === null ? "" : String(stop.miles),
    stop.items.map(itemLine).join("; "),
    String(stop.haulAwayUnits),
    String(stop.stairFlights),
    stop.notes.map((note) => note.text).join("; "),
    PAYMENT_LABELS[stop.payment],
    stop.statusLabel,
  ];
  return [
    CSV_HEADER,
    ...day.deliveries.map((stop, index) => row(stop, String(index + 1))),
    ...day.pickups.map((stop) => row(stop, "")),
  ];
}
