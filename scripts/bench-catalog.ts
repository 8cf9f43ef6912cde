// Loads a generated catalogue of N products into a benchmark database (its own PGlite folder or
// a Postgres database, never the shop's): migrates it, replaces its products and marks it as
// seeded, so the server starts on it as on any shop. Skips the work when it already holds N.
//   tsx scripts/bench-catalog.ts --products 50000 --pglite .data/bench-50000
//   tsx scripts/bench-catalog.ts --products 50000 --url postgres://.../shop_bench_50000
import { sql } from "drizzle-orm";
import { openPglite, openPostgres, queryRows } from "../db/connect";
import { migrateDatabase } from "../db/migrate";
import { appMeta, products } from "../db/schema";
import { generatedProducts } from "../db/seed/generated-catalog";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const count = Number(option("products"));
const dir = option("pglite");
const url = option("url");
if (!Number.isSafeInteger(count) || count < 1 || (!dir && !url)) {
  console.error("usage: tsx scripts/bench-catalog.ts --products N (--pglite DIR | --url POSTGRES_URL)");
  process.exit(2);
}

async function load(): Promise<void> {
  const connection = dir ? await openPglite(dir) : await openPostgres(url!, { max: 2 });
  try {
    await migrateDatabase(connection);
    const db = connection.db;
    const [marker] = await queryRows<{ value: string }>(
      db,
      sql`select value from app_meta where key = 'bench_products'`,
    );
    if (marker?.value === String(count)) {
      console.log(`${connection.location} already holds ${count} generated products`);
    } else {
      const started = Date.now();
      await db.execute(sql`truncate products`);
      const batch = 1000;
      for (let from = 0; from < count; from += batch) {
        await db.insert(products).values(generatedProducts(from, Math.min(count, from + batch)));
      }
      const now = new Date().toISOString();
      await db
        .insert(appMeta)
        .values([
          { key: "catalog_seeded_at", value: now },
          { key: "bench_products", value: String(count) },
        ])
        .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`excluded.value` } });
      // Vacuum sets the visibility map, so counts read the narrow listing indexes alone.
      await db.execute(sql`vacuum analyze products`);
      console.log(
        `loaded ${count} generated products into ${connection.location} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await connection.close();
  }
}

load().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
