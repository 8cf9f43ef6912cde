// A small fixed-window rate limiter kept in the server process's memory: enough for one shop
// server (several servers would each count on their own).
export interface RateLimiter {
  /** Counts one attempt for the key; false when the key has used up its window. */
  take(key: string, now?: number): boolean;
}

export function rateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, now = Date.now()) {
      if (windows.size > 10_000) {
        for (const [entry, window] of windows) if (now - window.start >= windowMs) windows.delete(entry);
      }
      const window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= limit;
    },
  };
}

/** The client's address as the proxy in front reports it, for rate limiting. */
export function clientAddress(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "local";
}
