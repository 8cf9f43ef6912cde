// A page sent by the previous version keeps its scripts after a deploy: a hashed file the running
// build lacks is served from the newest earlier build that has it; nothing else is.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveFromEarlierBuild } from "@/scripts/earlier-builds.mjs";

describe("files of earlier builds", () => {
  const builds = mkdtempSync(path.join(tmpdir(), "builds-"));
  const write = (file: string, text: string | Buffer) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  const build = (name: string, servedDaysAgo: number) => {
    write(path.join(builds, name, "COMPLETE"), "");
    const at = new Date(Date.now() - servedDaysAgo * 86_400_000);
    utimesSync(path.join(builds, name, "COMPLETE"), at, at);
    return path.join(builds, name, "static");
  };
  const current = build("current", 0);
  const previous = build("previous", 1);
  const older = build("older", 3);
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    write(path.join(current, "chunks", "new.js"), "current");
    write(path.join(previous, "chunks", "old.js"), "previous");
    write(path.join(previous, "chunks", "old.js.br"), brotliCompressSync("previous"));
    write(path.join(older, "chunks", "old.js"), "older");
    write(path.join(older, "chunks", "oldest.css"), "body{}");
    write(path.join(builds, "unfinished", "static", "chunks", "half.js"), "not complete");
    write(path.join(builds, "secret.js"), "outside any static folder");
    server = http.createServer((request, response) => {
      if (!serveFromEarlierBuild(request, response, current, builds)) response.writeHead(404).end("left to Next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(builds, { recursive: true, force: true });
  });

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get(`${base}${pathname}`, { headers }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString("latin1")));
          response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
        })
        .on("error", reject);
    });

  it("serves a file the running build lacks from the newest earlier build that has it", async () => {
    const plain = await get("/_next/static/chunks/old.js", { "accept-encoding": "gzip" });
    expect(plain).toMatchObject({ status: 200, body: "previous" });
    expect(plain.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const brotli = await get("/_next/static/chunks/old.js?dpl=previous", { "accept-encoding": "br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect((await get("/_next/static/chunks/oldest.css")).body).toBe("body{}");
  });

  it("leaves the running build's files, unknown files, unfinished builds and other paths to Next", async () => {
    for (const pathname of [
      "/_next/static/chunks/new.js",
      "/_next/static/chunks/missing.js",
      "/_next/static/chunks/half.js",
      "/_next/static/../secret.js",
      "/_next/static/%2e%2e/secret.js",
      "/chunks/old.js",
    ]) {
      expect((await get(pathname)).status, pathname).toBe(404);
    }
  });
});
