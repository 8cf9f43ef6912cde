// Test databases: each call gives a fresh, migrated (and by default seeded) database on PGlite
// or on the TEST_DATABASE_URL Postgres, and `describeEachDatabase` runs a suite on every kind.
import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { openPostgres, type Connection, type Db } from "@/db/connect";
import { useConnectionForTests } from "@/db/client";
import { pgliteConnection } from "./pglite";
import { PGLITE_EMPTY_TEMPLATE, PGLITE_TEMPLATE, POSTGRES_TEMPLATE_ENV } from "./template";

export type DbKind = "pglite" | "postgres";

export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase extends Connection {
  /** Closes the connection and drops what the test created. */
  dispose(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function createPostgresDatabase(seed: boolean): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `shop_t_${randomBytes(6).toString("hex")}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const template = inject(POSTGRES_TEMPLATE_ENV);
    // Parallel copies of one template can collide ("source database is being accessed").
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const connection = await openPostgres(withDatabase(url, name), { max: 10 });
  if (!seed) await connection.db.execute(sql`TRUNCATE products, app_meta`);
  return {
    ...connection,
    async dispose() {
      await connection.close();
      const cleanup = postgres(url, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function createPgliteDatabase(seed: boolean): Promise<TestDatabase> {
  const dump = readFileSync(seed ? PGLITE_TEMPLATE : PGLITE_EMPTY_TEMPLATE);
  const client = await PGlite.create({
    loadDataDir: new Blob([dump]),
    extensions: { pg_trgm },
  });
  const connection = pgliteConnection(client);
  return { ...connection, dispose: () => connection.close() };
}

/** A fresh database of the given kind, migrated, and seeded unless `seed: false`. */
export function createTestDatabase(kind: DbKind, { seed = true } = {}): Promise<TestDatabase> {
  return kind === "pglite" ? createPgliteDatabase(seed) : createPostgresDatabase(seed);
}

/**
 * Runs the suite once per database kind. Inside, `context.db` is that suite's fresh database and
 * the app's `getDb()` returns it too, so route handlers and server code under test use it.
 */
export function describeEachDatabase(
  name: string,
  suite: (context: { readonly db: Db; readonly kind: DbKind; readonly database: TestDatabase }) => void,
  options: { seed?: boolean } = {},
) {
  for (const kind of DB_KINDS) {
    describe(`${name} [${kind}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(kind, options);
        useConnectionForTests(database);
      });
      afterAll(async () => {
        useConnectionForTests(undefined);
        await database?.dispose();
      });
      suite({
        get db() {
          if (!database) throw new Error("The test database is not ready yet");
          return database.db;
        },
        get database() {
          if (!database) throw new Error("The test database is not ready yet");
          return database;
        },
        kind,
      });
    });
  }
}
