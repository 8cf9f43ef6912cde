// What another site, a careless client or an attacker sends to the JSON routes: refused with a
// clear 4xx, nothing stored.
import { count } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as checkoutRoute } from "@/app/api/checkout/route";
import { POST as contactRoute } from "@/app/api/contact/route";
import { POST as notFoundRoute } from "@/app/api/not-found/route";
import { contactMessages, orders } from "@/db/schema";
import { logNotFound } from "@/lib/http/not-found-log";
import { takeLimit } from "@/lib/http/rate-limit";
import { dbHitCounter } from "@/db/hit-counter";
import { clientAddressOf } from "@/scripts/client-address.mjs";
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
