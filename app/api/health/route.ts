// Health check for load balancers and the test runner: 200 once the database answers, with the
// state of the cache broadcast between app servers ("local": one server, nothing to share;
// "postgres-notify": connected or not). A server whose broadcast is down still answers 200: it
// renders every page from the database until it is back, so it is slow, never wrong.
import { sql } from "drizzle-orm";
import { getConnection } from "@/db/client";
import { failure, success } from "@/lib/http/answer";

interface CacheBusState {
  kind: "local" | "postgres-notify";
  connected: boolean;
}

function cacheState(): { kind: string; connected: boolean } {
  // Set by lib/cache/shared-cache-handler.mjs, which Next loads outside the app's bundle.
  const bus = (globalThis as { __shopCacheBus?: CacheBusState }).__shopCacheBus;
  if (!bus || bus.kind === "local") return { kind: "local", connected: true };
  return { kind: bus.kind, connected: bus.connected };
}

export async function GET() {
  try {
    const connection = await getConnection();
    await connection.db.execute(sql`select 1`);
    return success({ database: connection.kind, cache: cacheState() });
  } catch {
    return failure(503, "Database unavailable", { cache: cacheState() });
  }
}
