// /admin/customers/{key}: one customer (the key is their e-mail in base64url): how to reach them
// (tap to call, to write, their latest delivery address on a map), what they spent, all their
// orders, their contact-form messages and the e-mails the shop sent them.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Mail, MapPin, Phone } from "lucide-react";
import { CustomerEmails, CustomerMessages, CustomerOrders } from "@/components/admin/customer-activity";
import { getDb } from "@/db/client";
import { emailOfCustomerKey, getCustomer } from "@/lib/admin/customers";
import { formatCents } from "@/lib/money";
import { formatPhone, telHref } from "@/lib/phone";
import { mapSearchUrl } from "@/lib/store";
import { requireStaff } from "../../require-staff";

export const metadata: Metadata = { title: "Customer" };

const LINK = "font-medium break-all text-primary underline-offset-2 hover:underline";

export default async function CustomerPage({ params }: PageProps<"/admin/customers/[key]">) {
  await requireStaff();
  const email = emailOfCustomerKey((await params).key);
  const customer = email ? await getCustomer(await getDb(), email) : null;
  if (!customer) notFound();
  const delivered = customer.orders.find((order) => order.fulfillment === "delivery" && order.addressLine1);
  const address =
    delivered && `${delivered.addressLine1}, ${delivered.city}, ${delivered.state} ${delivered.postalCode}`;
  return (
    <div className="space-y-6">
      <Link href="/admin/customers" className="text-sm underline">
        Back to customers
      </Link>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold break-words" data-testid="customer-name">
          {customer.name ?? customer.email}
        </h1>
        <p className="text-sm text-muted-foreground">
          {customer.orders.length} order{customer.orders.length === 1 ? "" : "s"} ·{" "}
          <span data-testid="customer-spent">{formatCents(customer.spentCents)}</span> spent (paid orders less refunds)
        </p>
      </div>
      <ul className="grid gap-2 rounded-lg border bg-white p-4 text-sm sm:grid-cols-2" data-testid="customer-contact">
        <li className="flex items-center gap-2">
          <Phone className="size-4 shrink-0 text-muted-foreground" aria-label="Phone" />
          {customer.phone ? (
            <a href={telHref(customer.phone)} className={LINK}>
              {formatPhone(customer.phone)}
            </a>
          ) : (
            <span className="text-muted-foreground">No phone given</span>
          )}
        </li>
        <li className="flex items-center gap-2">
          <Mail className="size-4 shrink-0 text-muted-foreground" aria-label="E-mail" />
          <a href={`mailto:${customer.email}`} className={LINK}>
            {customer.email}
          </a>
        </li>
        {address && (
          <li className="flex items-center gap-2 sm:col-span-2">
            <MapPin className="size-4 shrink-0 text-muted-foreground" aria-label="Latest delivery address" />
            <a href={mapSearchUrl(address)} target="_blank" rel="noopener noreferrer" className={LINK}>
              {address}
            </a>
          </li>
        )}
      </ul>
      <CustomerOrders orders={customer.orders} />
      <CustomerMessages messages={customer.messages} />
      <CustomerEmails emails={customer.emails} />
    </div>
  );
}
