// /privacy-policy: what the shop collects, why, and who else sees it.
import Link from "next/link";
import { PolicyLayout, type PolicySection } from "@/components/policy/policy-layout";
import { CONTENT_UPDATED } from "@/lib/content/site-pages";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { STORE, STORE_ADDRESS_LINE, SUPPORT, phoneHref } from "@/lib/store";

const PATH = "/privacy-policy";
const TITLE = "Privacy Policy";

export const metadata = pageMetadata({
  title: TITLE,
  description: `What ${STORE.name} collects when you shop with us, what stays in your own browser, the cookie choices you have, and how to reach us about your data.`,
  path: PATH,
});

const SECTIONS: PolicySection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <p>
        This website is run by {STORE.legalName}, {STORE_ADDRESS_LINE}. We are the people who collect, use and look
        after the information described here. You can reach us at <a href={`mailto:${STORE.email}`}>{STORE.email}</a> or{" "}
        <a href={phoneHref()}>{STORE.phone}</a>.
      </p>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <>
        <p>You can browse the shop without telling us anything about yourself. We collect information only when you:</p>
        <ul>
          <li>
            <strong>Place an order:</strong> your name, e-mail address, phone number and delivery address, the items,
            warranty and delivery options you chose, and the order totals. We keep the order so we can deliver it,
            answer your questions, handle returns and warranty claims, and keep the records the law requires.
          </li>
          <li>
            <strong>Contact us:</strong> the name, e-mail address, phone number and message you send through the contact
            form, by e-mail or by phone.
          </li>
          <li>
            <strong>Track an order:</strong> the order number and e-mail address you type, only to find your order.
          </li>
        </ul>
        <p>
          Our web server also keeps short-lived technical logs (the page requested, the time and your IP address) to
          keep the site running and secure.
        </p>
      </>
    ),
  },
  {
    id: "payments",
    title: "Card payments",
    body: (
      <p>
        Payments are made on our card payment provider&apos;s secure payment page. Your card number goes straight to the
        provider and never reaches or is stored on our servers; we only receive confirmation that the payment succeeded.
        The provider handles your card details under its own privacy policy. See our{" "}
        <Link href="/payment-policy">payment policy</Link>.
      </p>
    ),
  },
  {
    id: "in-your-browser",
    title: "What stays in your browser",
    body: (
      <>
        <p>
          Some things are stored only in your own browser&apos;s local storage, on your device, and are not sent to us:
        </p>
        <ul>
          <li>
            <strong>Your cart:</strong> the products, quantities and warranty choices, so your cart is still there when
            you come back. We see the cart only when you check out.
          </li>
          <li>
            <strong>Saved items:</strong> the products you saved for later with the heart button.
          </li>
          <li>
            <strong>Your cookie choice,</strong> so we do not ask again.
          </li>
        </ul>
        <p>Clearing your browser&apos;s site data removes all three.</p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and your choices",
    body: (
      <>
        <p>
          The first time you visit, a banner asks how we may use cookies and similar storage. You have two choices, and
          you can change your mind at any time by clearing this site&apos;s data in your browser, after which the banner
          asks again:
        </p>
        <ul>
          <li>
            <strong>Essential Only</strong> (also what closing the banner means): only the storage the shop needs to
            work, such as your cart, saved items and checkout.
          </li>
          <li>
            <strong>Accept All Cookies</strong>: essential storage, plus cookies that help us understand how the shop is
            used so we can improve it. We set these only after you accept them.
          </li>
        </ul>
        <p>We do not sell your information and we do not use it for advertising on other websites.</p>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How we use your information",
    body: (
      <ul>
        <li>
          To process, deliver and support your order, including delivery calls and texts about your delivery window.
        </li>
        <li>
          To send order confirmations and answer your messages (we reply to e-mails within {SUPPORT.emailReplyHours}{" "}
          hours).
        </li>
        <li>To handle returns, refunds and warranty claims.</li>
        <li>To keep the accounting and tax records the law requires.</li>
      </ul>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <>
        <p>We share only what each service needs to do its job for us:</p>
        <ul>
          <li>our card payment provider, to take your payment,</li>
          <li>our e-mail delivery service, to send order confirmations and replies,</li>
          <li>a mapping service, to work out the driving distance for your delivery fee,</li>
          <li>the manufacturer or warranty provider, when you make a warranty claim,</li>
          <li>authorities, when the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: "retention-and-rights",
    title: "How long we keep it and your rights",
    body: (
      <>
        <p>
          We keep order records as long as tax and accounting law requires and as long as any warranty on the order
          runs. Contact messages are kept as long as we need them to help you.
        </p>
        <p>
          You can ask us what information we hold about you, ask us to correct it, or ask us to delete it where we are
          not required to keep it. E-mail <a href={`mailto:${STORE.email}`}>{STORE.email}</a> and we will answer within{" "}
          {SUPPORT.emailReplyHours} hours.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        Our shop is for adults buying household appliances. We do not knowingly collect personal information from
        children under {SUPPORT.privacyMinimumAge}. If you believe a child under {SUPPORT.privacyMinimumAge} has sent us
        information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: "security-and-changes",
    title: "Security and changes to this policy",
    body: (
      <p>
        The site is served over an encrypted connection and access to order records is limited to our staff. If we
        change this policy we update the date at the top of this page.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <PolicyLayout
      title={TITLE}
      path={PATH}
      updated={CONTENT_UPDATED["/privacy-policy"]}
      intro="What we collect when you shop with us, what stays in your own browser, and the choices you have."
      sections={SECTIONS}
    />
  );
}
