// /admin: the sign-in form (which comes back to ?next=, the page asked for), or for signed-in staff
// the dashboard: counts, backups and alerts, setup checklist, test e-mail, catalogue export and the
// first ten products.
import type { Metadata } from "next";
import Link from "next/link";
import { AdminNotice } from "@/components/admin/admin-notice";
import { Dashboard } from "@/components/admin/dashboard";
import { OpsPanel } from "@/components/admin/ops-panel";
import { LoginForm } from "@/components/admin/login-form";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { dashboardFigures, firstProducts, setupChecklist } from "@/lib/admin/dashboard";
import { readNotice } from "@/lib/admin/notices";
import { returnPath } from "@/lib/admin/return-path";
import { feedCounts } from "@/lib/feeds/feed-source";
import { currentStaff } from "@/lib/admin/session";
import { opsStatus } from "@/lib/ops/status";
import { loginAction } from "./actions";
import { sendTestEmailAction } from "./outbox/actions";

export const metadata: Metadata = { title: "Dashboard" };

export default async function AdminPage({ searchParams }: PageProps<"/admin">) {
  const params = await searchParams;
  const notice = readNotice(params.notice);
  const staff = await currentStaff();
  if (!staff) {
    const next = returnPath(Array.isArray(params.next) ? params.next[0] : params.next);
    return (
      <div className="mx-auto max-w-sm space-y-4">
        {notice && <AdminNotice {...notice} />}
        {next && <p className="rounded-md border bg-white px-4 py-2 text-sm">Sign in to open that page.</p>}
        <Card>
          <CardHeader>
            <CardTitle>
              <h1 className="text-xl">Staff sign-in</h1>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <LoginForm login={loginAction} next={next} />
          </CardContent>
        </Card>
        <p className="text-center text-sm text-muted-foreground">
          <Link href="/" className="underline">
            Back to the shop
          </Link>
        </p>
      </div>
    );
  }
  const db = await getDb();
  const [figures, products, feeds, ops] = await Promise.all([
    dashboardFigures(db),
    firstProducts(db),
    feedCounts(db),
    opsStatus(db),
  ]);
  return (
    <div className="space-y-6">
      {notice && <AdminNotice {...notice} />}
      <Dashboard
        figures={figures}
        products={products}
        checklist={setupChecklist(process.env, feeds)}
        feeds={feeds}
        operations={<OpsPanel status={ops} />}
        sendTestEmail={sendTestEmailAction}
      />
    </div>
  );
}
