// One order on the schedule, as staff read it on a phone or at the desk: who (tap to call), where
// (opens on a map), what (items, haul-away, stair carry), the staff notes and where the money
// stands. The page's stop cards, the "Needs a date" list and the run sheet's blocks share it.
import Link from "next/link";
import { StatusBadge } from "@/components/orders/status-badge";
import { Badge } from "@/components/ui/badge";
import { itemLine, type ScheduleStop } from "@/lib/admin/schedule";
import { formatStaffTime } from "@/lib/admin/staff-time";
import { formatDeliveryDate } from "@/lib/delivery/schedule";
import { PAYMENT_LABELS, statusTone } from "@/lib/orders/order-status";
import { formatPhone, telHref } from "@/lib/phone";
import { mapSearchUrl } from "@/lib/store";
import { cn } from "@/lib/utils";

const LINK = "font-medium text-primary underline underline-offset-2 print:text-black print:no-underline";

/** The order number (a link to its page), status, payment and TEST badges. */
export function StopHeading({ stop, className }: { stop: ScheduleStop; className?: string }) {
  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <Link href={`/admin/orders/${stop.id}`} className="font-mono font-semibold hover:underline">
        {stop.orderNumber}
      </Link>
      <StatusBadge tone={statusTone(stop.status)} label={stop.statusLabel} className="px-2 py-0.5 text-xs" />
      <Badge
        variant="outline"
        data-testid="stop-payment"
        className={cn(stop.payment !== "paid" && "border-red-300 bg-red-50 text-red-900")}
      >
        {PAYMENT_LABELS[stop.payment]}
      </Badge>
      {stop.testPayment && <Badge className="border-transparent bg-amber-100 text-amber-900">TEST</Badge>}
    </div>
  );
}

/** Name, phone (tap to call) and, for a delivery, the address (opens on a map) and distance. */
export function StopContact({ stop }: { stop: ScheduleStop }) {
  return (
    <div className="space-y-1">
      <p className="font-semibold" data-testid="stop-customer">
        {stop.customerName ?? stop.customerEmail}
      </p>
      <p>
        {stop.customerPhone ? (
          <a href={telHref(stop.customerPhone)} className={LINK} data-testid="stop-phone">
            {formatPhone(stop.customerPhone)}
          </a>
        ) : (
          <span className="text-muted-foreground">No phone given</span>
        )}
      </p>
      {stop.address && (
        <p>
          <a
            href={mapSearchUrl(stop.address)}
            target="_blank"
            rel="noopener noreferrer"
            className={LINK}
            data-testid="stop-map"
          >
            {stop.address}
          </a>
          {stop.miles !== null && (
            <span className="text-muted-foreground" data-testid="stop-miles">
              {" "}
              · {stop.miles} mi{stop.estimatedMiles ? " (estimated)" : ""}
            </span>
          )}
        </p>
      )}
      {stop.addressCheck && (
        <p className="rounded border border-amber-300 bg-amber-50 px-2 py-1 text-amber-950">
          <strong>Check:</strong> {stop.addressCheck}
        </p>
      )}
    </div>
  );
}

/** "none", "1 unit", "2 units" */
const count = (n: number, noun: string) => (n === 0 ? "none" : `${n} ${noun}${n === 1 ? "" : "s"}`);

/** The items with their quantities, then the haul-away and stair carry the customer paid for. */
export function StopLoad({ stop }: { stop: ScheduleStop }) {
  return (
    <div className="space-y-1">
      <ul className="space-y-0.5" data-testid="stop-items">
        {stop.items.map((item) => (
          <li key={`${item.modelNumber}-${item.name}`}>{itemLine(item)}</li>
        ))}
      </ul>
      {stop.fulfillment === "delivery" && (
        <p data-testid="stop-extras">
          Haul-away: <strong>{count(stop.haulAwayUnits, "unit")}</strong> · Stairs:{" "}
          <strong>{count(stop.stairFlights, "flight")}</strong>
        </p>
      )}
    </div>
  );
}

/** The notes staff wrote in the order's history, oldest first. */
export function StopNotes({ stop }: { stop: ScheduleStop }) {
  if (stop.notes.length === 0) return null;
  return (
    <ul className="space-y-0.5 border-l-2 border-amber-300 pl-3" data-testid="stop-notes">
      {stop.notes.map((note) => (
        <li key={note.at.toISOString()}>
          {note.text}{" "}
          <span className="text-xs text-muted-foreground">
            ({note.by ?? "staff"}, {formatStaffTime(note.at)})
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The date and window the shopper asked for at checkout, marked when it is the day shown. */
export function RequestedDay({ stop, day }: { stop: ScheduleStop; day: string }) {
  if (!stop.requested) return <p className="text-muted-foreground">No day requested</p>;
  return (
    <p data-testid="stop-requested">
      Asked for {formatDeliveryDate(stop.requested.date)}
      {stop.requested.windowLabel ? `, ${stop.requested.windowLabel}` : ""}
      {stop.requested.date === day && (
        <Badge className="ml-2 border-transparent bg-blue-100 text-blue-900">This day</Badge>
      )}
    </p>
  );
}
