// The town pages' copy: Reynoldsburg, Columbus and the six surrounding communities, each written
// from what differs per town (the drive, the roads, its ZIP codes, the homes and what people there
// ask). Distances and fees are never written here: they come from lib/delivery/service-areas.ts
// (the estimator that prices delivery without a maps key), so copy and fees agree.
import type { Subtype } from "@/lib/catalog/categories";
import { formatList, formatMiles, formatRange } from "@/lib/format-text";
import { formatCentsShort } from "@/lib/money";
import {
  deliveredFree,
  deliveryLabel,
  nearFeeBoundary,
  settledFee,
  zipFeeText,
  zipFees,
  type AreaWithDistance,
  type ZipFee,
} from "@/lib/delivery/service-areas";
import {
  DELIVERY,
  DELIVERY_NOTICE,
  DELIVERY_SCHEDULE,
  HOURS,
  PICKUP,
  RETURNS,
  STORE,
  STORE_ADDRESS_LINE,
  WARRANTY,
  extendedWarrantyYears,
} from "@/lib/store";

const FLAT_FEE = formatCentsShort(DELIVERY.flatFeeCents);
const HAUL_AWAY = formatCentsShort(DELIVERY.haulAwayCentsPerUnit);
const STAIR_CARRY = formatCentsShort(DELIVERY.stairCarryCentsPerFlight);
const IN_STOCK_DAYS = formatRange(DELIVERY_SCHEDULE.inStockBusinessDays);
const FIRST_WINDOW = DELIVERY.windows[0].label;
const LAST_WINDOW = DELIVERY.windows[DELIVERY.windows.length - 1]!.label;
const LONGEST_PLAN_YEARS = Math.max(...WARRANTY.plans.map((plan) => plan.years));

/** Extra buttons some town pages show besides the ones every page has. */
export type AreaAction = "directions" | "schedule" | "inventory";

interface AreaQuestion {
  question: string;
  answer: string;
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
  /** How the crew drives there from the showroom, in a sentence or two. */
  route: string;
  /** A usual drive from the showroom outside rush hour, in minutes. */
  driveMinutes: number;
  /** The kinds of unit homes there ask for most: the page shows those on the floor now. */
  wanted: readonly Subtype[];
  /** Questions people there ask, answered from the store facts. */
  questions: readonly AreaQuestion[];
  actions: readonly AreaAction[];
}

/** The store's own town: its page sits at the top of the areas, the others under Surrounding Areas. */
const HOME_TOWN_SLUG = "reynoldsburg";

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
      "Being this close, you can come in once to look a unit over, scratches and all, and again with a tape measure and the truck, or order online on a lunch break and collect it on the way home.",
      "When one tired appliance gives out, the plain, sturdy models most Reynoldsburg kitchens and laundry rooms were built around are the quickest swap: top-freezer refrigerators, top-load washers, over-the-range microwaves.",
    ],
    features: [
      "See the exact unit, scratches and all, before you buy",
      `Free pickup at the showroom, ready in ${PICKUP.readyInHours} hours`,
      "Our own crew delivers around town",
      "Washer and dryer pairs for laundry rooms of every size",
    ],
    places: ["Olde Reynoldsburg", "Brice Road", "Livingston Avenue", "Rosehill Road", "Huber Park", "Taylor Square"],
    route: "Along East Main Street for most of town; homes south of I-70 are reached by Brice Road or Rosehill Road.",
    driveMinutes: 5,
    wanted: ["Refrigerator - Top Freezer", "Washer - Top Load", "Dryer - Electric", "Microwave - Over-the-Range"],
    questions: [
      {
        question: "Can I take a unit home the same day?",
        answer: `Yes. Pay online or at the counter and it is ready to collect ${PICKUP.readyInHours} hours later; our staff help load it into your truck, van or trailer. Bring straps for anything tall.`,
      },
      {
        question: "Can I look at the dent before I pay?",
        answer: `Please do. Every unit listed as in stock stands on the floor at ${STORE_ADDRESS_LINE}. Ask and we point out each mark and which side it ends up on once the unit is against a wall or between cabinets.`,
      },
      {
        question: "Will you take the old refrigerator when you bring the new one?",
        answer: `Yes, for ${HAUL_AWAY} a unit, chosen at checkout. Empty it and unplug it the night before so it can go straight onto the truck.`,
      },
    ],
    actions: ["directions"],
  },
  {
    slug: "columbus",
    headline: "Discount Appliances Delivered Across Columbus",
    summary:
      "From the east side next door to our showroom to German Village and the Short North: scratch-and-dent and open-box appliances delivered across Columbus.",
    intro: [
      "Columbus is a big city, and where in it you live decides what delivery costs. The east-side ZIP codes nearest our door fall inside the free zone; downtown, the Short North and German Village are a little farther and pay the flat fee.",
      "Older city homes bring their own puzzles: narrow front doors in Olde Towne East, steep stairs to second-floor apartments in Clintonville, galley kitchens in the Short North. Measure before you choose, and tell us about any tight turn at checkout so the crew comes prepared.",
      "Beyond the city limits our routes also cover Bexley, Canal Winchester, New Albany, Worthington, Upper Arlington, Grove City, Hilliard and Dublin.",
    ],
    features: [
      "Free delivery to the east-side ZIP codes nearest us",
      "Narrow and apartment-size models for older city homes",
      "Stair carry for walk-ups and basement laundry",
      "Pickup about twenty minutes east of downtown",
    ],
    places: [
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
    route:
      "I-70 west from the Brice Road interchange takes the crew downtown; east-side streets are closer by East Main Street, Livingston Avenue or Refugee Road, and the north end is reached around I-270.",
    driveMinutes: 20,
    wanted: ["Refrigerator - Bottom Freezer", "Washer - Front Load", "Dryer - Gas", "Range - Gas"],
    questions: [
      {
        question: "Our older house has narrow doorways. Will a refrigerator fit?",
        answer:
          "Measure every door, hallway and turn between the street and the kitchen with our measurement guide, then compare with the depth of the unit with its doors removed. Top- and bottom-freezer refrigerators are usually narrower than French-door models, which helps in older houses.",
      },
      {
        question: "Can you carry a washer up to a second-floor apartment?",
        answer: `Yes. Stair carry is ${STAIR_CARRY} per flight, up to ${DELIVERY.maxStairFlights} flights, added at checkout so we send the right crew. Let the building manager know if the stairs are shared.`,
      },
      {
        question: "I work downtown. Can I pick up after work?",
        answer: `Yes. Order in the morning and it is ready ${PICKUP.readyInHours} hours later; we are open ${HOURS.summary}, about twenty minutes east of downtown by I-70, so an evening pickup usually beats the wait for a delivery slot.`,
      },
    ],
    actions: ["inventory"],
  },
  {
    slug: "pickerington",
    headline: "Appliance Deals for Pickerington Homes",
    summary:
      "A short run down State Route 256 from our showroom: busy family kitchens and laundry rooms at scratch-and-dent prices.",
    intro: [
      "Pickerington households run a lot of laundry and a lot of dishes. Families here tend to ask for the biggest drum that fits the laundry room, a French-door refrigerator with room for after-school snacks, and a dishwasher quiet enough to run during homework.",
      "From Olde Pickerington Village to the newer streets of Violet Township and the cul-de-sacs off Diley Road, our crew knows the way: it is a straight run down State Route 256 from our door.",
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
    route:
      "South-east on State Route 256, past the Pickerington Ponds turn, into the village; Violet Township streets branch off Diley Road and Refugee Road.",
    driveMinutes: 12,
    wanted: ["Washer - Front Load", "Dryer - Gas", "Refrigerator - French Door", "Dishwasher - Built-In"],
    questions: [
      {
        question: "Do you have washers big enough for a family of five?",
        answer:
          "Look for front loaders of 4.5 cubic feet or more, big enough for a king-size comforter, and a matching dryer; the ones on the floor now are listed above. Buy the pair in one order and they come off the truck together.",
      },
      {
        question: "Does delivery to Violet Township cost more than to the village?",
        answer: `Only if the address is more than ${DELIVERY.freeRadiusMiles} driving miles from the showroom; past that it is a flat ${FLAT_FEE}. Checkout works it out from your street before you pay.`,
      },
      {
        question: "Can the crew come after school pickup?",
        answer: `Yes. Pick the ${LAST_WINDOW} window at checkout. ${DELIVERY_NOTICE}`,
      },
    ],
    actions: ["directions", "inventory"],
  },
  {
    slug: "pataskala",
    headline: "Affordable Appliances for Pataskala",
    summary:
      "Just east along Broad Street into Licking County: farmhouse kitchens, basement laundry rooms and new builds alike.",
    intro: [
      "Pataskala is growing fast, and new homes need a full set of appliances. Buying scratch-and-dent or open-box for the whole kitchen can save hundreds on every piece, and a marked side panel disappears once cabinets go in.",
      "Older farmhouses east of town are a different job: laundry in the basement down a narrow stair, a kitchen laid out long before standard cabinet widths, a second refrigerator in the garage for bulk buys. We deliver to all of it, from downtown and Summit Station to the lots along Mink Street.",
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
    route:
      "East on Broad Street, which becomes State Route 16 at the Licking County line; Etna Township and the Mink Street subdivisions come first, downtown Pataskala a few minutes later.",
    driveMinutes: 15,
    wanted: ["Range - Electric", "Refrigerator - Bottom Freezer", "Washer - Top Load", "Dryer - Electric"],
    questions: [
      {
        question: "Can you take a washer and dryer down to our basement?",
        answer: `Yes. Add stair carry at checkout: ${STAIR_CARRY} per flight, up to ${DELIVERY.maxStairFlights} flights. Clear the landing and measure the narrowest point of the stairway first.`,
      },
      {
        question: "We are furnishing a new build. Can the whole kitchen come at once?",
        answer:
          "Yes. Put the refrigerator, range, dishwasher and microwave in one order and they arrive on one truck. Someone has to be there to let the crew in, so pick a day the builder has handed over the keys.",
      },
      {
        question: "Is delivery free out toward Kirkersville?",
        answer: `Downtown Pataskala is inside the free zone, but addresses farther east may be more than ${DELIVERY.freeRadiusMiles} driving miles away and pay the flat ${FLAT_FEE}. Checkout prices your street before you pay.`,
      },
    ],
    actions: ["schedule", "inventory"],
  },
  {
    slug: "gahanna",
    headline: "Scratch-and-Dent Appliances in Gahanna",
    summary:
      "A few exits up I-270 in the Herb Capital of Ohio: brand-name appliances for Creekside condos and family homes.",
    intro: [
      "Gahanna shoppers come to us for brand-name appliances without the big-box price. Whether it is a compact refrigerator for a Creekside condo or a slide-in range for a family kitchen off Hamilton Road, there is usually one on the floor.",
      "Gahanna sits right at the edge of our free delivery zone, so two addresses a few streets apart can see different fees: the price follows the driving distance to each address, not the town line.",
      "It is a few exits up I-270 from the showroom, so plenty of people here skip delivery and collect on the way home from work.",
    ],
    features: [
      "Compact refrigerators for condos and apartments",
      "Gas and electric ranges, including slide-in models",
      "Open-box units checked and tested in our shop",
    ],
    places: ["Creekside", "Olde Gahanna", "Hamilton Road", "Stygler Road", "Taylor Station Road", "Rocky Fork"],
    route:
      "North on I-270 from I-70, leaving at Hamilton Road for Olde Gahanna and Creekside; the Rocky Fork and Taylor Station streets are reached from the same exit heading east.",
    driveMinutes: 15,
    wanted: [
      "Refrigerator - Compact",
      "Range - Slide-In Electric",
      "Range - Slide-In Gas",
      "Microwave - Over-the-Range",
    ],
    questions: [
      {
        question: "Will a compact refrigerator fit under the counter in our condo?",
        answer:
          "Measure the opening's height, width and depth, then leave an inch or so behind and above for air. Our measurement guide shows where to measure, and each compact unit's page lists its exact size.",
      },
      {
        question: "Can a slide-in range replace our freestanding one?",
        answer:
          "Often, yes: a slide-in sits flush between cabinets with its controls at the front, so measure the cut-out width and check the counter edges on both sides. Gas models need the shut-off valve within reach behind the range.",
      },
      {
        question: "Is an open-box unit checked before it comes to Gahanna?",
        answer: `Every one is run in our shop before it goes on the floor and keeps the ${WARRANTY.manufacturerYears}-year manufacturer warranty; you also have ${RETURNS.days} days from delivery to return it with no restocking fee.`,
      },
    ],
    actions: ["directions"],
  },
  {
    slug: "westerville",
    headline: "Discount Appliances Delivered to Westerville",
    summary:
      "Across town in Uptown Westerville and around Otterbein: the savings are worth the drive, and we make it for you.",
    intro: [
      "Westerville is on the far side of Columbus from us, but our savings travel well. Even with the delivery fee, a scratch-and-dent refrigerator or range usually costs far less than the same model new in the box.",
      "Kitchen remodels around Uptown and the Otterbein University streets call for stainless suites, induction ranges, built-in dishwashers and wall ovens for the new cabinets. The fee is one flat charge per order, so the whole suite travels together for the price of one delivery.",
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
    route:
      "North around the east side of Columbus on I-270, leaving at State Street for Uptown or at Cleveland Avenue for the west side of town; Genoa Township is reached up State Street past Africa Road.",
    driveMinutes: 25,
    wanted: ["Refrigerator - French Door", "Range - Induction", "Dishwasher", "Wall Oven"],
    questions: [
      {
        question: "Is the delivery fee worth it this far out?",
        answer: `Usually. It is a single ${FLAT_FEE} per order, however many units you buy, while a scratch-and-dent refrigerator or range often costs hundreds less than the same model new.`,
      },
      {
        question: "Can you deliver in the evening after work?",
        answer: `The latest window is ${LAST_WINDOW}; choose it at checkout. ${DELIVERY_NOTICE}`,
      },
      {
        question: "Can we pick up instead and save the fee?",
        answer: `Yes, pickup is free and ready ${PICKUP.readyInHours} hours after you order. Bring a truck or van with room for the unit standing up, and we help you load it.`,
      },
    ],
    actions: ["schedule", "inventory"],
  },
  {
    slug: "whitehall",
    headline: "Appliances for Whitehall, Right Next Door",
    summary: "Our next-door neighbor along Broad Street and Main Street: quick pickup, quick delivery, big savings.",
    intro: [
      "Whitehall is right next door, so shopping with us is quick: drive over, pick the unit and be home before dinner, or let our crew bring it over.",
      "Many Whitehall homes and apartments were built in the 1950s and 60s, with tight doorways, small kitchens and a basement laundry. Apartment-size ranges, top-freezer refrigerators and 24-inch dishwashers fit those rooms; measure first with our guide and tell us about any tight spots so we can plan the way in.",
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
    route:
      "West on East Main Street past Brice Road, or along East Broad Street from the Hamilton Road end; the streets around Whitehall Community Park are a couple of turns off Yearling Road.",
    driveMinutes: 10,
    wanted: ["Refrigerator - Top Freezer", "Range - Electric", "Dishwasher", "Dryer - Electric"],
    questions: [
      {
        question: "Our kitchen doorway is narrow. How do we know a unit will get in?",
        answer:
          "Measure the doorway, the hall and any turn with our measurement guide and compare with the unit's width and depth on its page, then tell us about the tight spots at checkout so the crew plans the way in.",
      },
      {
        question: "Can you take the old range away?",
        answer: `Yes, haul-away is ${HAUL_AWAY} a unit. Disconnect it before we come, or for a gas range have the supply turned off; the crew carries it out when the new one goes in.`,
      },
      {
        question: "How fast can you deliver next door?",
        answer: `In-stock units usually arrive ${IN_STOCK_DAYS} business days after you order; orders placed after ${DELIVERY_SCHEDULE.orderCutoff} count from the next business day. Pickup is quicker: ${PICKUP.readyInHours} hours.`,
      },
    ],
    actions: ["directions", "inventory"],
  },
  {
    slug: "groveport",
    headline: "Appliance Savings for Groveport",
    summary: "South toward Rickenbacker: historic homes and new neighborhoods, with full kitchen and laundry savings.",
    intro: [
      "From the historic homes near Groveport's old canal-town center to the newer neighborhoods toward Rickenbacker, Groveport homes need appliances that last. Ours are tested in our own shop and come with the manufacturer warranty.",
      "If you work shifts at the warehouses around the airport, pick the delivery window that fits your sleep at checkout, or collect from the showroom on any day of the week.",
      `A warranty is worth more on a unit you plan to keep for years: plans run up to ${LONGEST_PLAN_YEARS} years of parts and labor on top of the manufacturer's year.`,
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
    route:
      "South-west on I-270 around the east side of Columbus, then into town past Blacklick Creek; Madison Township addresses toward Bixby Road come before the historic center.",
    driveMinutes: 20,
    wanted: ["Washer - Top Load", "Dryer - Gas", "Refrigerator - Side-by-Side", "Range - Gas"],
    questions: [
      {
        question: "I work nights near Rickenbacker. Can delivery come late in the day?",
        answer: `Yes, choose the ${LAST_WINDOW} window at checkout, or ${FIRST_WINDOW} if you sleep in the afternoon. We call ${DELIVERY_SCHEDULE.callAheadHours} hours ahead to confirm.`,
      },
      {
        question: "What does the extended warranty cover?",
        answer: `Parts and labor for ${extendedWarrantyYears()} years beyond the ${WARRANTY.manufacturerYears}-year manufacturer warranty, as you choose, priced by the unit's price and added at checkout.`,
      },
      {
        question: "Can I return a washer if it does not suit us?",
        answer: `Yes, within ${RETURNS.days} days of delivery and with no restocking fee; the refund goes to ${RETURNS.refundTo} within ${RETURNS.refundBusinessDays} business days after we inspect it.`,
      },
    ],
    actions: ["schedule"],
  },
];

export function communityBySlug(slug: string): CommunityContent | undefined {
  return COMMUNITIES.find((community) => community.slug === slug);
}

/**
 * What delivery to an area costs, in one sentence from the fee rule: free or the flat fee when
 * every street pays the same, and the rule itself when the area spans the free zone's edge.
 */
export function areaDeliverySentence(area: AreaWithDistance, fees: readonly ZipFee[] = zipFees(area)): string {
  const settled = settledFee(fees);
  if (area.quote.kind === "refused" || area.quote.kind === "unknown") {
    return `${area.name} is about ${formatMiles(area.miles)} from our showroom. Call us about delivery.`;
  }
  if (settled) {
    const distance = `${area.name} is about ${formatMiles(area.miles)} from our showroom`;
    return settled.kind === "free"
      ? `${distance}, inside our ${DELIVERY.freeRadiusMiles}-mile free delivery zone, so delivery is free.`
      : `${distance}, so delivery is a flat ${FLAT_FEE}.`;
  }
  const miles = fees.map((fee) => fee.miles);
  const [nearest, farthest] = [Math.min(...miles), Math.max(...miles)];
  const distance =
    nearest === farthest
      ? `${area.name} is about ${formatMiles(nearest)} from our showroom`
      : `${area.name} addresses are about ${nearest} to ${formatMiles(farthest)} from our showroom`;
  return `${distance}, at the edge of our ${DELIVERY.freeRadiusMiles}-mile free delivery zone: delivery is free up to ${DELIVERY.freeRadiusMiles} driving miles and a flat ${FLAT_FEE} beyond, worked out from your street at checkout.`;
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

/** Which of a town's ZIP codes get free delivery, answered from each one's estimate. */
function zipQuestion(area: AreaWithDistance, fees: readonly ZipFee[]): AreaQuestion {
  const question = `Which ${area.name} ZIP codes get free delivery?`;
  const [only] = fees;
  if (only && fees.length === 1) {
    const fee = zipFeeText(only);
    return {
      question,
      answer: nearFeeBoundary(only.estimate)
        ? `${only.zip} is about ${formatMiles(only.miles)} away, right on the ${DELIVERY.freeRadiusMiles}-mile line: streets on our side of it are free, the rest ${FLAT_FEE}.`
        : `${only.zip}, about ${formatMiles(only.miles)} away: ${fee === "Free" ? "free" : `a flat ${fee}`}.`,
    };
  }
  const groups = [
    { text: "free", zips: fees.filter((fee) => zipFeeText(fee) === "Free") },
    { text: `free or ${FLAT_FEE} by street`, zips: fees.filter((fee) => nearFeeBoundary(fee.estimate)) },
    { text: `a flat ${FLAT_FEE}`, zips: fees.filter((fee) => zipFeeText(fee) === FLAT_FEE) },
  ].filter((group) => group.zips.length > 0);
  return {
    question,
    answer: `${groups
      .map((group) => `${formatList(group.zips.map((fee) => `${fee.zip} (${fee.miles} mi)`))}: ${group.text}`)
      .join("; ")}.`,
  };
}

/** The questions people in a town ask before they buy: its ZIP codes' fees, then its own. */
export function areaQuestions(content: CommunityContent, area: AreaWithDistance): AreaQuestion[] {
  return [zipQuestion(area, zipFees(area)), ...content.questions];
}

/** The four facts at the top of a town page. */
export type TownFactId = "distance" | "drive" | "delivery" | "days";

/** Everything a town page says, in the order it says it; the page component lays it out. */
export function townPage(content: CommunityContent, area: AreaWithDistance) {
  const fees = zipFees(area);
  const underSurrounding = area.slug !== HOME_TOWN_SLUG;
  const facts: { id: TownFactId; label: string; value: string }[] = [
    { id: "distance", label: "From the showroom", value: `About ${formatMiles(area.miles)}` },
    { id: "drive", label: "Usual drive", value: `About ${content.driveMinutes} minutes` },
    { id: "delivery", label: "Delivery", value: deliveryLabel(area) },
    { id: "days", label: "In-stock delivery", value: `${IN_STOCK_DAYS} business days` },
  ];
  return {
    underSurrounding,
    crumbs: [
      { name: "Home", href: "/" },
      ...(underSurrounding ? [{ name: "Surrounding Areas", href: "/areas/surrounding" }] : []),
      { name: area.name, href: `/areas/${area.slug}` },
    ],
    eyebrow: `Serving ${area.name}, OH`,
    headline: content.headline,
    summary: content.summary,
    facts,
    intro: content.intro,
    deliverySentence: areaDeliverySentence(area, fees),
    /** Every street of the town is delivered free. */
    freeEverywhere: deliveredFree(area),
    featuresHeading: `Why ${area.name} shops with us`,
    features: [...content.features, `${WARRANTY.manufacturerYears}-year manufacturer warranty on every unit`],
    placesHeading: `Where we deliver in ${area.name}`,
    places: content.places,
    zipHeading: `Delivery to ${area.name} by ZIP code`,
    zips: fees.map((fee) => ({ zip: fee.zip, miles: `About ${formatMiles(fee.miles)}`, fee: zipFeeText(fee) })),
    zipNote: "Miles are estimated from each ZIP code's center; checkout prices your street.",
    routeHeading: `Between ${area.name} and the showroom`,
    route: content.route,
    routeButton: `Route from ${area.name} to the showroom`,
    routeUrl: routeToStoreUrl(area),
    stockHeading: `In stock for ${area.name} this week`,
    stockNote: `On our floor now and delivered to ${area.name} ${IN_STOCK_DAYS} business days after you order.`,
    questionsHeading: `Questions from ${area.name}`,
    questions: areaQuestions(content, area),
    closingHeading: `Shopping for your ${area.name} home?`,
  };
}

export type TownPage = ReturnType<typeof townPage>;
