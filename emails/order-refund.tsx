// The shopper's e-mail for each refund after the sale: how much went back to their card, what came
// back with it (units, delivery charges) or that it is money only, and the order's refunds so far.
import { Button, Heading, Section, Text } from "@react-email/components";
import { formatCents } from "@/lib/money";
import type { OrderView } from "@/lib/orders/order-view";
import { STORE } from "@/lib/store";
import { EmailLayout, colors, testMark } from "./email-layout";

/** One refund as the shopper reads it. */
export interface RefundNotice {
  amountCents: number;
  /** The units that came back with it, by name; none for a refund of money only. */
  lines: { name: string; quantity: number }[];
  deliveryCents: number;
}

export function orderRefundSubject(order: OrderView, refund: RefundNotice): string {
  return `${testMark(order)}Refund of ${formatCents(refund.amountCents)} for order ${order.orderNumber}`;
}

const text = { fontSize: 14, lineHeight: "22px" };

export function OrderRefundEmail({ order, refund }: { order: OrderView; refund: RefundNotice }) {
  const name = order.customer.name?.split(" ")[0];
  const whole = order.refundedCents >= order.totals.totalCents;
  return (
    <EmailLayout preview={orderRefundSubject(order, refund)}>
      <Heading as="h1" style={{ fontSize: 22, margin: "16px 0 8px" }}>
        {name ? `Hi ${name},` : "Hello,"}
      </Heading>
      <Text style={text}>
        We refunded <strong>{formatCents(refund.amountCents)}</strong> for order <strong>{order.orderNumber}</strong> to
        your card; it shows on your statement within 5 to 10 business days.
      </Text>
      <Section>
        {refund.lines.length > 0 || refund.deliveryCents > 0 ? (
          <>
            <Text style={{ ...text, fontWeight: 700, margin: "12px 0 4px" }}>What the refund covers</Text>
            {refund.lines.map((line) => (
              <Text key={line.name} style={{ ...text, margin: "2px 0" }}>
                {line.quantity} × {line.name} (returned)
              </Text>
            ))}
            {refund.deliveryCents > 0 && (
              <Text style={{ ...text, margin: "2px 0" }}>Delivery charges: {formatCents(refund.deliveryCents)}</Text>
            )}
            <Text style={{ ...text, margin: "2px 0", color: colors.muted }}>
              With the warranty and tax paid on them.
            </Text>
          </>
        ) : (
          <Text style={text}>This refund is of money only: you keep your appliance.</Text>
        )}
      </Section>
      <Text style={text}>
        {whole
          ? `Everything you paid for this order, ${formatCents(order.totals.totalCents)}, has now been refunded.`
          : `Refunded so far: ${formatCents(order.refundedCents)} of the ${formatCents(order.totals.totalCents)} you paid.`}{" "}
        Questions: call {STORE.phone}.
      </Text>
      <Button
        href={`${STORE.siteUrl}/order-tracking`}
        style={{ background: colors.primary, color: "#fff", padding: "10px 18px", borderRadius: 6, fontSize: 14 }}
      >
        Track your order
      </Button>
    </EmailLayout>
  );
}
