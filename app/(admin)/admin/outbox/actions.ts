"use server";

// Outbox actions: the test e-mail and "send again". Each checks the staff session itself.
import { redirect } from "next/navigation";
import type { TestEmailState } from "@/components/admin/test-email-form";
import { getDb } from "@/db/client";
import { sendAgain, sendTestEmail, testEmailSchema } from "@/lib/admin/messages";
import { requireStaff } from "../require-staff";
import { submittedForm } from "@/lib/admin/submitted-form";

export async function sendTestEmailAction(_previous: TestEmailState, posted: FormData): Promise<TestEmailState> {
  await requireStaff();
  const form = submittedForm(posted);
  const email = String(form.get("email") ?? "").slice(0, 300);
  const parsed = testEmailSchema.safeParse({ email, type: form.get("type") });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message, email };
  return { ...(await sendTestEmail(await getDb(), parsed.data)), email };
}

export async function sendAgainAction(posted: FormData): Promise<void> {
  await requireStaff();
  const form = submittedForm(posted);
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id)) redirect("/admin/outbox");
  redirect(`/admin/outbox/${id}?${new URLSearchParams({ notice: await sendAgain(await getDb(), id) })}`);
}
