// The app server's cache handler: an entry counts from when its render began, so a render that
// read a product before a change and was stored after the change's tags expired is never served.
import { afterEach, describe, expect, it, vi } from "vitest";
import SharedCacheHandler from "@/lib/cache/shared-cache-handler.mjs";

const handler = new SharedCacheHandler({
  flushToDisk: false,
  serverDistDir: "/nonexistent",
  maxMemoryCacheSize: 10 * 1024 * 1024,
  revalidatedTags: [],
});

let counter = 0;
/** A cached catalogue read (unstable_cache) of one product, with tags of its own. */
function read(): { key: string; tag: string; ctx: object; data: object } {
  counter += 1;
  const tag = `product:test-${counter}-${Math.random().toString(36).slice(2)}`;
  const ctx = { kind: "FETCH", tags: [tag, "catalog-test"], softTags: [], revalidate: 3600, fetchCache: true };
  return { key: `read-${tag}`, tag, ctx, data: { kind: "FETCH", data: { price: 299 }, revalidate: 3600 } };
}

/** A rendered page carrying the tags of what it read. */
function page(): { key: string; tag: string; ctx: object; data: object } {
  counter += 1;
  const tag = `product:page-${counter}-${Math.random().toString(36).slice(2)}`;
  return {
    key: `/product/${tag}`,
    tag,
    ctx: { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false },
    data: {
      kind: "APP_PAGE",
      html: "<p>$299</p>",
      rscData: Buffer.from("rsc"),
      headers: { "x-next-cache-tags": `${tag},catalog-test` },
      postponed: undefined,
      status: 200,
      segmentData: undefined,
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => vi.restoreAllMocks());

describe.each([
  ["catalogue read", read],
  ["page", page],
])("the cache handler, for a %s", (_kind, make) => {
  it("serves what it stored until the entry's tags expire", async () => {
    const { key, tag, ctx, data } = make();
    expect(await handler.get(key, ctx)).toBeNull();
    await handler.set(key, data, ctx);
    expect((await handler.get(key, ctx))?.value).toEqual(data);
    await tick();
    await handler.revalidateTag([tag]);
    expect(await handler.get(key, ctx)).toBeNull();
  });

  it("never serves a render that began before a change and was stored after it", async () => {
    const { key, tag, ctx, data } = make();
    // The render asks for the entry, misses, and reads the old row...
    expect(await handler.get(key, ctx)).toBeNull();
    await tick();
    // ...a staff edit commits and expires the product's tags...
    await handler.revalidateTag(tag);
    await tick();
    // ...and only then is the old render stored.
    await handler.set(key, data, ctx);
    expect(await handler.get(key, ctx)).toBeNull();
    // The render after it began after the change, and is served.
    await handler.set(key, data, ctx);
    expect((await handler.get(key, ctx))?.value).toEqual(data);
  });

  it("counts two renders of one entry each from the older start", async () => {
    const { key, tag, ctx, data } = make();
    expect(await handler.get(key, ctx)).toBeNull();
    await tick();
    expect(await handler.get(key, ctx)).toBeNull();
    await tick();
    await handler.revalidateTag(tag);
    await tick();
    // Both renders began before the change: neither may be served.
    await handler.set(key, data, ctx);
    expect(await handler.get(key, ctx)).toBeNull();
    await handler.set(key, data, ctx);
    await handler.set(key, data, ctx);
    expect((await handler.get(key, ctx))?.value).toEqual(data);
  });

  it("expires at once when the wall clock runs ahead of the monotonic clock", async () => {
    // After an NTP step or a resumed VM the wall clock can run minutes ahead of the process's
    // monotonic clock; an expiry stamped on one and checked against the other would wait them out.
    const wall = Date.now.bind(Date);
    vi.spyOn(Date, "now").mockImplementation(() => wall() + 5 * 60_000);
    const { key, tag, ctx, data } = make();
    expect(await handler.get(key, ctx)).toBeNull();
    await handler.set(key, data, ctx);
    await tick();
    await handler.revalidateTag(tag);
    expect(await handler.get(key, ctx)).toBeNull();
  });
});

describe("the cache handler and the calendar", () => {
  /** Moves a stored entry's render back to the day before in the store's time zone (at most 48 h). */
  function renderedYesterday(key: string) {
    const memory = (SharedCacheHandler as unknown as { memoryCache: Map<string, { lastModified: number }> })
      .memoryCache;
    const stored = memory.get(key)!;
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" });
    const today = day.format(stored.lastModified);
    let at = stored.lastModified;
    while (day.format(at) === today) at -= 60 * 60 * 1000;
    stored.lastModified = at;
  }

  it("never serves a page rendered before today's midnight in the store's time zone", async () => {
    const { key, ctx, data } = page();
    expect(await handler.get(key, ctx)).toBeNull();
    await handler.set(key, data, ctx);
    expect((await handler.get(key, ctx))?.value).toEqual(data);
    renderedYesterday(key);
    expect(await handler.get(key, ctx)).toBeNull();
    // Rendered again today, it is served.
    await handler.set(key, data, ctx);
    expect((await handler.get(key, ctx))?.value).toEqual(data);
  });

  it("keeps serving a catalogue read from yesterday: only pages carry the date", async () => {
    const { key, ctx, data } = read();
    expect(await handler.get(key, ctx)).toBeNull();
    await handler.set(key, data, ctx);
    renderedYesterday(key);
    expect((await handler.get(key, ctx))?.value).toEqual(data);
  });
});

describe("the cache handler's own costs", () => {
  it("answers a catalogue read it does not hold without looking on disk", async () => {
    const fs = {
      existsSync: vi.fn(() => false),
      readFile: vi.fn(async () => {
        throw Object.assign(new Error("no such file"), { code: "ENOENT" });
      }),
      readFileSync: vi.fn(() => {
        throw Object.assign(new Error("no such file"), { code: "ENOENT" });
      }),
      stat: vi.fn(),
    };
    const onDisk = new SharedCacheHandler({
      fs,
      flushToDisk: false,
      serverDistDir: "/nonexistent",
      maxMemoryCacheSize: 10 * 1024 * 1024,
      revalidatedTags: [],
    } as unknown as ConstructorParameters<typeof SharedCacheHandler>[0]);
    const { key, ctx, data } = read();
    expect(await onDisk.get(key, ctx)).toBeNull();
    expect(fs.readFile).not.toHaveBeenCalled();
    await onDisk.set(key, data, ctx);
    expect((await onDisk.get(key, ctx))?.value).toEqual(data);
    // A page it does not hold may still be one the build wrote: that is looked for.
    const missing = page();
    expect(await onDisk.get(missing.key, missing.ctx)).toBeNull();
    expect(fs.readFile).toHaveBeenCalled();
  });

  it("spares Next measuring each page it stores, and still lets it measure catalogue reads", async () => {
    /** Next's IncrementalCache as far as this goes: it measures what it stores, then hands it on. */
    class IncrementalCache {
      measured: number[] = [];
      async set(pathname: string, data: object, ctx: { fetchCache?: boolean }) {
        this.measured.push(JSON.stringify(data).length);
        await handler.set(pathname, data, ctx);
      }
    }
    const next = new IncrementalCache();
    const global = globalThis as { __incrementalCache?: unknown };
    const before = global.__incrementalCache;
    global.__incrementalCache = next;
    try {
      const rendered = page();
      const catalogue = read();
      // Next asks for an entry before it renders and stores it.
      expect(await handler.get(rendered.key, rendered.ctx)).toBeNull();
      await next.set(rendered.key, rendered.data, rendered.ctx);
      await next.set(catalogue.key, catalogue.data, catalogue.ctx);
      expect(next.measured[0]).toBeLessThan(10);
      expect(next.measured[1]).toBe(JSON.stringify(catalogue.data).length);
      // What is stored and served is the page itself.
      expect((await handler.get(rendered.key, rendered.ctx))?.value).toEqual(rendered.data);
      // Patched once: another instance of the same class is spared too.
      const another = new IncrementalCache();
      const second = page();
      await another.set(second.key, second.data, second.ctx);
      expect(another.measured[0]).toBeLessThan(10);
    } finally {
      global.__incrementalCache = before;
    }
  });
});
