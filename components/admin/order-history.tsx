// The staff page's order history, oldest first: each change (status from → to, who, when, why),
// and staff notes set apart as notes, since they change nothing on the order.
import { StickyNote } from "lucide-react";
import type { OrderEvent } from "@/db/schema";
import { formatStaffTime } from "@/lib/admin/staff-time";
import { STATUS_LABELS } from "@/lib/orders/order-status";

const ACTORS = { shopper: "Customer", payment: "Payment", staff: "Staff", system: "System" } as const;

function Byline({ event }: { event: OrderEvent }) {
  return (
    <p className="text-muted-foreground">
      {formatStaffTime(event.createdAt)} · {ACTORS[event.actor]}
      {event.actorName ? ` (${event.actorName})` : ""}
    </p>
  );
}

export function OrderHistory({ events }: { events: OrderEvent[] }) {
  return (
    <ol className="space-y-3 text-sm" data-testid="order-history">
      {events.map((event) =>
        event.kind === "note" ? (
          <li
            key={event.id}
            className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2"
            data-testid="order-note"
          >
            <p className="flex items-center gap-1.5 font-medium text-amber-950">
              <StickyNote className="size-4" aria-hidden="true" />
              Note
            </p>
            <p className="whitespace-pre-line break-words">{event.note}</p>
            <Byline event={event} />
          </li>
        ) : (
          <li key={event.id} className="border-l-2 pl-3">
            <p className="font-medium">
              {event.previousStatus && event.previousStatus !== event.status
                ? `${STATUS_LABELS[event.previousStatus]} → ${STATUS_LABELS[event.status]}`
                : STATUS_LABELS[event.status]}
            </p>
            <Byline event={event} />
            {event.note && <p className="break-words">{event.note}</p>}
          </li>
        ),
      )}
    </ol>
  );
}
