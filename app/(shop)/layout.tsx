// The storefront's frame: contact strip, header, category bar, footer, cookie banner and toasts.
import { Cookie, X } from "lucide-react";
import { CheckoutCancelledNotice } from "@/components/checkout/checkout-cancelled-notice";
import { CookieBanner } from "@/components/layout/cookie-banner";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { IconSprite } from "@/components/shared/sprite-icon";

export default function ShopLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <IconSprite />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {/* First in the tab order once it shows, though it sits at the bottom of the screen. */}
      <CookieBanner
        icons={{
          cookie: <Cookie className="size-4 text-primary sm:size-5" aria-hidden="true" />,
          close: <X className="size-4" aria-hidden="true" />,
        }}
      />
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <ScrollToTop />
      <CheckoutCancelledNotice />
    </div>
  );
}
