// /shipping-policy: pickup, delivery tiers and fees, windows, timings and add-ons.
import Link from "next/link";
import { PolicyLayout, type PolicySection } from "@/components/policy/policy-layout";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatBasisPoints, formatList, formatRange } from "@/lib/format-text";
import { formatCentsShort } from "@/lib/money";
import { CONTENT_UPDATED } from "@/lib/content/site-pages";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { DELIVERY, DELIVERY_SCHEDULE, HOURS, PICKUP, SALES_TAX_BPS, STORE_ADDRESS_LINE } from "@/lib/store";

const PATH = "/shipping-policy";
const TITLE = "Shipping & Delivery Policy";
const FLAT_FEE = formatCentsShort(DELIVERY.flatFeeCents);
const WINDOWS = formatList(DELIVERY.windows.map((window) => window.label));

export const metadata = pageMetadata({
  title: TITLE,
  description: `Free delivery within ${DELIVERY.freeRadiusMiles} miles of our Reynoldsburg showroom, a flat ${FLAT_FEE} up to ${DELIVERY.maxMiles} miles, two-hour delivery windows, free pickup ready in ${PICKUP.readyInHours} hours.`,
  path: PATH,
});

const TIERS = [
  { distance: `0-${DELIVERY.freeRadiusMiles} miles`, fee: "Free" },
  { distance: `${DELIVERY.freeRadiusMiles + 1}-${DELIVERY.maxMiles} miles`, fee: `${FLAT_FEE} flat` },
  { distance: `Over ${DELIVERY.maxMiles} miles`, fee: "Outside our delivery area" },
];

const SECTIONS: PolicySection[] = [
  {
    id: "delivery-fees",
    title: "Delivery fees",
    body: (
      <>
        <p>
          The delivery fee depends only on how far you are from our showroom, never on what you spend. We measure the
          driving distance from {STORE_ADDRESS_LINE} to your address and round it to whole miles.
        </p>
        <div className="mt-5 overflow-hidden rounded-xl border">
          <Table>
            <TableHeader className="bg-muted/60">
              <TableRow>
                <TableHead className="px-4">Driving distance</TableHead>
                <TableHead className="px-4">Delivery fee</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {TIERS.map((tier) => (
                <TableRow key={tier.distance}>
                  <TableCell className="px-4 font-medium">{tier.distance}</TableCell>
                  <TableCell className="px-4">{tier.fee}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <p>
          If the distance to your address cannot be worked out, the standard{" "}
          {formatCentsShort(DELIVERY.unknownDistanceFeeCents)} fee applies and your order goes ahead. The fee is shown
          before you pay. Delivery is taxable in Ohio, so the Ohio sales tax of {formatBasisPoints(SALES_TAX_BPS)}{" "}
          applies to it as it does to the appliance.
        </p>
      </>
    ),
  },
  {
    id: "where-we-deliver",
    title: "Where we deliver",
    body: (
      <>
        <p>
          We deliver to street addresses in Ohio within {DELIVERY.maxMiles} driving miles of the showroom: Reynoldsburg,
          Columbus and the surrounding communities. See our <Link href="/areas/surrounding">delivery areas</Link> for
          distances to nearby towns.
        </p>
        <ul>
          <li>Ohio addresses only.</li>
          <li>
            No P.O. boxes and no freight forwarders: our own crew hands the appliance over at your home or business.
          </li>
          <li>Beyond {DELIVERY.maxMiles} miles you are welcome to pick up at the showroom.</li>
        </ul>
      </>
    ),
  },
  {
    id: "delivery-times",
    title: "Processing and delivery times",
    body: (
      <>
        <ul>
          <li>
            <strong>Processing:</strong> {formatRange(DELIVERY_SCHEDULE.processingBusinessDays)} business days. Orders
            placed after {DELIVERY_SCHEDULE.orderCutoff} are processed from the next business day.
          </li>
          <li>
            <strong>Transit:</strong> {formatRange(DELIVERY_SCHEDULE.transitDays)} days once your order leaves the
            showroom.
          </li>
          <li>
            <strong>In-stock appliances:</strong> delivered in {formatRange(DELIVERY_SCHEDULE.inStockBusinessDays)}{" "}
            business days.
          </li>
          <li>
            <strong>Special orders:</strong> {formatRange(DELIVERY_SCHEDULE.specialOrderBusinessDays)} business days.
          </li>
          <li>
            <strong>Reconditioned units:</strong> add {formatRange(DELIVERY_SCHEDULE.reconditionedExtraDays)} days for
            the final check in our shop.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "delivery-windows",
    title: "Delivery windows and notices",
    body: (
      <>
        <p>
          At checkout you choose a preferred delivery date and a two-hour window: {WINDOWS}. We confirm the date with
          you and keep you posted:
        </p>
        <ul>
          <li>a phone call {DELIVERY_SCHEDULE.callAheadHours} hours before delivery to confirm the window,</li>
          <li>text messages on the day of delivery,</li>
          <li>a courtesy call about {DELIVERY_SCHEDULE.courtesyCallMinutes} minutes before the crew arrives.</li>
        </ul>
        <p>
          Rescheduling is free with at least {DELIVERY_SCHEDULE.freeRescheduleNoticeHours} hours&apos; notice: call us
          and pick a new date and window.
        </p>
      </>
    ),
  },
  {
    id: "add-ons",
    title: "Haul-away and stair carry",
    body: (
      <>
        <p>Two optional services can be added at delivery checkout:</p>
        <ul>
          <li>
            <strong>Old-appliance haul-away:</strong> {formatCentsShort(DELIVERY.haulAwayCentsPerUnit)} per unit. We
            take your old appliance away. Please have it emptied and disconnected before we arrive.
          </li>
          <li>
            <strong>Stair carry:</strong> {formatCentsShort(DELIVERY.stairCarryCentsPerFlight)} per flight of stairs, up
            to {DELIVERY.maxStairFlights} flights.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "on-delivery",
    title: "When your appliance arrives",
    body: (
      <>
        <p>
          Someone needs to be home to let the crew in. Measure the space and your doorways beforehand (our{" "}
          <Link href="/measurement-guide">measurement guide</Link> shows how) and clear a path from the door to the spot
          where the appliance goes.
        </p>
        <p>
          Inspect the appliance when it is delivered and{" "}
          <strong>report any damage or problem within {DELIVERY_SCHEDULE.reportIssuesWithinHours} hours</strong> by
          phone or e-mail, with a photo if you can. Our <Link href="/returns-policy">returns policy</Link> explains what
          happens next.
        </p>
      </>
    ),
  },
  {
    id: "pickup",
    title: "Free store pickup",
    body: (
      <p>
        Pickup at the showroom is free and your order is ready in {PICKUP.readyInHours} hours. Collect it at{" "}
        {STORE_ADDRESS_LINE}, open {HOURS.summary}. The <Link href="/store">store page</Link> lists what to bring and
        where to load.
      </p>
    ),
  },
];

export default function ShippingPolicyPage() {
  return (
    <PolicyLayout
      title={TITLE}
      path={PATH}
      updated={CONTENT_UPDATED["/shipping-policy"]}
      intro={`Free delivery within ${DELIVERY.freeRadiusMiles} miles, a flat ${FLAT_FEE} up to ${DELIVERY.maxMiles} miles, two-hour delivery windows and free pickup at our Reynoldsburg showroom.`}
      sections={SECTIONS}
    />
  );
}
