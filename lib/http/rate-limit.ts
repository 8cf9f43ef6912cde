// Rate limits counted in the database (db/hit-counter.ts), so every app server shares them and a
// restart does not reset them. The client is the address the server decided to trust
// (scripts/serve.mjs replaces X-Forwarded-For before the app sees it), an IPv6 client counted by
// its /64 network.
//
// Each key counts hits in fixed windows, and a request is weighed against a window that slides:
// this window's hits plus the last window's, scaled by how much of the last window the sliding
// one still covers. A client cannot take the limit at the end of one window and again at the
// start of the next (twice the limit in a moment, as plain fixed windows allow).
import { limitKey } from "./limit-key";

/** The hits a key has counted in this window (this one included) and in the window before. */
export interface WindowHits {
  hits: number;
  previousHits: number;
}

/** Counts one hit for the key in the window starting at `windowStart`; answers the hits so far. */
export interface HitCounter {
  hit(key: string, windowStart: Date, previousWindowStart: Date): Promise<WindowHits>;
}

export interface Limit {
  /** Names the counter, e.g. "contact". */
  name: string;
  limit: number;
  windowMs: number;
}

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Counts an attempt by `key` against the limit. */
export async function takeLimit(
  counter: HitCounter,
  limit: Limit,
  key: string,
  now = Date.now(),
): Promise<LimitResult> {
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  const counted = await counter.hit(
    `${limit.name}:${key}`.slice(0, 200),
    new Date(windowStart),
    new Date(windowStart - limit.windowMs),
  );
  return weighHits(limit, counted, now - windowStart);
}

/**
 * Whether hits counted `elapsedMs` into this window keep within the limit over the sliding
 * window; when not, how long until one more request would.
 */
export function weighHits(limit: Limit, { hits, previousHits }: WindowHits, elapsedMs: number): LimitResult {
  const window = limit.windowMs;
  const lastWindowShare = 1 - elapsedMs / window;
  if (hits + previousHits * lastWindowShare <= limit.limit) return { ok: true };
  const waitMs =
    hits + 1 <= limit.limit
      ? // Later in this window, once enough of the last window has slid out.
        window * (1 - (limit.limit - hits - 1) / previousHits) - elapsedMs
      : // In the next window, once enough of this one has slid out.
        window - elapsedMs + Math.max(0, window * (1 - (limit.limit - 1) / hits));
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * The key the client's limits count under: the address the server established, an IPv6 client's
 * as its /64 network (limit-key.ts).
 */
export function clientKey(headers: Pick<Headers, "get">): string {
  return limitKey(headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown");
}
