// The local area pages' copy: Reynoldsburg, the Columbus metro page and the six surrounding
// communities. Distances and delivery fees are not written here: they come from
// lib/delivery/service-areas.ts (the same estimator that prices delivery), so copy and fees agree.
import { formatCentsShort } from "@/lib/money";
import { formatMiles } from "@/lib/format-text";
import { feeText, nearFeeBoundary, type AreaWithDistance, type ZipFee } from "@/lib/delivery/service-areas";
import {
  DELIVERY,
  DELIVERY_NOTICE,
  DELIVERY_SCHEDULE,
  HOURS,
  PICKUP,
  STORE,
  STORE_ADDRESS_LINE,
  WARRANTY,
} from "@/lib/store";

const LONGEST_PLAN_YEARS = Math.max(...WARRANTY.plans.map((plan) => plan.years));

/** Extra buttons some community pages show besides the ones every page has. */
export type AreaAction = "directions" | "schedule" | "inventory";

export interface AreaReview {
  name: string;
  text: string;
}

export interface CommunityContent {
  /** Matches a SERVICE_AREAS slug in lib/store.ts. */
  slug: string;
  /** The page's h1. */
  headline: string;
  /** One or two sentences for the community card and the page's description. */
  summary: string;
  /** The page's opening paragraphs. */
  intro: readonly string[];
  /** Short selling points, shown on the card and the page. */
  features: readonly string[];
  /** Neighborhoods, roads and landmarks we deliver around. */
  places: readonly string[];
  actions: readonly AreaAction[];
  review: AreaReview;
}

/** The six communities of /areas/surrounding, in the order their cards appear. */
export const SURROUNDING_SLUGS = [
  "pickerington",
  "pataskala",
  "gahanna",
  "westerville",
  "whitehall",
  "groveport",
] as const;

export const COMMUNITIES: readonly CommunityContent[] = [
  {
    slug: "reynoldsburg",
    headline: "Discount Appliances in Reynoldsburg, OH",
    summary:
      "Our showroom is here in Reynoldsburg: see the exact unit, take it home today or let our crew bring it across town.",
    intro: [
      "Reynoldsburg is home. Our showroom sits on East Main Street, so for most of the Birthplace of the Tomato we are a few minutes away, whether you live in Olde Reynoldsburg, off Brice Road or out by Huber Park.",
      "Come in and look the unit over, scratches and all, before you pay. Take it home in your own truck or let our crew deliver it.",
    ],
    features: [
      "See the exact unit, scratches and all, before you buy",
      `Free pickup at the showroom, ready in ${PICKUP.readyInHours} hours`,
      "Our own crew delivers around town",
      "Washer and dryer pairs for laundry rooms of every size",
    ],
    places: ["Olde Reynoldsburg", "Brice Road", "Livingston Avenue", "Rosehill Road", "Huber Park", "Taylor Square"],
    actions: ["directions"],
    review: {
      name: "Angela R.",
      text: "Five minutes from my house. I saw the dent on the fridge, it was on the side that sits against the pantry, and saved enough to buy the matching dishwasher.",
    },
  },
  {
    slug: "pickerington",
    headline: "Appliance Deals for Pickerington Homes",
    summary:
      "A short run down State Route 256 from our showroom: busy family kitchens and laundry rooms at scratch-and-dent prices.",
    intro: [
      "Pickerington households run a lot of laundry and a lot of dishes. We keep the showroom stocked with large-capacity washers and dryers, French-door refrigerators and quiet dishwashers that suit busy family homes.",
      "From Olde Pickerington Village to the newer streets of Violet Township, our crew knows the way: it is a straight run down State Route 256 from our door.",
    ],
    features: [
      "Large-capacity laundry pairs for growing families",
      "French-door and side-by-side refrigerators",
      "Quiet dishwashers for open-plan kitchens",
    ],
    places: [
      "Olde Pickerington Village",
      "Violet Township",
      "Sycamore Creek",
      "Diley Road",
      "Refugee Road",
      "Pickerington Ponds",
    ],
    actions: ["directions", "inventory"],
    review: {
      name: "Dana M.",
      text: "The dent on our washer is on the side against the wall. Nobody will ever see it and we saved over $500.",
    },
  },
  {
    slug: "pataskala",
    headline: "Affordable Appliances for Pataskala",
    summary:
      "Just east along Broad Street into Licking County: farmhouse kitchens, basement laundry rooms and new builds alike.",
    intro: [
      "Pataskala is growing fast, and new homes need a full set of appliances. Buying scratch-and-dent or open-box for the whole kitchen can save hundreds on every piece.",
      "We deliver all over Pataskala, from the older homes downtown to the new subdivisions around Summit Station and along Mink Street, and with our stair-carry option we take the washer and dryer down to the basement too.",
    ],
    features: [
      "Complete kitchen packages for new builds",
      "Top- and bottom-freezer refrigerators with room for bulk buys",
      "Stair carry for basement laundry rooms",
    ],
    places: [
      "Downtown Pataskala",
      "Summit Station",
      "Mink Street",
      "Broad Street",
      "Etna Township",
      "Kirkersville Road",
    ],
    actions: ["schedule", "inventory"],
    review: {
      name: "Kevin L.",
      text: "Bought a range and a fridge for our new house. Both had small scuffs I had to hunt for, and the crew carried the washer down to the basement with no fuss.",
    },
  },
  {
    slug: "gahanna",
    headline: "Scratch-and-Dent Appliances in Gahanna",
    summary:
      "A few exits up I-270 in the Herb Capital of Ohio: brand-name appliances for Creekside condos and family homes.",
    intro: [
      "Gahanna shoppers come to us for brand-name appliances without the big-box price. Whether it is a compact refrigerator for a Creekside condo or a new range for a family kitchen off Hamilton Road, we probably have one on the floor.",
      "It is a few exits up I-270 from our showroom, so pickup is easy on the way home.",
    ],
    features: [
      "Compact refrigerators for condos and apartments",
      "Gas and electric ranges, including slide-in models",
      "Open-box units checked and tested in our shop",
    ],
    places: ["Creekside", "Olde Gahanna", "Hamilton Road", "Stygler Road", "Taylor Station Road", "Rocky Fork"],
    actions: ["directions"],
    review: {
      name: "Priya S.",
      text: "They showed us the exact scratch before we paid. Honest people, great prices.",
    },
  },
  {
    slug: "westerville",
    headline: "Discount Appliances Delivered to Westerville",
    summary:
      "Across town in Uptown Westerville and around Otterbein: the savings are worth the drive, and we make it for you.",
    intro: [
      "Westerville is on the far side of Columbus from us, but our savings travel well. Even with the delivery fee, a scratch-and-dent washer, refrigerator or range usually costs far less than the same model new in the box.",
      "We deliver throughout Westerville, from Uptown and the streets around Otterbein University to the neighborhoods along Alum Creek.",
    ],
    features: [
      "Savings worth the trip across town",
      "Stainless kitchen suites at scratch-and-dent prices",
      "Delivery windows that fit around the workday",
    ],
    places: [
      "Uptown Westerville",
      "Otterbein University area",
      "Alum Creek",
      "Cleveland Avenue",
      "Polaris area",
      "Genoa Township",
    ],
    actions: ["schedule", "inventory"],
    review: {
      name: "Tom H.",
      text: "Drove over to look, bought a Samsung fridge for about half of what the big stores wanted, and they delivered it to Westerville two days later.",
    },
  },
  {
    slug: "whitehall",
    headline: "Appliances for Whitehall, Right Next Door",
    summary: "Our next-door neighbor along Broad Street and Main Street: quick pickup, quick delivery, big savings.",
    intro: [
      "Whitehall is right next door, so shopping with us is quick: drive over, pick the unit and be home before dinner, or let our crew bring it over.",
      "We deliver all over Whitehall, from East Broad Street and Hamilton Road to the homes around Whitehall Community Park. Older homes and apartments often have tight doorways: measure first with our guide and tell us about any tight spots so we can plan the way in.",
    ],
    features: [
      "Quick pickup just down the road",
      "Apartment-size appliances and tight-fit models",
      "Haul-away for your old appliance",
    ],
    places: [
      "East Broad Street",
      "Hamilton Road",
      "Yearling Road",
      "Poth Road",
      "Etna Road",
      "Whitehall Community Park",
    ],
    actions: ["directions", "inventory"],
    review: {
      name: "Marcus T.",
      text: "Delivered the next day, hauled the old fridge away and the crew was careful with the stairs.",
    },
  },
  {
    slug: "groveport",
    headline: "Appliance Savings for Groveport",
    summary: "South toward Rickenbacker: historic homes and new neighborhoods, with full kitchen and laundry savings.",
    intro: [
      "From the historic homes near Groveport's old canal-town center to the newer neighborhoods toward Rickenbacker, Groveport homes need appliances that last. Ours are tested in our own shop and come with the manufacturer warranty.",
      "Come to the showroom to see a unit first, or order online and our crew brings it to your door.",
    ],
    features: [
      "Tested washers and dryers with the manufacturer warranty",
      "Full kitchen suites at scratch-and-dent prices",
      `Extended protection plans up to ${LONGEST_PLAN_YEARS} years`,
    ],
    places: [
      "Historic Groveport",
      "Madison Township",
      "Rickenbacker area",
      "Groveport Road",
      "Bixby Road",
      "Blacklick Creek",
    ],
    actions: ["schedule"],
    review: {
      name: "Linda W.",
      text: "Open-box dishwasher that looked brand new. The crew called ahead like they said and were in and out in twenty minutes.",
    },
  },
];

export function communityBySlug(slug: string): CommunityContent | undefined {
  return COMMUNITIES.find((community) => community.slug === slug);
}

/** What delivery to an area costs, in words, from the estimator's distance and fee. */
export function areaDeliverySentence(area: AreaWithDistance): string {
  const distance = `${area.name} is about ${formatMiles(area.miles)} from our showroom`;
  const confirm = nearFeeBoundary(area.estimate)
    ? ` It sits near the edge of our ${DELIVERY.freeRadiusMiles}-mile free zone, so the fee for your street is confirmed at checkout.`
    : "";
  if (area.quote.kind === "free") {
    return `${distance}, inside our ${DELIVERY.freeRadiusMiles}-mile free delivery zone, so delivery is free.${confirm}`;
  }
  if (area.quote.kind === "flat") {
    return `${distance}, so delivery is a flat ${formatCentsShort(area.quote.feeCents)}.${confirm}`;
  }
  return `${distance}. Call us about delivery.`;
}

/** Directions from the town to the showroom on Google Maps. */
export function routeToStoreUrl(area: { name: string }): string {
  const params = new URLSearchParams({
    api: "1",
    origin: `${area.name}, OH`,
    destination: `${STORE.name}, ${STORE_ADDRESS_LINE}`,
  });
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

/** The questions people in a town ask before they buy, answered from the store facts. */
export function areaQuestions(area: AreaWithDistance, fees: readonly ZipFee[]): { question: string; answer: string }[] {
  const free = fees.filter((fee) => fee.quote.kind === "free").map((fee) => fee.zip);
  const [soonest, latest] = DELIVERY_SCHEDULE.inStockBusinessDays;
  return [
    {
      question: `Do you deliver to ${area.name}?`,
      answer: `Yes. ${areaDeliverySentence(area)} Our own crew brings it in, connects it and can haul the old one away for ${formatCentsShort(DELIVERY.haulAwayCentsPerUnit)}.`,
    },
    {
      question: `Which ${area.name} ZIP codes get free delivery?`,
      answer:
        free.length === fees.length
          ? `All of them: ${fees.map((fee) => fee.zip).join(", ")} ${fees.length === 1 ? "is" : "are"} within ${DELIVERY.freeRadiusMiles} miles of the showroom.`
          : free.length > 0
            ? `${free.join(", ")} ${free.length === 1 ? "is" : "are"} within ${DELIVERY.freeRadiusMiles} miles; ${fees
                .filter((fee) => fee.quote.kind !== "free")
                .map((fee) => `${fee.zip} is ${feeText(fee.quote).toLowerCase()}`)
                .join(", ")}.`
            : `None: ${fees.map((fee) => `${fee.zip} is about ${formatMiles(fee.miles)} away`).join(", ")}, so delivery is a flat ${formatCentsShort(DELIVERY.flatFeeCents)}.`,
    },
    {
      question: `How soon can you deliver to ${area.name}?`,
      answer: `Units in stock are usually delivered ${soonest} to ${latest} business days after you order, in a two-hour window you choose at checkout. ${DELIVERY_NOTICE}`,
    },
    {
      question: "Can I see the unit before I buy?",
      answer: `Yes: every unit is on the floor at ${STORE_ADDRESS_LINE}, open ${HOURS.summary}. Buy it online for pickup and it is ready in ${PICKUP.readyInHours} hours.`,
    },
  ];
}

/** The Columbus metro page: places beyond the eight service areas that our routes also cover. */
export const METRO = {
  neighborhoods: [
    "Eastmoor",
    "Berwick",
    "Olde Towne East",
    "German Village",
    "Clintonville",
    "Short North",
    "Driving Park",
    "Linden",
    "Northland",
    "Hilltop",
    "Easton",
    "Blacklick",
  ],
  nearbyCities: [
    "Bexley",
    "Canal Winchester",
    "New Albany",
    "Worthington",
    "Upper Arlington",
    "Grove City",
    "Hilliard",
    "Dublin",
  ],
  reviews: [
    {
      name: "Jasmine K.",
      place: "Olde Towne East",
      text: "Our old house has narrow doors. They told us which fridge would fit, took the doors off to get it in and put them back on. Saved $700.",
    },
    {
      name: "Robert P.",
      place: "Clintonville",
      text: "Open-box LG washer and dryer for the price of one new. Both work perfectly and the crew hauled the old pair away.",
    },
    {
      name: "Maria G.",
      place: "Eastmoor",
      text: "Picked up a range on a Sunday afternoon. Staff helped load it into my brother's truck and it was cooking dinner that night.",
    },
  ],
} as const;
