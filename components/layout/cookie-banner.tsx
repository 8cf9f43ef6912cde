"use client";

// The cookie consent banner's place in the page: asks once, 1 second after load, unless a choice
// is stored. The banner's code is fetched only when it is going to show, so it is not part of the
// first page load (React.lazy: next/dynamic's own code would be). The layout puts this first, so
// the banner is first in the tab order.
import { lazy, Suspense, useEffect, useState } from "react";
import { storedCookieChoice } from "@/client/cookie-consent";
import type { CookieBannerIcons } from "./cookie-consent-panel";

const SHOW_AFTER_MS = 1000;
const loadPanel = () => import("./cookie-consent-panel");
const CookieConsentPanel = lazy(() => loadPanel().then((module) => ({ default: module.CookieConsentPanel })));

/** `icons` are the banner's icons, drawn on the server (the shop layout). */
export function CookieBanner({ icons }: { icons: CookieBannerIcons }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (storedCookieChoice()) return;
    void loadPanel();
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return visible ? (
    <Suspense fallback={null}>
      <CookieConsentPanel onClose={() => setVisible(false)} icons={icons} />
    </Suspense>
  ) : null;
}
