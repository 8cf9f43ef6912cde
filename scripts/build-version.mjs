// The version of the shop's sources: a hash of their content (names and bytes, never file times),
// the lock file and the settings Next inlines at build time. `npm start` builds each version once,
// into a folder named after it.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What a build is made from: a change to any of these is a new version. */
export const BUILD_SOURCES = [
  "app",
  "client",
  "components",
  "lib",
  "db",
  "emails",
  "public",
  "scripts",
  "instrumentation.ts",
  "proxy.ts",
  "next.config.ts",
  "package.json",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
  "tsconfig.build.json",
];

/** Every file under `target`, in a stable order. */
function filesOf(target) {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target)
    .sort()
    .flatMap((entry) => filesOf(path.join(target, entry)));
}

/** 16 hex characters naming the version of the sources under `root` built with `environment`. */
export function buildVersion(root, environment, sources = BUILD_SOURCES) {
  const hash = createHash("sha256");
  for (const file of sources.flatMap((source) => filesOf(path.join(root, source)))) {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  for (const key of Object.keys(environment).sort()) {
    if (key.startsWith("NEXT_PUBLIC_")) hash.update(`${key}=${environment[key]}\0`);
  }
  hash.update(process.version);
  return hash.digest("hex").slice(0, 16);
}
