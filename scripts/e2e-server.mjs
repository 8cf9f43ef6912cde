#!/usr/bin/env node
// Starts the built shop for browser tests on a fresh database: an empty PGlite folder, or, with
// E2E_DATABASE=postgres, a new database on the TEST_DATABASE_URL server. The server migrates and
// seeds it on start, exactly as `npm start` does, from the standalone build a deployment runs.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { serverNodeFlags } from "./server-heap.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.PORT ?? "3100";
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

if (process.env.E2E_DATABASE === "postgres") {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE=postgres needs TEST_DATABASE_URL");
  const name = `shop_e2e_${port}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  env.DATABASE_URL = target.toString();
} else {
  const dir = path.join(root, ".data", `e2e-${port}`);
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}.lock`, { force: true });
  env.PGLITE_DIR = dir;
  delete env.DATABASE_URL;
}

const distDir = process.env.NEXT_DIST_DIR || ".next";
const server = spawn(
  process.execPath,
  [...serverNodeFlags(), path.join(root, distDir, "standalone", "scripts", "serve.mjs"), "--port", port],
  {
    cwd: root,
    env,
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
