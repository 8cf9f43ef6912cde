// Runs work once the page has loaded and the browser is idle, so it never competes with the first
// paint or hydration for the main thread.

/** Calls `work` after the load event, when the browser is next idle; returns a cancel function. */
export function afterLoad(work: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: a short timer after load stands in for it.
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(work, { timeout: 2000 });
    else timer = window.setTimeout(work, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
