// GET /admin/schedule/export?date=YYYY-MM-DD: the day's deliveries (numbered in route order) and
// pickups as a CSV download, for signed-in staff only.
import { getDb } from "@/db/client";
import { scheduleCsvRows, scheduleDayParam } from "@/lib/admin/schedule";
import { readScheduleDay } from "@/lib/admin/schedule-read";
import { currentStaff } from "@/lib/admin/session";
import { toCsv } from "@/lib/csv";
import { storeToday } from "@/lib/delivery/schedule";
import { failure } from "@/lib/http/answer";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  if (!(await currentStaff())) return failure(401, "Sign in to the staff area first");
  const day = scheduleDayParam(new URL(request.url).searchParams.get("date") ?? undefined, storeToday());
  const schedule = await readScheduleDay(await getDb(), day);
  return new Response(toCsv(scheduleCsvRows(schedule)), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="schedule-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}
