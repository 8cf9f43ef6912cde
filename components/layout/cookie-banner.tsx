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

/** Asks once, 1 second after load, unless a choice is stored. Closing means Essential Only. */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);

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
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/98 shadow-[0_-8px_30px_rgba(0,0,0,0.12)] backdrop-blur sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md sm:rounded-xl sm:border"
    >
      <div className="relative p-5 pr-12">
        <button
          type="button"
          onClick={() => choose("essential")}
          className="absolute top-3 right-3 rounded-md p-1.5 text-muted-foreground hover:bg-accent hover:text-foreground"
          aria-label="Close and use essential cookies only"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
        <h2 className="flex items-center gap-2 font-semibold">
          <Cookie className="size-5 text-primary" aria-hidden="true" />
          We use cookies
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Essential cookies keep your cart and checkout working. With your OK we also use cookies to understand how the
          shop is used. See our{" "}
          <Link href="/privacy-policy" className="text-primary underline">
            privacy policy
          </Link>
          .
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => choose("all")}>Accept All Cookies</Button>
          <Button variant="outline" onClick={() => choose("essential")}>
            Essential Only
          </Button>
        </div>
      </div>
    </section>
  );
}
