// What a listing says about its filters and its search: the filters it applied as chips the
// shopper can remove (each a link to the listing without it), what it shows instead when the
// search as typed found nothing, a "Did you mean" link when a word was corrected, the notes
// of the shop words used, and what the shop offers that the search asked about (delivery,
// warranty). Pure: the listing page draws it.
import { groupsOfCategory, groupsOfSubtypes } from "@/lib/catalog/categories";
import { DEAL_LABELS, isPriceRangeNarrowed, listingHref, PRICE_RANGE, type ListingQuery } from "@/lib/catalog/listing";
import type { ListingSearch } from "@/lib/catalog/listing-query";
import { understoodLabel, withoutSaid, type Understood } from "@/lib/catalog/search-meaning";
import { appliedFilters, groupsOf, planFilters, type PlanFilters } from "@/lib/catalog/search-filters";
import { parseSearch } from "@/lib/catalog/search-parse";
import { correctedText, describePlan } from "@/lib/catalog/search-plan";
import { closedHolidayNames } from "@/lib/delivery/closed-days";
import { deliveryQuote } from "@/lib/delivery/fee";
import { placeAskedAbout, placeNamedBy, withoutPlace, type AskedPlace } from "@/lib/delivery/place-asked";
import { capitalize, formatList } from "@/lib/format-text";
import type { Service } from "@/lib/catalog/search-vocabulary";
import { formatCentsShort } from "@/lib/money";
import {
  DELIVERY,
  extendedWarrantyYears,
  HOURS,
  INSTALLATION,
  PAYMENT,
  PICKUP,
  RETURNS,
  salesTaxLabel,
  STORE,
  STORE_ADDRESS_LINE,
  SUPPORT,
  WARRANTY,
} from "@/lib/store";
import { categoryLabel } from "./category-copy";
import { HOME_DEALS } from "./home";
import { CATEGORY_BAR, CATEGORY_LINKS, POLICY_LINKS, QUICK_LINKS, type NavLink } from "./navigation";

export interface FilterChip {
  label: string;
  /** The listing without this filter. */
  href: string;
  /** Set by the URL's filters, or read from the search text. */
  from: "filters" | "search";
}

export interface SearchSummary {
  chips: FilterChip[];
  /**
   * The search as typed found nothing (`within` the page's category, when that was left out for
   * the kinds the search names); the products shown are for `shown`.
   */
  instead: { asked: string; within?: string; shown: string } | null;
  /** The search with its typing mistakes corrected, and its listing. */
  didYouMean: { text: string; href: string } | null;
  /** A model number as typed matched none; the closest ones are shown. */
  closestModels: boolean;
  /** What the shop words used say about the results ("We sell ranges..."). */
  notes: string[];
  /** What the shop offers that the search asked about (delivery, warranty), each with the page that explains it. */
  services: ServiceNote[];
  /** What the search was read as, for a page that found little ("lg induction ranges"). */
  lookedFor: string;
  /** Categories to try instead: the ones the search named, else every category. */
  closeCategories: readonly NavLink[];
}

/**
 * Whether an understood filter is in force: the URL's own sort or deal come first, and of a
 * search's deals or sorts the one its filters keep ("open box or clearance" shows open-box products).
 */
function applies(item: Understood, query: ListingQuery, filters: PlanFilters): boolean {
  if (item.kind === "sort") return query.sort === "featured" && filters.sort === item.sort;
  if (item.kind === "bySpec") return appliedFilters(query, filters).bySpec === item.order;
  if (item.kind === "deal") return query.deal === null && filters.deal === item.deal;
  return true;
}

export interface ServiceNote {
  text: string;
  link: NavLink;
}

/** The holidays the showroom closes on, as the end of a sentence of its hours. */
const closedOn = (holidays: readonly string[]) => (holidays.length > 0 ? `, closed on ${formatList(holidays)}` : "");

const siteLink = (href: string) =>
  [...POLICY_LINKS, ...QUICK_LINKS, ...CATEGORY_BAR].find((link) => link.href === href)!;

/** What the shop offers with every appliance, said where a search asks about it. */
const SERVICE_NOTES: Record<Service, ServiceNote> = {
  delivery: {
    text: `We deliver up to ${DELIVERY.maxMiles} miles from the store, free within ${DELIVERY.freeRadiusMiles} miles and ${formatCentsShort(DELIVERY.flatFeeCents)} beyond; you choose the day at checkout.`,
    link: siteLink("/shipping-policy"),
  },
  stairs: {
    text: `We carry an appliance up to ${DELIVERY.maxStairFlights} flights of stairs for ${formatCentsShort(DELIVERY.stairCarryCentsPerFlight)} a flight, chosen at checkout.`,
    link: siteLink("/shipping-policy"),
  },
  pickup: {
    text: `Pickup at our ${STORE.address.city} showroom is free, ready in ${PICKUP.readyInHours} hours.`,
    link: siteLink("/store"),
  },
  haulAway: {
    text: `We take your old appliance away for ${formatCentsShort(DELIVERY.haulAwayCentsPerUnit)} a unit when we deliver the new one.`,
    link: siteLink("/shipping-policy"),
  },
  installation: {
    text: `${INSTALLATION.included}; ${INSTALLATION.licensed}.`,
    link: { href: "/contact#contact-installation", label: "Installation" },
  },
  warranty: {
    // Some makers give more than a year: each product's page says its own.
    text: `Every appliance has at least the ${WARRANTY.manufacturerYears}-year manufacturer warranty, its page says how long; ${extendedWarrantyYears()} years of protection can be added at checkout.`,
    link: siteLink("/warranty"),
  },
  showroom: {
    text: `Our showroom is at ${STORE_ADDRESS_LINE}, open ${HOURS.everyDay}${closedOn(closedHolidayNames())}.`,
    link: siteLink("/store"),
  },
  payment: {
    text: `We take ${formatList(PAYMENT.cards)} on a secure payment page.`,
    link: siteLink("/payment-policy"),
  },
  tax: {
    text: `${salesTaxLabel()} is added at checkout to the appliances, extended warranties, delivery and its add-ons.`,
    link: siteLink("/payment-policy"),
  },
  contact: {
    text: `Call us at ${STORE.phone} or e-mail ${STORE.email}; we answer e-mails within ${SUPPORT.emailReplyHours} hours.`,
    link: siteLink("/contact"),
  },
  orders: {
    text: `See where your order is with its order number and your e-mail; to change or cancel it, call us at ${STORE.phone}.`,
    link: siteLink("/order-tracking"),
  },
  returns: {
    text: `${capitalize(RETURNS.summary)}.`,
    link: siteLink("/returns-policy"),
  },
  saved: {
    text: "The products you save with the heart are kept in Saved Items, in this browser.",
    link: siteLink("/saved"),
  },
  account: {
    text: "We have no customer accounts: check out as a guest and track any order with its number and your e-mail.",
    link: siteLink("/order-tracking"),
  },
  cart: {
    text: "Your cart keeps what you add in this browser; you check out from it as a guest.",
    link: { href: "/cart", label: "Shopping Cart" },
  },
  about: {
    text: `${STORE.name} sells scratch-and-dent, open-box and clearance appliances from its showroom in ${STORE.address.city}.`,
    link: siteLink("/about"),
  },
  faqs: {
    text: "Our FAQs answer what shoppers ask most about delivery: its cost and area, timing, stairs, haul-away, pickup and damage.",
    link: siteLink("/faqs"),
  },
  measuring: {
    text: "Our measurement guide shows how to measure the space and the way in (doorways, halls, stairs) before you buy, with a printable checklist.",
    link: siteLink("/measurement-guide"),
  },
  privacy: {
    text: "Our privacy policy says what we collect when you shop, what stays in your browser and the cookie choices you have.",
    link: siteLink("/privacy-policy"),
  },
  terms: {
    text: "Our terms and conditions cover product condition, prices, orders and payment, delivery, returns and warranty.",
    link: siteLink("/terms-conditions"),
  },
  deals: {
    text: HOME_DEALS.map(({ title, text }) => `${title}: ${text}`).join(" "),
    link: siteLink("/about"),
  },
};

/** What a search asking about a service is told, and the page that explains it. */
export const serviceNote = (service: Service): ServiceNote => SERVICE_NOTES[service];

/** The pages that explain the services a text asks about, each once (stairs and delivery share one). */
export function servicePages(services: readonly Service[]): NavLink[] {
  const links = services.map((service) => SERVICE_NOTES[service].link);
  return links.filter((link, index) => links.findIndex((other) => other.href === link.href) === index);
}

/**
 * What a search asking about delivery to a place is told: how far it is from the showroom and
 * what delivery there costs, by the estimate checkout starts from; a place in an area we serve
 * links to the area's page.
 */
function placeNote(place: AskedPlace): ServiceNote {
  if (place.outsideOhio)
    return {
      text: `${place.name} is outside Ohio, farther than the ${DELIVERY.maxMiles} miles we deliver; pickup at our ${STORE.address.city} showroom is free.`,
      link: SERVICE_NOTES.delivery.link,
    };
  const miles =
    place.nearest === place.farthest
      ? `about ${place.nearest} mile${place.nearest === 1 ? "" : "s"}`
      : `${place.nearest} to ${place.farthest} miles`;
  // Which fee the fee rule gives each end; the flat fee's amount is the store fact it charges.
  const nearest = deliveryQuote(place.nearest).kind;
  const farthest = deliveryQuote(place.farthest).kind;
  const flat = formatCentsShort(DELIVERY.flatFeeCents);
  const from = `${place.name}, ${miles} from our showroom`;
  const checkout = place.nearBoundary ? "checkout prices your address" : "you choose the day at checkout";
  const text =
    nearest === "refused"
      ? `${place.name} is ${miles} from our showroom, farther than the ${DELIVERY.maxMiles} miles we deliver; pickup at our ${STORE.address.city} showroom is free${place.nearBoundary ? ", and checkout tells by your address" : ""}.`
      : farthest === "refused"
        ? `${place.name} is ${miles} from our showroom; we deliver up to ${DELIVERY.maxMiles} miles (${flat} beyond ${DELIVERY.freeRadiusMiles}), and checkout tells by your address.`
        : farthest === "free"
          ? `Delivery to ${from}, is free; ${checkout}.`
          : nearest === "free"
            ? `Delivery to ${from}, is free within ${DELIVERY.freeRadiusMiles} miles and ${flat} beyond; checkout prices your address.`
            : `Delivery to ${from}, is ${flat}; ${checkout}.`;
  const link = place.area
    ? { href: `/areas/${place.area.slug}`, label: `Delivery to ${place.area.name}` }
    : SERVICE_NOTES.delivery.link;
  return { text, link };
}

/** A search showing at most this many products also offers help. */
const FEW_RESULTS = 3;

/** Whether a listing offers help (categories to try, products in stock, the phone): it found nothing, or a search found little. */
export function offersHelp(query: ListingQuery, total: number): boolean {
  return total === 0 || (query.search !== "" && total <= FEW_RESULTS);
}

/** The product groups a search named (washers for "lg washr"), in the order of its subtypes. */
function namedGroups(search: ListingSearch | null): string[] {
  return search ? groupsOfSubtypes(planFilters(search.asked.understood).subtypes ?? []) : [];
}

/**
 * The category to offer products in stock from when a listing finds little: its own, unless the
 * search's kinds stood in for it, else the search's first.
 */
export function alternativesCategory(query: ListingQuery, search: ListingSearch | null): string {
  return (search?.leftCategory ? "" : query.category) || (namedGroups(search)[0] ?? "");
}

/** What the results say of brands and colours asked for that we don't have, naming the ones we do. */
function unsoldNotes({ brands, carried, colors, carriedColors }: ListingSearch["asked"]["unsold"]): string[] {
  const notes: string[] = [];
  if (brands.length > 0) {
    const instead = carried.length > 0 ? ` The brands we carry: ${formatList(carried)}.` : "";
    notes.push(`We don't carry ${formatList(brands, "or")} at the moment.${instead}`);
  }
  if (colors.length > 0) {
    const instead = carriedColors.length > 0 ? ` The colors we have: ${formatList(carriedColors)}.` : "";
    const named = formatList(
      colors.map((color) => color.toLowerCase()),
      "or",
    );
    notes.push(`We don't have ${named} appliances at the moment.${instead}`);
  }
  return notes;
}

/**
 * The catalogue's brands or colours, named for a search that asks which it has: once (a note
 * naming them already says so), and not for a search that names one itself ("white color washer").
 * Those of a search that names a kind or a brand are its products' ("which brands of washers",
 * "lg washer colors").
 */
function listNotes({ asked, shown, listed }: ListingSearch): string[] {
  const { lists, unsold, understood } = asked;
  return lists.flatMap((list) => {
    const [named, unsoldNamed, carried, words] =
      list === "brands"
        ? (["brand", unsold.brands, unsold.carried, "brands we carry"] as const)
        : (["color", unsold.colors, unsold.carriedColors, "colors we have"] as const);
    if (unsoldNamed.length > 0 || understood.some((item) => item.kind === named)) return [];
    const within = listed?.[list] === undefined ? "" : describePlan(shown);
    const names = within ? listed![list]! : carried;
    if (names.length === 0) return [];
    return [`The ${words}${within ? ` in ${within}` : ""}: ${formatList(names)}.`];
  });
}

export function searchSummary(query: ListingQuery, search: ListingSearch | null): SearchSummary {
  const chips: FilterChip[] = [];
  // A category the search's kinds stood in for is no filter of the results.
  if (query.category && !search?.leftCategory) {
    chips.push({
      label: categoryLabel(query.category),
      href: listingHref({ ...query, category: "" }),
      from: "filters",
    });
  }
  if (query.deal)
    chips.push({ label: DEAL_LABELS[query.deal], href: listingHref({ ...query, deal: null }), from: "filters" });
  if (isPriceRangeNarrowed(query)) {
    chips.push({
      label: `${formatCentsShort(query.minPrice * 100)} to ${formatCentsShort(query.maxPrice * 100)}`,
      href: listingHref({ ...query, minPrice: PRICE_RANGE.min, maxPrice: PRICE_RANGE.max }),
      from: "filters",
    });
  }
  if (query.inStock)
    chips.push({ label: "In stock", href: listingHref({ ...query, inStock: false }), from: "filters" });
  const groups = namedGroups(search);
  const closeCategories = groups.length
    ? groups.map((group) => ({
        href: listingHref({ ...query, search: "", category: group }),
        label: `All ${categoryLabel(group)}`,
      }))
    : CATEGORY_LINKS;
  if (!search) {
    return {
      chips,
      instead: null,
      didYouMean: null,
      closestModels: false,
      notes: [],
      services: [],
      lookedFor: "",
      closeCategories,
    };
  }
  const { asked, shown } = search;
  // One chip for each filter, however many times it was said ("top load washer with agitator").
  const said = new Map<string, Understood[]>();
  const filters = planFilters(shown.understood);
  for (const item of shown.understood) {
    const label = understoodLabel(item);
    if (applies(item, query, filters)) said.set(label, [...(said.get(label) ?? []), item]);
  }
  // On a kind's page the search looks among its kinds, and says so ("electric dryers").
  const within = query.category && !search.leftCategory ? groupsOfCategory(query.category) : [];
  const pageNarrows = (item: Understood) =>
    item.kind === "category" && within.length > 0 && within.every((group) => item.groups.includes(group));
  for (const [label, items] of said) {
    // A filter the page's own filters set already is named once ("frige" on the refrigerators'
    // page), and so is a kind the page narrows to already ("griddle", a feature of ranges, on the
    // ranges' page).
    if (chips.some((chip) => chip.from === "filters" && chip.label === label)) continue;
    if (items.every(pageNarrows)) continue;
    chips.push({ label, href: listingHref({ ...query, search: withoutSaid(query.search, ...items) }), from: "search" });
  }
  // "Did you mean" the corrections the results kept: one of a word left out was never looked for
  // ("range for baking bread" is not "baking break").
  const kept = asked.corrections.filter(
    ({ said }) => !shown.dropped.some((item) => "typo" in item && item.start <= said.start && said.end <= item.end),
  );
  const text = correctedText(asked.text, kept);
  const corrected = text && text !== query.search ? text : null;
  // A town's name finds no product: asked where we deliver, it is the place, not a word left out
  // (a brand or colour we don't have is never a town: "deliver green fridges").
  const unsold = new Set([...asked.unsold.brands, ...asked.unsold.colors].map((said) => said.toLowerCase()));
  const place = asked.services.includes("delivery")
    ? placeAskedAbout(
        query.search,
        shown.dropped.map((item) => item.said).filter((said) => !unsold.has(said.toLowerCase())),
      )
    : null;
  const leftOut = place ? shown.dropped.filter((item) => !placeNamedBy(place, item.said)) : shown.dropped;
  // "ohio" after a town says where the town is, not where the showroom is.
  const services =
    place &&
    asked.services.includes("showroom") &&
    !parseSearch(withoutPlace(query.search, place)).services.includes("showroom")
      ? asked.services.filter((service) => service !== "showroom")
      : asked.services;
  return {
    chips,
    instead:
      leftOut.length > 0 || search.leftCategory
        ? {
            asked: query.search,
            ...(search.leftCategory ? { within: categoryLabel(search.leftCategory) } : {}),
            // Nothing left of the search: what the page's category shows, else everything.
            shown:
              describePlan(shown, { within }) ||
              (query.category && !search.leftCategory ? categoryLabel(query.category).toLowerCase() : "all products"),
          }
        : null,
    didYouMean: corrected ? { text: corrected, href: listingHref({ ...query, search: corrected }) } : null,
    closestModels: search.modelTypo,
    notes: [
      ...unsoldNotes(asked.unsold),
      ...listNotes(search),
      ...asked.notes,
      ...new Set(
        shown.understood.flatMap((item) => {
          if ((item.kind !== "category" && item.kind !== "style") || !item.note) return [];
          // A word's note is for the shopper who said only it: "fridge with freezer" and "mini fridge
          // with freezer" asked for a fridge.
          const groups = groupsOf(item);
          const others = shown.understood.some(
            (other) =>
              (other.kind === "category" || other.kind === "style") &&
              !other.note &&
              groupsOf(other).some((group) => groups.includes(group)),
          );
          return others ? [] : [item.note];
        }),
      ),
    ],
    services: services.map((service) => (service === "delivery" && place ? placeNote(place) : serviceNote(service))),
    lookedFor: describePlan(asked, { within }),
    closeCategories,
  };
}
