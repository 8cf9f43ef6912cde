// The production server's request log (scripts/request-log.mjs): one line per request with its
// route pattern and never its address, the request id on the response and on every error line
// logged while the request is handled, slow requests as warnings, and a line for people on request.
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { format } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { logError, logWarning, noteRequestError } from "@/lib/log";
import {
  batchedWriter,
  cacheOf,
  isoTimeOf,
  requestIdOf,
  requestIdsFromNext,
  requestLine,
  requestLog,
  routeOf,
  serverIdOf,
  SLOW_REQUEST_MS,
  tagLinesWithRequest,
  wallTimeOf,
  type RequestEntry,
} from "@/scripts/request-log.mjs";

const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A request as Next leaves it once it has matched a route. */
function matched(pattern: string): object {
  return { [NEXT_REQUEST_META]: { match: { definition: { pathname: pattern, page: `/(shop)${pattern}/page` } } } };
}

/** A server on a free local port answering with `handler`, and how to close it. */
async function listening(handler: http.RequestListener) {
  const listener = http.createServer(handler);
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    close() {
      listener.closeAllConnections();
      return new Promise((resolve) => listener.close(resolve));
    },
  };
}

const entry: RequestEntry = {
  time: Date.parse("2026-03-04T14:03:07.512Z"),
  requestId: "5b0c4a9e-1f2d-4c3b-9a8e-7d6c5b4a3f2e",
  method: "GET",
  route: "/product/[id]",
  status: 200,
  durationMs: 12.44,
  cache: "hit",
  server: "web-1",
  aborted: false,
};

describe("a request's line", () => {
  it("is one JSON object with the time, id, method, route pattern, status, duration, cache and server", () => {
    const line = requestLine(entry, undefined);
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      time: "2026-03-04T14:03:07.512Z",
      level: "info",
      msg: "request",
      requestId: entry.requestId,
      method: "GET",
      route: "/product/[id]",
      status: 200,
      durationMs: 12.4,
      cache: "hit",
      server: "web-1",
    });
    expect(JSON.parse(requestLine({ ...entry, route: null, cache: null, aborted: true }, "json"))).toMatchObject({
      route: null,
      cache: null,
      aborted: true,
    });
  });

  it("is a warning for a request slower than a second", () => {
    expect(JSON.parse(requestLine({ ...entry, durationMs: SLOW_REQUEST_MS }, undefined)).level).toBe("info");
    expect(JSON.parse(requestLine({ ...entry, durationMs: 1532.06 }, undefined))).toMatchObject({
      level: "warn",
      msg: "slow request",
      route: "/product/[id]",
      durationMs: 1532.1,
    });
  });

  it("reads as a sentence for people with LOG_FORMAT=pretty", () => {
    expect(requestLine(entry, "pretty")).toBe(
      `14:03:07.512 GET /product/[id] 200 12.4 ms cache hit, request ${entry.requestId} on web-1`,
    );
    expect(requestLine({ ...entry, route: null, cache: null, status: 308, durationMs: 1200 }, "pretty")).toBe(
      `14:03:07.512 SLOW GET (no route) 308 1200 ms, request ${entry.requestId} on web-1`,
    );
    expect(requestLine({ ...entry, aborted: true }, "pretty")).toContain("200 (the client left) 12.4 ms");
  });
});

describe("a line's time", () => {
  it("is written as Date#toISOString writes it, across seconds, days and years", () => {
    const times = [
      Date.parse("2026-03-04T14:03:07.512Z"),
      Date.parse("2026-12-31T23:59:59.999Z"),
      Date.parse("2027-01-01T00:00:00.000Z"),
      Date.parse("2026-03-04T14:03:07.000Z") + 0.75,
      Date.parse("2026-03-04T14:03:08.001Z"),
      Date.parse("2026-03-04T14:03:07.999Z"),
    ];
    // Two hundred more, spread over fifteen months at uneven steps (fractions of a millisecond too).
    for (let i = 0; i < 200; i += 1) times.push(Date.parse("2026-01-01T00:00:00Z") + i * 199_999_937.3);
    for (const time of times) expect(isoTimeOf(time)).toBe(new Date(Math.floor(time)).toISOString());
  });

  it("is the wall clock's, read from performance.now()", async () => {
    expect(Math.abs(wallTimeOf(performance.now()) - Date.now())).toBeLessThan(5);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const now = performance.now();
    expect(Math.abs(wallTimeOf(now) - Date.now())).toBeLessThan(5);
    // A reading from a moment ago is that moment's time, not now's.
    expect(wallTimeOf(now - 250) - wallTimeOf(now)).toBeCloseTo(-250, 2);
  });
});

describe("the route of a request", () => {
  it("is the pattern Next matched, after its rewrites, never the address", () => {
    expect(routeOf(matched("/product/[id]"), "/product/lg-wm4000?ref=mail")).toBe("/product/[id]");
    expect(routeOf(matched("/[slug]"), "/")).toBe("/[slug]");
    expect(routeOf(matched("/listing/[key]"), "/products?search=pat@example.com")).toBe("/listing/[key]");
    expect(routeOf(matched("/api/orders/track"), "/api/orders/track?email=pat@example.com")).toBe("/api/orders/track");
  });

  it("is one route for Next's hashed files and none for what no route answered", () => {
    expect(routeOf({}, "/_next/static/chunks/app-4f2c.js")).toBe("/_next/static/[...path]");
    expect(routeOf({}, "/brands/lg.svg")).toBeNull();
    expect(routeOf({ [NEXT_REQUEST_META]: { invokeOutput: "" } }, "/products/ranges?email=pat@example.com")).toBeNull();
    expect(routeOf(undefined, "/order-tracking?email=pat@example.com")).toBeNull();
  });
});

describe("ids and cache states", () => {
  it("keeps a trusted proxy's well-formed X-Request-Id and makes a new id otherwise", () => {
    expect(requestIdOf("req-7f3a9c21b4", true)).toBe("req-7f3a9c21b4");
    expect(requestIdOf(["Root=1-67891233-abcdef012345678912345678"], true)).toBe(
      "Root=1-67891233-abcdef012345678912345678",
    );
    expect(requestIdOf("req-7f3a9c21b4", false)).toMatch(UUID);
    for (const forged of ["short", "two words here", "id\n[request x] forged", "x".repeat(129), "<script>1234"]) {
      expect(requestIdOf(forged, true)).toMatch(UUID);
    }
    expect(requestIdOf(undefined, true)).not.toBe(requestIdOf(undefined, true));
  });

  it("names the server by SERVER_ID, else by a random id of its own", () => {
    expect(serverIdOf({ SERVER_ID: " web-2 " })).toBe("web-2");
    expect(serverIdOf({ SERVER_ID: "web 2\n" })).toMatch(/^[0-9a-f]{8}$/);
    expect(serverIdOf({})).toMatch(/^[0-9a-f]{8}$/);
  });

  it("reads Next's cache answer from x-nextjs-cache", () => {
    expect(cacheOf("HIT")).toBe("hit");
    expect(cacheOf("STALE")).toBe("stale");
    expect(cacheOf("MISS")).toBe("miss");
    expect(cacheOf(undefined)).toBeNull();
    expect(cacheOf("whatever")).toBeNull();
  });
});

describe("a server's request log", () => {
  const consoleWriters = { error: console.error, warn: console.warn };
  afterEach(() => Object.assign(console, consoleWriters));

  /**
   * A server that logs like serve.mjs and answers with `handler` as Next would: a page render runs
   * in a work store of Next's, handed the request; a route handler or Server Action in a work store
   * inside a request store that holds the request's headers; Next's own handling of a request
   * (its proxy, say) outside both.
   */
  async function server(
    handler: (request: http.IncomingMessage, response: http.ServerResponse) => void | Promise<void>,
    { trustProxy = false, shape = "page" as "page" | "route handler" | "outside" } = {},
  ) {
    const lines = { info: [] as string[], warn: [] as string[], console: [] as string[] };
    const log = requestLog({
      server: "web-1",
      format: undefined,
      trustProxy,
      info: { write: (line: string) => lines.info.push(line) },
      warn: { write: (line: string) => lines.warn.push(line) },
    });
    // Written as the console would write them, placeholders filled in.
    console.error = (...args: unknown[]) => void lines.console.push(format(...args));
    console.warn = console.error;
    // Next's two stores, as its routes use them.
    const next = { work: new AsyncLocalStorage<object>(), workUnit: new AsyncLocalStorage<{ headers: Headers }>() };
    tagLinesWithRequest(requestIdsFromNext(next));
    const { base, close } = await listening((request, response) => {
      log.track(request, response);
      const answer = (handed: http.IncomingMessage) => void handler(handed, response);
      if (shape === "page") {
        next.work.run({}, answer, request);
      } else if (shape === "outside") {
        answer(request);
      } else {
        const headers = new Headers(
          Object.entries(request.headers).map(([name, value]): [string, string] => [name, String(value)]),
        );
        next.workUnit.run({ headers }, () => next.work.run({}, () => answer(request)));
      }
    });
    return { base, lines, log, close };
  }

  /** Waits until the server has written `count` request lines. */
  async function linesWritten(list: string[], count: number): Promise<unknown[]> {
    for (let tries = 0; list.length < count && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return list.map((line) => JSON.parse(line));
  }

  it("writes one line per request with the route Next matched and no query string, cookie or address", async () => {
    const shop = await server((request, response) => {
      Object.assign(request, matched("/api/orders/track"));
      response.setHeader("x-nextjs-cache", "MISS");
      response.end("{}");
    });
    const answer = await fetch(`${shop.base}/api/orders/track?email=pat@example.com&order=RA-1001`, {
      headers: { cookie: "shop_session=secret-cookie", "x-forwarded-for": "203.0.113.9" },
    });
    const [line] = await linesWritten(shop.lines.info, 1);
    await shop.close();
    expect(line).toMatchObject({
      requestId: answer.headers.get("x-request-id"),
      method: "GET",
      route: "/api/orders/track",
      status: 200,
      cache: "miss",
      server: "web-1",
    });
    expect(answer.headers.get("x-request-id")).toMatch(UUID);
    expect(shop.lines.info.join("")).not.toMatch(/pat@example|RA-1001|secret-cookie|203\.0\.113|127\.0\.0\.1/);
  });

  it("names the copy of a request the server handed Next, where Next keeps its match", async () => {
    const written: string[] = [];
    const log = requestLog({
      server: "web-1",
      format: undefined,
      trustProxy: false,
      info: { write: (line: string) => written.push(line) },
    });
    const listener = await listening((request, response) => {
      const record = log.track(request, response);
      // serve.mjs names the request it hands Next: here a copy, as of a Server Action post.
      record.handed = Object.assign(
        Object.create(request) as object,
        matched("/admin/products/[id]"),
      ) as http.IncomingMessage;
      response.end();
    });
    await fetch(`${listener.base}/admin/products/lg-wm4000`, { method: "POST" });
    const [line] = await linesWritten(written, 1);
    await listener.close();
    expect(line).toMatchObject({ method: "POST", route: "/admin/products/[id]" });
  });

  for (const shape of ["page", "route handler"] as const) {
    it(`puts the request's id on every error and warning line written in a ${shape}, and on no other`, async () => {
      const shop = await server(
        async (_request, response) => {
          logWarning("Before the first await");
          await new Promise((resolve) => setTimeout(resolve, 5));
          logError("Checkout failed", new Error("The payment provider timed out"));
          console.error("Next's own line: %s failed", "rendering");
          response.statusCode = 500;
          response.end();
        },
        { shape },
      );
      // A client's own id names nothing: the server gives the request one.
      const [first, second] = await Promise.all([
        fetch(shop.base, { headers: { "x-request-id": "forged-by-a-client" } }),
        fetch(shop.base),
      ]);
      await linesWritten(shop.lines.info, 2);
      logError("Between requests", new Error("The sweep failed"));
      await shop.close();
      for (const answer of [first!, second!]) {
        const id = answer.headers.get("x-request-id")!;
        expect(id).toMatch(UUID);
        const own = shop.lines.console.filter((line) => line.includes(id));
        expect(own.map((line) => line.split("\n")[0])).toEqual([
          `[request ${id}] Before the first await`,
          `[request ${id}] Checkout failed: Error: The payment provider timed out`,
          `[request ${id}] Next's own line: rendering failed`,
        ]);
      }
      expect(shop.lines.console.join("\n")).not.toContain("forged-by-a-client");
      expect(shop.lines.console.at(-1)).toMatch(/^Between requests: Error: The sweep failed/);
    });
  }

  it("puts the id on the line Next writes of an error it reported for the request, outside the request's work", async () => {
    const shop = await server(
      (request, response) => {
        const failure = new Error("The proxy failed");
        // Next reports the error to onRequestError, then writes it.
        noteRequestError(failure, request.headers);
        console.error(failure);
        console.error(new Error("Another request's error"));
        response.end();
      },
      { shape: "outside" },
    );
    const answer = await fetch(shop.base);
    await linesWritten(shop.lines.info, 1);
    await shop.close();
    const id = answer.headers.get("x-request-id")!;
    expect(shop.lines.console[0]).toMatch(new RegExp(`^\\[request ${id}\\] Error: The proxy failed`));
    expect(shop.lines.console[1]).toMatch(/^Error: Another request's error/);
  });

  it("keeps the id a trusted proxy gave the request", async () => {
    const shop = await server((_request, response) => void response.end(), { trustProxy: true });
    const answer = await fetch(shop.base, { headers: { "x-request-id": "lb-3f9a2c1d5e6f" } });
    const [line] = await linesWritten(shop.lines.info, 1);
    await shop.close();
    expect(answer.headers.get("x-request-id")).toBe("lb-3f9a2c1d5e6f");
    expect(line).toMatchObject({ requestId: "lb-3f9a2c1d5e6f" });
  });

  it("writes a line for every request of a kept-alive connection, and one for a request whose client left", async () => {
    const shop = await server(async (request, response) => {
      if (request.url === "/slow") await new Promise((resolve) => setTimeout(resolve, 200));
      if (!response.destroyed) response.end("ok");
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<void>((resolve, reject) => {
        http.get(`${shop.base}${path}`, { agent }, (answer) => answer.resume().on("end", resolve)).on("error", reject);
      });
    await get("/one");
    await get("/two");
    agent.destroy();
    const left = new AbortController();
    const leaving = fetch(`${shop.base}/slow`, { signal: left.signal }).catch(() => null);
    setTimeout(() => left.abort(), 30);
    await leaving;
    const lines = await linesWritten(shop.lines.info, 3);
    await shop.close();
    expect(lines).toHaveLength(3);
    expect(lines.slice(0, 2)).toMatchObject([
      { status: 200, method: "GET" },
      { status: 200, method: "GET" },
    ]);
    expect(lines.slice(0, 2).every((line) => !(line as { aborted?: boolean }).aborted)).toBe(true);
    expect(lines[2]).toMatchObject({ method: "GET", aborted: true });
  });

  it("writes a slow request as a warning with its route", async () => {
    const shop = await server(async (request, response) => {
      Object.assign(request, matched("/feeds/google-merchant.xml"));
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
      response.end();
    });
    await fetch(`${shop.base}/feeds/google-merchant.xml`);
    const [line] = await linesWritten(shop.lines.warn, 1);
    await shop.close();
    expect(shop.lines.info).toEqual([]);
    expect(line).toMatchObject({ level: "warn", msg: "slow request", route: "/feeds/google-merchant.xml" });
  });
});

describe("request lines written a batch at a time", () => {
  it("writes the lines of a moment together, in order, and what waits on flush", async () => {
    const writes: string[] = [];
    const out = batchedWriter({ write: (text: string) => writes.push(text) }, { delayMs: 20 });
    out.write("one\n");
    out.write("two\n");
    expect(writes).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(writes).toEqual(["one\ntwo\n"]);
    out.write("three\n");
    out.flush();
    expect(writes).toEqual(["one\ntwo\n", "three\n"]);
    out.flush();
    expect(writes).toHaveLength(2);
  });

  it("makes a line handed as a maker when it writes the batch, in order with the lines made", async () => {
    const writes: string[] = [];
    const made: string[] = [];
    const out = batchedWriter({ write: (text: string) => writes.push(text) }, { delayMs: 20 });
    out.write("one\n");
    out.writeLater(() => {
      made.push("two");
      return "two\n";
    });
    out.write("three\n");
    expect(made).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(made).toEqual(["two"]);
    expect(writes).toEqual(["one\ntwo\nthree\n"]);
  });

  it("hands a batched writer each request's line to make later, and makes it right", async () => {
    const writes: string[] = [];
    const out = batchedWriter({ write: (text: string) => writes.push(text) }, { delayMs: 60_000 });
    const log = requestLog({ server: "web-1", format: undefined, trustProxy: false, info: out });
    const listener = await listening((request, response) => {
      log.track(request, response);
      response.end("ok");
    });
    const answer = await fetch(`${listener.base}/products?q=x`);
    await answer.text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await listener.close();
    expect(writes).toEqual([]);
    out.flush();
    expect(writes).toHaveLength(1);
    expect(JSON.parse(writes[0]!)).toMatchObject({
      requestId: answer.headers.get("x-request-id"),
      method: "GET",
      status: 200,
      server: "web-1",
    });
  });

  it("writes at once when enough waits", () => {
    const writes: string[] = [];
    const out = batchedWriter({ write: (text: string) => writes.push(text) }, { delayMs: 60_000, maxBytes: 10 });
    out.write("12345\n");
    expect(writes).toEqual([]);
    out.write("67890\n");
    expect(writes).toEqual(["12345\n67890\n"]);
    const lines = batchedWriter({ write: (text: string) => writes.push(text) }, { delayMs: 60_000, maxLines: 2 });
    lines.writeLater(() => "a\n");
    lines.writeLater(() => "b\n");
    expect(writes.at(-1)).toBe("a\nb\n");
  });
});
