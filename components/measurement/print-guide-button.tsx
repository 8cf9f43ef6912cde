"use client";

// The guide's print button (the PDF is a download of its own: /measurement-guide.pdf).
import type { ReactNode } from "react";
import { PlainButton } from "@/components/ui/plain-button";

/**
 * Opens the browser's print dialog; the print stylesheet lays out all four tabs. `icon` is drawn
 * on the server: this route's client code is loaded by home and the landing pages too.
 */
export function PrintGuideButton({ icon }: { icon: ReactNode }) {
  return (
    <PlainButton size="lg" variant="outline" onClick={() => window.print()}>
      {icon}
      Print
    </PlainButton>
  );
}
