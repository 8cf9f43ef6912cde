// /admin/outbox: every e-mail the shop sent or stored, newest first.
import type { Metadata } from "next";
import Link from "next/link";
import { EmailStatusBadge } from "@/components/admin/email-status";
import { Pager } from "@/components/admin/pager";
import { StackedCell, StackedRow, StackedTable } from "@/components/admin/stacked-table";
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
      <StackedTable
        columns={[
          { label: "When" },
          { label: "To" },
          { label: "Subject" },
          { label: "Status" },
          { label: "Attempts", className: "text-right" },
        ]}
        empty={rows.length === 0 ? "No e-mails yet." : null}
        testId="outbox-list"
      >
        {rows.map((message) => (
          <StackedRow key={message.id} testId="outbox-row">
            <StackedCell className="whitespace-nowrap max-md:col-span-2 max-md:row-start-3 max-md:text-xs max-md:text-muted-foreground">
              {formatStaffTime(message.createdAt)}
            </StackedCell>
            <StackedCell className="break-all max-md:row-start-2 max-md:text-muted-foreground">
              {message.toAddress}
            </StackedCell>
            <StackedCell className="min-w-0 max-md:row-start-1">
              <Link href={`/admin/outbox/${message.id}`} className="break-words hover:underline max-md:font-medium">
                {message.subject}
              </Link>
            </StackedCell>
            <StackedCell className="max-md:col-start-2 max-md:row-start-1 max-md:text-right">
              <EmailStatusBadge status={message.status} />
            </StackedCell>
            <StackedCell className="text-right tabular-nums max-md:col-start-2 max-md:row-start-2 max-md:text-xs max-md:text-muted-foreground">
              <span className="md:hidden">Attempts: </span>
              {message.attempts}
            </StackedCell>
          </StackedRow>
        ))}
      </StackedTable>
      <Pager page={page} pageCount={pageCount} href={(n) => `/admin/outbox?page=${n}`} />
    </div>
  );
}
