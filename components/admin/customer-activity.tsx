// A customer's page, its three lists: their orders (each opening the staff order page), the
// messages they sent through the contact form (opening the inbox) and the e-mails the shop sent
// them (opening the outbox). Each is a table at desktop width and stacked rows on a phone.
import Link from "next/link";
import { ContactMessageItem } from "@/components/admin/contact-message-item";
import { EmailStatusBadge } from "@/components/admin/email-status";
import { StackedCell, StackedRow, StackedTable } from "@/components/admin/stacked-table";
import { StatusBadge } from "@/components/orders/status-badge";
import { Badge } from "@/components/ui/badge";
import type { ContactMessage, Order } from "@/db/schema";
import type { Customer } from "@/lib/admin/customers";
import { formatStaffTime } from "@/lib/admin/staff-time";
import { formatCents } from "@/lib/money";
import { PAYMENT_LABELS, paymentState, STATUS_LABELS, statusTone } from "@/lib/orders/order-status";

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="font-normal text-muted-foreground">({count})</span>
      </h2>
      {children}
    </section>
  );
}

export function CustomerOrders({ orders }: { orders: Order[] }) {
  return (
    <Section id="customer-orders" title="Orders" count={orders.length}>
      <StackedTable
        columns={[
          { label: "Order" },
          { label: "Placed" },
          { label: "Status" },
          { label: "Payment" },
          { label: "Total", className: "text-right" },
        ]}
        empty={orders.length === 0 ? "No orders." : null}
        testId="customer-orders"
      >
        {orders.map((order) => (
          <StackedRow key={order.id} testId="customer-order">
            <StackedCell>
              <Link href={`/admin/orders/${order.id}`} className="font-mono font-medium hover:underline">
                {order.orderNumber}
              </Link>
              {order.paymentProvider === "test" && (
                <Badge className="ml-2 border-transparent bg-amber-100 text-amber-900">TEST</Badge>
              )}
              <span className="block text-xs text-muted-foreground capitalize">{order.fulfillment}</span>
            </StackedCell>
            <StackedCell className="whitespace-nowrap max-md:col-span-2 max-md:row-start-3 max-md:text-xs max-md:text-muted-foreground">
              {formatStaffTime(order.createdAt)}
            </StackedCell>
            <StackedCell className="max-md:row-start-2 max-md:py-1">
              <StatusBadge tone={statusTone(order.status)} label={STATUS_LABELS[order.status]} />
            </StackedCell>
            <StackedCell className="max-md:col-start-2 max-md:row-start-2 max-md:self-center max-md:text-right">
              {PAYMENT_LABELS[paymentState(order)]}
              {order.refundedCents ? (
                <span className="block text-xs text-muted-foreground">{formatCents(order.refundedCents)} refunded</span>
              ) : null}
            </StackedCell>
            <StackedCell className="text-right tabular-nums max-md:col-start-2 max-md:row-start-1 max-md:font-medium">
              {formatCents(order.totalCents)}
            </StackedCell>
          </StackedRow>
        ))}
      </StackedTable>
    </Section>
  );
}

export function CustomerMessages({ messages }: { messages: ContactMessage[] }) {
  return (
    <Section id="customer-messages" title="Contact messages" count={messages.length}>
      {messages.length === 0 ? (
        <p className="rounded-lg border bg-white p-4 text-sm text-muted-foreground">
          No messages through the contact form.
        </p>
      ) : (
        <ul className="divide-y rounded-lg border bg-white" data-testid="customer-messages">
          {messages.map((message) => (
            <ContactMessageItem key={message.id} message={message} sender={false} state />
          ))}
        </ul>
      )}
    </Section>
  );
}

export function CustomerEmails({ emails }: { emails: Customer["emails"] }) {
  return (
    <Section id="customer-emails" title="E-mails sent" count={emails.length}>
      <StackedTable
        columns={[{ label: "Subject" }, { label: "When" }, { label: "Status" }]}
        empty={emails.length === 0 ? "No e-mails to this address." : null}
        testId="customer-emails"
      >
        {emails.map((email) => (
          <StackedRow key={email.id} testId="customer-email">
            <StackedCell className="min-w-0 max-md:col-span-2">
              <Link href={`/admin/outbox/${email.id}`} className="break-words hover:underline">
                {email.subject}
              </Link>
            </StackedCell>
            <StackedCell className="whitespace-nowrap text-muted-foreground max-md:text-xs">
              {formatStaffTime(email.sentAt ?? email.createdAt)}
            </StackedCell>
            <StackedCell className="max-md:text-right">
              <EmailStatusBadge status={email.status} />
            </StackedCell>
          </StackedRow>
        ))}
      </StackedTable>
    </Section>
  );
}
