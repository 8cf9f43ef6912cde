"use client";

// The cookie consent banner itself: Accept All Cookies or Essential Only. Loaded only when it is
// about to show (see cookie-banner.tsx).
import Link from "next/link";
import { useEffect, useState, type ReactNode } from "react";
import { PlainButton } from "@/components/ui/plain-button";
import { storeCookieChoice, type CookieChoice } from "@/client/cookie-consent";

/**
 * While the banner is up, the page keeps room for it: an element focused by keyboard (Tab) is
 * scrolled out from under the banner, and the page ends above it, so it never hides what the
 * shopper is on.
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
    // Browsers scroll a focused element into view, but not out from under a fixed banner. Only
    // for the keyboard (:focus-visible): a click focuses what it presses, and scrolling between
    // the press and the release would land the release elsewhere and lose the click.
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || element.contains(target) || !target.matches(":focus-visible")) return;
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

/** The banner's icons, drawn on the server (the shop layout) and handed down. */
export interface CookieBannerIcons {
  cookie: ReactNode;
  close: ReactNode;
}

/** The banner, compact on phones; closing means Essential Only. `onClose` hides it. */
export function CookieConsentPanel({ onClose, icons }: { onClose: () => void; icons: CookieBannerIcons }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useRoomFor(element);

  function choose(choice: CookieChoice) {
    storeCookieChoice(choice);
    onClose();
  }

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
          {icons.close}
        </button>
        <h2 className="flex items-center gap-2 text-sm font-semibold sm:text-base">
          {icons.cookie}
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
          <PlainButton size="sm" className="sm:h-9" onClick={() => choose("all")}>
            Accept All Cookies
          </PlainButton>
          <PlainButton size="sm" className="sm:h-9" variant="outline" onClick={() => choose("essential")}>
            Essential Only
          </PlainButton>
        </div>
      </div>
    </section>
  );
}
