// Lets the server forget each page render once it is done. React's server renderer ends every
// render by aborting its cache signal with a new Error, inside a setImmediate callback, and V8
// keeps such an error's unformatted stack frames, with the callback's Immediate as a frame's
// receiver. Node 20 leaves a finished Immediate linked to the others of its batch, and each of
// those carries the render it ran for (its async context). So one render that something
// long-lived still holds (a database socket or timer opened during it keeps its async context)
// held, error by error and Immediate by Immediate, every render after it: under a steady stream
// of uncached pages the server ran out of its 320 MB heap in under a minute (docs/adr/0005).
// Reading the error's stack as it is raised turns the frames into a string, which holds nothing.
import { cacheSignal } from "react";

/** Call once in a render (the root layout does): its abort error keeps no stack frames. */
export function releaseFinishedRender(): void {
  const signal = cacheSignal();
  signal?.addEventListener("abort", () => void (signal.reason as { stack?: unknown } | undefined)?.stack, {
    once: true,
  });
}
