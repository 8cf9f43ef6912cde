// What another site, a careless client or an attacker sends to the JSON routes and as Server
// Actions: refused with a clear 4xx, nothing stored.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as checkoutRoute } from "@/app/api/checkout/route";
import { POST as contactRoute } from "@/app/api/contact/route";
import { POST as notFoundRoute } from "@/app/api/not-found/route";
import { contactMessages, orders } from "@/db/schema";
import { logNotFound } from "@/lib/http/not-found-log";
import { takeLimit } from "@/lib/http/rate-limit";
import { dbHitCounter } from "@/db/hit-counter";
import { clientAddressOf } from "@/scripts/client-address.mjs";
import { isServerActionPost, screenServerAction } from "@/scripts/server-actions.mjs";
import { CSV_TOO_LARGE, PHOTO_TOO_LARGE } from "@/lib/upload-limits.mjs";
import { describeEachDatabase } from "../helpers/database";
import { item, pickupBody, stockedProduct } from "../helpers/checkout";

const valid = { name: "Pat", email: "pat@example.com", message: "Hello", subject: "Question" };

function post(route: (request: Request) => Promise<Response>, body: string, headers: Record<string, string> = {}) {
  return route(
    new Request("http://shop.test/api/x", {
      method: "POST",
      headers: { host: "shop.test", "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.1`, ...headers },
      body,
    }),
  ).then(async (response) => ({
    status: response.status,
    body: (await response.json().catch(() => null)) as { error?: string } | null,
  }));
}

describeEachDatabase("hostile posts", (context) => {
  const stored = async () => ({
    messages: (await context.db.select({ n: count() }).from(contactMessages))[0]!.n,
    orders: (await context.db.select({ n: count() }).from(orders))[0]!.n,
  });

  it("refuses text/plain and form bodies (another site's form) and foreign origins", async () => {
    const before = await stored();
    const product = await stockedProduct(context.db, 5);
    const order = JSON.stringify(pickupBody([item(product.id)]));
    expect(await post(checkoutRoute, order, { "content-type": "text/plain" })).toMatchObject({ status: 415 });
    expect(
      await post(contactRoute, JSON.stringify(valid), { "content-type": "application/x-www-form-urlencoded" }),
    ).toMatchObject({
      status: 415,
    });
    expect(
      await post(checkoutRoute, order, { "content-type": "application/json", origin: "https://evil.example" }),
    ).toMatchObject({ status: 403, body: { error: "Requests from other sites are not accepted" } });
    expect(
      await post(contactRoute, JSON.stringify(valid), { "content-type": "application/json", origin: "null" }),
    ).toMatchObject({
      status: 403,
    });
    expect(await stored()).toEqual(before);
    const same = await post(contactRoute, JSON.stringify(valid), {
      "content-type": "application/json",
      origin: "http://shop.test",
    });
    expect(same.status).toBe(200);
  });

  it("refuses NUL characters anywhere in the text with a 400, storing nothing", async () => {
    const before = await stored();
    const withNul = JSON.stringify({ ...valid, message: "Hi\u0000there" });
    expect(await post(contactRoute, withNul, { "content-type": "application/json" })).toMatchObject({
      status: 400,
      body: { error: "Text may not contain NUL characters" },
    });
    const product = await stockedProduct(context.db, 5);
    const order = JSON.stringify(pickupBody([item(product.id)], { customer_name: "Pat\u0000" }));
    expect(await post(checkoutRoute, order, { "content-type": "application/json" })).toMatchObject({ status: 400 });
    expect(await stored()).toEqual(before);
  });

  it("refuses addresses and subjects that could break e-mail headers", async () => {
    const json = { "content-type": "application/json" };
    expect(
      await post(contactRoute, JSON.stringify({ ...valid, email: 'x"><svg/onload=alert(1)>@e.co' }), json),
    ).toMatchObject({
      status: 400,
      body: { error: "Please enter a valid email address" },
    });
    expect(
      await post(contactRoute, JSON.stringify({ ...valid, subject: "Hi\r\nBcc: all@example.com" }), json),
    ).toMatchObject({
      status: 400,
      body: { error: "Please keep the subject on one line" },
    });
  });

  it("reads at most 1 KB of a 404 report, whatever Content-Length says, and cannot forge log lines", async () => {
    const big = JSON.stringify({ path: `/${"x".repeat(5000)}` });
    expect(
      await post(notFoundRoute, big, { "content-type": "application/json", "content-length": "10" }),
    ).toMatchObject({
      status: 413,
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logNotFound("/a\n[404] /forged-line\r");
    expect(warn).toHaveBeenCalledWith("[404] /a\\x0a[404] /forged-line\\x0d");
    warn.mockRestore();
  });
});

describe("who the client is", () => {
  it("ignores X-Forwarded-For unless proxies are trusted, then counts hops from the right", () => {
    expect(clientAddressOf("1.2.3.4", "10.0.0.9", 0)).toBe("10.0.0.9");
    expect(clientAddressOf(undefined, "10.0.0.9", 0)).toBe("10.0.0.9");
    expect(clientAddressOf("6.6.6.6, 203.0.113.5", "10.0.0.1", 1)).toBe("203.0.113.5");
    expect(clientAddressOf("6.6.6.6, 203.0.113.5, 10.0.0.2", "10.0.0.1", 2)).toBe("203.0.113.5");
    expect(clientAddressOf("", "10.0.0.1", 3)).toBe("10.0.0.1");
  });
});

describe("Server Action posts, screened by the production server before Next", () => {
  /** What reached "Next": here, a handler that records each request it is handed. */
  const reached: { url: string; body: string }[] = [];
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
      const forNext = isServerActionPost(request) ? await screenServerAction(request, response) : request;
      if (!forNext) return;
      const chunks: Buffer[] = [];
      for await (const chunk of forNext) chunks.push(chunk as Buffer);
      reached.push({ url: forNext.url!, body: Buffer.concat(chunks).toString() });
      response.end("handled by Next");
    };
    // A failure while handling answers 500, so the test that sent the request fails on its status.
    server = http.createServer((request, response) => {
      handle(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const ACTION = { host: "shop.test", origin: "http://shop.test", "next-action": "7f3a9c0e5b2d" };
  const FORM = "multipart/form-data; boundary=----form";
  const formBody = (value: string) =>
    `------form\r\nContent-Disposition: form-data; name="1_id"\r\n\r\n${value}\r\n------form--\r\n`;

  /**
   * Posts to the server: `body` in one piece with its Content-Length, or `chunks` without one;
   * `declared` sends only that Content-Length and a first megabyte, as a large upload starts.
   */
  function post(
    path: string,
    headers: Record<string, string>,
    send: { body?: string; chunks?: string[]; declared?: number } = {},
  ): Promise<{ status: number; type: string | undefined; text: string }> {
    return new Promise((resolve, reject) => {
      const length = send.declared ?? (send.body !== undefined ? Buffer.byteLength(send.body) : undefined);
      const request = http.request(
        {
          port,
          path,
          method: "POST",
          headers: { ...headers, ...(length !== undefined && { "content-length": String(length) }) },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode!, type: response.headers["content-type"], text }),
          );
        },
      );
      // A refused upload is cut off: what the client was still sending no longer matters.
      request.on("error", (error) =>
        ["EPIPE", "ECONNRESET"].includes((error as NodeJS.ErrnoException).code ?? "") ? undefined : reject(error),
      );
      if (send.declared !== undefined) request.write(Buffer.alloc(1024 * 1024, 0x41));
      else if (send.chunks) for (const chunk of send.chunks) request.write(chunk);
      else if (send.body !== undefined) request.write(send.body);
      if (send.declared === undefined) request.end();
    });
  }

  it("refuses posts from other sites (403), whatever they carry, before Next", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = reached.length;
    const cases: Record<string, string>[] = [
      { ...ACTION, origin: "https://evil.example" },
      { ...ACTION, origin: "null" },
      { ...ACTION, origin: "not a url" },
      { host: "shop.test", referer: "https://evil.example/page", "next-action": "7f3a9c0e5b2d" },
      // A form posted by another site's page, without scripts: no Next-Action header.
      { host: "shop.test", origin: "https://evil.example" },
    ];
    for (const headers of cases) {
      const answer = await post("/admin/products/p1", { ...headers, "content-type": FORM }, { body: formBody("p1") });
      expect(answer).toEqual({
        status: 403,
        type: "text/plain",
        text: "Forbidden: this form was posted from another site",
      });
    }
    expect(reached.length).toBe(before);
    warn.mockRestore();
  });

  it("refuses a type Next's client never sends, and text that is not JSON (400), keeping the body out of the log", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = reached.length;
    const secret = "pat@example.com\nhunter2";
    for (const type of ["application/json", "text/html", "multipart/form-data"]) {
      const answer = await post("/admin", { ...ACTION, "content-type": type }, { body: secret });
      expect(answer.status).toBe(400);
    }
    expect((await post("/admin", ACTION, { body: secret })).status).toBe(400);
    const text = await post("/admin", { ...ACTION, "content-type": "text/plain;charset=UTF-8" }, { body: secret });
    expect(text).toEqual({
      status: 400,
      type: "text/plain",
      text: "Bad request: the Server Action's arguments are not valid",
    });
    expect(reached.length).toBe(before);
    const logged = warn.mock.calls.map((call) => call.join(" ")).join("\n");
    expect(logged).toContain("[400] POST Server Action refused");
    expect(logged).not.toMatch(/pat@|hunter2/);
    warn.mockRestore();
  });

  it("refuses a body over the page's limit (413) with a readable message, by Content-Length or as it arrives", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = reached.length;
    const photo = { ...ACTION, "content-type": FORM };
    expect(await post("/admin/products/p1", photo, { declared: 50 * 1024 * 1024 })).toEqual({
      status: 413,
      type: "text/plain",
      text: PHOTO_TOO_LARGE,
    });
    expect((await post("/admin/products", photo, { declared: 50 * 1024 * 1024 })).text).toBe(CSV_TOO_LARGE);
    const sign = { ...ACTION, "content-type": "text/plain;charset=UTF-8" };
    expect((await post("/admin", sign, { declared: 2 * 1024 * 1024 })).status).toBe(413);
    const unsized = await post("/admin/products/p1", photo, { chunks: Array(12).fill("x".repeat(1024 * 1024)) });
    expect(unsized).toMatchObject({ status: 413, text: PHOTO_TOO_LARGE });
    expect(reached.length).toBe(before);
    expect(warn.mock.calls.map((call) => call.join(" ")).join("\n")).not.toContain("xxxx");
    warn.mockRestore();
  });

  it("hands Next what its own client and forms send, body intact", async () => {
    reached.length = 0;
    // Signing out: an action without arguments, whose encodeReply body is JSON text.
    const signOut = await post("/admin", { ...ACTION, "content-type": "text/plain;charset=UTF-8" }, { body: "[]" });
    expect(signOut.text).toBe("handled by Next");
    const upload = formBody("p1");
    await post("/admin/products/p1?notice=x", { ...ACTION, "content-type": FORM }, { body: upload });
    await post(
      "/admin/products/p1",
      { ...ACTION, "content-type": FORM },
      { chunks: [upload.slice(0, 20), upload.slice(20)] },
    );
    // A form posted before the page's scripts loaded, and a proxy's forwarded host.
    await post(
      "/admin/orders/o1",
      { host: "shop.test", origin: "http://shop.test", "content-type": FORM },
      { body: upload },
    );
    await post(
      "/admin",
      { ...ACTION, host: "10.0.0.5:3000", "x-forwarded-host": "shop.test", "content-type": "text/plain;charset=UTF-8" },
      { body: '["$K1"]' },
    );
    // Not a Server Action: the JSON routes answer for themselves.
    await post(
      "/api/checkout",
      { ...ACTION, origin: "https://evil.example", "content-type": "application/json" },
      {
        body: "{}",
      },
    );
    expect(reached).toEqual([
      { url: "/admin", body: "[]" },
      { url: "/admin/products/p1?notice=x", body: upload },
      { url: "/admin/products/p1", body: upload },
      { url: "/admin/orders/o1", body: upload },
      { url: "/admin", body: '["$K1"]' },
      { url: "/api/checkout", body: "{}" },
    ]);
  });
});

describeEachDatabase("rate limits in the database", (context) => {
  it("are shared by servers and survive a restart, and answer 429 with Retry-After", async () => {
    const limit = { name: "test", limit: 3, windowMs: 60_000 };
    const now = Date.now();
    const serverA = dbHitCounter(context.db);
    const serverB = dbHitCounter(context.db);
    expect(await takeLimit(serverA, limit, "10.1.1.1", now)).toEqual({ ok: true });
    expect(await takeLimit(serverB, limit, "10.1.1.1", now)).toEqual({ ok: true });
    expect(await takeLimit(serverA, limit, "10.1.1.1", now)).toEqual({ ok: true });
    const refused = await takeLimit(dbHitCounter(context.db), limit, "10.1.1.1", now);
    expect(refused.ok).toBe(false);
    expect(await takeLimit(serverA, limit, "10.1.1.2", now)).toEqual({ ok: true });
    // The window before weighs on this one: three hits at its very end leave no room at the start
    // of the next, whichever server counts them.
    const windowEnd = Math.ceil(now / limit.windowMs) * limit.windowMs;
    for (let hit = 0; hit < 3; hit += 1) {
      expect(await takeLimit(serverA, limit, "10.1.1.3", windowEnd - 100)).toEqual({ ok: true });
    }
    expect((await takeLimit(serverB, limit, "10.1.1.3", windowEnd + 100)).ok).toBe(false);
    expect(await takeLimit(serverB, limit, "10.1.1.3", windowEnd + limit.windowMs - 100)).toEqual({ ok: true });

    const json = { "content-type": "application/json", "x-forwarded-for": "10.77.0.1" };
    for (let sent = 0; sent < 5; sent += 1) {
      const response = await contactRoute(
        new Request("http://shop.test/api/contact", { method: "POST", headers: json, body: JSON.stringify(valid) }),
      );
      expect(response.status).toBe(200);
    }
    const sixth = await contactRoute(
      new Request("http://shop.test/api/contact", { method: "POST", headers: json, body: JSON.stringify(valid) }),
    );
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("count an IPv6 client by its /64: a new address in it for every request resets nothing", async () => {
    const send = (address: string) =>
      contactRoute(
        new Request("http://shop.test/api/contact", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": address },
          body: JSON.stringify(valid),
        }),
      );
    for (let sent = 1; sent <= 5; sent += 1) expect((await send(`2001:db8:77:1::${sent}`)).status).toBe(200);
    expect((await send("2001:DB8:77:1:ffff:ffff:ffff:ffff")).status).toBe(429);
    expect((await send("2001:db8:77:2::1")).status).toBe(200);
  });
});
