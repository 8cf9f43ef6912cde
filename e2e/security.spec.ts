// Against the real server: security headers on pages, and limits a forged X-Forwarded-For
// cannot dodge. The test server trusts one proxy hop (the test runner plays the proxy), so only
// the address that proxy appended counts; what the client wrote before it is ignored.
import { expect, test } from "./test";

test("pages carry the security headers and cannot be framed", async ({ request }) => {
  for (const path of ["/", "/contact", "/checkout", "/products"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  }
});

test("hashed scripts go out brotli-compressed, with nosniff but without the page-only headers", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = /src="(\/_next\/static\/[^"]+\.js)(?:\?dpl=[^"]*)?"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const headers = (await request.get(script!, { headers: { "accept-encoding": "gzip, br" } })).headers();
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toBeUndefined();
  expect(headers["x-frame-options"]).toBeUndefined();
});

test("the framework scripts every page loads first carry V8's compile hint, brotli or not", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const scripts = [
    ...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)(?:\?dpl=[^"]*)?" async=""/g),
  ].map((m) => m[1]!);
  const hinted: string[] = [];
  for (const script of scripts) {
    const plain = await (await request.get(script, { headers: { "accept-encoding": "identity" } })).text();
    const brotli = await (await request.get(script, { headers: { "accept-encoding": "br" } })).text();
    expect(brotli).toBe(plain);
    if (plain.startsWith("//# allFunctionsCalledOnLoad\n")) hinted.push(script);
  }
  // React DOM, Next's router and Turbopack's runtime at least; the page's own scripts stay lazy.
  expect(hinted.length).toBeGreaterThanOrEqual(3);
  expect(hinted.length).toBeLessThan(scripts.length);
});

test("a new forged X-Forwarded-For entry on every request does not reset the order-tracking limit", async ({
  request,
}) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const response = await request.post("/api/orders/track", {
      headers: { "x-forwarded-for": `203.0.113.${attempt}, 198.51.100.7` },
      data: { order_number: "RA-ZZZZZZZZ", email: "nobody@example.com" },
    });
    statuses.push(response.status());
    if (response.status() === 429) expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
  }
  // Ten searches that find nothing (an answer, 200), then the limit.
  expect(statuses.filter((status) => status === 200)).toHaveLength(10);
  expect(statuses.slice(10)).toEqual([429, 429]);
});

test("malformed addresses and methods no route has get a 4xx, not a 500", async ({ request }) => {
  for (const path of ["/product/%ZZ", "/products/%E0", "/api/products/%", "/foo/%E0%A4%A"]) {
    expect((await request.get(path)).status(), path).toBe(400);
  }
  for (const method of ["TRACE", "PROPFIND"]) {
    expect((await request.fetch("/api/products", { method })).status(), method).toBe(405);
  }
});

test("a Server Action posted with arguments that are no form answers with the form's message, not a 500", async ({
  request,
  baseURL,
}) => {
  // The sign-in form names its action in the page, as a form posted without scripts needs.
  const html = await (await request.get("/admin")).text();
  const id = /name="\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(html)?.[1];
  expect(id).toBeTruthy();
  for (const args of [["x"], [], [1, 2, 3], [{ username: "admin" }, { username: "admin" }]]) {
    const response = await request.post("/admin", {
      headers: { "next-action": id!, "content-type": "text/plain;charset=UTF-8", origin: baseURL! },
      data: JSON.stringify(args),
    });
    expect(response.status(), JSON.stringify(args)).toBe(200);
    expect(await response.text(), JSON.stringify(args)).toContain("Please enter your username and password");
  }
});
