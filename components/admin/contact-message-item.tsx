// One contact-form message in a staff list (the inbox, a customer's page): subject, what it is
// about, who wrote and when, and the start of the message, opening the message in the inbox.
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { ContactMessage } from "@/db/schema";
import { formatStaffTime } from "@/lib/admin/staff-time";
import { CONTACT_CATEGORY_LABELS } from "@/lib/contact/contact-schema";

export function ContactMessageItem({
  message,
  sender,
  state,
}: {
  message: ContactMessage;
  /** Names who wrote (a customer's page knows). */
  sender: boolean;
  /** Says whether it is open or handled (the inbox's tabs say it). */
  state: boolean;
}) {
  return (
    <li className="p-4">
      <Link href={`/admin/inbox/${message.id}`} className="block space-y-1 hover:underline">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{message.subject || "(no subject)"}</span>
          <Badge variant="secondary">{CONTACT_CATEGORY_LABELS[message.category]}</Badge>
          {state && <Badge variant="outline">{message.handledAt ? "Handled" : "Open"}</Badge>}
        </span>
        <span className="block text-sm break-words text-muted-foreground">
          {sender && `${message.name} · ${message.email} · `}
          {formatStaffTime(message.createdAt)}
        </span>
        <span className="line-clamp-2 block text-sm break-words">{message.message}</span>
      </Link>
    </li>
  );
}
