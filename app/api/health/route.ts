// Health check for load balancers and the test runner: 200 once the database answers and, with
// several servers, this server hears the others' cache broadcast ("local": one server, nothing to
// share; "postgres-notify": connected or not). 503 when the database does not answer, and when the
// broadcast cannot be trusted: such a server renders every page from the database (slow, never a
// wrong price) until it hears itself again, so a load balancer should prefer the others.
// For the operator it also reports the e-mails waiting in the outbox, when the order sweep last
// ran, when the last backup was made, and which alerts are open (their details are on the staff
// dashboard); a late sweep or an old backup is reported, not a reason to take the server out.
import { sql } from "drizzle-orm";
import { getConnection } from "@/db/client";
import type { Db } from "@/db/connect";
import { outboxBacklog } from "@/lib/email/outbox";
import { failure, success } from "@/lib/http/answer";
import { opsStatus } from "@/lib/ops/status";

interface CacheBusState {
  kind: "local" | "postgres-notify";
  connected: boolean;
  lastHeartbeatAt: number;
}

function cacheState(): { kind: string; connected: boolean; lastHeardAt?: string } {
  // Set by lib/cache/shared-cache-handler.mjs, which Next loads outside the app's bundle.
  const bus = (globalThis as { __shopCacheBus?: CacheBusState }).__shopCacheBus;
  if (!bus || bus.kind === "local") return { kind: "local", connected: true };
  const lastHeardAt = bus.lastHeartbeatAt ? new Date(bus.lastHeartbeatAt).toISOString() : undefined;
  return { kind: bus.kind, connected: bus.connected, lastHeardAt };
}

async function upkeep(db: Db) {
  const [outbox, ops] = await Promise.all([outboxBacklog(db), opsStatus(db)]);
  return {
    outbox,
    sweep: { lastAt: ops.lastSweepAt, late: ops.sweepLate },
    backup: { lastAt: ops.lastBackup?.madeAt ?? null, old: ops.backupOld },
    alerts: ops.alerts.map((alert) => alert.kind),
  };
}

export async function GET() {
  let database: string;
  let facts: Awaited<ReturnType<typeof upkeep>>;
  try {
    const connection = await getConnection();
    await connection.db.execute(sql`select 1`);
    database = connection.kind;
    facts = await upkeep(connection.db);
  } catch {
    return failure(503, "Database unavailable", { cache: cacheState() });
  }
  const cache = cacheState();
  if (!cache.connected) return failure(503, "Cache broadcast not heard", { database, cache, ...facts });
  return success({ database, cache, ...facts });
}
