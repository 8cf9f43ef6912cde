// /admin/inbox: contact-form messages, open ones first (oldest on top), or the handled ones.
import type { Metadata } from "next";
import Link from "next/link";
import { AdminNotice } from "@/components/admin/admin-notice";
import { ContactMessageItem } from "@/components/admin/contact-message-item";
import { getDb } from "@/db/client";
import { listContactMessages } from "@/lib/admin/messages";
import { readNotice } from "@/lib/admin/notices";
import { requireStaff } from "../require-staff";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Inbox" };

export default async function InboxPage({ searchParams }: PageProps<"/admin/inbox">) {
  await requireStaff();
  const params = await searchParams;
  const handled = params.show === "handled";
  const notice = readNotice(params.notice);
  const messages = await listContactMessages(await getDb(), { handled });
  return (
    <div className="space-y-4">
      {notice && <AdminNotice {...notice} />}
      <h1 className="text-2xl font-bold">Inbox</h1>
      <nav aria-label="Messages" className="flex gap-2 text-sm">
        {[
          { href: "/admin/inbox", label: "Open", current: !handled },
          { href: "/admin/inbox?show=handled", label: "Handled", current: handled },
        ].map((tab) => (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={tab.current ? "page" : undefined}
            className={cn("rounded-md border px-3 py-1.5", tab.current ? "bg-slate-900 text-white" : "bg-white")}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {messages.length === 0 ? (
        <p className="rounded-lg border bg-white p-6 text-center text-muted-foreground">
          {handled ? "No handled messages yet." : "No open messages. Nice work."}
        </p>
      ) : (
        <ul className="divide-y rounded-lg border bg-white">
          {messages.map((message) => (
            <ContactMessageItem key={message.id} message={message} sender state={false} />
          ))}
        </ul>
      )}
    </div>
  );
}
