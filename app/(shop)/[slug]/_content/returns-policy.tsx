// /returns-policy: 30-day returns from delivery, how to return and when the refund comes.
import Link from "next/link";
import { PolicyLayout, type PolicySection } from "@/components/policy/policy-layout";
import { CONTENT_UPDATED } from "@/lib/content/site-pages";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { RETURNS, STORE, STORE_ADDRESS_LINE, HOURS, SUPPORT, WARRANTY, phoneHref } from "@/lib/store";

const PATH = "/returns-policy";
const TITLE = "Returns Policy";

export const metadata = pageMetadata({
  title: TITLE,
  description: `${RETURNS.days}-day returns from delivery on appliances from ${STORE.name}: no restocking fee, refund to ${RETURNS.refundTo} within ${RETURNS.refundBusinessDays} business days after inspection.`,
  path: PATH,
});

const SECTIONS: PolicySection[] = [
  {
    id: "return-window",
    title: `${RETURNS.days}-day returns`,
    body: (
      <>
        <p>
          You can return most appliances within <strong>{RETURNS.days} days from the day they were delivered</strong>{" "}
          (or picked up at the showroom). Changed your mind, the colour is wrong in your kitchen, or the unit does not
          fit the space after all: all of these are fine reasons.
        </p>
        <p>
          There is <strong>no restocking fee</strong>. Scratch-and-dent and open-box units are sold with their cosmetic
          marks described and photographed, so those marks alone are not a defect, but they never stop you from
          returning a unit within the window.
        </p>
      </>
    ),
  },
  {
    id: "condition",
    title: "What we need back",
    body: (
      <>
        <p>To accept a return we need:</p>
        <ul>
          <li>Proof of purchase: your order number or the order confirmation e-mail.</li>
          <li>The appliance in the condition it was delivered, clean and empty, with no new damage.</li>
          <li>Any parts that came with it: shelves, bins, racks, manuals, power cords and hoses.</li>
        </ul>
        <p>
          We inspect every return when it is back at the showroom and tell you what we find before the refund is made.
        </p>
      </>
    ),
  },
  {
    id: "how-to-return",
    title: "How to start a return",
    body: (
      <>
        <ol>
          <li>
            Call us at <a href={phoneHref()}>{STORE.phone}</a> or e-mail{" "}
            <a href={`mailto:${STORE.email}`}>{STORE.email}</a> with your order number and the reason for the return. We
            answer e-mails within {SUPPORT.emailReplyHours} hours.
          </li>
          <li>
            We send you a <strong>free prepaid return label</strong> and arrange the return with you. You can also bring
            the unit back to the showroom at {STORE_ADDRESS_LINE}, open {HOURS.summary}.
          </li>
          <li>We inspect the returned unit and confirm the refund to you.</li>
        </ol>
      </>
    ),
  },
  {
    id: "refunds",
    title: "Refunds",
    body: (
      <>
        <p>
          Once the return has passed inspection we refund it{" "}
          <strong>within {RETURNS.refundBusinessDays} business days</strong>, to {RETURNS.refundTo} only. Your card
          issuer may take a few more days to show the credit on your statement.
        </p>
        <p>
          Refunds cannot be paid in cash, as store credit or to a different card. If the card you paid with has been
          closed, call us and we will work it out with your card issuer.
        </p>
      </>
    ),
  },
  {
    id: "defects",
    title: "Defects and delivery damage",
    body: (
      <>
        <p>
          Please check your appliance as soon as it arrives. Report any damage from delivery to us within the time given
          in our <Link href="/shipping-policy">shipping policy</Link>, and any defect (the unit does not work as it
          should)
          <strong> within {RETURNS.defectReportBusinessDays} business days</strong> of delivery or pickup, so we can
          repair, replace or take it back quickly.
        </p>
        <p>
          After that, the {WARRANTY.manufacturerYears}-year manufacturer warranty that comes with every unit covers
          defects in parts and labor; see our <Link href="/warranty">warranty page</Link>.
        </p>
      </>
    ),
  },
  {
    id: "exchanges",
    title: "Exchanges",
    body: (
      <p>
        Want a different unit instead? Tell us when you start the return. Because most of our appliances are one of a
        kind, we return the first unit and you order the new one, so you pay today&apos;s price for it and get the full
        refund for the first.
      </p>
    ),
  },
];

export default function ReturnsPolicyPage() {
  return (
    <PolicyLayout
      title={TITLE}
      path={PATH}
      updated={CONTENT_UPDATED["/returns-policy"]}
      intro={`${RETURNS.days} days from delivery to change your mind, no restocking fee, and your money back within ${RETURNS.refundBusinessDays} business days after we inspect the return.`}
      sections={SECTIONS}
    />
  );
}
