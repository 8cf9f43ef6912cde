"use client";

// Opens the browser's print dialog for the page (the run sheet); hidden on paper.
import { Printer } from "lucide-react";
import { PlainButton } from "@/components/ui/plain-button";

export function PrintButton() {
  return (
    <PlainButton type="button" onClick={() => window.print()} className="print:hidden">
      <Printer aria-hidden="true" />
      Print
    </PlainButton>
  );
}
