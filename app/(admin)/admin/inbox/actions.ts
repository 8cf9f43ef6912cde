"use server";

// Inbox actions: mark a contact message handled (or back to open) and reply by e-mail, coming
// back to the message, where the reply shows, with whether it was sent or is stored in the
// Outbox. Each checks the staff session itself.
import { redirect } from "next/navigation";
import type { ReplyState } from "@/components/admin/reply-form";
import { getDb } from "@/db/client";
import { getContactMessage, markHandled, replySchema, replyToMessage } from "@/lib/admin/messages";
import { requireStaff } from "../require-staff";
import { submittedForm } from "@/lib/admin/submitted-form";

export async function markHandledAction(posted: FormData): Promise<void> {
  await requireStaff();
  const form = submittedForm(posted);
  const id = Number(form.get("id"));
  const handled = form.get("handled") === "true";
  if (Number.isSafeInteger(id)) await markHandled(await getDb(), id, handled);
  redirect(`/admin/inbox?notice=${handled ? "message-handled" : "message-reopened"}`);
}

export async function replyAction(_previous: ReplyState, posted: FormData): Promise<ReplyState> {
  await requireStaff();
  const form = submittedForm(posted);
  const values = { subject: String(form.get("subject") ?? ""), body: String(form.get("body") ?? "") };
  const id = Number(form.get("id"));
  const db = await getDb();
  const message = Number.isSafeInteger(id) ? await getContactMessage(db, id) : null;
  if (!message) return { ...values, error: "Message not found" };
  const parsed = replySchema.safeParse(values);
  if (!parsed.success) return { ...values, error: parsed.error.issues[0]!.message };
  const email = await replyToMessage(db, message, parsed.data);
  redirect(`/admin/inbox/${message.id}?notice=${email === "sent" ? "reply-sent" : "reply-stored"}`);
}
