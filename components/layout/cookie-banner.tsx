"use client";

// The cookie consent banner: Accept All Cookies or Essential Only, remembered in the browser.
import Link from "next/link";
import { useEffect, useState } from "react";
import { Cookie, X } from "lucide-react";
import { Button } from "@/components/ui/button";

export const COOKIE_CONSENT_KEY = "cookie-consent";
const SHOW_AFTER_MS = 1000;

type Choice = "all" | "essential";

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

/**
 * While the banner is up, the page keeps room for it: a focused element (Tab) is scrolled out
 * from under the banner, and the page ends above it, so it never hides what the shopper is on.
 */
function useRoomFor(element: HTMLElement | null) {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      root.style.scrollPaddingBottom = `${height + 16}px`;
      document.body.style.paddingBottom = `${height}px`;
    });
    observer.observe(element);
    // Browsers scroll a focused element into view, but not out from under a fixed banner.
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || element.contains(target)) return;
      const box = target.getBoundingClientRect();
      const bannerTop = element.getBoundingClientRect().top;
      if (box.bottom > bannerTop - 8) window.scrollBy({ top: box.bottom - bannerTop + 16, behavior: "instant" });
    };
    document.addEventListener("focusin", onFocus);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", onFocus);
      root.style.scrollPaddingBottom = "";
      document.body.style.paddingBottom = "";
    };
  }, [element]);
}

/**
 * Asks once, 1 second after load, unless a choice is stored. Closing means Essential Only. It is
 * first in the page's tab order (the layout puts it before the header) and compact on phones.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useRoomFor(visible ? element : null);

  useEffect(() => {
    if (storedChoice()) return;
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  function choose(choice: Choice) {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, choice);
    } catch {
      // Storage blocked: the banner closes for this page view.
    }
    setVisible(false);
  }

  if (!visible) return null;
  return (
    <section
      ref={setElement}
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/98 shadow-[0_-8px_30px_rgba(0,0,0,0.12)] backdrop-blur sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-xl sm:border"
    >
      <div className="relative p-3 pr-11 sm:p-5 sm:pr-12">
        <button
          type="button"
          onClick={() => choose("essential")}
          className="absolute top-3 right-3 rounded-md p-1.5 text-muted-foreground hover:bg-accent hover:text-foreground"
          aria-label="Close and use essential cookies only"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
        <h2 className="flex items-center gap-2 text-sm font-semibold sm:text-base">
          <Cookie className="size-4 text-primary sm:size-5" aria-hidden="true" />
          We use cookies
        </h2>
        <p className="mt-1 text-xs text-muted-foreground sm:mt-2 sm:text-sm">
          Essential cookies keep your cart and checkout working. With your OK we also use cookies to understand how the
          shop is used. See our{" "}
          <Link href="/privacy-policy" className="text-primary underline">
            privacy policy
          </Link>
          .
        </p>
        <div className="mt-3 flex gap-2 sm:mt-4">
          <Button size="sm" className="sm:h-9" onClick={() => choose("all")}>
            Accept All Cookies
          </Button>
          <Button size="sm" className="sm:h-9" variant="outline" onClick={() => choose("essential")}>
            Essential Only
          </Button>
        </div>
      </div>
    </section>
  );
}
