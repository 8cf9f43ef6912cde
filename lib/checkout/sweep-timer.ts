// Calls the server's own /api/orders/sweep every minute, so lapsed payment holds go back on the
// shelf and waiting e-mails go out even when nobody checks out. It goes through HTTP because
// revalidating the product pages' cache only works inside a request.
const INTERVAL_MS = 60_000;

export function startSweepTimer(port: string | number): void {
  const globalState = globalThis as typeof globalThis & { __sweepTimer?: NodeJS.Timeout };
  if (globalState.__sweepTimer) return;
  let warned = false;
  globalState.__sweepTimer = setInterval(() => {
    fetch(`http://127.0.0.1:${port}/api/orders/sweep`, { method: "POST", signal: AbortSignal.timeout(30_000) })
      .then(() => {
        warned = false;
      })
      .catch((error: unknown) => {
        if (!warned) console.warn("The order sweep could not run:", (error as Error).message);
        warned = true;
      });
  }, INTERVAL_MS);
  globalState.__sweepTimer.unref();
}
