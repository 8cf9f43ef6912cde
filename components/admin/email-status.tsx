// An outbox message's status as a coloured badge.
import { Badge } from "@/components/ui/badge";
import type { EmailStatus } from "@/db/enums";
import { cn } from "@/lib/utils";

const STYLES: Record<EmailStatus, string> = {
  pending: "bg-slate-100 text-slate-800",
  sending: "bg-blue-100 text-blue-900",
  sent: "bg-green-100 text-green-900",
  stored: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-900",
};

const LABELS: Record<EmailStatus, string> = {
  pending: "Waiting",
  sending: "Sending",
  sent: "Sent",
  stored: "Stored (not sent)",
  failed: "Failed",
};

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return <Badge className={cn("border-transparent", STYLES[status])}>{LABELS[status]}</Badge>;
}
