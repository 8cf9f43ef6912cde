// The showroom's closed days as shoppers and search engines are told them: those coming up,
// shown next to the opening hours in the two weeks before each, and the year ahead for the
// store's structured data. Which days are closed is the delivery calendar's one rule.
import { holidayOn } from "@/lib/delivery/closed-days";
import { addDays, closedDaysBetween, formatDeliveryDate, storeToday } from "@/lib/delivery/schedule";

/** How many days before a closed day the pages announce it next to the hours. */
export const CLOSURE_NOTICE_DAYS = 14;

export interface Closure {
  /** "YYYY-MM-DD" */
  date: string;
  /** "Closed Thursday, November 26 (Thanksgiving)": the whole date, so it stays true whenever it is read. */
  text: string;
}

/** The days the store is closed from today (store time) to `days` days on, both included. */
export function closuresAhead(days: number, now: Date = new Date()): Closure[] {
  const today = storeToday(now);
  return closedDaysBetween(today, addDays(today, days)).map((date) => {
    const holiday = holidayOn(date);
    return { date, text: `Closed ${formatDeliveryDate(date, today)}${holiday ? ` (${holiday})` : ""}` };
  });
}

/** The closed days to announce next to the hours now. */
export function upcomingClosures(now: Date = new Date()): Closure[] {
  return closuresAhead(CLOSURE_NOTICE_DAYS, now);
}
