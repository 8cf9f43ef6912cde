#!/usr/bin/env node
// `npm start`: builds the app when its sources or build-time settings changed since the last
// build, then serves it on PORT (default 3000) from the standalone build, exactly as a deployment
// runs it (node .next/standalone/scripts/serve.mjs). The server process opens, migrates and seeds
// the database itself (instrumentation.ts), so the build never touches it.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serverNodeFlags } from "./server-heap.mjs";
import { assembleStandalone } from "./standalone.mjs";

const root = path.resolve(import.meta.dirname, "..");
const next = path.join(root, "node_modules", ".bin", "next");
const stampFile = path.join(root, ".next", "build-stamp.json");
const SOURCES = [
  "app",
  "client",
  "components",
  "lib",
  "db",
  "emails",
  "public",
  "instrumentation.ts",
  "next.config.ts",
  "package.json",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
];
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
// A shop started on this machine without a site address is served on localhost: say so, so the
// offline stand-ins (the test payment page) work; a deployed shop sets its own address.
// SITE_URL (read at run time) is also the address the build is made for.
env.NEXT_PUBLIC_SITE_URL ||= process.env.SITE_URL || `http://localhost:${process.env.PORT || "3000"}`;

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Settings inlined at build time: a change to any of them needs a new build. */
function buildSettings() {
  const inlined = Object.keys(process.env)
    .filter((key) => key.startsWith("NEXT_PUBLIC_"))
    .sort()
    .map((key) => `${key}=${process.env[key]}`);
  return createHash("sha256").update(inlined.join("\n")).digest("hex");
}

function needsBuild() {
  if (process.env.SKIP_BUILD === "1") return false;
  const buildId = path.join(root, ".next", "BUILD_ID");
  const server = path.join(root, ".next", "standalone", "scripts", "serve.mjs");
  if (!existsSync(buildId) || !existsSync(server) || !existsSync(stampFile)) return true;
  const stamp = JSON.parse(readFileSync(stampFile, "utf8"));
  if (stamp.settings !== buildSettings()) return true;
  const sourcesChanged = SOURCES.some((source) => newestMtime(path.join(root, source)) > stamp.builtAt);
  return sourcesChanged;
}

if (needsBuild()) {
  console.log("Building the shop (first start or sources changed)...");
  const startedAt = Date.now();
  const build = spawnSync(next, ["build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) {
    console.error("\nThe build failed: see the messages above.");
    process.exit(build.status ?? 1);
  }
  assembleStandalone();
  writeFileSync(stampFile, JSON.stringify({ builtAt: startedAt, settings: buildSettings() }));
}
// The standalone server works in its own folder: the shop's data (and photos uploaded before they
// were kept in the database) stay in this checkout.
env.PGLITE_DIR = path.resolve(root, process.env.PGLITE_DIR?.trim() || ".data/pglite");
env.UPLOADS_DIR = path.resolve(root, process.env.UPLOADS_DIR?.trim() || ".data/uploads");

const port = process.env.PORT || "3000";
const server = spawn(
  process.execPath,
  [...serverNodeFlags(), path.join(root, ".next", "standalone", "scripts", "serve.mjs"), "--port", port],
  {
    cwd: root,
    env,
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
