// Work that must happen once however many app servers are up (sweeping lapsed holds, sending
// queued e-mails): a server runs it only while it holds the job's advisory lock on the shared
// database; a server that finds the lock taken skips this round. The lock lasts as long as a
// transaction kept open beside the work, so a server that dies mid-job releases it at once.
import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type Connection, type Db } from "./connect";

export type RunAloneResult<T> = { ran: true; value: T } | { ran: false };

const running = new Set<string>();

export async function runAlone<T>(
  connection: Pick<Connection, "db" | "kind">,
  job: string,
  work: () => Promise<T>,
): Promise<RunAloneResult<T>> {
  // One process: the embedded database is never shared, so an in-process guard is the whole lock.
  if (running.has(job)) return { ran: false };
  running.add(job);
  try {
    if (connection.kind === "pglite") return { ran: true, value: await work() };
    return await connection.db.transaction(async (tx) => {
      const [row] = await queryRows<{ locked: boolean }>(
        tx as unknown as Db,
        sql`select pg_try_advisory_xact_lock(hashtext(${`shop-job:${job}`})) as locked`,
      );
      if (!row?.locked) return { ran: false } as const;
      return { ran: true, value: await work() } as const;
    });
  } finally {
    running.delete(job);
  }
}
