// Chromium compiles most of a script's functions lazily, on the main thread, the first time each
// is called. The scripts every page loads first (React, React DOM, Next's router and Turbopack's
// runtime: the build manifest's rootMainFiles) are almost wholly called while the page hydrates,
// so they start with V8's compile hint `//# allFunctionsCalledOnLoad`: Chromium (136 and later)
// then compiles them in the background while they download instead of in the middle of
// hydration. Other browsers read it as a comment. Run on the build before its brotli copies are made.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Puts the compile hint at the top of the build's first-load scripts; returns how many it changed. */
export function addCompileHints(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, "build-manifest.json"), "utf8"));
  let changed = 0;
  for (const file of manifest.rootMainFiles ?? []) {
    if (!file.endsWith(".js")) continue;
    const script = path.join(dist, file);
    const text = readFileSync(script, "utf8");
    if (text.startsWith(COMPILE_HINT)) continue;
    writeFileSync(script, COMPILE_HINT + text);
    changed += 1;
  }
  return changed;
}
