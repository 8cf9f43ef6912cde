// Which days the store is closed (no delivery, no pickup): the US holidays it observes and any
// single dates it sets, from store facts. Pure date arithmetic on "YYYY-MM-DD" strings.
import { CLOSED_DAYS, HOLIDAYS, type Holiday } from "@/lib/store";

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The n-th (1-based) weekday (0 = Sunday) of a month, or the last one when n is -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n === -1) {
    const last = new Date(Date.UTC(year, month, 0));
    const back = (last.getUTCDay() - weekday + 7) % 7;
    return iso(year, month, last.getUTCDate() - back);
  }
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return iso(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
}

/** The date of a holiday in a year. */
export function holidayDate(holiday: Holiday, year: number): string {
  switch (holiday) {
    case "new-years-day":
      return iso(year, 1, 1);
    case "memorial-day":
      return nthWeekday(year, 5, 1, -1);
    case "independence-day":
      return iso(year, 7, 4);
    case "labor-day":
      return nthWeekday(year, 9, 1, 1);
    case "thanksgiving":
      return nthWeekday(year, 11, 4, 4);
    case "christmas":
      return iso(year, 12, 25);
  }
}

const HOLIDAY_NAMES: Record<Holiday, string> = {
  "new-years-day": "New Year's Day",
  "memorial-day": "Memorial Day",
  "independence-day": "Independence Day",
  "labor-day": "Labor Day",
  thanksgiving: "Thanksgiving",
  christmas: "Christmas Day",
};

/** The names of the holidays the store closes for, in the year's order. */
export const closedHolidayNames = (closed: { holidays: readonly Holiday[] } = CLOSED_DAYS): string[] =>
  HOLIDAYS.filter((holiday) => closed.holidays.includes(holiday)).map((holiday) => HOLIDAY_NAMES[holiday]);

/** The name of the holiday the store closes for on a date ("Thanksgiving"), or null. */
export function holidayOn(date: string, closed: { holidays: readonly Holiday[] } = CLOSED_DAYS): string | null {
  const year = Number(date.slice(0, 4));
  const holiday = closed.holidays.find((candidate) => holidayDate(candidate, year) === date);
  return holiday ? HOLIDAY_NAMES[holiday] : null;
}

/** Whether the store is closed on a "YYYY-MM-DD" date. */
export function isClosedDay(
  date: string,
  closed: { holidays: readonly Holiday[]; dates: readonly string[] } = CLOSED_DAYS,
): boolean {
  return closed.dates.includes(date) || holidayOn(date, closed) !== null;
}
