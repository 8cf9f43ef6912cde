// /payment-policy: cards accepted, when the card is charged, refunds and tax.
import Link from "next/link";
import { CreditCard } from "lucide-react";
import { PolicyLayout, type PolicySection } from "@/components/policy/policy-layout";
import { formatBasisPoints, formatList } from "@/lib/format-text";
import { LIST_PRICE } from "@/lib/product-price";
import { CONTENT_UPDATED } from "@/lib/content/site-pages";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { PAYMENT, RETURNS, SALES_TAX_BPS, STORE, phoneHref } from "@/lib/store";

const PATH = "/payment-policy";
const TITLE = "Payment Policy";
const TAX_RATE = formatBasisPoints(SALES_TAX_BPS);

export const metadata = pageMetadata({
  title: TITLE,
  description: `How to pay at ${STORE.name}: prices in ${PAYMENT.currency}, ${formatList(PAYMENT.cards)} on a secure payment page, Ohio sales tax of ${TAX_RATE}.`,
  path: PATH,
});

const SECTIONS: PolicySection[] = [
  {
    id: "accepted-payments",
    title: "Accepted payment methods",
    body: (
      <>
        <p>We accept {formatList(PAYMENT.cards)}.</p>
        <div className="mt-4 flex flex-wrap gap-2" aria-hidden="true">
          {PAYMENT.cards.map((card) => (
            <span
              key={card}
              className="inline-flex items-center gap-1.5 rounded-lg border bg-card px-3 py-1.5 text-sm font-medium shadow-xs"
            >
              <CreditCard className="size-4 text-primary" />
              {card}
            </span>
          ))}
        </div>
        <p>
          The payment page also offers {PAYMENT.fastCheckout}: if you saved your details with the payment provider on an
          earlier purchase, they fill in for you after a quick confirmation code.
        </p>
      </>
    ),
  },
  {
    id: "currency",
    title: "Prices and currency",
    body: (
      <>
        <p>
          All prices are in US dollars ({PAYMENT.currency}) and your card is charged in {PAYMENT.currency}. The price on
          the product page is the price of that exact unit. Next to it we show {LIST_PRICE.reference} for the same model
          new, and how far below it our price is; it is a reference, never a price we charged.
        </p>
        <p>
          A product shown as &ldquo;Call for Price&rdquo; cannot be bought online: call us at{" "}
          <a href={phoneHref()}>{STORE.phone}</a> for a quote.
        </p>
      </>
    ),
  },
  {
    id: "sales-tax",
    title: "Sales tax",
    body: (
      <p>
        We collect Ohio sales tax of <strong>{TAX_RATE}</strong> (state and local). In Ohio the appliance, extended
        warranties, delivery and delivery add-ons are all taxable, so the tax is worked out on all of them. Your order
        summary shows the tax before you pay.
      </p>
    ),
  },
  {
    id: "how-payment-works",
    title: "How payment works",
    body: (
      <ol>
        <li>You review your cart, delivery choice and total, then continue to payment.</li>
        <li>
          We hold the units in your order while you are on our payment provider&apos;s secure page, so nobody else can
          buy them in the meantime. If the payment is not completed, the hold is released.
        </li>
        <li>
          Your card is charged once, for the total shown. We e-mail your order confirmation as soon as the payment
          clears.
        </li>
      </ol>
    ),
  },
  {
    id: "security",
    title: "Payment security",
    body: (
      <p>
        Card details are entered on the payment provider&apos;s page, never on ours, and are never stored on our
        servers. Every total is worked out again on our server from the current prices, so what you pay is always what
        the shop shows. Read more in our <Link href="/privacy-policy">privacy policy</Link>.
      </p>
    ),
  },
  {
    id: "refunds",
    title: "Refunds",
    body: (
      <p>
        Refunds go to {RETURNS.refundTo} only, within {RETURNS.refundBusinessDays} business days after we have inspected
        a return. See our <Link href="/returns-policy">returns policy</Link> for the details.
      </p>
    ),
  },
];

export default function PaymentPolicyPage() {
  return (
    <PolicyLayout
      title={TITLE}
      path={PATH}
      updated={CONTENT_UPDATED["/payment-policy"]}
      intro={`Secure card payment in ${PAYMENT.currency} with ${formatList(PAYMENT.cards)}, and sales tax shown before you pay.`}
      sections={SECTIONS}
    />
  );
}
