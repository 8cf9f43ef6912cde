#!/usr/bin/env node
// `npm run bench [-- --products N]`: measures the production build with autocannon, route by
// route, against a plain Node server returning the same home-page HTML in the same run. With
// --products N the app runs on a generated catalogue of N products in its own database (a PGlite
// folder under .data/, and a database on BENCH_DATABASE_URL's server when that is set), never the
// shop's. Prints req/s, p50/p99 latency, errors and the ratio to the plain server for each route,
// the server's memory after the run and after three more rounds of uncached searches, and the
// search relevance set's figures on the catalogue served (scripts/bench-relevance.ts). Speed is
// checked here, never by timed tests.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { availableParallelism } from "node:os";
import path from "node:path";
import { serverNodeFlags } from "./server-heap.mjs";
import { waitForHealth } from "./wait-for-health.mjs";
import autocannon from "autocannon";
import postgres from "postgres";

const root = path.resolve(import.meta.dirname, "..");
const next = path.join(root, "node_modules", ".bin", "next");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const distDir = ".next-bench";
const port = Number(process.env.BENCH_PORT ?? 3200);
const plainPort = port + 1;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Seconds of new URLs a route is asked for before it is measured on them. */
const WARM_UP_SECONDS = 3;
const argv = process.argv.slice(2);
const productsArg = argv.indexOf("--products");
const productCount = productsArg >= 0 ? Number(argv[productsArg + 1]) : 0;
if (productsArg >= 0 && !(Number.isSafeInteger(productCount) && productCount > 0)) {
  console.error("--products needs a whole number, e.g. --products 50000");
  process.exit(2);
}
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir };

if (process.env.BENCH_SKIP_BUILD !== "1") {
  console.log("Building the production app...");
  const build = spawnSync(next, ["build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The databases to measure on: PGlite always, Postgres when BENCH_DATABASE_URL is set. */
function databases() {
  const list = [];
  const dir = path.join(root, ".data", productCount ? `bench-${productCount}` : "bench");
  list.push({ kind: "pglite", env: { PGLITE_DIR: dir, DATABASE_URL: "" }, dir });
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const target = new URL(url);
    target.pathname = `/shop_bench_${productCount || "sample"}`;
    list.push({ kind: "postgres", env: { DATABASE_URL: target.toString() }, url, target: target.toString() });
  }
  return list;
}

async function prepare(database) {
  if (database.kind === "pglite") {
    if (!productCount) rmSync(database.dir, { recursive: true, force: true });
    rmSync(`${database.dir}.lock`, { force: true });
  } else {
    const admin = postgres(database.url, { max: 1, onnotice: () => {} });
    const name = new URL(database.target).pathname.slice(1);
    if (!productCount) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!exists) await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  if (!productCount) return;
  const where = database.kind === "pglite" ? ["--pglite", database.dir] : ["--url", database.target];
  const load = spawnSync(tsx, ["scripts/bench-catalog.ts", "--products", String(productCount), ...where], {
    cwd: root,
    stdio: "inherit",
  });
  if (load.status !== 0) process.exit(load.status ?? 1);
}

/** Resident memory (MB) of a process and all its children, from /proc. */
function treeRssMb(pid) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, "utf8"))?.[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let kb = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop();
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${current}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // gone
    }
    stack.push(...(children.get(current) ?? []));
  }
  return Math.round(kb / 1024);
}

/** Bytes of JavaScript a page loads (from its script tags), before compression. */
async function javaScriptBytes(html) {
  // nomodule scripts are legacy polyfills that current browsers never download.
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((match) => !/noModule/i.test(match[1]))
    .map((match) => /src="([^"]+)"/.exec(match[1])?.[1])
    .filter(Boolean);
  let total = 0;
  for (const src of new Set(sources)) total += (await (await fetch(new URL(src, base))).arrayBuffer()).byteLength;
  return { files: new Set(sources).size, total };
}

/** Downloads a feed once: seconds, bytes, and the server's peak memory while it streamed. */
async function measureFeed(path, serverPid) {
  let peak = treeRssMb(serverPid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRssMb(serverPid));
  }, 100);
  const started = performance.now();
  const response = await fetch(`${base}${path}`);
  const bytes = (await response.arrayBuffer()).byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { path, status: response.status, seconds, bytes, peak: Math.max(peak, treeRssMb(serverPid)) };
}

async function measure(name, url, { varied, conns = connections, seconds = duration } = {}) {
  const options = { url, connections: conns, duration: seconds, timeout: 10 };
  // Varied: every request asks for another URL, so the page and data caches cannot answer it.
  if (varied) options.requests = [{ setupRequest: (request) => ({ ...request, path: varied() }) }];
  const result = await autocannon(options);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The plain server returns the home page's HTML as the app serves it, measured once per run. */
async function plainServer() {
  const html = await (await fetch(`${base}/`)).text();
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise((resolve) => server.listen(plainPort, "127.0.0.1", resolve));
  const result = await measure("plain Node (home HTML)", `http://127.0.0.1:${plainPort}/`);
  console.log(`plain Node server with the home page's HTML: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms`);
  return { server, rps: result.rps };
}

async function run(database) {
  await prepare(database);
  const server = spawn(
    process.execPath,
    [...serverNodeFlags(), path.join(root, "scripts", "serve.mjs"), "--port", String(port)],
    {
      cwd: root,
      env: { ...env, ...database.env },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const stop = () => server.kill("SIGTERM");
  process.on("exit", stop);
  await waitForHealth(base);
  plain ??= await plainServer();
  const plainRps = plain.rps;
  const list = await (await fetch(`${base}/api/products?limit=200&inStock=true`)).json();
  const total = list.total;
  const product = list.data[0];
  const pages = Math.max(1, Math.ceil(total / 24));
  const words = ["washer", "dryer", "samsung", "lg", "stainless", "gas", "front load", "french door", "whirpool"];
  let counter = 0;
  // A search nobody asked for before: a new number after one of the words, every request.
  const anySearch = () => `/products?search=${encodeURIComponent(words[(counter += 1) % words.length])}%20${counter}`;
  // What the header suggests for a text nobody typed before: a start of a word, then a new number.
  const typing = ["wa", "dr", "sams", "lg w", "front lo", "frig", "whirl", "dish", "stainl"];
  const anyTyping = () =>
    `/api/search/suggestions?q=${encodeURIComponent(typing[(counter += 1) % typing.length])}%20${counter}`;
  // A price or a size few products have or none, new every time ("fridge under 100.0042", "range
  // 10.0043 inch"): read by what matches it, where walking the catalogue in order read most of it.
  const fewHave = () => {
    const tail = ((counter += 1) % 10000) / 10000;
    return [`fridge under ${100 + tail}`, `range ${10 + tail} inch`, `washer under ${150 + tail}`][counter % 3];
  };
  const targets = [
    ["home page", "/"],
    ["product page", `/product/${product.id}`],
    ["/refrigerators", "/refrigerators"],
    ["/areas/gahanna", "/areas/gahanna"],
    ["/products", "/products"],
    ["category, price low-high", "/products?category=refrigerator&sort=priceAsc"],
    ["search whirlpool", "/products?search=whirlpool"],
    ["search refridgerator", "/products?search=refridgerator"],
    ["products API", "/api/products"],
    [
      "/products, any page (uncached)",
      "/products",
      () => `/products?sort=priceDesc&page=${1 + ((counter += 7919) % pages)}`,
    ],
    ["search, any words (uncached)", "/products", anySearch],
    ["suggestions, any text (uncached)", "/api/search/suggestions?q=wa", anyTyping],
    [
      "search, a price or size few have (uncached)",
      "/products?search=fridge%20under%20100",
      () => `/products?search=${encodeURIComponent(fewHave())}`,
    ],
    [
      "suggestions, a price or size few have (uncached)",
      "/api/search/suggestions?q=fridge%20under%20100",
      () => `/api/search/suggestions?q=${encodeURIComponent(fewHave())}`,
    ],
    [
      "API, any offset (uncached)",
      "/api/products",
      () => `/api/products?limit=24&offset=${((counter += 7919) * 24) % total}&sort=nameAsc`,
    ],
  ];
  // Warm up: the first request renders and caches each page.
  for (const [, target] of targets) await fetch(`${base}${target}`).then((response) => response.arrayBuffer());
  const rows = [];
  for (const [name, target, varied] of targets) {
    // A route asked for new URLs is warmed up by a short round of them first, not measured: the
    // first second of a route's new requests compiles its code (the suggestions' first round had
    // a p99 a third higher than the next ones), which a server in use has long done.
    if (varied) await measure(name, `${base}${target}`, { varied, seconds: WARM_UP_SECONDS });
    rows.push(await measure(name, `${base}${target}`, { varied }));
    process.stdout.write(".");
  }
  rows.push(await measure("/products, 50 connections", `${base}/products`, { conns: 50 }));
  const rss = treeRssMb(server.pid);
  // A stream of pages nobody asked for before, in three rounds: a server that keeps something of
  // every render grows round after round (and once ran out of heap in under a minute).
  const soak = [];
  for (let round = 0; round < 3; round += 1) {
    await measure("soak", `${base}/products`, { varied: anySearch });
    soak.push(treeRssMb(server.pid));
  }
  const feeds = [];
  for (const path of ["/feeds/google-merchant.xml", "/feeds/google-local-inventory.xml", "/feeds/meta-catalog.csv"]) {
    feeds.push(await measureFeed(path, server.pid));
  }
  const home = await (await fetch(`${base}/`)).text();
  const js = await javaScriptBytes(home);
  const relevance = spawnSync(tsx, ["scripts/bench-relevance.ts", "--base", base], { cwd: root, encoding: "utf8" });
  stop();
  await new Promise((resolve) => server.once("exit", resolve));
  console.log(
    `\n\n${database.kind}, ${productCount || "the sample"} products (${total} in stock), ${connections} connections, ${duration} s each`,
  );
  console.log(
    `${"route".padEnd(34)}${"req/s".padStart(8)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"errors".padStart(8)}${"vs plain".padStart(10)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(34)}${row.rps.toFixed(0).padStart(8)}${String(row.p50).padStart(8)}${String(row.p99).padStart(8)}${String(row.errors).padStart(8)}${(row.rps / plainRps).toFixed(3).padStart(10)}`,
    );
  }
  console.log(`server memory after the run: ${rss} MB RSS`);
  console.log(`server memory after each of three ${duration} s rounds of uncached searches: ${soak.join(", ")} MB RSS`);
  for (const feed of feeds) {
    console.log(
      `${feed.path}: ${feed.status}, ${(feed.bytes / 1024 / 1024).toFixed(1)} MB in ${feed.seconds.toFixed(1)} s, server peak ${feed.peak} MB RSS`,
    );
  }
  console.log(
    `home page: ${(home.length / 1024).toFixed(0)} KB of HTML, ${js.files} scripts, ${(js.total / 1024).toFixed(0)} KB of JavaScript (uncompressed)`,
  );
  process.stdout.write(relevance.stdout || relevance.stderr);
  return { database: database.kind, rows, rss };
}

/** Whether this machine can pin processes to cores (taskset, and at least two cores). */
function canPin() {
  return availableParallelism() >= 2 && spawnSync("taskset", ["--version"]).status === 0;
}

/** CPU time (ms) a process has used so far, user and system, from /proc. */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime are the 12th and 13th fields after the command, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * What the request log and the telemetry hooks (no collector set) cost the cached routes: pairs of
 * servers of the same build on the sample catalogue, one as shipped and one with LOG_FORMAT=off.
 * The two of a pair are loaded at the same time, sharing one core (where the machine can pin: the
 * load generator, this process, on another), so whatever the machine does in a round it does to
 * both alike; a round reads, per server, the requests answered and the CPU time used. Two servers
 * of one build differ by a few percent by themselves (measured with both as shipped), so each of
 * several sets starts a fresh pair, the one started first and the one loaded first alternating.
 * The cost is 1 - (off's CPU per request / shipped's), which on a busy core is the share of
 * throughput lost: the geometric mean over the sets, with a 95% interval from the sets' spread.
 * BENCH_SETS, BENCH_ROUNDS and BENCH_SECONDS set how many, how many and how long.
 */
async function observabilityCost() {
  const sets = Number(process.env.BENCH_SETS ?? 6);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const seconds = Number(process.env.BENCH_SECONDS ?? 4);
  // An interval needs the spread of at least two pairs.
  if (!(Number.isSafeInteger(sets) && sets >= 2 && Number.isSafeInteger(rounds) && rounds >= 1 && seconds > 0)) {
    console.error("BENCH_SETS must be a whole number from 2, BENCH_ROUNDS from 1, and BENCH_SECONDS above 0");
    process.exit(2);
  }
  const pinned = canPin();
  if (pinned) spawnSync("taskset", ["-p", "-c", "0", String(process.pid)], { stdio: "ignore" });
  const variants = [
    { name: "as shipped (JSON request log)", env: {}, port: port },
    // BENCH_SAME=1: both as shipped, to read what the method finds where nothing differs.
    { name: "LOG_FORMAT=off", env: process.env.BENCH_SAME === "1" ? {} : { LOG_FORMAT: "off" }, port: port + 2 },
  ];
  const startServer = (variant, index) => {
    const dir = path.join(root, ".data", `bench-observability-${index}`);
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}.lock`, { force: true });
    const command = [
      process.execPath,
      ...serverNodeFlags(),
      path.join(root, "scripts", "serve.mjs"),
      "--port",
      String(variant.port),
    ];
    // taskset runs the server in its own process (exec), so the pid is the server's.
    const [file, ...args] = pinned ? ["taskset", "-c", "1", ...command] : command;
    return spawn(file, args, {
      cwd: root,
      env: { ...env, PGLITE_DIR: dir, DATABASE_URL: "", OTEL_EXPORTER_OTLP_ENDPOINT: "", ...variant.env },
      stdio: ["ignore", "ignore", "inherit"],
    });
  };
  const stop = async (server) => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  };
  let servers = [];
  process.on("exit", () => servers.forEach((server) => server.kill("SIGTERM")));
  /** Each route's name and its address, given a product in stock of the pair's fresh shop. */
  const routes = [
    ["home page", () => "/"],
    ["product page", (product) => `/product/${product.id}`],
    ["/refrigerators", () => "/refrigerators"],
    ["/areas/gahanna", () => "/areas/gahanna"],
    ["/products", () => "/products"],
    ["products API", () => "/api/products"],
  ];
  const percent = (value) => `${(value * 100).toFixed(1)}%`;
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  /** Student's t for a two-sided 95% interval with n - 1 degrees of freedom (n of 2 to 10). */
  const t95 = (n) => [12.71, 4.3, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26][n - 2] ?? 1.96;
  /** The cost (1 - exp(-mean)) from log-ratios of CPU per request (shipped over off), with its 95% interval. */
  const costOf = (logRatios) => {
    const average = mean(logRatios);
    const variance = logRatios.reduce((sum, value) => sum + (value - average) ** 2, 0) / (logRatios.length - 1);
    const margin = t95(logRatios.length) * Math.sqrt(variance / logRatios.length);
    const lost = (value) => 1 - Math.exp(-value);
    return { cost: lost(average), low: lost(average - margin), high: lost(average + margin) };
  };
  /** Both servers loaded at once for `duration` s: per variant, requests answered and CPU ms used. */
  const together = async (target, duration, loadFirst) => {
    const before = servers.map((server) => cpuMsOf(server.pid));
    const order = loadFirst === 0 ? [0, 1] : [1, 0];
    const results = [];
    await Promise.all(
      order.map(async (index) => {
        results[index] = await autocannon({
          url: `http://127.0.0.1:${variants[index].port}${target}`,
          connections,
          duration,
        });
      }),
    );
    const after = servers.map((server) => cpuMsOf(server.pid));
    return results.map((result, index) => ({
      requests: result.requests.total,
      rps: result.requests.average,
      cpuMs: after[index] - before[index],
    }));
  };
  console.log(
    `\nRequest log and telemetry hooks (no collector) on cached routes: ${sets} fresh pairs of servers, ` +
      `${rounds} rounds of ${seconds} s per route each, both of a pair loaded at once (${connections} connections each), ` +
      `${pinned ? "sharing core 1, load on core 0" : "not pinned to cores"}`,
  );
  /** Per route, per set: the mean log-ratio of CPU per request, and the req/s and CPU ms per request of each. */
  const perRoute = routes.map(() => ({ ratios: [], rps: [[], []], cpu: [[], []] }));
  for (let set = 0; set < sets; set += 1) {
    const startOrder = set % 2 === 0 ? [0, 1] : [1, 0];
    servers = [];
    for (const index of startOrder) {
      servers[index] = startServer(variants[index], index);
      await waitForHealth(`http://127.0.0.1:${variants[index].port}`);
    }
    const product = (await (await fetch(`${base}/api/products?limit=1&inStock=true`)).json()).data[0];
    for (const [routeIndex, [, addressOf]] of routes.entries()) {
      const target = addressOf(product);
      await together(target, 1, 0);
      const ratios = [];
      for (let round = 0; round < rounds; round += 1) {
        const [shipped, off] = await together(target, seconds, (set + round) % 2);
        ratios.push(Math.log(shipped.cpuMs / shipped.requests) - Math.log(off.cpuMs / off.requests));
        for (const [index, side] of [shipped, off].entries()) {
          perRoute[routeIndex].rps[index].push(side.rps);
          perRoute[routeIndex].cpu[index].push(side.cpuMs / side.requests);
        }
      }
      perRoute[routeIndex].ratios.push(mean(ratios));
    }
    await Promise.all(servers.map(stop));
    process.stdout.write(`  set ${set + 1} of ${sets} done\n`);
  }
  console.log(
    `${"route".padEnd(16)}${"shipped req/s".padStart(14)}${"off req/s".padStart(11)}` +
      `${"shipped CPU".padStart(13)}${"off CPU".padStart(10)}${"cost".padStart(7)}${"95% interval".padStart(18)}`,
  );
  const ms = (value) => `${value.toFixed(3)} ms`;
  for (const [routeIndex, [name]] of routes.entries()) {
    const { ratios, rps, cpu } = perRoute[routeIndex];
    const { cost, low, high } = costOf(ratios);
    console.log(
      `${name.padEnd(16)}${mean(rps[0]).toFixed(0).padStart(14)}${mean(rps[1]).toFixed(0).padStart(11)}` +
        `${ms(mean(cpu[0])).padStart(13)}${ms(mean(cpu[1])).padStart(10)}` +
        `${percent(cost).padStart(7)}${`${percent(low)} to ${percent(high)}`.padStart(18)}`,
    );
  }
  // Over every route: one figure per set (its routes' mean), as a set's two servers are what vary.
  const bySet = Array.from({ length: sets }, (_, set) => mean(perRoute.map((route) => route.ratios[set])));
  const { cost, low, high } = costOf(bySet);
  console.log(
    `cost over every route (CPU per request): ${percent(cost)} ` +
      `(95% interval over the ${sets} pairs ${percent(low)} to ${percent(high)}; target: under 3%)`,
  );
}

let plain = null;
if (argv.includes("--observability")) {
  await observabilityCost();
  process.exit(0);
}
for (const database of databases()) await run(database);
plain?.server.close();
process.exit(0);
