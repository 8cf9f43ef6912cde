"use client";

// The toaster (sonner) with the shop's defaults.
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** One toast at a time, dismissed after 5 seconds. */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
      position="top-center"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
