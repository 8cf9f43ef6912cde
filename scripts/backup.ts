// `npm run backup`: writes a backup of the whole shop into BACKUP_DIR (default .data/backups, the
// newest BACKUP_KEEP kept) and prints its path, while the shop goes on selling. On Postgres
// (DATABASE_URL) the script reads the database itself. The embedded database can be open in one
// process only: when the shop's server has it open, the server writes the backup at the script's
// request; when no server runs, the script opens it.
import { existsSync } from "node:fs";
import { openConfiguredDatabase, pgliteDir } from "../db/connect";
import { formatFileSize } from "../lib/format-text";
import { runningServer } from "../lib/ops/backup-call";
import { backupToFolder } from "../lib/ops/backup-folder";

interface Made {
  file: string;
  bytes: number;
}

async function askServer(port: number, token: string): Promise<Made> {
  const response = await fetch(`http://127.0.0.1:${port}/api/ops/backup`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as Made & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `The server answered ${response.status}`);
  return body;
}

async function backupHere(): Promise<Made> {
  if (!process.env.DATABASE_URL?.trim() && !existsSync(pgliteDir())) {
    throw new Error(`There is no embedded database in ${pgliteDir()} (set PGLITE_DIR or DATABASE_URL).`);
  }
  const connection = await openConfiguredDatabase();
  try {
    return await backupToFolder(connection);
  } finally {
    await connection.close();
  }
}

async function main() {
  const server = process.env.DATABASE_URL?.trim() ? null : runningServer(pgliteDir());
  const made = server ? await askServer(server.port, server.token) : await backupHere();
  console.log(`Backup written: ${made.file} (${formatFileSize(made.bytes)})`);
}

main().catch((error: unknown) => {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exit(1);
});
