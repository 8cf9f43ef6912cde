"use client";

// The content pages' interactive parts, each fetched only by the page that shows it. The content
// pages share one route with home and the category landing pages, and a route loads the code of
// every client component its pages import: without this, home would carry the contact form's
// validation and the guide's tabs. They still render on the server as before.
import dynamic from "next/dynamic";

export const ContactForm = dynamic(() =>
  import("@/components/contact/contact-form").then((module) => module.ContactForm),
);
export const MeasurementGuide = dynamic(() =>
  import("@/components/measurement/measurement-guide").then((module) => module.MeasurementGuide),
);
