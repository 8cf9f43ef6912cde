// A local HTTP server answering Resend's "send e-mail" call, for the Resend SDK pointed at it with
// its baseUrl. It records each message and Idempotency-Key, and can be told to fail.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeResend {
  url: string;
  sent: { body: Record<string, unknown>; idempotencyKey: string | undefined; authorization: string | undefined }[];
  /** The next sends answer 500 this many times. */
  failSends: number;
  close(): Promise<void>;
}

export async function startFakeResend(): Promise<FakeResend> {
  const fake = { sent: [], failSends: 0 } as unknown as FakeResend;
  const seenKeys = new Map<string, string>();
  const server = createServer((request, response) => {
    let data = "";
    request.on("data", (chunk) => (data += chunk));
    request.on("end", () => {
      response.setHeader("content-type", "application/json");
      if (request.method !== "POST" || request.url !== "/emails") {
        response.writeHead(404).end(JSON.stringify({ name: "not_found", message: "Not found", statusCode: 404 }));
        return;
      }
      if (fake.failSends > 0) {
        fake.failSends -= 1;
        response
          .writeHead(500)
          .end(JSON.stringify({ name: "internal_server_error", message: "Fake outage", statusCode: 500 }));
        return;
      }
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      const existing = idempotencyKey ? seenKeys.get(idempotencyKey) : undefined;
      if (existing) {
        response.writeHead(200).end(JSON.stringify({ id: existing }));
        return;
      }
      const id = `email_${fake.sent.length + 1}`;
      if (idempotencyKey) seenKeys.set(idempotencyKey, id);
      fake.sent.push({ body: JSON.parse(data), idempotencyKey, authorization: request.headers.authorization });
      response.writeHead(200).end(JSON.stringify({ id }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
