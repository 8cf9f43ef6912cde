// Where the prepared (migrated and seeded) test databases live, shared by the global setup and
// the test workers.
import path from "node:path";

export const TEST_DATA_DIR = path.resolve(".data/test");
export const PGLITE_TEMPLATE = path.join(TEST_DATA_DIR, "pglite-template.tar.gz");
export const PGLITE_EMPTY_TEMPLATE = path.join(TEST_DATA_DIR, "pglite-empty-template.tar.gz");

/** Name of this run's Postgres template database (set by the global setup). */
export const POSTGRES_TEMPLATE_ENV = "TEST_POSTGRES_TEMPLATE";
