// The root layout: fonts, global styles and the site-wide metadata every page starts from.
import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { DeferredToaster } from "@/components/layout/deferred-toaster";
import { releaseFinishedRender } from "@/components/layout/release-finished-render";
import { OPEN_GRAPH_SITE } from "@/lib/seo/page-metadata";
import { STORE } from "@/lib/store";
import "./globals.css";

const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "100 900",
});

export const metadata: Metadata = {
  metadataBase: new URL(STORE.siteUrl),
  title: {
    default: `${STORE.name} | Discount Appliances in Reynoldsburg, OH`,
    template: `%s | ${STORE.name}`,
  },
  description: `${STORE.tagline}. Washers, dryers, refrigerators, ranges, dishwashers and microwaves in Reynoldsburg and Columbus, Ohio.`,
  // Pages with Open Graph tags of their own spread OPEN_GRAPH_SITE into them; the rest take these.
  openGraph: OPEN_GRAPH_SITE,
};

export const viewport: Viewport = {
  themeColor: "#1d4ed8",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  releaseFinishedRender();
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh font-sans">
        {children}
        <DeferredToaster />
      </body>
    </html>
  );
}
