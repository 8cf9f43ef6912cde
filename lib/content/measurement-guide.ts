// The measurement guide's four tabs (measuring, connections, preparation, checklist): general
// guidance that holds for most models, with the store's own delivery facts where they matter.
import { formatCentsShort } from "@/lib/money";
import { DELIVERY, DELIVERY_SCHEDULE } from "@/lib/store";

export interface GuideSection {
  heading: string;
  intro?: string;
  items: readonly string[];
}

export interface GuideTab {
  id: "measuring" | "connections" | "preparation" | "checklist";
  /** The tab's short name. */
  label: string;
  title: string;
  intro: string;
  sections: readonly GuideSection[];
}

export const MEASUREMENT_GUIDE: readonly GuideTab[] = [
  {
    id: "measuring",
    label: "Measuring",
    title: "Measure your space",
    intro:
      "Grab a tape measure and a notepad (or your phone). Measure twice, write it all down, and bring the numbers with you or send them to us before you buy.",
    sections: [
      {
        heading: "The opening",
        items: [
          "Width: measure at the top, middle and bottom of the space and use the smallest number.",
          "Height: from the floor to the underside of the cabinet or countertop above. Floors and cabinets are rarely level, so measure both sides.",
          "Depth: from the back wall to the front edge of the cabinets or counter. Handles and doors stick out further; that is normal.",
        ],
      },
      {
        heading: "Room to breathe",
        intro:
          "Appliances need a little air and room for hoses. Use the installation guide for your model; these are the usual allowances:",
        items: [
          "Refrigerators: about 1 inch above and behind and 1/8 inch on each side, plus room for the doors to open past 90 degrees so drawers and bins slide out.",
          "Washers and dryers: about 1 inch on each side and 4 to 6 inches behind for hoses and the dryer vent. Front-loaders need room in front for the open door and for you.",
          "Dishwashers: a standard opening is 24 inches wide, about 34 to 35 inches high and 24 inches deep.",
          "Ranges: most fit a 30-inch opening; pro-style ranges need 36 inches. Check that the cooktop lines up with your counter height.",
          "Over-the-range microwaves: usually a 30-inch-wide space under a cabinet. The installation guide gives the minimum height above the cooktop.",
        ],
      },
      {
        heading: "The way in",
        intro: "A perfect fit in the kitchen does not help if it cannot get there.",
        items: [
          "Measure every doorway, hallway and stair turn from the curb to the spot where the appliance goes.",
          "Allow at least 1 inch more than the appliance's depth (or width, whichever goes through first).",
          "Refrigerator doors and some handles can come off to get through a tight doorway. Tell us in advance and we plan for it.",
        ],
      },
    ],
  },
  {
    id: "connections",
    label: "Connections",
    title: "Check the connections",
    intro: "Make sure the power, water, gas and venting in your home match the appliance before it arrives.",
    sections: [
      {
        heading: "Electrical",
        items: [
          "Refrigerators, dishwashers, washers, microwaves, gas dryers and gas ranges use a standard 120-volt, three-prong grounded outlet.",
          "Electric dryers need a 240-volt outlet, usually 30 amps, with either 3 or 4 prongs. Look at yours before you buy.",
          "Electric ranges need a 240-volt outlet, usually 40 or 50 amps, with 3 or 4 prongs.",
          "Many electric dryers and ranges come without a power cord so it can match your outlet. Ask us whether the unit you want has one.",
          "Do not use extension cords or adapters for major appliances.",
        ],
      },
      {
        heading: "Water and drains",
        items: [
          "Refrigerators with an ice maker or water dispenser need a cold-water line with a shut-off valve behind the fridge.",
          "Washers need hot and cold water taps and a standpipe or laundry sink for the drain hose. New inlet hoses are a good idea.",
          "Dishwashers connect to the hot-water supply under the sink and drain into the sink drain or disposal.",
        ],
      },
      {
        heading: "Gas",
        items: [
          "Gas ranges and dryers need a gas line with a shut-off valve and a new flexible connector.",
          "Have gas appliances connected by a licensed professional.",
          "Using propane (LP) instead of natural gas? Most models need a conversion kit: check before you buy.",
        ],
      },
      {
        heading: "Venting",
        items: [
          "Dryers vent through a 4-inch rigid or semi-rigid metal duct. Keep it as short and straight as possible; plastic or foil ducts are a fire risk.",
          "Over-the-range microwaves either vent outside through a duct or recirculate through a filter. Check which your kitchen is set up for.",
        ],
      },
    ],
  },
  {
    id: "preparation",
    label: "Preparation",
    title: "Get ready for delivery day",
    intro: `We call ${DELIVERY_SCHEDULE.callAheadHours} hours before your delivery to confirm the window and give you a courtesy call about ${DELIVERY_SCHEDULE.courtesyCallMinutes} minutes before we arrive. A little preparation makes it quick.`,
    sections: [
      {
        heading: "The day before",
        items: [
          "Clear a path from the door to the spot: move furniture, rugs and anything on the floor.",
          "Empty the old refrigerator and let the freezer defrost, with towels down for the water.",
          "Disconnect the old appliance and drain washer hoses. Gas appliances should be disconnected by a professional.",
          `Adding haul-away (${formatCentsShort(DELIVERY.haulAwayCentsPerUnit)} per unit) or stair carry (${formatCentsShort(DELIVERY.stairCarryCentsPerFlight)} per flight)? Choose them at checkout so the right crew comes.`,
        ],
      },
      {
        heading: "On delivery day",
        items: [
          "Someone needs to be home to let the crew in and show them where the appliance goes.",
          "Keep pets in another room and leave a parking space for the truck near your door if you can.",
          `Look the appliance over before the crew leaves and report any problem within ${DELIVERY_SCHEDULE.reportIssuesWithinHours} hours.`,
        ],
      },
      {
        heading: "After it is in",
        items: [
          "Refrigerators need several hours to cool down; wait until they are cold before loading food.",
          "Run a washer or dishwasher on an empty cycle first to check the hoses for leaks.",
          "Keep the manual and your order confirmation: you need the order number for any warranty claim.",
        ],
      },
    ],
  },
  {
    id: "checklist",
    label: "Checklist",
    title: "Before you buy: the checklist",
    intro: "Tick these off and your new appliance will go in the first time.",
    sections: [
      {
        heading: "Fit",
        items: [
          "Width, height and depth of the space, measured at the narrowest point",
          "Room for doors to open, and space behind for hoses and vents",
          "Every doorway, hallway and stair turn on the way in",
        ],
      },
      {
        heading: "Connections",
        items: [
          "Outlet type: 120-volt, or 240-volt with 3 or 4 prongs",
          "Water shut-off valve and hoses (refrigerator, washer, dishwasher)",
          "Gas shut-off valve and connector (gas range or dryer)",
          "Dryer vent clear, metal and the right size",
        ],
      },
      {
        heading: "Delivery",
        items: [
          "Path cleared and floors protected",
          "Old appliance emptied and disconnected, if we are taking it away",
          "Flights of stairs counted, with stair carry added at checkout",
          "Someone home for the whole delivery window",
        ],
      },
    ],
  },
];
