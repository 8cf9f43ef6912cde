// /admin/inbox/{id}: one contact message, a reply by e-mail, and "mark handled".
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Check, Undo2 } from "lucide-react";
import { ReplyForm } from "@/components/admin/reply-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { getContactMessage } from "@/lib/admin/messages";
import { requireStaff } from "../../require-staff";
import { formatStaffTime } from "@/lib/admin/staff-time";
import { CONTACT_CATEGORY_LABELS } from "@/lib/contact/contact-schema";
import { STORE } from "@/lib/store";
import { markHandledAction, replyAction } from "../actions";

export const metadata: Metadata = { title: "Message" };

export default async function InboxMessagePage({ params }: PageProps<"/admin/inbox/[id]">) {
  await requireStaff();
  const id = Number((await params).id);
  const message = Number.isSafeInteger(id) ? await getContactMessage(await getDb(), id) : null;
  if (!message) notFound();
  return (
    <div className="space-y-4">
      <Link href="/admin/inbox" className="text-sm underline">
        Back to the inbox
      </Link>
      <h1 className="text-2xl font-bold">{message.subject || "(no subject)"}</h1>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">From</dt>
        <dd>
          {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
          {message.phone ? ` · ${message.phone}` : ""}
        </dd>
        <dt className="text-muted-foreground">About</dt>
        <dd>{CONTACT_CATEGORY_LABELS[message.category]}</dd>
        <dt className="text-muted-foreground">Received</dt>
        <dd>{formatStaffTime(message.createdAt)}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>{message.handledAt ? `Handled ${formatStaffTime(message.handledAt)}` : "Open"}</dd>
      </dl>
      <p className="rounded-lg border bg-white p-4 whitespace-pre-wrap">{message.message}</p>
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
