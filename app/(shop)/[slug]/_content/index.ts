// The shop's content pages (store, about, policies, FAQs, contact...), served by the /[slug]
// route so that, like home and the landing pages, they render on their first request and are
// then cached: nothing about them is fixed at build time, not even the site address their
// canonical links and structured data carry.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import * as about from "./about";
import * as contact from "./contact";
import * as faqs from "./faqs";
import * as measurementGuide from "./measurement-guide";
import * as paymentPolicy from "./payment-policy";
import * as privacyPolicy from "./privacy-policy";
import * as returnsPolicy from "./returns-policy";
import * as shippingPolicy from "./shipping-policy";
import * as store from "./store";
import * as support from "./support";
import * as termsConditions from "./terms-conditions";
import * as warranty from "./warranty";

export interface ContentPage {
  metadata: Metadata;
  default: () => ReactNode | Promise<ReactNode>;
}

const CONTENT_PAGES: Record<string, ContentPage> = {
  about,
  contact,
  faqs,
  "measurement-guide": measurementGuide,
  "payment-policy": paymentPolicy,
  "privacy-policy": privacyPolicy,
  "returns-policy": returnsPolicy,
  "shipping-policy": shippingPolicy,
  store,
  support,
  "terms-conditions": termsConditions,
  warranty,
};

export function contentPage(slug: string): ContentPage | undefined {
  return Object.hasOwn(CONTENT_PAGES, slug) ? CONTENT_PAGES[slug] : undefined;
}
