// /account: My Account stub (the shop has no accounts); points to order tracking and Saved Items.
import Link from "next/link";
import { CreditCard, Heart, LogOut, MapPin, PackageSearch, Settings, ShoppingCart, UserRound } from "lucide-react";
import { CtaBand } from "@/components/content/cta-band";
import { InfoCard } from "@/components/content/info-card";
import { PageHero } from "@/components/content/page-hero";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { STORE, phoneHref } from "@/lib/store";

export const metadata = pageMetadata({
  title: "My Account",
  description: `${STORE.name} has no customer accounts: check out as a guest and track any order with its number and your e-mail.`,
  path: "/account",
  index: false,
});

const SECTIONS = [
  {
    icon: UserRound,
    title: "Profile",
    text: "We do not keep customer profiles. The name, e-mail and phone number you give at checkout are stored with that order only.",
  },
  {
    icon: PackageSearch,
    title: "Orders",
    text: "Your orders are not listed here because there is no sign-in. Find any order with its order number and your e-mail on the order tracking page.",
    link: { href: "/order-tracking", label: "Track an order" },
  },
  {
    icon: CreditCard,
    title: "Payment methods",
    text: "We never store card details. The secure payment page can remember your details with the payment provider for a faster checkout next time.",
    link: { href: "/payment-policy", label: "Payment policy" },
  },
  {
    icon: MapPin,
    title: "Addresses",
    text: "You enter your delivery address at checkout each time; it decides your delivery fee and is kept with that order.",
    link: { href: "/shipping-policy", label: "Delivery fees" },
  },
  {
    icon: Settings,
    title: "Settings",
    text: "Your cart, saved items and cookie choice are kept in this browser only. Clearing the site's data in your browser removes them.",
    link: { href: "/privacy-policy", label: "Privacy policy" },
  },
];

export default function AccountPage() {
  return (
    <>
      <PageHero
        crumbs={[
          { name: "Home", href: "/" },
          { name: "My Account", href: "/account" },
        ]}
        title="My Account"
        lead="There is nothing to sign in to: you check out as a guest, and everything you need is one click away."
      />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10">
        <CtaBand
          id="track-heading"
          title="Looking for an order?"
          lead="Enter your order number and the e-mail you ordered with to see its status and delivery details."
          row
          actions={
            <Button asChild size="lg" variant="deal">
              <Link href="/order-tracking">
                <PackageSearch aria-hidden="true" />
                Track Your Order
              </Link>
            </Button>
          }
        />

        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {SECTIONS.map((section) => (
            <InfoCard key={section.title} icon={section.icon} title={section.title}>
              <p>{section.text}</p>
              {section.link && (
                <Link href={section.link.href} className="mt-2 inline-flex font-medium text-primary hover:underline">
                  {section.link.label}
                </Link>
              )}
            </InfoCard>
          ))}
          <InfoCard icon={Heart} title="Saved items and cart">
            <p>
              Products you saved with the heart and your cart stay in this browser until you check out or remove them.
            </p>
            <span className="mt-2 flex flex-wrap gap-x-4">
              <Link href="/saved" className="font-medium text-primary hover:underline">
                Saved Items
              </Link>
              <Link href="/cart" className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
                <ShoppingCart className="size-4" aria-hidden="true" />
                Cart
              </Link>
            </span>
          </InfoCard>
        </div>

        <div className="flex flex-col gap-3 rounded-xl border bg-muted/40 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p id="sign-out-note" className="text-sm text-muted-foreground">
            No one is signed in on this device, so there is nothing to sign out of. Questions? Call{" "}
            <a href={phoneHref()} className="font-medium text-primary hover:underline">
              {STORE.phone}
            </a>
            .
          </p>
          <Button type="button" variant="outline" disabled aria-describedby="sign-out-note" className="shrink-0">
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </div>
    </>
  );
}
