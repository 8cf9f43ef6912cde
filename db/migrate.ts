// Applies the SQL migrations in db/migrations with Drizzle's migrator for the connection's driver
// (drizzle-kit's own migrate command fails silently on PGlite).
import path from "node:path";
import type { Connection, Db } from "./connect";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");

/** Applies the migrations in `folder` (this version's, unless a restore asks for the first few). */
export async function migrateDatabase(
  connection: Connection,
  db: Db = connection.db,
  folder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  const config = { migrationsFolder: folder };
  if (connection.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db as Parameters<typeof migrate>[0], config);
  } else {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    await migrate(db as Parameters<typeof migrate>[0], config);
  }
}
