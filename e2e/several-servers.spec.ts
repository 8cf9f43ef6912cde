// Two app servers, one shop: two standalone servers on one Postgres, as behind a load balancer.
// A checkout or a staff price edit on one shows on the other's cached pages within 5 s; rate
// limits count requests to both; the minute sweep releases a lapsed hold once; SIGTERM lets every
// request a server took finish while the other keeps serving; and a server whose cache broadcast
// was cut still shows the database's prices.
import http from "node:http";
import postgres from "postgres";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "./test";
import { startServer, waitForHealth, type SecondServer } from "./second-server";
import { editPrice, signIn } from "./staff";

const basePort = Number(process.env.E2E_PORT ?? 3100) + 70;
const CRON_SECRET = "several-servers-cron-secret-0001";

let admin: postgres.Sql;
let sql: postgres.Sql;
let databaseName: string;
let a: SecondServer;
let b: SecondServer;
let apiA: APIRequestContext;
let apiB: APIRequestContext;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  // The servers are this spec's own, on TEST_DATABASE_URL's Postgres: run it once, in the project
  // that runs every spec.
  test.skip(!process.env.TEST_DATABASE_URL || testInfo.project.name !== "pglite", "needs TEST_DATABASE_URL");
  test.setTimeout(240_000);
  databaseName = `shop_e2e_two_${basePort}`;
  admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${databaseName}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${databaseName}`;
  sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  const env = { DATABASE_URL: url.toString(), CRON_SECRET, DRAIN_TIMEOUT_SECONDS: "20" };
  a = startServer(basePort, env);
  b = startServer(basePort + 1, env);
  apiA = await playwrightRequest.newContext({ baseURL: a.baseURL });
  apiB = await playwrightRequest.newContext({ baseURL: b.baseURL });
  await Promise.all([waitForHealth(apiA, a), waitForHealth(apiB, b)]);
});

test.afterAll(async () => {
  for (const server of [a, b]) if (server?.process.exitCode === null) server.process.kill("SIGKILL");
  await apiA?.dispose();
  await apiB?.dispose();
  await sql?.end();
  if (admin) {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
});

/** A priced product with `units` in stock (its price as the page shows it), untouched so far. */
async function freshProduct(units: number, skip: string[] = []): Promise<{ id: string; priceCents: number }> {
  const [row] = await sql<{ id: string; priceCents: number }[]>`
    select id, unit_price_cents as "priceCents" from products
    where stock_quantity = ${units} and price_cents > 0 and archived_at is null and not (id = any(${skip}))
    order by id limit 1`;
  if (!row) throw new Error(`No product with ${units} units`);
  return row;
}

/** The product's availability as its page's structured data says it. */
async function availabilityOn(api: APIRequestContext, id: string): Promise<string> {
  const html = await (await api.get(`/product/${id}`)).text();
  return html.match(/"availability":"https:\/\/schema.org\/(\w+)"/)?.[1] ?? "none";
}

async function pricesOn(api: APIRequestContext, id: string): Promise<string> {
  const html = await (await api.get(`/product/${id}`)).text();
  return html.match(/"price":"?([\d.]+)/)?.[1] ?? "none";
}

test("both servers report the database and a connected cache broadcast", async () => {
  // A server answers before its broadcast listener has connected (it renders from the database
  // until then); each must report the listener connected within seconds of starting.
  for (const api of [apiA, apiB]) {
    await expect
      .poll(async () => (await api.get("/api/health")).json(), { timeout: 15_000 })
      .toMatchObject({ database: "postgres", cache: { kind: "postgres-notify", connected: true } });
  }
});

/** A Buy Now checkout for store pickup on one server, from one client: its units are held. */
async function pickupCheckout(
  api: APIRequestContext,
  client: string,
  productId: string,
  quantity: number,
  email: string,
) {
  const checkout = await api.post("/api/checkout", {
    headers: { "x-forwarded-for": client },
    data: {
      source: "buy_now",
      order_type: "pickup",
      cart_items: [{ product_id: productId, quantity, warranty_id: "none" }],
      customer_name: "Pat Shopper",
      customer_email: email,
      cancel_path: `/product/${productId}`,
    },
  });
  expect(checkout.status()).toBe(200);
  expect(await checkout.json()).toMatchObject({ success: true });
}

test("a checkout on A shows on B's cached product page within 5 s", async () => {
  const product = await freshProduct(2);
  expect(await availabilityOn(apiB, product.id)).toBe("InStock");
  expect(await availabilityOn(apiB, product.id)).toBe("InStock");
  await pickupCheckout(apiA, "198.51.100.61", product.id, 2, "two-servers@example.com");
  await expect.poll(() => availabilityOn(apiB, product.id), { timeout: 5_000, intervals: [200] }).toBe("OutOfStock");
});

test("a staff price edit on A shows on B's cached product page within 5 s", async ({ page }) => {
  const product = await freshProduct(3);
  const before = (product.priceCents / 100).toFixed(2);
  expect(await pricesOn(apiB, product.id)).toBe(before);
  const after = (Math.floor(product.priceCents / 100) + 23).toFixed(2);
  await signIn(page, a.baseURL);
  await editPrice(page, a.baseURL, product.id, after);
  await expect.poll(() => pricesOn(apiB, product.id), { timeout: 5_000, intervals: [200] }).toBe(after);
});

test("rate limits count the requests to both servers together", async () => {
  const client = { "x-forwarded-for": "198.51.100.62" };
  const track = (api: APIRequestContext) =>
    api.post("/api/orders/track", { headers: client, data: { order_number: "RAO-000000", email: "x@example.com" } });
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 10; attempt += 1) statuses.push((await track(attempt % 2 ? apiB : apiA)).status());
  expect(statuses.every((status) => status !== 429)).toBe(true);
  expect((await track(apiA)).status()).toBe(429);
  expect((await track(apiB)).status()).toBe(429);
});

test("with both servers sweeping, a lapsed hold is released exactly once", async () => {
  const product = await freshProduct(4);
  await pickupCheckout(apiB, "198.51.100.63", product.id, 3, "lapsed-hold@example.com");
  const stock = async () =>
    (await sql`select stock_quantity from products where id = ${product.id}`)[0]!.stock_quantity;
  expect(await stock()).toBe(1);
  await sql`update orders set hold_expires_at = now() - interval '10 minutes' where status = 'pending_payment'
            and customer_email = 'lapsed-hold@example.com'`;
  const sweep = (api: APIRequestContext) =>
    api.post("/api/orders/sweep", { headers: { authorization: `Bearer ${CRON_SECRET}` } }).then((r) => r.json());
  const answers = await Promise.all([sweep(apiA), sweep(apiB), sweep(apiA), sweep(apiB)]);
  expect(answers.every((answer) => answer.success)).toBe(true);
  expect(await stock()).toBe(4);
  const [order] = await sql`select status from orders where customer_email = 'lapsed-hold@example.com'`;
  expect(order!.status).not.toBe("pending_payment");
});

test("a server whose cache broadcast was cut still shows the database's prices", async ({ page }) => {
  const product = await freshProduct(3, [(await freshProduct(3)).id]);
  expect(await pricesOn(apiB, product.id)).toBe((product.priceCents / 100).toFixed(2));
  // Cut B's broadcast connections (listening and sending), then change the price on A.
  const { pid } = b.process;
  await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${`shop-cache-bus-${pid}`}`;
  const after = (Math.floor(product.priceCents / 100) + 31).toFixed(2);
  await signIn(page, a.baseURL);
  await editPrice(page, a.baseURL, product.id, after);
  await expect.poll(() => pricesOn(apiB, product.id), { timeout: 5_000, intervals: [200] }).toBe(after);
  await expect
    .poll(async () => (await (await apiB.get("/api/health")).json()).cache.connected, { timeout: 10_000 })
    .toBe(true);
});

test("SIGTERM on A finishes every request A took, while B keeps serving", async () => {
  // Searches nobody asked for before: each is rendered from the database, so they take a while.
  // Each goes on its own connection, and SIGTERM comes only once all are connected and sent:
  // a connection still being opened when A stops listening is refused, which is right (a load
  // balancer sends it to B), but it is not a request A took.
  const connected: Promise<void>[] = [];
  const requests = Array.from({ length: 16 }, (_, index) => {
    let sent = () => {};
    connected.push(new Promise<void>((resolve) => (sent = resolve)));
    return new Promise<{ status: number; body: number; error?: string }>((resolve) => {
      const request = http.get(`${a.baseURL}/products?search=drain${index}+whirlpool`, { agent: false }, (response) => {
        let body = 0;
        response.on("data", (chunk: Buffer) => (body += chunk.length));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        response.on("error", (error) => resolve({ status: 0, body: 0, error: error.message }));
      });
      request.on("socket", (socket) => socket.once("connect", sent));
      request.on("error", (error) => resolve({ status: 0, body: 0, error: error.message }));
    });
  });
  await Promise.all(connected);
  // Let A read them off their connections.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const exited = new Promise<number | null>((resolve) => a.process.once("exit", (code) => resolve(code)));
  a.process.kill("SIGTERM");
  const answers = await Promise.all(requests);
  expect(answers).toEqual(answers.map(() => expect.objectContaining({ status: 200 })));
  expect(answers.every((answer) => answer.body > 1000)).toBe(true);
  expect(await exited).toBe(0);
  await expect(fetch(`${a.baseURL}/api/health`)).rejects.toThrow();
  expect((await apiB.get("/products")).status()).toBe(200);
  // A closed its connections to the database before it exited.
  const left = await sql`select count(*)::int as n from pg_stat_activity where datname = ${databaseName}
                         and application_name = ${`shop-cache-bus-${a.process.pid}`}`;
  expect(left[0]!.n).toBe(0);
});
