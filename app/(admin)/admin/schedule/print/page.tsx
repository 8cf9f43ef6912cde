// /admin/schedule/print?date=YYYY-MM-DD: the day's run sheet, made for paper (the staff menu and
// the buttons do not print; a delivery's block never splits across pages) and readable on a phone.
import type { Metadata } from "next";
import Link from "next/link";
import { PrintButton } from "@/components/admin/print-button";
import { RunSheet } from "@/components/admin/run-sheet";
import { DayPicker, dayTitle } from "@/components/admin/schedule-day";
import { getDb } from "@/db/client";
import { scheduleDayParam } from "@/lib/admin/schedule";
import { readScheduleDay } from "@/lib/admin/schedule-read";
import { formatStaffTime } from "@/lib/admin/staff-time";
import { storeToday } from "@/lib/delivery/schedule";
import { STORE } from "@/lib/store";
import { requireStaff } from "../../require-staff";

export const metadata: Metadata = { title: "Run sheet" };

export default async function RunSheetPage({ searchParams }: PageProps<"/admin/schedule/print">) {
  await requireStaff();
  const today = storeToday();
  const day = scheduleDayParam((await searchParams).date, today);
  const schedule = await readScheduleDay(await getDb(), day);
  const deliveries = schedule.deliveries.length;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Link href={`/admin/schedule?date=${day}`} className="text-sm underline">
          Back to the schedule
        </Link>
        <PrintButton />
      </div>
      <DayPicker day={day} today={today} path="/admin/schedule/print" />
      <header className="border-b-2 border-slate-900 pb-2">
        <p className="text-sm text-muted-foreground">{STORE.name}</p>
        <h1 className="text-2xl font-bold">Run sheet · {dayTitle(day, today)}</h1>
        <p className="text-sm">
          {deliveries} deliver{deliveries === 1 ? "y" : "ies"} · {schedule.pickups.length} pickup
          {schedule.pickups.length === 1 ? "" : "s"} · printed {formatStaffTime(new Date())}
        </p>
      </header>
      <RunSheet schedule={schedule} />
    </div>
  );
}
