// The e-mail outbox: messages are written in the same transaction as what caused them (so none is
// lost and none is written twice), then delivered by Resend when it is configured. Without Resend
// they stay "stored" for staff to read in the admin.
import "server-only";
import { and, asc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { noteFailure, noteSuccess } from "@/db/alert-state";
import type { Db } from "@/db/client";
import { emailMessages, type EmailMessage } from "@/db/schema";
import type { Tx } from "@/db/transaction";
import { emailSettings, type EmailSettings } from "./email-settings";
import { resendSender, type EmailSender } from "./resend-sender";
import { describeError, logError } from "@/lib/log";
import { count } from "@/lib/telemetry";

export interface QueuedEmail {
  /** One message per purpose, e.g. "order-confirmation:{orderId}". */
  dedupeKey: string;
  kind: string;
  orderId?: string | null;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
}

const MAX_ATTEMPTS = 5;
/** A message left "sending" this long (the process died mid-send) is tried again. */
const STALE_SENDING_MS = 10 * 60 * 1000;
const BATCH = 20;

/** Writes the message unless one with the same dedupe key exists; true when it was new. */
export async function queueEmail(
  tx: Tx | Db,
  email: QueuedEmail,
  settings: EmailSettings = emailSettings(),
): Promise<boolean> {
  const viaResend = settings.resendApiKey !== null;
  const inserted = await tx
    .insert(emailMessages)
    .values({
      dedupeKey: email.dedupeKey,
      kind: email.kind,
      orderId: email.orderId ?? null,
      toAddress: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      html: email.html,
      text: email.text,
      status: viaResend ? "pending" : "stored",
      provider: viaResend ? "resend" : "outbox",
    })
    .onConflictDoNothing({ target: emailMessages.dedupeKey })
    .returning({ id: emailMessages.id });
  return inserted.length > 0;
}

function claimable(now: Date) {
  return or(
    and(inArray(emailMessages.status, ["pending", "failed"]), lt(emailMessages.attempts, MAX_ATTEMPTS)),
    and(
      eq(emailMessages.status, "sending"),
      lt(emailMessages.lastAttemptAt, new Date(now.getTime() - STALE_SENDING_MS)),
    ),
  );
}

/** Takes one message for this process with a conditional update; null when another took it. */
async function claim(db: Db, message: EmailMessage, now: Date): Promise<EmailMessage | null> {
  const [claimed] = await db
    .update(emailMessages)
    .set({ status: "sending", attempts: sql`${emailMessages.attempts} + 1`, lastAttemptAt: now })
    .where(and(eq(emailMessages.id, message.id), claimable(now)))
    .returning();
  return claimed ?? null;
}

/**
 * Sends what is waiting (Resend only). Failures are recorded on the message and retried later, and
 * counted in a row for the e-mail alert (a sent message starts the count again).
 */
export async function deliverQueuedEmails(
  db: Db,
  { settings = emailSettings(), sender }: { settings?: EmailSettings; sender?: EmailSender } = {},
): Promise<{ sent: number; failed: number }> {
  if (!settings.resendApiKey) return { sent: 0, failed: 0 };
  const transport = sender ?? resendSender(settings.resendApiKey, settings.resendBaseUrl);
  const now = new Date();
  const waiting = await db
    .select()
    .from(emailMessages)
    .where(claimable(now))
    .orderBy(asc(emailMessages.id))
    .limit(BATCH);
  let sent = 0;
  let failed = 0;
  for (const candidate of waiting) {
    const message = await claim(db, candidate, now);
    if (!message) continue;
    try {
      const { id } = await transport.send({
        from: settings.from,
        to: message.toAddress,
        replyTo: message.replyTo,
        subject: message.subject,
        html: message.html,
        text: message.text,
        idempotencyKey: message.dedupeKey,
      });
      await db
        .update(emailMessages)
        .set({ status: "sent", providerMessageId: id, sentAt: new Date(), lastError: null })
        .where(eq(emailMessages.id, message.id));
      await noteSuccess(db, "email");
      sent += 1;
    } catch (error) {
      logError(`E-mail ${message.dedupeKey} could not be sent`, error);
      count("shop.emails.failed", { kind: message.kind });
      await db
        .update(emailMessages)
        .set({ status: "failed", lastError: (error as Error).message.slice(0, 500) })
        .where(eq(emailMessages.id, message.id));
      await noteFailure(db, "email", `A ${message.kind} e-mail could not be sent: ${describeError(error)}`);
      failed += 1;
    }
  }
  return { sent, failed };
}

/** E-mails still to go out (waiting, being sent, or failed with tries left) and the oldest one's time. */
export async function outboxBacklog(db: Db): Promise<{ waiting: number; oldestAt: Date | null }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      oldestAt: sql`min(${emailMessages.createdAt})`.mapWith(emailMessages.createdAt),
    })
    .from(emailMessages)
    .where(
      or(
        inArray(emailMessages.status, ["pending", "sending"]),
        and(eq(emailMessages.status, "failed"), lt(emailMessages.attempts, MAX_ATTEMPTS)),
      ),
    );
  return { waiting: row?.waiting ?? 0, oldestAt: row?.oldestAt ?? null };
}
