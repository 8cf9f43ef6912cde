// Work that must happen once: with several servers on one Postgres, a job runs on one of them at a
// time; a server that finds it running elsewhere skips the round. On the embedded database (one
// process) overlapping rounds in the process are the only thing to keep apart.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { POST as sweepRoute } from "@/app/api/orders/sweep/route";
import { runAlone } from "@/db/run-alone";
import { describeEachDatabase } from "@/tests/helpers/database";

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describeEachDatabase("work that must happen once", (context) => {
  it("a round that is still running makes the next one skip, then it runs again", async () => {
    const gate = deferred();
    let runs = 0;
    const first = runAlone(context.database, "test-job", async () => {
      runs += 1;
      await gate.promise;
      return "first";
    });
    expect(await runAlone(context.database, "test-job", async () => (runs += 1))).toEqual({ ran: false });
    gate.release();
    expect(await first).toEqual({ ran: true, value: "first" });
    expect(await runAlone(context.database, "test-job", async () => "again")).toEqual({ ran: true, value: "again" });
    expect(runs).toBe(1);
  });

  it("a failed round leaves the job free for the next one", async () => {
    await expect(
      runAlone(context.database, "failing-job", async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await runAlone(context.database, "failing-job", async () => 1)).toEqual({ ran: true, value: 1 });
  });

  it("while another server holds the sweep, this one skips it; once released, it sweeps", async () => {
    if (context.kind !== "postgres") return;
    const sweep = async () => {
      const response = await sweepRoute(
        new Request("http://shop.test/api/orders/sweep", {
          method: "POST",
          headers: { authorization: "Bearer another-servers-cron-secret-1234" },
        }),
      );
      return response.json();
    };
    process.env.CRON_SECRET = "another-servers-cron-secret-1234";
    const holding = deferred();
    const held = deferred();
    // Another server's sweep: its own connection holds the job's lock inside a transaction.
    const otherServer = context.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop-job:order-sweep'))`);
      held.release();
      await holding.promise;
    });
    try {
      await held.promise;
      expect(await sweep()).toMatchObject({ success: true, swept: false });
      holding.release();
      await otherServer;
      expect(await sweep()).toMatchObject({ success: true, swept: true });
    } finally {
      holding.release();
      delete process.env.CRON_SECRET;
    }
  });
});
