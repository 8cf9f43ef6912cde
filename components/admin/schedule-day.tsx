// The Schedule page's parts: choosing the day (today, tomorrow, a step back or on, or any date,
// all plain links and a GET form, so it works without JavaScript), the paid deliveries that still
// need a date, the day's deliveries as numbered stops in route order, and the day's pickups.
import Link from "next/link";
import { CalendarDays, ChevronLeft, ChevronRight, Download, Printer } from "lucide-react";
import { RequestedDay, StopContact, StopHeading, StopLoad, StopNotes } from "@/components/admin/schedule-stop";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { ScheduleStop } from "@/lib/admin/schedule";
import type { NeedsDateList, ScheduleDay } from "@/lib/admin/schedule-read";
import { addDays, formatDeliveryDate } from "@/lib/delivery/schedule";

const dayHref = (path: string, day: string) => `${path}?date=${day}`;

/** "Tuesday, June 3 (tomorrow)" */
export function dayTitle(day: string, today: string): string {
  const relative = day === today ? " (today)" : day === addDays(today, 1) ? " (tomorrow)" : "";
  return `${formatDeliveryDate(day, today)}${relative}`;
}

export function DayPicker({ day, today, path }: { day: string; today: string; path: string }) {
  const tomorrow = addDays(today, 1);
  const current = (shown: boolean) =>
    shown ? "bg-slate-900 text-white hover:bg-slate-800 hover:text-white" : undefined;
  return (
    <nav
      aria-label="Choose the day"
      className="flex flex-wrap items-end gap-x-2 gap-y-3 rounded-lg border bg-white p-3 print:hidden"
    >
      <div className="grid w-full grid-cols-[auto_1fr_1fr_auto] gap-2 sm:flex sm:w-auto">
        <Button asChild variant="outline" size="sm">
          <Link href={dayHref(path, addDays(day, -1))} aria-label="Previous day">
            <ChevronLeft aria-hidden="true" />
            <span className="max-sm:hidden">Previous</span>
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm" className={current(day === today)}>
          <Link href={dayHref(path, today)} aria-current={day === today ? "date" : undefined}>
            Today
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm" className={current(day === tomorrow)}>
          <Link href={dayHref(path, tomorrow)} aria-current={day === tomorrow ? "date" : undefined}>
            Tomorrow
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={dayHref(path, addDays(day, 1))} aria-label="Next day">
            <span className="max-sm:hidden">Next</span>
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <form action={path} className="flex items-end gap-2 sm:ml-auto">
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Day</span>
          <Input type="date" name="date" defaultValue={day} required className="h-8" />
        </label>
        <Button type="submit" size="sm">
          <CalendarDays aria-hidden="true" />
          Show day
        </Button>
      </form>
    </nav>
  );
}

/** Print the run sheet and download the CSV of the day. */
export function DayTools({ day }: { day: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <Link href={`/admin/schedule/print?date=${day}`}>
          <Printer aria-hidden="true" />
          Run sheet
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={`/admin/schedule/export?date=${day}`} download>
          <Download aria-hidden="true" />
          Download CSV
        </a>
      </Button>
    </div>
  );
}

function Section({
  title,
  count,
  testId,
  children,
}: {
  title: string;
  count: number;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <section className="space-y-3" data-testid={testId}>
      <h2 className="text-lg font-semibold">
        {title} <span className="font-normal text-muted-foreground">({count})</span>
      </h2>
      {children}
    </section>
  );
}

export function NeedsDate({ list, day }: { list: NeedsDateList; day: string }) {
  if (list.total === 0) return null;
  return (
    <Section title="Needs a date" count={list.total} testId="needs-date">
      <p className="text-sm text-muted-foreground">
        Paid deliveries nobody has scheduled yet. Open one to give it a date and window; the customer is e-mailed.
      </p>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {list.orders.map((stop) => (
          <li
            key={stop.id}
            className="space-y-2 rounded-lg border border-amber-300 bg-amber-50/60 p-3 text-sm"
            data-testid="needs-date-order"
          >
            <StopHeading stop={stop} />
            <RequestedDay stop={stop} day={day} />
            <StopContact stop={stop} />
            <Button asChild size="sm">
              <Link href={`/admin/orders/${stop.id}`}>Give {stop.orderNumber} a date</Link>
            </Button>
          </li>
        ))}
      </ul>
      {list.total > list.orders.length && (
        <Link href="/admin/orders?scheduled=none&status=awaiting-action" className="text-sm underline">
          All {list.total} in Orders
        </Link>
      )}
    </Section>
  );
}

function StopCard({ stop, number, since }: { stop: ScheduleStop; number?: number; since?: string }) {
  return (
    <li className="rounded-lg border bg-white p-3 text-sm sm:p-4" data-testid="schedule-stop">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {number !== undefined && (
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-900 font-bold text-white"
            data-testid="stop-number"
          >
            <span className="sr-only">Stop </span>
            {number}
          </span>
        )}
        {stop.windowLabel && <span className="font-semibold">{stop.windowLabel}</span>}
        <StopHeading stop={stop} />
      </div>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <StopContact stop={stop} />
        <StopLoad stop={stop} />
      </div>
      <div className="mt-3 space-y-1">
        <StopNotes stop={stop} />
        {since && <p className="text-xs text-muted-foreground">{since}</p>}
      </div>
    </li>
  );
}

export function Deliveries({ schedule }: { schedule: ScheduleDay }) {
  return (
    <Section title="Deliveries" count={schedule.deliveries.length} testId="deliveries">
      {schedule.deliveries.length === 0 ? (
        <p className="rounded-lg border bg-white p-4 text-sm text-muted-foreground">No deliveries scheduled.</p>
      ) : (
        <ol className="space-y-3">
          {schedule.deliveries.map((stop, index) => (
            <StopCard key={stop.id} stop={stop} number={index + 1} />
          ))}
        </ol>
      )}
    </Section>
  );
}

export function Pickups({ schedule, today }: { schedule: ScheduleDay; today: string }) {
  return (
    <Section title="Pickups" count={schedule.pickups.length} testId="pickups">
      <p className="text-sm text-muted-foreground">
        Paid pickups waiting at the counter since they were ready (about two hours after payment, in opening hours), and
        those collected this day.
      </p>
      {schedule.pickups.length === 0 ? (
        <p className="rounded-lg border bg-white p-4 text-sm text-muted-foreground">No pickups.</p>
      ) : (
        <ul className="space-y-3">
          {schedule.pickups.map((stop) => (
            <StopCard
              key={stop.id}
              stop={stop}
              since={stop.readyDay ? `Ready from ${formatDeliveryDate(stop.readyDay, today)}` : undefined}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}
