// The production server's log of requests (serve.mjs): one line per request saying when, which
// request, the method, the route pattern that answered, the status, how long it took, whether
// Next's cache answered and which server, as JSON for a log collector or, with LOG_FORMAT=pretty,
// as a line for people. A request slower than a second is written as a warning. Every error and
// warning line written while a request is handled (ours and Next's own) starts with its id, which
// the response carries too, so a shopper's report or a proxy's log leads to the lines. Nothing the
// client sent that could be personal is written: no query string, body, cookie or address.
//
// The id reaches the lines without a request context of our own: an AsyncLocalStorage costs every
// promise the process makes (on Node 20 each one copies its value onto every new promise), about
// 5% of a cached page. Next already keeps one work store per render, route handler and Server
// Action in its own; the id is noted on that store when Next opens it, and read back from whichever
// store a line is written in.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { REQUEST_ERRORS } from "../lib/request-errors.mjs";

/** A request that took longer than this (ms) is logged as a warning. */
export const SLOW_REQUEST_MS = 1000;

/** An id a proxy in front of us may have given the request: 8 to 128 of A-Z a-z 0-9 . _ : = - */
const WELL_FORMED_ID = /^[\w.:=-]{8,128}$/;

/** Where Next keeps what it decided about a request, on the request object it was handed. */
const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");

/** Next's answers from its cache: x-nextjs-cache on a cached page or route. */
const CACHE_STATES = new Set(["HIT", "STALE", "MISS", "REVALIDATED"]);

/**
 * The request's id: the one a trusted proxy sent in X-Request-Id when it is well-formed (so the
 * proxy's log and ours name the request alike), else a new one.
 */
export function requestIdOf(header, trustProxy) {
  const given = Array.isArray(header) ? header[0] : header;
  return trustProxy && typeof given === "string" && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/** This server's name in the lines: SERVER_ID when it is set (and well-formed), else random per process. */
export function serverIdOf(env = process.env) {
  const given = env.SERVER_ID?.trim();
  return given && /^[\w.:=-]{1,64}$/.test(given) ? given : randomUUID().slice(0, 8);
}

/**
 * The route pattern that answered ("/product/[id]"), as Next matched it after the rewrites and the
 * proxy's (so "/" is "/[slug]" and every "/products?..." is "/listing/[key]"): Next keeps its match
 * on the request it was handed. Next's hashed files are one route; a request no route answered (a
 * file from public/, a redirect, a refusal) has none. The address itself is never the route: its
 * query string may hold an e-mail address.
 */
export function routeOf(handed, url) {
  const route = handed?.[NEXT_REQUEST_META]?.match?.definition?.pathname;
  if (typeof route === "string") return route;
  return url.startsWith("/_next/static/") ? "/_next/static/[...path]" : null;
}

/** Whether Next's cache answered: "hit", "stale", "miss" or "revalidated", or null for an uncached answer. */
export function cacheOf(header) {
  const value = String(header ?? "").toUpperCase();
  return CACHE_STATES.has(value) ? value.toLowerCase() : null;
}

// The clock, read sparingly. Next wraps `Date` on the server (to notice pages that read the time),
// which made a `new Date()` per request the largest part of what the log cost a cached page.
// So a request's time comes from `performance.now()` and a wall-clock reading taken at most once
// a second, and a line's ISO time from its second's, formatted once.
let clockAt = Number.NEGATIVE_INFINITY;
let clockWall = 0;

/** The wall-clock time (ms since 1970) of a `performance.now()` reading from the last second or so. */
export function wallTimeOf(now) {
  if (now - clockAt > 1000) {
    clockWall = Date.now();
    clockAt = performance.now();
  }
  return clockWall + (now - clockAt);
}

let isoSecond = Number.NaN;
let isoPrefix = "";

/** A time (ms since 1970) as ISO 8601 in UTC to the millisecond, as `Date#toISOString` writes it. */
export function isoTimeOf(time) {
  const ms = Math.floor(time);
  const second = Math.floor(ms / 1000);
  if (second !== isoSecond) {
    isoSecond = second;
    isoPrefix = new Date(second * 1000).toISOString().slice(0, 20);
  }
  return `${isoPrefix}${String(ms - second * 1000).padStart(3, "0")}Z`;
}

/**
 * A finished request as its log line (without the newline): JSON, or with format "pretty" a line
 * for people, e.g. `14:03:07.512 GET /product/[id] 200 12.4 ms cache hit, request 5b0c… on web-1`.
 * Its `time` is when it finished, in ms since 1970.
 */
export function requestLine(entry, format) {
  const slow = entry.durationMs > SLOW_REQUEST_MS;
  const durationMs = Math.round(entry.durationMs * 10) / 10;
  const time = isoTimeOf(entry.time);
  if (format === "pretty") {
    return [
      time.slice(11, 23),
      slow ? "SLOW" : null,
      entry.method,
      entry.route ?? "(no route)",
      entry.status,
      entry.aborted ? "(the client left)" : null,
      `${durationMs} ms${entry.cache ? ` cache ${entry.cache}` : ""},`,
      `request ${entry.requestId} on ${entry.server}`,
    ]
      .filter((part) => part !== null)
      .join(" ");
  }
  return JSON.stringify({
    time,
    level: slow ? "warn" : "info",
    msg: slow ? "slow request" : "request",
    requestId: entry.requestId,
    method: entry.method,
    route: entry.route,
    status: entry.status,
    durationMs,
    cache: entry.cache,
    server: entry.server,
    ...(entry.aborted ? { aborted: true } : {}),
  });
}

/**
 * The request log of one server: `track(request, response)` at a request's arrival gives it its id
 * (sent back as X-Request-Id, and handed on to Next in the same request header, where the work
 * stores of the request and `onRequestError` read it) and writes its line when the response is
 * done. The returned record's `handed` names the request Next is given, which may be a copy, and
 * on which Next keeps the route it matched. Slow requests go to `warn`.
 */
export function requestLog({ server, format, trustProxy, info = process.stdout, warn = process.stderr }) {
  return {
    track(request, response) {
      const started = performance.now();
      const url = request.url ?? "/";
      const record = { id: requestIdOf(request.headers["x-request-id"], trustProxy), handed: request };
      // Replaced, never passed on: a client's own X-Request-Id (no trusted proxy) names nothing here.
      request.headers["x-request-id"] = record.id;
      response.setHeader("x-request-id", record.id);
      // A response closes once; `on` spares the wrapper `once` makes and removes.
      response.on("close", () => {
        const finished = performance.now();
        const durationMs = finished - started;
        const entry = {
          time: wallTimeOf(finished),
          requestId: record.id,
          method: request.method,
          route: routeOf(record.handed, url),
          status: response.statusCode,
          durationMs,
          cache: cacheOf(response.getHeader("x-nextjs-cache")),
          server,
          aborted: !response.writableFinished,
        };
        const line = () => `${requestLine(entry, format)}\n`;
        if (durationMs > SLOW_REQUEST_MS) warn.write(line());
        // A batched writer makes the line when it writes the batch: formatted together, the lines
        // of a batch cost less than each made while its request finishes, between other work.
        else if (info.writeLater) info.writeLater(line);
        else info.write(line());
      });
      return record;
    },
  };
}

/**
 * Lines to a stream, written a batch at a time: a write to stdout is a system call (synchronous for
 * a file or pipe on Linux), and one per request costs a cached page a few percent. A line waits at
 * most `delayMs`, or until `maxBytes` or `maxLines` wait; `flush()` writes what waits at once (the
 * server calls it as the process exits, so a stop loses nothing; a killed process loses at most
 * `delayMs`). `write(text)` queues a line made; `writeLater(makeText)` queues one to be made as the
 * batch is written, in the same order.
 */
export function batchedWriter(stream, { delayMs = 100, maxBytes = 64 * 1024, maxLines = 256 } = {}) {
  let waiting = [];
  let bytes = 0;
  let timer = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (waiting.length === 0) return;
    const items = waiting;
    waiting = [];
    bytes = 0;
    let text = "";
    for (const item of items) text += typeof item === "function" ? item() : item;
    stream.write(text);
  };
  const queue = (item, size) => {
    waiting.push(item);
    bytes += size;
    if (bytes >= maxBytes || waiting.length >= maxLines) flush();
    else timer ??= setTimeout(flush, delayMs).unref();
    return true;
  };
  return {
    write: (line) => queue(line, line.length),
    writeLater: (makeText) => queue(makeText, 0),
    flush,
  };
}

/** A header of a request as Next holds it: Node's header object, or a Headers (its request store's). */
function headerOf(headers, name) {
  if (!headers) return undefined;
  const value = typeof headers.get === "function" ? headers.get(name) : headers[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * The id of the request being handled where a line is written, read from Next's own stores:
 * `work` is Next's store of the render, route handler or Server Action at work (one per request),
 * and `workUnit` its store of the request's headers. When Next opens a work store, the request's id
 * is noted on it: from the request a page render is handed, else from the request store a route
 * handler or Server Action runs in. A line about an error Next reported for a request (logged
 * where no work store is open, e.g. a proxy's failure) takes that request's id.
 */
export function requestIdsFromNext({ work, workUnit }, registry = globalThis) {
  const ids = new WeakMap();
  const run = work.run;
  work.run = function runNoted(store, callback, ...args) {
    const id = headerOf(args[0]?.headers, "x-request-id") ?? headerOf(workUnit.getStore()?.headers, "x-request-id");
    if (id !== undefined && store !== null && typeof store === "object") ids.set(store, id);
    return run.call(this, store, callback, ...args);
  };
  return (args = []) => {
    const store = work.getStore();
    const id = store === undefined ? undefined : ids.get(store);
    if (id !== undefined) return id;
    const errors = registry[REQUEST_ERRORS];
    if (!errors) return undefined;
    for (const arg of args) {
      if (arg !== null && typeof arg === "object" && errors.has(arg)) return errors.get(arg);
    }
    return undefined;
  };
}

/**
 * Makes `console.error` and `console.warn` start each line written while a request is handled with
 * `[request <id>]`: our error lines (lib/log.ts) and those of Next and the libraries alike.
 * `requestIdOfLine(args)` names the request being handled (requestIdsFromNext), if any.
 */
export function tagLinesWithRequest(requestIdOfLine, target = console) {
  for (const level of ["error", "warn"]) {
    const write = target[level].bind(target);
    target[level] = (...args) => {
      const id = requestIdOfLine(args);
      if (id === undefined) return write(...args);
      // Joined to a first string argument, so its %s placeholders keep their meaning.
      if (typeof args[0] === "string") return write(`[request ${id}] ${args[0]}`, ...args.slice(1));
      return write(`[request ${id}]`, ...args);
    };
  }
}
