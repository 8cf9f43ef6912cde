// Prepares template databases once per test run: a PGlite data dump and, when TEST_DATABASE_URL
// is set, a Postgres template database, both migrated and seeded. Each test file then starts
// from a copy in about half a second.
import { mkdirSync, writeFileSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import postgres from "postgres";
import { openPostgres, type Connection } from "@/db/connect";
import { migrateDatabase } from "@/db/migrate";
import { seedCatalog } from "@/db/seed";
import { pgliteConnection } from "./pglite";
import { PGLITE_EMPTY_TEMPLATE, PGLITE_TEMPLATE, POSTGRES_TEMPLATE_ENV, TEST_DATA_DIR } from "./template";

async function dumpPglite(file: string, seed: boolean) {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const connection = pgliteConnection(client);
  await migrateDatabase(connection);
  if (seed) await seedCatalog(connection.db);
  const dump = await client.dumpDataDir("gzip");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  mkdirSync(TEST_DATA_DIR, { recursive: true });
  await Promise.all([dumpPglite(PGLITE_TEMPLATE, true), dumpPglite(PGLITE_EMPTY_TEMPLATE, false)]);

  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const template = `shop_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${template}`);
  let connection: Connection | undefined;
  try {
    connection = await openPostgres(withDatabase(url, template), { max: 1 });
    await migrateDatabase(connection);
    await seedCatalog(connection.db);
  } finally {
    await connection?.close();
  }
  project.provide(POSTGRES_TEMPLATE_ENV, template);

  return async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    [POSTGRES_TEMPLATE_ENV]: string;
  }
}
