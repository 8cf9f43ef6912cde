// /admin/team/{id}: one staff account for the owner: its name and role, a new password, and
// disabling it (which ends its sessions at once) or enabling it again.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft, UserCheck, UserX } from "lucide-react";
import { AdminNotice } from "@/components/admin/admin-notice";
import { AccountDetailsForm, PasswordResetForm } from "@/components/admin/team-forms";
import { AccountState } from "@/components/admin/team-list";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { readNotice } from "@/lib/admin/notices";
import { getTeamMember } from "@/lib/admin/staff-accounts";
import { formatStaffTime } from "@/lib/admin/staff-time";
import { requireStaff } from "../../require-staff";
import { resetPasswordAction, saveAccountAction, setDisabledAction } from "../actions";

export const metadata: Metadata = { title: "Staff account" };

export default async function TeamMemberPage({ params, searchParams }: PageProps<"/admin/team/[id]">) {
  const staff = await requireStaff("manage-accounts");
  const member = await getTeamMember(await getDb(), Number((await params).id));
  if (!member) notFound();
  const notice = readNotice((await searchParams).notice);
  const yours = member.id === staff.accountId;
  return (
    <div className="max-w-2xl space-y-6">
      {notice && <AdminNotice {...notice} />}
      <Link href="/admin/team" className="inline-flex items-center gap-1 text-sm hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Team
      </Link>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold break-words">{member.displayName}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span className="font-mono">{member.username}</span>
          <AccountState member={member} />
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Last sign-in</dt>
          <dd>{member.lastSignedInAt ? formatStaffTime(member.lastSignedInAt) : "Never"}</dd>
          <dt className="text-muted-foreground">Password set</dt>
          <dd>{member.passwordChangedAt ? formatStaffTime(member.passwordChangedAt) : "Unknown"}</dd>
          {member.lockedUntil && (
            <>
              <dt className="text-muted-foreground">New browsers wait until</dt>
              <dd>{formatStaffTime(member.lockedUntil)}</dd>
            </>
          )}
          {member.disabledAt && (
            <>
              <dt className="text-muted-foreground">Disabled</dt>
              <dd>{formatStaffTime(member.disabledAt)}</dd>
            </>
          )}
        </dl>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">Name and role</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <AccountDetailsForm
            key={`${member.displayName}:${member.role}`}
            id={member.id}
            displayName={member.displayName}
            role={member.role}
            save={saveAccountAction}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">Set a new password</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-sm text-muted-foreground">
            For a forgotten password. The account&apos;s sessions end{yours ? ", except this one" : ""}; its browsers
            sign in again with the new password.
          </p>
          <PasswordResetForm id={member.id} reset={resetPasswordAction} />
        </CardContent>
      </Card>
      {!yours && (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-lg">{member.disabledAt ? "Enable the account" : "Disable the account"}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <p className="text-sm text-muted-foreground">
              {member.disabledAt
                ? "It can sign in again with its password."
                : "It cannot sign in, and its sessions end at once. Its history entries stay as they are."}
            </p>
            <form action={setDisabledAction}>
              <input type="hidden" name="id" value={member.id} />
              <input type="hidden" name="disable" value={member.disabledAt ? "false" : "true"} />
              <Button type="submit" variant={member.disabledAt ? "outline" : "destructive"}>
                {member.disabledAt ? <UserCheck aria-hidden="true" /> : <UserX aria-hidden="true" />}
                {member.disabledAt ? "Enable account" : "Disable account"}
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
