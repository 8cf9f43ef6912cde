#!/usr/bin/env node
// `npm run bench`: measures, in one run, the home page, /products, a product page, a search and
// the products API of the production build (on a fresh embedded database), against a plain Node
// server returning the same home-page HTML. Prints requests/s and p99 latency for each and the
// ratio to the plain server. Speed targets are checked here, never by timed tests.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "..");
const next = path.join(root, "node_modules", ".bin", "next");
const distDir = ".next-bench";
const port = Number(process.env.BENCH_PORT ?? 3200);
const plainPort = port + 1;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir };

if (process.env.BENCH_SKIP_BUILD !== "1") {
  console.log("Building the production app...");
  const build = spawnSync(next, ["build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = path.join(root, ".data", "bench");
rmSync(dataDir, { recursive: true, force: true });
rmSync(`${dataDir}.lock`, { force: true });
const server = spawn(next, ["start", "--port", String(port)], {
  cwd: root,
  env: { ...env, PGLITE_DIR: dataDir, DATABASE_URL: "" },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The app did not start within 60 seconds");
}

await waitForServer();
const products = await (await fetch(`${base}/api/products?limit=1`)).json();
const productId = products.data[0].id;
const homeHtml = await (await fetch(`${base}/`)).text();

/** Bytes of JavaScript the home page loads (from its script tags), before compression. */
async function homeJavaScriptBytes(html) {
  // nomodule scripts are legacy polyfills that current browsers never download.
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((match) => !/noModule/i.test(match[1]))
    .map((match) => /src="([^"]+)"/.exec(match[1])?.[1])
    .filter(Boolean);
  let total = 0;
  for (const src of new Set(sources)) {
    const response = await fetch(new URL(src, base));
    total += (await response.arrayBuffer()).byteLength;
  }
  return { files: new Set(sources).size, total };
}
const homeJs = await homeJavaScriptBytes(homeHtml);

const plain = http.createServer((_request, response) => {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(homeHtml);
});
await new Promise((resolve) => plain.listen(plainPort, "127.0.0.1", resolve));

const targets = [
  ["plain Node (home HTML)", `http://127.0.0.1:${plainPort}/`],
  ["home page", `${base}/`],
  ["/products", `${base}/products`],
  ["product page", `${base}/product/${productId}`],
  ["search", `${base}/products?search=stainless%20refrigerator`],
  ["products API", `${base}/api/products`],
];

// Warm up: the first request renders and caches each page.
for (const [, url] of targets) await fetch(url).then((response) => response.arrayBuffer());

const results = [];
for (const [name, url] of targets) {
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    console.error(`${name}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  }
  results.push({ name, rps: result.requests.average, p99: result.latency.p99 });
  console.log(`measured ${name}`);
}

const plainRps = results[0].rps;
console.log(`\n${connections} connections, ${duration} s each\n`);
console.log(`${"target".padEnd(24)}${"req/s".padStart(10)}${"p99 ms".padStart(10)}${"vs plain".padStart(11)}`);
for (const { name, rps, p99 } of results) {
  console.log(
    `${name.padEnd(24)}${rps.toFixed(0).padStart(10)}${String(p99).padStart(10)}${(rps / plainRps).toFixed(3).padStart(11)}`,
  );
}

console.log(
  `\nhome page: ${(homeHtml.length / 1024).toFixed(0)} KB of HTML, ${homeJs.files} scripts, ${(homeJs.total / 1024).toFixed(0)} KB of JavaScript (uncompressed)`,
);

plain.close();
stop();
process.exit(0);
