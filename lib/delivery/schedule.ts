// Delivery dates and windows: orders placed before the 6 PM (Eastern) cut-off can be delivered
// from the next day, later ones from the day after; the shopper requests a date within two weeks
// (days the store is closed are skipped) and a two-hour window, which the store confirms by phone
// the day before. Staff schedule the delivery itself: any open day from today to 180 days on.
// Dates are written with their year when it is not the current one.
import { DELIVERY, type DeliveryWindowId } from "@/lib/store";
import { isClosedDay } from "./closed-days";

export const STORE_TIME_ZONE = "America/New_York";
export const CUT_OFF_HOUR = 18;
/** How many days the shopper can choose from. */
export const DELIVERY_DATE_CHOICES = 14;
/** How far ahead staff may schedule a delivery (a customer moving house, away for a while). */
export const STAFF_SCHEDULE_DAYS = 180;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The en-US date format of `options`, made once under `name` and kept: making one takes tens of
 * microseconds (as does every toLocaleDateString with options), and the shop's header and footer
 * read today's date and the closed days ahead on every page they render.
 */
function dateFormat(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = dateFormats.get(name);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", options);
    dateFormats.set(name, format);
  }
  return format;
}

/** "YYYY-MM-DD" and the hour of an instant in the store's time zone. */
export function storeClock(now: Date): { date: string; hour: number } {
  const parts = dateFormat("clock", {
    timeZone: STORE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)!.value;
  return { date: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) };
}

/** Today's date ("YYYY-MM-DD") in the store's time zone. */
export function storeToday(now: Date = new Date()): string {
  return storeClock(now).date;
}

/** Adds whole days to a "YYYY-MM-DD" date. */
export function addDays(date: string, days: number): string {
  const instant = new Date(`${date}T12:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

/** Whether `date` is a real "YYYY-MM-DD" calendar date. */
function isCalendarDate(date: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T12:00:00Z`)) && addDays(date, 0) === date
  );
}

/**
 * The dates a shopper may pick now, earliest first: from the day after tomorrow once the cut-off
 * has passed, skipping the days the store is closed, DELIVERY_DATE_CHOICES of them.
 */
export function deliveryDates(now: Date = new Date()): string[] {
  const clock = storeClock(now);
  const dates: string[] = [];
  for (let day = addDays(clock.date, clock.hour < CUT_OFF_HOUR ? 1 : 2); dates.length < DELIVERY_DATE_CHOICES;) {
    if (!isClosedDay(day)) dates.push(day);
    day = addDays(day, 1);
  }
  return dates;
}

/**
 * Whether the server accepts a preferred date: any day from tomorrow to the end of the choices,
 * so a page opened just before the cut-off or midnight is not refused a moment later.
 */
export function isAcceptableDeliveryDate(date: string, now: Date = new Date()): boolean {
  if (!isCalendarDate(date) || isClosedDay(date)) return false;
  const today = storeClock(now).date;
  // Up to the last choice offered today after the cut-off (23:30 UTC is evening in Ohio).
  const last = deliveryDates(new Date(`${today}T23:30:00Z`)).at(-1)!;
  return date >= addDays(today, 1) && date <= last;
}

/** The first and last dates staff may give a delivery now (closed days between are refused). */
export function staffScheduleRange(now: Date = new Date()): { first: string; last: string } {
  const first = storeToday(now);
  return { first, last: addDays(first, STAFF_SCHEDULE_DAYS) };
}

/** Why staff may not give a delivery this date. */
export type ScheduleDateRefusal = "not_a_date" | "past" | "closed" | "too_far";

/**
 * Whether staff may schedule a delivery on `date`: a real date, from today (store time) to
 * STAFF_SCHEDULE_DAYS ahead, on a day the store is open (the closed days the checkout skips).
 * Answers why not, or null when it may.
 */
export function scheduleDateRefusal(date: string, now: Date = new Date()): ScheduleDateRefusal | null {
  if (!isCalendarDate(date)) return "not_a_date";
  const { first, last } = staffScheduleRange(now);
  if (date < first) return "past";
  if (date > last) return "too_far";
  if (isClosedDay(date)) return "closed";
  return null;
}

/** The days the store is closed from `first` to `last`, both included. */
export function closedDaysBetween(first: string, last: string): string[] {
  const closed: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) if (isClosedDay(day)) closed.push(day);
  return closed;
}

/**
 * A date as the shop writes it: "Tuesday, June 3", with the year when it is not the year of
 * `today` (the store's today unless given): "Wednesday, January 1, 2020".
 */
export function formatDeliveryDate(date: string, today: string = storeToday()): string {
  const withYear = date.slice(0, 4) !== today.slice(0, 4);
  return dateFormat(withYear ? "date with year" : "date", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    ...(withYear && { year: "numeric" }),
  }).format(new Date(`${date}T12:00:00Z`));
}

export function deliveryWindowLabel(id: DeliveryWindowId | string): string {
  return DELIVERY.windows.find((window) => window.id === id)?.label ?? id;
}

export const DELIVERY_WINDOW_IDS = DELIVERY.windows.map((window) => window.id) as [
  DeliveryWindowId,
  ...DeliveryWindowId[],
];
