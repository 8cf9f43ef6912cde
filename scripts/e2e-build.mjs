#!/usr/bin/env node
// Builds what the browser tests run: the shop in .next-e2e, and a second version of it in
// .next-e2e-next (another deployment id and one changed setting, so its script files differ) for
// the spec that deploys a new version under an open page (e2e/deploy.spec.ts). Both skip Next's
// type check, which `npm test` runs on its own.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { assembleStandalone } from "./standalone.mjs";

const root = path.resolve(import.meta.dirname, "..");
const next = path.join(root, "node_modules", ".bin", "next");
const distDir = process.env.NEXT_DIST_DIR || ".next-e2e";
const versions = [
  { distDir, env: { SHOP_BUILD_KEY: "e2e-first" } },
  {
    distDir: `${distDir}-next`,
    env: { SHOP_BUILD_KEY: "e2e-second", NEXT_PUBLIC_STORE_LEGAL_NAME: "Reynoldsburg Appliance Outlet, LLC" },
  },
];
// E2E_FIRST_BUILD_ONLY=1 builds the first version only (for running a few specs while working;
// e2e/deploy.spec.ts needs both).
for (const version of process.env.E2E_FIRST_BUILD_ONLY === "1" ? versions.slice(0, 1) : versions) {
  const build = spawnSync(next, ["build"], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: version.distDir, ...version.env },
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  assembleStandalone(version.distDir);
}
