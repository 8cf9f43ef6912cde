// The shop's staff accounts as the owner sees them: one row per account (a card on a phone), with
// its role, whether it is active, waiting after failed sign-ins or disabled, and its last sign-in.
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { ROLE_LABELS } from "@/lib/admin/staff-account-form";
import type { TeamMember } from "@/lib/admin/staff-accounts";
import { formatStaffTime } from "@/lib/admin/staff-time";

export function AccountState({ member }: { member: TeamMember }) {
  if (member.disabledAt) return <Badge variant="destructive">Disabled</Badge>;
  if (member.lockedUntil) return <Badge variant="secondary">Waiting after failed sign-ins</Badge>;
  return <Badge variant="outline">Active</Badge>;
}

export function TeamList({ members, you }: { members: TeamMember[]; you: number }) {
  return (
    <ul className="divide-y rounded-lg border bg-white" data-testid="team-list">
      {members.map((member) => (
        <li
          key={member.id}
          data-testid="team-member"
          className="grid gap-1 p-4 sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-4"
        >
          <div className="min-w-0">
            <Link href={`/admin/team/${member.id}`} className="font-medium hover:underline">
              {member.displayName}
            </Link>
            {member.id === you && <span className="text-sm text-muted-foreground"> (you)</span>}
            <p className="truncate font-mono text-sm text-muted-foreground">{member.username}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={member.role === "owner" ? "default" : "secondary"}>{ROLE_LABELS[member.role]}</Badge>
            <AccountState member={member} />
          </div>
          <p className="text-sm text-muted-foreground sm:text-right sm:whitespace-nowrap">
            {member.lastSignedInAt ? `Last sign-in ${formatStaffTime(member.lastSignedInAt)}` : "Never signed in"}
          </p>
        </li>
      ))}
    </ul>
  );
}
