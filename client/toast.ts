// Toasts without sonner in the first page load: the library and the toaster are fetched when the
// first toast is asked for (or once the page is idle), and a toast asked for before the toaster is
// there shows as soon as it is.
import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the toaster to be mounted (it loads its code on demand). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Whether the toaster should be mounted yet. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

type Kind = "message" | "success" | "error";

function show(kind: Kind, message: string, options?: ExternalToast): void {
  wantToaster();
  void import("sonner").then(({ toast: sonner }) => {
    if (kind === "message") sonner(message, options);
    else sonner[kind](message, options);
  });
}

/** A toast: plain, success or error, with sonner's options. */
export const toast = Object.assign((message: string, options?: ExternalToast) => show("message", message, options), {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
});
