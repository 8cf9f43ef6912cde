// Stores a contact-form message and queues the store's notification in the same transaction (so
// neither is lost without the other), then hands the e-mail to Resend when it is configured.
import "server-only";
import type { Db } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { contactNotificationEmail } from "@/emails/render";
import { emailSettings, type EmailSettings } from "@/lib/email/email-settings";
import { deliverQueuedEmails, queueEmail } from "@/lib/email/outbox";
import type { ContactValues } from "./contact-schema";
import { logError } from "@/lib/log";

export async function submitContactMessage(
  db: Db,
  message: ContactValues,
  settings: EmailSettings = emailSettings(),
): Promise<{ id: number }> {
  const body = await contactNotificationEmail(message);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: message.name,
        email: message.email,
        phone: message.phone || null,
        subject: message.subject || null,
        category: message.category,
        message: message.message,
      })
      .returning({ id: contactMessages.id });
    await queueEmail(
      tx,
      {
        dedupeKey: `contact:${row!.id}`,
        kind: "contact-notification",
        to: settings.storeInbox,
        replyTo: message.email,
        ...body,
      },
      settings,
    );
    return row!.id;
  });
  // Delivery problems are recorded on the outbox row and retried by the sweep; the message is saved.
  await deliverQueuedEmails(db, { settings }).catch((error) => logError("Contact e-mail delivery failed", error));
  return { id };
}
