#!/usr/bin/env node
// Serves the built shop (what `next start` does) and decides who the client is before Next sees
// the request: X-Forwarded-For is replaced by the one address we trust. With TRUSTED_PROXY_HOPS=0
// (the default) that is the socket's address, so a client cannot pick its own address to dodge a
// rate limit; behind N proxies it is the address the outermost trusted proxy saw.
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
const server = http.createServer((request, response) => {
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
