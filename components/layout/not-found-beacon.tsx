"use client";

// Reports a client-side 404 to the server log.
import { useEffect } from "react";

/** Reports a 404 that no route saw (so the server could not log it) to the server log. */
export function NotFoundBeacon() {
  useEffect(() => {
    const body = JSON.stringify({ path: window.location.pathname });
    if (!navigator.sendBeacon?.("/api/not-found", new Blob([body], { type: "application/json" }))) {
      void fetch("/api/not-found", {
        method: "POST",
        body,
        headers: { "content-type": "application/json" },
        keepalive: true,
      }).catch(() => {});
    }
  }, []);
  return null;
}
