// How an order reaches the shopper: the showroom for pickup, or the delivery address with the
// date and window the shopper requested, the ones staff scheduled, and the add-ons.
import { MapPin, Store } from "lucide-react";
import { formatDeliveryDate } from "@/lib/delivery/schedule";
import type { DeliveryDay, OrderView } from "@/lib/orders/order-view";
import { HOURS, PICKUP, STORE_ADDRESS_LINE, DELIVERY_NOTICE } from "@/lib/store";

function Day({ label, day }: { label: string; day: DeliveryDay }) {
  return (
    <p data-testid={`delivery-${label.toLowerCase()}`}>
      {label}: {formatDeliveryDate(day.date)}
      {day.windowLabel ? `, ${day.windowLabel}` : ""}
    </p>
  );
}

export function FulfillmentDetails({ order }: { order: OrderView }) {
  const delivery = order.delivery;
  if (!delivery) {
    return (
      <div className="flex gap-3 text-sm">
        <Store className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="font-semibold">Store pickup</p>
          <p>{STORE_ADDRESS_LINE}</p>
          <p className="text-muted-foreground">
            Ready in about {PICKUP.readyInHours} hours, {HOURS.summary}. Bring your order number and a photo ID.
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="flex gap-3 text-sm">
      <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <p className="font-semibold">Delivery</p>
        <p>
          {delivery.line1}
          {delivery.line2 ? `, ${delivery.line2}` : ""}, {delivery.city}, {delivery.state} {delivery.postalCode}
        </p>
        {delivery.requested && <Day label="Requested" day={delivery.requested} />}
        {delivery.scheduled && <Day label="Scheduled" day={delivery.scheduled} />}
        {(delivery.haulAwayUnits > 0 || delivery.stairFlights > 0) && (
          <p className="text-muted-foreground">
            {[
              delivery.haulAwayUnits > 0 &&
                `Haul-away of ${delivery.haulAwayUnits} old appliance${delivery.haulAwayUnits === 1 ? "" : "s"}`,
              delivery.stairFlights > 0 &&
                `Stair carry, ${delivery.stairFlights} flight${delivery.stairFlights === 1 ? "" : "s"}`,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        )}
        <p className="text-muted-foreground">{DELIVERY_NOTICE}</p>
      </div>
    </div>
  );
}
