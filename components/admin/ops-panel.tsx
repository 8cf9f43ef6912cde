// The dashboard's upkeep panel: when the last backup was made (a warning when there is none or it is
// older than two days) and the open alerts, each with what it last said and what to check.
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatStaffTime } from "@/lib/admin/staff-time";
import { formatFileSize } from "@/lib/format-text";
import type { OpsStatus } from "@/lib/ops/status";

function Warning({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-medium">{title}</p>
        {children}
      </div>
    </li>
  );
}

export function OpsPanel({ status }: { status: OpsStatus }) {
  const { lastBackup, backupOld, alerts } = status;
  const backupLine = lastBackup
    ? `Last backup ${formatStaffTime(lastBackup.madeAt)} (${formatFileSize(lastBackup.bytes)})`
    : "No backup has been made yet";
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Backups and alerts</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3" data-testid="ops-panel">
          {backupOld ? (
            <Warning title={backupLine}>
              <p className="text-sm text-muted-foreground">
                Backups are written every night; none for two days means they have stopped. Run npm run backup on the
                server and check the server log.
              </p>
            </Warning>
          ) : (
            <li className="flex items-center gap-3 text-green-800">
              <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
              {backupLine}
            </li>
          )}
          {alerts.map((alert) => (
            <Warning key={alert.kind} title={`${alert.title} (since ${formatStaffTime(alert.openedAt)})`}>
              <p className="text-sm text-muted-foreground">{alert.advice}</p>
              {alert.detail && <p className="mt-1 text-sm break-words">Last: {alert.detail}</p>}
            </Warning>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
