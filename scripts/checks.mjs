#!/usr/bin/env node
// `npm test`'s static checks: what `npm run lint` and `npm run typecheck` run, in two lanes at once.
// Each check is one process on one core: ESLint (with types, the longest) in one lane, and the type
// check, Prettier and knip one after another in the other, so the two cores share them (measured:
// 46 s of ESLint beside 35 s of the rest, which took 81 s one after another). Each check's output
// is printed whole when it ends, and any failure fails the run.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

/** Runs one check, keeping its output until it ends; resolves to whether it passed. */
function run([command, ...args]) {
  const label = [path.basename(command), ...args].join(" ");
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: "0" } });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${label} (${code === 0 ? "passed" : `failed, exit ${code}`}, ${seconds} s)\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

/** Runs checks one after another, on to the next even when one fails, so every failure shows. */
async function lane(checks) {
  let passed = true;
  for (const check of checks) passed = (await run(check)) && passed;
  return passed;
}

// The route types first: both the type check and ESLint's typed rules read them.
const typegen = spawnSync(bin("next"), ["typegen"], { cwd: root, stdio: "inherit" });
if (typegen.status !== 0) process.exit(typegen.status ?? 1);

const results = await Promise.all([
  lane([[bin("eslint"), "--max-warnings", "0", "."]]),
  lane([
    [bin("tsc"), "--noEmit"],
    [bin("tsc"), "--noEmit", "-p", "tsconfig.scripts.json"],
    [bin("prettier"), "--check", "."],
    [bin("knip")],
  ]),
]);
if (results.includes(false)) {
  console.error("\nA static check failed (above).");
  process.exit(1);
}
