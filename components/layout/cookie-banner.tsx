"use client";

// The cookie consent banner's place in the page: asks once, 1 second after load, unless a choice
// is stored. The banner's code is fetched only when it is going to show, so it is not part of the
// first page load. The layout puts this first, so the banner is first in the tab order.
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { storedCookieChoice } from "@/client/cookie-consent";

const SHOW_AFTER_MS = 1000;
const loadPanel = () => import("./cookie-consent-panel");
const CookieConsentPanel = dynamic(() => loadPanel().then((module) => module.CookieConsentPanel), { ssr: false });

export function CookieBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (storedCookieChoice()) return;
    void loadPanel();
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return visible ? <CookieConsentPanel onClose={() => setVisible(false)} /> : null;
}
