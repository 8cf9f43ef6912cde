// Fixed-window rate limits counted in the database (db/hit-counter.ts), so every app server
// shares them and a restart does not reset them. The client is the address the server decided
// to trust (scripts/serve.mjs replaces X-Forwarded-For before the app sees it), an IPv6 client
// counted by its /64 network.
import { limitKey } from "./limit-key";

/** Counts one hit for the key in the window starting at `windowStart`; answers the hits so far. */
export interface HitCounter {
  hit(key: string, windowStart: Date): Promise<number>;
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
  const hits = await counter.hit(`${limit.name}:${key}`.slice(0, 200), new Date(windowStart));
  if (hits <= limit.limit) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + limit.windowMs - now) / 1000)) };
}

/**
 * The key the client's limits count under: the address the server established, an IPv6 client's
 * as its /64 network (limit-key.ts).
 */
export function clientKey(headers: Pick<Headers, "get">): string {
  return limitKey(headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown");
}
