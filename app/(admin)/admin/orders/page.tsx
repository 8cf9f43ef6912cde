// /admin/orders: every order, newest first, filtered by status (or a group of them, as the
// dashboard links to), date, pickup or delivery and payment (paid, unpaid, refunded), and
// searched by order number, e-mail, name, phone (any format), city or ZIP.
import type { Metadata } from "next";
import Link from "next/link";
import { Search } from "lucide-react";
import { Pager } from "@/components/admin/pager";
import { StatusBadge } from "@/components/orders/status-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { getDb } from "@/db/client";
import { ORDER_STATUSES } from "@/db/enums";
import { listAdminOrders, orderListHref, readOrderFilters, STATUS_GROUPS } from "@/lib/admin/orders";
import { requireStaff } from "../require-staff";
import { formatStaffTime } from "@/lib/admin/staff-time";
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
        <div className="flex items-end gap-2 lg:col-span-8">
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
      <div className="overflow-x-auto rounded-lg border bg-white">
        <table className="w-full text-sm">
          <thead className="border-b bg-slate-50 text-left">
            <tr>
              <th className="p-3 font-medium">Order</th>
              <th className="p-3 font-medium">Placed</th>
              <th className="p-3 font-medium">Customer</th>
              <th className="p-3 font-medium">How</th>
              <th className="p-3 font-medium">Status</th>
              <th className="p-3 font-medium">Payment</th>
              <th className="p-3 text-right font-medium">Total</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((order) => (
              <tr key={order.id} className="border-b last:border-0" data-testid="admin-order-row">
                <td className="p-3">
                  <Link href={`/admin/orders/${order.id}`} className="font-mono font-medium hover:underline">
                    {order.orderNumber}
                  </Link>
                  {order.paymentProvider === "test" && (
                    <Badge className="ml-2 border-transparent bg-amber-100 text-amber-900">TEST</Badge>
                  )}
                </td>
                <td className="p-3 whitespace-nowrap">{formatStaffTime(order.createdAt)}</td>
                <td className="p-3">
                  {order.customerName ?? "—"}
                  <span className="block text-xs text-muted-foreground">{order.customerEmail}</span>
                </td>
                <td className="p-3 capitalize">
                  {order.fulfillment}
                  {order.addressCheck && (
                    <Badge
                      className="ml-2 border-transparent bg-amber-100 text-amber-900 normal-case"
                      title={order.addressCheck}
                    >
                      Check address
                    </Badge>
                  )}
                </td>
                <td className="p-3">
                  <StatusBadge tone={statusTone(order.status)} label={STATUS_LABELS[order.status]} />
                </td>
                <td className="p-3" data-testid="order-payment">
                  {PAYMENT_LABELS[paymentState(order)]}
                </td>
                <td className="p-3 text-right tabular-nums">{formatCents(order.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.rows.length === 0 && <p className="p-6 text-center text-muted-foreground">No orders match.</p>}
      </div>
      <Pager page={list.page} pageCount={list.pageCount} href={(page) => orderListHref(filters, page)} />
    </div>
  );
}
