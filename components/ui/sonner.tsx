"use client";

// The toaster (sonner) with the shop's defaults. The only module that imports sonner: every toast
// is asked for through client/toast.ts, which this toaster listens to once it is mounted.
import { useEffect } from "react";
import { usePathname } from "next/navigation";
import { Toaster as Sonner, toast, type ToasterProps } from "sonner";
import { listenForToasts } from "@/client/toast";

/**
 * One toast at a time, dismissed after 5 seconds; shows the toasts asked for through client/toast.ts.
 * In the staff area toasts sit at the bottom (across the width on a phone), so they never cover
 * its menu at the top.
 */
function Toaster(props: ToasterProps) {
  const staffArea = usePathname().startsWith("/admin");
  // Runs after sonner's own toaster has subscribed (a child's effects run first), so the toasts
  // that waited for it show straight away.
  useEffect(
    () =>
      listenForToasts(({ kind, message, options }) => {
        if (kind === "message") toast(message, options);
        else toast[kind](message, options);
      }),
    [],
  );
  return (
    <Sonner
      className="toaster group"
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
      position={staffArea ? "bottom-right" : "top-center"}
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
