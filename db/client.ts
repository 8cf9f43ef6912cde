// The app's database: opened once per server process on first use, migrated and seeded, and
// kept in a globalThis singleton that survives hot reloads. A failed start is not cached.
import "server-only";
import { DatabaseStartError, openConfiguredDatabase, type Connection, type Db } from "./connect";
import { migrateDatabase } from "./migrate";
import { seedCatalog } from "./seed";

export type { Db } from "./connect";

const globalState = globalThis as typeof globalThis & {
  __shopDatabase?: Promise<Connection>;
};

export async function startDatabase(): Promise<Connection> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new DatabaseStartError(
      "The database must not be opened during `next build`: render this page on request (dynamic, or ISR with generateStaticParams returning []).",
    );
  }
  const connection = await openConfiguredDatabase();
  try {
    await connection.exclusive(async (db) => {
      await migrateDatabase(connection, db);
      await seedCatalog(db);
    });
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }
  return connection;
}

export function getConnection(): Promise<Connection> {
  if (!globalState.__shopDatabase) {
    const starting = startDatabase();
    globalState.__shopDatabase = starting;
    starting.catch(() => {
      if (globalState.__shopDatabase === starting) globalState.__shopDatabase = undefined;
    });
  }
  return globalState.__shopDatabase;
}

export async function getDb(): Promise<Db> {
  return (await getConnection()).db;
}

/** Tests point the app at their own database. */
export function useConnectionForTests(connection: Connection | undefined): void {
  globalState.__shopDatabase = connection ? Promise.resolve(connection) : undefined;
}
