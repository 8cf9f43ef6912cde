// The contact page shared by /contact and /support.
import { MessageSquare } from "lucide-react";
import { PageHero } from "@/components/content/page-hero";
import { AreaDistanceList } from "@/components/areas/area-distance-list";
import { ContactForm } from "@/components/content/lazy-islands";
import { FaqAccordion } from "@/components/faq/faq-accordion";
import { ClosureNotice } from "@/components/layout/closure-notice";
import { StoreContact } from "@/components/layout/store-contact";
import type { ContactCategory } from "@/db/enums";
import { CONTACT_FAQS } from "@/lib/contact/contact-faqs";
import { SUPPORT } from "@/lib/store";

/** /contact and /support: the form, how else to reach the showroom, the areas served and a short FAQ. */
export function ContactPage({
  path,
  title,
  defaultCategory,
}: {
  path: string;
  title: string;
  defaultCategory?: ContactCategory;
}) {
  return (
    <>
      <PageHero
        crumbs={[
          { name: "Home", href: "/" },
          { name: title, href: path },
        ]}
        icon={MessageSquare}
        title={title}
        lead={`Questions about a unit, a delivery, a warranty or a return? Send us a message and we will answer within ${SUPPORT.emailReplyHours} hours, or call the showroom.`}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[1.5fr_1fr]">
        <section aria-labelledby="form-heading" className="self-start rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h2 id="form-heading" className="mb-6 text-2xl font-bold">
            Send us a message
          </h2>
          <ContactForm defaultCategory={defaultCategory} />
        </section>
        <aside className="space-y-8">
          <section aria-labelledby="reach-heading" className="rounded-2xl border bg-card p-6 shadow-sm">
            <h2 id="reach-heading" className="mb-4 text-lg font-semibold">
              Visit or call
            </h2>
            <StoreContact
              details={["phone", "email", "address", "hours"]}
              hoursNote={<ClosureNotice className="mt-1 text-amber-800" />}
            />
          </section>
          <section aria-labelledby="areas-heading">
            <h2 id="areas-heading" className="mb-4 text-lg font-semibold">
              Areas we serve
            </h2>
            <AreaDistanceList className="sm:grid-cols-1" />
          </section>
        </aside>
      </div>
      <section aria-labelledby="contact-faq-heading" className="mx-auto max-w-4xl px-4 pb-6">
        <h2 id="contact-faq-heading" className="mb-4 text-2xl font-bold">
          Quick answers
        </h2>
        <FaqAccordion faqs={CONTACT_FAQS} group="contact-faqs" />
      </section>
    </>
  );
}
