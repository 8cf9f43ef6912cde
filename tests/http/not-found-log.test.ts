import { afterEach, describe, expect, it, vi } from "vitest";
import { logNotFound, shouldLogNotFound } from "@/lib/http/not-found-log";

describe("logging unknown paths", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs unknown paths but not sitemap, robots and favicon probes", () => {
    expect(shouldLogNotFound("/old-page")).toBe(true);
    expect(shouldLogNotFound("/products/washer/extra")).toBe(true);
    for (const path of ["/sitemap.xml", "/sitemap_index.xml", "/robots.txt", "/favicon.ico", "/FAVICON.ICO"]) {
      expect(shouldLogNotFound(path)).toBe(false);
    }
  });

  it("writes one warning line with the path", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logNotFound("/no-such-page");
    logNotFound("/favicon.ico");
    expect(warn.mock.calls).toEqual([["[404] /no-such-page"]]);
  });
});
