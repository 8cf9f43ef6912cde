// Reads a day of the schedule: the deliveries due (in route order), the pickups due, and the paid
// deliveries that still need a date. The query narrows the orders by the index on the scheduled
// date and the open pickups; the rules of schedule.ts decide which are due.
import "server-only";
import { and, asc, eq, exists, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderEvents, orderItems, orders, type Order } from "@/db/schema";
import { addDays, STORE_TIME_ZONE } from "@/lib/delivery/schedule";
import { SCHEDULABLE_STATUSES } from "@/lib/orders/order-status";
import {
  byPaidAt,
  byRequestedDay,
  byRoute,
  COLLECTED_PICKUP_STATUSES,
  deliveryDueOn,
  needsDate,
  pickedUpAt,
  pickupDueOn,
  toScheduleStop,
  WAITING_PICKUP_STATUSES,
  type ScheduleStop,
} from "./schedule";

/** How many orders "Needs a date" lists; the rest are a click away in the orders list. */
const NEEDS_DATE_SHOWN = 50;

export interface ScheduleDay {
  day: string;
  /** In route order: stop 1 first. */
  deliveries: ScheduleStop[];
  pickups: ScheduleStop[];
}

export interface NeedsDateList {
  orders: ScheduleStop[];
  /** Every paid delivery without a date, shown or not. */
  total: number;
}

/** The first instant of a store day, in SQL. */
const storeDayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${STORE_TIME_ZONE})`;

async function withDetails(db: Db, rows: Order[]) {
  const ids = rows.map((order) => order.id);
  if (ids.length === 0) return [];
  const [items, events] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)),
  ]);
  return rows.map((order) => ({
    order,
    items: items.filter((item) => item.orderId === order.id),
    events: events.filter((event) => event.orderId === order.id),
  }));
}

/** Every delivery and pickup due on `day` ("YYYY-MM-DD", store time). */
export async function readScheduleDay(db: Db, day: string): Promise<ScheduleDay> {
  const pickedUpThatDay = exists(
    db
      .select({ one: sql`1` })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, orders.id),
          eq(orderEvents.status, "picked_up"),
          gte(orderEvents.createdAt, storeDayStart(day)),
          lt(orderEvents.createdAt, storeDayStart(addDays(day, 1))),
        ),
      ),
  );
  const candidates = await db
    .select()
    .from(orders)
    .where(
      or(
        and(eq(orders.scheduledDate, day), eq(orders.fulfillment, "delivery")),
        and(
          eq(orders.fulfillment, "pickup"),
          or(
            and(
              inArray(orders.status, [...WAITING_PICKUP_STATUSES]),
              lt(orders.paidAt, storeDayStart(addDays(day, 1))),
            ),
            and(inArray(orders.status, [...COLLECTED_PICKUP_STATUSES]), pickedUpThatDay),
          ),
        ),
      ),
    );
  const loaded = await withDetails(db, candidates);
  const deliveries = loaded.filter(({ order }) => deliveryDueOn(order, day)).sort((a, b) => byRoute(a.order, b.order));
  const pickups = loaded
    .filter(({ order, events }) => pickupDueOn(order, day, pickedUpAt(events)))
    .sort((a, b) => byPaidAt(a.order, b.order));
  const stop = ({ order, items, events }: (typeof loaded)[number]) => toScheduleStop(order, items, events);
  return { day, deliveries: deliveries.map(stop), pickups: pickups.map(stop) };
}

/** The paid deliveries staff have not given a date yet, the earliest requested first. */
export async function readNeedsDate(db: Db): Promise<NeedsDateList> {
  const where = and(
    eq(orders.fulfillment, "delivery"),
    isNull(orders.scheduledDate),
    inArray(orders.status, [...SCHEDULABLE_STATUSES]),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(sql`${orders.deliveryDate} asc nulls last`, asc(orders.paidAt), asc(orders.orderNumber))
      .limit(NEEDS_DATE_SHOWN),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  const loaded = await withDetails(db, rows.filter(needsDate).sort(byRequestedDay));
  return {
    orders: loaded.map(({ order, items, events }) => toScheduleStop(order, items, events)),
    total: count?.total ?? 0,
  };
}
