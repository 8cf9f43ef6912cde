// /admin/customers: the people who ordered, one per e-mail address, searched by name, e-mail or
// phone (any format) and sorted by last order, amount spent or name; each opens their page.
import type { Metadata } from "next";
import Link from "next/link";
import { Search } from "lucide-react";
import { Pager } from "@/components/admin/pager";
import { StackedCell, StackedRow, StackedTable } from "@/components/admin/stacked-table";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { getDb } from "@/db/client";
import {
  CUSTOMER_SORTS,
  customerHref,
  customerListHref,
  listCustomers,
  readCustomerFilters,
} from "@/lib/admin/customers";
import { formatStaffTime } from "@/lib/admin/staff-time";
import { formatCents } from "@/lib/money";
import { formatPhone } from "@/lib/phone";
import { requireStaff } from "../require-staff";

export const metadata: Metadata = { title: "Customers" };

export default async function CustomersPage({ searchParams }: PageProps<"/admin/customers">) {
  await requireStaff();
  const filters = readCustomerFilters(await searchParams);
  const list = await listCustomers(await getDb(), filters);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Customers</h1>
      <form
        action="/admin/customers"
        className="grid gap-3 rounded-lg border bg-white p-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end"
      >
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Search</span>
          <Input name="search" type="search" defaultValue={filters.search} placeholder="Name, e-mail or phone" />
        </label>
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Sort by</span>
          <NativeSelect name="sort" defaultValue={filters.sort} className="w-full min-w-0">
            {Object.entries(CUSTOMER_SORTS).map(([sort, label]) => (
              <option key={sort} value={sort}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <div className="flex gap-2">
          <Button type="submit">
            <Search aria-hidden="true" />
            Show customers
          </Button>
          {filters.search && (
            <Button asChild variant="ghost">
              <Link href={customerListHref({ ...filters, search: "" })}>Clear</Link>
            </Button>
          )}
        </div>
      </form>
      <p className="text-sm text-muted-foreground">
        {list.total} customer{list.total === 1 ? "" : "s"}. Orders counts every order placed; spent counts paid orders
        less refunds.
      </p>
      <StackedTable
        columns={[
          { label: "Customer" },
          { label: "Phone" },
          { label: "Orders", className: "text-right" },
          { label: "Spent", className: "text-right" },
          { label: "Last order" },
        ]}
        empty={list.rows.length === 0 ? (filters.search ? "No customers match." : "No orders yet.") : null}
        testId="customer-list"
      >
        {list.rows.map((customer) => (
          <StackedRow key={customer.email} testId="customer-row">
            <StackedCell className="min-w-0">
              <Link href={customerHref(customer.email)} className="font-medium hover:underline">
                {customer.name ?? customer.email}
              </Link>
              <span className="block text-xs break-all text-muted-foreground">{customer.email}</span>
            </StackedCell>
            <StackedCell className="whitespace-nowrap max-md:col-start-1 max-md:row-start-2">
              {customer.phone ? formatPhone(customer.phone) : <span className="text-muted-foreground">No phone</span>}
            </StackedCell>
            <StackedCell className="text-right tabular-nums max-md:col-start-2 max-md:row-start-2">
              <span className="md:hidden">Orders: </span>
              {customer.orderCount}
            </StackedCell>
            <StackedCell className="text-right font-medium tabular-nums max-md:col-start-2 max-md:row-start-1">
              {formatCents(customer.spentCents)}
            </StackedCell>
            <StackedCell className="whitespace-nowrap text-muted-foreground max-md:col-span-2 max-md:text-xs">
              <span className="md:hidden">Last order </span>
              {formatStaffTime(customer.lastOrderAt)}
            </StackedCell>
          </StackedRow>
        ))}
      </StackedTable>
      <Pager page={list.page} pageCount={list.pageCount} href={(page) => customerListHref(filters, page)} />
    </div>
  );
}
