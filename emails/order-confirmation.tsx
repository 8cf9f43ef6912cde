// The shopper's order confirmation: every line, the totals, and pickup or delivery details with
// the requested window; sent once when the payment clears.
import { Button, Heading, Text } from "@react-email/components";
import type { OrderView } from "@/lib/orders/order-view";
import { STORE } from "@/lib/store";
import { EmailLayout, colors, testMark } from "./email-layout";
import { FulfillmentDetails, OrderLines, OrderTotals } from "./order-details";

export function orderConfirmationSubject(order: OrderView): string {
  return `${testMark(order)}Order ${order.orderNumber} confirmed: thank you!`;
}

export function OrderConfirmation({ order }: { order: OrderView }) {
  const name = order.customer.name?.split(" ")[0];
  const placed = new Date(order.createdAt).toLocaleDateString("en-US", {
    timeZone: "America/New_York",
    dateStyle: "long",
  });
  return (
    <EmailLayout preview={`Order ${order.orderNumber} is confirmed and paid.`}>
      <Heading as="h1" style={{ fontSize: 22, margin: "16px 0 8px" }}>
        {name ? `Thank you, ${name}!` : "Thank you for your order!"}
      </Heading>
      <Text style={{ fontSize: 14, lineHeight: "22px" }}>
        Your payment went through and your order is confirmed. Order number{" "}
        <strong style={{ whiteSpace: "nowrap" }}>{order.orderNumber}</strong>, placed {placed}.
      </Text>
      <OrderLines order={order} />
      <OrderTotals order={order} />
      <FulfillmentDetails order={order} />
      <Button
        href={`${STORE.siteUrl}/order-tracking?order=${encodeURIComponent(order.orderNumber)}`}
        style={{
          backgroundColor: colors.primary,
          color: "#ffffff",
          borderRadius: 6,
          padding: "12px 20px",
          fontSize: 14,
          marginTop: 16,
        }}
      >
        Track your order
      </Button>
      <Text style={{ fontSize: 13, color: colors.muted, lineHeight: "20px" }}>
        Questions? Reply to this e-mail or call {STORE.phone}. 30-day returns from delivery, no restocking fee.
      </Text>
    </EmailLayout>
  );
}
