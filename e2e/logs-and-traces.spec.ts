// What an operator sees of a running shop: one JSON line per request with the route pattern Next
// matched, its cache answer and no query string, the request's id on its response and on the error
// lines written while it was handled; and, with a collector set, Next's spans for the request, the
// page render and the route handler, the database's queries inside them, a counter, and no query
// string anywhere.
import { fakeCollector, type ReceivedSpan } from "../tests/helpers/otlp-collector";
import { expect, test } from "./test";
import { removeData, startServer, waitForHealth } from "./second-server";

const port = Number(process.env.E2E_PORT ?? 3100) + 95;

test("requests are logged one line each, tagged on their error lines, and traced", async ({ request: api }) => {
  test.setTimeout(180_000);
  const collector = await fakeCollector();
  const server = startServer(port, {
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_BSP_SCHEDULE_DELAY: "200",
    OTEL_METRIC_EXPORT_INTERVAL: "1000",
    SERVER_ID: "e2e-logs",
    STRIPE_SECRET_KEY: "sk_test_logs",
    STRIPE_WEBHOOK_SECRET: "whsec_logs",
  });
  try {
    await waitForHealth(api, server);
    const town = `${server.baseURL}/areas/gahanna`;
    const first = await api.get(town);
    const again = await api.get(town, { headers: { "x-request-id": "lb-e2e-0001" } });
    const search = await api.get(`${server.baseURL}/products?search=pat%40example.com`);
    const missing = await api.get(`${server.baseURL}/no-such-page/at-all`);
    expect(missing.status()).toBe(404);
    const missingId = missing.headers()["x-request-id"]!;
    // The 404 is logged as a warning line while the request is handled: it carries the id.
    await expect.poll(() => server.errors()).toContain(`[request ${missingId}] [404] /no-such-page/at-all`);
    // So is the one a route handler writes: the 404 page's report of a path.
    const report = await api.post(`${server.baseURL}/api/not-found`, { data: { path: "/no-such-page/reported" } });
    expect(report.status()).toBe(204);
    const reportId = report.headers()["x-request-id"]!;
    await expect.poll(() => server.errors()).toContain(`[request ${reportId}] [404] /no-such-page/reported`);
    const forged = await api.post(`${server.baseURL}/api/webhooks/stripe`, {
      headers: { "stripe-signature": "t=1,v1=forged" },
      data: "{}",
    });
    expect(forged.status()).toBe(400);
    // The trusted proxy's id is kept (the test runner plays the proxy).
    expect(again.headers()["x-request-id"]).toBe("lb-e2e-0001");

    // A request slower than a second is written to stderr as a warning: on a busy machine the new
    // server's first page can be.
    const lines = () =>
      `${server.output()}\n${server.errors()}`
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const lineOf = (id: string) => lines().find((line) => line.requestId === id);
    await expect.poll(() => lineOf(forged.headers()["x-request-id"]!)).toBeTruthy();
    expect(lineOf(first.headers()["x-request-id"]!)).toMatchObject({
      method: "GET",
      route: "/areas/[area]",
      status: 200,
      server: "e2e-logs",
    });
    expect(lineOf("lb-e2e-0001")).toMatchObject({ route: "/areas/[area]", cache: "hit" });
    expect(lineOf(search.headers()["x-request-id"]!)).toMatchObject({ route: "/listing/[key]", status: 200 });
    expect(lineOf(forged.headers()["x-request-id"]!)).toMatchObject({
      method: "POST",
      route: "/api/webhooks/stripe",
      status: 400,
    });
    expect(server.output()).not.toMatch(/pat(@|%40)example|gahanna|no-such-page/);

    // A graceful stop sends what is still waiting.
    await new Promise<void>((resolve) => {
      server.process.once("exit", () => resolve());
      server.process.kill("SIGTERM");
    });
    const spans = collector.spans();
    const names = spans.map((span) => span.name);
    expect(names).toContain("GET /areas/[area]");
    expect(names.some((name) => /route \(app\) \/areas\/\[area\]/.test(name))).toBe(true);
    expect(names).toContain("executing api route (app) /api/webhooks/stripe");
    expect(spans.find((span) => span.name === "GET /listing/[key]")!.attributes["http.target"]).toBe("/products");
    // The town page's queries sit inside its render, under the request's span.
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const ancestors = (span: ReceivedSpan): string[] => {
      const parent = byId.get(span.parentSpanId ?? "");
      return parent ? [parent.name, ...ancestors(parent)] : [];
    };
    const queries = spans.filter((span) => typeof span.attributes["db.query.text"] === "string");
    expect(queries.some((query) => ancestors(query).includes("GET /areas/[area]"))).toBe(true);
    expect(collector.text()).not.toMatch(/pat(@|%40)example/);
    expect(collector.counters().get("shop.webhooks.failed")).toContainEqual(
      expect.objectContaining({ reason: "signature" }),
    );
  } finally {
    if (server.process.exitCode === null) server.process.kill("SIGKILL");
    await collector.close();
    removeData(server.dataDir);
  }
});
