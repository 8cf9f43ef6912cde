// /admin/outbox/{id}: one e-mail as the recipient sees it (in a sandboxed frame: no scripts, no
// access to the staff page), its plain text, status and attempts, and "send again".
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { RotateCw } from "lucide-react";
import { AdminNotice } from "@/components/admin/admin-notice";
import { EmailStatusBadge } from "@/components/admin/email-status";
import { Button } from "@/components/ui/button";
import { getDb } from "@/db/client";
import { getOutboxMessage } from "@/lib/admin/messages";
import { readNotice } from "@/lib/admin/notices";
import { requireStaff } from "../../require-staff";
import { formatStaffTime } from "@/lib/admin/staff-time";
import { sendAgainAction } from "../actions";

export const metadata: Metadata = { title: "E-mail" };

export default async function OutboxMessagePage({ params, searchParams }: PageProps<"/admin/outbox/[id]">) {
  await requireStaff();
  const id = Number((await params).id);
  const message = Number.isSafeInteger(id) ? await getOutboxMessage(await getDb(), id) : null;
  if (!message) notFound();
  const notice = readNotice((await searchParams).notice);
  return (
    <div className="space-y-4">
      {notice && <AdminNotice {...notice} />}
      <Link href="/admin/outbox" className="text-sm underline">
        Back to the outbox
      </Link>
      <h1 className="text-2xl font-bold">{message.subject}</h1>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">To</dt>
        <dd>{message.toAddress}</dd>
        <dt className="text-muted-foreground">Reply to</dt>
        <dd>{message.replyTo ?? "—"}</dd>
        <dt className="text-muted-foreground">Written</dt>
        <dd>{formatStaffTime(message.createdAt)}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <EmailStatusBadge status={message.status} /> after {message.attempts} attempt
          {message.attempts === 1 ? "" : "s"}
          {message.sentAt ? `, sent ${formatStaffTime(message.sentAt)}` : ""}
        </dd>
        {message.lastError && (
          <>
            <dt className="text-muted-foreground">Last error</dt>
            <dd className="text-destructive">{message.lastError}</dd>
          </>
        )}
      </dl>
      <form action={sendAgainAction}>
        <input type="hidden" name="id" value={message.id} />
        <Button type="submit" variant="outline">
          <RotateCw aria-hidden="true" />
          Send again
        </Button>
      </form>
      <iframe
        title={`E-mail: ${message.subject}`}
        srcDoc={message.html}
        sandbox=""
        className="h-[640px] w-full rounded-lg border bg-white"
      />
      <details className="rounded-lg border bg-white p-4">
        <summary className="cursor-pointer font-medium">Plain text</summary>
        <pre className="mt-3 text-sm whitespace-pre-wrap">{message.text}</pre>
      </details>
    </div>
  );
}
