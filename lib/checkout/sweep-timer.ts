// Calls the server's own /api/orders/sweep every minute, so lapsed payment holds go back on the
// shelf and waiting e-mails go out even when nobody checks out. It goes through HTTP because
// revalidating the product pages' cache only works inside a request. Outside callers (a cron)
// must send CRON_SECRET; the timer sends a token made fresh in this process instead.
import { randomBytes, timingSafeEqual } from "node:crypto";

const INTERVAL_MS = 60_000;

const globalState = globalThis as typeof globalThis & { __sweepTimer?: NodeJS.Timeout; __sweepToken?: string };

function processToken(): string {
  globalState.__sweepToken ??= randomBytes(32).toString("base64url");
  return globalState.__sweepToken;
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether a sweep request comes from this server's timer or carries "Bearer CRON_SECRET". */
export function sweepAllowed(authorization: string | null, env: NodeJS.ProcessEnv = process.env): boolean {
  const token = authorization?.match(/^Bearer (.+)$/)?.[1];
  if (!token) return false;
  if (same(token, processToken())) return true;
  const secret = env.CRON_SECRET?.trim();
  return Boolean(secret && secret.length >= 16 && same(token, secret));
}

export function startSweepTimer(port: string | number): void {
  if (globalState.__sweepTimer) return;
  let warned = false;
  globalState.__sweepTimer = setInterval(() => {
    fetch(`http://127.0.0.1:${port}/api/orders/sweep`, {
      method: "POST",
      headers: { authorization: `Bearer ${processToken()}` },
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
