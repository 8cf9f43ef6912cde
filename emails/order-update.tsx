// The shopper's e-mail when staff move the order on a step the shopper acts on: ready for pickup,
// delivery scheduled (date and window), delivered or picked up, cancelled (with the refund).
import { Button, Heading, Text } from "@react-email/components";
import { formatDeliveryDate } from "@/lib/delivery/schedule";
import { formatCents } from "@/lib/money";
import type { OrderView } from "@/lib/orders/order-view";
import { STORE } from "@/lib/store";
import { EmailLayout, colors, testMark } from "./email-layout";
import { FulfillmentDetails, OrderLines } from "./order-details";

export type OrderUpdate = "ready_for_pickup" | "delivery_scheduled" | "delivered" | "picked_up" | "cancelled";

const HEADLINES: Record<OrderUpdate, string> = {
  ready_for_pickup: "is ready for pickup",
  delivery_scheduled: "has a delivery date",
  delivered: "was delivered",
  picked_up: "was picked up",
  cancelled: "was cancelled",
};

export function orderUpdateSubject(order: OrderView, update: OrderUpdate): string {
  return `${testMark(order)}Order ${order.orderNumber} ${HEADLINES[update]}`;
}

export function OrderUpdateEmail({
  order,
  update,
  refunded,
}: {
  order: OrderView;
  update: OrderUpdate;
  /** Cents given back to the card when a paid order was cancelled. */
  refunded?: number;
}) {
  const name = order.customer.name?.split(" ")[0];
  const trackUrl = `${STORE.siteUrl}/order-tracking`;
  const scheduled = order.delivery?.scheduled;
  return (
    <EmailLayout preview={orderUpdateSubject(order, update)}>
      <Heading as="h1" style={{ fontSize: 22, margin: "16px 0 8px" }}>
        {name ? `Hi ${name},` : "Hello,"}
      </Heading>
      {update === "ready_for_pickup" && (
        <Text style={{ fontSize: 14, lineHeight: "22px" }}>
          Your order <strong>{order.orderNumber}</strong> is ready at our showroom, {STORE.address.street},{" "}
          {STORE.address.city}. Bring your order number and a photo ID; we help load it into your vehicle.
        </Text>
      )}
      {update === "delivery_scheduled" && scheduled && (
        <Text style={{ fontSize: 14, lineHeight: "22px" }}>
          We will deliver order <strong>{order.orderNumber}</strong> on{" "}
          <strong>{formatDeliveryDate(scheduled.date)}</strong>
          {scheduled.windowLabel ? `, ${scheduled.windowLabel}` : ""}. We call before we arrive.
        </Text>
      )}
      {(update === "delivered" || update === "picked_up") && (
        <Text style={{ fontSize: 14, lineHeight: "22px" }}>
          Order <strong>{order.orderNumber}</strong> {update === "delivered" ? "was delivered" : "was picked up"}. Enjoy
          your appliance! Questions about it or its warranty: call {STORE.phone}.
        </Text>
      )}
      {update === "cancelled" && (
        <Text style={{ fontSize: 14, lineHeight: "22px" }}>
          Order <strong>{order.orderNumber}</strong> was cancelled.
          {refunded
            ? ` We refunded ${formatCents(refunded)} to your card; it shows on your statement within 5 to 10 business days.`
            : " No payment was taken."}{" "}
          Questions: call {STORE.phone}.
        </Text>
      )}
      <OrderLines order={order} />
      {update !== "cancelled" && <FulfillmentDetails order={order} />}
      <Button
        href={trackUrl}
        style={{ background: colors.primary, color: "#fff", padding: "10px 18px", borderRadius: 6, fontSize: 14 }}
      >
        Track your order
      </Button>
    </EmailLayout>
  );
}
