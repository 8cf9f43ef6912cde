// /faqs: the 20 delivery questions in an accordion, with FAQPage structured data.
import { HelpCircle } from "lucide-react";
import { ContactButtons } from "@/components/content/contact-buttons";
import { CtaBand } from "@/components/content/cta-band";
import { StoreContact } from "@/components/layout/store-contact";
import { PageHero } from "@/components/content/page-hero";
import { FaqAccordion } from "@/components/faq/faq-accordion";
import { JsonLd } from "@/components/shared/json-ld";
import { DELIVERY_FAQS } from "@/lib/content/delivery-faqs";
import { formatCentsShort } from "@/lib/money";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { DELIVERY, STORE, SUPPORT } from "@/lib/store";
import { breadcrumbJsonLd, faqPageJsonLd } from "@/lib/seo/structured-data";

const PATH = "/faqs";
const TITLE = "Shipping & Delivery FAQs";
const CRUMBS = [
  { name: "Home", href: "/" },
  { name: "FAQs", href: PATH },
];

export const metadata = pageMetadata({
  title: TITLE,
  description: `Answers about delivery from ${STORE.name}: free within ${DELIVERY.freeRadiusMiles} miles, ${formatCentsShort(DELIVERY.flatFeeCents)} up to ${DELIVERY.maxMiles} miles, delivery windows, haul-away, stair carry, pickup and damage claims.`,
  path: PATH,
});

export default function FaqsPage() {
  return (
    <>
      <JsonLd data={[faqPageJsonLd(DELIVERY_FAQS), breadcrumbJsonLd(CRUMBS)]} />
      <PageHero
        crumbs={CRUMBS}
        eyebrow="Help center"
        icon={HelpCircle}
        title={TITLE}
        lead={`${DELIVERY_FAQS.length} answers about getting your appliance home: what delivery costs, when it arrives and what to expect on the day.`}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="questions-heading">
          <h2 id="questions-heading" className="sr-only">
            Questions and answers
          </h2>
          <FaqAccordion faqs={DELIVERY_FAQS} group="delivery-faqs" />
        </section>
        <aside className="lg:sticky lg:top-6 lg:self-start">
          <CtaBand
            id="still-heading"
            title="Still have a question?"
            lead={`Call the showroom or send us an e-mail. We reply to e-mails within ${SUPPORT.emailReplyHours} hours.`}
            actions={<ContactButtons inverted className="w-full flex-col [&>a]:w-full" />}
          >
            <StoreContact
              details={["hours", "address"]}
              className="mt-5 border-t border-white/20 pt-5 text-sm text-white/85"
              iconClassName="size-4"
            />
          </CtaBand>
        </aside>
      </div>
    </>
  );
}
