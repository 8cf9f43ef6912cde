// /admin/schedule?date=YYYY-MM-DD: the deliveries and pickups due on a day (today in the store's
// time zone unless asked), with the paid deliveries that still need a date listed first; the
// deliveries are numbered in route order (window, then nearest first). Links to the day's run
// sheet and CSV.
import type { Metadata } from "next";
import { DayPicker, DayTools, Deliveries, NeedsDate, Pickups, dayTitle } from "@/components/admin/schedule-day";
import { getDb } from "@/db/client";
import { scheduleDayParam } from "@/lib/admin/schedule";
import { readNeedsDate, readScheduleDay } from "@/lib/admin/schedule-read";
import { storeToday } from "@/lib/delivery/schedule";
import { requireStaff } from "../require-staff";

export const metadata: Metadata = { title: "Schedule" };

export default async function SchedulePage({ searchParams }: PageProps<"/admin/schedule">) {
  await requireStaff();
  const query = await searchParams;
  const today = storeToday();
  const day = scheduleDayParam(query.date, today);
  const db = await getDb();
  const [schedule, waiting] = await Promise.all([readScheduleDay(db, day), readNeedsDate(db)]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Schedule</h1>
          <p className="text-muted-foreground" data-testid="schedule-day">
            {dayTitle(day, today)}
          </p>
        </div>
        <DayTools day={day} />
      </div>
      <DayPicker day={day} today={today} path="/admin/schedule" />
      <NeedsDate list={waiting} day={day} />
      <Deliveries schedule={schedule} />
      <Pickups schedule={schedule} today={today} />
    </div>
  );
}
