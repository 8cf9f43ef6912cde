// POST /api/ops/backup: writes a backup of the whole shop into BACKUP_DIR now and answers its file.
// npm run backup calls it when the embedded database is open in this server (no other process may
// open it); a scheduler may call it with "Authorization: Bearer CRON_SECRET"; anyone else is refused.
import { getConnection } from "@/db/client";
import { answer, failure, success } from "@/lib/http/answer";
import { internalCallAllowed } from "@/lib/internal-call";
import { backupToFolder } from "@/lib/ops/backup-folder";

export async function POST(request: Request) {
  if (!internalCallAllowed(request.headers.get("authorization"))) {
    return failure(401, "Send Authorization: Bearer CRON_SECRET to make a backup");
  }
  return answer(
    "Backup",
    async () => {
      const backup = await backupToFolder(await getConnection());
      return success({ file: backup.file, bytes: backup.bytes, madeAt: backup.madeAt.toISOString() });
    },
    { failureMessage: "The backup failed; the server log says why" },
  );
}
