// /admin/orders: every order, newest first, filtered by status (or a group of them, as the
// dashboard links to), date, pickup or delivery, payment (paid, unpaid, refunded) and scheduled
// delivery date (or deliveries not scheduled yet), and searched by order number, e-mail, name,
// phone (any format), city or ZIP. On a phone each order is a stacked row of its key columns.
import type { Metadata } from "next";
import Link from "next/link";
import { Search } from "lucide-react";
import { Pager } from "@/components/admin/pager";
import { StackedCell, StackedRow, StackedTable } from "@/components/admin/stacked-table";
import { StatusBadge } from "@/components/orders/status-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { getDb } from "@/db/client";
import { ORDER_STATUSES } from "@/db/enums";
import { customerHref } from "@/lib/admin/customers";
import { listAdminOrders, orderListHref, readOrderFilters, STATUS_GROUPS } from "@/lib/admin/orders";
import { requireStaff } from "../require-staff";
import { formatStaffTime } from "@/lib/admin/staff-time";
import { deliveryWindowLabel, formatDeliveryDate } from "@/lib/delivery/schedule";
import { formatCents } from "@/lib/money";
import { PAYMENT_LABELS, PAYMENT_STATES, STATUS_LABELS, paymentState, statusTone } from "@/lib/orders/order-status";

export const metadata: Metadata = { title: "Orders" };

export default async function AdminOrdersPage({ searchParams }: PageProps<"/admin/orders">) {
  await requireStaff();
  const filters = readOrderFilters(await searchParams);
  const list = await listAdminOrders(await getDb(), filters);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Orders</h1>
      <form action="/admin/orders" className="grid gap-3 rounded-lg border bg-white p-4 sm:grid-cols-2 lg:grid-cols-8">
        <label className="space-y-1 text-sm lg:col-span-2">
          <span className="block font-medium">Search</span>
          <Input
            name="search"
            defaultValue={filters.search}
            placeholder="Order number, e-mail, name, phone, city or ZIP"
          />
        </label>
        <label className="space-y-1 text-sm lg:col-span-2">
          <span className="block font-medium">Status</span>
          <NativeSelect name="status" defaultValue={filters.status} className="w-full min-w-0">
            <option value="">Any</option>
            {Object.entries(STATUS_GROUPS).map(([group, { label, statuses }]) => (
              <option key={group} value={group}>
                {label} ({statuses.map((status) => STATUS_LABELS[status]).join(", ")})
              </option>
            ))}
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Pickup or delivery</span>
          <NativeSelect name="fulfillment" defaultValue={filters.fulfillment}>
            <option value="">Both</option>
            <option value="pickup">Pickup</option>
            <option value="delivery">Delivery</option>
          </NativeSelect>
        </label>
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Payment</span>
          <NativeSelect name="payment" defaultValue={filters.payment}>
            <option value="">Any</option>
            {PAYMENT_STATES.map((state) => (
              <option key={state} value={state}>
                {PAYMENT_LABELS[state]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="space-y-1 text-sm">
          <span className="block font-medium">From</span>
          <Input type="date" name="from" defaultValue={filters.from} />
        </label>
        <label className="space-y-1 text-sm">
          <span className="block font-medium">To</span>
          <Input type="date" name="to" defaultValue={filters.to} />
        </label>
        <fieldset className="space-y-1 text-sm sm:col-span-2">
          <legend className="mb-1 font-medium">Delivery scheduled for</legend>
          <div className="flex flex-wrap items-center gap-3">
            <Input
              type="date"
              name="scheduled"
              aria-label="Scheduled for"
              defaultValue={filters.scheduled === "none" ? "" : filters.scheduled}
              className="w-auto"
            />
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                name="scheduled"
                value="none"
                defaultChecked={filters.scheduled === "none"}
                className="size-4"
              />
              Not scheduled
            </label>
          </div>
        </fieldset>
        <div className="flex items-end gap-2 lg:col-span-6">
          <Button type="submit">
            <Search aria-hidden="true" />
            Show orders
          </Button>
          <Button asChild variant="ghost">
            <Link href="/admin/orders">Clear filters</Link>
          </Button>
        </div>
      </form>
      <p className="text-sm text-muted-foreground">
        {list.total} order{list.total === 1 ? "" : "s"}
      </p>
      <StackedTable
        columns={[
          { label: "Order" },
          { label: "Placed" },
          { label: "Customer" },
          { label: "How" },
          { label: "Scheduled" },
          { label: "Status" },
          { label: "Payment" },
          { label: "Total", className: "text-right" },
        ]}
        empty={list.rows.length === 0 ? "No orders match." : null}
      >
        {list.rows.map((order) => (
          <StackedRow key={order.id} testId="admin-order-row">
            <StackedCell>
              <Link
                href={`/admin/orders/${order.id}`}
                className="font-mono font-medium whitespace-nowrap hover:underline"
              >
                {order.orderNumber}
              </Link>
              {order.paymentProvider === "test" && (
                <Badge className="ml-2 border-transparent bg-amber-100 text-amber-900">TEST</Badge>
              )}
            </StackedCell>
            <StackedCell className="whitespace-nowrap max-md:order-last max-md:col-span-2 max-md:text-xs max-md:text-muted-foreground">
              <span className="md:hidden">Placed </span>
              {formatStaffTime(order.createdAt)}
            </StackedCell>
            <StackedCell className="max-md:order-2 max-md:col-span-2">
              <Link href={customerHref(order.customerEmail)} className="hover:underline">
                {order.customerName ?? "—"}
                <span className="block text-xs break-all text-muted-foreground">{order.customerEmail}</span>
              </Link>
            </StackedCell>
            <StackedCell className="capitalize max-md:order-5 max-md:text-right">
              {order.fulfillment}
              {order.addressCheck && (
                <Badge
                  className="ml-2 border-transparent bg-amber-100 text-amber-900 normal-case"
                  title={order.addressCheck}
                >
                  Check address
                </Badge>
              )}
            </StackedCell>
            <StackedCell className="max-md:order-4" testId="order-scheduled">
              {order.scheduledDate ? (
                <>
                  <span className="md:hidden">Scheduled </span>
                  {formatDeliveryDate(order.scheduledDate)}
                  {order.scheduledWindow && (
                    <span className="block text-xs text-muted-foreground">
                      {deliveryWindowLabel(order.scheduledWindow)}
                    </span>
                  )}
                </>
              ) : order.fulfillment === "delivery" ? (
                <span className="text-muted-foreground">Not scheduled</span>
              ) : (
                <span className="text-muted-foreground max-md:sr-only">No delivery</span>
              )}
            </StackedCell>
            <StackedCell className="max-md:order-3">
              <StatusBadge tone={statusTone(order.status)} label={STATUS_LABELS[order.status]} />
            </StackedCell>
            <StackedCell className="max-md:order-3 max-md:text-right" testId="order-payment">
              {PAYMENT_LABELS[paymentState(order)]}
            </StackedCell>
            <StackedCell className="text-right tabular-nums max-md:order-1 max-md:font-semibold">
              {formatCents(order.totalCents)}
            </StackedCell>
          </StackedRow>
        ))}
      </StackedTable>
      <Pager page={list.page} pageCount={list.pageCount} href={(page) => orderListHref(filters, page)} />
    </div>
  );
}
