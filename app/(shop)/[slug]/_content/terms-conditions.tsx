// /terms-conditions: the terms of sale in ten numbered sections.
import Link from "next/link";
import { PolicyLayout, type PolicySection } from "@/components/policy/policy-layout";
import { formatCentsShort } from "@/lib/money";
import { CONTENT_UPDATED } from "@/lib/content/site-pages";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { DELIVERY, PICKUP, RETURNS, STORE, STORE_ADDRESS_LINE, WARRANTY, phoneHref } from "@/lib/store";

const PATH = "/terms-conditions";
const TITLE = "Terms & Conditions";

export const metadata = pageMetadata({
  title: TITLE,
  description: `The terms for buying from ${STORE.name}: product condition, prices, orders and payment, delivery, returns, warranty and use of this website.`,
  path: PATH,
});

const SECTIONS: PolicySection[] = [
  {
    id: "about-these-terms",
    title: "About these terms",
    body: (
      <p>
        These terms apply to every purchase from {STORE.legalName} (&ldquo;we&rdquo;, &ldquo;us&rdquo;),{" "}
        {STORE_ADDRESS_LINE}, made on this website, by phone or in our showroom, and to your use of this website. By
        placing an order you agree to them. Our <Link href="/shipping-policy">shipping</Link>,{" "}
        <Link href="/returns-policy">returns</Link>, <Link href="/warranty">warranty</Link>,{" "}
        <Link href="/payment-policy">payment</Link> and <Link href="/privacy-policy">privacy</Link> policies are part of
        these terms.
      </p>
    ),
  },
  {
    id: "products-and-condition",
    title: "Products and their condition",
    body: (
      <>
        <p>We sell three kinds of appliances, and each listing says which one you are buying:</p>
        <ul>
          <li>
            <strong>Scratch and dent:</strong> appliances with cosmetic marks from shipping or handling. The marks are
            described on the product page and do not affect how the appliance works.
          </li>
          <li>
            <strong>Open box:</strong> customer returns and display units, checked and tested.
          </li>
          <li>
            <strong>Clearance:</strong> new, previous-year or overstock models in the box.
          </li>
        </ul>
        <p>
          Scratch-and-dent and open-box units are sold as used, in the condition described. Most units are one of a
          kind. Pictures may show the model rather than the exact unit; ask us for photos of the unit itself before you
          buy. Cosmetic marks that were described before the sale are not a defect.
        </p>
      </>
    ),
  },
  {
    id: "prices-and-availability",
    title: "Prices and availability",
    body: (
      <p>
        Prices are in US dollars and change as stock moves. Stock is shown as it is when you view the page, and a unit
        is only reserved for you once you reach the payment page. If a price on the site is clearly wrong, we will
        contact you before the order goes ahead, and you can cancel for a full refund.
      </p>
    ),
  },
  {
    id: "orders-and-payment",
    title: "Orders and payment",
    body: (
      <p>
        Your order is accepted when the payment succeeds and we send the order confirmation e-mail. You pay the total
        shown at checkout: the appliance, any extended warranty, the delivery fee and delivery add-ons you chose, and
        sales tax. How we take payment is set out in the <Link href="/payment-policy">payment policy</Link>.
      </p>
    ),
  },
  {
    id: "delivery-and-pickup",
    title: "Delivery and pickup",
    body: (
      <p>
        We deliver within Ohio up to {DELIVERY.maxMiles} driving miles from the showroom: free within{" "}
        {DELIVERY.freeRadiusMiles} miles and a flat {formatCentsShort(DELIVERY.flatFeeCents)} beyond that. Pickup at the
        showroom is free and ready in {PICKUP.readyInHours} hours. Ownership and risk pass to you when the appliance is
        delivered or collected. Delivery dates are estimates; the <Link href="/shipping-policy">shipping policy</Link>{" "}
        sets out windows, notices and what to check on arrival.
      </p>
    ),
  },
  {
    id: "returns-and-refunds",
    title: "Returns and refunds",
    body: (
      <p>
        You may return most items within {RETURNS.days} days from delivery with no restocking fee. Refunds are paid to{" "}
        {RETURNS.refundTo} within {RETURNS.refundBusinessDays} business days after we have inspected the return. The{" "}
        <Link href="/returns-policy">returns policy</Link> explains the conditions.
      </p>
    ),
  },
  {
    id: "warranty",
    title: "Warranty",
    body: (
      <p>
        Every appliance comes with the {WARRANTY.manufacturerYears}-year manufacturer warranty. Extended protection
        plans can be added per unit at checkout. The cover and prices are on our{" "}
        <Link href="/warranty">warranty page</Link>. Nothing in these terms limits the rights you have under Ohio or
        federal consumer law.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Our responsibility to you",
    body: (
      <p>
        We are responsible for delivering what you ordered in the condition described and for the care of our delivery
        crew in your home. We are not responsible for losses that were not foreseeable when you ordered, for damage
        caused by installation or connections made by others, or for delays caused by events outside our control such as
        severe weather. Our total responsibility for an order is limited to what you paid for it, except where the law
        does not allow such a limit.
      </p>
    ),
  },
  {
    id: "use-of-the-website",
    title: "Use of this website",
    body: (
      <p>
        The text, pictures and design of this website belong to us or our suppliers and may not be copied for commercial
        use. Brand names and logos belong to their owners. Please do not misuse the site: no automated ordering, no
        attempts to get around its security, and no false orders.
      </p>
    ),
  },
  {
    id: "law-and-contact",
    title: "Governing law, changes and contact",
    body: (
      <p>
        These terms are governed by the laws of the State of Ohio. We may update them from time to time; the version
        shown when you placed your order applies to that order. Questions? Call <a href={phoneHref()}>{STORE.phone}</a>{" "}
        or e-mail <a href={`mailto:${STORE.email}`}>{STORE.email}</a>.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <PolicyLayout
      title={TITLE}
      path={PATH}
      updated={CONTENT_UPDATED["/terms-conditions"]}
      intro="The ground rules for buying from us, in plain language."
      sections={SECTIONS}
      numbered
    />
  );
}
