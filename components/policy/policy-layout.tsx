// The policy pages' layout: title, table of contents and numbered sections.
import Link from "next/link";
import { CalendarDays, FileText } from "lucide-react";
import { ContactButtons } from "@/components/content/contact-buttons";
import { CtaBand } from "@/components/content/cta-band";
import { PageHero } from "@/components/content/page-hero";
import { Prose } from "@/components/content/prose";
import { JsonLd } from "@/components/shared/json-ld";
import { POLICY_LINKS } from "@/lib/content/navigation";
import { SUPPORT } from "@/lib/store";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";

export interface PolicySection {
  /** The anchor: kebab-case, unique on the page. */
  id: string;
  title: string;
  body: React.ReactNode;
}

const updatedFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * A policy page: title, last-updated date, a table of contents with anchor links (a sticky
 * sidebar on wide screens), numbered sections at a readable width, and a contact box.
 */
export function PolicyLayout({
  title,
  path,
  updated,
  intro,
  sections,
  numbered = false,
}: {
  title: string;
  path: string;
  /** ISO date (YYYY-MM-DD) the text last changed. */
  updated: string;
  intro: React.ReactNode;
  sections: PolicySection[];
  /** Shows "1." before each heading (terms and conditions). */
  numbered?: boolean;
}) {
  const crumbs = [
    { name: "Home", href: "/" },
    { name: title, href: path },
  ];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <PageHero crumbs={crumbs} eyebrow="Store policies" icon={FileText} title={title} lead={intro}>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden="true" />
          Last updated <time dateTime={updated}>{updatedFormat.format(new Date(`${updated}T00:00:00Z`))}</time>
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        <aside className="lg:sticky lg:top-6 lg:self-start">
          <nav aria-labelledby="toc-heading" className="rounded-xl border bg-card p-5 shadow-sm">
            <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              On this page
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-md px-2 py-1.5 text-foreground/80 hover:bg-accent hover:text-primary"
                  >
                    <span className="w-5 shrink-0 text-right text-muted-foreground tabular-nums">{index + 1}.</span>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <nav aria-label="Other policies" className="mt-6 hidden px-2 lg:block">
            <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Other policies</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {POLICY_LINKS.filter((link) => link.href !== path).map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-primary hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>

        <div className="min-w-0">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-6 border-b py-8 first:pt-0 last:border-b-0"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
                {numbered && <span className="mr-2 text-primary tabular-nums">{index + 1}.</span>}
                {section.title}
              </h2>
              <Prose className="mt-4">{section.body}</Prose>
            </section>
          ))}

          <CtaBand
            id="policy-questions-heading"
            title="Questions about this policy?"
            lead={`Call or e-mail us and a real person at the showroom will answer. We reply to e-mails within ${SUPPORT.emailReplyHours} hours.`}
            actions={<ContactButtons inverted />}
            className="mt-6 max-w-prose"
          />
        </div>
      </div>
    </>
  );
}
