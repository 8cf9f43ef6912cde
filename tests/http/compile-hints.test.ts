// The compile hint on the scripts every page loads first: only those the build manifest names,
// once however often the build is assembled, and before their brotli copies are made.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { COMPILE_HINT, addCompileHints } from "@/scripts/compile-hints.mjs";

describe("compile hints", () => {
  const dist = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("marks the first-load scripts once and leaves every other file alone", () => {
    mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
    const write = (name: string) => writeFileSync(path.join(dist, "static", "chunks", name), `/* ${name} */`);
    for (const name of ["react.js", "runtime.js", "page.js", "styles.css"]) write(name);
    writeFileSync(
      path.join(dist, "build-manifest.json"),
      JSON.stringify({
        rootMainFiles: ["static/chunks/react.js", "static/chunks/runtime.js", "static/chunks/styles.css"],
      }),
    );
    const read = (name: string) => readFileSync(path.join(dist, "static", "chunks", name), "utf8");

    expect(addCompileHints(dist)).toBe(2);
    expect(read("react.js")).toBe(`${COMPILE_HINT}/* react.js */`);
    expect(read("runtime.js")).toBe(`${COMPILE_HINT}/* runtime.js */`);
    expect(read("page.js")).toBe("/* page.js */");
    expect(read("styles.css")).toBe("/* styles.css */");

    expect(addCompileHints(dist)).toBe(0);
    expect(read("react.js")).toBe(`${COMPILE_HINT}/* react.js */`);
  });
});
