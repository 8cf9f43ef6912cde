// /admin/team: the owner's page for the shop's staff accounts: who can sign in, with which role,
// adding an account, and the most staff accounts may refund on one order.
import type { Metadata } from "next";
import { AdminNotice } from "@/components/admin/admin-notice";
import { AddAccountForm } from "@/components/admin/team-forms";
import { TeamList } from "@/components/admin/team-list";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { getDb } from "@/db/client";
import { readNotice } from "@/lib/admin/notices";
import { listTeam } from "@/lib/admin/staff-accounts";
import { staffRefundLimitCents } from "@/lib/admin/staff-roles";
import { centsToDecimalText } from "@/lib/money";
import { requireStaff } from "../require-staff";
import { addAccountAction, setRefundLimitAction } from "./actions";

export const metadata: Metadata = { title: "Team" };

export default async function TeamPage({ searchParams }: PageProps<"/admin/team">) {
  const staff = await requireStaff("manage-accounts");
  const params = await searchParams;
  const notice = readNotice(params.notice);
  const db = await getDb();
  const [members, limitCents] = await Promise.all([listTeam(db), staffRefundLimitCents(db)]);
  const typedLimit = typeof params.limit === "string" ? params.limit.slice(0, 40) : null;
  return (
    <div className="space-y-6">
      {notice && <AdminNotice {...notice} />}
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">Team</h1>
        <p className="text-sm text-muted-foreground">
          Everyone who signs in to the staff area. Open an account to change its name or role, set a new password, or
          disable it (its sessions end at once).
        </p>
      </div>
      <TeamList members={members} you={staff.accountId} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">Add an account</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <AddAccountForm add={addAccountAction} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">Refund limit for staff</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-sm text-muted-foreground">
            The most staff accounts may refund on one order, all their refunds on it counted together (splitting a
            refund in two does not get round it). Beyond that, an owner refunds.
          </p>
          <form action={setRefundLimitAction} className="flex flex-wrap items-end gap-2">
            <label className="space-y-1.5">
              <span className="block text-sm font-medium">Limit in dollars</span>
              <Input
                name="limit"
                inputMode="decimal"
                defaultValue={typedLimit ?? centsToDecimalText(limitCents)}
                className="w-36"
                aria-invalid={typedLimit !== null ? true : undefined}
              />
            </label>
            <Button type="submit" variant="outline">
              Save limit
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
