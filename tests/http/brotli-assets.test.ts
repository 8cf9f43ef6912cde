// The brotli copies of hashed scripts: made at build, sent only to browsers that take brotli, and
// only for script and stylesheet paths inside the static folder.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsBrotli, precompressStatic, serveBrotliAsset } from "@/scripts/brotli-assets.mjs";

describe("brotli assets", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "brotli-"));
  const script = "globalThis.answer = 42;".repeat(50);
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    mkdirSync(path.join(folder, "chunks"));
    writeFileSync(path.join(folder, "chunks", "abc.js"), script);
    writeFileSync(path.join(folder, "secret.txt"), "not an asset");
    expect(precompressStatic(folder)).toBe(1);
    server = http.createServer((request, response) => {
      if (!serveBrotliAsset(request, response, folder)) response.writeHead(404).end("left to Next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("reads Accept-Encoding", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("br;q=0.5")).toBe(true);
    expect(acceptsBrotli("gzip, br;q=0")).toBe(false);
    expect(acceptsBrotli("gzip")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  it("sends the brotli copy to a browser that takes it", async () => {
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${base}/_next/static/chunks/abc.js`, { headers: { "accept-encoding": "gzip, br" } }, resolve),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toContain("javascript");
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(Buffer.concat(chunks)).toString()).toBe(script);
  });

  it("leaves other requests to Next", async () => {
    const status = (url: string, encoding = "br") =>
      new Promise<number>((resolve) =>
        http.get(`${base}${url}`, { headers: { "accept-encoding": encoding } }, (response) => {
          response.resume();
          resolve(response.statusCode!);
        }),
      );
    expect(await status("/_next/static/chunks/abc.js", "gzip")).toBe(404);
    expect(await status("/_next/static/chunks/missing.js")).toBe(404);
    expect(await status("/_next/static/secret.txt")).toBe(404);
    expect(await status("/_next/static/chunks/../../secret.js")).toBe(404);
  });
});
