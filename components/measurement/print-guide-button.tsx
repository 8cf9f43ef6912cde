"use client";

// The guide's print or save-as-PDF button.
import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog; the print stylesheet lays out all four tabs, and "Save as PDF" there makes the PDF. */
export function PrintGuideButton() {
  return (
    <Button type="button" size="lg" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      Print or save as PDF
    </Button>
  );
}
