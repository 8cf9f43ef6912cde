// Every toast in the shop goes through here, so no page carries the toast library (sonner) in its
// first load: only the toaster component imports it, and it is mounted on the shopper's first tap
// or key press, or on the first toast, whichever comes first. A toast asked for before the toaster
// listens waits in a queue and shows as soon as it does: none is dropped.
import { useSyncExternalStore } from "react";

export interface ToastOptions {
  /** A second, smaller line under the message. */
  description?: string;
}

export type ToastKind = "message" | "success" | "error";

export interface ToastRequest {
  kind: ToastKind;
  message: string;
  options?: ToastOptions;
}

type ShowToast = (request: ToastRequest) => void;

let wanted = false;
const listeners = new Set<() => void>();
let showToast: ShowToast | null = null;
const waiting: ToastRequest[] = [];

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

/**
 * The toaster hands over how it shows a toast once it listens; the toasts that were waiting show
 * at once, in the order they were asked for. Returns the function that stops listening.
 */
export function listenForToasts(show: ShowToast): () => void {
  showToast = show;
  for (const request of waiting.splice(0)) show(request);
  return () => {
    if (showToast === show) showToast = null;
  };
}

function request(kind: ToastKind, message: string, options?: ToastOptions): void {
  const asked: ToastRequest = options ? { kind, message, options } : { kind, message };
  if (showToast) {
    showToast(asked);
    return;
  }
  waiting.push(asked);
  wantToaster();
}

/** A toast: plain, success or error, with an optional description. */
export const toast = Object.assign((message: string, options?: ToastOptions) => request("message", message, options), {
  success: (message: string, options?: ToastOptions) => request("success", message, options),
  error: (message: string, options?: ToastOptions) => request("error", message, options),
});
