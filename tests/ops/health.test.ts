// GET /api/health on both databases: the database, the cache broadcast, the outbox backlog, the
// last sweep and the last backup and the open alerts; 503 when the database does not answer or the
// broadcast is not heard, and a late sweep or an old backup reported without taking the server out.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { GET as healthRoute } from "@/app/api/health/route";
import { noteFailure } from "@/db/alert-state";
import { useConnectionForTests } from "@/db/client";
import type { Connection } from "@/db/connect";
import { queueEmail } from "@/lib/email/outbox";
import { backupToFolder } from "@/lib/ops/backup-folder";
import { recordSweep } from "@/lib/ops/upkeep";
import { describeEachDatabase } from "@/tests/helpers/database";

async function health(): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await healthRoute();
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const cacheBus = globalThis as { __shopCacheBus?: unknown };

describeEachDatabase("GET /api/health", (context) => {
  afterEach(() => {
    cacheBus.__shopCacheBus = undefined;
    useConnectionForTests(context.database);
  });

  it("reports the database, the outbox, the last sweep and backup, and the open alerts", async () => {
    const first = await health();
    expect(first).toEqual({
      status: 200,
      body: {
        success: true,
        database: context.kind,
        cache: { kind: "local", connected: true },
        outbox: { waiting: 0, oldestAt: null },
        sweep: { lastAt: null, late: false },
        backup: { lastAt: null, old: true },
        alerts: [],
      },
    });

    await queueEmail(
      context.db,
      { dedupeKey: "health:1", kind: "test", to: "a@example.com", subject: "S", html: "<p>H</p>", text: "T" },
      { from: "a@example.com", storeInbox: "b@example.com", resendApiKey: "re_test", resendBaseUrl: undefined },
    );
    await recordSweep(context.db, new Date(Date.now() - 11 * 60_000));
    const folder = await mkdtemp(path.join(tmpdir(), "shop-health-test-"));
    try {
      const backup = await backupToFolder(context.database, { dir: folder, keep: 1 });
      await noteFailure(context.db, "webhook", "A call had an invalid signature.");
      await noteFailure(context.db, "sweep", "The order sweep last ran 11 minutes ago.");
      const later = await health();
      expect(later.status).toBe(200);
      expect(later.body).toMatchObject({
        outbox: { waiting: 1, oldestAt: expect.any(String) },
        sweep: { lastAt: expect.any(String), late: true },
        backup: { lastAt: backup.madeAt.toISOString(), old: false },
        // The webhook needs 5 failures in a row; the sweep's alert opens at once.
        alerts: ["sweep"],
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("answers 503 when the database does not answer", async () => {
    const down = {
      ...context.database,
      db: { execute: () => Promise.reject(new Error("connection refused")) },
    } as unknown as Connection;
    useConnectionForTests(down);
    expect(await health()).toEqual({
      status: 503,
      body: { success: false, error: "Database unavailable", cache: { kind: "local", connected: true } },
    });
  });

  it("answers 503 while the cache broadcast is not heard, with the rest of the report", async () => {
    cacheBus.__shopCacheBus = { kind: "postgres-notify", connected: false, lastHeartbeatAt: 0 };
    const answer = await health();
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      error: "Cache broadcast not heard",
      database: context.kind,
      outbox: { waiting: expect.any(Number) },
    });
  });
});
