"use client";

// The guide's print button (the PDF is a download of its own: /measurement-guide.pdf).
import { Printer } from "lucide-react";
import { PlainButton } from "@/components/ui/plain-button";

/** Opens the browser's print dialog; the print stylesheet lays out all four tabs. */
export function PrintGuideButton() {
  return (
    <PlainButton size="lg" variant="outline" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      Print
    </PlainButton>
  );
}
