// The day's run sheet, for the truck: one block per delivery in route order, numbered, with
// everything the crew needs at the door and boxes to tick (delivered, haul-away taken) and a line
// for the customer's signature; then the pickups expected at the counter. A block never splits
// across two printed pages.
import { StopContact, StopHeading, StopLoad, StopNotes } from "@/components/admin/schedule-stop";
import type { ScheduleStop } from "@/lib/admin/schedule";
import type { ScheduleDay } from "@/lib/admin/schedule-read";

function Check({ label }: { label: string }) {
  return (
    <li className="flex items-center gap-2" data-testid="run-sheet-check">
      <span className="inline-block size-5 shrink-0 border-2 border-slate-900 bg-white" aria-hidden="true" />
      {label}
    </li>
  );
}

function RunSheetStop({ stop, number }: { stop: ScheduleStop; number: number }) {
  return (
    <li
      className="break-inside-avoid rounded-lg border-2 border-slate-300 bg-white p-4 text-sm print:rounded-none print:border-slate-900 print:p-3"
      data-testid="run-sheet-stop"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b pb-2">
        <span className="text-xl font-bold" data-testid="run-sheet-stop-number">
          Stop {number}
        </span>
        <span className="text-base font-semibold">{stop.windowLabel ?? "No window"}</span>
        <StopHeading stop={stop} />
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 print:grid-cols-2">
        <StopContact stop={stop} />
        <StopLoad stop={stop} />
      </div>
      <div className="mt-3">
        <StopNotes stop={stop} />
      </div>
      <ul className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-3 border-t pt-3">
        <Check label="Delivered" />
        <Check label={stop.haulAwayUnits > 0 ? `Haul-away taken (${stop.haulAwayUnits})` : "Haul-away taken"} />
        <li className="flex min-w-64 flex-1 items-end gap-2" data-testid="run-sheet-check">
          <span className="inline-block size-5 shrink-0 border-2 border-slate-900 bg-white" aria-hidden="true" />
          Signature
          <span className="inline-block h-7 flex-1 border-b-2 border-slate-900" aria-hidden="true" />
        </li>
      </ul>
    </li>
  );
}

export function RunSheet({ schedule }: { schedule: ScheduleDay }) {
  return (
    <div className="space-y-6">
      {schedule.deliveries.length === 0 ? (
        <p className="rounded-lg border bg-white p-4 text-sm text-muted-foreground">No deliveries scheduled.</p>
      ) : (
        <ol className="space-y-4 print:space-y-3" data-testid="run-sheet">
          {schedule.deliveries.map((stop, index) => (
            <RunSheetStop key={stop.id} stop={stop} number={index + 1} />
          ))}
        </ol>
      )}
      {schedule.pickups.length > 0 && (
        <section className="break-inside-avoid space-y-2" data-testid="run-sheet-pickups">
          <h2 className="text-lg font-semibold">Pickups at the counter ({schedule.pickups.length})</h2>
          <ul className="divide-y rounded-lg border bg-white text-sm print:rounded-none print:border-slate-900">
            {schedule.pickups.map((stop) => (
              <li key={stop.id} className="grid break-inside-avoid gap-2 p-3 sm:grid-cols-2 print:grid-cols-2">
                <div className="space-y-1">
                  <StopHeading stop={stop} />
                  <StopContact stop={stop} />
                </div>
                <div className="space-y-1">
                  <StopLoad stop={stop} />
                  <StopNotes stop={stop} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
