#!/usr/bin/env node
// `npm start`: serves the shop on PORT (default 3000) from the standalone build of the sources as
// they are, building it first if this version was never built, exactly as a deployment runs it
// (node <build>/standalone/scripts/serve.mjs). The server process opens, migrates and seeds the
// database itself (instrumentation.ts), so the build never touches it.
//
// Each version is built into a folder of its own, .next-builds/<key>, where the key is a hash of
// the sources' content, the lock file and the build-time settings (never file times): an unchanged
// checkout starts at once, however often it is installed or touched. A build is used only once it
// is complete, and a running server keeps the folder it started with, so building a new version
// (a second `npm start`, a pull) never changes the files a running server serves. The script and
// style files of earlier builds stay servable (serve.mjs looks there for a file the running build
// lacks) so a page sent by the previous version still hydrates; builds not served for 7 days are
// removed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildVersion } from "./build-version.mjs";
import { serverNodeFlags } from "./server-heap.mjs";
import { assembleStandalone } from "./standalone.mjs";

const root = path.resolve(import.meta.dirname, "..");
const next = path.join(root, "node_modules", ".bin", "next");
const BUILDS = ".next-builds";
const KEEP_UNUSED_BUILDS_DAYS = 7;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
// A shop started on this machine without a site address is served on localhost: say so, so the
// offline stand-ins (the test payment page) work; a deployed shop sets its own address.
// SITE_URL (read at run time) is also the address the build is made for.
env.NEXT_PUBLIC_SITE_URL ||= process.env.SITE_URL || `http://localhost:${process.env.PORT || "3000"}`;

const complete = (folder) => existsSync(path.join(folder, "COMPLETE"));

/** Waits while another process (still alive) builds the same version. */
async function waitForOtherBuild(lock) {
  for (;;) {
    let pid;
    try {
      pid = Number(readFileSync(lock, "utf8"));
    } catch {
      return;
    }
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Builds version `key` into its own folder, unless it is built already; answers the folder. */
async function ensureBuilt(key) {
  const distDir = path.join(BUILDS, key);
  const folder = path.join(root, distDir);
  if (complete(folder)) return distDir;
  mkdirSync(path.join(root, BUILDS), { recursive: true });
  const lock = path.join(root, BUILDS, `${key}.building`);
  await waitForOtherBuild(lock);
  if (complete(folder)) return distDir;
  writeFileSync(lock, String(process.pid));
  try {
    console.log(`Building the shop (version ${key}: first start, or the sources changed)...`);
    // What an interrupted build left is not this version.
    rmSync(folder, { recursive: true, force: true });
    const build = spawnSync(next, ["build"], {
      cwd: root,
      env: { ...env, NEXT_DIST_DIR: distDir, SHOP_BUILD_KEY: key },
      stdio: "inherit",
    });
    if (build.status !== 0) {
      console.error("\nThe build failed: see the messages above.");
      process.exit(build.status ?? 1);
    }
    assembleStandalone(distDir);
    writeFileSync(path.join(folder, "COMPLETE"), new Date().toISOString());
  } finally {
    rmSync(lock, { force: true });
  }
  return distDir;
}

/** Removes complete builds nobody started for a week (never `keep`). */
function pruneBuilds(keep) {
  const limit = Date.now() - KEEP_UNUSED_BUILDS_DAYS * 24 * 3600 * 1000;
  for (const entry of readdirSync(path.join(root, BUILDS))) {
    const folder = path.join(root, BUILDS, entry);
    if (entry === keep || !complete(folder)) continue;
    if (statSync(path.join(folder, "COMPLETE")).mtimeMs < limit) rmSync(folder, { recursive: true, force: true });
  }
}

const version = buildVersion(root, env);
const distDir = await ensureBuilt(version);
// Served now: the build counts as used from today.
const now = new Date();
utimesSync(path.join(root, distDir, "COMPLETE"), now, now);
pruneBuilds(version);

// The standalone server works in its own folder: the shop's data (and photos uploaded before they
// were kept in the database) stay in this checkout.
env.PGLITE_DIR = path.resolve(root, process.env.PGLITE_DIR?.trim() || ".data/pglite");
env.UPLOADS_DIR = path.resolve(root, process.env.UPLOADS_DIR?.trim() || ".data/uploads");
env.NEXT_DIST_DIR = distDir;
env.EARLIER_BUILDS_DIR = path.join(root, BUILDS);

const port = process.env.PORT || "3000";
console.log(`Serving version ${version} on port ${port}.`);
const server = spawn(
  process.execPath,
  [...serverNodeFlags(), path.join(root, distDir, "standalone", "scripts", "serve.mjs"), "--port", port],
  { cwd: root, env, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
