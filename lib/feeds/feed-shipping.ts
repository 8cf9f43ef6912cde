// Where the feeds say we deliver and what it costs: the ZIP codes of each tier of the checkout's
// fee rule (free near the showroom, the flat fee out to the limit) by the offline estimate the
// area pages use, as Google's postal-code ranges; Meta's catalogue takes a state, not a ZIP code.
import { OHIO_ZIPS } from "@/lib/delivery/ohio-zips";
import { deliveryZipTiers } from "@/lib/delivery/service-areas";
import { DELIVERY } from "@/lib/store";
import { feedPrice } from "./feed-item";

/** The service name every shipping row gives: our own crew's delivery to the door. */
export const DELIVERY_SERVICE = "Local delivery";

export interface ShippingRow {
  country: "US";
  /** One ZIP code ("43068") or a range of them ("43201-43232"). */
  postalCode: string;
  price: string;
}

/**
 * The ZIP codes as ranges of neighbours ("43001-43004"): a range runs while the next known Ohio
 * ZIP code is in the set, so it covers no ZIP code we know of outside it (the numbers between
 * known codes belong to no place).
 */
export function zipRanges(zips: readonly string[], known: readonly string[] = Object.keys(OHIO_ZIPS)): string[] {
  const wanted = new Set(zips);
  const ranges: string[] = [];
  let start: string | null = null;
  let end: string | null = null;
  const close = () => {
    if (start !== null) ranges.push(start === end ? start : `${start}-${end}`);
    start = end = null;
  };
  for (const zip of [...new Set([...known, ...zips])].sort()) {
    if (!wanted.has(zip)) {
      close();
      continue;
    }
    start ??= zip;
    end = zip;
  }
  close();
  return ranges;
}

let rows: readonly ShippingRow[] | null = null;

/** Google's shipping rows: each ZIP range of the free tier at 0, of the flat tier at the flat fee. */
export function googleShippingRows(): readonly ShippingRow[] {
  if (!rows) {
    const tiers = deliveryZipTiers();
    const tier = (zips: string[], cents: number) =>
      zipRanges(zips).map((postalCode) => ({ country: "US" as const, postalCode, price: feedPrice(cents) }));
    rows = [...tier(tiers.free, 0), ...tier(tiers.flat, DELIVERY.flatFeeCents)];
  }
  return rows;
}

/**
 * Meta's shipping column, COUNTRY:REGION:SERVICE:PRICE for each state we deliver in. Meta takes
 * no ZIP code, so it is told the flat fee (streets near the showroom pay less at checkout, never
 * more); its availability circle limits the area to the delivery radius.
 */
export function metaShipping(): string {
  return DELIVERY.states
    .map((state) => `US:${state}:${DELIVERY_SERVICE}:${feedPrice(DELIVERY.flatFeeCents)}`)
    .join(",");
}
