// Wraps an in-memory PGlite client as the app's Connection type, for tests.
import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { Connection, Db } from "@/db/connect";
import { pgliteWithKeptReaders } from "@/db/pglite-client";
import * as schema from "@/db/schema";

export function pgliteConnection(client: PGlite): Connection {
  const db = drizzle({ client: pgliteWithKeptReaders(client), schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    location: "memory",
    exclusive: (work) => work(db),
    close: () => client.close(),
  };
}
