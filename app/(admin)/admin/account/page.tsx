// /admin/account: the signed-in staff member's own account: who they are signed in as, their role,
// and changing their password (their other sessions end, this one stays).
import type { Metadata } from "next";
import { AdminNotice } from "@/components/admin/admin-notice";
import { OwnPasswordForm } from "@/components/admin/own-password-form";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { readNotice } from "@/lib/admin/notices";
import { ROLE_LABELS, ROLE_SUMMARIES } from "@/lib/admin/staff-account-form";
import { requireStaff } from "../require-staff";
import { changeOwnPasswordAction } from "./actions";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage({ searchParams }: PageProps<"/admin/account">) {
  const staff = await requireStaff();
  const notice = readNotice((await searchParams).notice);
  return (
    <div className="max-w-xl space-y-6">
      {notice && <AdminNotice {...notice} />}
      <div className="space-y-2">
        <h1 className="text-2xl font-bold">Your account</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Name</dt>
          <dd>{staff.displayName}</dd>
          <dt className="text-muted-foreground">Username</dt>
          <dd className="font-mono">{staff.username}</dd>
          <dt className="text-muted-foreground">Role</dt>
          <dd>
            {ROLE_LABELS[staff.role]}: {ROLE_SUMMARIES[staff.role]}
          </dd>
        </dl>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">Change your password</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-sm text-muted-foreground">
            Your other sessions (other phones and browsers) end; this one stays signed in.
          </p>
          <OwnPasswordForm change={changeOwnPasswordAction} username={staff.username} />
        </CardContent>
      </Card>
    </div>
  );
}
