// Who an order is for and how to reach them: name, phone and e-mail, as rows of the caller's
// description list or in a list of their own (the shopper's order pages); with `links` (the staff
// page) each is a link (tap to call, to write) and a delivery's address opens on a map.
import { UserRound } from "lucide-react";
import type { OrderView } from "@/lib/orders/order-view";
import { formatPhone, telHref } from "@/lib/phone";
import { mapSearchUrl } from "@/lib/store";

/** The text, as a link to `href` when there is one. */
function Linked({ href, external = false, children }: { href: string | null; external?: boolean; children: string }) {
  if (!href) return children;
  return (
    <a
      href={href}
      className="font-medium text-primary underline-offset-2 hover:underline"
      {...(external && { target: "_blank", rel: "noopener noreferrer" })}
    >
      {children}
    </a>
  );
}

export function CustomerContact({ order, links = false }: { order: OrderView; links?: boolean }) {
  const { name, email, phone } = order.customer;
  const delivery = order.delivery;
  const place = delivery && `${delivery.line1}, ${delivery.city}, ${delivery.state} ${delivery.postalCode}`;
  return (
    <>
      <dt className="text-muted-foreground">Name</dt>
      <dd data-testid="customer-name">{name ?? "—"}</dd>
      <dt className="text-muted-foreground">Phone</dt>
      <dd data-testid="customer-phone">
        {phone ? <Linked href={links ? telHref(phone) : null}>{formatPhone(phone)}</Linked> : "—"}
      </dd>
      <dt className="text-muted-foreground">E-mail</dt>
      <dd className="break-all" data-testid="customer-email">
        <Linked href={links ? `mailto:${email}` : null}>{email}</Linked>
      </dd>
      {links && place && (
        <>
          <dt className="text-muted-foreground">Address</dt>
          <dd data-testid="customer-map">
            <Linked href={mapSearchUrl(place)} external>
              {place}
            </Linked>
          </dd>
        </>
      )}
    </>
  );
}

/** The contact rows in a block of their own, laid out like the pickup or delivery details. */
export function CustomerContactList({ order }: { order: OrderView }) {
  return (
    <div className="flex gap-3 text-sm" data-testid="order-contact">
      <UserRound className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <p className="font-semibold">Contact</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3">
          <CustomerContact order={order} />
        </dl>
      </div>
    </div>
  );
}
