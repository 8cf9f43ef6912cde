#!/usr/bin/env node
// Builds what the browser tests run: the shop in .next-e2e, and a second version of it in
// .next-e2e-next (another deployment id and one changed setting, so its script files differ) for
// the spec that deploys a new version under an open page (e2e/deploy.spec.ts). Both skip Next's
// type check, which `npm test` runs on its own.
//
// Turbopack keeps its compile cache in the build folder and reads it only from a folder of the same
// name, so both versions are built in .next-e2e: the second first, then moved to .next-e2e-next
// (its standalone server still names its files .next-e2e inside), leaving the cache for the first,
// which then compiles only what changed (measured: 19 s of compiling against 74-86 s cold).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { assembleStandalone } from "./standalone.mjs";

const root = path.resolve(import.meta.dirname, "..");
const next = path.join(root, "node_modules", ".bin", "next");
const distDir = process.env.NEXT_DIST_DIR || ".next-e2e";
const secondDir = `${distDir}-next`;

function build(env) {
  const run = spawnSync(next, ["build"], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir, ...env },
    stdio: "inherit",
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  assembleStandalone(distDir);
}

// E2E_FIRST_BUILD_ONLY=1 builds the first version only (for running a few specs while working;
// e2e/deploy.spec.ts needs both).
if (process.env.E2E_FIRST_BUILD_ONLY !== "1") {
  build({ SHOP_BUILD_KEY: "e2e-second", NEXT_PUBLIC_STORE_LEGAL_NAME: "Reynoldsburg Appliance Outlet, LLC" });
  rmSync(path.join(root, secondDir), { recursive: true, force: true });
  renameSync(path.join(root, distDir), path.join(root, secondDir));
  mkdirSync(path.join(root, distDir));
  const cache = path.join(root, secondDir, "cache");
  if (existsSync(cache)) renameSync(cache, path.join(root, distDir, "cache"));
}
build({ SHOP_BUILD_KEY: "e2e-first" });
