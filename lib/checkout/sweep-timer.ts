// Calls the server's own /api/orders/sweep every minute, so lapsed payment holds go back on the
// shelf, waiting e-mails go out and pending refunds are finished even when nobody checks out. It goes through HTTP because
// revalidating the product pages' cache only works inside a request. Outside callers (a cron)
// must send CRON_SECRET; the timer sends the token made fresh in this process instead.
import { internalToken } from "@/lib/internal-call";

const INTERVAL_MS = 60_000;

const globalState = globalThis as typeof globalThis & { __sweepTimer?: NodeJS.Timeout };

export function startSweepTimer(port: string | number): void {
  if (globalState.__sweepTimer) return;
  let warned = false;
  globalState.__sweepTimer = setInterval(() => {
    fetch(`http://127.0.0.1:${port}/api/orders/sweep`, {
      method: "POST",
      headers: { authorization: `Bearer ${internalToken()}` },
      signal: AbortSignal.timeout(30_000),
    })
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
