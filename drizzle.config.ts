// drizzle-kit: generates SQL migrations from db/schema.ts (`npm run db:generate`). Migrations are
// applied from code at server start (db/migrate.ts), on PGlite and Postgres alike.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
