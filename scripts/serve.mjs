#!/usr/bin/env node
// Serves the built shop (what `next start` does) and decides who the client is before Next sees
// the request: X-Forwarded-For is replaced by the one address we trust. With TRUSTED_PROXY_HOPS=0
// (the default) that is the socket's address, so a client cannot pick its own address to dodge a
// rate limit; behind N proxies it is the address the outermost trusted proxy saw. Methods no
// route has (TRACE...) get 405 and malformed %-escapes 400 here, where Next.js would answer 500,
// and so do Server Action posts from other sites, of the wrong type or too large (server-actions.mjs).
// Pages get cache headers a CDN can honour without showing stale stock (cache-control.mjs).
// Hashed scripts and stylesheets go out brotli-compressed when the build has them (brotli-assets.mjs);
// those of earlier builds under EARLIER_BUILDS_DIR (set by `npm start`) are served to the pages
// those builds sent, so a page from before a deploy still hydrates (earlier-builds.mjs).
// Every request is logged in one line (route pattern, status, duration, cache, no personal data;
// LOG_FORMAT=pretty for people) and has an id, sent back as X-Request-Id and written at the start
// of every error line logged while it is handled (request-log.mjs).
// SIGTERM (a deploy, a scale-down) stops taking connections once those the system has already
// opened are accepted, lets every request already taken finish (up to DRAIN_TIMEOUT_SECONDS,
// default 25), then closes the cache broadcast, sends the last metrics and traces and closes the
// database before exiting.
//
// Runs from the repository (`node scripts/serve.mjs`, with next.config.ts) or from the standalone
// build that `npm start` and deployments use (`node .next/standalone/scripts/serve.mjs`), where
// the build's own config is read and the working folder is the standalone folder.
//   node scripts/serve.mjs --port 3000
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import next from "next";
import { clientAddressOf } from "./client-address.mjs";
import { cdnCacheControl } from "./cache-control.mjs";
import { serveBrotliAsset } from "./brotli-assets.mjs";
import { serveFromEarlierBuild } from "./earlier-builds.mjs";
import { isServerActionPost, screenServerAction } from "./server-actions.mjs";
import { batchedWriter, requestIdsFromNext, requestLog, serverIdOf, tagLinesWithRequest } from "./request-log.mjs";

const root = path.resolve(import.meta.dirname, "..");
const standalone = existsSync(path.join(root, "server.js")) && !existsSync(path.join(root, "next.config.ts"));
let conf;
if (standalone) {
  process.chdir(root);
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  conf = JSON.parse(readFileSync(path.join(root, distDir, "required-server-files.json"), "utf8")).config;
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf);
}
const argv = process.argv.slice(2);
const portArg = argv.indexOf("--port");
const port = Number(portArg >= 0 ? argv[portArg + 1] : (process.env.PORT ?? 3000));
const hops = Math.max(0, Math.floor(Number(process.env.TRUSTED_PROXY_HOPS ?? 0)) || 0);
process.env.PORT = String(port);

const app = next({ dev: false, dir: root, port, hostname: "0.0.0.0", ...(conf ? { conf } : {}) });
const handle = app.getRequestHandler();
const staticDir = path.join(root, process.env.NEXT_DIST_DIR || ".next", "static");
// One id per process, also the server's name in metrics and traces (lib/telemetry.ts, started
// while the app prepares).
process.env.SERVER_ID = serverIdOf();
await app.prepare();
// LOG_FORMAT=off writes no request lines and gives requests no id (for a proxy in front that logs
// them already, and for measuring what the log costs: npm run bench -- --observability).
const logRequests = process.env.LOG_FORMAT !== "off";
// Request lines go out a batch at a time (slow requests' warnings at once); the rest is written
// as the process exits, however it stops.
const requestLines = batchedWriter(process.stdout);
process.on("exit", () => requestLines.flush());
const log = requestLog({
  server: process.env.SERVER_ID,
  format: process.env.LOG_FORMAT,
  trustProxy: hops > 0,
  info: requestLines,
});
if (logRequests) {
  // Next's own stores of the work at hand, the same instances its routes use.
  const require = createRequire(path.join(root, "package.json"));
  tagLinesWithRequest(
    requestIdsFromNext({
      work: require("next/dist/server/app-render/work-async-storage.external.js").workAsyncStorage,
      workUnit: require("next/dist/server/app-render/work-unit-async-storage.external.js").workUnitAsyncStorage,
    }),
  );
}
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
// The site address as the app reads it (SITE_URL, else the one the build was made for), and
// whether it is local by the same rule as lib/site-address.ts (this plain script cannot import it).
const site = (process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL || "").trim();
const siteIsLocal = !site || /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/.test(site);
let warnedAboutHost = false;

/** Once: a shop reached under a public host name while its site address is localhost. */
function warnAboutLocalSite(request) {
  if (warnedAboutHost || !siteIsLocal) return;
  const host = String(request.headers.host ?? "").replace(/:\d+$/, "");
  if (!host || /^(localhost|127\.0\.0\.1|\[::1\])$/.test(host) || host.endsWith(".localhost")) return;
  warnedAboutHost = true;
  console.warn(
    `Warning: this shop is served as ${host} but its site address is ${site || "not set"}: canonical links, ` +
      `the sitemap, feeds and e-mails point at localhost. Set SITE_URL to the public address and restart.`,
  );
}

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

let draining = false;
const server = http.createServer(
  logRequests ? (request, response) => answer(request, response, log.track(request, response)) : answer,
);

/**
 * Refuses what Next would answer 500, screens Server Action posts, hands the rest to Next.
 * `record` is the request's entry in the request log, if it is kept.
 */
function answer(request, response, record) {
  const refused = refusal(request);
  if (refused) {
    console.warn(
      `${record ? `[request ${record.id}] ` : ""}[${refused.status}] ${request.method} refused: ${refused.text}`,
    );
    response.writeHead(refused.status, { "content-type": "text/plain; charset=utf-8", allow: METHODS.join(", ") });
    response.end(refused.text);
    return;
  }
  if (!isServerActionPost(request)) return serve(request, response, record);
  screenServerAction(request, response, record?.id).then(
    (screened) => screened && serve(screened, response, record),
    // The client went away while sending the body: nobody is left to answer.
    () => response.destroy(),
  );
}

/** Hands a request Next.js may take to it, with the client's address and the headers we add. */
function serve(request, response, record) {
  const forwarded = request.headers["x-forwarded-for"];
  request.headers["x-forwarded-for"] = clientAddressOf(
    Array.isArray(forwarded) ? forwarded.join(",") : forwarded,
    request.socket.remoteAddress,
    hops,
  );
  delete request.headers["x-real-ip"];
  warnAboutLocalSite(request);
  if (site.startsWith("https:")) {
    response.setHeader("strict-transport-security", "max-age=31536000; includeSubDomains");
  }
  if (draining) response.setHeader("connection", "close");
  if (serveBrotliAsset(request, response, staticDir)) return;
  if (serveFromEarlierBuild(request, response, staticDir, process.env.EARLIER_BUILDS_DIR)) return;
  // Next keeps the route it matched on the request it is handed, which may be a copy.
  if (record) record.handed = request;
  const setHeader = response.setHeader.bind(response);
  const url = request.url;
  response.setHeader = (name, value) =>
    setHeader(name, String(name).toLowerCase() === "cache-control" ? cdnCacheControl(value, url) : value);
  void handle(request, response);
}
server.keepAliveTimeout = 65_000;
let accepted = 0;
server.on("connection", () => accepted++);
server.listen(port, () => console.log(`Serving on http://localhost:${port} (trusted proxy hops: ${hops})`));

const drainSeconds = Math.max(1, Number(process.env.DRAIN_TIMEOUT_SECONDS) || 25);

/** Stops taking requests, finishes the ones taken, closes what the app opened, exits. */
async function drain(signal) {
  if (draining) return;
  draining = true;
  console.log(`${signal}: finishing the requests in progress, then stopping.`);
  // Connections the system has already opened for clients wait in its queue until Node accepts
  // them, and a busy server accepts about one per turn of its event loop; closing the listener
  // resets those still waiting, requests and all. So it listens on until a turn passes with none
  // accepted (at most a few seconds: a load balancer has stopped sending by then).
  const giveUp = Date.now() + 5000;
  for (let seen = -1; seen !== accepted && Date.now() < giveUp;) {
    seen = accepted;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // Node counts a connection it has accepted but whose request it has not read yet as idle, and
  // closing that one would drop a request it took. So this only stops listening:
  // http.Server#close would also close every idle connection at once.
  const closed = new Promise((resolve) => net.Server.prototype.close.call(server, resolve));
  // Kept-alive connections with no request in progress are closed as they go idle, from a second
  // on, each time just after the event loop has read what arrived on its connections.
  const sweep = () => setImmediate(() => server.closeIdleConnections());
  let idleSweep;
  const firstSweep = setTimeout(() => {
    sweep();
    idleSweep = setInterval(sweep, 100);
  }, 1000);
  const deadline = setTimeout(() => {
    console.warn(`Requests still running after ${drainSeconds} s: closing their connections.`);
    server.closeAllConnections();
  }, drainSeconds * 1000);
  await closed;
  clearTimeout(firstSweep);
  clearInterval(idleSweep);
  clearTimeout(deadline);
  // The app keeps these on globalThis (lib/cache/shared-cache-handler.mjs, db/client.ts).
  await globalThis.__shopCacheBus?.close?.().catch(() => {});
  await globalThis.__shopTelemetry?.shutdown().catch(() => {});
  const database = await globalThis.__shopDatabase?.catch(() => null);
  await database?.close().catch((error) => console.warn("Closing the database failed:", error.message));
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void drain(signal));
