// The rate limits' counter in the database: one row per key and window, incremented atomically.
import { lt, sql } from "drizzle-orm";
import type { Db } from "./connect";
import { rateLimitHits } from "./schema";

/** Counts one hit for the key in the window starting at `windowStart`; answers the hits so far. */
export function dbHitCounter(db: Db): { hit(key: string, windowStart: Date): Promise<number> } {
  return {
    async hit(key, windowStart) {
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.windowStart],
          set: { hits: sql`${rateLimitHits.hits} + 1` },
        })
        .returning({ hits: rateLimitHits.hits });
      // Now and then, forget windows older than a day.
      if (Math.random() < 0.01) {
        await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, sql`now() - interval '1 day'`));
      }
      return row?.hits ?? 1;
    },
  };
}
