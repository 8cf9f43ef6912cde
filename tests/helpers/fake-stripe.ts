// A local HTTP server speaking the slice of Stripe's API the shop uses (Checkout Sessions:
// create with idempotency keys, retrieve, expire; Refunds: create by payment intent, list a
// payment's), for the Stripe SDK pointed at it with STRIPE_API_BASE. Tests drive a session's fate
// with complete() (with what the shopper typed on the payment page), make refund requests go
// wrong as Stripe's can (refundTrouble), and read what the SDK sent.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Json = Record<string, unknown>;

export interface FakeSession extends Json {
  id: string;
  object: "checkout.session";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  url: string | null;
  payment_intent: string | null;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  amount_total: number;
  expires_at: number;
  line_items: Json[];
}

/**
 * How one refund request goes wrong: answered with an error of this status and type, or its
 * connection dropped before any answer. With `made` the refund is made first, so the money moved
 * whatever the answer says. Like Stripe, a 5xx is kept for its idempotency key and answered again
 * to every repeat (with Stripe-Should-Retry: false, so the SDK does not repeat it itself).
 */
export type RefundTrouble = { made?: boolean } & ({ status: number; type: string } | { drop: true });

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeSession>;
  /** Every request: method, path, Idempotency-Key header. */
  requests: { method: string; path: string; idempotencyKey: string | undefined }[];
  /** Refunds created, by id: the payment intent, the cents they give back and their metadata. */
  refunds: Map<string, { id: string; payment_intent: string; amount: number; metadata: Record<string, string> }>;
  /** The next session creations answer 500 this many times. */
  failCreates: number;
  /** How the next refund requests go wrong, one each, first first. */
  refundTrouble: RefundTrouble[];
  complete(
    id: string,
    paymentStatus?: "paid" | "unpaid",
    customer?: { name?: string | null; phone?: string | null },
  ): FakeSession;
  close(): Promise<void>;
}

/** Stripe's form encoding (`a[b][0][c]=1`) back into nested objects and arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Json | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1]!);
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as Json;
    });
  }
  return root;
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    request.on("data", (chunk) => (data += chunk));
    request.on("end", () => resolve(data));
    request.on("error", reject);
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const requests: FakeStripe["requests"] = [];
  const byIdempotencyKey = new Map<string, FakeSession>();
  const refunds: FakeStripe["refunds"] = new Map();
  const refundByKey = new Map<string, string>();
  const refundAnswerByKey = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  const fake = { failCreates: 0, refundTrouble: [] } as unknown as FakeStripe;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake");
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    requests.push({ method: request.method ?? "GET", path: url.pathname, idempotencyKey });
    const body = parseStripeForm(await read(request));
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": `req_${counter}` });
      response.end(JSON.stringify(json));
    };
    const invalid = (message: string) => send(400, { error: { type: "invalid_request_error", message } });

    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      if (fake.failCreates > 0) {
        fake.failCreates -= 1;
        return send(500, { error: { type: "api_error", message: "Fake outage" } });
      }
      if (idempotencyKey && byIdempotencyKey.has(idempotencyKey))
        return send(200, byIdempotencyKey.get(idempotencyKey));
      const lineItems = (body.line_items as Json[]) ?? [];
      const expiresAt = Number(body.expires_at);
      if (!Number.isFinite(expiresAt) || expiresAt < Date.now() / 1000 + 30 * 60) {
        return invalid("The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.");
      }
      counter += 1;
      const id = `cs_test_${counter}_${Math.random().toString(36).slice(2, 10)}`;
      const session: FakeSession = {
        id,
        object: "checkout.session",
        status: "open",
        payment_status: "unpaid",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        payment_intent: null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        client_reference_id: (body.client_reference_id as string) ?? null,
        customer_email: body.customer_email,
        phone_number_collection: body.phone_number_collection,
        customer_details: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        payment_intent_data: body.payment_intent_data,
        amount_total: lineItems.reduce((sum, line) => {
          const price = line.price_data as Json;
          return sum + Number(price.unit_amount) * Number(line.quantity);
        }, 0),
        expires_at: expiresAt,
        line_items: lineItems,
      };
      sessions.set(id, session);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
      return send(200, session);
    }
    if (request.method === "POST" && url.pathname === "/v1/refunds") {
      const kept = idempotencyKey ? refundAnswerByKey.get(idempotencyKey) : undefined;
      if (kept) {
        response.setHeader("stripe-should-retry", "false");
        return send(kept.status, kept.body);
      }
      if (idempotencyKey && refundByKey.has(idempotencyKey))
        return send(200, refunds.get(refundByKey.get(idempotencyKey)!));
      const trouble = fake.refundTrouble.shift();
      const goWrong = (what: RefundTrouble) => {
        if ("drop" in what) return void response.socket?.destroy();
        const body = { error: { type: what.type, message: `Fake trouble (${what.status})` } };
        if (what.status >= 500) {
          if (idempotencyKey) refundAnswerByKey.set(idempotencyKey, { status: what.status, body });
          response.setHeader("stripe-should-retry", "false");
        }
        return send(what.status, body);
      };
      if (trouble && !trouble.made) return goWrong(trouble);
      const intent = body.payment_intent as string | undefined;
      const paid = [...sessions.values()].find((candidate) => candidate.payment_intent === intent);
      if (!intent || !paid) return invalid(`No such payment_intent: '${intent}'`);
      const refunded = [...refunds.values()]
        .filter((refund) => refund.payment_intent === intent)
        .reduce((sum, refund) => sum + refund.amount, 0);
      const unrefunded = paid.amount_total - refunded;
      if (unrefunded <= 0) return invalid(`Charge for ${intent} has already been refunded.`);
      const amount = body.amount === undefined ? unrefunded : Number(body.amount);
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > unrefunded) {
        return invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${unrefunded})`);
      }
      counter += 1;
      const refund = {
        id: `re_test_${counter}`,
        object: "refund",
        payment_intent: intent,
        amount,
        status: "succeeded",
        metadata: (body.metadata as Record<string, string>) ?? {},
      };
      refunds.set(refund.id, refund);
      if (idempotencyKey) refundByKey.set(idempotencyKey, refund.id);
      return trouble ? goWrong(trouble) : send(200, refund);
    }
    if (request.method === "GET" && url.pathname === "/v1/refunds") {
      const intent = url.searchParams.get("payment_intent");
      const data = [...refunds.values()].filter((refund) => refund.payment_intent === intent).reverse();
      return send(200, { object: "list", url: "/v1/refunds", has_more: false, data });
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    const session = match ? sessions.get(decodeURIComponent(match[1]!)) : undefined;
    if (match && !session)
      return send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
    if (session && request.method === "GET" && !match![2]) return send(200, session);
    if (session && request.method === "POST" && match![2]) {
      if (session.status !== "open") return invalid('Only Checkout Sessions with a status in ["open"] can be expired.');
      session.status = "expired";
      session.url = null;
      return send(200, session);
    }
    send(404, {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
      },
    });
  }
  // A request the fake cannot handle (a body it cannot read) answers 500, as Stripe's outage would.
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    requests,
    complete(
      id: string,
      paymentStatus: "paid" | "unpaid" = "paid",
      customer: { name?: string | null; phone?: string | null } = {},
    ) {
      const session = sessions.get(id);
      if (!session) throw new Error(`No fake session ${id}`);
      session.status = "complete";
      session.customer_details = {
        email: session.customer_email,
        name: customer.name ?? null,
        phone: customer.phone ?? null,
      };
      session.payment_status = paymentStatus;
      session.payment_intent = `pi_test_${id.slice(-8)}`;
      session.url = null;
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
