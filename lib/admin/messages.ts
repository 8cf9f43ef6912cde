// Staff mail: the contact-form inbox (read, mark handled, reply through the outbox, each reply
// shown on its message), the outbox of every e-mail the shop sent or stored (with "send again"),
// and the test e-mail, which sends the order confirmation with sample values to an address staff
// choose. A reply and the test e-mail go out at once; when they cannot, they wait in the Outbox
// and the answer says so.
import "server-only";
import { randomUUID } from "node:crypto";
import { asc, desc, eq, isNotNull, isNull, like, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { contactMessages, emailMessages, type ContactMessage, type EmailMessage } from "@/db/schema";
import { orderConfirmationEmail, storeOrderNotificationEmail } from "@/emails/render";
import { emailSettings } from "@/lib/email/email-settings";
import { deliverQueuedEmails, queueEmail } from "@/lib/email/outbox";
import { sendNow, type EmailOutcome } from "@/lib/orders/order-emails";
import type { OrderView } from "@/lib/orders/order-view";
import { priceOrder } from "@/lib/pricing";
import { logError } from "@/lib/log";
import { STORE } from "@/lib/store";
import type { NoticeCode } from "./notices";
import { readPage, type Paged } from "./paging";

export const TEST_EMAIL_MESSAGES = {
  missing: "Please enter a test email address",
  invalid: "Please enter a valid email address",
  failed: "Failed to send test email",
} as const;

export const TEST_EMAIL_TYPES = { confirmation: "confirmation", notification: "store notification" } as const;

export async function listContactMessages(db: Db, { handled }: { handled: boolean }): Promise<ContactMessage[]> {
  return db
    .select()
    .from(contactMessages)
    .where(handled ? isNotNull(contactMessages.handledAt) : isNull(contactMessages.handledAt))
    .orderBy(handled ? desc(contactMessages.handledAt) : asc(contactMessages.createdAt))
    .limit(200);
}

export async function getContactMessage(db: Db, id: number): Promise<ContactMessage | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}

export async function markHandled(db: Db, id: number, handled: boolean): Promise<void> {
  await db
    .update(contactMessages)
    .set({ handledAt: handled ? sql`now()` : null })
    .where(eq(contactMessages.id, id));
}

export const replySchema = z.object({
  subject: z.string().trim().min(1, "Subject is required").max(200, "Subject must be at most 200 characters"),
  body: z.string().trim().min(1, "Write a reply").max(10_000, "The reply must be at most 10,000 characters"),
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The start of the dedupe key of every reply to contact message `id`: how its replies are found. */
const replyKeyPrefix = (id: number) => `contact-reply:${id}:`;

/**
 * Replies to a contact message by e-mail (through the outbox), marks it handled and sends the
 * reply at once; answers whether it went or is stored in the Outbox.
 */
export async function replyToMessage(
  db: Db,
  message: ContactMessage,
  reply: z.output<typeof replySchema>,
): Promise<EmailOutcome> {
  const dedupeKey = `${replyKeyPrefix(message.id)}${randomUUID()}`;
  await db.transaction(async (tx) => {
    await queueEmail(tx, {
      dedupeKey,
      kind: "contact_reply",
      to: message.email,
      replyTo: STORE.email,
      subject: reply.subject,
      text: `${reply.body}\n\n${STORE.name} · ${STORE.phone}`,
      html: `<div style="font-family:Arial,sans-serif;font-size:14px;line-height:22px">${escapeHtml(reply.body).replace(/\n/g, "<br>")}<p style="color:#64748b">${escapeHtml(STORE.name)} · ${escapeHtml(STORE.phone)}</p></div>`,
    });
    await tx
      .update(contactMessages)
      .set({ handledAt: sql`now()` })
      .where(eq(contactMessages.id, message.id));
  });
  return sendNow(db, dedupeKey);
}

/** The replies staff sent to contact message `id`, oldest first, as stored in the outbox. */
export async function listReplies(db: Db, id: number): Promise<EmailMessage[]> {
  return db
    .select()
    .from(emailMessages)
    .where(like(emailMessages.dedupeKey, `${replyKeyPrefix(id)}%`))
    .orderBy(asc(emailMessages.id));
}

export async function listOutbox(db: Db, page = 1): Promise<Paged<EmailMessage>> {
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(emailMessages);
  return readPage(page, count?.total ?? 0, ({ limit, offset }) =>
    db.select().from(emailMessages).orderBy(desc(emailMessages.id)).limit(limit).offset(offset),
  );
}

export async function getOutboxMessage(db: Db, id: number): Promise<EmailMessage | null> {
  const [row] = await db.select().from(emailMessages).where(eq(emailMessages.id, id)).limit(1);
  return row ?? null;
}

/**
 * Sends a message again: with Resend it is queued afresh (attempts reset) and delivered now;
 * without, it stays in the outbox. Answers the notice that says which.
 */
export async function sendAgain(db: Db, id: number): Promise<NoticeCode> {
  if (!emailSettings().resendApiKey) return "email-no-sender";
  const updated = await db
    .update(emailMessages)
    .set({ status: "pending", attempts: 0, lastError: null, provider: "resend" })
    .where(eq(emailMessages.id, id))
    .returning({ id: emailMessages.id });
  if (updated.length === 0) return "email-not-sent";
  await deliverQueuedEmails(db);
  const message = await getOutboxMessage(db, id);
  return message?.status === "sent" ? "email-sent-again" : "email-not-sent";
}

/** The sample order of the test e-mail: one 1299.99 appliance, 2-year warranty, $45 delivery. */
export function sampleOrder(email: string): OrderView {
  const breakdown = priceOrder(
    [
      {
        productId: "sample-refrigerator",
        name: "Samsung 28 cu. ft. French Door Refrigerator",
        unitPriceCents: 129999,
        quantity: 1,
        warrantyId: "2year",
      },
    ],
    { type: "delivery", feeCents: 4500, haulAwayUnits: 0, stairFlights: 0 },
  );
  const now = new Date().toISOString();
  const line = breakdown.lines[0]!;
  const totals = { ...breakdown, lines: undefined };
  delete totals.lines;
  return {
    id: "sample",
    orderNumber: "RA-TEST0000",
    status: "paid",
    statusLabel: "Confirmed",
    testPayment: true,
    createdAt: now,
    paidAt: now,
    customer: { email, name: "Test Customer", phone: STORE.phone },
    fulfillment: "delivery",
    delivery: {
      line1: STORE.address.street,
      line2: null,
      city: STORE.address.city,
      state: STORE.address.state,
      postalCode: STORE.address.zip,
      miles: 5,
      distanceSource: "estimated",
      requested: null,
      scheduled: null,
      haulAwayUnits: 0,
      stairFlights: 0,
    },
    items: [
      {
        productId: line.productId,
        name: line.name,
        brand: "Samsung",
        modelNumber: "RF28T5001SR",
        category: "refrigerator",
        image: null,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        merchandiseCents: line.merchandiseCents,
        warrantyId: "2year",
        warrantyLabel: "2-Year Protection",
        warrantyYears: 2,
        warrantyUnitCents: line.warrantyUnitCents,
        warrantyCents: line.warrantyCents,
        lineTotalCents: line.lineTotalCents,
      },
    ],
    totals,
    refundedCents: 0,
    history: [],
  };
}

export const testEmailSchema = z.object({
  email: z.string().trim().min(1, TEST_EMAIL_MESSAGES.missing).max(254).email(TEST_EMAIL_MESSAGES.invalid),
  type: z.enum(["confirmation", "notification"]).catch("confirmation"),
});

/**
 * What became of the test e-mail: sent; stored in the Outbox because no sender is set (`ok`, not
 * `sent`); refused by the e-mail service (stored too, with its reason); or not written at all.
 * `id` is the stored message, to read in the Outbox.
 */
type TestEmailResult =
  { ok: true; sent: boolean; message: string; id: number } | { ok: false; message: string; id?: number };

/**
 * Sends (or, without Resend, stores) a test e-mail; the answer is the spec's success or error
 * text, or says it is stored in the Outbox, also when writing it failed (the error is logged).
 */
export async function sendTestEmail(db: Db, input: z.output<typeof testEmailSchema>): Promise<TestEmailResult> {
  try {
    return await writeTestEmail(db, input);
  } catch (error) {
    logError("Test e-mail failed", error);
    return { ok: false, message: TEST_EMAIL_MESSAGES.failed };
  }
}

async function writeTestEmail(db: Db, input: z.output<typeof testEmailSchema>): Promise<TestEmailResult> {
  const order = sampleOrder(input.email);
  const rendered =
    input.type === "confirmation"
      ? await orderConfirmationEmail(order)
      : await storeOrderNotificationEmail(order, "paid");
  const dedupeKey = `test-email:${randomUUID()}`;
  await queueEmail(db, { dedupeKey, kind: `test_${input.type}`, to: input.email, replyTo: STORE.email, ...rendered });
  const outcome = await sendNow(db, dedupeKey);
  const [message] = await db.select().from(emailMessages).where(eq(emailMessages.dedupeKey, dedupeKey)).limit(1);
  if (!message) return { ok: false, message: TEST_EMAIL_MESSAGES.failed };
  const name = `Test ${TEST_EMAIL_TYPES[input.type]} email`;
  if (outcome === "sent") return { ok: true, sent: true, message: `${name} sent successfully`, id: message.id };
  if (message.status === "failed") {
    return {
      ok: false,
      message: `${TEST_EMAIL_MESSAGES.failed}: ${message.lastError ?? "the e-mail service refused it"}. It is stored in the Outbox`,
      id: message.id,
    };
  }
  return {
    ok: true,
    sent: false,
    message: `${name} not sent: it is stored in the Outbox${message.status === "stored" ? " (no RESEND_API_KEY is set)" : ""}`,
    id: message.id,
  };
}
