// Alerts that reach a person: the open ones (db/alert-state.ts counts the failures) for the staff
// dashboard, and one e-mail to the store's address when a kind's alert opens, not one per failure:
// at most one per kind every 12 hours, however often it closes and opens again meanwhile. The
// e-mail goes through the outbox like every other and is handed to Resend at once (the sweep,
// which usually sends queued e-mails, may be what stopped).
import "server-only";
import { asc, isNotNull, sql } from "drizzle-orm";
import type { AlertKind } from "@/db/alert-state";
import type { Db } from "@/db/connect";
import { opsAlerts } from "@/db/schema";
import { opsAlertEmail } from "@/emails/render";
import { emailSettings, type EmailSettings } from "@/lib/email/email-settings";
import { deliverQueuedEmails, queueEmail } from "@/lib/email/outbox";

/** How long after an alert e-mail the same kind stays quiet. */
export const ALERT_QUIET_HOURS = 12;

const ALERT_TEXT: Record<AlertKind, { title: string; advice: string }> = {
  email: {
    title: "E-mails are not going out",
    advice:
      "Resend refused the last e-mails. Check RESEND_API_KEY, EMAIL_FROM and the sending domain in Resend; the outbox in the staff area shows each message and its error, and failed ones are tried up to 5 times.",
  },
  webhook: {
    title: "Stripe webhooks are failing",
    advice:
      "Stripe's calls to /api/webhooks/stripe were refused or failed several times in a row, so paid orders may not be marked paid. Check that STRIPE_WEBHOOK_SECRET is the endpoint's signing secret in Stripe's dashboard, and the server log; Stripe retries events for three days.",
  },
  backup: {
    title: "The backup failed",
    advice:
      "Check that BACKUP_DIR has room and that the server may write there, and the server log; then run npm run backup and check that it succeeds.",
  },
  sweep: {
    title: "The order sweep has stopped",
    advice:
      "Unpaid holds are not going back on the shelf and queued e-mails are not sent. Check that the shop's server is running and its log.",
  },
};

export interface OpenAlert {
  kind: AlertKind;
  title: string;
  advice: string;
  detail: string | null;
  failures: number;
  openedAt: Date;
}

function described(row: typeof opsAlerts.$inferSelect): OpenAlert {
  const kind = row.kind as AlertKind;
  return {
    kind,
    ...ALERT_TEXT[kind],
    detail: row.lastError,
    failures: row.failures,
    openedAt: row.openedAt!,
  };
}

export async function openAlerts(db: Db): Promise<OpenAlert[]> {
  const rows = await db.select().from(opsAlerts).where(isNotNull(opsAlerts.openedAt)).orderBy(asc(opsAlerts.openedAt));
  return rows.map(described);
}

/**
 * Queues one e-mail for each open alert the store has not heard of in the last 12 hours and sends
 * what is waiting. Each alert is claimed with a conditional update, so with several servers only
 * one sends it. Returns how many alert e-mails were queued.
 */
export async function sendAlertEmails(db: Db, settings: EmailSettings = emailSettings()): Promise<number> {
  const queued = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(opsAlerts)
      .set({ notifiedAt: sql`now()` })
      .where(
        sql`${opsAlerts.openedAt} is not null and (${opsAlerts.notifiedAt} is null or ${opsAlerts.notifiedAt} < now() - make_interval(hours => ${ALERT_QUIET_HOURS}))`,
      )
      .returning();
    for (const row of claimed) {
      const alert = described(row);
      await queueEmail(
        tx,
        {
          dedupeKey: `ops-alert:${row.kind}:${row.notifiedAt!.toISOString()}`,
          kind: "ops-alert",
          to: settings.storeInbox,
          ...(await opsAlertEmail(alert)),
        },
        settings,
      );
    }
    return claimed.length;
  });
  if (queued > 0) await deliverQueuedEmails(db, { settings });
  return queued;
}
