#!/usr/bin/env node
// Completes the standalone server that `next build` writes to <dist>/standalone: Next leaves out
// the browser assets (<dist>/static), the public folder and our server script, which a server
// needs. After this, the folder is everything a deployment copies and runs:
//   node <dist>/standalone/scripts/serve.mjs --port 3000
// Usage: node scripts/standalone.mjs   (NEXT_DIST_DIR picks the build folder, default .next)
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { precompressStatic } from "./brotli-assets.mjs";
import { addCompileHints } from "./compile-hints.mjs";

const root = path.resolve(import.meta.dirname, "..");
/** The server script and the plain modules it imports, by their paths in the repository. */
const SERVER_SCRIPTS = [
  "scripts/serve.mjs",
  "scripts/client-address.mjs",
  "scripts/cache-control.mjs",
  "scripts/brotli-assets.mjs",
  "scripts/earlier-builds.mjs",
  "scripts/server-actions.mjs",
  "scripts/request-log.mjs",
  "lib/upload-limits.mjs",
  "lib/request-errors.mjs",
];

/**
 * What the browser assets need before they are served: the first-load scripts' compile hint,
 * then the brotli copies of the hashed scripts and stylesheets, which serve.mjs sends.
 */
export function prepareStaticAssets(dist) {
  addCompileHints(dist);
  precompressStatic(path.join(dist, "static"));
}

export function assembleStandalone(distDir = process.env.NEXT_DIST_DIR || ".next") {
  const dist = path.join(root, distDir);
  const target = path.join(dist, "standalone");
  if (!existsSync(path.join(target, "server.js"))) {
    throw new Error(`${target} has no standalone build: run next build first (output: "standalone").`);
  }
  prepareStaticAssets(dist);
  rmSync(path.join(target, distDir, "static"), { recursive: true, force: true });
  cpSync(path.join(dist, "static"), path.join(target, distDir, "static"), { recursive: true });
  cpSync(path.join(root, "public"), path.join(target, "public"), { recursive: true });
  for (const file of SERVER_SCRIPTS) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(target, file));
  }
  return target;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Standalone server ready in ${path.relative(root, assembleStandalone())}`);
}
