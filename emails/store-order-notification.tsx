// The store's copy of a paid order (or, when a payment arrived after its units were sold, a
// refund request), sent to the store's inbox: the customer's name, e-mail and phone (tap to write
// or call), the lines, totals and how it reaches them.
import { Heading, Link, Text } from "@react-email/components";
import { formatCents } from "@/lib/money";
import type { OrderView } from "@/lib/orders/order-view";
import { formatPhone, telHref } from "@/lib/phone";
import { EmailLayout, testMark } from "./email-layout";
import { FulfillmentDetails, OrderLines, OrderTotals } from "./order-details";

export type StoreNotice = "paid" | "refund_due";

export function storeNotificationSubject(order: OrderView, notice: StoreNotice): string {
  return (
    testMark(order) +
    (notice === "paid"
      ? `New ${order.fulfillment} order ${order.orderNumber}: ${formatCents(order.totals.totalCents)}`
      : `Refund due: order ${order.orderNumber} was paid after its units were sold`)
  );
}

export function StoreOrderNotification({ order, notice }: { order: OrderView; notice: StoreNotice }) {
  return (
    <EmailLayout preview={storeNotificationSubject(order, notice)}>
      <Heading as="h1" style={{ fontSize: 20, margin: "16px 0 8px" }}>
        {notice === "paid" ? "New paid order " : "Refund due for order "}
        <span style={{ whiteSpace: "nowrap" }}>{order.orderNumber}</span>
      </Heading>
      {notice === "refund_due" && (
        <Text style={{ fontSize: 14, lineHeight: "22px", color: "#b91c1c" }}>
          The payment arrived after the order&apos;s hold had lapsed and the units were sold to someone else. The order
          is cancelled: refund {formatCents(order.totals.totalCents)} to the customer and let them know.
        </Text>
      )}
      <Text style={{ fontSize: 14, lineHeight: "22px" }}>
        {order.customer.name ?? "Customer"} ·{" "}
        <Link href={`mailto:${order.customer.email}`}>{order.customer.email}</Link>
        {order.customer.phone && (
          <>
            {" · "}
            <Link href={telHref(order.customer.phone)}>{formatPhone(order.customer.phone)}</Link>
          </>
        )}
      </Text>
      <OrderLines order={order} />
      <OrderTotals order={order} />
      <FulfillmentDetails order={order} />
    </EmailLayout>
  );
}
