// The FAQ accordion: one answer open at a time, the open one closing again on a second tap. Built
// on the browser's own <details> (one `name` for the group makes them exclusive), so a question
// opens at the first tap, before the page's scripts run and without them, and every answer is in
// the server HTML for search engines.
import Link from "next/link";
import { ArrowRight, ChevronDown } from "lucide-react";
import type { Faq } from "@/lib/content/delivery-faqs";

/** Questions in an accordion: one answer open at a time, and the open one closes again on click. */
export function FaqAccordion({ faqs, group }: { faqs: readonly Faq[]; group: string }) {
  return (
    <div className="rounded-2xl border bg-card px-5 shadow-sm sm:px-6">
      {faqs.map((faq) => (
        <details key={faq.id} id={faq.id} name={group} className="group scroll-mt-6 border-b last:border-b-0">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-5 text-left text-base font-semibold outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown
              className="pointer-events-none size-4 shrink-0 translate-y-1 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="max-w-prose pb-5 text-[0.975rem] leading-7 text-foreground/85">
            <p>{faq.answer}</p>
            {faq.link && (
              <Link
                href={faq.link.href}
                className="mt-3 inline-flex items-center gap-1 font-medium text-primary hover:underline"
              >
                {faq.link.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
