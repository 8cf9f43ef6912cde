// The shop's upkeep as every server reads it: when the order sweep last ran and which backup was
// made last, kept in app_meta (a backup restored brings back the record of the one before it).
import { inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/connect";
import { appMeta } from "@/db/schema";

const LAST_SWEEP = "last_sweep_at";
const LAST_BACKUP = "last_backup";

export interface BackupRecord {
  /** When the backup's snapshot was taken. */
  madeAt: Date;
  /** The file's full path on the machine that wrote it. */
  file: string;
  bytes: number;
}

export interface Upkeep {
  lastSweepAt: Date | null;
  lastBackup: BackupRecord | null;
}

async function record(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}

export function recordSweep(db: Db, at: Date = new Date()): Promise<void> {
  return record(db, LAST_SWEEP, at.toISOString());
}

export function recordBackup(db: Db, backup: BackupRecord): Promise<void> {
  return record(db, LAST_BACKUP, JSON.stringify({ ...backup, madeAt: backup.madeAt.toISOString() }));
}

export async function readUpkeep(db: Db): Promise<Upkeep> {
  const rows = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(inArray(appMeta.key, [LAST_SWEEP, LAST_BACKUP]));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const sweep = value(LAST_SWEEP);
  const backup = value(LAST_BACKUP);
  const parsed = backup ? (JSON.parse(backup) as { madeAt: string; file: string; bytes: number }) : null;
  return {
    lastSweepAt: sweep ? new Date(sweep) : null,
    lastBackup: parsed ? { ...parsed, madeAt: new Date(parsed.madeAt) } : null,
  };
}
