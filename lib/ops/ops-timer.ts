// Every minute, on one app server at a time: opens the sweep alert when the order sweep has not run
// for 10 minutes (and closes it when it runs again), writes the nightly backup once one is due
// (the first check after 3 AM store time that finds none made since), and e-mails the store about
// alerts that opened.
import "server-only";
import { sql } from "drizzle-orm";
import { noteFailure, noteSuccess } from "@/db/alert-state";
import { getConnection } from "@/db/client";
import { queryRows, type Connection } from "@/db/connect";
import { runAlone } from "@/db/run-alone";
import { logError } from "@/lib/log";
import { sendAlertEmails } from "./alerts";
import { announceServer } from "./backup-call";
import { backupSettings, backupToFolder, type BackupSettings } from "./backup-folder";
import { SWEEP_LATE_MS } from "./status";
import { readUpkeep } from "./upkeep";

const INTERVAL_MS = 60_000;

/** Whether `since` is before the last 3 AM in the store's time zone, at `now`. */
async function backupDue(connection: Pick<Connection, "db">, since: Date, now: Date): Promise<boolean> {
  const [row] = await queryRows<{ due: boolean }>(
    connection.db,
    sql`select ${since.toISOString()}::timestamptz < (date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'America/New_York' - interval '3 hours') + interval '3 hours') at time zone 'America/New_York' as due`,
  );
  return Boolean(row?.due);
}

/**
 * One check. `startedAt` is when this server began checking: a database that has never recorded
 * a sweep or a backup counts from then.
 */
export async function opsCheck(
  connection: Pick<Connection, "db" | "kind">,
  {
    startedAt,
    now = new Date(),
    backups = backupSettings(),
  }: { startedAt: Date; now?: Date; backups?: BackupSettings },
): Promise<void> {
  const { db } = connection;
  await runAlone(connection, "ops-check", async () => {
    const upkeep = await readUpkeep(db);
    const since = Math.max(upkeep.lastSweepAt?.getTime() ?? 0, startedAt.getTime());
    if (now.getTime() - since > SWEEP_LATE_MS) {
      const last = upkeep.lastSweepAt ? `last ran at ${upkeep.lastSweepAt.toISOString()}` : "has not run";
      await noteFailure(db, "sweep", `The order sweep ${last}.`);
    } else {
      await noteSuccess(db, "sweep");
    }
    if (await backupDue(connection, upkeep.lastBackup?.madeAt ?? startedAt, now)) {
      // A failure opens the backup alert (backupToFolder notes it); the next check tries again.
      await backupToFolder(connection, backups).catch((error: unknown) => logError("The nightly backup failed", error));
    }
    await sendAlertEmails(db);
  });
}

const globalState = globalThis as typeof globalThis & { __opsTimer?: NodeJS.Timeout };

/**
 * Starts the minute checks. With the embedded database, also leaves the note by which
 * npm run backup asks this server for a backup (no other process may open the database).
 */
export function startOpsTimer(port: string | number): void {
  if (globalState.__opsTimer) return;
  const startedAt = new Date();
  getConnection()
    .then((connection) => {
      if (connection.kind === "pglite") announceServer(connection.location, port);
    })
    .catch((error: unknown) => logError("The backup note could not be written", error));
  globalState.__opsTimer = setInterval(() => {
    getConnection()
      .then((connection) => opsCheck(connection, { startedAt }))
      .catch((error: unknown) => logError("The operations check failed", error));
  }, INTERVAL_MS);
  globalState.__opsTimer.unref();
}
