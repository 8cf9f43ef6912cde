// Alerts that reach a person, on both databases: e-mails failing 5 times in a row, webhooks refused
// or failing 5 times in a row, a failed backup and a sweep that stopped each open their alert and
// send the store one e-mail (not one per failure, not one per server, at most one per kind in 12
// hours); a success closes the alert; the minute check writes the nightly backup once.
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import type { Db } from "@/db/connect";
import { emailMessages, opsAlerts } from "@/db/schema";
import type { EmailSettings } from "@/lib/email/email-settings";
import { deliverQueuedEmails, queueEmail } from "@/lib/email/outbox";
import { openAlerts, sendAlertEmails } from "@/lib/ops/alerts";
import { backupToFolder } from "@/lib/ops/backup-folder";
import { opsCheck } from "@/lib/ops/ops-timer";
import { readUpkeep, recordBackup, recordSweep } from "@/lib/ops/upkeep";
import { describeEachDatabase } from "@/tests/helpers/database";

/** Settings with Resend "configured", so messages wait for a sender; the sender is given per call. */
const RESEND: EmailSettings = {
  from: "Shop <shop@example.com>",
  storeInbox: "staff@example.com",
  resendApiKey: "re_test",
  resendBaseUrl: undefined,
};
/** Settings without Resend: an alert e-mail is stored in the outbox for staff to read. */
const STORED: EmailSettings = { ...RESEND, resendApiKey: null };

const failing = { send: async () => Promise.reject(new Error("Resend said 500")) };
const working = { send: async () => ({ id: "msg_1" }) };

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "shop-alerts-test-"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function alertKinds(db: Db): Promise<string[]> {
  return (await openAlerts(db)).map((alert) => alert.kind);
}

async function alertEmails(db: Db): Promise<{ to: string; subject: string; text: string }[]> {
  return db
    .select({ to: emailMessages.toAddress, subject: emailMessages.subject, text: emailMessages.text })
    .from(emailMessages)
    .where(eq(emailMessages.kind, "ops-alert"));
}

let sent = 0;
async function queueOne(db: Db): Promise<void> {
  sent += 1;
  await queueEmail(
    db,
    { dedupeKey: `alert-test:${sent}`, kind: "test", to: "a@example.com", subject: "S", html: "<p>H</p>", text: "T" },
    RESEND,
  );
}

describeEachDatabase("Alerts", (context) => {
  beforeEach(async () => {
    await context.db.delete(opsAlerts);
    await context.db.delete(emailMessages);
  });

  it("e-mails failing 5 times in a row send the store one e-mail; a sent e-mail closes the alert", async () => {
    await queueOne(context.db);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await deliverQueuedEmails(context.db, { settings: RESEND, sender: failing });
    }
    expect(await alertKinds(context.db)).toEqual([]);
    await deliverQueuedEmails(context.db, { settings: RESEND, sender: failing });
    const [alert] = await openAlerts(context.db);
    expect(alert).toMatchObject({ kind: "email", title: "E-mails are not going out" });
    expect(alert!.failures).toBe(5);
    expect(alert!.detail).toContain("Resend said 500");

    // Two servers checking at once, and again a minute later: one e-mail.
    const queued = await Promise.all([sendAlertEmails(context.db, STORED), sendAlertEmails(context.db, STORED)]);
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await sendAlertEmails(context.db, STORED)).toBe(0);
    const emails = await alertEmails(context.db);
    expect(emails).toEqual([
      expect.objectContaining({ to: "staff@example.com", subject: "Shop alert: E-mails are not going out" }),
    ]);
    expect(emails[0]!.text).toContain("Resend said 500");

    await queueOne(context.db);
    await deliverQueuedEmails(context.db, { settings: RESEND, sender: working });
    expect(await alertKinds(context.db)).toEqual([]);
  });

  it("an alert that opens again within 12 hours is shown but not e-mailed again; after, it is", async () => {
    await backupToFolder(context.database, { dir: "/dev/null/backups", keep: 1 }).catch(() => {});
    expect(await sendAlertEmails(context.db, STORED)).toBe(1);
    await backupToFolder(context.database, { dir: path.join(folder, `again-${context.kind}`), keep: 1 });
    expect(await alertKinds(context.db)).toEqual([]);
    await backupToFolder(context.database, { dir: "/dev/null/backups", keep: 1 }).catch(() => {});
    expect(await alertKinds(context.db)).toEqual(["backup"]);
    expect(await sendAlertEmails(context.db, STORED)).toBe(0);
    await context.db.update(opsAlerts).set({ notifiedAt: sql`now() - interval '13 hours'` });
    expect(await sendAlertEmails(context.db, STORED)).toBe(1);
    expect(await alertEmails(context.db)).toHaveLength(2);
  });

  it("a failed backup opens the backup alert with what went wrong", async () => {
    const blocked = path.join(folder, `file-${context.kind}`);
    await writeFile(blocked, "not a folder");
    await expect(backupToFolder(context.database, { dir: blocked, keep: 1 })).rejects.toThrow();
    const [alert] = await openAlerts(context.db);
    expect(alert).toMatchObject({ kind: "backup", title: "The backup failed", failures: 1 });
    expect(alert!.detail).toContain(blocked);
  });

  it("Stripe webhooks refused 5 times in a row open the alert; a handled event closes it", async () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_fake");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_alert_test");
    try {
      const payload = JSON.stringify({
        id: "evt_alert",
        object: "event",
        type: "customer.created",
        data: { object: {} },
      });
      const post = (secret: string) =>
        webhookRoute(
          new Request("http://shop.test/api/webhooks/stripe", {
            method: "POST",
            headers: {
              "stripe-signature": new Stripe("sk_test_fake").webhooks.generateTestHeaderString({ payload, secret }),
            },
            body: payload,
          }),
        );
      for (let call = 0; call < 4; call += 1) expect((await post("whsec_wrong")).status).toBe(400);
      expect(await alertKinds(context.db)).toEqual([]);
      expect((await post("whsec_wrong")).status).toBe(400);
      expect(await alertKinds(context.db)).toEqual(["webhook"]);
      expect((await post("whsec_alert_test")).status).toBe(200);
      expect(await alertKinds(context.db)).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("the minute check opens the sweep alert after 10 minutes without a sweep and closes it when one runs", async () => {
    const dir = path.join(folder, `sweep-${context.kind}`);
    const now = new Date();
    const startedAt = new Date(now.getTime() - 11 * 60_000);
    // A recent backup, so the check writes none.
    await recordBackup(context.db, { madeAt: now, file: "/elsewhere/shop.sql.gz", bytes: 1 });
    await recordSweep(context.db, new Date(now.getTime() - 9 * 60_000));
    await opsCheck(context.database, { startedAt, now, backups: { dir, keep: 1 } });
    expect(await alertKinds(context.db)).toEqual([]);

    await recordSweep(context.db, new Date(now.getTime() - 11 * 60_000));
    await opsCheck(context.database, { startedAt, now, backups: { dir, keep: 1 } });
    expect(await alertKinds(context.db)).toEqual(["sweep"]);
    expect((await alertEmails(context.db)).map((email) => email.subject)).toEqual([
      "Shop alert: The order sweep has stopped",
    ]);
    await opsCheck(context.database, { startedAt, now, backups: { dir, keep: 1 } });
    expect(await alertEmails(context.db)).toHaveLength(1);

    await recordSweep(context.db, now);
    await opsCheck(context.database, { startedAt, now, backups: { dir, keep: 1 } });
    expect(await alertKinds(context.db)).toEqual([]);
  });

  it("the minute check writes the nightly backup once after 3 AM store time", async () => {
    const dir = path.join(folder, `nightly-${context.kind}`);
    // 3:30 AM in Reynoldsburg (EST, UTC-5), the last backup the evening before.
    const now = new Date("2026-01-15T08:30:00Z");
    await recordSweep(context.db, now);
    await recordBackup(context.db, { madeAt: new Date("2026-01-15T02:00:00Z"), file: "/x.sql.gz", bytes: 1 });
    const startedAt = new Date("2026-01-14T00:00:00Z");
    await opsCheck(context.database, { startedAt, now: new Date("2026-01-15T07:59:00Z"), backups: { dir, keep: 5 } });
    expect((await readUpkeep(context.db)).lastBackup?.file).toBe("/x.sql.gz");
    await opsCheck(context.database, { startedAt, now, backups: { dir, keep: 5 } });
    const made = (await readUpkeep(context.db)).lastBackup!;
    expect(path.dirname(made.file)).toBe(dir);
    await opsCheck(context.database, { startedAt, now, backups: { dir, keep: 5 } });
    expect(await readdir(dir)).toHaveLength(1);
  });
});
