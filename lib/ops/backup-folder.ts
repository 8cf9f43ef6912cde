// The backups folder: BACKUP_DIR (default .data/backups) holds shop-backup-<time>.sql.gz files,
// the newest BACKUP_KEEP (default 14) of them. A backup is written under a temporary name and
// renamed once complete, so a file with the backup's name is always whole. Every backup made here
// (nightly, npm run backup) is recorded for the dashboard and /api/health, and a failure opens
// the backup alert.
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { noteFailure, noteSuccess } from "@/db/alert-state";
import type { Connection } from "@/db/connect";
import { describeError, logError } from "@/lib/log";
import { writeBackup } from "./backup";
import { recordBackup, type BackupRecord } from "./upkeep";

export const DEFAULT_BACKUP_DIR = ".data/backups";
const DEFAULT_KEEP = 14;
const BACKUP_NAME = /^shop-backup-[0-9TZ-]+\.sql\.gz$/;

export interface BackupSettings {
  dir: string;
  keep: number;
}

export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const keep = Number.parseInt(env.BACKUP_KEEP ?? "", 10);
  return {
    // The folder is chosen at run time; it is data, not code for the build to trace.
    dir: path.resolve(/*turbopackIgnore: true*/ env.BACKUP_DIR?.trim() || DEFAULT_BACKUP_DIR),
    keep: Number.isInteger(keep) && keep >= 1 ? keep : DEFAULT_KEEP,
  };
}

/** "shop-backup-2026-11-24T03-00-00-123Z.sql.gz": names sort in the order the backups were made. */
function backupName(madeAt: Date): string {
  return `shop-backup-${madeAt.toISOString().replace(/[:.]/g, "-")}.sql.gz`;
}

/** Removes all but the newest `keep` backups in the folder; returns the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => BACKUP_NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

async function writeFile(connection: Pick<Connection, "db" | "kind">, dir: string): Promise<BackupRecord> {
  await mkdir(dir, { recursive: true });
  const partial = path.join(dir, `.partial-${process.pid}-${Date.now()}.sql.gz`);
  try {
    const gzip = createGzip();
    const stored = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
    // A write error ends the pipeline; the backup stops at its next write.
    stored.catch(() => {});
    const header = await writeBackup(connection, async (chunk) => {
      if (!gzip.write(chunk)) await Promise.race([once(gzip, "drain"), stored]);
    });
    gzip.end();
    await stored;
    const madeAt = new Date(header.madeAt);
    const file = path.join(dir, backupName(madeAt));
    await rename(partial, file);
    return { madeAt, file, bytes: (await stat(file)).size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Writes a backup into the folder, keeps the newest ones, and records it (or opens the alert). */
export async function backupToFolder(
  connection: Pick<Connection, "db" | "kind">,
  settings: BackupSettings = backupSettings(),
): Promise<BackupRecord> {
  let backup: BackupRecord;
  try {
    backup = await writeFile(connection, settings.dir);
  } catch (error) {
    await noteFailure(connection.db, "backup", `The backup into ${settings.dir} failed: ${describeError(error)}`).catch(
      (alertError: unknown) => logError("The backup alert could not be recorded", alertError),
    );
    throw error;
  }
  await pruneBackups(settings.dir, settings.keep);
  await recordBackup(connection.db, backup);
  await noteSuccess(connection.db, "backup");
  return backup;
}
