// What an operator checks at a glance, for /api/health and the staff dashboard: when the order
// sweep last ran (late after 10 minutes), when the last backup was made (old after two days), and
// the open alerts.
import "server-only";
import type { Db } from "@/db/connect";
import { openAlerts, type OpenAlert } from "./alerts";
import { readUpkeep, type BackupRecord } from "./upkeep";

/** The sweep runs every minute; this long without one means it has stopped. */
export const SWEEP_LATE_MS = 10 * 60_000;
/** Backups are nightly; one older than this means they have stopped. */
const BACKUP_OLD_MS = 2 * 24 * 60 * 60_000;

export interface OpsStatus {
  lastSweepAt: Date | null;
  sweepLate: boolean;
  lastBackup: BackupRecord | null;
  /** No backup yet, or the last is older than two days. */
  backupOld: boolean;
  alerts: OpenAlert[];
}

export async function opsStatus(db: Db, now: Date = new Date()): Promise<OpsStatus> {
  const [upkeep, alerts] = await Promise.all([readUpkeep(db), openAlerts(db)]);
  const age = (at: Date | undefined) => (at ? now.getTime() - at.getTime() : Infinity);
  return {
    lastSweepAt: upkeep.lastSweepAt,
    sweepLate: upkeep.lastSweepAt !== null && age(upkeep.lastSweepAt) > SWEEP_LATE_MS,
    lastBackup: upkeep.lastBackup,
    backupOld: age(upkeep.lastBackup?.madeAt) > BACKUP_OLD_MS,
    alerts,
  };
}
