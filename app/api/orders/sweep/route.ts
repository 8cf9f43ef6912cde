// POST /api/orders/sweep: closes lapsed payment holds (putting their units back), sends e-mails
// that are waiting, and finishes refunds left pending (lib/admin/pending-refunds.ts, a job of its
// own, so a slow payment provider never holds up the rest). The server calls it every minute
// itself (lib/checkout/sweep-timer.ts); an external cron may call it too with "Authorization:
// Bearer CRON_SECRET"; anyone else is refused. Running it more often changes nothing, and with
// several app servers on one database only one sweeps at a time (the others answer `swept:
// false`) and only one finishes refunds. Each sweep is recorded: /api/health shows when the last
// ran, and the store hears of it when none has run for 10 minutes.
import { getConnection } from "@/db/client";
import { runAlone } from "@/db/run-alone";
import { deliverQueuedEmails } from "@/lib/email/outbox";
import { expireLapsedHolds } from "@/lib/checkout/expire-holds";
import { answer, failure, success, tooMany } from "@/lib/http/answer";
import { takeLimit } from "@/lib/http/rate-limit";
import { dbHitCounter } from "@/db/hit-counter";
import { internalCallAllowed } from "@/lib/internal-call";
import { recordSweep } from "@/lib/ops/upkeep";
import { finishPendingRefunds } from "@/lib/admin/pending-refunds";

// Only the server's own timer and a scheduler holding CRON_SECRET get this far.
const LIMIT = { name: "sweep", limit: 12, windowMs: 60_000 };

export async function POST(request: Request) {
  if (!internalCallAllowed(request.headers.get("authorization"))) {
    return failure(401, "Send Authorization: Bearer CRON_SECRET to run the sweep");
  }
  const connection = await getConnection();
  const allowed = await takeLimit(dbHitCounter(connection.db), LIMIT, "all");
  if (!allowed.ok) return tooMany("The sweep ran moments ago", allowed.retryAfterSeconds);
  return answer("Order sweep", async () => {
    const sweep = await runAlone(connection, "order-sweep", async () => {
      const done = {
        lapsed: await expireLapsedHolds(connection.db),
        emails: await deliverQueuedEmails(connection.db),
      };
      await recordSweep(connection.db);
      return done;
    });
    const refunds = await runAlone(connection, "pending-refunds", () => finishPendingRefunds(connection.db));
    return success({
      ...(sweep.ran ? { swept: true, ...sweep.value } : { swept: false }),
      ...(refunds.ran && { refunds: refunds.value }),
    });
  });
}
