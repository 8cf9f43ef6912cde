// Failures in a row for each kind of trouble an operator must hear of, kept in the database so every
// app server counts together: a kind's alert opens when its failures in a row reach its limit and
// closes at its next success. lib/ops turns open alerts into an e-mail to the store and the
// dashboard's list; the outbox, the webhook and the backups report here.
import { and, eq, gt, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "./connect";
import { opsAlerts } from "./schema";

/** How many failures in a row open each kind's alert. */
export const ALERT_LIMITS = {
  /** E-mails Resend would not take. */
  email: 5,
  /** Stripe webhook calls refused for their signature or failing while handled. */
  webhook: 5,
  /** A backup that could not be written. */
  backup: 1,
  /** A minute check that found the order sweep last ran more than 10 minutes ago. */
  sweep: 1,
} as const;

export type AlertKind = keyof typeof ALERT_LIMITS;

/** Counts one failure of `kind` (detail: a line without personal data) and opens its alert at its limit. */
export async function noteFailure(db: Db, kind: AlertKind, detail: string): Promise<void> {
  const limit = ALERT_LIMITS[kind];
  const lastError = detail.slice(0, 500);
  await db
    .insert(opsAlerts)
    .values({ kind, failures: 1, lastError, openedAt: limit <= 1 ? sql`now()` : null })
    .onConflictDoUpdate({
      target: opsAlerts.kind,
      set: {
        failures: sql`${opsAlerts.failures} + 1`,
        lastError,
        openedAt: sql`coalesce(${opsAlerts.openedAt}, case when ${opsAlerts.failures} + 1 >= ${limit} then now() end)`,
        updatedAt: sql`now()`,
      },
    });
}

/** A success of `kind`: its failures in a row start again from zero and its alert closes. */
export async function noteSuccess(db: Db, kind: AlertKind): Promise<void> {
  // Only a kind with something to clear is written, so a success costs one indexed read.
  await db
    .update(opsAlerts)
    .set({ failures: 0, lastError: null, openedAt: null, updatedAt: sql`now()` })
    .where(and(eq(opsAlerts.kind, kind), or(gt(opsAlerts.failures, 0), isNotNull(opsAlerts.openedAt))));
}
