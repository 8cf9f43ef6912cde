// `npm run restore FILE [--force]`: restores a backup made by npm run backup (or a nightly one)
// into the configured database: Postgres when DATABASE_URL is set, else the embedded one in
// PGLITE_DIR. Stop the shop first. The database must be empty; --force replaces all it holds.
import { openConfiguredDatabase } from "../db/connect";
import { restoreBackup } from "../lib/ops/restore";

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const file = args.find((arg) => !arg.startsWith("--"));
  if (!file) {
    console.error("Usage: npm run restore FILE [-- --force]");
    process.exit(2);
  }
  const connection = await openConfiguredDatabase();
  try {
    const { header, tables } = await restoreBackup(connection, file, { force });
    const rows = tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored the backup of ${header.madeAt} (${tables.length} tables, ${rows} rows) into ${connection.location}.`,
    );
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(`The restore failed: ${(error as Error).message}`);
  process.exit(1);
});
