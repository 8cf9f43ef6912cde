// The rate limits' counter in the database: one row per key and window, incremented atomically,
// read together with the same key's window before.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "./connect";

/** The hits of the key in this window (this one counted) and in the window before. */
export function dbHitCounter(db: Db): {
  hit(key: string, windowStart: Date, previousWindowStart: Date): Promise<{ hits: number; previousHits: number }>;
} {
  return {
    async hit(key, windowStart, previousWindowStart) {
      const [row] = await queryRows<{ hits: number; previous_hits: number }>(
        db,
        sql`with counted as (
              insert into rate_limit_hits (key, window_start, hits)
              values (${key}, ${windowStart.toISOString()}::timestamptz, 1)
              on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
              returning hits
            )
            select (select hits from counted) as hits,
              coalesce((select hits from rate_limit_hits
                        where key = ${key} and window_start = ${previousWindowStart.toISOString()}::timestamptz), 0)
                as previous_hits`,
      );
      // Now and then, forget windows older than a day.
      if (Math.random() < 0.01) {
        await db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '1 day'`);
      }
      return { hits: Number(row?.hits ?? 1), previousHits: Number(row?.previous_hits ?? 0) };
    },
  };
}
