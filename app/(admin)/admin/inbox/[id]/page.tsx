// /admin/inbox/{id}: one contact message, the replies staff sent (each with whether it went or
// waits in the Outbox), a reply by e-mail, and "mark handled".
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Check, Undo2 } from "lucide-react";
import { AdminNotice } from "@/components/admin/admin-notice";
import { EmailStatusBadge } from "@/components/admin/email-status";
import { ReplyForm } from "@/components/admin/reply-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { customerHref } from "@/lib/admin/customers";
import { getContactMessage, listReplies } from "@/lib/admin/messages";
import { readNotice } from "@/lib/admin/notices";
import { requireStaff } from "../../require-staff";
import { formatStaffTime } from "@/lib/admin/staff-time";
import { CONTACT_CATEGORY_LABELS } from "@/lib/contact/contact-schema";
import { formatPhone, telHref } from "@/lib/phone";
import { STORE } from "@/lib/store";
import { markHandledAction, replyAction } from "../actions";

export const metadata: Metadata = { title: "Message" };

export default async function InboxMessagePage({ params, searchParams }: PageProps<"/admin/inbox/[id]">) {
  await requireStaff();
  const db = await getDb();
  const id = Number((await params).id);
  const message = Number.isSafeInteger(id) ? await getContactMessage(db, id) : null;
  if (!message) notFound();
  const replies = await listReplies(db, message.id);
  const notice = readNotice((await searchParams).notice);
  return (
    <div className="space-y-4">
      {notice && <AdminNotice {...notice} />}
      <Link href="/admin/inbox" className="text-sm underline">
        Back to the inbox
      </Link>
      <h1 className="text-2xl font-bold">{message.subject || "(no subject)"}</h1>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">From</dt>
        <dd>
          {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
          {message.phone && (
            <>
              {" · "}
              <a href={telHref(message.phone)}>{formatPhone(message.phone)}</a>
            </>
          )}{" "}
          ·{" "}
          <Link href={customerHref(message.email)} className="underline">
            Customer page
          </Link>
        </dd>
        <dt className="text-muted-foreground">About</dt>
        <dd>{CONTACT_CATEGORY_LABELS[message.category]}</dd>
        <dt className="text-muted-foreground">Received</dt>
        <dd>{formatStaffTime(message.createdAt)}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>{message.handledAt ? `Handled ${formatStaffTime(message.handledAt)}` : "Open"}</dd>
      </dl>
      <p className="rounded-lg border bg-white p-4 whitespace-pre-wrap">{message.message}</p>
      {replies.length > 0 && (
        <section aria-labelledby="replies" className="space-y-3">
          <h2 id="replies" className="text-lg font-semibold">
            {replies.length === 1 ? "Reply" : `Replies (${replies.length})`}
          </h2>
          {replies.map((reply) => (
            <article key={reply.id} className="space-y-2 rounded-lg border bg-slate-50 p-4" data-testid="message-reply">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">{reply.subject}</span>
                <EmailStatusBadge status={reply.status} />
                <span className="text-muted-foreground">
                  {formatStaffTime(reply.sentAt ?? reply.createdAt)} ·{" "}
                  <Link href={`/admin/outbox/${reply.id}`} className="underline">
                    In the outbox
                  </Link>
                </span>
              </p>
              <p className="text-sm whitespace-pre-wrap">{reply.text}</p>
            </article>
          ))}
        </section>
      )}
      <form action={markHandledAction}>
        <input type="hidden" name="id" value={message.id} />
        <input type="hidden" name="handled" value={message.handledAt ? "false" : "true"} />
        <Button type="submit" variant="outline">
          {message.handledAt ? <Undo2 aria-hidden="true" /> : <Check aria-hidden="true" />}
          {message.handledAt ? "Move back to open" : "Mark handled"}
        </Button>
      </form>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">Reply by e-mail</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ReplyForm
            id={message.id}
            subject={`Re: ${message.subject || `your message to ${STORE.name}`}`}
            reply={replyAction}
          />
        </CardContent>
      </Card>
    </div>
  );
}
