// Delivers an e-mail through Resend's API with the official SDK. The message's dedupe key is sent
// as Resend's Idempotency-Key, so a retry after a crash cannot send it twice.
import "server-only";
import { Resend } from "resend";
import { ShopError } from "@/lib/errors";

export interface OutgoingEmail {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  idempotencyKey: string;
}

export interface EmailSender {
  send(email: OutgoingEmail): Promise<{ id: string }>;
}

export class EmailSendError extends ShopError {
  override name = "EmailSendError";
  constructor(message: string) {
    super(message, 502, "email_unavailable");
  }
}

export function resendSender(apiKey: string, baseUrl?: string): EmailSender {
  const resend = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
  return {
    async send(email) {
      const { data, error } = await resend.emails.send(
        {
          from: email.from,
          to: email.to,
          ...(email.replyTo && { replyTo: email.replyTo }),
          subject: email.subject,
          html: email.html,
          text: email.text,
        },
        { idempotencyKey: email.idempotencyKey },
      );
      if (error || !data) throw new EmailSendError(`Resend refused the e-mail: ${error?.message ?? "no answer"}`);
      return { id: data.id };
    },
  };
}
