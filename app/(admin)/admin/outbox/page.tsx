// /admin/outbox: every e-mail the shop sent or stored, newest first.
import type { Metadata } from "next";
import Link from "next/link";
import { EmailStatusBadge } from "@/components/admin/email-status";
import { Pager } from "@/components/admin/pager";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { getDb } from "@/db/client";
import { listOutbox } from "@/lib/admin/messages";
import { readPageNumber } from "@/lib/admin/paging";
import { requireStaff } from "../require-staff";
import { emailSettings } from "@/lib/email/email-settings";
import { formatStaffTime } from "@/lib/admin/staff-time";

export const metadata: Metadata = { title: "Outbox" };

export default async function OutboxPage({ searchParams }: PageProps<"/admin/outbox">) {
  await requireStaff();
  const { rows, total, pageCount, page } = await listOutbox(await getDb(), readPageNumber((await searchParams).page));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Outbox</h1>
      <p className="text-sm text-muted-foreground">
        {emailSettings().resendApiKey
          ? "E-mails are delivered by Resend; failed ones are retried and can be sent again."
          : "No Resend key is set: e-mails are stored here and nobody receives them."}{" "}
        {total} in all.
      </p>
      <div className="overflow-x-auto rounded-lg border bg-white">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>To</TableHead>
              <TableHead>Subject</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Attempts</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((message) => (
              <TableRow key={message.id}>
                <TableCell className="whitespace-nowrap">{formatStaffTime(message.createdAt)}</TableCell>
                <TableCell>{message.toAddress}</TableCell>
                <TableCell>
                  <Link href={`/admin/outbox/${message.id}`} className="hover:underline">
                    {message.subject}
                  </Link>
                </TableCell>
                <TableCell>
                  <EmailStatusBadge status={message.status} />
                </TableCell>
                <TableCell className="text-right">{message.attempts}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {rows.length === 0 && <p className="p-6 text-center text-muted-foreground">No e-mails yet.</p>}
      </div>
      <Pager page={page} pageCount={pageCount} href={(n) => `/admin/outbox?page=${n}`} />
    </div>
  );
}
