// Health check for load balancers and the test runner: 200 once the database answers and, with
// several servers, this server hears the others' cache broadcast ("local": one server, nothing to
// share; "postgres-notify": connected or not). 503 when the database does not answer, and when the
// broadcast cannot be trusted: such a server renders every page from the database (slow, never a
// wrong price) until it hears itself again, so a load balancer should prefer the others.
import { sql } from "drizzle-orm";
import { getConnection } from "@/db/client";
import { failure, success } from "@/lib/http/answer";

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

export async function GET() {
  let database: string;
  try {
    const connection = await getConnection();
    await connection.db.execute(sql`select 1`);
    database = connection.kind;
  } catch {
    return failure(503, "Database unavailable", { cache: cacheState() });
  }
  const cache = cacheState();
  if (!cache.connected) return failure(503, "Cache broadcast not heard", { database, cache });
  return success({ database, cache });
}
