// /measurement-guide: how to measure for an appliance, in four tabs, printable.
import Link from "next/link";
import { ArrowLeft, FileDown, Printer, Ruler } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ContactButtons } from "@/components/content/contact-buttons";
import { PageHero } from "@/components/content/page-hero";
import { BackToProductButton } from "@/components/measurement/back-to-product-button";
import { MeasurementGuide } from "@/components/content/lazy-islands";
import { PrintGuideButton } from "@/components/measurement/print-guide-button";
import { JsonLd } from "@/components/shared/json-ld";
import { MEASUREMENT_GUIDE } from "@/lib/content/measurement-guide";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { RETURNS, STORE } from "@/lib/store";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";

const PATH = "/measurement-guide";
const TITLE = "Appliance Measurement Guide";
const CRUMBS = [
  { name: "Home", href: "/" },
  { name: "Measurement Guide", href: PATH },
];

export const metadata = pageMetadata({
  title: TITLE,
  description:
    "How to measure for a new refrigerator, washer, dryer, dishwasher, range or microwave: clearances, doorways, power, water, gas and venting, delivery preparation and a printable checklist.",
  path: PATH,
});

export default function MeasurementGuidePage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(CRUMBS)} />
      <PageHero
        crumbs={CRUMBS}
        eyebrow="Make sure it fits"
        icon={Ruler}
        title={TITLE}
        lead="Five minutes with a tape measure saves a second trip. Measure the space, check the connections, get ready for delivery and tick off the checklist."
      >
        <div className="flex flex-wrap gap-3 print:hidden">
          <BackToProductButton icon={<ArrowLeft aria-hidden="true" />} />
          <Button asChild size="lg">
            <a href="/measurement-guide.pdf" download="appliance-measurement-guide.pdf">
              <FileDown aria-hidden="true" />
              Download the PDF
            </a>
          </Button>
          <PrintGuideButton icon={<Printer aria-hidden="true" />} />
        </div>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-10">
        <MeasurementGuide tabs={MEASUREMENT_GUIDE} />

        <section aria-labelledby="help-heading" className="mt-12 rounded-2xl bg-muted/60 p-6 sm:p-8 print:hidden">
          <h2 id="help-heading" className="text-2xl font-bold tracking-tight">
            Not sure it will fit?
          </h2>
          <p className="mt-2 max-w-prose text-muted-foreground">
            Send us your measurements and the model you like and we will check it for you. And if it does not work out,
            you have {RETURNS.days} days from delivery to{" "}
            <Link href="/returns-policy" className="font-medium text-primary underline">
              return it
            </Link>
            .
          </p>
          <ContactButtons className="mt-5" />
        </section>
        <p className="mt-8 hidden text-sm print:block">
          {STORE.name} · {STORE.phone} · {STORE.email}
        </p>
      </div>
    </>
  );
}
