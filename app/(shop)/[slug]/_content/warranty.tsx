// /warranty: the manufacturer warranty and the extended plans with both price tiers.
import Link from "next/link";
import { PolicyLayout, type PolicySection } from "@/components/policy/policy-layout";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCents, formatCentsShort } from "@/lib/money";
import { CONTENT_UPDATED } from "@/lib/content/site-pages";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { RETURNS, STORE, WARRANTY, WARRANTY_TIER_LIMIT_CENTS, phoneHref } from "@/lib/store";

const PATH = "/warranty";
const TITLE = "Warranty";
const TIER_LIMIT = formatCentsShort(WARRANTY_TIER_LIMIT_CENTS);
const EXTENDED_YEARS = WARRANTY.plans.map((plan) => plan.years).filter((years) => years > 0);
const PLAN_RANGE = `${Math.min(...EXTENDED_YEARS)} to ${Math.max(...EXTENDED_YEARS)} years`;

export const metadata = pageMetadata({
  title: TITLE,
  description: `Every appliance from ${STORE.name} includes the ${WARRANTY.manufacturerYears}-year manufacturer warranty. Add ${PLAN_RANGE} of parts-and-labor protection per unit at checkout.`,
  path: PATH,
});

function planPrice(cents: number): string {
  return cents === 0 ? "Free" : formatCents(cents);
}

const SECTIONS: PolicySection[] = [
  {
    id: "manufacturer-warranty",
    title: "Manufacturer warranty included",
    body: (
      <>
        <p>
          Every appliance we sell, scratch-and-dent and open-box included, comes with the{" "}
          <strong>{WARRANTY.manufacturerYears}-year manufacturer warranty</strong> on parts and labor at no extra cost.
          It covers defects in materials and workmanship under normal household use and starts on the day of delivery or
          pickup.
        </p>
        <p>
          Cosmetic marks that were described before you bought the unit are part of its condition and are not covered.
        </p>
      </>
    ),
  },
  {
    id: "extended-plans",
    title: "Extended protection plans",
    body: (
      <>
        <p>
          For longer peace of mind, add an extended plan to each unit in your cart. Plans cover parts and labor after
          the manufacturer warranty ends and are priced per unit by the price of the appliance:
        </p>
        <div className="mt-5 overflow-hidden rounded-xl border">
          <Table>
            <caption className="sr-only">Extended warranty prices per unit</caption>
            <TableHeader className="bg-muted/60">
              <TableRow>
                <TableHead scope="col" className="px-3 sm:px-4">
                  Plan
                </TableHead>
                <TableHead scope="col" className="h-auto px-3 py-2 text-right whitespace-normal sm:px-4">
                  Appliance {TIER_LIMIT} or less
                </TableHead>
                <TableHead scope="col" className="h-auto px-3 py-2 text-right whitespace-normal sm:px-4">
                  Appliance above {TIER_LIMIT}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {WARRANTY.plans.map((plan) => (
                <TableRow key={plan.id} className={plan.recommended ? "bg-primary/5" : undefined}>
                  <TableHead scope="row" className="h-auto px-3 py-3 font-medium whitespace-normal sm:px-4">
                    <span className="flex flex-wrap items-center gap-2">
                      {plan.label}
                      {plan.recommended && <Badge>Recommended</Badge>}
                    </span>
                    <span className="hidden text-xs font-normal text-muted-foreground sm:block">
                      {plan.description}
                    </span>
                  </TableHead>
                  <TableCell className="px-3 text-right tabular-nums sm:px-4">
                    {planPrice(plan.priceCents[0])}
                  </TableCell>
                  <TableCell className="px-3 text-right tabular-nums sm:px-4">
                    {planPrice(plan.priceCents[1])}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <p>
          The price tier follows the price you pay for one unit: a unit at {TIER_LIMIT} or less uses the first column, a
          unit above it the second. Buying two units with a plan means two plans. Sales tax applies to plans as it does
          to the appliance.
        </p>
      </>
    ),
  },
  {
    id: "choosing-a-plan",
    title: "Choosing a plan",
    body: (
      <ul>
        <li>
          Each unit in your cart starts with the{" "}
          {WARRANTY.plans.find((plan) => plan.id === WARRANTY.defaultPlan)?.label} plan, our recommendation for most
          households. Change it or choose &ldquo;No Extended Warranty&rdquo; in the cart before you check out.
        </li>
        <li>Plans can only be added when you buy the appliance.</li>
        <li>
          A plan bought with an appliance is refunded with it if you return the appliance within {RETURNS.days} days;
          see our <Link href="/returns-policy">returns policy</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: "what-is-covered",
    title: "What the plans cover",
    body: (
      <>
        <p>Repairs to mechanical and electrical failures under normal household use, parts and labor included.</p>
        <h3>Not covered</h3>
        <ul>
          <li>Cosmetic marks, including the scratches and dents described when you bought the unit.</li>
          <li>Damage from accidents, misuse, power surges, floods or fire.</li>
          <li>
            Commercial use, and problems caused by installation or connections that do not meet the installation
            instructions.
          </li>
          <li>Consumables such as water filters and light bulbs.</li>
        </ul>
      </>
    ),
  },
  {
    id: "making-a-claim",
    title: "Making a claim",
    body: (
      <p>
        Call us at <a href={phoneHref()}>{STORE.phone}</a> or e-mail <a href={`mailto:${STORE.email}`}>{STORE.email}</a>{" "}
        with your order number, the model number and a short description of the problem. We tell you whether the
        manufacturer warranty or your extended plan applies and arrange the repair.
      </p>
    ),
  },
];

export default function WarrantyPage() {
  return (
    <PolicyLayout
      title={TITLE}
      path={PATH}
      updated={CONTENT_UPDATED["/warranty"]}
      intro={`The ${WARRANTY.manufacturerYears}-year manufacturer warranty comes with every appliance. Extend your cover for parts and labor with a plan of ${PLAN_RANGE}.`}
      sections={SECTIONS}
    />
  );
}
