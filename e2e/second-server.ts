// A shop server of a spec's own, from the same build, on its own port and embedded database: for
// what the shared test server cannot do (be killed, or run with another site address).
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { serverNodeFlags } from "../scripts/server-heap.mjs";
import type { APIRequestContext } from "./test";

// Playwright runs from the repository root.
const root = process.cwd();

export interface SecondServer {
  baseURL: string;
  dataDir: string;
  process: ChildProcess;
  /** The end of what the server wrote to stderr: its warnings, errors and slow requests' lines. */
  errors: () => string;
  /** The end of what the server wrote to stdout (its request log). */
  output: () => string;
}

/**
 * Starts the built shop on `port` with a fresh data folder (unless `keepData`) and `env` on top,
 * from the e2e build or the build in `distDir`; `builtAs` is the folder name it was built under,
 * which its standalone server names its files by, when the build was moved since.
 */
export function startServer(
  port: number,
  env: Record<string, string> = {},
  {
    keepData = false,
    distDir = process.env.NEXT_DIST_DIR ?? ".next-e2e",
    builtAs = distDir,
  }: { keepData?: boolean; distDir?: string; builtAs?: string } = {},
): SecondServer {
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = path.join(root, ".data", `e2e-${port}`);
  if (!keepData) removeData(dataDir);
  const script = path.join(root, distDir, "standalone", "scripts", "serve.mjs");
  const child = spawn(process.execPath, [...serverNodeFlags(), script, "--port", String(port)], {
    cwd: root,
    env: {
      ...process.env,
      PGLITE_DIR: dataDir,
      NEXT_DIST_DIR: builtAs,
      DATABASE_URL: "",
      NEXT_PUBLIC_SITE_URL: baseURL,
      TRUSTED_PROXY_HOPS: "1",
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-50_000);
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-50_000);
  });
  return { baseURL, dataDir, process: child, errors: () => errors, output: () => output };
}

export function removeData(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
}

export async function waitForHealth(api: APIRequestContext, server: SecondServer): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) {
      throw new Error(`The server exited with ${server.process.exitCode}: ${server.errors().slice(-2000)}`);
    }
    const answer = await api.get(`${server.baseURL}/api/health`).catch(() => null);
    if (answer?.ok()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The server did not start within 2 minutes");
}

/** SIGKILL: the server gets no chance to close anything. */
export function killHard(server: SecondServer): Promise<void> {
  if (server.process.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.process.once("exit", () => resolve());
    server.process.kill("SIGKILL");
  });
}
