// /admin/orders/{id}: one order with every line, warranty, add-on, address, requested and
// scheduled delivery, payment (and refund) and history (who did what, when), a note for the
// history, and the steps staff may take next; ?confirm={status} shows the confirmation of a step
// that closes or refunds the order. Returns and refunds after the sale: the refunds summary, the
// return form, and ?refund=review with the form's choices shows the refund's confirm step; for a
// refund needing a check in Stripe, ?confirm=refund-made (with the Stripe refund id) or
// ?confirm=refund-not-made shows the owner's confirm step of how it ended.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminNotice } from "@/components/admin/admin-notice";
import { OrderHistory } from "@/components/admin/order-history";
import { OrderNoteForm, ScheduleDeliveryForm } from "@/components/admin/order-forms";
import { ConfirmStep, OrderSteps } from "@/components/admin/order-steps";
import { RefundConfirm, RefundResolutionConfirm, RefundsSummary } from "@/components/admin/refund-review";
import { ReturnForm } from "@/components/admin/return-form";
import { CustomerContact } from "@/components/orders/customer-contact";
import { FulfillmentDetails } from "@/components/orders/fulfillment-details";
import { OrderLines } from "@/components/orders/order-lines";
import { OrderSummaryRows } from "@/components/orders/order-summary";
import { StatusBadge } from "@/components/orders/status-badge";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { customerHref } from "@/lib/admin/customers";
import { readNotice } from "@/lib/admin/notices";
import { getAdminOrder, stepConfirmation } from "@/lib/admin/orders";
import { readRefundResolution } from "@/lib/admin/pending-refunds";
import { EMPTY_REFUND_FORM, readRefundForm, refundPanel, reviewRefund } from "@/lib/admin/refunds";
import { requireStaff } from "../../require-staff";
import { formatStaffTime } from "@/lib/admin/staff-time";
import { formatCents } from "@/lib/money";
import {
  canSchedule,
  isPaid,
  nextStatuses,
  PAYMENT_LABELS,
  paymentState,
  STATUS_LABELS,
  statusTone,
} from "@/lib/orders/order-status";
import {
  addOrderNoteAction,
  moveOrderAction,
  refundOrderAction,
  resolveRefundAction,
  scheduleDeliveryAction,
} from "../actions";

export const metadata: Metadata = { title: "Order" };

export default async function AdminOrderPage({ params, searchParams }: PageProps<"/admin/orders/[id]">) {
  const staff = await requireStaff();
  const db = await getDb();
  const found = await getAdminOrder(db, decodeURIComponent((await params).id));
  if (!found) notFound();
  const { order, view, events } = found;
  const query = await searchParams;
  const notice = readNotice(query.notice);
  const panel = await refundPanel(db, found, staff);
  const confirm = typeof query.confirm === "string" ? stepConfirmation(order, query.confirm, panel.position) : null;
  const refundForm = query.mode ? readRefundForm(query, panel.lines) : EMPTY_REFUND_FORM;
  const review =
    query.refund === "review" && panel.mayRefundNow ? await reviewRefund(db, order, refundForm, staff) : null;
  const resolution = readRefundResolution(panel, query);
  const moves = nextStatuses(order.status, order.fulfillment);
  return (
    <div className="space-y-6">
      {notice && <AdminNotice {...notice} />}
      <Link href="/admin/orders" className="text-sm underline">
        Back to orders
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-2xl font-bold">{order.orderNumber}</h1>
        <StatusBadge tone={statusTone(order.status)} label={STATUS_LABELS[order.status]} />
        {view.testPayment && (
          <Badge
            className="border-transparent bg-amber-100 text-amber-900"
            title="Paid on the test payment page: no money moved"
          >
            TEST
          </Badge>
        )}
      </div>
      {order.addressCheck && (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
          data-testid="address-check"
        >
          <strong>Check before delivery:</strong> {order.addressCheck}
        </p>
      )}
      {confirm && <ConfirmStep orderId={order.id} confirmation={confirm} move={moveOrderAction} />}
      {review?.ok && (
        <RefundConfirm
          orderId={order.id}
          orderNumber={order.orderNumber}
          review={review}
          panel={panel}
          emailTo={order.customerEmail}
          testPayment={view.testPayment}
          refund={refundOrderAction}
        />
      )}
      {resolution?.confirm && (
        <RefundResolutionConfirm
          orderId={order.id}
          orderNumber={order.orderNumber}
          resolution={{ ...resolution, confirm: resolution.confirm }}
          panel={panel}
          emailTo={order.customerEmail}
          resolve={resolveRefundAction}
        />
      )}
      <div className="grid gap-6 lg:grid-cols-[1fr_380px]">
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">Items</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <OrderLines lines={view.items} />
              <OrderSummaryRows totals={view.totals} />
            </CardContent>
          </Card>
          {(panel.mayRefundNow || panel.position.refunds.length > 0) && (
            <Card id="refund">
              <CardHeader>
                <CardTitle>
                  <h2 className="text-lg">Returns and refunds</h2>
                </CardTitle>
              </CardHeader>
              <CardContent className="space-y-6">
                <RefundsSummary panel={panel} orderId={order.id} resolution={resolution} />
                {panel.mayRefundNow && (
                  <div className="border-t pt-4">
                    <ReturnForm
                      orderId={order.id}
                      panel={panel}
                      form={refundForm}
                      message={review && !review.ok ? review.message : null}
                    />
                  </div>
                )}
                {!panel.mayRefundNow && panel.position.kind !== null && panel.position.pastWindow && (
                  <p className="text-sm text-muted-foreground">
                    The return window has closed: only the owner can refund this order now.
                  </p>
                )}
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">History</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <OrderNoteForm orderId={order.id} addNote={addOrderNoteAction} />
              <OrderHistory events={events} />
            </CardContent>
          </Card>
        </div>
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">Customer and payment</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <CustomerContact order={view} links />
                <dt className="text-muted-foreground">Placed</dt>
                <dd>{formatStaffTime(order.createdAt)}</dd>
                <dt className="text-muted-foreground">Paid</dt>
                <dd>{order.paidAt ? formatStaffTime(order.paidAt) : isPaid(order.status) ? "Yes" : "Not paid"}</dd>
                <dt className="text-muted-foreground">Payment</dt>
                <dd data-testid="payment-state">{PAYMENT_LABELS[paymentState(order)]}</dd>
                {order.refundedAt && (
                  <>
                    <dt className="text-muted-foreground">Refunded</dt>
                    <dd data-testid="order-refund">
                      {formatCents(order.refundedCents ?? 0)}, last {formatStaffTime(order.refundedAt)}
                    </dd>
                  </>
                )}
                <dt className="text-muted-foreground">Provider</dt>
                <dd>{order.paymentProvider === "test" ? "Test payment page (no money moved)" : "Stripe"}</dd>
                <dt className="text-muted-foreground">Reference</dt>
                <dd className="font-mono text-xs break-all">
                  {order.paymentReference ?? order.paymentSessionId ?? "—"}
                </dd>
              </dl>
              <Link href={customerHref(order.customerEmail)} className="mt-3 inline-block text-sm underline">
                The customer&rsquo;s orders, messages and e-mails
              </Link>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">{order.fulfillment === "delivery" ? "Delivery" : "Pickup"}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <FulfillmentDetails order={view} />
              {canSchedule(order.status, order.fulfillment) && (
                <ScheduleDeliveryForm order={order} schedule={scheduleDeliveryAction} />
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">Move the order on</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <OrderSteps order={order} moves={moves} move={moveOrderAction} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
