// Metrics and traces: without OTEL_EXPORTER_OTLP_ENDPOINT the SDK is never loaded and nothing is
// wrapped; with one (a fake OTLP/HTTP collector here) the shop's four counters arrive from the code
// that counts them, the database's queries arrive as spans on PGlite and Postgres, and no span
// carries a query string.
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { trace } from "@opentelemetry/api";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { openPostgres } from "@/db/connect";
import { deliverQueuedEmails, queueEmail } from "@/lib/email/outbox";
import { describeEachDatabase } from "../helpers/database";
import { fakeCollector } from "../helpers/otlp-collector";
import { PGLITE_EMPTY_TEMPLATE } from "../helpers/template";
import { item, pickupBody, placePaidOrder, postCheckout, stockedProduct } from "../helpers/checkout";

describe("without OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  it("never loads the SDK, leaves the database's client as it is, and counts and traces nothing", async () => {
    let loaded = false;
    vi.doMock("@/lib/telemetry-sdk", () => {
      loaded = true;
      return {};
    });
    vi.resetModules();
    try {
      const telemetry = await import("@/lib/telemetry");
      const { pgliteClient, postgresClient } = await import("@/db/query-spans");
      expect(await telemetry.startTelemetry({})).toBe(false);
      expect(await telemetry.startTelemetry({ OTEL_EXPORTER_OTLP_ENDPOINT: " " })).toBe(false);
      telemetry.count("shop.orders.paid", { provider: "test" });
      expect(await telemetry.inSpan("SELECT", {}, async () => 42)).toBe(42);
      expect(telemetry.tracing()).toBe(false);
      const pglite = {} as PGlite;
      const postgres = {} as Parameters<typeof postgresClient>[0];
      expect(pgliteClient(pglite)).toBe(pglite);
      expect(postgresClient(postgres)).toBe(postgres);
      expect(loaded).toBe(false);
    } finally {
      vi.doUnmock("@/lib/telemetry-sdk");
      vi.resetModules();
    }
  });
});

describe("with a collector", () => {
  let collector: Awaited<ReturnType<typeof fakeCollector>>;
  let telemetry: typeof import("@/lib/telemetry");

  beforeAll(async () => {
    collector = await fakeCollector();
    vi.stubEnv("OTEL_EXPORTER_OTLP_ENDPOINT", collector.url);
    vi.stubEnv("SERVER_ID", "web-7");
    telemetry = await import("@/lib/telemetry");
    expect(await telemetry.startTelemetry()).toBe(true);
    expect(telemetry.tracing()).toBe(true);
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await collector.close();
  });

  describeEachDatabase("what the shop counts", (context) => {
    it("counts a paid order, a refused checkout, a failed e-mail and a refused webhook", async () => {
      const product = await stockedProduct(context.db, 5);
      await placePaidOrder(context.db, pickupBody([item(product.id, 1)]));
      const refused = await postCheckout(pickupBody([item("no-such-product", 1)]));
      expect(refused.body).toMatchObject({ success: false, code: "unknown_product" });
      const settings = {
        from: "shop@example.com",
        storeInbox: "shop@example.com",
        resendApiKey: "re_telemetry",
        resendBaseUrl: undefined,
      };
      const email = { kind: "test", to: "someone@example.com", subject: "Hello", html: "<p>Hi</p>", text: "Hi" };
      await queueEmail(context.db, { ...email, dedupeKey: `telemetry-${context.kind}` }, settings);
      const outage = { send: () => Promise.reject(new Error("The e-mail service is down")) };
      vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        expect((await deliverQueuedEmails(context.db, { settings, sender: outage })).failed).toBe(1);
      } finally {
        vi.mocked(console.error).mockRestore();
      }
      // Stripe on for the webhook only: the checkouts above pay on the test page.
      vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_telemetry");
      vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_telemetry");
      const forged = await stripeWebhook(
        new Request("http://shop.test/api/webhooks/stripe", {
          method: "POST",
          headers: { "stripe-signature": "t=1,v1=forged" },
          body: "{}",
        }),
      );
      vi.stubEnv("STRIPE_SECRET_KEY", undefined);
      vi.stubEnv("STRIPE_WEBHOOK_SECRET", undefined);
      expect(forged.status).toBe(400);
    });
  });

  it("sends Next's spans with their addresses' paths only", () => {
    trace
      .getTracer("next.js")
      .startSpan("GET /api/products", { attributes: { "http.target": "/api/products?search=pat%40example.com" } })
      .end();
    trace
      .getTracer("next.js")
      .startSpan("fetch POST https://api.resend.com/emails", {
        attributes: { "http.url": "https://api.resend.com/emails?key=re_x" },
      })
      .end();
  });

  it("sends queries as spans from PGlite and Postgres, inside transactions too, without their values", async () => {
    const { pgliteClient } = await import("@/db/query-spans");
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(PGLITE_EMPTY_TEMPLATE)]) });
    const db = drizzle({ client: pgliteClient(client) });
    await db.execute(sql`select ${"pat@example.com"}::text as email`);
    await db.transaction((tx) => tx.execute(sql`select 2 as inside`));
    await expect(db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    await client.close();
    if (process.env.TEST_DATABASE_URL) {
      const connection = await openPostgres(process.env.TEST_DATABASE_URL, { max: 2 });
      await connection.db.execute(sql`select 3 as on_postgres`);
      await connection.db.transaction((tx) => tx.execute(sql`select 4 as inside_postgres`));
      await connection.close();
    }
  });

  it("has sent all of it to the collector, named by service and server", async () => {
    const shared = globalThis as { __shopTelemetry?: { shutdown(): Promise<void> } };
    await shared.__shopTelemetry!.shutdown();
    delete shared.__shopTelemetry;
    const spans = collector.spans();
    expect(spans[0]!.resource).toMatchObject({ "service.name": "appliance-shop", "service.instance.id": "web-7" });
    const queries = spans.map((span) => span.attributes["db.query.text"]);
    expect(queries).toContain("select $1::text as email");
    expect(queries).toContain("select 2 as inside");
    expect(collector.text()).not.toMatch(/pat@example\.com|pat%40example|re_x/);
    expect(spans.find((span) => span.name === "GET /api/products")!.attributes["http.target"]).toBe("/api/products");
    expect(spans.find((span) => span.name.startsWith("fetch POST"))!.attributes["http.url"]).toBe(
      "https://api.resend.com/emails",
    );
    const failed = spans.find((span) => span.attributes["db.query.text"] === "select * from no_such_table");
    expect(failed).toMatchObject({ name: "SELECT", status: 2, attributes: { "error.type": "42P01" } });
    if (process.env.TEST_DATABASE_URL) {
      expect(queries).toContain("select 3 as on_postgres");
      expect(queries).toContain("select 4 as inside_postgres");
      // The checkout's own queries, on the suite's Postgres database (opened while tracing).
      expect(spans.some((span) => span.name === "INSERT")).toBe(true);
    }
    const counted = collector.counters();
    expect(counted.get("shop.orders.paid")).toContainEqual(expect.objectContaining({ provider: "test" }));
    expect(counted.get("shop.checkouts.refused")).toContainEqual(expect.objectContaining({ code: "unknown_product" }));
    expect(counted.get("shop.emails.failed")).toContainEqual(expect.objectContaining({ kind: "test" }));
    expect(counted.get("shop.webhooks.failed")).toContainEqual(expect.objectContaining({ reason: "signature" }));
  });
});
