#!/usr/bin/env node
// Serves the built shop (what `next start` does) and decides who the client is before Next sees
// the request: X-Forwarded-For is replaced by the one address we trust. With TRUSTED_PROXY_HOPS=0
// (the default) that is the socket's address, so a client cannot pick its own address to dodge a
// rate limit; behind N proxies it is the address the outermost trusted proxy saw. Methods no
// route has (TRACE...) get 405 and malformed %-escapes 400 here, where Next.js would answer 500.
//   node scripts/serve.mjs --port 3000
import http from "node:http";
import path from "node:path";
import next from "next";
import { clientAddressOf } from "./client-address.mjs";

const root = path.resolve(import.meta.dirname, "..");
const argv = process.argv.slice(2);
const portArg = argv.indexOf("--port");
const port = Number(portArg >= 0 ? argv[portArg + 1] : (process.env.PORT ?? 3000));
const hops = Math.max(0, Math.floor(Number(process.env.TRUSTED_PROXY_HOPS ?? 0)) || 0);
process.env.PORT = String(port);

const app = next({ dev: false, dir: root, port, hostname: "0.0.0.0" });
const handle = app.getRequestHandler();
await app.prepare();
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** A request Next.js would answer with a 500: a method no route has, or a malformed %-escape. */
function refusal(request) {
  if (!METHODS.includes(request.method ?? "")) return { status: 405, text: "Method not allowed" };
  try {
    decodeURIComponent(new URL(request.url ?? "/", "http://shop").pathname);
  } catch {
    return { status: 400, text: "Bad request: the address has a malformed %-escape" };
  }
  return null;
}

const server = http.createServer((request, response) => {
  const refused = refusal(request);
  if (refused) {
    console.warn(`[${refused.status}] ${request.method} refused: ${refused.text}`);
    response.writeHead(refused.status, { "content-type": "text/plain; charset=utf-8", allow: METHODS.join(", ") });
    response.end(refused.text);
    return;
  }
  const forwarded = request.headers["x-forwarded-for"];
  request.headers["x-forwarded-for"] = clientAddressOf(
    Array.isArray(forwarded) ? forwarded.join(",") : forwarded,
    request.socket.remoteAddress,
    hops,
  );
  delete request.headers["x-real-ip"];
  void handle(request, response);
});
server.keepAliveTimeout = 65_000;
server.listen(port, () => console.log(`Serving on http://localhost:${port} (trusted proxy hops: ${hops})`));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
