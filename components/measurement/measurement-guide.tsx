"use client";

// The measurement guide's four tabs, and all four at once when printed. Pages take it from
// content/lazy-islands.tsx.
import { CheckCircle2, Square } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { GuideTab } from "@/lib/content/measurement-guide";

function GuideSectionList({ tab }: { tab: GuideTab }) {
  const checklist = tab.id === "checklist";
  const Mark = checklist ? Square : CheckCircle2;
  return (
    <div className="mt-6 grid gap-5 md:grid-cols-2 print:block print:space-y-4">
      {tab.sections.map((section) => (
        <section
          key={section.heading}
          className="rounded-xl border bg-card p-5 shadow-sm print:break-inside-avoid print:border-0 print:p-0 print:shadow-none"
        >
          <h3 className="text-lg font-semibold">{section.heading}</h3>
          {section.intro && <p className="mt-1 text-sm text-muted-foreground">{section.intro}</p>}
          <ul className="mt-3 space-y-2.5 text-[0.95rem] leading-relaxed">
            {section.items.map((item) => (
              <li key={item} className="flex gap-3">
                <Mark
                  className={checklist ? "mt-0.5 size-5 shrink-0 text-primary" : "mt-0.5 size-5 shrink-0 text-success"}
                  aria-hidden="true"
                />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * The guide's tabs. Every panel is rendered on the server (so all of it is indexable and prints);
 * the inactive ones are hidden on screen and shown one after another when printed.
 */
export function MeasurementGuide({ tabs }: { tabs: readonly GuideTab[] }) {
  return (
    <Tabs defaultValue={tabs[0]?.id ?? ""} className="gap-6" data-measurement-guide="">
      <TabsList
        className="grid h-auto w-full grid-cols-2 gap-1 p-1 sm:grid-cols-4 print:hidden"
        aria-label="Measurement guide sections"
      >
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id} className="h-10 text-sm sm:text-base">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent
          key={tab.id}
          value={tab.id}
          className="rounded-2xl focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=inactive]:hidden print:mt-8 print:data-[state=inactive]:block!"
        >
          <h2 className="text-2xl font-bold tracking-tight">{tab.title}</h2>
          <p className="mt-2 max-w-prose text-muted-foreground">{tab.intro}</p>
          <GuideSectionList tab={tab} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
