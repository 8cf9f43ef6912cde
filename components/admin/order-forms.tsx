// The order page's two forms with fields: a note for the history (its own "Add note" button, so
// Enter in the note adds the note and nothing else) and the delivery's date and window, limited to
// the dates staff may give (the server refuses any other) and the windows the shop offers.
import { CalendarClock, MessageSquarePlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { Order } from "@/db/schema";
import { closedDaysBetween, formatDeliveryDate, staffScheduleRange } from "@/lib/delivery/schedule";
import { DELIVERY } from "@/lib/store";

type FormAction = (form: FormData) => Promise<void>;

export function OrderNoteForm({ orderId, addNote }: { orderId: string; addNote: FormAction }) {
  return (
    <form action={addNote} className="flex flex-wrap items-end gap-2 border-b pb-4">
      <input type="hidden" name="id" value={orderId} />
      <label className="min-w-48 flex-1 space-y-1 text-sm">
        <span className="block font-medium">Note for the history</span>
        <Input name="note" required maxLength={500} placeholder="e.g. Customer asked for a call first" />
      </label>
      <Button type="submit" variant="outline">
        <MessageSquarePlus aria-hidden="true" />
        Add note
      </Button>
    </form>
  );
}

export function ScheduleDeliveryForm({ order, schedule }: { order: Order; schedule: FormAction }) {
  const { first, last } = staffScheduleRange();
  const closed = closedDaysBetween(first, last);
  // The date already scheduled, else the one the shopper asked for, when staff may still give it.
  const suggested = [order.scheduledDate, order.deliveryDate].find(
    (date) => date && date >= first && date <= last && !closed.includes(date),
  );
  return (
    <form action={schedule} className="mt-4 space-y-3 border-t pt-4" data-testid="schedule-delivery">
      <input type="hidden" name="id" value={order.id} />
      <p className="text-sm font-medium">{order.scheduledDate ? "Move the delivery" : "Schedule the delivery"}</p>
      <div className="grid grid-cols-2 gap-2">
        <label className="space-y-1 text-sm">
          <span className="block">Date</span>
          <Input
            type="date"
            name="date"
            required
            min={first}
            max={last}
            defaultValue={suggested ?? ""}
            aria-describedby="schedule-dates"
          />
        </label>
        <label className="space-y-1 text-sm">
          <span className="block">Window</span>
          <NativeSelect
            name="window"
            defaultValue={order.scheduledWindow ?? order.deliveryWindow ?? DELIVERY.windows[0].id}
          >
            {DELIVERY.windows.map((window) => (
              <option key={window.id} value={window.id}>
                {window.label}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <p id="schedule-dates" className="text-xs text-muted-foreground">
        From today to {formatDeliveryDate(last)}.
        {closed.length > 0 && ` Closed: ${closed.map((date) => formatDeliveryDate(date)).join("; ")}.`}
      </p>
      <Button type="submit" variant="outline">
        <CalendarClock aria-hidden="true" />
        Schedule and e-mail the customer
      </Button>
    </form>
  );
}
