// Who e-mails come from and go to, and whether Resend delivers them (RESEND_API_KEY) or they stay
// in the outbox table for staff to read.
import "server-only";
import { STORE } from "@/lib/store";

export interface EmailSettings {
  from: string;
  /** Where new-order notifications go. */
  storeInbox: string;
  resendApiKey: string | null;
  /** Resend's API address; RESEND_BASE_URL points it elsewhere (e.g. a local fake in tests). */
  resendBaseUrl: string | undefined;
}

export function emailSettings(env: NodeJS.ProcessEnv = process.env): EmailSettings {
  return {
    from: env.EMAIL_FROM?.trim() || `${STORE.name} <${STORE.email}>`,
    storeInbox: env.STORE_NOTIFICATION_EMAIL?.trim() || STORE.email,
    resendApiKey: env.RESEND_API_KEY?.trim() || null,
    resendBaseUrl: env.RESEND_BASE_URL?.trim() || undefined,
  };
}
