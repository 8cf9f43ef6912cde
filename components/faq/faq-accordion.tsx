"use client";

// The FAQ accordion: one answer open at a time. Pages take it from content/lazy-islands.tsx.
import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import type { Faq } from "@/lib/content/delivery-faqs";

/** Questions in an accordion: one answer open at a time, and the open one closes again on click. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Accordion type="single" collapsible className="rounded-2xl border bg-card px-5 shadow-sm sm:px-6">
      {faqs.map((faq) => (
        <AccordionItem key={faq.id} value={faq.id} id={faq.id} className="scroll-mt-6">
          <AccordionTrigger className="py-5 text-base font-semibold hover:no-underline hover:text-primary">
            {faq.question}
          </AccordionTrigger>
          <AccordionContent className="max-w-prose pb-5 text-[0.975rem] leading-7 text-foreground/85">
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
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
